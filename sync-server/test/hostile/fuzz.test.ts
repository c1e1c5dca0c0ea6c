import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompletedAnalyses } from '../support/seed-store.ts';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import { REPORT_PDF_MESSAGES } from '../../../engine/contract/report-pdf.ts';
import { adminSession } from '../support/admin-session.ts';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { hostileRuns } from './hostile-runs.ts';
import { type RawRequest, type RawResponse, sendRaw } from './raw-http.ts';

/**
 * Generated requests, malformed in their method, path, headers and body, against
 * every endpoint of the real server process. No answer may be a 5xx but the one the
 * design has (a report.pdf on a server without Chromium), every API refusal is JSON
 * with a message, and the process never dies. Requests are written
 * byte for byte over TCP (raw-http.ts), so they can be as broken as an attacker's.
 * The short run is part of `npm test`; `npm run test:hostile` runs thousands more.
 */

const ANALYSIS_ID = '6d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const PASSWORD = 'fuzz-test-password';

let server: SpawnedServer;
let data: Awaited<ReturnType<typeof makeTempDir>>;
let token: string;
let batchId: string;

beforeAll(async () => {
  data = await makeTempDir('oa-fuzz-');
  // A built app of its own, so the run does not depend on whether `npm run build` ran first.
  const staticDir = path.join(data.dir, 'pwa');
  await mkdir(path.join(staticDir, 'assets'), { recursive: true });
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Onboarding Analyzer</title><div id="root"></div>');
  await writeFile(path.join(staticDir, 'assets', 'index-fuzz.js'), 'export {};');
  await seedCompletedAnalyses(data.dir, [exampleAnalysisResult({ analysisId: ANALYSIS_ID })]);
  // No private network: no generated address is ever fetched (and none resolves offline).
  server = await spawnServer({
    DATA_DIR: data.dir,
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'error',
    ALLOW_PRIVATE_NETWORK: 'false',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: PASSWORD,
    JWT_SECRET: 'fuzz-test-jwt-secret-0123456789abcdefgh',
  });
  const admin = await adminSession(server.url, 'admin', PASSWORD);
  token = admin.token;
  await fetch(`${server.url}/api/analysis/${ANALYSIS_ID}/share`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"companyName":"Fuzz Co"}',
  });
  await admin.api('/vanity', { method: 'POST', body: { vanityPath: 'fuzz-link', analysisId: ANALYSIS_ID } });
  batchId = ((await (await admin.api('/batch/csv', { method: 'POST', body: { csvContent: 'fuzz.invalid' } })).json()) as { batchId: string }).batchId;
}, 60_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await data?.remove();
});

// ---- what a request is made of ---------------------------------------------------

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    '..',
    '%',
    '%00',
    '%ff',
    '%2e%2e%2f',
    '%c0%ae',
    '__proto__',
    'constructor',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '${7*7}',
    '../../etc/passwd',
    'a'.repeat(9000),
  ),
);

/** A path segment: real ids and slugs, or anything. */
const segment = fc.oneof(
  fc.constantFrom(ANALYSIS_ID, 'fuzz-co', 'fuzz-link', '00000000-0000-4000-8000-000000000000', 'shared-fuzz-link'),
  fc.constant('BATCH'),
  hostileText.map(encodeURIComponent),
  fc.stringMatching(/^[\w.~-]{0,60}$/),
);

const ROUTES = [
  '/api/analyze',
  '/api/analysis/:id/status',
  '/api/analysis/:id/results',
  '/api/analysis/:id/share',
  '/api/analysis/:id/report.pdf',
  '/api/analysis/:id/changes',
  '/api/results/:id',
  '/api/results/:id/report.pdf',
  '/api/vanity',
  '/api/vanity/:id',
  '/api/vanity/:id/stats',
  '/api/v/:id',
  '/api/auth/login',
  '/api/admin/login',
  '/api/admin/check-auth',
  '/api/batch',
  '/api/batch/csv',
  '/api/batch/:id',
  '/api/batch/:id/results.csv',
  '/api/batch/:id/run-again',
  '/api/health',
  '/api/config',
  '/api/:id',
  '/',
  '/results/:id',
  '/compare',
  '/v/:id',
  '/admin/:id',
  '/assets/:id',
  '/:id',
];

const target = fc
  .tuple(fc.constantFrom(...ROUTES), segment, fc.option(fc.string({ maxLength: 60 }).map(encodeURIComponent), { nil: undefined }), fc.boolean())
  .map(([route, id, query, trailingSlash]) => `${route.replace(':id', id)}${trailingSlash ? '/' : ''}${query === undefined ? '' : `?${query}`}`);

/** Targets no well-formed client sends: the HTTP parser, not our code, should answer these. */
const brokenTarget = fc.constantFrom(
  '/api/health with space',
  '*',
  'http://evil.invalid/api/health',
  '//api//analyze',
  '/api/%',
  '/api/\u0000',
  '/api/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  `/api/${'x'.repeat(8200)}`,
);

const method = fc.oneof(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'), fc.stringMatching(/^[A-Z]{1,10}$/));

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'application/vnd.api+json',
  'text/plain',
  'text/csv',
  'multipart/form-data; boundary=xyz',
  'application/x-www-form-urlencoded',
  '',
  ';;;',
);

const header = fc.oneof(
  fc.constantFrom<[string, string]>(
    ['Accept', '*/*'],
    ['Accept', 'text/html'],
    ['Content-Encoding', 'gzip'],
    ['Content-Encoding', 'br'],
    ['Content-Encoding', 'x-unknown'],
    ['Origin', 'https://evil.invalid'],
    ['X-Forwarded-Proto', 'https'],
    ['Expect', '100-continue'],
    ['Range', 'bytes=0-10'],
  ),
  fc.string({ maxLength: 30 }).map((text): [string, string] => ['X-Forwarded-For', text.replace(/[\r\n]/g, '')]),
  fc
    .stringMatching(/^[A-Za-z][\w-]{0,20}$/)
    .chain((name) => fc.string({ maxLength: 40 }).map((value): [string, string] => [name, value.replace(/[\r\n]/g, '')])),
);

const authorization = fc.oneof(
  fc.constant(undefined),
  fc.constant('VALID'),
  fc.constantFrom('Bearer', 'Bearer ', 'Bearer null', 'Bearer undefined', 'Basic YWRtaW46eA==', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.'),
  fc.string({ maxLength: 80 }).map((text) => `Bearer ${text.replace(/[\r\n]/g, '')}`),
);

/** Field values of every shape: the right type, the wrong type, hostile text, huge. */
const fieldValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileText,
  fc.constantFrom('acme.invalid', 'https://127.0.0.1/', 'http://[::1]/', `=cmd|' /C calc'!A0`, -1, 1e308, Number.MAX_SAFE_INTEGER),
);

const FIELDS = [
  'url',
  'pricingUrl',
  'signupsPerMonth',
  'currentActivationRate',
  'averageRevenuePerUser',
  'forceDemoOnly',
  'forceMaturityLevel',
  'companyName',
  'vanityPath',
  'analysisId',
  'username',
  'password',
  'csvContent',
  '__proto__',
  'constructor',
];

/** A body as a short description (fast-check prints it when a case fails), made into bytes when sent. */
type BodySpec = { text: string } | { bytes: number[] } | { csvOfLength: number };

const body: fc.Arbitrary<BodySpec> = fc.oneof(
  fc.constant({ text: '' }),
  fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 6 }).map((value) => ({ text: JSON.stringify(value) })),
  fc.jsonValue({ maxDepth: 4 }).map((value) => ({ text: JSON.stringify(value) ?? 'null' })),
  fc.string({ maxLength: 200 }).map((text) => ({ text })),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ bytes: [...bytes] })),
  fc.integer({ min: 15, max: 60 }).map((levels) => ({ text: `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}` })),
  fc
    .constantFrom('{"url":', '{"url":"acme.io"}}', '[', '{"a":1,"a":2}', '\ufeff{"url":"acme.invalid"}', '{"url":"\\ud800"}', 'null', '"text"', '1e999')
    .map((text) => ({ text })),
  fc.constantFrom(1_000, 70_000).map((csvOfLength) => ({ csvOfLength })),
);

function bodyBytes(spec: BodySpec): Buffer {
  if ('bytes' in spec) return Buffer.from(spec.bytes);
  if ('csvOfLength' in spec) return Buffer.from(JSON.stringify({ csvContent: `url\n${'acme.invalid\n'.repeat(spec.csvOfLength / 13)}` }));
  return Buffer.from(spec.text);
}

const request = fc.record({
  method,
  target: fc.oneof({ weight: 12, arbitrary: target }, { weight: 1, arbitrary: brokenTarget }),
  contentType,
  authorization,
  extraHeaders: fc.array(header, { maxLength: 3 }),
  body,
});

type Generated = typeof request extends fc.Arbitrary<infer T> ? T : never;

function toRaw(generated: Generated): RawRequest {
  const headers: [string, string][] = [];
  if (generated.contentType) headers.push(['Content-Type', generated.contentType]);
  if (generated.authorization) headers.push(['Authorization', generated.authorization === 'VALID' ? `Bearer ${token}` : generated.authorization]);
  headers.push(...generated.extraHeaders);
  return { method: generated.method, target: generated.target.replace('BATCH', batchId), headers, body: bodyBytes(generated.body) };
}

const describeRequest = (raw: RawRequest) =>
  `${raw.method} ${raw.target.slice(0, 120)} ${JSON.stringify(raw.headers).slice(0, 200)} body=${JSON.stringify(raw.body.toString('utf8').slice(0, 120))}`;

/** The two report.pdf routes, as a raw request target names them (trailing slash and query allowed, as the router allows them). */
const REPORT_PDF_TARGET = /^\/api\/(analysis|results)\/[^/?#]+\/report\.pdf\/?(\?|$)/;
/** Without Chromium a report.pdf answers 503 and tells the app to print instead (engine/contract/report-pdf.ts). */
const PRINT_FALLBACK = { message: REPORT_PDF_MESSAGES.noBrowser, printFallback: true };

/** The only answer above 499 the design has: exactly the print fallback, on exactly the report.pdf routes. */
function isPrintFallback(raw: RawRequest, response: RawResponse): boolean {
  if (response.status !== 503 || !REPORT_PDF_TARGET.test(raw.target)) return false;
  const expected = JSON.stringify(PRINT_FALLBACK);
  // A HEAD answer has no body to read; its length is the one the GET answer's body would have.
  if (raw.method === 'HEAD') return response.headers['content-length'] === String(Buffer.byteLength(expected));
  return response.body.toString('utf8') === expected;
}

describe('fuzzing every endpoint', () => {
  it('answers no 5xx but a report.pdf print fallback, answers API refusals with a JSON message, and never dies', { timeout: 30 * 60_000 }, async () => {
    let sent = 0;
    let printFallbacks = 0;
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        const raw = toRaw(generated);
        const response = await sendRaw(server.url, raw);
        sent += 1;
        const what = `${response.status} for ${describeRequest(raw)}`;
        expect(response.status, what).toBeGreaterThanOrEqual(200);
        if (isPrintFallback(raw, response)) printFallbacks += 1;
        else expect(response.status, what).toBeLessThan(500);
        expect(server.child.exitCode, 'the server process is still running').toBeNull();
        // Our API answers refusals as JSON { message }; what the HTTP parser refuses before our code runs has no body.
        const ours = response.headers['content-security-policy'] !== undefined;
        if (ours && raw.target.startsWith('/api') && response.status >= 400 && raw.method !== 'HEAD') {
          const parsed = JSON.parse(response.body.toString('utf8')) as { message?: unknown };
          expect(typeof parsed.message, what).toBe('string');
        }
      }),
      { numRuns: hostileRuns(3000, 50_000), seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
    expect(sent).toBeGreaterThanOrEqual(hostileRuns(3000, 50_000));
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // Every 5xx is logged as "request failed": there is one for each print fallback, and no other.
    const failed = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"request failed"'))
      .map((line) => JSON.parse(line) as { req: { path: string }; res: { status: number } });
    expect(failed.filter(({ req, res }) => res.status !== 503 || !REPORT_PDF_TARGET.test(req.path))).toEqual([]);
    expect(failed).toHaveLength(printFallbacks);
  });
});
