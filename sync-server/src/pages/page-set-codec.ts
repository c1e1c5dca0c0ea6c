import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { DamagedPageSetError, MAX_PAGE_SET_CHARS, type PageSet, parsePageSet } from './page-set.ts';

/**
 * How a page set is kept in the store: its JSON, brotli-compressed. Quality 5 of 11:
 * HTML compresses about 8 to 12 times at a few milliseconds a page, where 11 would
 * cost the analysis thread seconds for a few per cent more.
 */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
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
