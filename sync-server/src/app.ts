import { constants } from 'node:zlib';
import Koa from 'koa';
import compress from 'koa-compress';
import { apiRouter } from './http/api-router.ts';
import { errorHandler } from './http/errors.ts';
import { limitRequestTarget, parseJsonBody } from './http/request-limits.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { servePwa } from './http/static-pwa.ts';
import { analysisRoutes } from './routes/analysis.ts';
import { analysisPagesRoutes } from './routes/analysis-pages.ts';
import { analyzeFormRoutes } from './routes/analyze-form.ts';
import { authRoutes } from './routes/auth.ts';
import { batchRoutes } from './routes/batch.ts';
import { healthRoutes } from './routes/health.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { readyRoutes } from './routes/ready.ts';
import { shareRoutes } from './routes/shares.ts';
import { vanityPagePreviews, vanityRoutes } from './routes/vanity.ts';
import { watchRoutes } from './routes/watches.ts';
import type { AppServices } from './services.ts';

/** Every router under /api, one per resource; the OpenAPI test reads their routes from here. */
export const API_RESOURCES = [
  healthRoutes,
  readyRoutes,
  openApiRoutes,
  analysisRoutes,
  analysisPagesRoutes,
  shareRoutes,
  vanityRoutes,
  authRoutes,
  batchRoutes,
  watchRoutes,
];

/** Builds the Koa app without listening, so tests can start it on an ephemeral port. */
export function createApp(services: AppServices): Koa {
  // Behind a proxy, trust only the address it added: earlier X-Forwarded-For entries are the client's to forge.
  const app = new Koa({ proxy: services.config.trustProxy, maxIpsCount: 1 });
  app.silent = true; // errors are logged once, by the listener below
  app.on('error', (error: Error, ctx?: Koa.Context) => {
    services.logger.error('request failed', { method: ctx?.method, path: ctx?.path, error });
  });

  app.use(requestLog(services.logger));
  app.use(errorHandler());
  app.use(securityHeaders(services.config));
  // Limits come before any route, file lookup or body parsing (http/request-limits.ts).
  app.use(limitRequestTarget());
  app.use(parseJsonBody());
  // Answers over 1 KB travel compressed (brotli, else gzip); the results route sends its own, compressed once per report.
  app.use(compress({ threshold: 1024, br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }, gzip: {}, deflate: false }));

  const api = apiRouter({ prefix: '/api' });
  for (const routes of API_RESOURCES.map((build) => build(services))) {
    api.use(routes.routes(), routes.allowedMethods());
  }
  app.use(api.routes());
  app.use(api.allowedMethods());

  app.use(vanityPagePreviews(services));
  // The landing form's post before the app's code has run (routes/analyze-form.ts).
  app.use(analyzeFormRoutes(services).routes());
  app.use(servePwa(services.config.staticDir));
  return app;
}
