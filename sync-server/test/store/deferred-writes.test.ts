import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TextFile } from 'lowdb/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { DEFERRED_WRITE_MS } from '../../src/store/json-db.ts';
import { type EmbeddedStore, openStore } from '../../src/store/store.ts';

/** JsonDb.mutateSoon: counters such as vanity views, applied at once and written within a second, in bulk. */

let dir: string;
let remove: () => Promise<void>;
let store: EmbeddedStore;
let writes: ReturnType<typeof vi.spyOn>;

const link = { id: 'v1', vanityPath: 'acme', analysisId: 'a', createdAt: '2026-11-22T10:00:00.000Z', lastAccessedAt: null, accessCount: 0 };
const onDisk = async () => JSON.parse(await readFile(path.join(dir, 'db.json'), 'utf8')) as { vanity: Record<string, { accessCount: number }> };
const visit = () =>
  store.db.mutateSoon((data) => {
    data.vanity.acme!.accessCount += 1;
  });

beforeEach(async () => {
  ({ dir, remove } = await makeTempDir('oa-deferred-'));
  store = await openStore(dir);
  await store.db.mutate((data) => {
    data.vanity.acme = { ...link };
  });
  writes = vi.spyOn(TextFile.prototype, 'write');
});
afterEach(async () => {
  writes.mockRestore();
  await store.close();
  await remove();
});

describe('deferred changes', () => {
  it('show at once, reach the disk within a second, and a burst of them is one write', async () => {
    for (let n = 0; n < 500; n += 1) visit();
    expect(store.db.data.vanity.acme!.accessCount).toBe(500);
    expect((await onDisk()).vanity.acme!.accessCount).toBe(0);
    await vi.waitFor(async () => expect((await onDisk()).vanity.acme!.accessCount).toBe(500), { timeout: DEFERRED_WRITE_MS * 3, interval: 50 });
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it('ride along with the next ordinary write, which then leaves nothing to write later', async () => {
    visit();
    visit();
    await store.db.mutate((data) => {
      data.vanity.beta = { ...link, id: 'v2', vanityPath: 'beta' };
    });
    expect((await onDisk()).vanity.acme!.accessCount).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, DEFERRED_WRITE_MS + 300));
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it('made while a write is on its way are written after it, not lost', async () => {
    const ordinary = store.db.mutate((data) => {
      data.vanity.beta = { ...link, id: 'v2', vanityPath: 'beta' };
    });
    visit(); // after that write took its snapshot
    await ordinary;
    await vi.waitFor(async () => expect((await onDisk()).vanity.acme!.accessCount).toBe(1), { timeout: DEFERRED_WRITE_MS * 3, interval: 50 });
  });

  it('are written at once by flush (a clean shutdown)', async () => {
    visit();
    await store.db.flush();
    expect((await onDisk()).vanity.acme!.accessCount).toBe(1);
  });
});
