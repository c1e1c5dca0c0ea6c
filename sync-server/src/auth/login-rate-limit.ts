/** DESIGN section 4: at most 10 failed logins per client address in 15 minutes. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Addresses remembered at once; beyond this the oldest are forgotten, so memory stays bounded. */
const MAX_TRACKED_ADDRESSES = 10_000;

export type LoginAttempt =
  | { allowed: true; /** Call when the credentials were right: the attempt then counts as no failure. */ succeeded(): void }
  | { allowed: false; retryAfterSeconds: number };

export interface LoginRateLimiterOptions {
  limit?: number;
  windowMs?: number;
  now?: () => number;
}

/**
 * A sliding window of failed attempts per client address. An attempt counts as a
 * failure from the moment it starts (until it succeeds), so a burst of parallel
 * guesses cannot slip past the limit while their password hashes are computed.
 */
export class LoginRateLimiter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  /** Start times of failed (or still running) attempts, oldest first, per address. */
  readonly #attempts = new Map<string, number[]>();

  constructor({ limit = LOGIN_FAILURE_LIMIT, windowMs = LOGIN_WINDOW_MS, now = Date.now }: LoginRateLimiterOptions = {}) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  begin(address: string): LoginAttempt {
    const now = this.#now();
    const recent = this.#recent(address, now);
    if (recent.length >= this.#limit) {
      const oldest = recent[0]!;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.#windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.#attempts.delete(address); // re-insert, so Map order is "least recently tried first"
    this.#attempts.set(address, recent);
    this.#forgetOldestBeyondCapacity();
    return {
      allowed: true,
      succeeded: () => {
        const list = this.#attempts.get(address);
        const index = list?.lastIndexOf(now) ?? -1;
        if (list && index >= 0) list.splice(index, 1);
        if (list?.length === 0) this.#attempts.delete(address);
      },
    };
  }

  #recent(address: string, now: number): number[] {
    const list = this.#attempts.get(address) ?? [];
    const firstLive = list.findIndex((at) => at > now - this.#windowMs);
    return firstLive === -1 ? [] : list.slice(firstLive);
  }

  #forgetOldestBeyondCapacity() {
    if (this.#attempts.size <= MAX_TRACKED_ADDRESSES) return;
    const now = this.#now();
    for (const [address, list] of this.#attempts) {
      if (list.length === 0 || this.#recent(address, now).length === 0) this.#attempts.delete(address);
    }
    // Still full: forget the addresses seen longest ago (Map keeps insertion order).
    for (const address of this.#attempts.keys()) {
      if (this.#attempts.size <= MAX_TRACKED_ADDRESSES) break;
      this.#attempts.delete(address);
    }
  }
}
