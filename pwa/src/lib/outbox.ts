import type { AnalyzeRequest, AnalyzeResponse } from '../../../engine/contract/analysis.ts';
import { ApiError } from './api-client.ts';
import { type AppDb, db, type OutboxEntry } from './db.ts';
import { isNetworkFailure } from './online-status.ts';

/**
 * Analyses asked for while offline (DESIGN section 5's outbox): kept in IndexedDB and
 * sent, oldest first, once the connection returns.
 */

export function queueAnalysis(request: AnalyzeRequest, database: AppDb = db): Promise<number> {
  return database.outbox.add({ request, createdAt: Date.now() }) as Promise<number>;
}

export async function dropQueuedAnalysis(id: number, database: AppDb = db): Promise<void> {
  await database.outbox.delete(id);
}

export function listQueuedAnalyses(database: AppDb = db): Promise<OutboxEntry[]> {
  return database.outbox.orderBy('createdAt').toArray();
}

export interface OutboxFlush {
  /** Accepted by the server: each now has an analysis running. */
  sent: { entry: OutboxEntry; analysisId: string }[];
  /** Refused by the server (a 4xx, an answer without an id): sending again would fail the same way, so they left the outbox. */
  refused: { entry: OutboxEntry; error: unknown }[];
  /** Still queued: the network failed again, or the server was unavailable, before they could be sent. */
  remaining: number;
}

export type SendAnalysis = (request: AnalyzeRequest) => Promise<AnalyzeResponse>;

const LOCK_NAME = 'onboarding-analyzer-outbox';
let localTurn: Promise<unknown> = Promise.resolve();

/**
 * One sender at a time, across tabs where the browser has Web Locks, so two tabs
 * coming back online together never send the same analysis twice.
 */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(LOCK_NAME, work);
  const turn = localTurn.then(work, work);
  localTurn = turn.catch(() => undefined);
  return turn;
}

/** Worth another try later: no answer at all (fetch's TypeError), a server error or a rate limit. */
function isTransient(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return isNetworkFailure(error);
}

/**
 * Sends every queued analysis in the order they were asked for. A transient failure
 * stops the round and keeps the rest for the next one; any other failure removes
 * that entry (sending it again would get the same answer) and reports it.
 */
export function sendQueuedAnalyses(send: SendAnalysis, database: AppDb = db): Promise<OutboxFlush> {
  return exclusively(async () => {
    const flush: OutboxFlush = { sent: [], refused: [], remaining: 0 };
    // Read inside the lock: another sender may have emptied the outbox meanwhile.
    const queued = await listQueuedAnalyses(database);
    for (const [index, entry] of queued.entries()) {
      try {
        const { analysisId } = await send(entry.request);
        await database.outbox.delete(entry.id);
        flush.sent.push({ entry, analysisId });
      } catch (error) {
        if (isTransient(error)) {
          flush.remaining = queued.length - index;
          break;
        }
        await database.outbox.delete(entry.id);
        flush.refused.push({ entry, error });
      }
    }
    return flush;
  });
}
