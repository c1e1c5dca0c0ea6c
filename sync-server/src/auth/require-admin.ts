import type { Middleware } from 'koa';
import { HttpError } from '../http/http-error.ts';
import type { AuthService } from './auth-service.ts';

export const AUTH_REQUIRED_MESSAGE = 'Authentication required';
export const INVALID_TOKEN_MESSAGE = 'Your session has expired or the token is invalid. Please log in again.';

/** Every admin route sits behind this: a valid bearer token or 401 `{ message }`. */
export function requireAdmin(auth: AuthService): Middleware {
  return async (ctx, next) => {
    const header = ctx.get('Authorization');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const identity = match?.[1] ? auth.verify(match[1]) : undefined;
    if (!identity) {
      throw new HttpError(401, match ? INVALID_TOKEN_MESSAGE : AUTH_REQUIRED_MESSAGE, {
        headers: { 'WWW-Authenticate': match ? 'Bearer error="invalid_token"' : 'Bearer' },
      });
    }
    ctx.state.admin = identity;
    await next();
  };
}
