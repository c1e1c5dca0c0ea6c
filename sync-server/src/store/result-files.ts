import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { JSONFile } from 'lowdb/node';
import { type AnalysisResult, analysisResultSchema } from '../../../engine/contract/analysis.ts';
import { analysisIdSchema } from '../../../engine/contract/common.ts';

/**
 * Each analysis result is its own file under DATA_DIR/analyses/, written atomically
 * (temp file and rename), so db.json stays small (DESIGN section 4).
 */
export class ResultFiles {
  readonly #dir: string;

  constructor(dataDir: string) {
    this.#dir = path.join(dataDir, 'analyses');
  }

  async init(): Promise<void> {
    await mkdir(this.#dir, { recursive: true });
  }

  async write(analysisId: string, result: AnalysisResult): Promise<void> {
    await new JSONFile<AnalysisResult>(this.#pathOf(analysisId)).write(result);
  }

  /** The stored result, or undefined when there is none (never throws for a missing file). */
  async read(analysisId: string): Promise<AnalysisResult | undefined> {
    let text: string;
    try {
      text = await readFile(this.#pathOf(analysisId), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return analysisResultSchema.parse(JSON.parse(text));
  }

  #pathOf(analysisId: string): string {
    // The id becomes a file name: only a UUID may, so no path can be smuggled in.
    return path.join(this.#dir, `${analysisIdSchema.parse(analysisId)}.json`);
  }
}
