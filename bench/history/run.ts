// npm run bench:history: how long finding a site's earlier analyses takes as the index
// grows. GET /api/analysis/{id}/changes (and every batch item as it completes) scans the
// analysis index in db.json for the same site; this times that scan on an index of
// 1,000 / 10,000 / 50,000 analyses over 500 sites, with and without the stored site key
// (records written before site history derive it from their address).
import { siteKeyOf } from '../../engine/contract/site-key.ts';
import { openStore } from '../../sync-server/src/store/store.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { median, ms, percentile } from '../support/stats.ts';

const SITES = 500;
const ROUNDS = 41;

for (const size of [1_000, 10_000, 50_000]) {
  const temp = await makeTempDir('oa-bench-history-');
  const store = await openStore(temp.dir);
  try {
    const repo = store.analyses;
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    // One write for the whole index (the embedded store's own handle): the repository writes once per analysis.
    await store.db.mutate((data) => {
      for (let n = 0; n < size; n += 1) {
        const at = new Date(start + n * 60_000).toISOString();
        const url = `https://www.site-${n % SITES}.example/`;
        data.analyses[`analysis-${n}`] = {
          id: `analysis-${n}`,
          request: { url },
          siteKey: siteKeyOf(url),
          status: 'completed',
          progress: 100,
          steps: [],
          createdAt: at,
          updatedAt: at,
          attempts: 1,
        };
      }
    });
    const latest = (await repo.get(`analysis-${size - 1}`))!;
    const time = async () => {
      const samples: number[] = [];
      let found = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        found = (await repo.completedBefore(latest)).length;
        samples.push(performance.now() - started);
      }
      return { median: median(samples), p95: percentile(samples, 95), found };
    };
    const keyed = await time();
    await store.db.mutate((data) => {
      for (const record of Object.values(data.analyses)) delete record.siteKey;
    });
    const derived = await time();
    console.log(
      `${size.toLocaleString('en-US')} analyses: with site keys median ${ms(keyed.median)} (p95 ${ms(keyed.p95)}); ` +
        `derived from addresses median ${ms(derived.median)} (p95 ${ms(derived.p95)}); ${keyed.found} earlier analyses of the site found`,
    );
  } finally {
    await store.close();
    await temp.remove();
  }
}
