import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/auth/admin-token.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Token attacks beyond those of auth/forged-tokens.ts (none, wrong key, expired,
 * HS512 for HS256, tampered payload, other user, wrong audience, no expiry), which
 * the route tests already send to every admin route. Each token here differs from a
 * valid one in the one way its name says, and every admin route must answer 401.
 */

const SECRET = 'hostile-jwt-test-secret-0123456789abcdef';
const PASSWORD = 'hostile-jwt-password';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (key: string, data: string, algorithm = 'sha256') => createHmac(algorithm, key).update(data).digest('base64url');

/** A token from raw parts, signed with HMAC-SHA256 under `key` (or the given signature). */
function handMade(header: object, payload: object, key = SECRET, signature?: string): string {
  const data = `${encode(header)}.${encode(payload)}`;
  return `${data}.${signature ?? hmac(key, data)}`;
}

function attacks(valid: string) {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: 'admin', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + 600 };
  const [, , validSignature] = valid.split('.') as [string, string, string];
  const hs256 = { alg: 'HS256', typ: 'JWT' };
  return {
    'alg "None"': handMade({ alg: 'None', typ: 'JWT' }, claims, SECRET, ''),
    'alg "NONE"': handMade({ alg: 'NONE', typ: 'JWT' }, claims, SECRET, ''),
    'alg "none" keeping a real signature': handMade({ alg: 'none', typ: 'JWT' }, claims, SECRET, validSignature),
    'HS256 with the signature stripped': handMade(hs256, claims, SECRET, ''),
    'HS256 signed with an empty key': handMade(hs256, claims, ''),
    'kid pointing at /dev/null, signed with an empty key': handMade({ ...hs256, kid: '../../../../../../dev/null' }, claims, ''),
    'jku naming the attacker’s key set': handMade({ ...hs256, jku: 'https://evil.invalid/jwks.json' }, claims, 'attacker-key'),
    'RS256 header over an HMAC of our secret (key confusion)': handMade({ alg: 'RS256', typ: 'JWT' }, claims),
    'HS384 over our secret': (() => {
      const data = `${encode({ alg: 'HS384', typ: 'JWT' })}.${encode(claims)}`;
      return `${data}.${hmac(SECRET, data, 'sha384')}`;
    })(),
    'not valid before an hour from now': jwt.sign({ ...claims, nbf: now + 3600 }, SECRET, { algorithm: 'HS256' }),
    'another issuer': jwt.sign({ ...claims, iss: 'someone-else' }, SECRET, { algorithm: 'HS256' }),
    'expiry as a string': handMade(hs256, { ...claims, exp: String(now + 600) }),
    'subject as an array': handMade(hs256, { ...claims, sub: ['admin'] }),
    'a fourth segment': `${valid}.extra`,
    'two tokens': `${valid} ${valid}`,
    'a 12 KB token': handMade(hs256, { ...claims, pad: 'x'.repeat(9000) }, 'attacker-key'),
    'the valid token with one signature character changed': `${valid.slice(0, -1)}${valid.endsWith('A') ? 'B' : 'A'}`,
  };
}

let server: TestServer;
let valid: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD, JWT_SECRET: SECRET });
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  valid = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  await server?.close();
});

const ADMIN_ROUTES = [
  ['GET', '/api/admin/check-auth'],
  ['GET', '/api/vanity'],
  ['POST', '/api/vanity'],
  ['DELETE', '/api/vanity/some-link'],
  ['GET', '/api/batch'],
  ['POST', '/api/batch/csv'],
  ['GET', '/api/batch/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/batch/00000000-0000-4000-8000-000000000000/results.csv'],
  ['POST', '/api/batch/00000000-0000-4000-8000-000000000000/run-again'],
] as const;

const BODIES: Record<string, unknown> = {
  '/api/vanity': { vanityPath: 'some-link', analysisId: '00000000-0000-4000-8000-000000000000' },
  '/api/batch/csv': { csvContent: 'acme.invalid' },
};

function call(method: string, path: string, headers: Record<string, string>, query = '') {
  const body = method === 'POST' ? JSON.stringify(BODIES[path]) : undefined;
  return fetch(`${server.url}${path}${query}`, { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers }, body });
}

describe('admin routes with a valid token (the control)', () => {
  it.each(ADMIN_ROUTES)('%s %s lets it in', async (method, path) => {
    const response = await call(method, path, { authorization: `Bearer ${valid}` });
    expect(response.status).not.toBe(401);
  });
});

describe('admin routes refuse forged tokens', () => {
  it.each(ADMIN_ROUTES)('%s %s answers 401 to every one', async (method, path) => {
    for (const [attack, token] of Object.entries(attacks(valid))) {
      const response = await call(method, path, { authorization: `Bearer ${token}` });
      expect(response.status, attack).toBe(401);
      expect(await response.json(), attack).toEqual({ message: expect.any(String) });
    }
  });

  it.each(ADMIN_ROUTES)('%s %s takes the token from the Authorization bearer header only', async (method, path) => {
    const elsewhere: [string, Record<string, string>, string][] = [
      ['query string', {}, `?token=${valid}`],
      ['cookie', { cookie: `admin-token=${valid}; token=${valid}` }, ''],
      ['Basic credentials', { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` }, ''],
      ['X-Access-Token header', { 'x-access-token': valid }, ''],
      ['no scheme', { authorization: valid }, ''],
    ];
    for (const [where, headers, query] of elsewhere) {
      expect((await call(method, path, headers, query)).status, where).toBe(401);
    }
  });
});
