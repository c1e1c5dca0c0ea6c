import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DownloadPdfButton } from '../download-pdf/download-pdf-button.tsx';
import type { ReportResult } from '../report-source.ts';
import { ShareButton } from '../share-button.tsx';

/** Shared mode's heading (SPEC section 2): badge, "{companyName}'s Onboarding Acceleration", Powered by. */
export function SharedReportHeading({ companyName, onShare, result }: { companyName: string; onShare?: () => void; result: ReportResult }) {
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
      <Group gap="sm">
        {onShare ? <ShareButton onShare={onShare} /> : null}
        <DownloadPdfButton result={result} />
      </Group>
    </Group>
  );
}
