import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SECRET_FILES } from '../../src/store/secrets.ts';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(dataDir: string): Promise<SpawnedServer> {
  // No ADMIN_* variables, as on a fresh install.
  const server = await spawnServer({ DATA_DIR: dataDir, ADMIN_USERNAME: '', ADMIN_PASSWORD: '', JWT_SECRET: '' });
  cleanups.push(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });
  return server;
}

async function login(url: string, password: string) {
  return fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
}

describe('a server started without admin credentials', () => {
  it('prints a generated password once on stdout, and a restart accepts it without printing it again', async () => {
    const temp = await makeTempDir('oa-first-start-');
    cleanups.push(temp.remove);

    const first = await start(temp.dir);
    const match = /username: admin\n\s+password: (\S+)/.exec(first.output());
    expect(match?.[1]).toBeTruthy();
    const password = match![1]!;
    expect((await login(first.url, password)).status).toBe(200);
    expect(await readFile(path.join(temp.dir, SECRET_FILES.adminPasswordHash), 'utf8')).not.toContain(password);
    first.child.kill('SIGTERM');
    await first.exited;

    const second = await start(temp.dir);
    expect(second.output()).not.toContain(password);
    expect(second.output()).not.toMatch(/password: /);
    expect((await login(second.url, password)).status).toBe(200);
    expect((await login(second.url, 'not-the-password')).status).toBe(401);
  });
});
