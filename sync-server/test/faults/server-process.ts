import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts';

/** Credentials every fault test's server process uses. */
export const FAULT_ADMIN = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'fault-test-password', JWT_SECRET: 'fault-tests-jwt-secret-0123456789abcdef' } as const;

/**
 * Real server processes (sync-server/src/main.ts) that a test may kill without
 * warning and start again on the same DATA_DIR; whatever is still running at the end
 * is stopped by `stopAll`.
 */
export class ServerProcesses {
  readonly #running = new Set<SpawnedServer>();

  async start(env: Record<string, string>): Promise<SpawnedServer> {
    const server = await spawnServer({ LOG_LEVEL: 'error', ...FAULT_ADMIN, ...env });
    this.#running.add(server);
    void server.exited.then(() => this.#running.delete(server));
    return server;
  }

  /** kill -9: no shutdown hook runs, nothing is flushed. */
  async killHard(server: SpawnedServer): Promise<void> {
    server.child.kill('SIGKILL');
    await server.exited;
  }

  async stopAll(): Promise<void> {
    for (const server of [...this.#running]) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
}
