// The parts of Rolldown's output bundle the build's plugins read: which chunk imports
// which, and what each holds. Structural types, so a real OutputBundle fits and a test
// can write a small bundle by hand.
import type { Rolldown } from 'vite';

export type BundleChunk = Pick<Rolldown.OutputChunk, 'type' | 'fileName' | 'isEntry' | 'isDynamicEntry' | 'facadeModuleId' | 'imports' | 'moduleIds' | 'code'>;
export type BundleAsset = Pick<Rolldown.OutputAsset, 'type' | 'fileName' | 'source'>;
export type Bundle = Readonly<Record<string, BundleChunk | BundleAsset>>;

export function chunksOf(bundle: Bundle): BundleChunk[] {
  return Object.values(bundle).filter((output): output is BundleChunk => output.type === 'chunk');
}

/** The chunk pwa/index.html's script loads; every screen starts from it. */
export function entryChunk(bundle: Bundle): BundleChunk {
  const entries = chunksOf(bundle).filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`the build has ${entries.length} entry chunks, expected one (pwa/index.html's script)`);
  return entries[0]!;
}

/** The text of an HTML page (or other asset) the bundle holds, if it holds it. */
export function assetText(bundle: Bundle, fileName: string): string | undefined {
  const asset = bundle[fileName];
  return asset?.type === 'asset' ? String(asset.source) : undefined;
}

/** The chunks that load with `roots`: the roots and, transitively, what they import statically. */
export function withStaticImports(bundle: Bundle, roots: Iterable<string>): Set<string> {
  const loaded = new Set<string>();
  const pending = [...roots];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (loaded.has(file)) continue;
    loaded.add(file);
    const output = bundle[file];
    if (output?.type === 'chunk') pending.push(...output.imports);
  }
  return loaded;
}

/** A module script or module preload an HTML page names, as a path in the bundle. */
export interface NamedScript {
  file: string;
  preload: boolean;
}

export function scriptsNamedIn(html: string): NamedScript[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const file = /\s(?:src|href)="\/([^"]+\.m?js)"/.exec(tag)?.[1];
    return file === undefined ? [] : [{ file, preload: /\srel="modulepreload"/.test(tag) }];
  });
}
