import type { Logger } from '../logger.ts';
import type { PageRepository } from '../store/repositories.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often kept pages are checked against PAGES_RETENTION_DAYS; the first check runs at start. */
export const PAGES_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface PagesRetentionDeps {
  pages: Pick<PageRepository, 'sweep'>;
  /** PAGES_RETENTION_DAYS: 0 keeps none, so every kept set goes at the first sweep. */
  retentionDays: number;
  logger: Logger;
  now?: () => Date;
  intervalMs?: number;
}

/** The moment before which stored pages are no longer kept. */
export function pagesKeptSince(retentionDays: number, now: Date): string {
  return new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
}

/**
 * Deletes the pages analyses read once they are older than PAGES_RETENTION_DAYS (issue
 * #30), at start and every hour. Safe in several processes at once: each deletion is by
 * age alone. The reports stay; only scoring them again is no longer possible.
 */
export function startPagesRetention(deps: PagesRetentionDeps): { sweepNow(at?: Date): Promise<number>; stop(): Promise<void> } {
  const now = deps.now ?? (() => new Date());
  let running: Promise<number> | undefined;
  /** `at`: the moment to sweep as of (tests look ahead past the retention); now by default. */
  const sweepNow = (at?: Date) => {
    running ??= deps.pages
      .sweep(pagesKeptSince(deps.retentionDays, at ?? now()))
      .then((removed) => {
        if (removed > 0) deps.logger.info('stored pages past their retention deleted', { pageSets: removed, retentionDays: deps.retentionDays });
        return removed;
      })
      .catch((error: unknown) => {
        deps.logger.warn('could not delete stored pages past their retention', { error });
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  void sweepNow();
  const timer = setInterval(() => void sweepNow(), deps.intervalMs ?? PAGES_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    sweepNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
