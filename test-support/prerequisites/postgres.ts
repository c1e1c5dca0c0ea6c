import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { aptInstall } from './install.ts';
import type { Prerequisite } from './prerequisite.ts';

const DEBIAN_ROOT = '/usr/lib/postgresql';

const hasServerPrograms = (dir: string) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'));

/**
 * Where the PostgreSQL server's programs (initdb, pg_ctl) are: POSTGRES_BIN_DIR when set
 * (a folder without them means none, never another), then the PATH, then Debian's
 * /usr/lib/postgresql (the newest version when several are installed).
 */
export function postgresBinDir(configured: string | undefined = process.env.POSTGRES_BIN_DIR): string | undefined {
  if (configured) return hasServerPrograms(configured) ? configured : undefined;
  const onPath = (process.env.PATH ?? '').split(path.delimiter).find((dir) => dir && hasServerPrograms(dir));
  if (onPath) return onPath;
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const newest = readdirSync(DEBIAN_ROOT)
    .filter((version) => hasServerPrograms(path.join(DEBIAN_ROOT, version, 'bin')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest && path.join(DEBIAN_ROOT, newest, 'bin');
}

/** The server the store, queue and api-on-postgres tests start throwaway clusters of (sync-server/test/support/postgres-cluster.ts). */
export const postgres: Prerequisite = {
  name: 'postgres',
  title: 'PostgreSQL',
  neededBy: 'the PostgreSQL store, the pg-boss queue and the api-on-postgres project',
  find: () => postgresBinDir(),
  refused() {
    const configured = process.env.POSTGRES_BIN_DIR;
    if (configured && !hasServerPrograms(configured)) return `POSTGRES_BIN_DIR names ${configured}, which holds no initdb and pg_ctl`;
    return undefined;
  },
  installers: [() => aptInstall('postgresql')],
  howToGet: 'install it with `sudo apt-get install -y postgresql`, or put initdb and pg_ctl on the PATH, or set POSTGRES_BIN_DIR to their folder',
};
