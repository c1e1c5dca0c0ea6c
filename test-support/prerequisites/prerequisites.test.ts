import { execFile } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../temp-dir.ts';
import { postgresBinDir } from './postgres.ts';
import { findOrInstall, missingMessage, type Prerequisite, skipLine } from './prerequisite.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

function fakePrerequisite(overrides: Partial<Prerequisite>): Prerequisite {
  return {
    name: 'chromium',
    title: 'Fakium',
    neededBy: 'faking',
    find: () => undefined,
    refused: () => undefined,
    installers: [],
    howToGet: 'install it with `apt-get install fakium`',
    ...overrides,
  };
}

describe('findOrInstall', () => {
  it('takes what is found and installs nothing', () => {
    const outcome = findOrInstall(
      fakePrerequisite({
        find: () => '/usr/bin/fakium',
        installers: [
          () => {
            throw new Error('must not install');
          },
        ],
      }),
    );
    expect(outcome).toMatchObject({ found: '/usr/bin/fakium' });
  });

  it('tries the installers in turn and stops at the first that gives the program', () => {
    const tried: string[] = [];
    let installed = false;
    const outcome = findOrInstall(
      fakePrerequisite({
        find: () => (installed ? '/opt/fakium' : undefined),
        installers: [
          () => (tried.push('download'), { command: 'download fakium', failure: 'getaddrinfo ENOTFOUND' }),
          () => (tried.push('apt'), (installed = true), { command: 'apt-get install fakium', failure: '' }),
          () => (tried.push('never'), { command: 'never', failure: '' }),
        ],
      }),
    );
    expect(tried).toEqual(['download', 'apt']);
    expect(outcome).toMatchObject({ found: '/opt/fakium', installedWith: 'apt-get install fakium' });
  });

  it('says what was tried and how to get it when nothing worked', () => {
    const outcome = findOrInstall(
      fakePrerequisite({
        installers: [
          () => ({ command: 'download fakium', failure: 'getaddrinfo ENOTFOUND' }),
          () => ({ command: 'apt-get install -y fakium', failure: 'not run: needs root' }),
        ],
      }),
    );
    if (!('missing' in outcome)) throw new Error('expected no program');
    expect(missingMessage(outcome)).toBe(
      'No Fakium for the tests of faking: none is installed, and `download fakium` failed (getaddrinfo ENOTFOUND), ' +
        '`apt-get install -y fakium` failed (not run: needs root). To run them, install it with `apt-get install fakium`.',
    );
    expect(skipLine(outcome).split('\n')).toHaveLength(1);
    expect(skipLine(outcome)).toMatch(/^\[tests\] Skipping the tests of faking: no Fakium \(none is installed/);
  });

  it('installs nothing when a setting names one that is not there', () => {
    const outcome = findOrInstall(
      fakePrerequisite({
        refused: () => 'FAKIUM_PATH names /nowhere, which does not exist',
        installers: [
          () => {
            throw new Error('must not install');
          },
        ],
      }),
    );
    expect(outcome).toMatchObject({ missing: 'FAKIUM_PATH names /nowhere, which does not exist' });
  });
});

describe('postgresBinDir', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  const savedPath = process.env.PATH;
  beforeEach(async () => {
    temp = await makeTempDir('oa-postgres-bin-');
  });
  afterEach(async () => {
    process.env.PATH = savedPath;
    await temp.remove();
  });

  async function serverPrograms(dir: string): Promise<string> {
    await mkdir(dir, { recursive: true });
    for (const program of ['initdb', 'pg_ctl']) {
      await writeFile(path.join(dir, program), '#!/bin/sh\n');
      await chmod(path.join(dir, program), 0o755);
    }
    return dir;
  }

  it('takes POSTGRES_BIN_DIR when it holds initdb and pg_ctl, and nothing else when it does not', async () => {
    const bin = await serverPrograms(path.join(temp.dir, 'bin'));
    expect(postgresBinDir(bin)).toBe(bin);
    expect(postgresBinDir(temp.dir)).toBeUndefined();
  });

  it('finds the programs on the PATH', async () => {
    const bin = await serverPrograms(path.join(temp.dir, 'on-path'));
    process.env.PATH = `${path.join(temp.dir, 'empty')}${path.delimiter}${bin}${path.delimiter}${savedPath}`;
    expect(postgresBinDir(undefined)).toBe(bin);
  });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A command of this repository, in an environment without this Vitest run's own variables, and with `env` added. */
function run(command: string, args: string[], env: Record<string, string>): Promise<Run> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST_STORE' && name !== 'CI'));
  return new Promise((resolve) => {
    execFile(command, args, { cwd: repoRoot, env: { ...inherited, ...env }, timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? -1) : 0, stdout, stderr }),
    );
  });
}

const NO_BROWSER = { CHROMIUM_PATH: '/nowhere/chromium' };
const message = 'No Chromium for the tests of page rendering and report PDFs: CHROMIUM_PATH names /nowhere/chromium, which does not exist.';

describe('a test run without a browser', () => {
  it('stops `npm test` before anything else, saying how to get one', async () => {
    const ensure = await run(process.execPath, ['--import', 'tsx', 'test-support/prerequisites/ensure.ts', 'chromium'], NO_BROWSER);
    expect(ensure.code).toBe(1);
    expect(ensure.stderr).toContain(message);
    expect(ensure.stderr).toContain('`sudo apt-get install -y chromium`');
  });

  it('fails a Vitest run of the rendering tests at once when CI is set, and never passes it with skips', async () => {
    const vitest = await run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'engine/render/shared-browser.test.ts'], { ...NO_BROWSER, CI: '1' });
    expect(vitest.code).not.toBe(0);
    expect(`${vitest.stdout}${vitest.stderr}`).toContain(message);
    expect(vitest.stdout).not.toMatch(/Tests .*passed/);
  });

  it('outside CI skips the tests that need one, saying which and why in one line', async () => {
    const vitest = await run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'engine/render/shared-browser.test.ts'], NO_BROWSER);
    expect(vitest.code).toBe(0);
    const lines = vitest.stdout.split('\n').filter((line) => line.includes('[tests] Skipping the tests of page rendering'));
    expect(lines).toEqual([expect.stringContaining('no Chromium (CHROMIUM_PATH names /nowhere/chromium, which does not exist)')]);
    expect(vitest.stdout).toMatch(/2 skipped/);
  });
});
