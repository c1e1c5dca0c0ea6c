import type { Context, Middleware } from 'koa';
import { errorAnswer } from './error-answers.ts';

/**
 * First middleware: turns every failure into a JSON `{ message }` (and the fields its
 * contract adds) with its status and headers (http/error-answers.ts), and emits the
 * errors the operator must hear of once to the app's 'error' listener, where they are
 * logged. API paths that nothing answered get a JSON 404.
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (isApi(ctx) && ctx.body == null && ctx.status >= 400) {
        const status = ctx.status;
        ctx.body = { message: status === 404 ? `No API endpoint at ${ctx.method} ${ctx.path}` : ctx.message };
        ctx.status = status;
      }
    } catch (thrown) {
      const answer = errorAnswer(thrown);
      ctx.status = answer.status;
      for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
      ctx.body = { message: answer.message, ...answer.details };
      if (answer.report) ctx.app.emit('error', thrown instanceof Error ? thrown : new Error(String(thrown)), ctx);
    }
  };
}

function isApi(ctx: Context) {
  return ctx.path === '/api' || ctx.path.startsWith('/api/');
}
