import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '../../engine/contract/common.ts';
import { runtimeConfigSchema } from '../../engine/contract/runtime-config.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let staticDir: { dir: string; remove: () => Promise<void> };

beforeAll(async () => {
  staticDir = await makeTempDir('oa-static-');
  await writeFile(path.join(staticDir.dir, 'index.html'), '<!doctype html><title>Onboarding Analyzer</title>');
  await mkdir(path.join(staticDir.dir, 'assets'));
  await writeFile(path.join(staticDir.dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  server = await startTestServer({ STATIC_DIR: staticDir.dir, BOOKING_URL: 'https://book.example/call' });
});

afterAll(async () => {
  await server.close();
  await staticDir.remove();
});

describe('API basics', () => {
  it('answers /api/health with ok and a version', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(healthResponseSchema.parse(await response.json()).status).toBe('ok');
  });

  it('serves the run-time configuration from the environment', async () => {
    const config = runtimeConfigSchema.parse(await (await fetch(`${server.url}/api/config`)).json());
    expect(config.bookingUrl).toBe('https://book.example/call');
    expect(config.faviconServiceUrl).toContain('{domain}');
  });

  it('answers an unknown API path with a JSON 404 and a message', async () => {
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: 'No API endpoint at GET /api/nope' });
  });

  it('answers a malformed JSON body with 400 and a message', async () => {
    const response = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"url": "acme.io",',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/^Malformed JSON body/);
  });

  it('answers a wrong method on a known path with a JSON message', async () => {
    const response = await fetch(`${server.url}/api/health`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
  });

  it('answers a method outside the usual seven with 405 and the methods the path allows, never 501', async () => {
    for (const method of ['ACL', 'PROPFIND', 'PURGE']) {
      const response = await fetch(`${server.url}/api/analyze`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({ message: 'Method Not Allowed' });
    }
    const unknownPath = await fetch(`${server.url}/api/nope`, { method: 'PROPFIND' });
    expect(unknownPath.status).toBe(404);
  });

  it('sends no-store and nosniff on API answers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('serving the PWA', () => {
  it('serves index.html at the root without long caching', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Onboarding Analyzer</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/results/3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c', '/admin/vanity', '/v/acme', '/no/such/page'])(
    'falls back to index.html for the client route %s',
    async (route) => {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Onboarding Analyzer</title>');
    },
  );

  it('prefers the app shell for client routes when the build wrote one, and keeps / on the landing page', async () => {
    const shellDir = await makeTempDir('oa-static-shell-');
    await writeFile(path.join(shellDir.dir, 'index.html'), '<!doctype html><title>Onboarding Analyzer</title><p>landing</p>');
    await writeFile(path.join(shellDir.dir, 'app-shell.html'), '<!doctype html><title>Onboarding Analyzer</title><p>shell</p>');
    const shellServer = await startTestServer({ STATIC_DIR: shellDir.dir });
    try {
      expect(await (await fetch(`${shellServer.url}/`)).text()).toContain('<p>landing</p>');
      expect(await (await fetch(`${shellServer.url}/?error=analysis_failed`)).text()).toContain('<p>landing</p>');
      for (const route of ['/results/3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c', '/admin/login', '/no/such/page']) {
        const response = await fetch(`${shellServer.url}${route}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toContain('<p>shell</p>');
        // A report page starts fetching its report with the shell; other screens fetch nothing early.
        expect(response.headers.get('link')).toBe(
          route.startsWith('/results/')
            ? '</api/analysis/3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c/results>; rel=preload; as=fetch; crossorigin=use-credentials'
            : null,
        );
      }
    } finally {
      await shellServer.close();
      await shellDir.remove();
    }
  });

  it('caches hashed assets for good, varying by encoding', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/immutable/);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    const response = await fetch(`${server.url}/assets/missing-123.js`);
    expect(response.status).toBe(404);
    expect((await fetch(`${server.url}/assets/no-extension`)).status).toBe(404);
  });

  it('never serves files outside the app folder', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fpackage.json`);
    expect([400, 403, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('"dependencies"');
  });
});
