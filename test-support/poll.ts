import { type AnalysisStatus, analysisStatusSchema } from '../engine/contract/analysis.ts';

/** Polls GET /api/analysis/{id}/status until it is completed or failed; returns every status seen. */
export async function pollUntilSettled(baseUrl: string, analysisId: string, timeoutMs = 60_000, intervalMs = 100): Promise<AnalysisStatus[]> {
  const seen: AnalysisStatus[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/analysis/${analysisId}/status`);
    if (response.ok) {
      const status = analysisStatusSchema.parse(await response.json());
      seen.push(status);
      if (status.status === 'completed' || status.status === 'failed') return seen;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`analysis ${analysisId} did not settle in ${timeoutMs} ms; last: ${JSON.stringify(seen.at(-1))}`);
}

/** Resolves once `condition` holds, checked every 20 ms; rejects after `timeoutMs`. */
export function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const check = () => {
      if (condition()) resolve();
      else if (Date.now() > deadline) reject(new Error('timed out'));
      else setTimeout(check, 20);
    };
    check();
  });
}

/** Asks `probe` every `intervalMs` until it gives a value (not undefined), and resolves with it; rejects after `timeoutMs` naming `what`. */
export async function pollFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
