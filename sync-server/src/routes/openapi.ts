import type Router from '@koa/router';
import { apiRouter } from '../http/api-router.ts';
import { type FrozenJson, freezeJson, sendFrozenJson } from '../http/frozen-response.ts';
import { buildOpenApiDocument } from '../openapi/document.ts';

/** GET /api/openapi.json: the API described from the zod contract, built and compressed once per process. */
export function openApiRoutes(): Router {
  const router = apiRouter();
  let frozen: Promise<FrozenJson> | undefined;

  router.get('/openapi.json', async (ctx) => {
    frozen ??= freezeJson(buildOpenApiDocument());
    sendFrozenJson(ctx, await frozen);
  });

  return router;
}
