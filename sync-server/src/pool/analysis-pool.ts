import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { AnalyzeRequest } from '../../../engine/contract/analysis.ts';
import type { AnalysisOutcome, AnalysisTask, ProgressMessage, ScoreOutcome, ScoreTask } from './analysis-task.ts';
import type { PageRenderer, RenderingMode } from '../../../engine/crawl/render-stage.ts';
import type { CrawlerTestHooks } from './crawler-test-hooks.ts';
import type { EngineTestVariant } from './engine-in-use.ts';
import { serveRenderCalls } from './render-bridge.ts';

/** The only code that talks to piscina: worker threads that crawl and analyse. */
export interface AnalysisPool {
  run(request: AnalyzeRequest, analyzedAt: string, onProgress: (message: ProgressMessage) => void, signal?: AbortSignal): Promise<AnalysisOutcome>;
  destroy(): Promise<void>;
}

/** Scores stored pages again on an analysis thread (issue #30): the rescore and "what changed" across engines. */
export interface PageScorer {
  score(packed: Uint8Array): Promise<ScoreOutcome>;
}

/** What readiness asks the pool (routes/ready.ts); test pools need not answer it. */
export interface PoolHealth {
  /** True when a thread answered within `timeoutMs`, or one reported on its analysis that recently. */
  answers(timeoutMs: number): Promise<boolean>;
}

/**
 * V8 limits of each analysis thread. Analysing a large page allocates about 14 MB,
 * most of it node-html-parser's tree, alive until the page is read: in V8's default
 * young generation it outlives scavenges and is copied and promoted (on the 287 KB
 * fixture page, 2.8 ms of GC pauses an analysis); with room for a whole analysis it
 * mostly dies young (1.4 ms). bench/analyze measures the engine in a thread with these limits.
 */
export const ANALYSIS_WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 96 } as const;

export interface AnalysisPoolOptions {
  threads: number;
  allowPrivateNetwork: boolean;
  /** ALLOW_PRIVATE_HOSTS. */
  allowedHosts?: string[];
  /** BROWSER_RENDERING, and the process's renderer when a Chromium was found. */
  rendering?: { mode: RenderingMode; renderer?: PageRenderer };
  testHooks?: CrawlerTestHooks;
  /** Pack the pages each analysis read, to be kept with it (PAGES_RETENTION_DAYS above 0). */
  keepPages?: boolean;
  /** Tests only: score with a variant of the engine (engine-in-use.ts). */
  engine?: EngineTestVariant;
}

export function createAnalysisPool(options: AnalysisPoolOptions): AnalysisPool & PoolHealth & PageScorer {
  const pool = new Piscina<AnalysisTask, AnalysisOutcome>({
    filename: new URL('./worker-entry.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: 60_000,
    resourceLimits: ANALYSIS_WORKER_RESOURCE_LIMITS,
  });
  // When every thread is busy a ping waits in the queue; a thread reporting progress is answer enough.
  let lastHeardAt = 0;
  return {
    async run(request, analyzedAt, onProgress, signal) {
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (message: ProgressMessage) => {
        lastHeardAt = Date.now();
        onProgress(message);
      });
      const mode = options.rendering?.mode ?? 'off';
      const renderer = mode === 'off' ? undefined : options.rendering?.renderer;
      const renderChannel = renderer ? new MessageChannel() : undefined;
      if (renderChannel && renderer) serveRenderCalls(renderChannel.port1, renderer);
      try {
        return await pool.run(
          {
            request,
            allowPrivateNetwork: options.allowPrivateNetwork,
            allowedHosts: options.allowedHosts ?? [],
            rendering: { mode, ...(renderChannel ? { port: renderChannel.port2 } : {}) },
            analyzedAt,
            progressPort: port2,
            ...(options.testHooks ? { testHooks: options.testHooks } : {}),
            keepPages: options.keepPages ?? false,
            ...(options.engine ? { engine: options.engine } : {}),
          },
          { transferList: renderChannel ? [port2, renderChannel.port2] : [port2], signal: signal ?? null },
        );
      } finally {
        port1.close();
        renderChannel?.port1.close();
      }
    },
    score(packed) {
      // The score export of worker-entry.mjs, typed apart from analyses.
      const scoring = pool as unknown as Piscina<ScoreTask, ScoreOutcome>;
      return scoring.run({ packed, ...(options.engine ? { engine: options.engine } : {}) }, { name: 'score' });
    },
    async answers(timeoutMs) {
      if (Date.now() - lastHeardAt < timeoutMs) return true;
      try {
        // The ping is the worker module's other export (worker-entry.mjs), typed apart from analyses.
        const pinged = pool as unknown as Piscina<null, string>;
        return (await pinged.run(null, { name: 'ping', signal: AbortSignal.timeout(timeoutMs) })) === 'pong';
      } catch {
        return Date.now() - lastHeardAt < timeoutMs;
      }
    },
    destroy: () => pool.destroy(),
  };
}
