import { chmod, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirPerTest } from '../../../test-support/temp-dir-per-test.ts';
import { StoreOpenError } from '../../src/store/json-db.ts';
import { loadOrCreateSecret, SECRET_FILES } from '../../src/store/secrets.ts';

const temp = tempDirPerTest('oa-secrets-');

describe('generated secrets', () => {
  it('creates a secret once, readable by the owner only, and returns it on later loads', async () => {
    const first = await loadOrCreateSecret(temp.dir, SECRET_FILES.jwtSecret, async () => 'first-value');
    expect(first).toEqual({ value: 'first-value', created: true });
    expect((await stat(path.join(temp.dir, SECRET_FILES.jwtSecret))).mode & 0o777).toBe(0o600);

    const again = await loadOrCreateSecret(temp.dir, SECRET_FILES.jwtSecret, async () => 'second-value');
    expect(again).toEqual({ value: 'first-value', created: false });
  });

  it('lets exactly one of many simultaneous starts create it, and all see the same value', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, n) => loadOrCreateSecret(temp.dir, SECRET_FILES.jwtSecret, async () => `value-${n}`)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.value)).size).toBe(1);
    expect(await readdir(temp.dir)).toEqual([SECRET_FILES.jwtSecret]); // no temp files left behind
  });

  it('tightens a stored secret that others can read', async () => {
    const file = path.join(temp.dir, SECRET_FILES.jwtSecret);
    await writeFile(file, 'kept-value');
    await chmod(file, 0o644);
    expect((await loadOrCreateSecret(temp.dir, SECRET_FILES.jwtSecret, async () => 'new')).value).toBe('kept-value');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('refuses an empty secret file instead of signing with an empty key', async () => {
    await writeFile(path.join(temp.dir, SECRET_FILES.jwtSecret), '\n', { mode: 0o600 });
    await expect(loadOrCreateSecret(temp.dir, SECRET_FILES.jwtSecret, async () => 'new')).rejects.toThrow(StoreOpenError);
  });
});
