import type Router from '@koa/router';
import { apiRouter } from '../http/api-router.ts';
import type { Context, Middleware } from 'koa';
import { analysisIdSchema, type MessageResponse } from '../../../engine/contract/common.ts';
import { resultsAddressOf, vanityPathOfHandoff } from '../../../engine/contract/results-address.ts';
import {
  type VanityCreateResponse,
  type VanityResolveResponse,
  type VanityStats,
  type VanityUrl,
  vanityCreateRequestSchema,
  vanityPathSchema,
} from '../../../engine/contract/vanity.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import { HttpError } from '../http/http-error.ts';
import { parseInput } from '../http/validate.ts';
import type { AppServices } from '../services.ts';
import type { Store } from '../store/repositories.ts';
import { isPreviewAgent } from '../vanity/preview-agents.ts';
import { referrerHost } from '../vanity/referrer-host.ts';

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
    const analysisId = await completedAnalysisBehind(store, input.analysisId);
    // A path already taken is a VanityPathTakenError: 409 (http/error-answers.ts).
    const vanity = await store.vanity.add({ vanityPath: input.vanityPath, analysisId });
    ctx.status = 201;
    ctx.body = { message: 'Vanity URL created successfully', vanity } satisfies VanityCreateResponse;
  });

  router.get('/vanity/:vanityPath/stats', admin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const stats = await store.vanity.readStats(existingPath(ctx.params.vanityPath));
    if (!stats) throw vanityNotFound();
    ctx.body = stats satisfies VanityStats;
  });

  router.delete('/vanity/:vanityPath', admin, async (ctx) => {
    if (!(await store.vanity.remove(existingPath(ctx.params.vanityPath)))) throw vanityNotFound();
    ctx.body = { message: 'Vanity URL deleted successfully' } satisfies MessageResponse;
  });

  router.get('/v/:vanityPath', async (ctx) => {
    const entry = await store.vanity.find(existingPath(ctx.params.vanityPath));
    if (!entry) throw vanityNotFound();
    const result = await store.results.read(entry.analysisId);
    if (!result) throw new HttpError(404, 'The analysis behind this vanity URL is no longer available');
    // Counted only once the link is known to lead somewhere; a view only when a person's browser asks.
    const counted = isPreview(ctx)
      ? await store.vanity.recordPreview(entry.vanityPath)
      : await store.vanity.recordVisit(entry.vanityPath, { referrerHost: referrerHost(ctx.query.referrer, ctx.hostname) });
    // Removed between the look-up and the count.
    if (!counted) throw vanityNotFound();
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

function vanityNotFound(): HttpError {
  return new HttpError(404, VANITY_NOT_FOUND_MESSAGE);
}

/** A path that cannot be valid cannot exist either: 404 rather than a validation error. */
function existingPath(raw: string | undefined): string {
  const parsed = vanityPathSchema.safeParse(raw);
  if (!parsed.success) throw vanityNotFound();
  return parsed.data;
}

/**
 * The analysis a vanity link may point at: one that exists and has a stored result.
 * The admin pastes a results address (SPEC section 5 takes the segment after /results/),
 * so a share slug or another vanity link's hand-off names the analysis behind it.
 */
async function completedAnalysisBehind(store: Store, segment: string): Promise<string> {
  const address = resultsAddressOf(segment);
  const analysisId =
    address.kind === 'analysis'
      ? address.key
      : address.kind === 'share'
        ? (await store.shares.find(address.key))?.analysisId
        : (await store.vanity.find(vanityPathOfHandoff(address)))?.analysisId;
  const record = analysisId !== undefined && analysisIdSchema.safeParse(analysisId).success ? await store.analyses.get(analysisId) : undefined;
  if (!record) throw new HttpError(404, `No analysis was found with the ID ${segment}`);
  if (!(await store.results.read(record.id))) throw new HttpError(404, `Analysis ${segment} has no results yet; create the vanity URL once it has completed`);
  return record.id;
}

/** The company name of the newest share of this analysis, if it was shared. */
async function sharedCompanyName(store: Store, analysisId: string): Promise<string | undefined> {
  return (await store.shares.listForAnalysis(analysisId))[0]?.companyName;
}
