import type { FetchedPage } from '../../../engine/analysis/page.ts';
import { DamagedPageSetError, type PageSet, parsePageSet } from './page-set.ts';

/**
 * A page set as files a person can open: `page-set.json` (the address, options, time,
 * engine and each page's status, requests and vendor globals) and one HTML file per page
 * as fetched, plus the DOM the browser drew for a rendered page. The same files are what
 * `npm run analyze -- --save-pages DIR` writes and `--from-pages DIR` reads, and what the
 * admin's download of an analysis' pages holds (tar.gz).
 */
export const MANIFEST_FILE = 'page-set.json';

export interface PageSetFile {
  name: string;
  content: string;
}

type ManifestPage = Omit<FetchedPage, 'html' | 'staticHtml'> & {
  /** The HTML as fetched. */
  fetchedFile?: string;
  /** The DOM headless Chromium drew: what the engine read. */
  renderedFile?: string;
};

interface Manifest extends Omit<PageSet, 'pages'> {
  pages: ManifestPage[];
}

/** The files of a page set, manifest first; pages in the order the crawler read them. */
export function pageSetFiles(set: PageSet): PageSetFile[] {
  const files: PageSetFile[] = [];
  const pages = set.pages.map((page, index): ManifestPage => {
    const { html, staticHtml, ...rest } = page;
    const stem = `${String(index + 1).padStart(2, '0')}-${page.kind}`;
    const fetched = page.rendered ? staticHtml : html;
    const entry: ManifestPage = { ...rest };
    if (fetched) files.push({ name: (entry.fetchedFile = `${stem}.html`), content: fetched });
    if (page.rendered && html) files.push({ name: (entry.renderedFile = `${stem}.rendered.html`), content: html });
    return entry;
  });
  const manifest: Manifest = { url: set.url, options: set.options, analyzedAt: set.analyzedAt, engineVersion: set.engineVersion, pages };
  return [{ name: MANIFEST_FILE, content: `${JSON.stringify(manifest, null, 2)}\n` }, ...files];
}

/** The page set back from its files; throws DamagedPageSetError when one is missing or the manifest is not ours. */
export async function pageSetFromFiles(read: (name: string) => Promise<string | undefined>): Promise<PageSet> {
  const text = await read(MANIFEST_FILE);
  if (text === undefined) throw new DamagedPageSetError(`${MANIFEST_FILE} is missing`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch (error) {
    throw new DamagedPageSetError(`${MANIFEST_FILE}: ${(error as Error).message}`);
  }
  const file = async (name: string | undefined) => {
    if (name === undefined) return undefined;
    // Only the set's own files, by plain name: a manifest cannot point anywhere else.
    if (!/^[\w.-]+$/.test(name)) throw new DamagedPageSetError(`${name} is not a page file name`);
    const content = await read(name);
    if (content === undefined) throw new DamagedPageSetError(`${name} is missing`);
    return content;
  };
  const pages = await Promise.all(
    (Array.isArray(manifest.pages) ? manifest.pages : []).map(async ({ fetchedFile, renderedFile, ...rest }) => {
      const fetched = await file(fetchedFile);
      const rendered = await file(renderedFile);
      return rest.rendered ? { ...rest, html: rendered ?? '', ...(fetched !== undefined ? { staticHtml: fetched } : {}) } : { ...rest, html: fetched ?? '' };
    }),
  );
  return parsePageSet({ ...manifest, pages });
}
