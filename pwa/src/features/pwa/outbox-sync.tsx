import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { localDatabaseExists } from '../../lib/local-database.ts';
import { isOnline, onReconnect } from '../../lib/online-status.ts';

/** The outbox, IndexedDB and the report toast are loaded on demand, so they stay out of the first screen's bundle. */
async function flushOutbox(router: AnyRouter): Promise<void> {
  if (!(await localDatabaseExists())) return; // nothing can have been queued
  const [{ sendQueuedAnalyses }, { startAnalysis }, { announceOutboxFlush }] = await Promise.all([
    import('../../lib/outbox.ts'),
    import('../landing/use-start-analysis.ts'),
    import('./outbox-report.tsx'),
  ]);
  announceOutboxFlush(await sendQueuedAnalyses(startAnalysis), router);
}

/** Runs once the page has loaded and the browser is idle, so the start-up check never delays the first screen. */
function whenSettled(work: () => void): () => void {
  // Safari has no requestIdleCallback.
  const idle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  let handle: number | undefined;
  const schedule = () => {
    handle = idle ? idle(work, { timeout: 3000 }) : window.setTimeout(work, 500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (handle === undefined) return;
    if (idle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/** Sends the analyses queued offline, at start-up and each time the connection returns. */
export function useOutboxSync() {
  const router = useRouter();
  useEffect(() => {
    const flush = () => {
      if (!isOnline()) return;
      flushOutbox(router).catch(() => {
        // IndexedDB unavailable: nothing can have been queued.
      });
    };
    const cancelStartUp = whenSettled(flush);
    const stopListening = onReconnect(flush);
    return () => {
      cancelStartUp();
      stopListening();
    };
  }, [router]);
}
