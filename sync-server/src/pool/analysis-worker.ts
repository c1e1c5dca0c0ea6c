import { analyzePages, type AnalyzeInput } from '../../../engine/analysis/analyze.ts';
import { CrawlError, crawlSite } from '../../../engine/crawl/crawl-site.ts';
import { packPageSet, unpackPageSet } from '../pages/page-set-codec.ts';
import { ANALYSIS_DEADLINE_MS, type AnalysisOutcome, type AnalysisTask, type ProgressMessage, type ScoreOutcome, type ScoreTask } from './analysis-task.ts';
import { crawlerHookOptions } from './crawler-test-hooks.ts';
import { engineOf } from './engine-in-use.ts';
import { renderViaPort } from './render-bridge.ts';

/**
 * Runs in a piscina worker thread: crawl, then the pure analysis. Steps follow
 * ANALYSIS_STEP_NAMES: 0 scanning the home page, 1 the other pages, 2-5 the analysis.
 */
export default async function runAnalysis(task: AnalysisTask): Promise<AnalysisOutcome> {
  const report = (message: ProgressMessage) => task.progressPort.postMessage(message);
  const deadline = AbortSignal.timeout(ANALYSIS_DEADLINE_MS);
  try {
    report({ stepIndex: 0, progress: 5 });
    let crawlProgress = 10;
    const pages = await crawlSite({
      url: task.request.url,
      pricingUrl: task.request.pricingUrl,
      allowPrivateNetwork: task.allowPrivateNetwork,
      allowedHosts: task.allowedHosts,
      rendering: { mode: task.rendering.mode, ...(task.rendering.port ? { renderer: renderViaPort(task.rendering.port) } : {}) },
      signal: deadline,
      // A second step of pages can raise `planned` after the first ones are in: progress never goes back.
      onPage: (_page, fetched, planned) => {
        crawlProgress = Math.max(crawlProgress, 10 + Math.round((60 * fetched) / Math.max(planned, 1)));
        report({ stepIndex: 1, progress: crawlProgress });
      },
      ...crawlerHookOptions(task.testHooks),
    });
    report({ stepIndex: 2, progress: 75 });
    const input: AnalyzeInput = {
      url: task.request.url,
      pages,
      analyzedAt: task.analyzedAt,
      options: {
        forceDemoOnly: task.request.forceDemoOnly,
        forceMaturityLevel: task.request.forceMaturityLevel,
        signupsPerMonth: task.request.signupsPerMonth,
        currentActivationRate: task.request.currentActivationRate,
        averageRevenuePerUser: task.request.averageRevenuePerUser,
      },
    };
    const result = analyzePages(input, engineOf(task.engine));
    report({ stepIndex: 5, progress: 95 });
    // Packed here, off the main thread.
    const packed = task.keepPages ? packPageSet({ ...input, engineVersion: result.engineVersion }) : undefined;
    return packed ? { ok: true, result, pages: packed } : { ok: true, result };
  } catch (error) {
    if (error instanceof CrawlError) return { ok: false, message: error.message, permanent: error.permanent };
    if (deadline.aborted) {
      return { ok: false, message: `The site took longer than ${ANALYSIS_DEADLINE_MS / 1000} seconds to read, so the analysis was stopped.`, permanent: false };
    }
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `The analysis stopped unexpectedly: ${message}`, permanent: false };
  } finally {
    task.progressPort.close();
    task.rendering.port?.close();
  }
}

/** Scores stored pages again (issue #30): the same engine over the same pages gives the same result. */
export function scorePages(task: ScoreTask): ScoreOutcome {
  try {
    return { ok: true, result: analyzePages(unpackPageSet(task.packed), engineOf(task.engine)) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
