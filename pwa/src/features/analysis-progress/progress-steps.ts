import { ANALYSIS_STEP_NAMES } from '../../../../engine/contract/analysis-constants.ts';
import type { AnalysisStep } from '../../../../engine/contract/analysis.ts';

/** SPEC section 2: the label before any step is in progress. */
export const DEFAULT_STEP_LABEL = ANALYSIS_STEP_NAMES[0];

/** The in-progress step's name is the current step label (SPEC section 4). */
export function currentStepLabel(steps: readonly AnalysisStep[] | undefined): string {
  return steps?.find((step) => step.status === 'in-progress')?.name ?? DEFAULT_STEP_LABEL;
}

/** The checklist: the server's steps, or the known steps all pending before the first answer. */
export function checklistSteps(steps: readonly AnalysisStep[] | undefined): readonly AnalysisStep[] {
  if (steps && steps.length > 0) return steps;
  return ANALYSIS_STEP_NAMES.map((name) => ({ name, status: 'pending' as const }));
}

/** Progress as a whole percent the bar can show, whatever the server sent. */
export function clampPercent(progress: number | undefined): number {
  if (typeof progress !== 'number' || !Number.isFinite(progress)) return 0;
  return Math.round(Math.min(100, Math.max(0, progress)));
}
