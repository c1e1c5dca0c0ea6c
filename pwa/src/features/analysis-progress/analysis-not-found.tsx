import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** An id the server does not know: say so instead of polling forever. */
export function AnalysisNotFound() {
  return (
    <Stack align="center" gap="md" ta="center" py="xl">
      <Title order={1}>We can't find this analysis</Title>
      <Text c="gray.7">The link may be mistyped, or the analysis no longer exists. Start a new one from the homepage: it takes under 2 minutes.</Text>
      <Button component={Link} to="/">
        Start a new analysis
      </Button>
    </Stack>
  );
}
