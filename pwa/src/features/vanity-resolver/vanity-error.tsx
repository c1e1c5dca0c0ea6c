import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** SPEC section 2: a vanity link that cannot be resolved. */
export function VanityError({ message }: { message: string }) {
  return (
    <Stack align="center" gap="md" ta="center" py="xl" role="alert">
      <Title order={1}>Error</Title>
      <Text fw={600}>{message}</Text>
      <Text c="gray.7">The vanity URL you're trying to access may have been removed or doesn't exist.</Text>
      <Button component={Link} to="/">
        Go to Homepage
      </Button>
    </Stack>
  );
}
