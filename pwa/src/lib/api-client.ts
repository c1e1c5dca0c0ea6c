import { connection } from './online-status.ts';

/**
 * The one way the PWA calls the server (SPEC section 7): credentials always
 * included, a JSON content type only when there is a body, and any non-OK
 * response thrown as `ApiError` whose message is "{status}: {text or status text}"
 * (SPEC section 8).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly responseText: string,
    statusText: string,
  ) {
    super(`${status}: ${responseText || statusText}`);
    this.name = 'ApiError';
  }

  /** The `message` field of a JSON error body, when the server sent one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.responseText) as { message?: unknown };
      return typeof parsed.message === 'string' && parsed.message ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    // No answer at all: the app now treats itself as offline (lib/online-status).
    connection.reportFailure(error);
    throw error;
  }
  connection.reportAnswer();
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  return response;
}

/** GET or send, then read JSON. */
export async function apiJson<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiRequest(path, options);
  return (await response.json()) as T;
}
