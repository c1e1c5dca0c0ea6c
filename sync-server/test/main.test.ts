import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer } from './support/spawn-server.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function dataDir() {
  const temp = await makeTempDir('oa-main-');
  cleanups.push(temp.remove);
  return temp.dir;
}

describe('the server process', () => {
  it('starts on the configured port, answers health, and exits cleanly on SIGTERM', async () => {
    const dir = await dataDir();
    const server = await spawnServer({ DATA_DIR: dir });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('stops with a clear message on a corrupt db.json and leaves it untouched', async () => {
    const dir = await dataDir();
    const file = path.join(dir, 'db.json');
    await writeFile(file, '{"vanity": {"acme": ');
    await expect(spawnServer({ DATA_DIR: dir }, 15_000)).rejects.toThrow(/cannot start: The data file .*db\.json is corrupt or truncated/);
    expect(await readFile(file, 'utf8')).toBe('{"vanity": {"acme": ');
  });

  it('stops with a clear message on invalid configuration', async () => {
    const dir = await dataDir();
    await expect(spawnServer({ DATA_DIR: dir, PORT: 'eighty' }, 15_000)).rejects.toThrow(/Invalid configuration: PORT/);
  });

  it('stops with a clear message when DATABASE_URL is no PostgreSQL address, or the database cannot be reached, without repeating its password', async () => {
    const dir = await dataDir();
    await expect(spawnServer({ DATA_DIR: dir, DATABASE_URL: 'mysql://db/analyzer' }, 15_000)).rejects.toThrow(/Invalid configuration: DATABASE_URL/);
    const unreachable = spawnServer({ DATA_DIR: dir, DATABASE_URL: 'postgres://analyzer:s3cret-password@127.0.0.1:1/analyzer' }, 15_000);
    await expect(unreachable).rejects.toThrow(/cannot start: The PostgreSQL database at DATABASE_URL could not be opened/);
    await expect(unreachable).rejects.not.toThrow(/s3cret-password/);
  });
});
