import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { APP_SHELL_FILE, LANDING_FILE } from './page-files.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller files are sent as they are: not worth a round of decoding. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Writes .br and .gz beside every hashed text asset and the two HTML pages; the server
 * (koa-send) sends them to browsers that accept them. Hashed names change with their
 * content, and the pages are compressed in the same build that wrote them, so a copy
 * never goes stale (sw.js and the manifest are served as built).
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  let assetsDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      assetsDir = path.resolve(outDir, config.build.assetsDir);
    },
    // Once the files are written; not in closeBundle, which Vite calls after a failed build too,
    // where finding no files would hide the build's own error.
    async writeBundle() {
      const assets = (await readdir(assetsDir)).filter((file) => /\.(js|css|svg|json)$/.test(file)).map((file) => path.join(assetsDir, file));
      const pages = [LANDING_FILE, APP_SHELL_FILE].map((file) => path.join(outDir, file));
      await Promise.all(
        [...assets, ...pages].map(async (file) => {
          const source = await readFile(file);
          if (source.length < MIN_COMPRESSED_BYTES) return;
          await writeFile(`${file}.br`, await brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${file}.gz`, await gzipAsync(source, { level: 9 }));
        }),
      );
    },
  };
}
