import type pg from 'pg';
import { StoreWriteError } from '../json-db.ts';
import type { PageRepository, StoredPagesUsage } from '../repositories.ts';

/** Page sets in PostgreSQL (migration 5): one row per analysis, written in one statement. */
export class PostgresPages implements PageRepository {
  constructor(private readonly pool: pg.Pool) {}

  async write(analysisId: string, packed: Uint8Array, storedAt: string): Promise<void> {
    try {
      await this.pool.query(
        `INSERT INTO analysis_pages (analysis_id, stored_at, bytes, pages) VALUES ($1, $2, $3, $4)
         ON CONFLICT (analysis_id) DO UPDATE SET stored_at = EXCLUDED.stored_at, bytes = EXCLUDED.bytes, pages = EXCLUDED.pages`,
        [analysisId, storedAt, packed.byteLength, Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength)],
      );
    } catch (error) {
      throw new StoreWriteError(`Could not keep the pages of analysis ${analysisId}: ${(error as Error).message}`);
    }
  }

  async read(analysisId: string): Promise<Uint8Array | undefined> {
    const { rows } = await this.pool.query<{ pages: Buffer }>('SELECT pages FROM analysis_pages WHERE analysis_id = $1', [analysisId]);
    return rows[0]?.pages;
  }

  async sweep(before: string): Promise<number> {
    const { rowCount } = await this.pool.query('DELETE FROM analysis_pages WHERE stored_at < $1', [before]);
    return rowCount ?? 0;
  }

  async usage(): Promise<StoredPagesUsage> {
    const { rows } = await this.pool.query<{ count: string; bytes: string }>('SELECT count(*) AS count, coalesce(sum(bytes), 0) AS bytes FROM analysis_pages');
    return { pageSets: Number(rows[0]!.count), bytes: Number(rows[0]!.bytes) };
  }
}
