import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { AnalysisStep, StepStatus } from '../../../../engine/contract/analysis.ts';
import { StepStatusIcon } from './step-status-icon.tsx';

/** Spoken with each step so its status never rests on colour or icon alone. */
const STATUS_TEXT: Record<StepStatus, string> = {
  completed: 'completed',
  'in-progress': 'in progress',
  pending: 'pending',
};

export function StepChecklist({ steps }: { steps: readonly AnalysisStep[] }) {
  return (
    <ol aria-label="Analysis steps" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {steps.map((step) => (
        <li key={step.name} data-status={step.status}>
          <Group gap="sm" wrap="nowrap">
            <StepStatusIcon status={step.status} />
            <Text size="sm" fw={step.status === 'in-progress' ? 700 : 400} c={step.status === 'pending' ? 'gray.7' : 'dark.7'}>
              {step.name}
              <VisuallyHidden>{`: ${STATUS_TEXT[step.status]}`}</VisuallyHidden>
            </Text>
          </Group>
        </li>
      ))}
    </ol>
  );
}
