import type { Middleware } from 'koa';

/** Headers every response carries; the content security policy is added per configured host set. */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    await next();
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
  };
}
