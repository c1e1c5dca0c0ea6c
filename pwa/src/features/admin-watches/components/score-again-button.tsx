import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { adminErrorMessage } from '../../../lib/admin-api.ts';
import { toast } from '../../../lib/notify.ts';
import { useRescoreAnalysis } from '../api/rescore-analysis.ts';

export const SCORE_AGAIN_TEXTS = {
  label: 'Score again',
  done: 'Scored again',
  doneMessage: (version: string) => `The pages this run read, scored by version ${version} of the engine: here is the new report.`,
  failed: 'Not scored again',
  fallback: 'Failed to score the pages again',
} as const;

/** An analysis' stored pages scored again with the current engine (issue #30); the new report opens. */
export function ScoreAgainButton({ analysisId, disabled }: { analysisId: string; disabled?: boolean }) {
  const rescore = useRescoreAnalysis();
  const navigate = useNavigate();
  return (
    <Button
      size="compact-xs"
      variant="default"
      loading={rescore.isPending}
      disabled={disabled}
      onClick={() =>
        rescore.mutate(analysisId, {
          onSuccess: (answer) => {
            toast({ title: SCORE_AGAIN_TEXTS.done, message: SCORE_AGAIN_TEXTS.doneMessage(answer.engineVersion) });
            void navigate({ to: '/results/$analysisId', params: { analysisId: answer.analysisId } });
          },
          onError: (error) => toast({ title: SCORE_AGAIN_TEXTS.failed, message: adminErrorMessage(error, SCORE_AGAIN_TEXTS.fallback), destructive: true }),
        })
      }
    >
      {SCORE_AGAIN_TEXTS.label}
    </Button>
  );
}
