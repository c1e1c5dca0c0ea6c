import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { openServices, type ServiceOptions } from './services.ts';
import { StoreOpenError } from './store/json-db.ts';

/** Time allowed for open requests and pending writes before a forced exit. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The server as a process: configuration from the environment, the services, the app on
 * its port, and a graceful stop on SIGTERM or SIGINT. main.ts runs it as it is; only test
 * support's own entry passes `options` (what no configuration sets).
 */
export function runServerProcess(options: ServiceOptions = {}): void {
  start(options).catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof StoreOpenError) {
      process.stderr.write(`Onboarding Analyzer cannot start: ${error.message}\n`);
    } else {
      process.stderr.write(`Onboarding Analyzer cannot start: ${(error as Error).stack ?? String(error)}\n`);
    }
    process.exit(1);
  });
}

async function start(options: ServiceOptions) {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const services = await openServices(config, logger, options);
  const app = createApp(services);

  const server = app.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    // Tests read this line to learn the port when PORT=0.
    process.stdout.write(`Onboarding Analyzer is running at http://${config.host}:${port}\n`);
  });
  server.on('error', (error) => {
    logger.error(`could not listen on ${config.host}:${config.port}`, { error });
    process.exit(1);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close();
    server.closeIdleConnections();
    await services.close();
    server.closeAllConnections();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
