import { Container, Title } from '@mantine/core';

/** A screen's SPEC heading; screens not yet built show only this. */
export function PageHeading({ children }: { children: string }) {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{children}</Title>
    </Container>
  );
}
