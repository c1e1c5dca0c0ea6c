import { type Remote, releaseProxy, wrap } from 'comlink';
import type { RevenueImpact, RevenueImpactInput } from '../../../engine/revenue/revenue-impact.ts';
import type { RevenueWorkerApi } from './revenue-worker.ts';

export interface RevenueCalculator {
  calculate(input: RevenueImpactInput): Promise<RevenueImpact>;
  dispose(): void;
}

/**
 * The revenue worker behind comlink. Where module workers are unavailable, or the
 * worker cannot start (a blocked script, say), the same API runs on the main thread,
 * loaded on demand, so the tab still works.
 */
export function createRevenueCalculator(): RevenueCalculator {
  const fallback = mainThreadCalculator();
  let worker: Worker;
  try {
    worker = new Worker(new URL('./revenue-worker.ts', import.meta.url), { type: 'module', name: 'revenue' });
  } catch {
    return fallback;
  }
  const remote: Remote<RevenueWorkerApi> = wrap<RevenueWorkerApi>(worker);
  let broken = false;
  // A worker that fails to load never answers; this turns that silence into a failure.
  const startFailure = new Promise<never>((_, reject) => {
    worker.addEventListener(
      'error',
      (event) => {
        event.preventDefault();
        broken = true;
        reject(new Error('The revenue worker could not start'));
      },
      { once: true },
    );
  });
  startFailure.catch(() => {});
  return {
    async calculate(input) {
      if (broken) return fallback.calculate(input);
      try {
        return await Promise.race([remote.calculate(input), startFailure]);
      } catch {
        return fallback.calculate(input);
      }
    },
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
export function latestOnly<I, O>(compute: (input: I) => Promise<O>, deliver: (output: O, input: I) => void, onError: (error: unknown) => void = () => {}) {
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
