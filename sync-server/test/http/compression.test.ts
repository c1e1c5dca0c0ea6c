import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompletedAnalyses } from '../support/seed-store.ts';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SEEDED = '3b4c5d6e-0000-4000-8000-0000000000cc';
let server: TestServer;
let data: Awaited<ReturnType<typeof makeTempDir>>;
let stored: string;

beforeAll(async () => {
  data = await makeTempDir('oa-compress-');
  const result = exampleAnalysisResult({ analysisId: SEEDED });
  stored = JSON.stringify(result);
  await seedCompletedAnalyses(data.dir, [result]);
  server = await startTestServer({ DATA_DIR: data.dir, ADMIN_PASSWORD: 'compression-test-password' });
});
afterAll(async () => {
  await server?.close();
  await data?.remove();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** fetch decodes bodies and sends its own Accept-Encoding; this reads the bytes as sent. */
function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const resultsPath = `/api/analysis/${SEEDED}/results`;

describe('a completed analysis answered compressed, with a strong ETag', () => {
  it('sends brotli when accepted, a fraction of the report, decoding to the stored result', async () => {
    const answer = await get(resultsPath, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const decoded = brotliDecompressSync(answer.body).toString();
    expect(JSON.parse(decoded)).toEqual(JSON.parse(stored));
    expect(answer.body.length).toBeLessThan(decoded.length / 3);
  });

  it('sends gzip to a client without brotli, and plain JSON to one that accepts neither', async () => {
    const gz = await get(resultsPath, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(stored));
    const plain = await get(resultsPath);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(JSON.parse(stored));
  });

  it('gives each coding its own strong ETag, the same on every read', async () => {
    const [br, gz, plain, brAgain] = await Promise.all([
      get(resultsPath, { 'accept-encoding': 'br' }),
      get(resultsPath, { 'accept-encoding': 'gzip' }),
      get(resultsPath),
      get(resultsPath, { 'accept-encoding': 'br' }),
    ]);
    const tags = [br, gz, plain].map((answer) => answer.headers.etag as string);
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(new Set(tags).size).toBe(3);
    expect(brAgain.headers.etag).toBe(br.headers.etag);
    expect(brAgain.body.equals(br.body)).toBe(true);
  });

  it('answers 304 without a body when If-None-Match holds the ETag, 200 when it does not', async () => {
    const first = await get(resultsPath, { 'accept-encoding': 'br' });
    const again = await get(resultsPath, { 'accept-encoding': 'br', 'if-none-match': `"stale", ${first.headers.etag as string}` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const other = await get(resultsPath, { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag as string });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
  });

  it('keeps refusals as they were: an unfinished or unknown analysis gets no ETag', async () => {
    const unknown = await get('/api/analysis/00000000-0000-4000-8000-000000000000/results', { 'accept-encoding': 'br' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.etag).toBeUndefined();
  });
});

describe('other API answers', () => {
  it('are compressed over 1 KB (a shared report)', async () => {
    const share = await fetch(`${server.url}/api/analysis/${SEEDED}/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyName: 'Compressed Co' }),
    });
    const { slug } = (await share.json()) as { slug: string };
    const answer = await get(`/api/results/${slug}`, { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toMatchObject({ analysisId: SEEDED });
  });

  it('are sent as they are under 1 KB', async () => {
    const answer = await get('/api/health', { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toMatchObject({ status: 'ok' });
  });
});
