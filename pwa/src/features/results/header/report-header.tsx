import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { formatLongDate } from '../../../lib/format.ts';
import { displaySiteName, siteHost } from '../../../lib/site-name.ts';
import { CompareWithButton } from '../../compare/compare-with-button.tsx';
import { AnalyseAgainButton } from '../analyse-again/analyse-again-button.tsx';
import { externalHref, shortAddress } from '../external-href.ts';
import { DownloadPdfButton } from '../download-pdf/download-pdf-button.tsx';
import { ShareButton } from '../share-button.tsx';
import type { ReportResult } from '../report-source.ts';
import { SiteFavicon } from './site-favicon.tsx';

/** The report's own header (hidden in shared mode): favicon, "{Site}'s Onboarding Assessment", share. */
export function ReportHeader({ result, onShare }: { result: ReportResult; onShare?: () => void }) {
  const href = externalHref(result.url);
  const analysedAt = result.analyzedAt ? new Date(result.analyzedAt) : undefined;
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <SiteFavicon domain={siteHost(result.url)} />
        <Stack gap={2}>
          <Title order={1}>{`${displaySiteName(result.url)}'s Onboarding Assessment`}</Title>
          <Text size="sm" c="gray.7">
            {href ? (
              <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" c="indigo.8" underline="always">
                {shortAddress(result.url)}
              </Anchor>
            ) : (
              result.url
            )}
            {analysedAt && !Number.isNaN(analysedAt.getTime()) ? ` · analysed ${formatLongDate(analysedAt)}` : null}
          </Text>
        </Stack>
      </Group>
      <Group gap="sm">
        <AnalyseAgainButton result={result} />
        {result.analysisId ? <CompareWithButton reportKey={result.analysisId} /> : null}
        {onShare ? <ShareButton onShare={onShare} /> : null}
        <DownloadPdfButton result={result} />
      </Group>
    </Group>
  );
}
