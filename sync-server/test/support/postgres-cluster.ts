import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgres } from '../../../test-support/prerequisites/postgres.ts';
import { findOrInstall, missingMessage } from '../../../test-support/prerequisites/prerequisite.ts';

/**
 * A throwaway PostgreSQL server for tests (issue #14): the machine's PostgreSQL, a new
 * cluster in a temporary folder on a free loopback port, run as the postgres user when
 * this process is root (PostgreSQL refuses to run as root). Never a mock.
 */
export interface PostgresCluster {
  /** postgres://… of the cluster's maintenance database. */
  readonly url: string;
  /** A new, empty database on the cluster, and its postgres://… address. */
  createDatabase(): Promise<string>;
  stop(): void;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  // Found (or installed) once by the test run's global setup; benches that start a cluster get the same lookup.
  const outcome = findOrInstall(postgres);
  if ('missing' in outcome) throw new Error(missingMessage(outcome));
  const bin = outcome.found;
  const dir = mkdtempSync(path.join(tmpdir(), 'oa-postgres-'));
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const command = path.join(bin, program);
    execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, { stdio: 'pipe', cwd: dir });
  };
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '--encoding=UTF8', '--locale=C']);
  // fsync off: the cluster is thrown away; durability is PostgreSQL's business, not these tests'.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // A test run that ends without its cleanup (a crash, Ctrl-C) still leaves no server behind.
  process.once('exit', stop);
  return {
    url,
    stop,
    async createDatabase() {
      const name = `test_${randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let shared: Promise<PostgresCluster> | undefined;

/** One cluster for this test process (vitest runs each file in its own), started when first asked for; stopped at exit. */
export function sharedTestCluster(): Promise<PostgresCluster> {
  shared ??= startPostgresCluster();
  return shared;
}

export async function stopSharedTestCluster(): Promise<void> {
  const cluster = shared;
  shared = undefined;
  if (cluster) (await cluster).stop();
}
