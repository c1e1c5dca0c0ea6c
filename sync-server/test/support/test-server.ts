import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app.ts';
import { loadConfig, type ServerConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { type AppServices, openServices, type ServiceOptions } from '../../src/services.ts';
import { sharedTestCluster } from './postgres-cluster.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';

export interface TestServer {
  url: string;
  services: AppServices;
  config: ServerConfig;
  close(): Promise<void>;
}

/**
 * The real app on an ephemeral loopback port with its own temporary DATA_DIR.
 * `env` overrides the configuration exactly as environment variables would;
 * `extra` sets what no environment variable can: the crawler's test hooks, handed to the
 * services as they are built, and a collector of log lines.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  extra: ServiceOptions & { onLogLine?: (line: string) => void } = {},
): Promise<TestServer> {
  const temp = await makeTempDir('oa-server-');
  const { onLogLine, ...serviceOptions } = extra;
  // TEST_STORE=postgres (the api-on-postgres project of vitest.config.ts) runs the same suites on a fresh PostgreSQL database.
  const database = process.env.TEST_STORE === 'postgres' && !env.DATABASE_URL ? { DATABASE_URL: await databaseFor(env.DATA_DIR) } : {};
  // Static fixture sites that load a tag manager would be rendered under `auto`: tests that want a browser say so.
  const config = loadConfig({
    DATA_DIR: temp.dir,
    LOG_LEVEL: 'silent',
    ALLOW_PRIVATE_NETWORK: 'true',
    BROWSER_RENDERING: 'off',
    ...database,
    ...env,
    PORT: '0',
  });
  const services = await openServices(config, createLogger(config.logLevel, onLogLine), serviceOptions);
  const server: Server = createApp(services).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    services,
    config,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
      if (!env.DATA_DIR) await temp.remove();
    },
  };
}

/** A restart test names its DATA_DIR: the server after the restart finds the same database. */
const databases = new Map<string, Promise<string>>();
function databaseFor(dataDir: string | undefined): Promise<string> {
  const create = async () => (await sharedTestCluster()).createDatabase();
  if (dataDir === undefined) return create();
  let url = databases.get(dataDir);
  if (!url) databases.set(dataDir, (url = create()));
  return url;
}
