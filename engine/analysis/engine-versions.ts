// Written by `npm run engine:bump` (tools/engine-version/bump.ts): one entry per engine
// version, oldest first, with the digest of its results over the fixture sites and of
// each part of them (engine-moves.ts). engine-version.test.ts checks the last one.

export interface EngineVersionRecord {
  version: string;
  /** Of the whole results; absent for a version made before digests were kept. */
  digest?: string;
  parts?: Readonly<Record<string, string>>;
}

export const ENGINE_VERSIONS: readonly EngineVersionRecord[] = [{ version: '1.0.0' }];
