import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAuthResponseSchema, loginResponseSchema } from '../../../engine/contract/auth.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_LIFETIME_SECONDS } from '../../src/auth/admin-token.ts';
import { forgedTokens } from '../../src/auth/forged-tokens.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const JWT_SECRET = 'auth-routes-test-secret-0123456789abcdef';
const PASSWORD = 'correct-horse-battery';
let server: TestServer;

beforeAll(async () => {
  // TRUST_PROXY lets each test speak from its own client address (X-Forwarded-For),
  // so the login limit of one test does not leak into another.
  server = await startTestServer({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD, JWT_SECRET, TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server.close();
});

function login(body: unknown, { from = '198.51.100.1', path = '/api/auth/login' } = {}) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
}

function checkAuth(token?: string) {
  return fetch(`${server.url}/api/admin/check-auth`, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
}

describe('POST /api/auth/login and /api/admin/login', () => {
  it.each(['/api/auth/login', '/api/admin/login'])('%s gives a token for the right credentials that check-auth accepts', async (path) => {
    const response = await login({ username: 'admin', password: PASSWORD }, { path, from: '198.51.100.2' });
    expect(response.status).toBe(200);
    const { token } = loginResponseSchema.parse(await response.json());

    const check = await checkAuth(token);
    expect(check.status).toBe(200);
    expect(checkAuthResponseSchema.parse(await check.json())).toEqual({ authenticated: true, username: 'admin' });
  });

  it('signs HS256 tokens with issuer, audience and an 8-hour expiry', async () => {
    const { token } = (await (await login({ username: 'admin', password: PASSWORD }, { from: '198.51.100.3' })).json()) as { token: string };
    const decoded = jwt.decode(token, { complete: true });
    expect(decoded?.header.alg).toBe('HS256');
    const payload = decoded?.payload as jwt.JwtPayload;
    expect(payload).toMatchObject({ sub: 'admin', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
    expect(payload.exp! - payload.iat!).toBe(TOKEN_LIFETIME_SECONDS);
    expect(token).not.toContain(PASSWORD);
  });

  it('refuses a wrong password and a wrong username with the same 401 message', async () => {
    for (const body of [
      { username: 'admin', password: 'wrong-password' },
      { username: 'root', password: PASSWORD },
      { username: 'Admin', password: PASSWORD },
    ]) {
      const response = await login(body, { from: '198.51.100.4' });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Invalid username or password' });
    }
  });

  it('answers missing or malformed fields with 400 and names the field', async () => {
    const missing = await login({ password: PASSWORD }, { from: '198.51.100.5' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe('Username is required');

    const numeric = await login({ username: 'admin', password: 123456 }, { from: '198.51.100.5' });
    expect(numeric.status).toBe(400);
    expect(((await numeric.json()) as { message: string }).message).toBe('Password is required');
  });
});

describe('login rate limit', () => {
  it('answers 429 with Retry-After after 10 failures from one address, even for the right password', async () => {
    const attacker = '203.0.113.10';
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ username: 'admin', password: `guess-${i}` }, { from: attacker })).status).toBe(401);
    }
    const limited = await login({ username: 'admin', password: PASSWORD }, { from: attacker });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await limited.json()).toEqual({ message: 'Too many failed login attempts. Please try again in 15 minutes.' });

    // Another address is not affected, and its success does not lift the first one's limit.
    expect((await login({ username: 'admin', password: PASSWORD }, { from: '203.0.113.11' })).status).toBe(200);
    expect((await login({ username: 'admin', password: PASSWORD }, { from: attacker })).status).toBe(429);
  });

  it('lets no more than 10 of a parallel burst of guesses be checked', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => login({ username: 'admin', password: `burst-${i}` }, { from: '203.0.113.20' })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('does not count successful logins as failures', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await login({ username: 'admin', password: PASSWORD }, { from: '203.0.113.30' })).status).toBe(200);
    }
  });
});

describe('GET /api/admin/check-auth', () => {
  it('answers 401 with a message without a token or with a non-bearer header', async () => {
    const none = await checkAuth();
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: 'Authentication required' });

    const basic = await fetch(`${server.url}/api/admin/check-auth`, { headers: { authorization: 'Basic YWRtaW46cGFzcw==' } });
    expect(basic.status).toBe(401);
  });

  it.each(Object.entries(forgedTokens(JWT_SECRET)))('refuses a %s token with 401', async (_kind, token) => {
    const response = await checkAuth(token);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe('Your session has expired or the token is invalid. Please log in again.');
  });
});
