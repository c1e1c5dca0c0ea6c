// @vitest-environment happy-dom
// The scripts run here are the one-liners served by this file's own loopback server.
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { renderHook, waitFor } from '@testing-library/react';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useExternalScript } from '../../../src/features/landing/use-external-script.ts';

let server: Server;
let origin: string;
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/widget.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      response.end('void 0;');
    } else if (request.url === '/missing.js') {
      response.writeHead(404).end();
    }
    // Anything else hangs, like a third-party host that never answers, until the end.
    else hanging.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  for (const response of hanging) response.writeHead(200, { 'Content-Type': 'text/javascript' }).end('void 0;');
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('useExternalScript', () => {
  it('stays idle without an address and adds nothing to the page', () => {
    const before = document.scripts.length;
    const { result } = renderHook(() => useExternalScript(''));
    expect(result.current).toBe('idle');
    expect(document.scripts.length).toBe(before);
  });

  it('reports loading, then ready', async () => {
    const { result } = renderHook(() => useExternalScript(`${origin}/widget.js`));
    expect(result.current).toBe('loading');
    await waitFor(() => expect(result.current).toBe('ready'));
  });

  it('reports failed when the script cannot load', async () => {
    const { result } = renderHook(() => useExternalScript(`${origin}/missing.js`));
    await waitFor(() => expect(result.current).toBe('failed'));
  });

  it('gives up after the timeout when the host never answers', async () => {
    const { result } = renderHook(() => useExternalScript(`${origin}/hangs.js`, 200));
    expect(result.current).toBe('loading');
    await waitFor(() => expect(result.current).toBe('failed'), { timeout: 2000 });
  });
});
