import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../temp-dir.ts';
import { startFixtureSites, type FixtureSites } from './site-server.ts';
import { writeSiteFiles } from './write-site-files.ts';

const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

let temp: { dir: string; remove: () => Promise<void> };
let fixtures: FixtureSites;

beforeAll(async () => {
  temp = await makeTempDir('oa-sites-');
  await writeSiteFiles(temp.dir, {
    'alpha-crm': {
      'index.html': page('Alpha home'),
      'pricing.html': page('Alpha pricing'),
      'docs/index.html': page('Alpha docs'),
      'assets/site.css': 'body { color: #123; }',
      'assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'robots.txt': 'User-agent: *\nDisallow: /admin/\n',
      '404.html': page('Alpha lost'),
      'truth.json': '{"signals":{}}',
      '.env': 'SECRET=1',
    },
    'beta-desk': {
      'index.html': page('Beta home'),
      // Shared lines kept once, as the fixture sites keep their navigation (page-includes.ts).
      'pricing.html': '<html><body>\n<!--#include file=".includes/nav.html" -->\n<h1>Beta pricing</h1>\n</body></html>',
      '.includes/nav.html': '<nav>\n<!--#include file=".includes/links.html" -->\n</nav>',
      '.includes/links.html': '<a href="/">Home</a>\n<a href="/pricing">Pricing</a>',
      'signup/index.html': page('Beta signup'),
    },
  });
  fixtures = await startFixtureSites({ root: temp.dir });
});

afterAll(async () => {
  await fixtures?.close();
  await temp?.remove();
});

const get = (site: string, pathname: string, init?: RequestInit) => fetch(`${fixtures.sites[site]}${pathname}`, init);

describe('startFixtureSites', () => {
  it('serves every site folder at the root of its own 127.0.0.1 port', () => {
    expect(Object.keys(fixtures.sites)).toEqual(['alpha-crm', 'beta-desk']);
    const origins = Object.values(fixtures.sites).map((base) => new URL(base));
    expect(origins.every((url) => url.hostname === '127.0.0.1' && url.pathname === '/')).toBe(true);
    expect(new Set(origins.map((url) => url.port)).size).toBe(2);
    expect(fixtures.sites['alpha-crm']).not.toMatch(/\/$/);
  });

  it.each([
    ['/', 'Alpha home'],
    ['/pricing', 'Alpha pricing'],
    ['/pricing.html', 'Alpha pricing'],
    ['/docs', 'Alpha docs'],
    ['/docs/', 'Alpha docs'],
    ['/pricing?utm_source=test', 'Alpha pricing'],
  ])('resolves the clean URL %s', async (pathname, title) => {
    const response = await get('alpha-crm', pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });

  it('keeps sites apart', async () => {
    expect(await (await get('beta-desk', '/signup')).text()).toContain('Beta signup');
    expect((await get('alpha-crm', '/signup')).status).toBe(404);
  });

  it.each([
    ['/assets/site.css', 'text/css; charset=utf-8'],
    ['/assets/logo.svg', 'image/svg+xml'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
  ])('serves %s as %s', async (pathname, type) => {
    const response = await get('alpha-crm', pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });

  it('serves a page with its shared parts put in, nested ones too, and never the parts themselves', async () => {
    const pricing = await fetch(`${fixtures.sites['beta-desk']}/pricing`);
    expect(await pricing.text()).toBe('<html><body>\n<nav>\n<a href="/">Home</a>\n<a href="/pricing">Pricing</a>\n</nav>\n<h1>Beta pricing</h1>\n</body></html>');
    expect((await fetch(`${fixtures.sites['beta-desk']}/.includes/nav.html`)).status).toBe(404);
  });

  it('answers 404 for robots.txt when the site has none', async () => {
    expect((await get('beta-desk', '/robots.txt')).status).toBe(404);
  });

  it("uses the site's own 404 page, or a plain one", async () => {
    const own = await get('alpha-crm', '/nowhere');
    expect(own.status).toBe(404);
    expect(await own.text()).toContain('Alpha lost');
    const plain = await get('beta-desk', '/nowhere');
    expect(plain.status).toBe(404);
    expect(plain.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await plain.text()).toContain('Page not found');
  });

  it.each(['/truth.json', '/.env', '/..%2fbeta-desk%2findex.html', '/%2e%2e/beta-desk/index.html', '/assets/..%2f..%2fbeta-desk/index.html'])(
    'never serves %s (answer metadata, dotfiles, paths outside the site)',
    async (pathname) => {
      const response = await get('alpha-crm', pathname);
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).not.toContain('signals');
      expect(body).not.toContain('SECRET');
      expect(body).not.toContain('Beta');
    },
  );

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('alpha-crm', '/pricing', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('alpha-crm', '/pricing', { method: 'POST' })).status).toBe(405);
  });

  it('puts sites on consecutive ports from basePort, and close() stops them', async () => {
    const probe = await startFixtureSites({ root: temp.dir });
    const firstPort = Number(new URL(probe.sites['alpha-crm']!).port);
    await probe.close();
    const pinned = await startFixtureSites({ root: temp.dir, basePort: firstPort });
    try {
      expect(pinned.sites).toEqual({ 'alpha-crm': `http://127.0.0.1:${firstPort}`, 'beta-desk': `http://127.0.0.1:${firstPort + 1}` });
    } finally {
      await pinned.close();
    }
    await expect(fetch(`http://127.0.0.1:${firstPort}/`)).rejects.toThrow();
  });

  it('run directly, prints each site and its address', async () => {
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'site-server.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--root', temp.dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const printed = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('beta-desk')) resolve(output);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      const lines = printed.trim().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^alpha-crm\s+http:\/\/127\.0\.0\.1:\d+$/);
      const address = lines[1]!.split(/\s+/)[1]!;
      expect(await (await fetch(`${address}/signup`)).text()).toContain('Beta signup');
    } finally {
      child.kill('SIGTERM');
    }
  }, 20_000);
});
