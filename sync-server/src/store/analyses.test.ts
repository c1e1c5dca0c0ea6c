import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../testing/temp-dir.ts';
import { AnalysisRepository } from './analyses.ts';
import { openStore, type Store } from './store.ts';

let store: Store;
let remove: () => Promise<void>;
let repo: AnalysisRepository;

beforeEach(async () => {
  const temp = await makeTempDir();
  remove = temp.remove;
  store = await openStore(temp.dir);
  repo = new AnalysisRepository(store.db);
});
afterEach(async () => {
  await store.close();
  await remove();
});

let minute = 0;
async function analysed(id: string, url: string, status: 'completed' | 'failed' | 'pending' = 'completed') {
  minute += 1;
  const at = `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;
  await repo.create(id, { url }, at);
  if (status === 'completed') await repo.complete(id, at);
  if (status === 'failed') await repo.fail(id, 'down', 'transient', at);
  return repo.get(id)!;
}

describe('site history', () => {
  it('lists the earlier completed analyses of the same site, latest first', async () => {
    await analysed('a1', 'https://www.acme.io/');
    await analysed('other', 'https://other.io/');
    await analysed('a2', 'http://acme.io');
    await analysed('a-failed', 'https://acme.io/', 'failed');
    await analysed('a-pending', 'https://acme.io/', 'pending');
    await analysed('acme-pricing', 'https://acme.io/pricing');
    const latest = await analysed('a3', 'https://acme.io/?utm_source=mail');
    expect(repo.completedBefore(latest).map((record) => record.id)).toEqual(['a2', 'a1']);
  });

  it('finds nothing before the first analysis of a site, and nothing later than the one asked about', async () => {
    const first = await analysed('b1', 'https://beta.io/');
    await analysed('b2', 'https://beta.io/');
    expect(repo.completedBefore(first)).toEqual([]);
  });

  it('reads records written before site history by their address', async () => {
    await analysed('c1', 'https://gamma.io/');
    await store.db.mutate((data) => {
      delete data.analyses['c1']!.siteKey;
    });
    const later = await analysed('c2', 'https://www.gamma.io');
    expect(later.siteKey).toBe('gamma.io');
    expect(repo.completedBefore(later).map((record) => record.id)).toEqual(['c1']);
  });
});
