// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AdminAuthError,
  adminErrorMessage,
  adminJson,
  adminLoginHref,
  errorBodyOf,
  getAdminToken,
  InvalidResponseError,
  loginAdmin,
  onAdminSessionEnded,
  setAdminToken,
} from '../../src/lib/admin-api.ts';
import { ApiError } from '../../src/lib/api-client.ts';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: string, contentType = 'application/json') {
  fetchMock.mockResolvedValueOnce(new Response(body, { status, headers: { 'content-type': contentType } }));
}

let sessionEnded: ReturnType<typeof vi.fn<() => void>>;
let unsubscribe: () => void;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  sessionEnded = vi.fn<() => void>();
  unsubscribe = onAdminSessionEnded(sessionEnded);
});
afterEach(() => {
  unsubscribe();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('adminJson', () => {
  it('sends the stored token as a bearer header with credentials, and reads the JSON answer', async () => {
    setAdminToken('token-123');
    answer(200, '[{"vanityPath":"acme"}]');
    await expect(adminJson('/api/vanity', { headers: { 'Cache-Control': 'no-cache' } })).resolves.toEqual([{ vanityPath: 'acme' }]);

    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/vanity');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Cache-Control': 'no-cache', Authorization: 'Bearer token-123' });
  });

  it('sends a JSON content type only with a body', async () => {
    setAdminToken('token-123');
    answer(201, '{"message":"ok"}');
    await adminJson('/api/vanity', { method: 'POST', body: { vanityPath: 'acme' } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"vanityPath":"acme"}');
  });

  it('without a token makes no request, ends the session and throws the SPEC message', async () => {
    await expect(adminJson('/api/vanity')).rejects.toThrow('Authentication required. Please log in again.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it.each([401, 403])('on %i clears the token and ends the session', async (status) => {
    setAdminToken('stale');
    answer(status, '{"message":"nope"}');
    const failure = adminJson('/api/vanity');
    await expect(failure).rejects.toBeInstanceOf(AdminAuthError);
    await expect(failure).rejects.toMatchObject({ status });
    expect(getAdminToken()).toBeNull();
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it("with onUnauthorized 'throw' clears the token but leaves the redirect to the caller", async () => {
    setAdminToken('stale');
    answer(401, '{"message":"expired"}');
    await expect(adminJson('/api/admin/check-auth', { onUnauthorized: 'throw' })).rejects.toBeInstanceOf(AdminAuthError);
    expect(getAdminToken()).toBeNull();
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it("with onUnauthorized 'keep-token' keeps the token for the next screen to refuse, and sends no one anywhere", async () => {
    setAdminToken('stale');
    answer(401, '{"message":"expired"}');
    await expect(adminJson('/api/admin/alerts', { onUnauthorized: 'keep-token' })).rejects.toBeInstanceOf(AdminAuthError);
    expect(getAdminToken()).toBe('stale');
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('without a listening screen leaves for the login page with the current path', async () => {
    unsubscribe();
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/admin/batch', search: '', assign });
    setAdminToken('stale');
    answer(401, '{}');
    await expect(adminJson('/api/batch')).rejects.toBeInstanceOf(AdminAuthError);
    expect(assign).toHaveBeenCalledWith('/admin/login?redirect=%2Fadmin%2Fbatch');
  });

  it('keeps the server message of other failures, and the body for extra fields', async () => {
    setAdminToken('token');
    answer(409, '{"message":"The vanity path \\"acme\\" is already in use.","hint":"choose another"}');
    const error = await adminJson('/api/vanity', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"The vanity path \\"acme\\" is already in use.","hint":"choose another"}');
    expect(adminErrorMessage(error, 'Failed to create vanity URL')).toBe('The vanity path "acme" is already in use.');
    expect(errorBodyOf(error)).toMatchObject({ hint: 'choose another' });
    expect(getAdminToken()).toBe('token');
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('falls back to the screen message when a failure carries none', async () => {
    setAdminToken('token');
    answer(500, '');
    const error = await adminJson('/api/vanity').catch((e: unknown) => e);
    expect(adminErrorMessage(error, 'Failed to load vanity URLs')).toBe('Failed to load vanity URLs');
  });

  it.each([
    [200, '<!doctype html><title>app</title>'],
    [502, '<html>Bad Gateway</html>'],
  ])('turns a %i answer that is not JSON into "Invalid response from server"', async (status, body) => {
    setAdminToken('token');
    answer(status, body, 'text/html');
    const error = await adminJson('/api/vanity').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(adminErrorMessage(error, 'Failed to load vanity URLs')).toBe('Invalid response from server');
  });
});

describe('loginAdmin', () => {
  it('posts the credentials without a token and stores the token it gets', async () => {
    answer(200, '{"token":"fresh-token"}');
    await expect(loginAdmin('admin', 'e2e-password')).resolves.toBe('fresh-token');
    expect(getAdminToken()).toBe('fresh-token');
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/auth/login');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init?.body as string)).toEqual({ username: 'admin', password: 'e2e-password' });
  });

  it('uses the batch screen endpoint when asked', async () => {
    answer(200, '{"token":"t"}');
    await loginAdmin('admin', 'secret1', '/api/admin/login');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/login');
  });

  it('throws the server message for refused credentials and does not end any session', async () => {
    answer(401, '{"message":"Invalid username or password"}');
    const error = await loginAdmin('admin', 'wrong-password').catch((e: unknown) => e);
    expect(adminErrorMessage(error, 'Invalid credentials. Please try again.')).toBe('Invalid username or password');
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(getAdminToken()).toBeNull();
  });

  it('fails for an answer without a token', async () => {
    answer(200, '{}');
    await expect(loginAdmin('admin', 'secret1')).rejects.toThrow('The server did not return a token');
    expect(getAdminToken()).toBeNull();
  });
});

describe('adminLoginHref', () => {
  it('carries the page to come back to', () => {
    expect(adminLoginHref('/admin/vanity')).toBe('/admin/login?redirect=%2Fadmin%2Fvanity');
  });
});
