import type Router from '@koa/router';
import { apiRouter } from '../http/api-router.ts';
import type { ReadyResponse } from '../../../engine/contract/common.ts';
import { HttpError } from '../http/http-error.ts';
import type { AppServices } from '../services.ts';

/**
 * How long the pool may take to answer: a cold thread loads the engine first (about
 * a second). Probes are repeated, so one slow cold start costs one 503, not an outage.
 */
export const POOL_ANSWER_TIMEOUT_MS = 3_000;

export const NOT_READY_MESSAGES = {
  shuttingDown: 'The server is shutting down.',
  storeRefusesWrites: 'The data store does not accept writes.',
  poolSilent: 'The analysis workers do not answer.',
} as const;

/**
 * GET /api/ready: 200 only when this process can take work (the store accepts a write,
 * an analysis thread answers, no shutdown under way), else 503 with the reason, so a
 * load balancer or orchestrator sends traffic elsewhere. /api/health stays liveness.
 */
export function readyRoutes(services: AppServices): Router {
  const router = apiRouter();

  router.get('/ready', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const reason = await notReadyReason(services);
    if (reason) throw new HttpError(503, reason);
    const usage = await services.store.pages.usage().catch(() => undefined);
    if (!usage) throw new HttpError(503, NOT_READY_MESSAGES.storeRefusesWrites);
    const { pageSets, bytes, freeBytes } = usage;
    ctx.body = { status: 'ready', disk: { storedPages: { pageSets, bytes }, ...(freeBytes !== undefined ? { freeBytes } : {}) } } satisfies ReadyResponse;
  });

  return router;
}

async function notReadyReason(services: AppServices): Promise<string | undefined> {
  if (services.isShuttingDown()) return NOT_READY_MESSAGES.shuttingDown;
  const [storeWrites, poolAnswers] = await Promise.all([
    services.store.checkWritable().then(
      () => true,
      () => false,
    ),
    services.pool.answers(POOL_ANSWER_TIMEOUT_MS),
  ]);
  if (services.isShuttingDown()) return NOT_READY_MESSAGES.shuttingDown;
  if (!storeWrites) return NOT_READY_MESSAGES.storeRefusesWrites;
  if (!poolAnswers) return NOT_READY_MESSAGES.poolSilent;
  return undefined;
}
