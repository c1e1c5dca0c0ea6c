import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRenderedSites, type RenderedSites } from '../../../test-support/fixture-sites/rendered-sites/rendered-site-server.ts';
import { startFixtureSites } from '../../../test-support/fixture-sites/site-server.ts';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { APP_VERSION } from '../../src/version.ts';
import { lacks, lacksOutsideCi } from '../../../test-support/prerequisites/needs.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const entry = path.join(repoRoot, 'sync-server/src/cli/analyze.ts');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run analyze -- ...args` without npm's own lines, stdout and stderr apart and piped (not a terminal). */
function analyze(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', entry, ...args],
      { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? -1) : 0, stdout, stderr });
      },
    );
  });
}

let fixtures: Awaited<ReturnType<typeof startFixtureSites>>;
let rendered: RenderedSites;
let temp: Awaited<ReturnType<typeof makeTempDir>>;
const LOCAL = { ALLOW_PRIVATE_NETWORK: 'true' };

beforeAll(async () => {
  fixtures = await startFixtureSites();
  rendered = await startRenderedSites({ replacements: { CANARY: 'http://127.0.0.1:9', CANARY_WS: 'ws://127.0.0.1:9' } });
  temp = await makeTempDir('oa-cli-');
});
afterAll(async () => {
  await fixtures?.close();
  await rendered?.close();
  await temp?.remove();
});

describe('npm run analyze conventions', () => {
  it('--help prints usage, every option, the environment variables and exit codes on stdout', async () => {
    const run = await analyze(['--help']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Usage: npm run analyze -- \[options\] <url>/);
    for (const word of [
      '--pricing',
      '--json',
      '--output',
      '--help',
      '--version',
      '--save-pages',
      '--from-pages',
      'ALLOW_PRIVATE_NETWORK',
      'BROWSER_RENDERING',
      'CHROMIUM_PATH',
      'Exit codes',
    ]) {
      expect(run.stdout).toContain(word);
    }
    expect((await analyze(['-h'])).stdout).toBe(run.stdout);
  });

  it('--version prints the version', async () => {
    const run = await analyze(['--version']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(APP_VERSION);
  });

  it.each([
    ['an unknown option', ['--colour', 'acme.com']],
    ['no address', []],
    ['two addresses', ['acme.com', 'rival.com']],
    ['an address that is not one', ['not a website']],
    ['--output without a file', ['acme.com', '--output']],
    ['--from-pages with an address too', ['acme.com', '--from-pages', 'saved']],
    ['--from-pages with --save-pages', ['--from-pages', 'saved', '--save-pages', 'again']],
  ])('exits 2 with a message on stderr for %s', async (_case, args) => {
    const run = await analyze(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('--help');
  });

  it('exits 1 when the analysis fails: nothing answers at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const run = await analyze([`http://127.0.0.1:${port}/`], LOCAL);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Analysis failed: /);
  });

  it('exits 1 when a private address is refused, as the server would', async () => {
    const run = await analyze([fixtures.sites.ledgerly!]);
    expect(run.code).toBe(1);
  });

  it('exits 0 and writes the report to --output, leaving stdout empty and stderr quiet when not a terminal', async () => {
    const file = path.join(temp.dir, 'report.json');
    const run = await analyze([fixtures.sites.ledgerly!, '--json', '--output', file], LOCAL);
    expect(run).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const report = JSON.parse(await readFile(file, 'utf8')) as { url: string; pages: unknown[] };
    expect(report.url).toContain('127.0.0.1');
    expect(report.pages.length).toBeGreaterThan(1);
  });

  it.skipIf(lacksOutsideCi(() => existsSync('/usr/bin/script')))('shows each page as it is read when stderr is a terminal', async () => {
    // script(1) runs the command on a pseudo-terminal, as a person at a shell would.
    const command = [process.execPath, '--import', 'tsx', entry, fixtures.sites.ledgerly!, '--output', path.join(temp.dir, 'tty.txt')]
      .map((part) => `'${part}'`)
      .join(' ');
    const run = await new Promise<Run>((resolve) => {
      execFile(
        '/usr/bin/script',
        ['-qec', command, '/dev/null'],
        { cwd: repoRoot, env: { ...process.env, ...LOCAL }, timeout: 60_000 },
        (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? -1) : 0, stdout, stderr }),
      );
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Read 1\/\d+: http:\/\/127\.0\.0\.1:\d+\/ \(200\)/);
    expect(run.stdout).toContain('Report written to');
  });

  it('exits 2 for a BROWSER_RENDERING it does not know', async () => {
    const run = await analyze([fixtures.sites.ledgerly!], { ...LOCAL, BROWSER_RENDERING: 'sometimes' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('BROWSER_RENDERING must be one of auto, always, off.');
  });

  it.skipIf(lacks('chromium'))(
    'renders a client-rendered site in Chromium as the server does, and with rendering off says what it could not check',
    async () => {
      const spa = `${rendered.sites['spa-orbitdesk']!}/`;
      const seen = await analyze([spa, '--json'], { ...LOCAL, BROWSER_RENDERING: 'always' });
      expect(seen.code).toBe(0);
      const withBrowser = JSON.parse(seen.stdout) as { coverage: { rendered: boolean }; signals: { id: string; present: boolean; checked: boolean }[] };
      expect(withBrowser.coverage.rendered).toBe(true);
      expect(withBrowser.signals.find((signal) => signal.id === 'free-trial')).toMatchObject({ present: true, checked: true });

      const blind = await analyze([spa, '--json'], { ...LOCAL, BROWSER_RENDERING: 'off' });
      const withoutBrowser = JSON.parse(blind.stdout) as typeof withBrowser;
      expect(withoutBrowser.coverage.rendered).toBe(false);
      expect(withoutBrowser.signals.find((signal) => signal.id === 'free-trial')).toMatchObject({ present: false, checked: false });
    },
  );

  // Two processes, one of them crawling: ~22 s on a busy machine, more than the default 30 s under heavier load.
  it('--save-pages then --from-pages: the pages read once, scored again offline into the same JSON as the online run', { timeout: 90_000 }, async () => {
    const dir = path.join(temp.dir, 'saved-ledgerly');
    const online = await analyze([fixtures.sites.ledgerly!, '--json', '--save-pages', dir], LOCAL);
    expect(online).toMatchObject({ code: 0, stderr: '' });
    expect(await readFile(path.join(dir, 'page-set.json'), 'utf8')).toContain(fixtures.sites.ledgerly!);
    // No network needed: the saved pages are all the engine reads.
    const offline = await analyze(['--from-pages', dir, '--json']);
    expect(offline).toMatchObject({ code: 0, stderr: '' });
    expect(offline.stdout).toBe(online.stdout);
  });

  it('--from-pages exits 1 with the reason when the folder holds no saved pages', async () => {
    const run = await analyze(['--from-pages', temp.dir, '--json']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('page-set.json is missing');
  });

  // Two processes and a rendered site of five pages: more than the default 30 s on a busy machine.
  it.skipIf(lacks('chromium'))(
    '--save-pages keeps a rendered page as fetched and as drawn, and --from-pages scores it the same',
    { timeout: 120_000 },
    async () => {
      const dir = path.join(temp.dir, 'saved-spa');
      const spa = `${rendered.sites['spa-orbitdesk']!}/`;
      const online = await analyze([spa, '--json', '--save-pages', dir], { ...LOCAL, BROWSER_RENDERING: 'always' });
      expect(online.code).toBe(0);
      expect(await readFile(path.join(dir, '01-home.html'), 'utf8')).toContain('id="root"');
      expect(await readFile(path.join(dir, '01-home.rendered.html'), 'utf8')).not.toBe(await readFile(path.join(dir, '01-home.html'), 'utf8'));
      const offline = await analyze(['--from-pages', dir, '--json'], { BROWSER_RENDERING: 'off' });
      expect(offline.stdout).toBe(online.stdout);
    },
  );
});
