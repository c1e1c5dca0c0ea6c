import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real development corpus (`../shared/real-dev` beside the main checkout: real
 * companies' sites, rendered to static HTML, each with a truth.json), served on loopback
 * by corpus-server.ts as its README says, never copied into the project.
 *
 * Where it is: REAL_DEV_DIR when set, else `shared/real-dev` beside the main checkout,
 * found through git's common directory so a linked worktree finds it too.
 */
export function realDevDir(): string {
  const fromEnv = process.env.REAL_DEV_DIR;
  if (fromEnv) return path.resolve(fromEnv);
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  let commonDir = path.join(repo, '.git');
  try {
    commonDir = path.resolve(repo, execFileSync('git', ['rev-parse', '--git-common-dir'], { cwd: repo, encoding: 'utf8' }).trim());
  } catch {
    // Not a git checkout (an unpacked copy): the folder beside this one, as the README says.
  }
  return path.resolve(path.dirname(commonDir), '..', 'shared', 'real-dev');
}

/**
 * The folders bench:real scores by default: REAL_DEV_DIR alone when set, else both
 * development folders beside the main checkout, `shared/real-dev` and `shared/real-dev-2`
 * (issue #32: the thresholds judge their union, and CI gates on it).
 */
export function realDevDirs(): string[] {
  if (process.env.REAL_DEV_DIR) return [path.resolve(process.env.REAL_DEV_DIR)];
  const first = realDevDir();
  return [first, `${first}-2`];
}

/** The corpus's folder, or an error that says where it was looked for and how to point at it. */
export function requireRealDevDir(): string {
  const dir = realDevDir();
  if (!existsSync(dir)) {
    throw new Error(
      `The real development corpus is not at ${dir}. Set REAL_DEV_DIR to the folder that holds its sites (one folder per site, each with truth.json).`,
    );
  }
  return dir;
}
