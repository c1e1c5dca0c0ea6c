import { randomUUID } from 'node:crypto';
import { type AnalysisResult, analysisResultSchema } from '../../../engine/contract/analysis.ts';
import type { Logger } from '../logger.ts';
import { DamagedPageSetError } from '../pages/page-set.ts';
import type { PageScorer } from '../pool/analysis-pool.ts';
import type { EngineInfo } from '../pool/engine-in-use.ts';
import type { AnalysisRecord } from '../store/db-schema.ts';
import type { Store } from '../store/repositories.ts';

/** An analysis and its report. */
export interface Reading {
  record: AnalysisRecord;
  result: AnalysisResult;
}

/**
 * Scoring stored pages again (issue #30), Lighthouse's audit mode over gathered
 * artifacts: the current engine over the pages an analysis read, stored as a new
 * analysis marked `rescoredFrom`, with the pages' `analyzedAt`. When the engine did not
 * change, its report is the original's, byte for byte but for the ids.
 */
export interface Rescorer {
  /** A new analysis from the stored pages; undefined when they are no longer kept. Throws DamagedPageSetError for pages that cannot be read. */
  rescore(record: AnalysisRecord): Promise<Reading | undefined>;
  /**
   * The analysis as the current engine reads it: itself when this engine made it, else
   * this engine's earlier rescore of it, else a new rescore; undefined when its pages are
   * no longer kept or cannot be read.
   */
  currentReading(record: AnalysisRecord, result: AnalysisResult): Promise<Reading | undefined>;
  /** The engine this server scores with. */
  readonly engine: EngineInfo;
}

export interface RescorerDeps {
  store: Pick<Store, 'analyses' | 'results' | 'pages'>;
  scorer: PageScorer;
  engine: EngineInfo;
  logger: Logger;
  now?: () => Date;
}

/** A rescore of a rescore reads the pages of the analysis that gathered them; chains stay short. */
const MAX_SOURCE_HOPS = 8;

export function createRescorer(deps: RescorerDeps): Rescorer {
  const { store, scorer, engine, logger } = deps;
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  /** One rescore per analysis at a time: readers asking together share it. */
  const underWay = new Map<string, Promise<Reading | undefined>>();

  async function pagesOf(record: AnalysisRecord): Promise<Uint8Array | undefined> {
    let current: AnalysisRecord | undefined = record;
    for (let hop = 0; current && hop < MAX_SOURCE_HOPS; hop += 1) {
      const packed = await store.pages.read(current.id);
      if (packed) return packed;
      current = current.rescoredFrom ? await store.analyses.get(current.rescoredFrom) : undefined;
    }
    return undefined;
  }

  async function rescore(record: AnalysisRecord): Promise<Reading | undefined> {
    const packed = await pagesOf(record);
    if (!packed) return undefined;
    const outcome = await scorer.score(packed);
    if (!outcome.ok) throw new DamagedPageSetError(outcome.message);
    const id = randomUUID();
    const result = analysisResultSchema.parse({ ...outcome.result, analysisId: id, rescoredFrom: record.id });
    // The result first, so the rescored analysis always has one.
    await store.results.write(id, result);
    const created = await store.analyses.createRescored(id, record, result.engineVersion, now());
    logger.info('analysis scored again', { analysisId: id, rescoredFrom: record.id, engineVersion: result.engineVersion });
    return { record: created, result };
  }

  async function currentReading(record: AnalysisRecord, result: AnalysisResult): Promise<Reading | undefined> {
    if (result.engineVersion === engine.version) return { record, result };
    const earlier = await store.analyses.rescoreOf(record, engine.version);
    const earlierResult = earlier && (await store.results.read(earlier.id).catch(() => undefined));
    if (earlier && earlierResult) return { record: earlier, result: earlierResult };
    let shared = underWay.get(record.id);
    if (!shared) {
      shared = rescore(record).catch((error: unknown) => {
        if (!(error instanceof DamagedPageSetError)) throw error;
        logger.warn('the stored pages of an analysis could not be scored again', { analysisId: record.id, error });
        return undefined;
      });
      underWay.set(record.id, shared);
      void shared.finally(() => underWay.delete(record.id)).catch(() => undefined);
    }
    return shared;
  }

  return { rescore, currentReading, engine };
}
