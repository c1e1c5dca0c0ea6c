import { type Remote, releaseProxy, wrap } from 'comlink';
import type { RevenueImpact, RevenueImpactInput } from '../../../engine/revenue/revenue-impact.ts';
import type { RevenueWorkerApi } from './revenue-worker.ts';

export interface RevenueCalculator {
  calculate(input: RevenueImpactInput): Promise<RevenueImpact>;
  dispose(): void;
}

/**
 * The revenue worker behind comlink. Where module workers are unavailable the same
 * API runs on the main thread, loaded on demand, so the tab still works.
 */
export function createRevenueCalculator(): RevenueCalculator {
  if (typeof Worker === 'undefined') return mainThreadCalculator();
  const worker = new Worker(new URL('./revenue-worker.ts', import.meta.url), { type: 'module', name: 'revenue' });
  const remote: Remote<RevenueWorkerApi> = wrap<RevenueWorkerApi>(worker);
  return {
    calculate: (input) => remote.calculate(input),
    dispose() {
      remote[releaseProxy]();
      worker.terminate();
    },
  };
}

function mainThreadCalculator(): RevenueCalculator {
  return {
    async calculate(input) {
      const { revenueWorkerApi } = await import('./revenue-worker.ts');
      return revenueWorkerApi.calculate(input);
    },
    dispose() {},
  };
}

/**
 * Keeps at most one calculation in flight. While one runs, newer inputs replace each
 * other and only the latest is sent next; an answer is delivered only if no newer
 * input arrived meanwhile, so a slow answer never overwrites a fresher one.
 */
export function latestOnly<I, O>(
  compute: (input: I) => Promise<O>,
  deliver: (output: O, input: I) => void,
  onError: (error: unknown) => void = () => {},
) {
  let running = false;
  let waiting: { input: I } | undefined;
  let generation = 0;
  let stopped = false;

  async function pump() {
    running = true;
    while (waiting && !stopped) {
      const { input } = waiting;
      waiting = undefined;
      const sent = generation;
      try {
        const output = await compute(input);
        if (!stopped && sent === generation) deliver(output, input);
      } catch (error) {
        if (!stopped && sent === generation) onError(error);
      }
    }
    running = false;
  }

  return {
    submit(input: I) {
      generation += 1;
      waiting = { input };
      if (!running) void pump();
    },
    /** Stops delivering answers (the component that wanted them is gone). */
    stop() {
      stopped = true;
      waiting = undefined;
    },
  };
}
