import type Router from '@koa/router';
import type { Context } from 'koa';
import type { MessageResponse } from '../../../engine/contract/common.ts';
import {
  alertListQuerySchema,
  type Alert,
  type Watch,
  type WatchCreateResponse,
  type WatchDetail,
  type WatchRunResponse,
  watchCreateRequestSchema,
  watchUpdateRequestSchema,
} from '../../../engine/contract/watches.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import { apiRouter } from '../http/api-router.ts';
import { HttpError } from '../http/http-error.ts';
import { parseInput } from '../http/validate.ts';
import type { AppServices } from '../services.ts';
import { WATCH_NOT_FOUND } from '../watches/watch-service.ts';

export const FEED_NOT_FOUND = 'Feed not found';

/** Watches and their alerts (issue #26, DESIGN section 4): admin only, but for the feed, whose key is its secret. */
export function watchRoutes({ auth, watches }: AppServices): Router {
  const router = apiRouter();
  const admin = requireAdmin(auth);

  router.post('/watches', admin, async (ctx) => {
    const input = parseInput(watchCreateRequestSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = (await watches.create(input, appOrigin(ctx))) satisfies WatchCreateResponse;
  });

  router.get('/watches', admin, async (ctx) => {
    ctx.body = (await watches.list()) satisfies Watch[];
  });

  router.get('/watches/:id', admin, async (ctx) => {
    const watch = await watches.get(ctx.params.id ?? '');
    if (!watch) notFound();
    ctx.body = watch satisfies WatchDetail;
  });

  router.patch('/watches/:id', admin, async (ctx) => {
    const input = parseInput(watchUpdateRequestSchema, ctx.request.body);
    const watch = await watches.update(ctx.params.id ?? '', input, appOrigin(ctx));
    if (!watch) notFound();
    ctx.body = watch satisfies WatchDetail;
  });

  router.delete('/watches/:id', admin, async (ctx) => {
    if (!(await watches.remove(ctx.params.id ?? ''))) notFound();
    ctx.body = { message: 'Watch deleted' } satisfies MessageResponse;
  });

  router.post('/watches/:id/run', admin, async (ctx) => {
    const started = await watches.runNow(ctx.params.id ?? '');
    if (!started) notFound();
    ctx.status = 202;
    ctx.body = started satisfies WatchRunResponse;
  });

  router.get('/alerts', admin, async (ctx) => {
    ctx.body = (await watches.listAlerts(parseInput(alertListQuerySchema, ctx.query))) satisfies Alert[];
  });

  router.get('/watches/:id/feed.atom', async (ctx) => {
    const key = typeof ctx.query.key === 'string' ? ctx.query.key : '';
    const feed = await watches.feed(ctx.params.id ?? '', key);
    if (feed === undefined) throw new HttpError(404, FEED_NOT_FOUND);
    ctx.type = 'application/atom+xml; charset=utf-8';
    ctx.body = feed;
  });

  return router;
}

/** Links in webhooks and the feed point where the admin reached us (Koa 3's ctx.origin is the Origin header, often absent). */
function appOrigin(ctx: Context): string {
  return `${ctx.protocol}://${ctx.host}`;
}

function notFound(): never {
  throw new HttpError(404, WATCH_NOT_FOUND);
}
