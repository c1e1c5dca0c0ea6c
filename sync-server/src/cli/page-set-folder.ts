import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageSet } from '../pages/page-set.ts';
import { pageSetFiles, pageSetFromFiles } from '../pages/page-set-files.ts';
import { readTarGz } from '../pages/tar-archive.ts';

/**
 * `--save-pages DIR`: the page set's files in DIR (page-set-files.ts), written into a
 * fresh folder beside it first and moved into place, so DIR never holds half a set.
 */
export async function writePageSetFolder(dir: string, set: PageSet): Promise<void> {
  const target = path.resolve(dir);
  const temp = `${target}.partial-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { recursive: true });
  for (const file of pageSetFiles(set)) await writeFile(path.join(temp, file.name), file.content);
  await rm(target, { recursive: true, force: true });
  await rename(temp, target);
}

/** `--from-pages DIR`: a folder of page-set files, or the .tar.gz an admin downloaded from GET /api/analysis/{id}/pages. */
export async function readPageSetFolder(source: string): Promise<PageSet> {
  if ((await stat(source)).isFile()) {
    const files = readTarGz(await readFile(source));
    return pageSetFromFiles(async (name) => files.get(name));
  }
  return pageSetFromFiles(async (name) => {
    try {
      return await readFile(path.join(source, name), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  });
}
