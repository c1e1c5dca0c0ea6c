import { appendFile, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { siteKeyOf } from '../../../engine/contract/site-key.ts';
import type { AnalysisRecord } from './db-schema.ts';
import { StoreOpenError, StoreWriteError } from './json-db.ts';

/** The file, in DATA_DIR, of settled analyses: one JSON record a line, appended to, never rewritten. */
export const ARCHIVE_FILE = 'analysis-index.jsonl';

/**
 * Settled (completed or failed) analyses of the embedded store (issue #14). They no
 * longer change, so they leave db.json for an append-only file: a write of db.json then
 * costs the same with 100,000 analyses behind it as with none. The whole index is read
 * once at start and kept in memory, by id and by site, so reads never touch the disk.
 * A record appended again (settled a second time) replaces the earlier line.
 */
export class AnalysisArchive {
  readonly #file: string;
  readonly #byId = new Map<string, AnalysisRecord>();
  readonly #bySite = new Map<string, AnalysisRecord[]>();
  /** Appends run one after another, so lines never interleave. */
  #appending: Promise<unknown> = Promise.resolve();

  private constructor(file: string) {
    this.#file = file;
  }

  static async open(dataDir: string): Promise<AnalysisArchive> {
    const archive = new AnalysisArchive(path.join(dataDir, ARCHIVE_FILE));
    let text: string;
    try {
      text = await readFile(archive.#file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return archive;
      throw new StoreOpenError(`The analysis index ${archive.#file} could not be read (${(error as Error).message}).`);
    }
    const complete = text.endsWith('\n') ? text : text.slice(0, text.lastIndexOf('\n') + 1);
    // A line cut short by a crash mid-append is dropped, so the next append starts on a line of its own.
    if (complete.length !== text.length) await cutTo(archive.#file, Buffer.byteLength(complete));
    const lines = complete.split('\n');
    for (const [index, line] of lines.entries()) {
      if (line === '') continue;
      let record: AnalysisRecord;
      try {
        record = JSON.parse(line) as AnalysisRecord;
      } catch (error) {
        throw new StoreOpenError(
          `The analysis index ${archive.#file} is corrupt at line ${index + 1} (${(error as Error).message}). It has been left untouched; restore it from a backup.`,
        );
      }
      archive.#remember(record);
    }
    return archive;
  }

  get size(): number {
    return this.#byId.size;
  }

  get(id: string): AnalysisRecord | undefined {
    return this.#byId.get(id);
  }

  has(id: string): boolean {
    return this.#byId.has(id);
  }

  /** The site's settled analyses, in the order they settled. Do not change them. */
  ofSite(siteKey: string): readonly AnalysisRecord[] {
    return this.#bySite.get(siteKey) ?? [];
  }

  /** Appends the records; they are readable once on disk. Throws StoreWriteError when they cannot be written. */
  async append(records: AnalysisRecord[]): Promise<void> {
    if (records.length === 0) return;
    const text = records.map((record) => `${JSON.stringify(record)}\n`).join('');
    const write = this.#appending.then(() => appendFile(this.#file, text, 'utf8'));
    this.#appending = write.catch(() => undefined);
    try {
      await write;
    } catch (error) {
      throw new StoreWriteError(`Could not save data to ${this.#file}: ${(error as Error).message}`);
    }
    for (const record of records) this.#remember(record);
  }

  /** Resolves once every append so far has ended. */
  async flush(): Promise<void> {
    await this.#appending;
  }

  #remember(record: AnalysisRecord): void {
    const earlier = this.#byId.get(record.id);
    const site = siteKeyFor(record);
    if (earlier) {
      const siblings = this.#bySite.get(siteKeyFor(earlier)) ?? [];
      siblings.splice(siblings.indexOf(earlier), 1);
    }
    this.#byId.set(record.id, record);
    const siblings = this.#bySite.get(site);
    if (siblings) siblings.push(record);
    else this.#bySite.set(site, [record]);
  }
}

/** Records written before site history carry no key: it is derived from their address. */
export function siteKeyFor(record: AnalysisRecord): string {
  return record.siteKey ?? siteKeyOf(record.request.url);
}

async function cutTo(file: string, bytes: number): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.truncate(bytes);
  } finally {
    await handle.close();
  }
}
