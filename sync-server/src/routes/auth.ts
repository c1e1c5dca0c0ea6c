import type Router from '@koa/router';
import { apiRouter } from '../http/api-router.ts';
import type { Context } from 'koa';
import { type CheckAuthResponse, type LoginResponse, loginRequestSchema } from '../../../engine/contract/auth.ts';
import type { AdminIdentity } from '../auth/auth-service.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import { parseInput } from '../http/validate.ts';
import type { AppServices } from '../services.ts';

export function authRoutes({ auth }: AppServices): Router {
  const router = apiRouter();

  // SPEC section 7: the admin login page and the batch screen use different paths for the same login.
  const login = async (ctx: Context) => {
    const { username, password } = parseInput(loginRequestSchema, ctx.request.body);
    // A refusal for too many attempts carries its Retry-After to the error middleware.
    const token = await auth.login(username, password, ctx.ip);
    ctx.body = { token } satisfies LoginResponse;
  };
  router.post('/auth/login', login);
  router.post('/admin/login', login);

  router.get('/admin/check-auth', requireAdmin(auth), (ctx) => {
    const admin = ctx.state.admin as AdminIdentity;
    ctx.body = { authenticated: true, username: admin.username } satisfies CheckAuthResponse;
  });

  return router;
}
