import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ShareIcon } from '../icons.tsx';

/** Shared mode's heading (SPEC section 2): badge, "{companyName}'s Onboarding Acceleration", Powered by. */
export function SharedReportHeading({ companyName, onShare }: { companyName: string; onShare?: () => void }) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg">
      <Stack gap="xs">
        <Badge variant="light" color="indigo.9" size="lg">
          Shared Report
        </Badge>
        <Title order={1}>{`${companyName}'s Onboarding Acceleration`}</Title>
        <Anchor component={Link} to="/" size="sm" c="indigo.8">
          Powered by Onboarding Analyzer
        </Anchor>
      </Stack>
      {onShare ? (
        <Button variant="light" leftSection={<ShareIcon />} onClick={onShare}>
          Share report
        </Button>
      ) : null}
    </Group>
  );
}
