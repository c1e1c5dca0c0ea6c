import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test-support/temp-dir.ts';
import { lacksOutsideCi } from '../../../test-support/prerequisites/needs.ts';
import { readPageSetFolder, writePageSetFolder } from '../../src/cli/page-set-folder.ts';
import { DamagedPageSetError, MAX_PAGE_SET_CHARS, type PageSet } from '../../src/pages/page-set.ts';
import { packPageSet, unpackPageSet } from '../../src/pages/page-set-codec.ts';
import { MANIFEST_FILE, pageSetFiles, pageSetFromFiles } from '../../src/pages/page-set-files.ts';
import { readTarGz, tarGz } from '../../src/pages/tar-archive.ts';

const SHELL = '<!doctype html><html><head><title>Orbit</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>';
const DRAWN = '<html><head><title>Orbit</title></head><body><h1>Plan orbits together</h1><a href="/signup">Start free — 14 days</a></body></html>';

/** A home page drawn by a browser (its fetched shell beside it), a pricing page read as HTML, a page that failed. */
const SET: PageSet = {
  url: 'https://orbit.test/',
  options: { forceDemoOnly: true, signupsPerMonth: 250 },
  analyzedAt: '2026-11-23T10:00:00.000Z',
  engineVersion: '1.1.0',
  pages: [
    {
      url: 'https://orbit.test/',
      kind: 'home',
      status: 200,
      html: DRAWN,
      staticHtml: SHELL,
      contentType: 'text/html; charset=utf-8',
      bytes: SHELL.length,
      ms: 1200,
      javascriptOnly: true,
      rendered: true,
      requests: [{ url: 'https://widget.intercom.io/widget/x', type: 'script', initiator: 'https://orbit.test/app.js' }],
      vendorGlobals: ['Intercom'],
    },
    { url: 'https://orbit.test/pricing', kind: 'pricing', status: 200, html: '<h1>Prix: 12 €/mois</h1>', contentType: 'text/html', bytes: 28, ms: 40 },
    {
      url: 'https://orbit.test/help',
      kind: 'docs',
      status: 0,
      html: '',
      contentType: '',
      bytes: 0,
      ms: 10000,
      error: 'The page did not answer within 10 seconds',
    },
  ],
};

describe('a page set as files', () => {
  it('names each page as fetched and, for a rendered page, as drawn; and reads back exactly what was written', async () => {
    const files = pageSetFiles(SET);
    expect(files.map((file) => file.name)).toEqual([MANIFEST_FILE, '01-home.html', '01-home.rendered.html', '02-pricing.html']);
    expect(files.find((file) => file.name === '01-home.html')!.content).toBe(SHELL);
    expect(files.find((file) => file.name === '01-home.rendered.html')!.content).toBe(DRAWN);
    const manifest = JSON.parse(files[0]!.content) as { pages: Record<string, unknown>[] };
    expect(manifest.pages[0]).toMatchObject({ fetchedFile: '01-home.html', renderedFile: '01-home.rendered.html', vendorGlobals: ['Intercom'] });
    expect(manifest.pages[0]).not.toHaveProperty('html');
    const byName = new Map(files.map((file) => [file.name, file.content]));
    expect(await pageSetFromFiles(async (name) => byName.get(name))).toEqual(SET);
  });

  it('refuses a manifest that names a file outside the set, or a page file that is missing', async () => {
    const files = new Map(pageSetFiles(SET).map((file) => [file.name, file.content]));
    const manifest = JSON.parse(files.get(MANIFEST_FILE)!) as { pages: { fetchedFile?: string }[] };
    manifest.pages[1]!.fetchedFile = '../../etc/passwd';
    const escaping = new Map(files).set(MANIFEST_FILE, JSON.stringify(manifest));
    await expect(pageSetFromFiles(async (name) => escaping.get(name))).rejects.toThrow(DamagedPageSetError);
    files.delete('02-pricing.html');
    await expect(pageSetFromFiles(async (name) => files.get(name))).rejects.toThrow('02-pricing.html is missing');
  });

  it('goes through a folder (--save-pages, --from-pages) and through the tar.gz an admin downloads unchanged', async () => {
    const temp = await makeTempDir('oa-page-set-');
    try {
      const dir = path.join(temp.dir, 'orbit');
      await writePageSetFolder(dir, SET);
      expect((await readdir(dir)).sort()).toEqual(['01-home.html', '01-home.rendered.html', '02-pricing.html', MANIFEST_FILE]);
      expect(await readPageSetFolder(dir)).toEqual(SET);
      // Saved again over the same folder: the new set replaces the old one whole.
      await writePageSetFolder(dir, { ...SET, pages: SET.pages.slice(1) });
      expect((await readdir(dir)).sort()).toEqual(['01-pricing.html', MANIFEST_FILE]);

      const archive = path.join(temp.dir, 'pages.tar.gz');
      await writeFile(archive, tarGz('pages-orbit', pageSetFiles(SET), new Date(SET.analyzedAt)));
      expect(await readPageSetFolder(archive)).toEqual(SET);
      expect([...readTarGz(await readFile(archive)).keys()]).toEqual([MANIFEST_FILE, '01-home.html', '01-home.rendered.html', '02-pricing.html']);
    } finally {
      await temp.remove();
    }
  });

  it.skipIf(lacksOutsideCi(() => existsSync('/usr/bin/tar') || existsSync('/bin/tar')))(
    'writes an archive the system tar unpacks into the same files',
    async () => {
      const temp = await makeTempDir('oa-page-set-tar-');
      try {
        const archive = path.join(temp.dir, 'pages.tar.gz');
        await writeFile(archive, tarGz('pages-orbit', pageSetFiles(SET), new Date(SET.analyzedAt)));
        await promisify(execFile)('tar', ['-xzf', archive, '-C', temp.dir]);
        expect(await readFile(path.join(temp.dir, 'pages-orbit', '01-home.rendered.html'), 'utf8')).toBe(DRAWN);
        expect(await readPageSetFolder(path.join(temp.dir, 'pages-orbit'))).toEqual(SET);
      } finally {
        await temp.remove();
      }
    },
  );
});

describe('a page set packed for the store', () => {
  it('unpacks to what was packed, and smaller than its JSON', () => {
    const packed = packPageSet(SET)!;
    expect(unpackPageSet(packed)).toEqual(SET);
    expect(packed.byteLength).toBeLessThan(JSON.stringify(SET).length);
  });

  it('is not kept beyond the bounds of one crawl, and damaged bytes are told apart', () => {
    const huge = 'x'.repeat(MAX_PAGE_SET_CHARS);
    expect(packPageSet({ ...SET, pages: [{ ...SET.pages[1]!, html: huge }] })).toBeUndefined();
    const packed = packPageSet(SET)!;
    expect(() => unpackPageSet(packed.subarray(0, packed.length - 20))).toThrow(DamagedPageSetError);
    expect(() => unpackPageSet(new Uint8Array([1, 2, 3]))).toThrow(DamagedPageSetError);
  });
});
