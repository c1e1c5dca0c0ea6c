import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSites } from '../../../test-support/fixture-sites/site-server.ts';
import { analyzeResponseSchema } from '../../../engine/contract/analysis.ts';
import { pollUntilSettled } from '../../../test-support/poll.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const PASSWORD = 'request-log-admin-password';
const JWT_SECRET = 'request-log-jwt-secret-0123456789abcdefgh';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: TestServer;
let fixtures: Awaited<ReturnType<typeof startFixtureSites>>;
const lines: string[] = [];

beforeAll(async () => {
  fixtures = await startFixtureSites();
  server = await startTestServer(
    { LOG_LEVEL: 'info', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD, JWT_SECRET },
    { onLogLine: (line) => lines.push(line) },
  );
});
afterAll(async () => {
  await server?.close();
  await fixtures?.close();
});

type LogEntry = Record<string, unknown> & { msg: string; level: string; requestId?: string };
const entries = (): LogEntry[] => lines.map((line) => JSON.parse(line) as LogEntry);
const requestLines = (requestId: string) => entries().filter((entry) => entry.msg === 'request completed' && entry.requestId === requestId);

/** The request line is written when the answer has been sent, a moment after the client reads it. */
async function lineOf(requestId: string): Promise<LogEntry> {
  for (let tries = 0; tries < 50; tries += 1) {
    const [line] = requestLines(requestId);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no request line for ${requestId}:\n${lines.join('\n')}`);
}

describe('X-Request-Id', () => {
  it('keeps a safe id the client sent and answers it', async () => {
    const response = await fetch(`${server.url}/api/health`, { headers: { 'X-Request-Id': 'edge-7f3a.42:1' } });
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a.42:1');
  });

  it.each([
    ['spaces and quotes', 'id "with" spaces'],
    ['a forged log line', 'x\\n{"level":"info"}'],
    ['an overlong value', 'a'.repeat(129)],
    ['an empty value', ''],
  ])('mints a fresh id instead of %s', async (_case, sent) => {
    const response = await fetch(`${server.url}/api/health`, { headers: { 'X-Request-Id': sent } });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });

  it('is on every answer: errors, refusals, unknown endpoints and the app shell', async () => {
    const answers = await Promise.all([
      fetch(`${server.url}/api/analysis/nope/status`),
      fetch(`${server.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      fetch(`${server.url}/api/vanity`),
      fetch(`${server.url}/api/no-such-endpoint`),
      fetch(`${server.url}/`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 400, 401, 404, expect.any(Number)]);
    const ids = answers.map((answer) => answer.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the request log', () => {
  it('writes one JSON line per request: method, path without its query, status, duration and id', async () => {
    await fetch(`${server.url}/api/analysis/some-id/status?token=abc`, { headers: { 'X-Request-Id': 'one-line-test' } });
    const line = await lineOf('one-line-test');
    expect(line).toMatchObject({ level: 'info', req: { method: 'GET', path: '/api/analysis/some-id/status' }, res: { status: 404 } });
    expect(line.ms).toEqual(expect.any(Number));
    expect(requestLines('one-line-test')).toHaveLength(1);
    expect(JSON.stringify(line)).not.toContain('token=abc');
  });

  it('gives events logged while serving a request that request id', async () => {
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Request-Id': 'failed-login-test' },
      body: JSON.stringify({ username: 'admin', password: 'not-the-password' }),
    });
    await lineOf('failed-login-test');
    expect(entries().find((entry) => entry.msg === 'admin login failed')).toMatchObject({ level: 'warn', requestId: 'failed-login-test' });
  });

  it('never contains a password, the signing secret, a token or a crawled page', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    await fetch(`${server.url}/api/vanity?token=${token}`, { headers: { authorization: `Bearer ${token}` } });
    await fetch(`${server.url}/api/admin/check-auth`, { headers: { authorization: `Bearer ${token}-forged` } });

    const site = fixtures.sites.ledgerly!;
    const started = await fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: site }),
    });
    const { analysisId } = analyzeResponseSchema.parse(await started.json());
    expect((await pollUntilSettled(server.url, analysisId)).at(-1)?.status).toBe('completed');
    await fetch(`${server.url}/api/analysis/${analysisId}/results`, { headers: { 'X-Request-Id': 'results-read' } });
    await lineOf('results-read');

    const log = lines.join('\n');
    expect(log).toContain('analysis completed');
    for (const secret of [PASSWORD, JWT_SECRET, token, token.split('.')[2]!]) expect(log).not.toContain(secret);
    expect(log).not.toContain('let Ledgerly chase the late payers');
    expect(log.toLowerCase()).not.toContain('bearer');
  });

  it('stays quiet below LOG_LEVEL', async () => {
    const quiet: string[] = [];
    const warnOnly = await startTestServer({ LOG_LEVEL: 'warn', ADMIN_PASSWORD: PASSWORD }, { onLogLine: (line) => quiet.push(line) });
    try {
      await fetch(`${warnOnly.url}/api/health`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(quiet).toEqual([]);
    } finally {
      await warnOnly.close();
    }
  });
});
