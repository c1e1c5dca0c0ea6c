import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { JSONFile } from 'lowdb/node';
import { type AnalysisResult, analysisResultSchema } from '../../../engine/contract/analysis.ts';
import { analysisIdSchema } from '../../../engine/contract/common.ts';
import { StoreWriteError } from './json-db.ts';
import type { ResultRepository } from './repositories.ts';

/** What a client is told about a damaged result file. */
export const DAMAGED_REPORT_MESSAGE = 'The stored report of this analysis is damaged and cannot be shown. Please run the analysis again.';

/** A result file that is there but cannot be read as a result (cut short, edited, or from an incompatible version). */
export class CorruptResultError extends Error {
  constructor(
    readonly analysisId: string,
    reason: string,
  ) {
    super(`The stored result of analysis ${analysisId} is damaged: ${reason}`);
    this.name = 'CorruptResultError';
  }
}

/**
 * Each analysis result is its own file under DATA_DIR/analyses/, written atomically
 * (temp file and rename), so db.json stays small (DESIGN section 4).
 */
export class ResultFiles implements ResultRepository {
  readonly #dir: string;

  constructor(dataDir: string) {
    this.#dir = path.join(dataDir, 'analyses');
  }

  async init(): Promise<void> {
    await mkdir(this.#dir, { recursive: true });
  }

  /** Throws StoreWriteError when the file cannot be written (disk full, folder not writable). */
  async write(analysisId: string, result: AnalysisResult): Promise<void> {
    const file = this.#pathOf(analysisId);
    try {
      await new JSONFile<AnalysisResult>(file).write(result);
    } catch (error) {
      throw new StoreWriteError(`Could not save the result to ${file}: ${(error as Error).message}`);
    }
  }

  /**
   * The stored result, or undefined when there is none (never throws for a missing
   * file). A damaged file throws CorruptResultError, which concerns that analysis only.
   */
  async read(analysisId: string): Promise<AnalysisResult | undefined> {
    let text: string;
    try {
      text = await readFile(this.#pathOf(analysisId), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new CorruptResultError(analysisId, (error as Error).message);
    }
    const parsed = analysisResultSchema.safeParse(json);
    if (!parsed.success) throw new CorruptResultError(analysisId, parsed.error.issues[0]?.message ?? 'not a result');
    return parsed.data;
  }

  #pathOf(analysisId: string): string {
    // The id becomes a file name: only a UUID may, so no path can be smuggled in.
    return path.join(this.#dir, `${analysisIdSchema.parse(analysisId)}.json`);
  }
}
