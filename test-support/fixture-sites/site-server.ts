import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readFixturePage } from './page-includes.ts';
import { fileURLToPath } from 'node:url';
import { contentTypeOf, resolveCleanUrl } from './static-files.ts';

/**
 * Serves each folder of test-support/fixture-sites/sites/ as its own website at the root of its
 * own 127.0.0.1 port, the way a static host would: clean URLs, robots.txt when the
 * folder has one, a 404 page otherwise. truth.json (what the site shows, for the
 * accuracy test) is metadata, not part of the site, and is never served.
 */
export interface FixtureSitesOptions {
  /** Folder holding one folder per site; test-support/fixture-sites/sites by default. */
  root?: string;
  host?: string;
  /** First port; site n (alphabetical) gets basePort + n. Ephemeral ports by default. */
  basePort?: number;
  /** How long every answer waits, so a test can act while an analysis of the site is under way. */
  pageDelayMs?: number;
}

export interface FixtureSites {
  /** Site name -> base URL without a trailing slash, e.g. http://127.0.0.1:41234. */
  sites: Record<string, string>;
  close(): Promise<void>;
}

export const DEFAULT_SITES_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sites');
const HIDDEN_FILES = new Set(['truth.json']);

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head>
<body><h1>Page not found</h1><p>There is nothing at this address.</p><p><a href="/">Go to the home page</a></p></body></html>
`;

export async function startFixtureSites(options: FixtureSitesOptions = {}): Promise<FixtureSites> {
  const root = path.resolve(options.root ?? DEFAULT_SITES_ROOT);
  const host = options.host ?? '127.0.0.1';
  const entries = await readdir(root, { withFileTypes: true });
  const names = entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name).sort();

  const servers: Server[] = [];
  const sites: Record<string, string> = {};
  const close = async () => {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    })));
  };
  try {
    for (const [index, name] of names.entries()) {
      const server = siteServer(path.join(root, name), options.pageDelayMs ?? 0);
      await listen(server, options.basePort === undefined ? 0 : options.basePort + index, host);
      servers.push(server);
      sites[name] = `http://${host}:${(server.address() as AddressInfo).port}`;
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { sites, close };
}

function siteServer(siteRoot: string, pageDelayMs: number): Server {
  return createServer((request, response) => {
    void (async () => {
      if (pageDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, pageDelayMs));
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
        return;
      }
      const { pathname } = new URL(request.url ?? '/', 'http://fixture.invalid');
      const file = await resolveCleanUrl(siteRoot, pathname, HIDDEN_FILES);
      if (file) {
        const body = await readSiteFile(file, siteRoot);
        response.writeHead(200, { 'content-type': contentTypeOf(file), 'content-length': body.length, 'cache-control': 'no-cache' });
        response.end(request.method === 'HEAD' ? undefined : body);
        return;
      }
      const notFound = await resolveCleanUrl(siteRoot, '/404.html', HIDDEN_FILES);
      const body = notFound ? await readSiteFile(notFound, siteRoot) : Buffer.from(NOT_FOUND_PAGE);
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal Server Error');
    });
  });
}

/** An HTML page with its shared parts put in (page-includes.ts); any other file as stored. */
async function readSiteFile(file: string, siteRoot: string): Promise<Buffer> {
  return file.endsWith('.html') ? Buffer.from(await readFixturePage(file, siteRoot)) : readFile(file);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

// `npx tsx test-support/fixture-sites/site-server.ts [--base-port 4100] [--root <folder>]`: serve until interrupted.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argument = (name: string) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const basePort = argument('--base-port');
  const root = argument('--root') ?? DEFAULT_SITES_ROOT;
  const fixtures = await startFixtureSites({ root, basePort: basePort === undefined ? undefined : Number(basePort) });
  const names = Object.keys(fixtures.sites);
  if (names.length === 0) process.stdout.write(`No fixture sites in ${root}\n`);
  for (const name of names) process.stdout.write(`${name.padEnd(24)} ${fixtures.sites[name]}\n`);
  const stop = () => void fixtures.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
