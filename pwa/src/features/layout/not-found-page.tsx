import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
        <Button component={Link} to="/" variant="light">
          Return Home
        </Button>
      </Stack>
    </Container>
  );
}
