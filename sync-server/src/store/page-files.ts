import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, statfs, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { analysisIdSchema } from '../../../engine/contract/common.ts';
import { StoreWriteError } from './json-db.ts';
import type { PageRepository, StoredPagesUsage } from './repositories.ts';

const SUFFIX = '.json.br';
/** A write under way: renamed into place once whole, so a crash leaves a temp file, never half a page set. */
const TEMP_MARK = '.partial-';

/**
 * The embedded store's page sets: one brotli file per analysis under DATA_DIR/pages/,
 * written to a temp file and renamed into place. A file's modification time is when it
 * was stored, which the retention sweep reads. Sizes are counted once at start and kept
 * up to date, so readiness never walks the folder.
 */
export class PageFiles implements PageRepository {
  readonly #dir: string;
  readonly #sizes = new Map<string, number>();

  constructor(dataDir: string) {
    this.#dir = path.join(dataDir, 'pages');
  }

  /** Creates the folder, removes writes a crash left unfinished and counts what is kept. */
  async init(): Promise<void> {
    await mkdir(this.#dir, { recursive: true });
    for (const name of await readdir(this.#dir)) {
      const file = path.join(this.#dir, name);
      if (name.includes(TEMP_MARK)) await rm(file, { force: true });
      else if (name.endsWith(SUFFIX)) this.#sizes.set(name.slice(0, -SUFFIX.length), (await stat(file)).size);
    }
  }

  async write(analysisId: string, packed: Uint8Array, storedAt: string): Promise<void> {
    const file = this.#pathOf(analysisId);
    const temp = `${file}${TEMP_MARK}${randomBytes(6).toString('hex')}`;
    try {
      await writeFile(temp, packed);
      const at = new Date(storedAt);
      await utimes(temp, at, at);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw new StoreWriteError(`Could not keep the pages of analysis ${analysisId} in ${this.#dir}: ${(error as Error).message}`);
    }
    this.#sizes.set(analysisId, packed.byteLength);
  }

  async read(analysisId: string): Promise<Uint8Array | undefined> {
    try {
      return await readFile(this.#pathOf(analysisId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async sweep(before: string): Promise<number> {
    const limit = Date.parse(before);
    let removed = 0;
    for (const name of await readdir(this.#dir)) {
      const file = path.join(this.#dir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info || info.mtimeMs >= limit) continue;
      // A temp file older than the limit is a write a crash cut short.
      if (!name.endsWith(SUFFIX) && !name.includes(TEMP_MARK)) continue;
      await rm(file, { force: true });
      if (name.endsWith(SUFFIX)) {
        this.#sizes.delete(name.slice(0, -SUFFIX.length));
        removed += 1;
      }
    }
    return removed;
  }

  async usage(): Promise<StoredPagesUsage> {
    let bytes = 0;
    for (const size of this.#sizes.values()) bytes += size;
    const disk = await statfs(this.#dir).catch(() => undefined);
    return { pageSets: this.#sizes.size, bytes, ...(disk ? { freeBytes: disk.bavail * disk.bsize } : {}) };
  }

  #pathOf(analysisId: string): string {
    // The id becomes a file name: only a UUID may.
    return path.join(this.#dir, `${analysisIdSchema.parse(analysisId)}${SUFFIX}`);
  }
}
