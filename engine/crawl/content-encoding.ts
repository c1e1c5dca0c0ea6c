import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { crawlErrors } from './crawl-error.ts';

/** What we tell servers we can read (undici's request, unlike fetch, does not decompress). */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * The body with its Content-Encoding undone, codings applied last undone first.
 * Flush modes that tolerate a cut-off stream, since we may stop reading early.
 */
export function decodeContentEncoding(body: Readable, header: string | undefined): Readable {
  const codings = (header ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity')
    .reverse();
  let stream = body;
  for (const coding of codings) {
    const decoder = decoderFor(coding);
    // pipeline, not pipe: an abort or a damaged body must reach the reader as an error.
    stream = pipeline(stream, decoder, () => {});
  }
  return stream;
}

function decoderFor(coding: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'deflate':
      return zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'br':
      return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    default:
      throw crawlErrors.unsupportedEncoding(coding);
  }
}
