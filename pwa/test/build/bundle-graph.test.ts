import { describe, expect, it } from 'vitest';
import { entryChunk, scriptsNamedIn, withStaticImports } from '../../build/bundle-graph.ts';
import { chunk, goodBundle } from './support/small-bundle.ts';

describe('entryChunk', () => {
  it("is the chunk index.html's script loads", () => {
    expect(entryChunk(goodBundle()).fileName).toBe('assets/index.js');
  });

  it('fails when the build has no entry, or more than one, since the checks would read the wrong one', () => {
    const none = goodBundle();
    delete none['assets/index.js'];
    expect(() => entryChunk(none)).toThrow('the build has 0 entry chunks');
    const two = { ...goodBundle(), 'assets/other.js': chunk('assets/other.js', { isEntry: true }) };
    expect(() => entryChunk(two)).toThrow('the build has 2 entry chunks');
  });
});

describe('withStaticImports', () => {
  it('follows static imports through every level, once each, and not dynamic ones', () => {
    const bundle = {
      'a.js': chunk('a.js', { imports: ['b.js'] }),
      'b.js': chunk('b.js', { imports: ['c.js', 'a.js'] }),
      'c.js': chunk('c.js'),
      'lazy.js': chunk('lazy.js', { isDynamicEntry: true }),
    };
    expect([...withStaticImports(bundle, ['a.js'])].sort()).toEqual(['a.js', 'b.js', 'c.js']);
  });
});

describe('scriptsNamedIn', () => {
  it('lists module scripts and preloads with the path the bundle knows them by, and not styles or icons', () => {
    const html =
      '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/shared.js"><link rel="stylesheet" href="/assets/index.css">' +
      '<link rel="icon" href="/favicon.svg"></head>';
    expect(scriptsNamedIn(html)).toEqual([
      { file: 'assets/index.js', preload: false },
      { file: 'assets/shared.js', preload: true },
    ]);
  });
});
