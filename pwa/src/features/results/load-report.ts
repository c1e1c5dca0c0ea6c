import { ApiError, apiJson } from '../../lib/api-client.ts';
import type { forgetResult, recallResult, rememberResult } from '../../lib/db.ts';
import { isOnline } from '../../lib/online-status.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { isReportResult, type ReportResult, type ReportSource, withDefaults } from './report-source.ts';

/** What opening /results/{x} comes to; the page turns each into a screen or a redirect. */
export type ReportOutcome =
  /** `offline`: the network failed and this is the copy kept on the device. */
  | { kind: 'report'; result: ReportResult; offline: boolean }
  /** The analysis is still pending or running: its progress screen. */
  | { kind: 'in-progress'; analysisId: string }
  /** The analysis failed: home with the analysis_failed alert. */
  | { kind: 'failed' }
  | { kind: 'not-found' }
  /** Offline, and this report was never opened on this device. */
  | { kind: 'needs-connection' }
  | { kind: 'error' };

export interface ReportDeps {
  fetchJson: (path: string) => Promise<unknown>;
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined;
  remember: typeof rememberResult;
  recall: typeof recallResult;
  forget: typeof forgetResult;
  /** False when the browser knows it is offline: the kept copy is used without trying the network. */
  isOnline?: () => boolean;
  /** Resolves at an idle moment after the report is drawn, when a fetched report is kept. */
  whenIdle?: () => Promise<void>;
}

// IndexedDB (Dexie) is loaded only when a report is kept or looked for on the device.
let databaseModule: Promise<typeof import('../../lib/db.ts')> | undefined;
const database = () => (databaseModule ??= import('../../lib/db.ts'));

/** Longest a fetched report waits for an idle moment before it is kept on the device. */
const KEEP_WITHIN_MS = 1000;

const browserDeps: ReportDeps = {
  fetchJson: (path) => apiJson(path),
  storage: typeof localStorage === 'undefined' ? undefined : localStorage,
  remember: async (key, result, _database, fetchedAt) => (await database()).rememberResult(key, result, undefined, fetchedAt),
  recall: async (key) => (await database()).recallResult(key),
  forget: async (key) => (await database()).forgetResult(key),
  isOnline,
  whenIdle: () => idleMoment(KEEP_WITHIN_MS),
};

function idleMoment(timeout: number): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout }));
}

/**
 * Resolves a report: the vanity resolver's local hand-off first (used once, then
 * removed), then the server, then the copy kept in IndexedDB when the network fails.
 * Every result fetched is kept, so a report opened once opens again offline.
 */
export async function loadReport(source: ReportSource, deps: ReportDeps = browserDeps): Promise<ReportOutcome> {
  const handedOver = takeHandoff(source, deps.storage);
  if (handedOver) {
    await deps.remember(source.key, handedOver);
    return { kind: 'report', result: handedOver, offline: false };
  }
  if (source.kind === 'handoff') {
    // No hand-off in storage: only a copy kept from an earlier visit can show it.
    const kept = await recallReport(source.key, deps);
    return kept ? { kind: 'report', result: kept, offline: false } : { kind: 'error' };
  }

  if (deps.isOnline?.() === false) {
    const kept = await recallReport(source.key, deps);
    return kept ? { kind: 'report', result: kept, offline: true } : { kind: 'needs-connection' };
  }

  const path = source.kind === 'analysis' ? `/api/analysis/${source.key}/results` : `/api/results/${encodeURIComponent(source.key)}`;
  const fetchedAt = Date.now();
  try {
    const fetched = await deps.fetchJson(path);
    if (!isReportResult(fetched)) return { kind: 'error' };
    const result = withDefaults(fetched);
    // Kept on the device once it shows, so it opens offline; not before: loading and
    // opening IndexedDB would compete with drawing it. Unless the visitor removed it from
    // the device meanwhile (a report read ahead for a hovered row they then removed).
    void (deps.whenIdle?.() ?? Promise.resolve()).then(() => deps.remember(source.key, result, undefined, fetchedAt)).catch(() => undefined);
    return { kind: 'report', result, offline: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await deps.forget(source.key); // the server no longer has it; neither should the device
      return { kind: 'not-found' };
    }
    if (error instanceof ApiError && error.status === 409 && source.kind === 'analysis') {
      return unfinishedOutcome(source.key, error, deps);
    }
    const kept = await recallReport(source.key, deps);
    if (kept) return { kind: 'report', result: kept, offline: true };
    // No answer and the app now knows it is offline: say so rather than fail (DESIGN section 5).
    return deps.isOnline?.() === false ? { kind: 'needs-connection' } : { kind: 'error' };
  }
}

/** The hand-off is used when it is meant for this page: always for shared-{path}, else when its id or slug matches. */
function takeHandoff(source: ReportSource, storage: ReportDeps['storage']): ReportResult | undefined {
  let stored: unknown;
  try {
    const text = storage?.getItem(STORAGE_KEYS.analysisResult);
    if (!text) return undefined;
    stored = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isReportResult(stored)) return undefined;
  const meantForThisPage =
    source.kind === 'handoff' ||
    (source.kind === 'analysis' && stored.analysisId?.toLowerCase() === source.key) ||
    (source.kind === 'share' && stored.shareSlug === source.key);
  if (!meantForThisPage) return undefined;
  storage?.removeItem(STORAGE_KEYS.analysisResult);
  return withDefaults(stored);
}

async function recallReport(key: string, deps: ReportDeps): Promise<ReportResult | undefined> {
  const kept = await deps.recall(key);
  return isReportResult(kept) ? withDefaults(kept) : undefined;
}

/**
 * The results call answers 409 `{ message, status }` while an analysis is pending or
 * running and when it failed; without a readable status the status call decides.
 */
async function unfinishedOutcome(analysisId: string, error: ApiError, deps: ReportDeps): Promise<ReportOutcome> {
  let status = statusIn(error.responseText);
  if (!status) {
    try {
      status = ((await deps.fetchJson(`/api/analysis/${analysisId}/status`)) as { status?: unknown }).status;
    } catch {
      return { kind: 'error' };
    }
  }
  if (status === 'failed') return { kind: 'failed' };
  if (status === 'pending' || status === 'running') return { kind: 'in-progress', analysisId };
  return { kind: 'error' };
}

function statusIn(responseText: string): unknown {
  try {
    return (JSON.parse(responseText) as { status?: unknown }).status;
  } catch {
    return undefined;
  }
}
