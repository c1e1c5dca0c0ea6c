import type { Middleware } from 'koa';
import type { AuthService } from './auth-service.ts';

/** Every admin route sits behind this: a valid bearer token or 401 `{ message }`. */
export function requireAdmin(auth: AuthService): Middleware {
  return async (ctx, next) => {
    const header = ctx.get('Authorization');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const identity = match?.[1] ? auth.verify(match[1]) : undefined;
    if (!identity) {
      ctx.status = 401;
      ctx.body = { message: match ? 'Your session has expired or the token is invalid. Please log in again.' : 'Authentication required' };
      return;
    }
    ctx.state.admin = identity;
    await next();
  };
}
