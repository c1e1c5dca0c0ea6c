import type Router from '@koa/router';
import { requireAdmin } from '../auth/require-admin.ts';
import { type CurrentEngineReading, PAGES_GONE_MESSAGE, type RescoreResponse } from '../../../engine/contract/stored-pages.ts';
import { apiRouter } from '../http/api-router.ts';
import { siteFileName } from '../http/download-names.ts';
import { HttpError } from '../http/http-error.ts';
import { unpackPageSet } from '../pages/page-set-codec.ts';
import { pageSetFiles } from '../pages/page-set-files.ts';
import { tarGz } from '../pages/tar-archive.ts';
import type { AppServices } from '../services.ts';
import type { AnalysisRecord } from '../store/db-schema.ts';

const ANALYSIS_NOT_FOUND = 'Analysis not found';

/**
 * The pages each analysis read (issue #30): an admin downloads them or has them scored
 * again; anyone holding an analysis id may read its report as the current engine scores
 * it (the compare view). No route outside the admin's shows a page itself.
 */
export function analysisPagesRoutes(services: AppServices): Router {
  const router = apiRouter();
  const { analyses, store, rescorer } = services;
  const admin = requireAdmin(services.auth);

  /** The completed analysis of the path's id, or 404 / 409 as its results route answers. */
  async function completed(id: string | undefined): Promise<AnalysisRecord> {
    const record = await analyses.getRecord(id ?? '');
    if (!record) throw new HttpError(404, ANALYSIS_NOT_FOUND);
    if (record.status !== 'completed') throw new HttpError(409, 'The analysis has no report yet', { details: { status: record.status } });
    return record;
  }

  router.post('/analysis/:id/rescore', admin, async (ctx) => {
    const reading = await rescorer.rescore(await completed(ctx.params.id));
    if (!reading) throw new HttpError(404, PAGES_GONE_MESSAGE);
    const body: RescoreResponse = { analysisId: reading.record.id, rescoredFrom: reading.record.rescoredFrom!, engineVersion: reading.result.engineVersion };
    ctx.status = 201;
    ctx.body = body;
  });

  router.get('/analysis/:id/pages', admin, async (ctx) => {
    const record = await completed(ctx.params.id);
    // A rescored analysis read the pages of the one it was made from.
    const source = record.rescoredFrom ?? record.id;
    const packed = await store.pages.read(source);
    if (!packed) throw new HttpError(404, PAGES_GONE_MESSAGE);
    const set = unpackPageSet(packed);
    const folder = `pages-${siteFileName(set.url)}-${set.analyzedAt.slice(0, 10)}-${source.slice(0, 8)}`;
    ctx.set('Content-Type', 'application/gzip');
    ctx.set('Content-Disposition', `attachment; filename="${folder}.tar.gz"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = tarGz(folder, pageSetFiles(set), new Date(set.analyzedAt));
  });

  router.get('/analysis/:id/current-engine', async (ctx) => {
    const record = await completed(ctx.params.id);
    const result = await analyses.getResult(record.id);
    if (!result) throw new HttpError(404, ANALYSIS_NOT_FOUND);
    const reading = await rescorer.currentReading(record, result);
    const body: CurrentEngineReading = reading
      ? { engineVersion: rescorer.engine.version, result: reading.result }
      : { engineVersion: rescorer.engine.version, result: null, moved: movedSince(result.engineVersion) };
    ctx.body = body;
  });

  const movedSince = (version: string) => {
    const { signals, scores } = rescorer.engine.movesBetween(version, rescorer.engine.version);
    return { signals, scores };
  };

  return router;
}
