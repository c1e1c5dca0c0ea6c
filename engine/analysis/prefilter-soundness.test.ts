import { describe, expect, it } from 'vitest';
import { loadFixtureSites } from '../../test-support/fixture-sites/sites/load-fixture-sites.ts';
import { analyzePages } from './analyze.ts';
import { withoutPrefilters } from './text/phrases.ts';

describe('word pre-checks', () => {
  it('never change a result on the fixture sites (they only save time)', async () => {
    for (const site of await loadFixtureSites()) {
      const run = () => analyzePages({ url: site.url, pages: site.pages, options: {}, analyzedAt: '2026-01-01T00:00:00.000Z' });
      expect(withoutPrefilters(run), site.id).toEqual(run());
    }
  });
});
