import { expose } from 'comlink';
import { computeRevenueImpact, type RevenueImpact, type RevenueImpactInput } from '../../../engine/revenue/revenue-impact.ts';

/**
 * The revenue tab's recalculation, off the main thread so the sliders stay smooth
 * (DESIGN section 5). The math itself is engine/revenue's; this module only carries
 * it across the worker boundary.
 */
export const revenueWorkerApi = {
  calculate(input: RevenueImpactInput): RevenueImpact {
    return computeRevenueImpact(input);
  },
};

export type RevenueWorkerApi = typeof revenueWorkerApi;

// Exposed only inside a worker, so tests (and any main-thread fallback) can import the API directly.
const WorkerScope = (globalThis as { WorkerGlobalScope?: abstract new () => unknown }).WorkerGlobalScope;
if (WorkerScope && globalThis instanceof WorkerScope) expose(revenueWorkerApi);
