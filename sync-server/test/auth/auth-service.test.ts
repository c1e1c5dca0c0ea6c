import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { StoreOpenError } from '../../src/store/json-db.ts';
import { SECRET_FILES } from '../../src/store/secrets.ts';
import { openStore, type Store } from '../../src/store/store.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { type AuthService, createAuthService, LoginRefusedError } from '../../src/auth/auth-service.ts';

let dir: string;
let remove: () => Promise<void>;
let store: Store;
let logLines: string[];
let announced: string[];

beforeEach(async () => {
  ({ dir, remove } = await makeTempDir('oa-auth-'));
  store = await openStore(dir);
  logLines = [];
  announced = [];
});
afterEach(async () => {
  await store.close();
  await remove();
});

function start(env: Record<string, string> = {}, now?: () => number): Promise<AuthService> {
  return createAuthService({
    config: loadConfig({ DATA_DIR: dir, ...env }),
    store,
    logger: createLogger('info', (line) => logLines.push(line)),
    announce: (text) => announced.push(text),
    now,
  });
}

function generatedPassword(): string {
  const match = /password: (\S+)/.exec(announced.join('\n'));
  if (!match?.[1]) throw new Error(`no password was announced: ${announced.join('\n')}`);
  return match[1];
}

const mode = async (file: string) => (await stat(path.join(dir, file))).mode & 0o777;

describe('generated admin credentials', () => {
  it('shows a strong password once with the username admin, and stores only its scrypt hash (0600)', async () => {
    const auth = await start();
    expect(announced).toHaveLength(1);
    expect(announced[0]).toContain('username: admin');
    const password = generatedPassword();
    expect(password.length).toBeGreaterThanOrEqual(20);

    const stored = await readFile(path.join(dir, SECRET_FILES.adminPasswordHash), 'utf8');
    expect(stored).not.toContain(password);
    expect(JSON.parse(stored)).toMatchObject({ algorithm: 'scrypt', cost: 2 ** 15, blockSize: 8, parallelization: 1 });
    expect(await mode(SECRET_FILES.adminPasswordHash)).toBe(0o600);
    expect(await mode(SECRET_FILES.jwtSecret)).toBe(0o600);

    const token = await auth.login('admin', password, '127.0.0.1');
    expect(auth.verify(token)).toEqual({ username: 'admin' });
  });

  it('on a later start accepts the same password, shows nothing, and keeps earlier tokens valid', async () => {
    const first = await start();
    const password = generatedPassword();
    const token = await first.login('admin', password, '127.0.0.1');

    announced = [];
    const second = await start();
    expect(announced).toEqual([]);
    expect(second.verify(token)).toEqual({ username: 'admin' });
    expect(second.verify(await second.login('admin', password, '127.0.0.1'))).toEqual({ username: 'admin' });
    await expect(second.login('admin', `${password}x`, '127.0.0.1')).rejects.toThrow('Invalid username or password');
  });

  it('generates nothing and stores no password when ADMIN_PASSWORD is set', async () => {
    const auth = await start({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'from-the-env', JWT_SECRET: 'x'.repeat(40) });
    expect(announced).toEqual([]);
    await expect(stat(path.join(dir, SECRET_FILES.adminPasswordHash))).rejects.toThrow(/ENOENT/);
    await expect(stat(path.join(dir, SECRET_FILES.jwtSecret))).rejects.toThrow(/ENOENT/);
    expect(auth.verify(await auth.login('owner', 'from-the-env', '127.0.0.1'))).toEqual({ username: 'owner' });
  });

  it('refuses to start on a damaged password file, with a message saying what to do', async () => {
    await writeFile(path.join(dir, SECRET_FILES.adminPasswordHash), '{"algorithm":"md5"}', { mode: 0o600 });
    await expect(start()).rejects.toThrow(StoreOpenError);
    await expect(start()).rejects.toThrow(/not a valid scrypt hash. Delete it/);
  });
});

describe('what the log shows', () => {
  it('never contains the password, its hash, the signing secret or a token', async () => {
    const auth = await start({ ADMIN_PASSWORD: 'super-secret-pw', JWT_SECRET: 'jwt-secret-value-'.padEnd(40, 'z') });
    const token = await auth.login('admin', 'super-secret-pw', '192.0.2.1');
    await expect(auth.login('super-secret-pw', 'super-secret-pw-typo', '192.0.2.1')).rejects.toBeInstanceOf(LoginRefusedError);
    const log = logLines.join('\n');
    expect(log).toContain('admin logged in');
    expect(log).toContain('admin login failed');
    for (const secret of ['super-secret-pw', 'jwt-secret-value', token, token.split('.')[2]!]) expect(log).not.toContain(secret);
  });
});

describe('login limit window', () => {
  it('lets an address try again once its oldest failure is 15 minutes old', async () => {
    let clock = 1_000_000;
    const auth = await start({ ADMIN_PASSWORD: 'right-password' }, () => clock);
    for (let i = 0; i < 10; i += 1) {
      await expect(auth.login('admin', 'wrong', '192.0.2.7')).rejects.toMatchObject({ status: 401 });
      clock += 1000;
    }
    await expect(auth.login('admin', 'right-password', '192.0.2.7')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 890 });
    clock = 1_000_000 + 15 * 60 * 1000 + 1;
    await expect(auth.login('admin', 'right-password', '192.0.2.7')).resolves.toEqual(expect.any(String));
  });
});
