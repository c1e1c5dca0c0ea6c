// npm run bench:scale:writes: what one write of the embedded store costs as the number
// of stored analyses grows (issue #14: at 100,000 within 2x of an empty store). For 0,
// 20,000 and 100,000 settled analyses it times writes that rewrite db.json (a share,
// an analysis accepted and started) in today's layout, where settled analyses live in
// the append-only index, and in the layout before it, where db.json held every analysis.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ANALYSIS_STEP_NAMES } from '../../engine/contract/analysis.ts';
import { siteKeyOf } from '../../engine/contract/site-key.ts';
import { type AnalysisRecord, type DbData, emptyDb } from '../../sync-server/src/store/db-schema.ts';
import { JsonDb } from '../../sync-server/src/store/json-db.ts';
import { openStore } from '../../sync-server/src/store/store.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { median, ms, percentile } from '../support/stats.ts';

const SIZES = [0, 20_000, 100_000];
const WRITES = Number(process.env.BENCH_WRITES ?? 60);

/** A settled analysis as the service leaves it. */
function settled(n: number): AnalysisRecord {
  const at = new Date(Date.parse('2026-01-01T00:00:00.000Z') + n * 60_000).toISOString();
  const url = `https://www.site-${n % 5_000}.example/`;
  return {
    id: `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    request: { url },
    siteKey: siteKeyOf(url),
    status: 'completed',
    progress: 100,
    steps: ANALYSIS_STEP_NAMES.map((name) => ({ name, status: 'completed' as const })),
    createdAt: at,
    updatedAt: at,
    attempts: 1,
  };
}

/** A DATA_DIR whose db.json holds `size` settled analyses, as a store before the index wrote it. */
async function dataDirWith(size: number): Promise<{ dir: string; remove: () => Promise<void> }> {
  const temp = await makeTempDir('oa-bench-writes-');
  const analyses: Record<string, AnalysisRecord> = {};
  for (let n = 0; n < size; n += 1) {
    const record = settled(n);
    analyses[record.id] = record;
  }
  const db: DbData = { ...emptyDb(), analyses };
  await writeFile(path.join(temp.dir, 'db.json'), JSON.stringify(db));
  return temp;
}

async function time(write: (n: number) => Promise<unknown>): Promise<{ median: number; p95: number }> {
  const samples: number[] = [];
  for (let n = 0; n < WRITES; n += 1) {
    const started = performance.now();
    await write(n);
    samples.push(performance.now() - started);
  }
  return { median: median(samples), p95: percentile(samples, 95) };
}

const rows: Record<string, string | number>[] = [];
let emptyMedian = 0;
for (const size of SIZES) {
  // Today's layout: opening moves the settled analyses to the append-only index.
  const temp = await dataDirWith(size);
  const store = await openStore(temp.dir);
  const share = await time((n) => store.shares.create({ analysisId: settled(n).id, companyName: `Company ${n}` }));
  const accepted = await time(async (n) => {
    const id = `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    await store.analyses.create(id, { url: `https://new-${n}.example/` }, new Date().toISOString());
    await store.analyses.start(id, new Date().toISOString());
  });
  await store.close();
  await temp.remove();
  if (size === 0) emptyMedian = share.median;

  // The layout before: every analysis in db.json, rewritten on each write.
  const old = await dataDirWith(size);
  const db = await JsonDb.open(path.join(old.dir, 'db.json'));
  const before = await time((n) =>
    db.mutate((data) => {
      data.shares[`company-${n}`] = { slug: `company-${n}`, analysisId: settled(n).id, companyName: `Company ${n}`, createdAt: new Date().toISOString() };
    }),
  );
  await db.flush();
  await old.remove();

  rows.push({
    analyses: size.toLocaleString('en-US'),
    'share write (median)': ms(share.median),
    'share write (p95)': ms(share.p95),
    'accept + start (median)': ms(accepted.median),
    'x empty store': (share.median / emptyMedian).toFixed(2),
    'before the index (median)': ms(before.median),
  });
  console.log(`${size.toLocaleString('en-US')} analyses measured`);
}
console.table(rows);
