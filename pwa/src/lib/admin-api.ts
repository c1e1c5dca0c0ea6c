import type { LoginResponse } from '../../../engine/contract/auth.ts';
import { ApiError, type ApiRequestOptions, apiRequest } from './api-client.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * The admin side of the API (SPEC sections 6 and 7): the bearer token kept in local
 * storage under `admin-token`, and the rule that a 401 or 403 ends the session.
 */

/** SPEC section 8: what an admin screen shows when the session is gone. */
export const AUTH_REQUIRED_MESSAGE = 'Authentication required. Please log in again.';
/** SPEC section 8: an admin answer that is not JSON. */
export const INVALID_RESPONSE_MESSAGE = 'Invalid response from server';

export const ADMIN_LOGIN_PATH = '/admin/login';

export function getAdminToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.adminToken) || null;
  } catch {
    return null; // storage blocked (private mode, policy): treated as logged out
  }
}

export function setAdminToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.adminToken, token);
}

export function clearAdminToken(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.adminToken);
  } catch {
    // nothing stored, nothing to clear
  }
}

/** No token, or the server refused it (401/403): the admin must log in again. */
export class AdminAuthError extends Error {
  constructor(readonly status?: 401 | 403) {
    super(AUTH_REQUIRED_MESSAGE);
    this.name = 'AdminAuthError';
  }
}

/** The server answered with something that is not JSON (an HTML error page, a proxy's text). */
export class InvalidResponseError extends Error {
  constructor(readonly status: number) {
    super(INVALID_RESPONSE_MESSAGE);
    this.name = 'InvalidResponseError';
  }
}

// ---- session end ------------------------------------------------------------------

type SessionEndedListener = () => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/**
 * Screens that can route within the app (the protected-route guard) listen here and
 * send the admin to the login page themselves. Returns the unsubscribe function.
 */
export function onAdminSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** The login page, with the page to come back to (SPEC section 2's guard). */
export function adminLoginHref(returnTo: string): string {
  return `${ADMIN_LOGIN_PATH}?${new URLSearchParams({ redirect: returnTo })}`;
}

/** SPEC section 6: a 401 or 403 clears the token and redirects to admin login. */
export function endAdminSession(): void {
  clearAdminToken();
  if (sessionEndedListeners.size > 0) {
    for (const listener of [...sessionEndedListeners]) listener();
    return;
  }
  // No screen is listening: leave by a full navigation, which works from anywhere.
  const { pathname, search } = window.location;
  if (pathname !== ADMIN_LOGIN_PATH) window.location.assign(adminLoginHref(`${pathname}${search}`));
}

// ---- requests ---------------------------------------------------------------------

export interface AdminRequestOptions extends ApiRequestOptions {
  /**
   * 'end-session' (default): a missing token, 401 or 403 also ends the session (see
   * endAdminSession). 'throw': clears the token and throws AdminAuthError; the caller
   * decides (the session check, a screen with its own login form). 'keep-token': throws
   * AdminAuthError and leaves the token, so the admin's next screen is the one that
   * says the session ended (a check in the background, which must not take it first).
   */
  onUnauthorized?: 'end-session' | 'throw' | 'keep-token';
}

/**
 * An authenticated admin call that answers JSON. Throws AdminAuthError (no token,
 * 401, 403), InvalidResponseError (a body that is not JSON), ApiError (other non-OK
 * answers; its `serverMessage` holds the server's `message`) or the fetch error.
 */
export async function adminJson<T>(path: string, { onUnauthorized = 'end-session', headers, ...options }: AdminRequestOptions = {}): Promise<T> {
  const refuse = (status?: 401 | 403): never => {
    if (onUnauthorized === 'end-session') endAdminSession();
    else if (onUnauthorized === 'throw') clearAdminToken();
    throw new AdminAuthError(status);
  };

  const token = getAdminToken();
  if (!token) return refuse();
  let response: Response;
  try {
    response = await apiRequest(path, { ...options, headers: { ...headers, Authorization: `Bearer ${token}` } });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return refuse(error.status);
    if (error instanceof ApiError && error.responseText.trim() !== '' && parseJson(error.responseText) === undefined) {
      throw new InvalidResponseError(error.status);
    }
    throw error;
  }
  return readJson<T>(response);
}

/**
 * Logs in (POST /api/auth/login for the login page, /api/admin/login for the batch
 * screen) and stores the token. A refusal throws ApiError with the server's message;
 * an answer without a token throws too.
 */
export async function loginAdmin(username: string, password: string, endpoint: '/api/auth/login' | '/api/admin/login' = '/api/auth/login'): Promise<string> {
  const response = await apiRequest(endpoint, { body: { username, password } });
  const { token } = await readJson<Partial<LoginResponse>>(response);
  if (typeof token !== 'string' || token === '') throw new Error('The server did not return a token');
  setAdminToken(token);
  return token;
}

/** The server's own `message` for a failed call, if it sent one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** The JSON body of a failed call (for fields beyond `message`, such as the batch screen's `error` and `hint`). */
export function errorBodyOf(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = parseJson(error.responseText);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

/** What an admin screen shows for a failed call: SPEC section 8's texts, the server's message, or the screen's fallback. */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof AdminAuthError || error instanceof InvalidResponseError) return error.message;
  return serverMessageOf(error) ?? fallback;
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  const parsed = parseJson(text);
  if (parsed === undefined) throw new InvalidResponseError(response.status);
  return parsed as T;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
