import { afterEach, beforeEach, expect, it } from 'vitest';
import { type OpenedStore, describeEachStore } from '../support/store-kinds.ts';
import type { LoginAttemptRepository, LoginAttemptStart } from '../../src/store/repositories.ts';

const LIMIT = 10;
const WINDOW_MS = 15 * 60 * 1000;
const T0 = Date.parse('2026-11-23T10:00:00.000Z');

describeEachStore('login attempts in the $name store', (kind) => {
  let opened: OpenedStore;
  let attempts: LoginAttemptRepository;

  beforeEach(async () => {
    opened = await kind.open();
    attempts = opened.store.loginAttempts;
  });
  afterEach(async () => {
    await opened.dispose();
  });

  const begin = (client: string, at: number) => attempts.begin(client, at, LIMIT, WINDOW_MS);
  const allowed = (outcomes: LoginAttemptStart[]) => outcomes.filter((outcome) => outcome.allowed).length;

  it('allows the limit of failures per client in the window, then says how long to wait', async () => {
    for (let n = 0; n < LIMIT; n += 1) expect((await begin('203.0.113.7', T0 + n * 1000)).allowed).toBe(true);
    expect(await begin('203.0.113.7', T0 + 60_000)).toEqual({ allowed: false, retryAfterSeconds: (WINDOW_MS - 60_000) / 1000 });
    expect((await begin('198.51.100.1', T0 + 60_000)).allowed).toBe(true); // another client is not held back
    // Once the first failure leaves the window, one more attempt may start.
    expect((await begin('203.0.113.7', T0 + WINDOW_MS + 1)).allowed).toBe(true);
    expect((await begin('203.0.113.7', T0 + WINDOW_MS + 2)).allowed).toBe(false);
  });

  it('does not count an attempt whose credentials were right', async () => {
    for (let n = 0; n < LIMIT - 1; n += 1) await begin('203.0.113.7', T0);
    const right = await begin('203.0.113.7', T0);
    if (!right.allowed) throw new Error('the tenth attempt should start');
    await attempts.succeeded('203.0.113.7', right.attemptId);
    expect((await begin('203.0.113.7', T0 + 1)).allowed).toBe(true);
    expect((await begin('203.0.113.7', T0 + 2)).allowed).toBe(false);
  });

  it('lets no more than the limit start when many arrive at once', async () => {
    const outcomes = await Promise.all(Array.from({ length: LIMIT + 8 }, () => begin('203.0.113.7', T0)));
    expect(allowed(outcomes)).toBe(LIMIT);
  });
});
