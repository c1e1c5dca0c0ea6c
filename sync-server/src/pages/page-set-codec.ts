import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { DamagedPageSetError, MAX_PAGE_SET_CHARS, type PageSet, parsePageSet } from './page-set.ts';

/**
 * How a page set is kept in the store: its JSON, brotli-compressed. Quality 3 of 11: on
 * a real site's 1.1 MB of pages it packed to 244 KB in about 35 ms, where 4 and 5 gave
 * 5 to 11 % less for three to five times the analysis thread's time, and gzip -6 284 KB
 * in 165 ms (measured on the development machine, busy).
 */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/** The page set, compressed; undefined when it is beyond MAX_PAGE_SET_CHARS (not kept). */
export function packPageSet(set: PageSet): Buffer | undefined {
  const json = JSON.stringify(set);
  if (json.length > MAX_PAGE_SET_CHARS) return undefined;
  return brotliCompressSync(json, { ...BROTLI_OPTIONS, params: { ...BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } });
}

/** Throws DamagedPageSetError when the bytes are not a packed page set. */
export function unpackPageSet(packed: Uint8Array): PageSet {
  let json: unknown;
  try {
    json = JSON.parse(brotliDecompressSync(packed, { maxOutputLength: MAX_PAGE_SET_CHARS * 4 }).toString('utf8'));
  } catch (error) {
    throw new DamagedPageSetError((error as Error).message);
  }
  return parsePageSet(json);
}
