import Router from '@koa/router';
import type { AppServices } from '../services.ts';

export function batchRoutes(_services: AppServices): Router {
  const router = new Router();
  return router;
}
