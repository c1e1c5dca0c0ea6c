import { Container, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toast } from '../../lib/notify.ts';
import { ANALYSIS_FAILED_ERROR } from '../landing/landing-search.ts';
import { NeedsConnectionWhenOffline } from '../pwa/connection-notices.tsx';
import { NEEDS_CONNECTION_TEXTS } from '../pwa/connection-texts.ts';
import { AnalysisNotFound } from './analysis-not-found.tsx';
import { checklistSteps, clampPercent, currentStepLabel } from './progress-steps.ts';
import { StepChecklist } from './step-checklist.tsx';
import { timeRemainingLabel } from './time-label.ts';
import { isUnknownAnalysis, useAnalysisStatus } from './use-analysis-status.ts';

/** SPEC section 2 "/analyzing/{analysisId}" and the progress states of section 4. */
export function AnalysisProgressPage({ analysisId }: { analysisId: string }) {
  const status = useAnalysisStatus(analysisId);
  const navigate = useNavigate();
  const value = status.data?.status;
  const unknown = isUnknownAnalysis(status.error);

  useEffect(() => {
    if (value === 'completed') void navigate({ to: '/results/$analysisId', params: { analysisId }, replace: true });
    if (value === 'failed') void navigate({ to: '/', search: { error: ANALYSIS_FAILED_ERROR, analysis: analysisId }, replace: true });
  }, [value, analysisId, navigate]);

  // Every failed poll says so; polling carries on (SPEC section 8).
  useEffect(() => {
    if (status.errorUpdateCount === 0 || unknown) return;
    toast({
      id: 'analysis-status-error',
      title: 'Error',
      message: 'Failed to get analysis status. Please try again later.',
      destructive: true,
    });
  }, [status.errorUpdateCount, unknown]);

  if (unknown) {
    return (
      <Container size="sm" py="xl">
        <AnalysisNotFound />
      </Container>
    );
  }

  const percent = clampPercent(status.data?.progress);
  return (
    <Container size="sm" py="xl">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
            Crunching Your Numbers. Finding Lost Revenue.
          </Title>
          <NeedsConnectionWhenOffline>{NEEDS_CONNECTION_TEXTS.progress}</NeedsConnectionWhenOffline>
          <div>
            <Group justify="space-between" mb={6}>
              <Text fw={700} aria-live="polite" data-testid="current-step">
                {currentStepLabel(status.data?.steps)}
              </Text>
              <Text fw={700} c="indigo.8" data-testid="progress-percent">
                {percent}%
              </Text>
            </Group>
            <Progress value={percent} size="lg" radius="xl" animated={percent < 100} aria-label="Analysis progress" />
            <Text size="sm" c="gray.7" mt={8} data-testid="time-remaining">
              {timeRemainingLabel(percent)}
            </Text>
          </div>
          <StepChecklist steps={checklistSteps(status.data?.steps)} />
        </Stack>
      </Paper>
    </Container>
  );
}
