import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentTypeOf, resolveCleanUrl } from '../fixture-sites/static-files.ts';

/**
 * Serves a real-site corpus (../shared/real-dev by default) the way its README asks:
 * every site under /<slug>/ of one loopback origin, `__SITE_PATH__` and `__SITE_BASE__`
 * replaced in what is served, robots.txt allowing everything, truth.json never served.
 * The pages are read from the corpus folder at each request and never copied.
 */
export interface CorpusServer {
  origin: string;
  /** Site slugs, alphabetical. */
  slugs: string[];
  /** The address to analyse for a slug: http://127.0.0.1:<port>/<slug>/ */
  homeOf(slug: string): string;
  close(): Promise<void>;
}

const HIDDEN = new Set(['truth.json']);
const TEXT_FILE = /\.(html?|txt|xml|css|js|json|svg)$/i;

export async function listCorpusSites(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true });
  const slugs: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const files = await readdir(path.join(root, entry.name));
    if (files.includes('truth.json') && files.includes('index.html')) slugs.push(entry.name);
  }
  return slugs.sort();
}

export async function startCorpusServer(root: string): Promise<CorpusServer> {
  const corpusRoot = path.resolve(root);
  const slugs = await listCorpusSites(corpusRoot);
  const known = new Set(slugs);
  let origin = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://corpus.invalid');
      if (pathname === '/robots.txt') {
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('User-agent: *\nAllow: /\n');
        return;
      }
      const [, slug = '', ...rest] = pathname.split('/');
      const file = known.has(slug) ? await resolveCleanUrl(path.join(corpusRoot, slug), `/${rest.join('/')}`, HIDDEN) : undefined;
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Not found</title><h1>Not found</h1>');
        return;
      }
      const raw = await readFile(file);
      const body = TEXT_FILE.test(file)
        ? Buffer.from(raw.toString('utf8').replaceAll('__SITE_BASE__', `${origin}/${slug}`).replaceAll('__SITE_PATH__', `/${slug}`))
        : raw;
      response.writeHead(200, { 'content-type': contentTypeOf(file), 'content-length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    slugs,
    homeOf: (slug) => `${origin}/${slug}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
