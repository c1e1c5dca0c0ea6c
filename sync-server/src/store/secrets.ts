import { randomUUID } from 'node:crypto';
import { chmod, link, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StoreOpenError } from './json-db.ts';
import type { LoadedSecret, SecretName, SecretRepository } from './repositories.ts';

export type { LoadedSecret } from './repositories.ts';

/**
 * Secrets the server generates for itself live in DATA_DIR, readable by the owner
 * only (mode 0600). This is the only code that reads or writes them.
 */
export const SECRET_FILES = {
  /** HS256 signing key for admin tokens when JWT_SECRET is not set. */
  jwtSecret: 'jwt-secret',
  /** The scrypt hash (salt and parameters included) of a generated admin password. */
  adminPasswordHash: 'admin-password.json',
} as const;

export type SecretFile = (typeof SECRET_FILES)[keyof typeof SECRET_FILES];

const OWNER_ONLY = 0o600;

/** The embedded store's secrets: one owner-only file each in DATA_DIR. */
export class FileSecrets implements SecretRepository {
  constructor(private readonly dataDir: string) {}

  loadOrCreate(name: SecretName, generate: () => Promise<string>): Promise<LoadedSecret> {
    return loadOrCreateSecret(this.dataDir, SECRET_FILES[name], generate);
  }

  locationOf(name: SecretName): string {
    return path.join(this.dataDir, SECRET_FILES[name]);
  }
}

/**
 * The stored secret, or a new one from `generate` when there is none. Creation is
 * atomic and happens at most once: when two processes start together, the loser
 * reads the winner's secret and reports `created: false`.
 */
export async function loadOrCreateSecret(dataDir: string, file: SecretFile, generate: () => Promise<string>): Promise<LoadedSecret> {
  const target = path.join(dataDir, file);
  const existing = await readSecret(target);
  if (existing !== undefined) return { value: existing, created: false };

  const value = await generate();
  // Write a private temp file, then hard-link it into place: link() fails if the
  // target exists, so no start ever overwrites a secret or sees a half-written one.
  const temp = path.join(dataDir, `.${file}.${randomUUID()}.tmp`);
  try {
    await writeFile(temp, value, { mode: OWNER_ONLY, flag: 'wx' });
    await chmod(temp, OWNER_ONLY); // the umask may have narrowed it, never widened; make it exact
    await link(temp, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new StoreOpenError(`The secret file ${target} cannot be written: ${(error as Error).message}`);
    }
    const winner = await readSecret(target);
    if (winner === undefined) throw new StoreOpenError(`The secret file ${target} vanished while being created.`);
    return { value: winner, created: false };
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  return { value, created: true };
}

/** The secret's text, or undefined when the file does not exist. Loose permissions are tightened. */
async function readSecret(target: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(target, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StoreOpenError(`The secret file ${target} cannot be read: ${(error as Error).message}`);
  }
  if ((await stat(target)).mode & 0o077) await chmod(target, OWNER_ONLY);
  if (text.trim() === '') {
    throw new StoreOpenError(`The secret file ${target} is empty. Delete it to have a new secret generated on the next start.`);
  }
  return text;
}
