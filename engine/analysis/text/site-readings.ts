import type { PageModel } from '../model/page-model.ts';
import { prefiltersActive } from './phrases.ts';
import { buildWordIndex, textsWithAny, type WordIndex } from './word-index.ts';

/**
 * What the patterns said of a site's texts. A site repeats its menu, footer and buttons on
 * every page (a third of the fixture pages' text, two thirds of their links), and whether a
 * pattern matches depends on the text alone: each pattern reads each distinct text once per
 * analysis.
 */
export interface Readings {
  matched: Map<RegExp, Map<string, boolean>>;
  matches: Map<RegExp, Map<string, RegExpExecArray[]>>;
  /** The distinct texts of the site's blocks and links, and their word index (built on first use). */
  texts: string[];
  index?: WordIndex;
  /** A word list (by identity) -> the texts holding one of its words; undefined when the index cannot tell. */
  holding: Map<readonly string[], ReadonlySet<string> | undefined>;
}

/** The site's texts holding any of the words, looked up once per site rather than once per page. */
export function siteTextsWithAny(readings: Readings, words: readonly string[]): ReadonlySet<string> | undefined {
  if (readings.holding.has(words)) return readings.holding.get(words);
  readings.index ??= buildWordIndex(readings.texts);
  const found = textsWithAny(readings.index, words);
  const holding = found ? new Set(found.map((at) => readings.texts[at]!)) : undefined;
  readings.holding.set(words, holding);
  return holding;
}

/** A page, its blocks and its links -> the readings of its site (shareReadings). */
const readingsOfList = new WeakMap<object, Readings>();

/** Lets the pages of one site share their readings (site-model.ts calls it once per analysis; search.ts reads them). */
export function shareReadings(pages: readonly PageModel[]): void {
  const texts = new Set<string>();
  for (const page of pages) {
    for (const block of page.blocks) texts.add(block.text);
    for (const cta of page.ctas) texts.add(cta.text);
  }
  const readings: Readings = { matched: new Map(), matches: new Map(), texts: [...texts], holding: new Map() };
  for (const page of pages) {
    readingsOfList.set(page, readings);
    readingsOfList.set(page.blocks, readings);
    readingsOfList.set(page.ctas, readings);
  }
}

/** The site's readings for a page or one of its lists; none without the pre-checks, so the soundness test reads every text afresh. */
export function readingsOf(list: object): Readings | undefined {
  return prefiltersActive() ? readingsOfList.get(list) : undefined;
}

export function byPatternIn<V>(map: Map<RegExp, Map<string, V>>, pattern: RegExp): Map<string, V> {
  let byText = map.get(pattern);
  if (!byText) {
    byText = new Map();
    map.set(pattern, byText);
  }
  return byText;
}
