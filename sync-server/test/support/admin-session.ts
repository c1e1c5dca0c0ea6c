import { type BatchJobDetail, batchJobDetailSchema } from '../../../engine/contract/batch.ts';

export interface AdminRequest {
  method?: string;
  /** JSON body. */
  body?: unknown;
  /** A body sent as is, as text/plain. */
  rawBody?: string;
  /** Another token than the session's; null sends none. */
  token?: string | null;
}

export interface AdminSession {
  token: string;
  /** A call to `/api{path}` with the session's bearer token. */
  api(path: string, request?: AdminRequest): Promise<Response>;
}

/** Logs in through POST /api/admin/login (the batch screen's path) for tests and benchmarks. */
export async function adminSession(baseUrl: string, username: string, password: string): Promise<AdminSession> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return {
    token,
    api(path, { method = 'GET', body, rawBody, token: override }: AdminRequest = {}) {
      const bearer = override === undefined ? token : override;
      const headers: Record<string, string> = {};
      if (bearer !== null) headers.authorization = `Bearer ${bearer}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (rawBody !== undefined) headers['content-type'] = 'text/plain';
      return fetch(`${baseUrl}/api${path}`, { method, headers, body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)) });
    },
  };
}

/** Polls GET /api/batch/{id} until the job is completed or failed; throws with the last state after `timeoutMs`. */
export async function waitForBatch(session: AdminSession, batchId: string, { timeoutMs = 60_000, intervalMs = 200 } = {}): Promise<BatchJobDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const detail = batchJobDetailSchema.parse(await (await session.api(`/batch/${batchId}`)).json());
    if (detail.status === 'completed' || detail.status === 'failed') return detail;
    if (Date.now() > deadline) throw new Error(`batch ${batchId} did not finish in ${timeoutMs} ms: ${JSON.stringify(detail)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
