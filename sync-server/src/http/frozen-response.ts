import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A JSON answer that never changes, serialised, hashed and compressed once. */
export interface FrozenJson {
  /** Strong validator of the identity body; each coding gets its own (RFC 9110 8.8.3). */
  readonly hash: string;
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

export async function freezeJson(value: unknown): Promise<FrozenJson> {
  const identity = Buffer.from(JSON.stringify(value));
  const [br, gz] = await Promise.all([
    // Paid once per report, so the best ratio brotli has is worth its time.
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27), identity, br, gzip: gz };
}

/**
 * Frozen answers by key, the least recently read dropped past `maxEntries` (a 30 KB
 * report weighs about 45 KB here with its two compressed copies). Concurrent first
 * reads of one key share one build.
 */
export class FrozenJsonCache {
  readonly #entries = new Map<string, Promise<FrozenJson | undefined>>();

  constructor(readonly maxEntries: number) {}

  get(key: string, load: () => Promise<unknown>): Promise<FrozenJson | undefined> {
    const cached = this.#entries.get(key);
    if (cached) {
      this.#entries.delete(key);
      this.#entries.set(key, cached);
      return cached;
    }
    const building = load().then((value) => (value === undefined ? undefined : freezeJson(value)));
    this.#entries.set(key, building);
    // Nothing to keep when there was no value or it could not be read: the next read tries again.
    building.then(
      (frozen) => frozen ?? this.#entries.delete(key),
      () => this.#entries.delete(key),
    );
    while (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    return building;
  }
}

/**
 * Answers with the coding the client prefers among brotli, gzip and none, under a strong
 * ETag for that coding; 304 when the client's If-None-Match already holds it.
 */
export function sendFrozenJson(ctx: Context, frozen: FrozenJson): void {
  // Asked one by one: given a list, the negotiator prefers the client's order, and browsers name gzip first.
  const chosen = ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : 'identity';
  ctx.vary('Accept-Encoding');
  ctx.compress = false; // already compressed; koa-compress must not do it again
  ctx.status = 200;
  ctx.type = 'application/json; charset=utf-8';
  ctx.etag = chosen === 'identity' ? `"${frozen.hash}"` : `"${frozen.hash}-${chosen}"`;
  // Revalidate each time (a 304 costs almost nothing); kept out of shared caches like every API answer.
  ctx.set('Cache-Control', 'private, no-cache');
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (chosen !== 'identity') ctx.set('Content-Encoding', chosen);
  ctx.body = frozen[chosen];
}
