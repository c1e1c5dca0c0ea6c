import Router from '@koa/router';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { analyzeRequestSchema } from '../../../engine/contract/analysis.ts';
import { ANALYSIS_REFUSED_ERROR, ANALYZE_FORM_FIELDS, ANALYZE_FORM_PATH } from '../../../engine/contract/analyze-form.ts';
import { errorAnswer } from '../http/error-answers.ts';
import { HttpError } from '../http/http-error.ts';
import { parseInput } from '../http/validate.ts';
import type { AppServices } from '../services.ts';

const NUMERIC_FIELDS = new Set<string>(['signupsPerMonth', 'currentActivationRate', 'averageRevenuePerUser']);
const CROSS_SITE_REFUSAL = 'Analyses can only be started from this site.';

/**
 * POST /analyze: the landing form posted by the browser before the app's code has run.
 * The same zod schema, per-client quota and address checks as POST /api/analyze; a
 * success redirects to the progress page, a refusal back to the landing page with its reason.
 */
export function analyzeFormRoutes(services: AppServices): Router {
  const router = new Router();
  const parseForm = koaBody({ urlencoded: true, json: false, text: false, multipart: false, formLimit: '16kb' });

  router.post(ANALYZE_FORM_PATH, parseForm, async (ctx) => {
    // A cross-site post would start an analysis on a visitor's behalf: only low risk, but not ours to allow.
    if (!fromThisSite(ctx)) throw new HttpError(403, CROSS_SITE_REFUSAL);
    try {
      const request = parseInput(analyzeRequestSchema, formToRequest(ctx.request.body));
      const { analysisId } = await services.analyses.submit(request, { clientAddress: ctx.ip });
      redirectSeeOther(ctx, `/analyzing/${encodeURIComponent(analysisId)}`);
    } catch (error) {
      const reason = refusalReason(error);
      if (reason === undefined) throw error;
      redirectSeeOther(ctx, `/?${new URLSearchParams({ error: ANALYSIS_REFUSED_ERROR, reason })}`);
    }
  });

  return router;
}

/** Sec-Fetch-Site where the browser sends it, else Origin where present; a client sending neither is not a browser on another site. */
function fromThisSite(ctx: Context): boolean {
  const fetchSite = ctx.get('Sec-Fetch-Site');
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = ctx.get('Origin');
  return !origin || origin === `${ctx.protocol}://${ctx.host}`;
}

/** Text fields as the JSON body has them: empty optional fields left out, numbers as numbers (anything else fails the schema). */
function formToRequest(body: unknown): Record<string, unknown> {
  const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const request: Record<string, unknown> = { url: typeof form.url === 'string' ? form.url : '' };
  for (const field of ANALYZE_FORM_FIELDS) {
    const value = form[field];
    if (field === 'url' || typeof value !== 'string' || value.trim() === '') continue;
    request[field] = NUMERIC_FIELDS.has(field) && Number.isFinite(Number(value)) ? Number(value) : value;
  }
  return request;
}

/**
 * What the visitor is told on the landing page, in the words the API would answer with;
 * undefined for errors the operator must hear of, which the error middleware reports.
 */
function refusalReason(error: unknown): string | undefined {
  const answer = errorAnswer(error);
  return answer.report ? undefined : answer.message;
}

function redirectSeeOther(ctx: Context, location: string) {
  ctx.status = 303;
  ctx.redirect(location);
}
