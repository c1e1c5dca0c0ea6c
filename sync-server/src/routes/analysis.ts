import type Router from '@koa/router';
import { apiRouter } from '../http/api-router.ts';
import { type AnalyzeResponse, analyzeRequestSchema } from '../../../engine/contract/analysis.ts';
import { FrozenJsonCache, sendFrozenJson } from '../http/frozen-response.ts';
import { HttpError } from '../http/http-error.ts';
import { changesSince } from '../analysis/changes-since.ts';
import { parseInput } from '../http/validate.ts';
import { sendReportPdf } from '../pdf/send-report-pdf.ts';
import type { AppServices } from '../services.ts';

const ANALYSIS_NOT_FOUND = 'Analysis not found';

/** Completed reports most recently read, kept serialised and compressed (about 9 MB at most). */
const FROZEN_RESULTS_KEPT = 200;

/** POST /api/analyze, GET /api/analysis/{id}/status and /results (SPEC section 7). */
export function analysisRoutes(services: AppServices): Router {
  const router = apiRouter();
  const { analyses } = services;
  // A completed analysis never changes, so its answer is built and compressed once.
  const frozenResults = new FrozenJsonCache(FROZEN_RESULTS_KEPT);

  router.post('/analyze', async (ctx) => {
    const request = parseInput(analyzeRequestSchema, ctx.request.body);
    // A refusal for too many unfinished analyses carries its Retry-After to the error middleware.
    const body: AnalyzeResponse = await analyses.submit(request, { clientAddress: ctx.ip });
    ctx.body = body;
  });

  router.get('/analysis/:id/status', async (ctx) => {
    const status = await analyses.getStatus(ctx.params.id ?? '');
    if (!status) throw new HttpError(404, ANALYSIS_NOT_FOUND);
    ctx.body = status;
  });

  router.get('/analysis/:id/results', async (ctx) => {
    const record = await analyses.getRecord(ctx.params.id ?? '');
    if (!record) throw new HttpError(404, ANALYSIS_NOT_FOUND);
    if (record.status !== 'completed') {
      // Not an error of the client's: the report is not there (yet). The PWA reads `status`.
      const message = record.status === 'failed' ? (record.error ?? 'The analysis failed') : 'The analysis is still running';
      throw new HttpError(409, message, { details: { status: record.status } });
    }
    const frozen = await frozenResults.get(record.id, () => analyses.getResult(record.id));
    if (!frozen) throw new HttpError(404, ANALYSIS_NOT_FOUND);
    sendFrozenJson(ctx, frozen);
  });

  router.get('/analysis/:id/report.pdf', async (ctx) => {
    const id = ctx.params.id ?? '';
    const record = await analyses.getRecord(id);
    const result = record && (await analyses.getResult(id));
    if (!record || !result) throw new HttpError(404, ANALYSIS_NOT_FOUND);
    await sendReportPdf(ctx, services.reportPdfs, { analysisId: id, result, loadChanges: () => changesSince(services, record, result) });
  });

  router.get('/analysis/:id/changes', async (ctx) => {
    const record = await analyses.getRecord(ctx.params.id ?? '');
    if (!record) throw new HttpError(404, ANALYSIS_NOT_FOUND);
    const changes = await changesSince(services, record);
    if (!changes) throw new HttpError(409, 'The analysis has no report yet');
    ctx.body = changes;
  });

  return router;
}
