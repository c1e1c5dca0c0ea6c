import type Router from '@koa/router';
import { apiRouter } from '../http/api-router.ts';
import { type SharedAnalysisResult, type ShareResponse, shareRequestSchema } from '../../../engine/contract/share.ts';
import { HttpError } from '../http/http-error.ts';
import { parseInput } from '../http/validate.ts';
import { changesSince } from '../analysis/changes-since.ts';
import { sendReportPdf } from '../pdf/send-report-pdf.ts';
import type { AppServices } from '../services.ts';

const ANALYSIS_NOT_FOUND = 'Analysis not found';
const SHARED_REPORT_NOT_FOUND = 'Shared report not found';

/** POST /api/analysis/{id}/share and GET /api/results/{slug} (SPEC section 7). */
export function shareRoutes(services: AppServices): Router {
  const router = apiRouter();
  const { analyses, store } = services;

  router.post('/analysis/:id/share', async (ctx) => {
    const { companyName } = parseInput(shareRequestSchema, ctx.request.body);
    const analysisId = ctx.params.id ?? '';
    // Only a completed analysis has a report to share.
    if (!(await analyses.getResult(analysisId))) throw new HttpError(404, ANALYSIS_NOT_FOUND);
    const outcome = await store.shares.create({ analysisId, companyName });
    const body: ShareResponse = { shareUrl: `/results/${outcome.share.slug}`, slug: outcome.share.slug };
    ctx.status = outcome.created ? 201 : 200;
    ctx.body = body;
  });

  router.get('/results/:slug', async (ctx) => {
    const share = await store.shares.find(ctx.params.slug ?? '');
    const result = share && (await analyses.getResult(share.analysisId));
    if (!share || !result) throw new HttpError(404, SHARED_REPORT_NOT_FOUND);
    const body: SharedAnalysisResult = { ...result, companyName: share.companyName, shareSlug: share.slug };
    ctx.body = body;
  });

  router.get('/results/:slug/report.pdf', async (ctx) => {
    const share = await store.shares.find(ctx.params.slug ?? '');
    const record = share && (await analyses.getRecord(share.analysisId));
    const result = record && (await analyses.getResult(record.id));
    if (!share || !record || !result) throw new HttpError(404, SHARED_REPORT_NOT_FOUND);
    const loadChanges = () => changesSince(services, record, result);
    await sendReportPdf(ctx, services.reportPdfs, { analysisId: share.analysisId, result, companyName: share.companyName, loadChanges });
  });

  return router;
}
