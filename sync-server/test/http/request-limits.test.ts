import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, type AdminSession } from '../support/admin-session.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { exceedsDepth, REQUEST_LIMITS } from '../../src/http/request-limits.ts';

let server: TestServer;
let admin: AdminSession;

beforeAll(async () => {
  // Addresses in these tests end in .invalid, so nothing is fetched.
  server = await startTestServer({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'limits-test-password', JWT_SECRET: 'request-limits-test-secret-0123456789' });
  admin = await adminSession(server.url, 'admin', 'limits-test-password');
});
afterAll(async () => {
  await server?.close();
});

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

/** `{"a":{"a":...{"a":1}}}` with `levels` objects. */
const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('body size', () => {
  it(`refuses a JSON body over ${REQUEST_LIMITS.jsonBodyBytes / 1024} KB with 413 and a message`, async () => {
    const response = await postJson('/api/analyze', JSON.stringify({ url: 'acme.invalid', padding: 'x'.repeat(REQUEST_LIMITS.jsonBodyBytes) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request body is too large: at most 64 KB is accepted here.' });
  });

  it('refuses by the announced length alone, before the body arrives', async () => {
    // Content-Length promises 10 MB, and only a few bytes ever come.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL('/api/analysis/00000000-0000-4000-8000-000000000000/share', server.url);
      const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write('{"companyName":');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ message: expect.stringContaining('too large') });
  });

  it('lets the batch CSV be larger than other bodies, and limits it too', async () => {
    // 200 KB of CSV: too large for any other endpoint, fine for a batch (then refused for its item count).
    const lines = Array.from({ length: 8000 }, (_, n) => `https://site-${n}.invalid,Company number ${n}`);
    const csvContent = ['url,company', ...lines].join('\n');
    expect(csvContent.length).toBeGreaterThan(REQUEST_LIMITS.jsonBodyBytes * 3);
    const accepted = await admin.api('/batch/csv', { method: 'POST', body: { csvContent } });
    expect(accepted.status).toBe(400);
    expect(((await accepted.json()) as { message: string }).message).toMatch(/^Batch too large/);

    const sameOnAnotherRoute = await postJson('/api/analyze', JSON.stringify({ url: 'acme.invalid', csvContent }));
    expect(sameOnAnotherRoute.status).toBe(413);

    const tooLarge = await admin.api('/batch/csv', { method: 'POST', body: { csvContent: 'x'.repeat(REQUEST_LIMITS.batchBodyBytes) } });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: expect.stringMatching(/^Request body is too large: at most 3\.0 MB/) });
  });
});

describe('compressed bodies', () => {
  it.each(['gzip', 'br', 'deflate', 'x-unknown'])(
    'refuses Content-Encoding %s with 415 and a message, even when the body does not inflate',
    async (encoding) => {
      const response = await postJson('/api/analyze', '{"url":"acme.invalid"}', { 'content-encoding': encoding });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message: 'Compressed request bodies are not accepted; send the JSON uncompressed.' });
    },
  );

  it('takes Content-Encoding identity as no encoding', async () => {
    const response = await postJson('/api/analyze', '{}', { 'content-encoding': 'identity' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Website URL is required.' });
  });
});

describe('request address length', () => {
  it('refuses a path and query over 8 KB with 414 and a message', async () => {
    const response = await fetch(`${server.url}/api/analysis/${'a'.repeat(REQUEST_LIMITS.requestTargetChars)}/status`);
    expect(response.status).toBe(414);
    expect(await response.json()).toEqual({
      message: expect.stringMatching(/^The request address is too long \(\d+ characters; at most 8192 are accepted\)\.$/),
    });
  });

  it('refuses a long query on a page address too', async () => {
    const response = await fetch(`${server.url}/results/acme?${'q=1&'.repeat(3000)}`);
    expect(response.status).toBe(414);
  });

  it('lets an ordinary address through', async () => {
    expect((await fetch(`${server.url}/api/health?${'q'.repeat(1000)}`)).status).toBe(200);
  });
});

describe('JSON nesting', () => {
  it(`refuses a body nested more than ${REQUEST_LIMITS.jsonDepth} levels with 400 and a message`, async () => {
    const response = await postJson('/api/analyze', nested(REQUEST_LIMITS.jsonDepth + 1));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The JSON body is nested too deeply (at most 20 levels are accepted).' });
  });

  it('refuses thirty thousand nested arrays in 60 KB the same way, not with a 500', async () => {
    const levels = 30_000;
    const response = await postJson('/api/auth/login', `${'['.repeat(levels)}${']'.repeat(levels)}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/nested too deeply/);
  });

  it('hands a body within the limit to the route, which answers with its own validation', async () => {
    const response = await postJson('/api/analyze', nested(REQUEST_LIMITS.jsonDepth));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Website URL is required.' });
  });

  it('counts depth across objects and arrays alike, without recursion', () => {
    expect(exceedsDepth({ a: [{ b: [1] }] }, 4)).toBe(false);
    expect(exceedsDepth({ a: [{ b: [[1]] }] }, 4)).toBe(true);
    expect(exceedsDepth('text', 0)).toBe(false);
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    expect(exceedsDepth(deep, 20)).toBe(true);
  });
});
