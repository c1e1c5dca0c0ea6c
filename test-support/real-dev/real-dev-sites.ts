import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentTypeOf, resolveCleanUrl } from '../fixture-sites/static-files.ts';

/**
 * The real development corpus (`../shared/real-dev` beside the main checkout: real
 * companies' sites, rendered to static HTML, each with a truth.json). Served here on
 * loopback as its README says, never copied into the project.
 *
 * Where it is: REAL_DEV_DIR when set, else `shared/real-dev` beside the main checkout,
 * found through git's common directory so a linked worktree finds it too.
 */
export function realDevDir(): string {
  const fromEnv = process.env.REAL_DEV_DIR;
  if (fromEnv) return path.resolve(fromEnv);
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  let commonDir = path.join(repo, '.git');
  try {
    commonDir = path.resolve(repo, execFileSync('git', ['rev-parse', '--git-common-dir'], { cwd: repo, encoding: 'utf8' }).trim());
  } catch {
    // Not a git checkout (an unpacked copy): the folder beside this one, as the README says.
  }
  return path.resolve(path.dirname(commonDir), '..', 'shared', 'real-dev');
}

/** The corpus's folder, or an error that says where it was looked for and how to point at it. */
export function requireRealDevDir(): string {
  const dir = realDevDir();
  if (!existsSync(dir)) {
    throw new Error(
      `The real development corpus is not at ${dir}. Set REAL_DEV_DIR to the folder that holds its sites (one folder per site, each with truth.json).`,
    );
  }
  return dir;
}

export async function realDevSlugs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && existsSync(path.join(dir, entry.name, 'truth.json')))
    .map((entry) => entry.name)
    .sort();
}

export interface RealDevServer {
  /** Slug -> the site's home page address, e.g. http://127.0.0.1:41234/meilisearch/. */
  sites: Record<string, string>;
  close(): Promise<void>;
}

const HIDDEN_FILES = new Set(['truth.json']);

/**
 * Serves every site under /<slug>/ of one 127.0.0.1 port, replacing the corpus's
 * __SITE_PATH__ and __SITE_BASE__ placeholders; truth.json is never served.
 */
export async function startRealDevServer(dir = requireRealDevDir()): Promise<RealDevServer> {
  const slugs = await realDevSlugs(dir);
  let origin = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://real-dev.invalid');
      if (pathname === '/robots.txt') {
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('User-agent: *\nAllow: /\n');
        return;
      }
      const [, slug = '', ...rest] = pathname.split('/');
      const file = slugs.includes(slug) ? await resolveCleanUrl(path.join(dir, slug), `/${rest.join('/')}`, HIDDEN_FILES) : undefined;
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Not found</title><h1>Not found</h1>');
        return;
      }
      const raw = await readFile(file);
      const body = /\.html?$/i.test(file)
        ? Buffer.from(raw.toString('utf8').replaceAll('__SITE_BASE__', `${origin}/${slug}`).replaceAll('__SITE_PATH__', `/${slug}`))
        : raw;
      response.writeHead(200, { 'content-type': contentTypeOf(file), 'content-length': body.length }).end(body);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal Server Error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    sites: Object.fromEntries(slugs.map((slug) => [slug, `${origin}/${slug}/`])),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
