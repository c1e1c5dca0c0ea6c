// @vitest-environment happy-dom
// The scripts run here are the one-liners served by this file's own loopback server.
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { injectScriptOnce } from '../../../src/features/landing/script-injector.ts';

declare global {
  /** How often each served widget address has run, written by the served script. */
  var widgetRuns: Record<string, number> | undefined;
}

/** A real script host on loopback: happy-dom fetches and runs what it serves. */
let server: Server;
let origin: string;
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url?.startsWith('/widget.js')) {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      const key = JSON.stringify(request.url);
      response.end(`(globalThis.widgetRuns ??= {})[${key}] = (globalThis.widgetRuns[${key}] ?? 0) + 1;`);
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('missing');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const scriptTags = (src: string) => [...document.querySelectorAll('script')].filter((script) => script.src === src);

describe('injectScriptOnce', () => {
  it('adds the script once however often it is asked for, and runs it once', async () => {
    const src = `${origin}/widget.js?case=once`;
    const first = injectScriptOnce(src);
    const second = injectScriptOnce(src);
    expect(second).toBe(first);
    await first;
    await injectScriptOnce(src);
    expect(scriptTags(src)).toHaveLength(1);
    expect(requests.filter((url) => url === '/widget.js?case=once')).toHaveLength(1);
    expect(globalThis.widgetRuns?.['/widget.js?case=once']).toBe(1);
  });

  it('reuses a loaded tag already on the page, as after a module reload', async () => {
    const src = `${origin}/widget.js?case=existing`;
    await injectScriptOnce(src);
    vi.resetModules();
    const reloaded = await import('../../../src/features/landing/script-injector.ts');
    expect(reloaded.injectScriptOnce).not.toBe(injectScriptOnce);
    await reloaded.injectScriptOnce(src);
    expect(scriptTags(src)).toHaveLength(1);
    expect(globalThis.widgetRuns?.['/widget.js?case=existing']).toBe(1);
  });

  it('rejects when the script cannot load, removes the tag and lets a later visit retry', async () => {
    const src = `${origin}/missing.js`;
    await expect(injectScriptOnce(src)).rejects.toThrow(`Could not load ${src}`);
    expect(scriptTags(src)).toHaveLength(0);
    await expect(injectScriptOnce(src)).rejects.toThrow();
    expect(requests.filter((url) => url === '/missing.js')).toHaveLength(2);
  });

  it.each(['', '   ', 'javascript:alert(1)', 'data:text/javascript,alert(1)'])('refuses %j without touching the page', async (src) => {
    const before = document.querySelectorAll('script').length;
    await expect(injectScriptOnce(src)).rejects.toThrow('Refusing to load a script');
    expect(document.querySelectorAll('script')).toHaveLength(before);
  });
});
