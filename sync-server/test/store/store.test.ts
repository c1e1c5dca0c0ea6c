import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleAnalysisResult } from '../../../engine/contract/examples.ts';
import { tempDirPerTest } from '../../../test-support/temp-dir-per-test.ts';
import { StoreOpenError, StoreWriteError } from '../../src/store/json-db.ts';
import { openStore } from '../../src/store/store.ts';

const temp = tempDirPerTest();

const vanity = (n: number) => ({
  id: `v${n}`,
  vanityPath: `path-${n}`,
  analysisId: 'a',
  createdAt: '2026-11-22T10:00:00.000Z',
  lastAccessedAt: null,
  accessCount: 0,
});

describe('store', () => {
  it('starts empty when there is no db.json and keeps what was written across a reopen', async () => {
    const store = await openStore(temp.dir);
    expect(store.db.data.vanity).toEqual({});
    await store.db.mutate((data) => {
      data.vanity['path-1'] = vanity(1);
    });
    await store.close();

    const reopened = await openStore(temp.dir);
    expect(reopened.db.data.vanity['path-1']).toEqual(vanity(1));
  });

  it('loses nothing when many writes run at once', async () => {
    const store = await openStore(temp.dir);
    await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        store.db.mutate((data) => {
          data.vanity[`path-${n}`] = vanity(n);
        }),
      ),
    );
    // Read-modify-write increments from many requests: none may be lost.
    await store.db.mutate((data) => {
      data.vanity['path-0']!.accessCount = 0;
    });
    await Promise.all(
      Array.from({ length: 100 }, () =>
        store.db.mutate((data) => {
          data.vanity['path-0']!.accessCount += 1;
        }),
      ),
    );
    const onDisk = JSON.parse(await readFile(path.join(temp.dir, 'db.json'), 'utf8'));
    expect(Object.keys(onDisk.vanity)).toHaveLength(200);
    expect(onDisk.vanity['path-0'].accessCount).toBe(100);
  });

  it('refuses to start on a corrupt db.json and leaves the file untouched', async () => {
    const file = path.join(temp.dir, 'db.json');
    const corrupt = '{"schemaVersion":1,"vanity":{"acme":{"id":"v1"';
    await writeFile(file, corrupt);
    await expect(openStore(temp.dir)).rejects.toThrow(StoreOpenError);
    await expect(openStore(temp.dir)).rejects.toThrow(/corrupt or truncated.*left untouched/);
    expect(await readFile(file, 'utf8')).toBe(corrupt);
  });

  it('refuses a truncated (empty) db.json and a file of the wrong shape', async () => {
    const file = path.join(temp.dir, 'db.json');
    await writeFile(file, '');
    await expect(openStore(temp.dir)).rejects.toThrow(/corrupt or truncated/);
    await writeFile(file, '[1,2,3]');
    await expect(openStore(temp.dir)).rejects.toThrow(/not an Onboarding Analyzer store/);
    expect(await readFile(file, 'utf8')).toBe('[1,2,3]');
  });

  it('reports a failed write and rolls memory back to what is on disk', async () => {
    const store = await openStore(temp.dir);
    await store.db.mutate((data) => {
      data.vanity['kept'] = vanity(1);
    });
    // Turn db.json into a non-empty directory: the atomic rename then fails, even for root.
    await rm(path.join(temp.dir, 'db.json'));
    await mkdir(path.join(temp.dir, 'db.json', 'blocker'), { recursive: true });
    const failed = store.db.mutate((data) => {
      data.vanity['lost'] = vanity(2);
    });
    await expect(failed).rejects.toThrow(StoreWriteError);
    expect(store.db.data.vanity['lost']).toBeUndefined();
    expect(store.db.data.vanity['kept']).toEqual(vanity(1));
  });

  it('writes each result to its own file and reads it back', async () => {
    const store = await openStore(temp.dir);
    const result = exampleAnalysisResult();
    await store.results.write(result.analysisId!, result);
    expect(await store.results.read(result.analysisId!)).toEqual(result);
    const onDisk = JSON.parse(await readFile(path.join(temp.dir, 'analyses', `${result.analysisId}.json`), 'utf8'));
    expect(onDisk.siteName).toBe('Acme');
  });

  it('answers undefined for a missing result and refuses ids that are not UUIDs', async () => {
    const store = await openStore(temp.dir);
    expect(await store.results.read('3f2b8c1e-7a4d-4e2b-9c1a-000000000000')).toBeUndefined();
    await expect(store.results.read('../../etc/passwd')).rejects.toThrow();
  });
});
