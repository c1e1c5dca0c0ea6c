import { spawnSync } from 'node:child_process';

/** One way of getting a program that was tried: the command, and why it did not give the program. */
export interface Attempt {
  command: string;
  /** Empty when the command ran to the end; otherwise the last line it printed, or how it ended. */
  failure: string;
}

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** Runs an installer with its output kept, not shown: a run that skips prints one line, not an installer's log. */
export function tryCommand(command: string, args: string[]): Attempt {
  const run = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 15 * 60 * 1000 });
  const shown = [command, ...args].join(' ');
  if (run.status === 0) return { command: shown, failure: '' };
  const lines = `${run.stdout ?? ''}\n${run.stderr ?? ''}`
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\p{L}/u.test(line));
  // The last error line says most (Playwright's "getaddrinfo ENOTFOUND", apt's "E: Unable to locate package").
  const telling = lines.filter((line) => /^(E:|Error\b)/i.test(line)).at(-1) ?? lines.at(-1);
  return { command: shown, failure: run.error?.message ?? telling ?? `exit code ${run.status}` };
}

/** Debian's package, installed as root only (anyone else is told the command): with a fresh package list when the first try fails. */
export function aptInstall(pkg: string): Attempt {
  if (!isRoot()) return { command: `apt-get install -y ${pkg}`, failure: 'not run: needs root' };
  const install = () => tryCommand('apt-get', ['install', '-y', '--no-install-recommends', pkg]);
  const first = install();
  if (!first.failure) return first;
  tryCommand('apt-get', ['update']);
  return install();
}
