import type { FunnelStep } from '../../../../../engine/contract/analysis.ts';

/**
 * The result's funnel, with the step that showed the analysed activation rate moved
 * to the rate now being explored, so the funnel's current and optimised activation
 * agree with the figures above it. Undefined (engine/revenue's default funnel) when
 * the result has none.
 */
export function funnelForRate(steps: readonly FunnelStep[] | undefined, analysedRate: number, rate: number): FunnelStep[] | undefined {
  if (!steps?.length) return undefined;
  return steps.map((step) => (step.currentPercentage === analysedRate && step.currentPercentage < 100 ? { ...step, currentPercentage: rate } : step));
}
