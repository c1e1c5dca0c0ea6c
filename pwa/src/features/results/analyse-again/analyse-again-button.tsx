import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { isNetworkFailure, isOnline } from '../../../lib/online-status.ts';
import { useStartAnalysis } from '../../landing/use-start-analysis.ts';
import type { ReportResult } from '../report-source.ts';
import { repeatRequestOf } from './repeat-request.ts';

export const ANALYSE_AGAIN_TEXTS = {
  button: 'Analyse again',
  failedTitle: 'Could not start the analysis',
  failed: 'Please try again in a moment.',
} as const;

/**
 * Runs the report's analysis again (same address and metrics) and follows it on the
 * progress screen; the new report then opens with what changed. Offline, the request
 * waits in the outbox like one from the entry form.
 */
export function AnalyseAgainButton({ result }: { result: ReportResult }) {
  const start = useStartAnalysis();
  const navigate = useNavigate();
  const request = repeatRequestOf(result);
  const queueForLater = () => void import('../../pwa/queue-analysis.ts').then(({ queueAnalysisForLater }) => queueAnalysisForLater(request));
  const onClick = () => {
    if (!isOnline()) {
      queueForLater();
      return;
    }
    start.mutate(request, {
      onSuccess: ({ analysisId }) => void navigate({ to: '/analyzing/$analysisId', params: { analysisId } }),
      onError: (error) => {
        if (isNetworkFailure(error)) return queueForLater();
        const reason = error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
        toast({ title: ANALYSE_AGAIN_TEXTS.failedTitle, message: reason ?? ANALYSE_AGAIN_TEXTS.failed, destructive: true });
      },
    });
  };
  return (
    <Button variant="default" onClick={onClick} loading={start.isPending} disabled={start.isPending}>
      {ANALYSE_AGAIN_TEXTS.button}
    </Button>
  );
}
