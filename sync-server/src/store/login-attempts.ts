import type { LoginAttemptRepository, LoginAttemptStart } from './repositories.ts';

/** Addresses remembered at once; beyond this the oldest are forgotten, so memory stays bounded. */
const MAX_TRACKED_ADDRESSES = 10_000;

/**
 * The embedded store's login attempts: in memory, as one process needs no more (a
 * restart forgets them). Start times of failed (or still running) attempts, oldest
 * first, per address.
 */
export class MemoryLoginAttempts implements LoginAttemptRepository {
  readonly #attempts = new Map<string, { id: string; at: number }[]>();
  #nextId = 0;

  async begin(client: string, now: number, limit: number, windowMs: number): Promise<LoginAttemptStart> {
    const recent = this.#recent(client, now, windowMs);
    if (recent.length >= limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]!.at + windowMs - now) / 1000)) };
    }
    const attemptId = String((this.#nextId += 1));
    recent.push({ id: attemptId, at: now });
    this.#attempts.delete(client); // re-insert, so Map order is "least recently tried first"
    this.#attempts.set(client, recent);
    this.#forgetOldestBeyondCapacity(now, windowMs);
    return { allowed: true, attemptId };
  }

  async succeeded(client: string, attemptId: string): Promise<void> {
    const list = this.#attempts.get(client);
    const index = list?.findIndex((attempt) => attempt.id === attemptId) ?? -1;
    if (list && index >= 0) list.splice(index, 1);
    if (list?.length === 0) this.#attempts.delete(client);
  }

  #recent(client: string, now: number, windowMs: number) {
    const list = this.#attempts.get(client) ?? [];
    const firstLive = list.findIndex((attempt) => attempt.at > now - windowMs);
    return firstLive === -1 ? [] : list.slice(firstLive);
  }

  #forgetOldestBeyondCapacity(now: number, windowMs: number) {
    if (this.#attempts.size <= MAX_TRACKED_ADDRESSES) return;
    for (const client of this.#attempts.keys()) {
      if (this.#recent(client, now, windowMs).length === 0) this.#attempts.delete(client);
    }
    // Still full: forget the addresses seen longest ago (Map keeps insertion order).
    for (const client of this.#attempts.keys()) {
      if (this.#attempts.size <= MAX_TRACKED_ADDRESSES) break;
      this.#attempts.delete(client);
    }
  }
}
