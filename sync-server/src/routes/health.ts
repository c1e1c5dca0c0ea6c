import type Router from '@koa/router';
import { apiRouter } from '../http/api-router.ts';
import type { HealthResponse } from '../../../engine/contract/common.ts';
import type { RuntimeConfig } from '../../../engine/contract/runtime-config.ts';
import type { AppServices } from '../services.ts';
import { APP_VERSION } from '../version.ts';

/** Liveness and the PWA's run-time configuration (DESIGN section 2: not baked into the build). */
export function healthRoutes(services: AppServices): Router {
  const router = apiRouter();

  router.get('/health', (ctx) => {
    const body: HealthResponse = {
      status: 'ok',
      version: APP_VERSION,
      uptimeSeconds: Math.round((Date.now() - services.startedAt) / 1000),
    };
    ctx.body = body;
  });

  router.get('/config', (ctx) => {
    const { bookingUrl, testimonialWidgetUrl, newsletterScriptUrl, faviconServiceUrl } = services.config;
    const body: RuntimeConfig = { bookingUrl, testimonialWidgetUrl, newsletterScriptUrl, faviconServiceUrl };
    ctx.body = body;
  });

  return router;
}
