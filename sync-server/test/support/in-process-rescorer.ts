import { createRescorer, type Rescorer } from '../../src/analysis/rescore.ts';
import { createLogger } from '../../src/logger.ts';
import type { PageScorer } from '../../src/pool/analysis-pool.ts';
import { scorePages } from '../../src/pool/analysis-worker.ts';
import { engineInfoOf, type EngineTestVariant } from '../../src/pool/engine-in-use.ts';
import type { Store } from '../../src/store/repositories.ts';

/** The analysis threads' scoring, run in this thread: what the pool would answer, without one. */
export function inProcessScorer(engine?: EngineTestVariant): PageScorer {
  return { score: async (packed) => scorePages({ packed, ...(engine ? { engine } : {}) }) };
}

/** A rescorer over `store` that scores in this thread, with this build's engine or a test's variant of it. */
export function inProcessRescorer(store: Pick<Store, 'analyses' | 'results' | 'pages'>, engine?: EngineTestVariant): Rescorer {
  return createRescorer({ store, scorer: inProcessScorer(engine), engine: engineInfoOf(engine), logger: createLogger('silent') });
}
