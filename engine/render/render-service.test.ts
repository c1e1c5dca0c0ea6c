import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderService } from './render-service.ts';
import { createSharedBrowser } from './shared-browser.ts';
import { lacks } from '../../test-support/prerequisites/needs.ts';

const browser = createSharedBrowser();
let site: Server;
let base = '';
let inFlight = 0;
let mostAtOnce = 0;

beforeAll(async () => {
  // Each page takes a moment to answer, so pages drawn at the same time overlap here.
  site = createServer((request, response) => {
    if (request.url === '/favicon.ico') return void response.writeHead(404).end();
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    setTimeout(() => {
      inFlight -= 1;
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<h1>Page ${request.url}</h1>`);
    }, 300);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser.close();
  site?.close();
});

describe.skipIf(lacks('chromium'))('createRenderService', () => {
  const guard = () => ({ allowPrivateNetwork: false, allowedHosts: [new URL(base).host] });

  it('draws no more pages at once than its limit, across calls, and answers each call in order', async () => {
    mostAtOnce = 0;
    const service = createRenderService({ browser, guard: guard(), concurrency: 1 });
    const [first, second] = await Promise.all([service.render([`${base}/a`, `${base}/b`]), service.render([`${base}/c`])]);
    expect(mostAtOnce).toBe(1);
    expect(first.map((outcome) => (outcome.ok ? outcome.page.url : outcome.reason))).toEqual([`${base}/a`, `${base}/b`]);
    expect(second[0]).toMatchObject({ ok: true });
  });

  it('draws pages side by side up to the limit', async () => {
    mostAtOnce = 0;
    const service = createRenderService({ browser, guard: guard(), concurrency: 3 });
    await service.render([`${base}/d`, `${base}/e`, `${base}/f`]);
    expect(mostAtOnce).toBeGreaterThan(1);
    expect(mostAtOnce).toBeLessThanOrEqual(3);
  });

  it('answers every page with a reason when no browser is available', async () => {
    const service = createRenderService({ browser: createSharedBrowser(null), guard: guard(), concurrency: 1 });
    expect(await service.render([`${base}/g`])).toEqual([{ ok: false, reason: 'This page is drawn by JavaScript, and no browser was available to render it' }]);
  });
});
