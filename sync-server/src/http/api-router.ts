import { METHODS } from 'node:http';
import Router from '@koa/router';

/**
 * A router for /api that knows every method Node's parser lets through, so a path asked
 * with one it does not serve (ACL, PROPFIND, ...) answers 405 with its Allow header:
 * @koa/router answers 501 to any method outside its default seven.
 */
export function apiRouter(options: { prefix?: string } = {}): Router {
  return new Router({ ...options, methods: [...METHODS] });
}
