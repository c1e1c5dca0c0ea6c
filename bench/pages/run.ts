// npm run bench:pages [-- <corpus dir>...]: what keeping the pages each analysis read costs
// (issue #30). Serves the fixture SaaS sites (and the real corpus folders given) on loopback,
// analyses every site through the real server process (one batch, BROWSER_RENDERING as
// configured, off by default) and reads what the embedded store kept for each analysis:
// pages, their size as read, the compressed page set on disk, and how long packing took.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BatchCreateResponse } from '../../engine/contract/batch.ts';
import { packPageSet, unpackPageSet } from '../../sync-server/src/pages/page-set-codec.ts';
import { adminSession, waitForBatch } from '../../sync-server/test/support/admin-session.ts';
import { spawnServer } from '../../sync-server/test/support/spawn-server.ts';
import { startFixtureSites } from '../../test-support/fixture-sites/site-server.ts';
import { startCorpusServer } from '../../test-support/real-dev/corpus-server.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { benchServerEnv } from '../support/bench-server.ts';
import { median, ms } from '../support/stats.ts';

const PASSWORD = 'bench-pages-password';
const corpusDirs = process.argv.slice(2).map((dir) => path.resolve(dir));

const fixtures = await startFixtureSites();
const corpora = await Promise.all(corpusDirs.map((dir) => startCorpusServer(dir)));
const data = await makeTempDir('oa-bench-pages-');
const server = await spawnServer(
  {
    ...benchServerEnv(data.dir, PASSWORD),
    BROWSER_RENDERING: process.env.BROWSER_RENDERING ?? 'off',
    ...(corpora.length > 0 ? { ALLOW_PRIVATE_HOSTS: corpora.map((corpus) => new URL(corpus.origin).host).join(',') } : {}),
  },
  120_000,
);

interface Kept {
  group: string;
  site: string;
  pages: number;
  rendered: number;
  readKb: number;
  storedKb: number;
  packMs: number;
}

const KB = 1024;

try {
  const admin = await adminSession(server.url, 'admin', PASSWORD);
  const groups = [
    { group: 'fixture sites', urls: Object.entries(fixtures.sites).map(([site, url]) => ({ site, url: `${url}/` })) },
    ...corpora.map((corpus, index) => ({
      group: path.basename(corpusDirs[index]!),
      urls: corpus.slugs.map((slug) => ({ site: slug, url: corpus.homeOf(slug) })),
    })),
  ];
  const kept: Kept[] = [];
  for (const { group, urls } of groups) {
    const response = await admin.api('/batch/csv', { method: 'POST', body: { csvContent: ['url', ...urls.map((entry) => entry.url)].join('\n') } });
    if (response.status !== 201) throw new Error(`batch refused: ${response.status} ${await response.text()}`);
    const { batchId } = (await response.json()) as BatchCreateResponse;
    const done = await waitForBatch(admin, batchId, { timeoutMs: 30 * 60 * 1000, intervalMs: 500 });
    for (const item of done.results) {
      if (!item.analysisId) continue;
      const file = path.join(data.dir, 'pages', `${item.analysisId}.json.br`);
      const packed = await readFile(file);
      const set = unpackPageSet(packed);
      const started = performance.now();
      packPageSet(set);
      const packMs = performance.now() - started;
      const read = set.pages.reduce((sum, page) => sum + page.html.length + (page.staticHtml?.length ?? 0), 0);
      const site = urls.find((entry) => entry.url === item.url || `${entry.url}` === `${item.url}/`)?.site ?? item.url;
      kept.push({
        group,
        site,
        pages: set.pages.length,
        rendered: set.pages.filter((page) => page.rendered).length,
        readKb: read / KB,
        storedKb: (await stat(file)).size / KB,
        packMs,
      });
    }
  }
  for (const group of new Set(kept.map((entry) => entry.group))) {
    const rows = kept.filter((entry) => entry.group === group);
    const stored = rows.map((entry) => entry.storedKb);
    process.stdout.write(
      `\n${group}: ${rows.length} analyses; stored pages per analysis median ${median(stored).toFixed(1)} KB, max ${Math.max(...stored).toFixed(1)} KB, ` +
        `total ${stored.reduce((a, b) => a + b, 0).toFixed(0)} KB (HTML read: median ${median(rows.map((entry) => entry.readKb)).toFixed(1)} KB); ` +
        `packing median ${ms(median(rows.map((entry) => entry.packMs)))}\n`,
    );
    console.table(
      rows
        .sort((a, b) => b.storedKb - a.storedKb)
        .map(({ site, pages, rendered, readKb, storedKb, packMs }) => ({
          site,
          pages,
          rendered,
          'read KB': Number(readKb.toFixed(1)),
          'stored KB': Number(storedKb.toFixed(1)),
          ratio: Number((readKb / storedKb).toFixed(1)),
          pack: ms(packMs),
        })),
    );
  }
} finally {
  await server.stop();
  await fixtures.close();
  for (const corpus of corpora) await corpus.close();
  await data.remove();
}
