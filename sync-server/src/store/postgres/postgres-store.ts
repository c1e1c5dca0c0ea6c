import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type AnalysisResult, analysisResultSchema } from '../../../../engine/contract/analysis.ts';
import { SHARE_SLUG_PATTERN } from '../../../../engine/contract/share.ts';
import { VANITY_STATS_DAYS, type VanityStats, type VanityUrl } from '../../../../engine/contract/vanity.ts';
import { siteKeyFor } from '../analysis-archive.ts';
import { isUnfinished, mayComplete, newAnalysisRecord, newRescoredRecord, recordChanges } from '../analyses.ts';
import { BatchItemOperations, type ItemChange, jobChanges, newBatchRecord } from '../batches.ts';
import type { AnalysisRecord, BatchItemRecord, BatchRecord, ShareRecord } from '../db-schema.ts';
import { StoreOpenError, StoreWriteError } from '../json-db.ts';
import type {
  AnalysisOrigin,
  AnalysisRepository,
  AnalysisSlotRepository,
  BatchRepository,
  CreatedShare,
  LoadedSecret,
  LoginAttemptRepository,
  LoginAttemptStart,
  NewBatchItem,
  ResultRepository,
  SecretName,
  SecretRepository,
  ShareRepository,
  Store,
  VanityRepository,
} from '../repositories.ts';
import { CorruptResultError } from '../result-files.ts';
import { MAX_SHARES_PER_ANALYSIS, ShareLimitError, slugBaseFromCompanyName } from '../shares.ts';
import { MAX_REFERRER_HOSTS, statsOf, VanityPathTakenError } from '../vanity.ts';
import { inTransaction, migrate, type Transaction } from './migrations.ts';
import { PostgresPages } from './postgres-pages.ts';
import { PostgresWatches } from './postgres-watches.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The store on PostgreSQL (DATABASE_URL): the same repositories as the embedded store,
 * for any number of server processes on one database. The schema is migrated at open.
 */
export async function openPostgresStore(databaseUrl: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server dropped must not take the process down with it.
  pool.on('error', () => undefined);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    // The address is not repeated: it may carry a password.
    throw new StoreOpenError(`The PostgreSQL database at DATABASE_URL could not be opened or migrated: ${(error as Error).message}`);
  }
  const transaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await inTransaction(client, () => work(client));
    } finally {
      client.release();
    }
  };
  return {
    analyses: new PostgresAnalyses(pool, transaction),
    results: new PostgresResults(pool),
    pages: new PostgresPages(pool),
    shares: new PostgresShares(pool, transaction),
    vanity: new PostgresVanity(pool, transaction),
    batches: new PostgresBatches(pool, transaction),
    secrets: new PostgresSecrets(pool),
    loginAttempts: new PostgresLoginAttempts(transaction),
    analysisSlots: new PostgresAnalysisSlots(pool, transaction),
    watches: new PostgresWatches(pool, transaction),
    checkWritable: () => assertWritable(pool),
    close: () => pool.end(),
  };
}

class PostgresAnalyses implements AnalysisRepository {
  constructor(
    private readonly pool: pg.Pool,
    private readonly transaction: Transaction,
  ) {}

  async get(id: string): Promise<AnalysisRecord | undefined> {
    const { rows } = await this.pool.query<{ record: AnalysisRecord }>('SELECT record FROM analyses WHERE id = $1', [id]);
    return rows[0]?.record;
  }

  async unfinished(): Promise<AnalysisRecord[]> {
    const { rows } = await this.pool.query<{ record: AnalysisRecord }>(
      "SELECT record FROM analyses WHERE status IN ('pending', 'running') ORDER BY created_at, id",
    );
    return rows.map((row) => row.record);
  }

  async completedBefore(record: AnalysisRecord): Promise<AnalysisRecord[]> {
    const { rows } = await this.pool.query<{ record: AnalysisRecord }>(
      "SELECT record FROM analyses WHERE site_key = $1 AND status = 'completed' AND created_at < $2 AND id <> $3 AND NOT (record ? 'rescoredFrom') ORDER BY created_at DESC",
      [siteKeyFor(record), record.createdAt, record.id],
    );
    return rows.map((row) => row.record);
  }

  async createRescored(id: string, source: AnalysisRecord, engineVersion: string, now: string): Promise<AnalysisRecord> {
    return this.#insert(newRescoredRecord(id, source, engineVersion, now));
  }

  async rescoreOf(source: AnalysisRecord, engineVersion: string): Promise<AnalysisRecord | undefined> {
    const { rows } = await this.pool.query<{ record: AnalysisRecord }>(
      "SELECT record FROM analyses WHERE record ? 'rescoredFrom' AND record->>'rescoredFrom' = $1 AND record->>'engineVersion' = $2 ORDER BY created_at DESC LIMIT 1",
      [source.id, engineVersion],
    );
    return rows[0]?.record;
  }

  async create(id: string, request: AnalysisRecord['request'], now: string, origin?: AnalysisOrigin): Promise<AnalysisRecord> {
    return this.#insert(newAnalysisRecord(id, request, now, origin));
  }

  async #insert(record: AnalysisRecord): Promise<AnalysisRecord> {
    await this.pool.query('INSERT INTO analyses (id, site_key, status, created_at, record) VALUES ($1, $2, $3, $4, $5)', [
      record.id,
      siteKeyFor(record),
      record.status,
      record.createdAt,
      record,
    ]);
    return record;
  }

  start(id: string, now: string) {
    return this.#update(id, (record) => recordChanges.start(record, now));
  }

  async progress(id: string, stepIndex: number, progress: number, now: string): Promise<void> {
    await this.#update(id, (record) => recordChanges.progress(record, stepIndex, progress, now));
  }

  complete(id: string, now: string) {
    return this.#update(id, (record) => recordChanges.complete(record, now), mayComplete);
  }

  fail(id: string, error: string, failureKind: 'permanent' | 'transient', now: string) {
    return this.#update(id, (record) => recordChanges.fail(record, error, failureKind, now));
  }

  /** Read, change and write one record with its row locked, so concurrent changes queue. */
  #update(id: string, change: (record: AnalysisRecord) => void, may: (record: AnalysisRecord) => boolean = isUnfinished): Promise<AnalysisRecord | undefined> {
    return this.transaction(async (client) => {
      const { rows } = await client.query<{ record: AnalysisRecord }>('SELECT record FROM analyses WHERE id = $1 FOR UPDATE', [id]);
      const record = rows[0]?.record;
      // Ended already (by another executor of the same analysis): it stays as it ended.
      if (!record || !may(record)) return undefined;
      change(record);
      await client.query('UPDATE analyses SET status = $2, record = $3 WHERE id = $1', [id, record.status, record]);
      return record;
    });
  }
}

class PostgresResults implements ResultRepository {
  constructor(private readonly pool: pg.Pool) {}

  async write(analysisId: string, result: AnalysisResult): Promise<void> {
    try {
      await this.pool.query('INSERT INTO results (analysis_id, result) VALUES ($1, $2) ON CONFLICT (analysis_id) DO UPDATE SET result = EXCLUDED.result', [
        analysisId,
        JSON.stringify(result),
      ]);
    } catch (error) {
      throw new StoreWriteError(`Could not save the result of analysis ${analysisId}: ${(error as Error).message}`);
    }
  }

  async read(analysisId: string): Promise<AnalysisResult | undefined> {
    const { rows } = await this.pool.query<{ result: unknown }>('SELECT result FROM results WHERE analysis_id = $1', [analysisId]);
    if (rows.length === 0) return undefined;
    const parsed = analysisResultSchema.safeParse(rows[0]!.result);
    if (!parsed.success) throw new CorruptResultError(analysisId, parsed.error.issues[0]?.message ?? 'not a result');
    return parsed.data;
  }
}

interface ShareRow {
  slug: string;
  analysis_id: string;
  company_name: string;
  created_at: string;
}

const shareOf = (row: ShareRow): ShareRecord => ({ slug: row.slug, analysisId: row.analysis_id, companyName: row.company_name, createdAt: row.created_at });

class PostgresShares implements ShareRepository {
  constructor(
    private readonly pool: pg.Pool,
    private readonly transaction: Transaction,
  ) {}

  async find(slug: string): Promise<ShareRecord | undefined> {
    const normalised = slug.toLowerCase();
    if (!SHARE_SLUG_PATTERN.test(normalised)) return undefined;
    const { rows } = await this.pool.query<ShareRow>('SELECT * FROM shares WHERE slug = $1', [normalised]);
    return rows[0] && shareOf(rows[0]);
  }

  async listForAnalysis(analysisId: string): Promise<ShareRecord[]> {
    const { rows } = await this.pool.query<ShareRow>('SELECT * FROM shares WHERE analysis_id = $1 ORDER BY created_at DESC, slug', [analysisId]);
    return rows.map(shareOf);
  }

  /**
   * The report's shares are counted and named under a lock on the report, so the cap
   * holds with many processes; the slug's primary key settles who gets "acme".
   */
  create(input: { analysisId: string; companyName: string }, now = new Date()): Promise<CreatedShare> {
    const companyName = input.companyName.trim();
    const base = slugBaseFromCompanyName(companyName);
    return this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`share:${input.analysisId}`]);
      const same = await client.query<ShareRow>('SELECT * FROM shares WHERE analysis_id = $1 AND company_name = $2', [input.analysisId, companyName]);
      if (same.rows[0]) return { share: shareOf(same.rows[0]), created: false };
      const count = await client.query<{ count: string }>('SELECT count(*) FROM shares WHERE analysis_id = $1', [input.analysisId]);
      if (Number(count.rows[0]!.count) >= MAX_SHARES_PER_ANALYSIS) throw new ShareLimitError();
      for (let n = 1; ; n += 1) {
        const slug = n === 1 ? base : `${base}-${n}`;
        const inserted = await client.query<ShareRow>(
          'INSERT INTO shares (slug, analysis_id, company_name, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (slug) DO NOTHING RETURNING *',
          [slug, input.analysisId, companyName, now.toISOString()],
        );
        if (inserted.rows[0]) return { share: shareOf(inserted.rows[0]), created: true };
      }
    });
  }
}

interface VanityRow {
  path_key: string;
  id: string;
  vanity_path: string;
  analysis_id: string;
  created_at: string;
  last_accessed_at: string | null;
  access_count: number;
  previews: number;
}

const vanityOf = (row: VanityRow): VanityUrl => ({
  id: row.id,
  vanityPath: row.vanity_path,
  analysisId: row.analysis_id,
  createdAt: row.created_at,
  lastAccessedAt: row.last_accessed_at,
  accessCount: row.access_count,
});

class PostgresVanity implements VanityRepository {
  constructor(
    private readonly pool: pg.Pool,
    private readonly transaction: Transaction,
  ) {}

  async list(): Promise<VanityUrl[]> {
    const { rows } = await this.pool.query<VanityRow>('SELECT * FROM vanity_links ORDER BY created_at DESC, vanity_path');
    return rows.map(vanityOf);
  }

  async find(vanityPath: string): Promise<VanityUrl | undefined> {
    const { rows } = await this.pool.query<VanityRow>('SELECT * FROM vanity_links WHERE path_key = $1', [vanityPath.toLowerCase()]);
    return rows[0] && vanityOf(rows[0]);
  }

  async add(input: { vanityPath: string; analysisId: string }, now = new Date()): Promise<VanityUrl> {
    const { rows } = await this.pool.query<VanityRow>(
      'INSERT INTO vanity_links (path_key, id, vanity_path, analysis_id, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (path_key) DO NOTHING RETURNING *',
      [input.vanityPath.toLowerCase(), randomUUID(), input.vanityPath, input.analysisId, now.toISOString()],
    );
    if (rows[0]) return vanityOf(rows[0]);
    throw new VanityPathTakenError((await this.find(input.vanityPath))?.vanityPath ?? input.vanityPath);
  }

  async remove(vanityPath: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('DELETE FROM vanity_links WHERE path_key = $1', [vanityPath.toLowerCase()]);
    return (rowCount ?? 0) > 0;
  }

  /** Atomic increments: every process's views count. */
  recordVisit(vanityPath: string, { referrerHost, now = new Date() }: { referrerHost?: string; now?: Date } = {}): Promise<VanityUrl | undefined> {
    const key = vanityPath.toLowerCase();
    return this.transaction(async (client) => {
      const { rows } = await client.query<VanityRow>(
        'UPDATE vanity_links SET access_count = access_count + 1, last_accessed_at = $2 WHERE path_key = $1 RETURNING *',
        [key, now.toISOString()],
      );
      if (!rows[0]) return undefined;
      const today = now.toISOString().slice(0, 10);
      const oldest = new Date(now.getTime() - (VANITY_STATS_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
      await client.query(
        'INSERT INTO vanity_daily_views (path_key, day, views) VALUES ($1, $2, 1) ON CONFLICT (path_key, day) DO UPDATE SET views = vanity_daily_views.views + 1',
        [key, today],
      );
      await client.query('DELETE FROM vanity_daily_views WHERE path_key = $1 AND day < $2', [key, oldest]);
      if (referrerHost) {
        const counted = await client.query('UPDATE vanity_referrers SET views = views + 1 WHERE path_key = $1 AND host = $2', [key, referrerHost]);
        if (counted.rowCount === 0) {
          // A new host only while fewer than MAX_REFERRER_HOSTS are kept (the link's row is locked by the update above).
          await client.query(
            `INSERT INTO vanity_referrers (path_key, host, views)
             SELECT $1, $2, 1 WHERE (SELECT count(*) FROM vanity_referrers WHERE path_key = $1) < $3
             ON CONFLICT (path_key, host) DO UPDATE SET views = vanity_referrers.views + 1`,
            [key, referrerHost, MAX_REFERRER_HOSTS],
          );
        }
      }
      return vanityOf(rows[0]);
    });
  }

  async recordPreview(vanityPath: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('UPDATE vanity_links SET previews = previews + 1 WHERE path_key = $1', [vanityPath.toLowerCase()]);
    return (rowCount ?? 0) > 0;
  }

  async readStats(vanityPath: string, now = new Date()): Promise<VanityStats | undefined> {
    const key = vanityPath.toLowerCase();
    const link = await this.pool.query<VanityRow>('SELECT * FROM vanity_links WHERE path_key = $1', [key]);
    if (!link.rows[0]) return undefined;
    const daily = await this.pool.query<{ date: string; views: number }>('SELECT day AS date, views FROM vanity_daily_views WHERE path_key = $1', [key]);
    const referrers = await this.pool.query<{ host: string; views: number }>('SELECT host, views FROM vanity_referrers WHERE path_key = $1', [key]);
    return statsOf(link.rows[0].access_count, { previews: link.rows[0].previews, daily: daily.rows, referrers: referrers.rows }, now);
  }
}

/** A job is one row with its items in `jsonb`; item operations lock the row, so concurrent ones queue and none is lost. */
class PostgresBatches extends BatchItemOperations implements BatchRepository {
  constructor(
    private readonly pool: pg.Pool,
    private readonly transaction: Transaction,
  ) {
    super();
  }

  async get(id: string): Promise<BatchRecord | undefined> {
    const { rows } = await this.pool.query<{ job: BatchRecord }>('SELECT job FROM batches WHERE id = $1', [id]);
    return rows[0]?.job;
  }

  async list(): Promise<BatchRecord[]> {
    const { rows } = await this.pool.query<{ job: BatchRecord }>('SELECT job FROM batches ORDER BY created_at DESC, seq DESC');
    return rows.map((row) => row.job);
  }

  async unfinished(): Promise<BatchRecord[]> {
    const { rows } = await this.pool.query<{ job: BatchRecord }>("SELECT job FROM batches WHERE status IN ('pending', 'processing') ORDER BY created_at, seq");
    return rows.map((row) => row.job);
  }

  async create(id: string, items: NewBatchItem[], now: string): Promise<BatchRecord> {
    const job = newBatchRecord(id, items, now);
    await this.pool.query('INSERT INTO batches (id, status, created_at, job) VALUES ($1, $2, $3, $4)', [id, job.status, job.createdAt, job]);
    return job;
  }

  async failJob(batchId: string, now: string): Promise<void> {
    await this.#updateJob(batchId, (job) => jobChanges.fail(job, now));
  }

  async settleIfDone(batchId: string, now: string): Promise<void> {
    await this.#updateJob(batchId, (job) => jobChanges.settleIfDone(job, now));
  }

  protected override async updateItem(batchId: string, itemId: string, now: string, change: ItemChange): Promise<BatchItemRecord | undefined> {
    let changed: BatchItemRecord | undefined;
    await this.#updateJob(batchId, (job) => {
      changed = jobChanges.item(job, itemId, now, change);
    });
    return changed;
  }

  #updateJob(batchId: string, change: (job: BatchRecord) => void): Promise<void> {
    return this.transaction(async (client) => {
      const { rows } = await client.query<{ job: BatchRecord }>('SELECT job FROM batches WHERE id = $1 FOR UPDATE', [batchId]);
      const job = rows[0]?.job;
      if (!job) return;
      change(job);
      await client.query('UPDATE batches SET status = $2, job = $3 WHERE id = $1', [batchId, job.status, job]);
    });
  }
}

/** Generated secrets in the database, so every process signs and checks tokens with the same key. */
class PostgresSecrets implements SecretRepository {
  constructor(private readonly pool: pg.Pool) {}

  async loadOrCreate(name: SecretName, generate: () => Promise<string>): Promise<LoadedSecret> {
    const existing = await this.#read(name);
    if (existing !== undefined) return { value: existing, created: false };
    const value = await generate();
    const { rowCount } = await this.pool.query('INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, value]);
    if (rowCount === 1) return { value, created: true };
    return { value: (await this.#read(name))!, created: false };
  }

  locationOf(name: SecretName): string {
    return `the secrets table of the database (name '${name}')`;
  }

  async #read(name: SecretName): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ value: string }>('SELECT value FROM secrets WHERE name = $1', [name]);
    return rows[0]?.value;
  }
}

/** Every process's failed logins in one window: the limit holds however many processes a guesser spreads over. */
class PostgresLoginAttempts implements LoginAttemptRepository {
  constructor(private readonly transaction: Transaction) {}

  begin(client: string, now: number, limit: number, windowMs: number): Promise<LoginAttemptStart> {
    return this.transaction(async (db) => {
      // One client's attempts are counted and added one at a time, whichever process takes them.
      await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`login:${client}`]);
      await db.query('DELETE FROM login_attempts WHERE at <= $1', [now - windowMs]);
      const { rows } = await db.query<{ count: string; oldest: string | null }>('SELECT count(*), min(at) AS oldest FROM login_attempts WHERE client = $1', [
        client,
      ]);
      if (Number(rows[0]!.count) >= limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(rows[0]!.oldest) + windowMs - now) / 1000)) };
      }
      const inserted = await db.query<{ id: string }>('INSERT INTO login_attempts (client, at) VALUES ($1, $2) RETURNING id', [client, now]);
      return { allowed: true, attemptId: inserted.rows[0]!.id };
    });
  }

  async succeeded(client: string, attemptId: string): Promise<void> {
    await this.transaction((db) => db.query('DELETE FROM login_attempts WHERE id = $1 AND client = $2', [attemptId, client]));
  }
}

/** How long a slot counts before its analysis is stored: the address check in between takes seconds at most. */
const SLOT_WITHOUT_ANALYSIS_MS = 60_000;

/**
 * Every process's unfinished analyses per client. A slot counts while its analysis is
 * pending or running, so a process that dies before releasing one leaves nothing
 * behind once the analysis settles (or, never stored, after a minute).
 */
class PostgresAnalysisSlots implements AnalysisSlotRepository {
  constructor(
    private readonly pool: pg.Pool,
    private readonly transaction: Transaction,
  ) {}

  take(client: string, analysisId: string, limit: number): Promise<boolean> {
    return this.transaction(async (db) => {
      await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`slots:${client}`]);
      const now = Date.now();
      const { rows } = await db.query<{ count: string }>(
        `SELECT count(*) FROM analysis_slots s LEFT JOIN analyses a ON a.id = s.analysis_id
         WHERE s.client = $1 AND (a.status IN ('pending', 'running') OR (a.id IS NULL AND s.taken_at > $2))`,
        [client, now - SLOT_WITHOUT_ANALYSIS_MS],
      );
      if (Number(rows[0]!.count) >= limit) return false;
      await db.query('INSERT INTO analysis_slots (analysis_id, client, taken_at) VALUES ($1, $2, $3) ON CONFLICT (analysis_id) DO NOTHING', [
        analysisId,
        client,
        now,
      ]);
      return true;
    });
  }

  async release(analysisId: string): Promise<void> {
    await this.pool.query('DELETE FROM analysis_slots WHERE analysis_id = $1', [analysisId]);
  }
}

/** Readiness: a standby or a read-only session answers reads but refuses writes. */
export async function assertWritable(database: Pick<pg.Pool, 'query'> | Pick<pg.Client, 'query'>): Promise<void> {
  const { rows } = await database.query<{ standby: boolean; read_only: string }>(
    "SELECT pg_is_in_recovery() AS standby, current_setting('transaction_read_only') AS read_only",
  );
  if (rows[0]?.standby !== false || rows[0]?.read_only !== 'off') throw new Error('the database takes no writes');
}
