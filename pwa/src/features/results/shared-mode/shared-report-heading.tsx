import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ShareButton } from '../share-button.tsx';

/** Shared mode's heading (SPEC section 2): badge, "{companyName}'s Onboarding Acceleration", Powered by. */
export function SharedReportHeading({ companyName, onShare }: { companyName: string; onShare?: () => void }) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg">
      <Stack gap="xs">
        <Badge variant="filled" color="indigo.8" size="lg">
          Shared Report
        </Badge>
        <Title order={1}>{`${companyName}'s Onboarding Acceleration`}</Title>
        <Anchor component={Link} to="/" size="sm" c="indigo.8">
          Powered by Onboarding Analyzer
        </Anchor>
      </Stack>
      {onShare ? <ShareButton onShare={onShare} /> : null}
    </Group>
  );
}
