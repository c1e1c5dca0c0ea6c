import type Router from '@koa/router';
import { apiRouter } from '../http/api-router.ts';
import { batchCreateRequestSchema } from '../../../engine/contract/batch.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import { parseBatchInput } from '../batch/parse-batch-input.ts';
import { buildResultsCsv, resultsCsvFileName } from '../batch/results-csv.ts';
import { HttpError } from '../http/http-error.ts';
import { parseInput } from '../http/validate.ts';
import type { AppServices } from '../services.ts';

const BATCH_NOT_FOUND = 'Batch job not found';

/** SPEC section 7's batch calls, all for admins only, plus the results download. */
export function batchRoutes(services: AppServices): Router {
  const router = apiRouter();
  const admin = requireAdmin(services.auth);

  router.post('/batch/csv', admin, async (ctx) => {
    const { csvContent } = parseInput(batchCreateRequestSchema, ctx.request.body);
    // Input with no website in it is a BatchInputError: 400 with error and hint beside the message (http/error-answers.ts).
    const parsed = parseBatchInput(csvContent);
    ctx.status = 201;
    ctx.body = await services.batches.create(parsed);
  });

  router.get('/batch', admin, async (ctx) => {
    ctx.body = await services.batches.list();
  });

  router.get('/batch/:id', admin, async (ctx) => {
    const job = await services.batches.get(ctx.params.id ?? '');
    if (!job) throw new HttpError(404, BATCH_NOT_FOUND);
    ctx.body = job;
  });

  router.post('/batch/:id/run-again', admin, async (ctx) => {
    const created = await services.batches.runAgain(ctx.params.id ?? '');
    if (!created) throw new HttpError(404, BATCH_NOT_FOUND);
    ctx.status = 201;
    ctx.body = created;
  });

  router.get('/batch/:id/results.csv', admin, async (ctx) => {
    const job = await services.batches.get(ctx.params.id ?? '');
    if (!job) throw new HttpError(404, BATCH_NOT_FOUND);
    // Links point where the admin reached us (Koa 3's ctx.origin is the Origin header, often absent).
    const origin = `${ctx.protocol}://${ctx.host}`;
    const csv = await buildResultsCsv(job, (id) => services.analyses.getResult(id), origin);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(resultsCsvFileName(job.id));
    ctx.body = csv;
  });

  return router;
}
