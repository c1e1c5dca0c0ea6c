import Router from '@koa/router';
import type { AppServices } from '../services.ts';

export function shareRoutes(_services: AppServices): Router {
  const router = new Router();
  return router;
}
