import type Router from '@koa/router';
import { apiRouter } from '../http/api-router.ts';
import type { Context, Middleware } from 'koa';
import { analysisIdSchema, type MessageResponse } from '../../../engine/contract/common.ts';
import {
  type VanityCreateResponse,
  type VanityResolveResponse,
  type VanityStats,
  type VanityUrl,
  vanityCreateRequestSchema,
  vanityPathSchema,
} from '../../../engine/contract/vanity.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import { parseInput } from '../http/validate.ts';
import type { AppServices } from '../services.ts';
import type { Store } from '../store/repositories.ts';
import { isPreviewAgent } from '../vanity/preview-agents.ts';
import { referrerHost } from '../vanity/referrer-host.ts';
import { VanityPathTakenError } from '../store/vanity.ts';

export const VANITY_NOT_FOUND_MESSAGE = 'Vanity URL not found';

/** SPEC section 7: vanity administration (admin only) and the public resolver /api/v/{path}. */
export function vanityRoutes({ auth, store }: AppServices): Router {
  const router = apiRouter();
  const admin = requireAdmin(auth);

  router.get('/vanity', admin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await store.vanity.list()) satisfies VanityUrl[];
  });

  router.post('/vanity', admin, async (ctx) => {
    const input = parseInput(vanityCreateRequestSchema, ctx.request.body);
    await ensureCompletedAnalysis(store, input.analysisId, ctx);
    try {
      const vanity = await store.vanity.add(input);
      ctx.status = 201;
      ctx.body = { message: 'Vanity URL created successfully', vanity } satisfies VanityCreateResponse;
    } catch (error) {
      if (error instanceof VanityPathTakenError) ctx.throw(409, `The vanity path "${error.vanityPath}" is already in use. Choose another path.`);
      throw error;
    }
  });

  router.get('/vanity/:vanityPath/stats', admin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = ((await store.vanity.readStats(existingPath(ctx.params.vanityPath, ctx))) ?? ctx.throw(404, VANITY_NOT_FOUND_MESSAGE)) satisfies VanityStats;
  });

  router.delete('/vanity/:vanityPath', admin, async (ctx) => {
    const vanityPath = existingPath(ctx.params.vanityPath, ctx);
    if (!(await store.vanity.remove(vanityPath))) ctx.throw(404, VANITY_NOT_FOUND_MESSAGE);
    ctx.body = { message: 'Vanity URL deleted successfully' } satisfies MessageResponse;
  });

  router.get('/v/:vanityPath', async (ctx) => {
    const entry = (await store.vanity.find(existingPath(ctx.params.vanityPath, ctx))) ?? ctx.throw(404, VANITY_NOT_FOUND_MESSAGE);
    const result = (await store.results.read(entry.analysisId)) ?? ctx.throw(404, 'The analysis behind this vanity URL is no longer available');
    // Counted only once the link is known to lead somewhere; a view only when a person's browser asks.
    if (isPreview(ctx)) {
      if (!(await store.vanity.recordPreview(entry.vanityPath))) ctx.throw(404, VANITY_NOT_FOUND_MESSAGE);
    } else {
      const referrer = referrerHost(ctx.query.referrer, ctx.hostname);
      if (!(await store.vanity.recordVisit(entry.vanityPath, { referrerHost: referrer }))) ctx.throw(404, VANITY_NOT_FOUND_MESSAGE);
    }
    ctx.body = {
      ...result,
      analysisId: entry.analysisId,
      vanityPath: entry.vanityPath,
      companyName: await sharedCompanyName(store, entry.analysisId),
    } satisfies VanityResolveResponse;
  });

  return router;
}

/**
 * Link-preview fetchers (Slack, LinkedIn...) fetch the /v/{path} page itself and run no
 * script, so they never reach the resolver API: their fetch of the page is counted
 * here as a preview. A person's browser loading the page is not counted here; its
 * resolver call is the view. Runs before the static files and always passes on.
 */
export function vanityPagePreviews({ store }: Pick<AppServices, 'store'>): Middleware {
  return async (ctx, next) => {
    const match = /^\/v\/([^/]+)\/?$/.exec(ctx.path);
    if (match && (ctx.method === 'GET' || ctx.method === 'HEAD') && isPreview(ctx)) {
      const parsed = vanityPathSchema.safeParse(decodedSegment(match[1]!));
      if (parsed.success) await store.vanity.recordPreview(parsed.data);
    }
    await next();
  };
}

/** A HEAD request or a fetcher that is no person's browser (vanity/preview-agents.ts). */
function isPreview(ctx: Context): boolean {
  return ctx.method === 'HEAD' || isPreviewAgent(ctx.get('user-agent'));
}

function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A path that cannot be valid cannot exist either: 404 rather than a validation error. */
function existingPath(raw: string | undefined, ctx: Context): string {
  const parsed = vanityPathSchema.safeParse(raw);
  return parsed.success ? parsed.data : ctx.throw(404, VANITY_NOT_FOUND_MESSAGE);
}

/** A vanity link may only point at an analysis that exists and has a stored result. */
async function ensureCompletedAnalysis(store: Store, analysisId: string, ctx: Context): Promise<void> {
  const record = analysisIdSchema.safeParse(analysisId).success ? await store.analyses.get(analysisId) : undefined;
  if (!record) ctx.throw(404, `No analysis was found with the ID ${analysisId}`);
  const result = await store.results.read(analysisId);
  if (!result) ctx.throw(404, `Analysis ${analysisId} has no results yet; create the vanity URL once it has completed`);
}

/** The company name of the newest share of this analysis, if it was shared. */
async function sharedCompanyName(store: Store, analysisId: string): Promise<string | undefined> {
  return (await store.shares.listForAnalysis(analysisId))[0]?.companyName;
}
