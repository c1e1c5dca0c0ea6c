import type { PageKind } from '../../contract/analysis.ts';
import type { Evidence } from '../../contract/signals.ts';
import type { CallToAction, PageModel, Region, TextBlock } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import { excerpt, firstMatch, firstMatchUnchecked, prefiltersEnabled, requiredWordsOf } from './phrases.ts';
import { byPatternIn, readingsOf, siteTextsWithAny, type Readings } from './site-readings.ts';
import { buildWordIndex, textsWithAny, type WordIndex } from './word-index.ts';

export interface SearchScope {
  kinds?: readonly PageKind[];
  regions?: readonly Region[];
  /** Headings only. */
  headings?: boolean;
  /** Blocks holding a digit only: a cheap test before a pattern that starts with a number. */
  digits?: boolean;
}

const DIGIT = /\d/;

export interface TextHit {
  page: PageModel;
  block: TextBlock;
  match: RegExpMatchArray & { index: number };
}

export interface CtaHit {
  page: PageModel;
  cta: CallToAction;
  match: RegExpMatchArray & { index: number };
}

function inScope(page: PageModel, scope: SearchScope): boolean {
  return !scope.kinds || scope.kinds.includes(page.kind);
}

const wordIndexes = new WeakMap<object, WordIndex>();

/** The word index of a list of texts, built once per list. */
function wordIndexOf<T extends object>(items: readonly T[], textOf: (item: T) => string): WordIndex {
  let index = wordIndexes.get(items);
  if (!index) {
    index = buildWordIndex(items.map(textOf));
    wordIndexes.set(items, index);
  }
  return index;
}

/** The items worth running a pattern on: those holding one of its required words. */
function candidates<T extends object>(items: readonly T[], textOf: (item: T) => string, pattern: RegExp): readonly T[] {
  return narrowed(items, textOf, pattern).items;
}

/** The candidates, and whether the word index chose them (then each holds one of the pattern's words, and the pre-check is spared). */
function narrowed<T extends object>(items: readonly T[], textOf: (item: T) => string, pattern: RegExp): { items: readonly T[]; byWords: boolean } {
  const words = requiredWordsOf(pattern);
  if (!words) return { items, byWords: false };
  const readings = textOf === blockText || textOf === ctaText ? readingsOf(items) : undefined;
  if (readings) {
    const holding = siteTextsWithAny(readings, words);
    if (!holding) return { items, byWords: false };
    // Most patterns find none of their words on a site: nothing to filter then.
    return { items: holding.size === 0 ? NONE : items.filter((item) => holding.has(textOf(item))), byWords: true };
  }
  const found = textsWithAny(wordIndexOf(items, textOf), words);
  return found ? { items: found.map((index) => items[index]!), byWords: true } : { items, byWords: false };
}

/** Whether a pattern matches a candidate text, without the pre-check when the word index already made it. */
function matchesCandidate(pattern: RegExp, text: string, byWords: boolean, readings?: Readings): boolean {
  if (!readings) return (byWords ? firstMatchUnchecked(pattern, text) : firstMatch(pattern, text)) !== null;
  const said = byPatternIn(readings.matched, pattern);
  let matched = said.get(text);
  if (matched === undefined) {
    matched = (byWords ? firstMatchUnchecked(pattern, text) : firstMatch(pattern, text)) !== null;
    said.set(text, matched);
  }
  return matched;
}

/** allMatches of a block's text, read once per distinct text of the site. Callers must not change the matches. */
function blockMatches(text: string, pattern: RegExp, readings: Readings | undefined): RegExpExecArray[] {
  if (!readings) return allMatches(text, pattern);
  const said = byPatternIn(readings.matches, pattern);
  let found = said.get(text);
  if (found === undefined) {
    found = allMatches(text, pattern);
    said.set(text, found);
  }
  return found;
}

const blockText = (block: TextBlock) => block.text;
/** The empty candidate list, shared (callers only read it). */
const NONE: readonly never[] = Object.freeze([]);
const ctaText = (cta: CallToAction) => cta.text;

/** The blocks of a page that hold one of a pattern's required words (all of them when it has none): a cheap narrowing, no match run. */
export function candidateBlocks(page: PageModel, pattern: RegExp): readonly TextBlock[] {
  return candidates(page.blocks, blockText, pattern);
}

/** The blocks of a page holding a word (a brand name, say), found through the page's word index. */
export function blocksWithWord(page: PageModel, word: string): readonly TextBlock[] {
  const found = textsWithAny(wordIndexOf(page.blocks, blockText), [`^${word.toLowerCase()}`]);
  return found ? found.map((index) => page.blocks[index]!) : page.blocks;
}

/**
 * The blocks of a page holding any of the words (word-index literals: "^min" starts a
 * word, "minütig" may sit inside one), for concept recognisers that parse rather than
 * match one pattern. The list should be one constant array: its look-up is cached by
 * identity.
 */
export function blocksWithAnyWord(page: PageModel, words: readonly string[]): readonly TextBlock[] {
  if (words.length === 0 || !prefiltersEnabled()) return page.blocks;
  const readings = readingsOf(page.blocks);
  if (readings) {
    const holding = siteTextsWithAny(readings, words);
    if (!holding) return page.blocks;
    return holding.size === 0 ? NONE : page.blocks.filter((block) => holding.has(block.text));
  }
  const found = textsWithAny(wordIndexOf(page.blocks, blockText), words);
  return found ? found.map((index) => page.blocks[index]!) : page.blocks;
}

/** Whether any block of the page matches the pattern. */
export function pageSays(page: PageModel, pattern: RegExp): boolean {
  const { items, byWords } = narrowed(page.blocks, blockText, pattern);
  const readings = readingsOf(page);
  for (const block of items) if (matchesCandidate(pattern, block.text, byWords, readings)) return true;
  return false;
}

/**
 * Every match of a global pattern in a text, as String.prototype.matchAll gives them
 * (from the pattern's lastIndex, which is left as it was). matchAll copies the pattern
 * on every call, and building a RegExp from a phrase's long source cost more than
 * running it on most blocks; this runs the pattern itself and collects the matches
 * before anyone sees them, so a caller using the same pattern meanwhile changes nothing.
 */
export function allMatches(text: string, pattern: RegExp): RegExpExecArray[] {
  if (!pattern.global) return [...text.matchAll(pattern)] as RegExpExecArray[];
  const saved = pattern.lastIndex;
  const unicode = pattern.unicode || pattern.flags.includes('v');
  const found: RegExpExecArray[] = [];
  try {
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      found.push(match);
      if (match[0] === '') pattern.lastIndex = advance(text, pattern.lastIndex, unicode);
    }
  } finally {
    pattern.lastIndex = saved;
  }
  return found;
}

/** The index after an empty match, as the language's AdvanceStringIndex. */
function advance(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const code = text.charCodeAt(index);
  if (code < 0xd800 || code > 0xdbff) return index + 1;
  const next = text.charCodeAt(index + 1);
  return next >= 0xdc00 && next <= 0xdfff ? index + 2 : index + 1;
}

export interface BlockHit {
  page: PageModel;
  block: TextBlock;
}

/** The blocks of the readable pages that a pattern matches, in reading order: a concept's words find them, the concept reads them whole. */
export function* blocksMatching(site: SiteModel, pattern: RegExp, scope: SearchScope = {}): Generator<BlockHit> {
  for (const page of site.readable) {
    if (!inScope(page, scope)) continue;
    const { items, byWords } = narrowed(page.blocks, blockText, pattern);
    const readings = readingsOf(page);
    for (const block of items) {
      if ((scope.regions && !scope.regions.includes(block.region)) || (scope.headings && !block.heading)) continue;
      if (matchesCandidate(pattern, block.text, byWords, readings)) yield { page, block };
    }
  }
}

/** Every match of a phrase pattern in the readable text of the site (meta tags and data blobs included). */
export function* textHits(site: SiteModel, pattern: RegExp, scope: SearchScope = {}): Generator<TextHit> {
  for (const page of site.readable) {
    if (!inScope(page, scope)) continue;
    const readings = readingsOf(page);
    for (const block of candidateBlocks(page, pattern)) {
      if ((scope.regions && !scope.regions.includes(block.region)) || (scope.headings && !block.heading) || (scope.digits && !DIGIT.test(block.text))) continue;
      for (const match of blockMatches(block.text, pattern, readings)) yield { page, block, match };
    }
  }
}

/** The index of the block a position in a page's joined text falls in (a binary search of blockStarts). */
export function blockIndexAt(page: PageModel, index: number): number {
  let low = 0;
  let high = page.blockStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (page.blockStarts[middle]! <= index) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The block a position in a page's joined text falls in. */
export function blockAt(page: PageModel, index: number): TextBlock | undefined {
  return page.blocks[blockIndexAt(page, index)];
}

export interface PageTextHit {
  page: PageModel;
  match: RegExpMatchArray & { index: number };
}

/**
 * Matches over a page's joined text, for phrases that markup splits across elements
 * ("1,200+" in one div, "enterprises protected" in the next).
 */
export function* pageTextHits(site: SiteModel, pattern: RegExp, scope: SearchScope = {}): Generator<PageTextHit> {
  for (const page of site.readable) {
    if (!inScope(page, scope)) continue;
    for (const match of allMatches(page.fullText, pattern)) yield { page, match };
  }
}

/** A short quote around a match in a page's joined text, block breaks shown as spaces. */
export function pageTextQuote(hit: PageTextHit): string {
  const { fullText } = hit.page;
  const start = Math.max(fullText.lastIndexOf('\n', hit.match.index - 1) + 1, hit.match.index - 60);
  const endOfMatch = hit.match.index + hit.match[0].length;
  const lineEnd = fullText.indexOf('\n', endOfMatch);
  const end = Math.min(lineEnd === -1 ? fullText.length : lineEnd, endOfMatch + 80);
  return excerpt(fullText.slice(start, end).replace(/\n/g, ' '));
}

const matchingCache = new WeakMap<object, Map<RegExp, ReadonlySet<unknown>>>();

/** The items whose text matches a pattern, worked out once per list and pattern. */
export function matchingItems<T extends object>(items: readonly T[], textOf: (item: T) => string, pattern: RegExp): ReadonlySet<T> {
  let byPattern = matchingCache.get(items);
  if (!byPattern) {
    byPattern = new Map();
    matchingCache.set(items, byPattern);
  }
  const cached = byPattern.get(pattern);
  if (cached) return cached as ReadonlySet<T>;
  const { items: worth, byWords } = narrowed(items, textOf, pattern);
  const readings = readingsOf(items);
  const result = new Set(worth.filter((item) => matchesCandidate(pattern, textOf(item), byWords, readings)));
  byPattern.set(pattern, result);
  return result;
}

/** The blocks of a page whose text matches. */
export function matchingBlocks(page: PageModel, pattern: RegExp): ReadonlySet<TextBlock> {
  return matchingItems(page.blocks, blockText, pattern);
}

/** The links and buttons of a page whose name matches. */
export function matchingCtas(page: PageModel, pattern: RegExp): ReadonlySet<CallToAction> {
  return matchingItems(page.ctas, ctaText, pattern);
}

/** Every link or button whose name matches. */
export function* ctaHits(site: SiteModel, pattern: RegExp, scope: SearchScope = {}): Generator<CtaHit> {
  for (const page of site.readable) {
    if (!inScope(page, scope)) continue;
    const matching = matchingCtas(page, pattern);
    if (matching.size === 0) continue;
    for (const cta of page.ctas) {
      if (!matching.has(cta) || (scope.regions && !scope.regions.includes(cta.region))) continue;
      // It matched just now (matchingCtas): the pre-check would pass.
      const match = firstMatchUnchecked(pattern, cta.text);
      if (match) yield { page, cta, match };
    }
  }
}

/** Evidence shown per signal: enough to convince, few enough to read. */
export const MAX_EVIDENCE = 3;

/** Collects distinct quotes, keeping the first few: a sentence a site repeats on every page is quoted once. */
export class EvidenceList {
  private readonly items: Evidence[] = [];
  private readonly seen = new Set<string>();

  add(page: string, text: string): this {
    const quote = text.trim();
    const key = quote.toLowerCase();
    if (!quote || this.seen.has(key) || this.items.length >= MAX_EVIDENCE) return this;
    this.seen.add(key);
    this.items.push({ page, text: quote });
    return this;
  }

  addHit(hit: TextHit): this {
    return this.add(hit.page.url, excerpt(hit.block.text, hit.match.index, hit.match[0].length));
  }

  /** A link as "Text" -> URL, a button as "Text" (button). */
  addCta(page: PageModel, cta: CallToAction): this {
    const target = cta.kind === 'link' && cta.href ? ` -> ${cta.href}` : ' (button)';
    return this.add(page.url, `"${excerpt(cta.text)}"${target}`);
  }

  get size(): number {
    return this.items.length;
  }

  toArray(): Evidence[] {
    return [...this.items];
  }
}
