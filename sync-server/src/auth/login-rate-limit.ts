import type { LoginAttemptRepository } from '../store/repositories.ts';

/** DESIGN section 4: at most 10 failed logins per client address in 15 minutes. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export type LoginAttempt =
  | { allowed: true; /** Call when the credentials were right: the attempt then counts as no failure. */ succeeded(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

export interface LoginRateLimiterOptions {
  limit?: number;
  windowMs?: number;
  now?: () => number;
}

/**
 * A sliding window of failed attempts per client address, kept by the store so that
 * with several processes on one database the limit is theirs together (issue #14).
 */
export class LoginRateLimiter {
  readonly #attempts: LoginAttemptRepository;
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;

  constructor(attempts: LoginAttemptRepository, { limit = LOGIN_FAILURE_LIMIT, windowMs = LOGIN_WINDOW_MS, now = Date.now }: LoginRateLimiterOptions = {}) {
    this.#attempts = attempts;
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  async begin(address: string): Promise<LoginAttempt> {
    const started = await this.#attempts.begin(address, this.#now(), this.#limit, this.#windowMs);
    if (!started.allowed) return started;
    return { allowed: true, succeeded: () => this.#attempts.succeeded(address, started.attemptId) };
  }
}
