import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { reportPreloadLink } from './report-preload.ts';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** Written by the build (pwa/build/prerender-pages.ts). */
const APP_SHELL_FILE = 'app-shell.html';

/**
 * Serves the built PWA. Hashed files under /assets/ are cached for good; everything
 * else (index.html, the service worker, the manifest) is revalidated each time so a
 * new version reaches users. Paths that look like client routes get the build's app
 * shell (app-shell.html: the site frame around an empty screen; index.html holds the
 * landing page pre-rendered, for / only), or index.html from a build without one.
 * /api/* never does.
 */
export function servePwa(staticDir: string): Middleware {
  const shellFiles = [APP_SHELL_FILE, 'index.html'];
  return async (ctx, next: () => Promise<void>) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();

    const immutable = ctx.path.startsWith('/assets/');
    try {
      await send(ctx, ctx.path, {
        root: staticDir,
        index: 'index.html',
        immutable,
        maxage: immutable ? ONE_YEAR_MS : 0,
        setHeaders: (res) => {
          if (!immutable) res.setHeader('Cache-Control', 'no-cache');
          // The build writes .br and .gz copies that koa-send picks by Accept-Encoding.
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
      return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404) throw error;
    }

    if (!looksLikeClientRoute(ctx.path)) return next();
    const shell = await firstExisting(staticDir, shellFiles);
    if (!shell) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app has not been built yet. Run `npm run build` (or `npm start`).';
      return;
    }
    const preload = reportPreloadLink(ctx.path);
    await send(ctx, shell, {
      root: staticDir,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
        if (preload) res.setHeader('Link', preload);
      },
    });
  };
}

/**
 * A path whose last segment has no file extension is a client route (/results/abc,
 * /admin/vanity); nothing under /assets/ ever is.
 */
function looksLikeClientRoute(urlPath: string): boolean {
  if (urlPath.startsWith('/assets/')) return false;
  const last = urlPath.split('/').pop() ?? '';
  return !/\.[a-z0-9]{1,8}$/i.test(last);
}

async function firstExisting(dir: string, files: string[]): Promise<string | undefined> {
  for (const file of files) {
    try {
      if ((await stat(path.join(dir, file))).isFile()) return file;
    } catch {
      // not there: try the next
    }
  }
  return undefined;
}
