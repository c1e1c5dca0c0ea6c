import type { Middleware } from 'koa';
import { API_CONTENT_SECURITY_POLICY, appContentSecurityPolicy, type ThirdPartyConfig } from './content-security-policy.ts';

/** One year: browsers remember to use HTTPS only; not preloaded, and no subdomains we do not know. */
const HSTS = 'max-age=31536000';

/**
 * Headers on every response, errors included (the error middleware runs inside this
 * one and keeps the headers set here). HSTS only when the request reached us over
 * HTTPS: directly, or through a trusted proxy's X-Forwarded-Proto (TRUST_PROXY), as
 * Koa's `ctx.secure` reads it; over plain HTTP the header would be ignored or wrong.
 */
export function securityHeaders(config: ThirdPartyConfig): Middleware {
  const appPolicy = appContentSecurityPolicy(config);
  return async (ctx, next) => {
    const api = ctx.path === '/api' || ctx.path.startsWith('/api/');
    ctx.set('Content-Security-Policy', api ? API_CONTENT_SECURITY_POLICY : appPolicy);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    // Answers may carry reports and tokens; set before the route runs so errors get it too.
    if (api) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
