import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far. */
  output(): string;
  /** Resolves with the exit code (or the signal name) when the process ends. */
  exited: Promise<number | string>;
  /** SIGTERM, as a deploy or Ctrl-C sends it, then waits until the process has exited. */
  stop(): Promise<void>;
}

/** The product's entry, and test support's entry that scores with a variant of the engine (TEST_ENGINE_VARIANT). */
export const SERVER_ENTRIES = {
  main: 'sync-server/src/main.ts',
  engineVariant: 'sync-server/test/support/engine-variant-main.ts',
} as const;

/**
 * Starts the real entry point (sync-server/src/main.ts) as its own process on a free
 * port, as `npm run serve` would, and waits until it says it is listening.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 30_000, entry: string = SERVER_ENTRIES.main): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry)], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const check = () => {
      const match = /running at (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return { url, child, output: () => output, exited, stop };
}
