import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { precompressAssets } from '../../build/precompress-assets.ts';
import { resolvedConfig, runHook } from './support/plugin-hooks.ts';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
let outDir: string;

beforeEach(async () => {
  temp = await makeTempDir('oa-precompress-');
  outDir = path.join(temp.dir, 'dist');
  await mkdir(path.join(outDir, 'assets'), { recursive: true });
});
afterEach(() => temp.remove());

const large = (text: string) => text.repeat(Math.ceil(2048 / text.length));

async function precompress() {
  const plugin = precompressAssets();
  await runHook(plugin, 'configResolved', {}, resolvedConfig(path.join(temp.dir, 'pwa'), { outDir: '../dist', assetsDir: 'assets' }));
  await runHook(plugin, 'writeBundle', {}, {}, {});
}

describe('precompressAssets', () => {
  it('writes .br and .gz copies that decode to the file, beside the hashed assets and both pages', async () => {
    const script = large('export const a = 1;\n');
    await writeFile(path.join(outDir, 'assets', 'index-abc.js'), script);
    await writeFile(path.join(outDir, 'index.html'), large('<p>landing</p>'));
    await writeFile(path.join(outDir, 'app-shell.html'), large('<p>shell</p>'));
    await precompress();
    expect(brotliDecompressSync(await readFile(path.join(outDir, 'assets', 'index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(outDir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
    expect((await readdir(outDir)).sort()).toEqual([
      'app-shell.html',
      'app-shell.html.br',
      'app-shell.html.gz',
      'assets',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
  });

  it('leaves small files, source maps, images and files outside the assets folder as they are', async () => {
    await writeFile(path.join(outDir, 'index.html'), large('<p>landing</p>'));
    await writeFile(path.join(outDir, 'app-shell.html'), large('<p>shell</p>'));
    await writeFile(path.join(outDir, 'assets', 'tiny-abc.js'), 'export {};');
    await writeFile(path.join(outDir, 'assets', 'index-abc.js.map'), large('{"version":3}'));
    await writeFile(path.join(outDir, 'assets', 'icon.png'), large('png'));
    await writeFile(path.join(outDir, 'sw.js'), large('self.skipWaiting();'));
    await precompress();
    expect((await readdir(path.join(outDir, 'assets'))).sort()).toEqual(['icon.png', 'index-abc.js.map', 'tiny-abc.js']);
    expect(await readdir(outDir)).not.toContain('sw.js.br');
  });
});
