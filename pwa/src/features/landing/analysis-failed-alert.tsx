import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { analysisStatusQuery } from '../analysis-progress/use-analysis-status.ts';
import { TipList } from './tip-list.tsx';

const TIPS = [
  'Check that the website is publicly accessible',
  'Try a different page URL from the same site',
  'Make sure the domain is typed correctly',
] as const;

/** SPEC section 2: the destructive alert of /?error=analysis_failed (an analysis that failed on the server). */
export function AnalysisFailedAlert({ analysisId }: { analysisId?: string | undefined }) {
  return (
    <Alert color="red.9" variant="filled" title="Analysis Failed" role="alert">
      <Text size="sm">We were unable to analyze this website. This could be due to the site's configuration or temporary connectivity issues.</Text>
      {analysisId ? <FailureReason analysisId={analysisId} /> : null}
      <TipList tips={TIPS} />
    </Alert>
  );
}

/** The server's own reason for the failure ("…is behind Cloudflare's bot protection…"), when it gave one. */
function FailureReason({ analysisId }: { analysisId: string }) {
  const status = useQuery(analysisStatusQuery(analysisId));
  const reason = status.data?.status === 'failed' ? status.data.error : undefined;
  return reason ? (
    <Text size="sm" mt="xs" fw={600} data-testid="analysis-failed-reason">
      {reason}
    </Text>
  ) : null;
}
