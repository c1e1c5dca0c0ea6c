/**
 * The words of a list of texts (a page's blocks, its links), indexed once, so that a
 * phrase pattern's pre-check words (see prefilter.ts) find their candidate texts by
 * lookup instead of a regex scan of the whole page per pattern.
 */
export interface WordIndex {
  /** Distinct lower-case words, sorted, for prefix look-ups. */
  words: string[];
  /** Word -> indexes of the texts that contain it. */
  textsOf: Map<string, number[]>;
  /** Per text, the number of the last look-up that found it: lets a look-up list each text once without a Set. */
  seenBy: number[];
  /** Look-ups made so far (numbers them for seenBy). */
  lookups: number;
  /** First two letters -> where the words starting with them begin and end in `words`: most look-ups end at a miss here. */
  heads: Map<string, { from: number; to: number }>;
  /** The sorted words joined by newlines, and where each starts in it: a word part is looked for in one string search, not word by word. */
  joined: string;
  wordStarts: number[];
}

/** Words are runs of the letters of the engine's languages and digits (phrases.ts LETTER): a-z, 0-9, U+00C0-U+024F. */
const INDEXABLE = /^\^?[a-z0-9\u00c0-\u024f]+$/;

function isWordCode(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || (code >= 0xc0 && code <= 0x24f);
}

export function buildWordIndex(texts: readonly string[]): WordIndex {
  const textsOf = new Map<string, number[]>();
  // One lower-cased string, scanned by character code (a regex scan made a match array
  // per word: most of the index's cost), walking the text boundaries alongside.
  const ends: number[] = [];
  let offset = 0;
  for (const text of texts) {
    offset += text.length;
    ends.push(offset);
    offset += 1;
  }
  const joined = texts.join('\n').toLowerCase();
  let index = 0;
  let start = -1;
  for (let at = 0; at <= joined.length; at += 1) {
    if (at < joined.length && isWordCode(joined.charCodeAt(at))) {
      if (start === -1) start = at;
      continue;
    }
    if (start === -1) continue;
    while (start >= ends[index]!) index += 1;
    const word = joined.slice(start, at);
    start = -1;
    const list = textsOf.get(word);
    if (!list) textsOf.set(word, [index]);
    else if (list[list.length - 1] !== index) list.push(index);
  }
  const words = [...textsOf.keys()].sort();
  const heads = new Map<string, { from: number; to: number }>();
  let head: { from: number; to: number } | undefined;
  let headText = '';
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at]!;
    if (word.length < 2) continue;
    if (head && word.charCodeAt(0) === headText.charCodeAt(0) && word.charCodeAt(1) === headText.charCodeAt(1)) {
      head.to = at + 1;
      continue;
    }
    headText = word.slice(0, 2);
    head = { from: at, to: at + 1 };
    heads.set(headText, head);
  }
  const wordStarts: number[] = [];
  let at = 0;
  for (const word of words) {
    wordStarts.push(at);
    at += word.length + 1;
  }
  return { words, textsOf, seenBy: new Array<number>(texts.length).fill(0), lookups: 0, heads, joined: words.join('\n'), wordStarts };
}

/** First index in the sorted words (or offsets) not less than the prefix. */
function lowerBound<T extends string | number>(words: readonly T[], prefix: T, from = 0, to = words.length): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A list of literals read once: word starts and word parts apart, or null when one cannot be looked up. */
interface Query {
  /** Word starts of two letters or more, by their first two letters. */
  byHead: Map<string, string[]>;
  /** Word starts of one letter. */
  short: string[];
  parts: string[];
}

/** Queries by literal list: a phrase pattern's list is the same array on every page. */
const queries = new WeakMap<readonly string[], Query | null>();

function queryFrom(literals: readonly string[]): Query {
  const byHead = new Map<string, string[]>();
  const short: string[] = [];
  for (const literal of literals) {
    if (!literal.startsWith('^')) continue;
    const start = literal.slice(1);
    if (start.length < 2) short.push(start);
    else byHead.set(start.slice(0, 2), [...(byHead.get(start.slice(0, 2)) ?? []), start]);
  }
  return { byHead, short, parts: literals.filter((literal) => !literal.startsWith('^')) };
}

function queryOf(literals: readonly string[]): Query | null {
  let query = queries.get(literals);
  if (query === undefined) {
    // A literal with letters the index does not split on cannot be looked up: no narrowing.
    query = literals.every((literal) => INDEXABLE.test(literal)) ? queryFrom(literals) : null;
    queries.set(literals, query);
  }
  return query;
}

/**
 * Indexes of the texts holding any of the literals: "^word" must start a word, a plain
 * literal may sit anywhere inside one. Sorted ascending; undefined when it cannot tell.
 */
export function textsWithAny(index: WordIndex, literals: readonly string[]): number[] | undefined {
  const query = queryOf(literals);
  if (!query) return undefined;
  const { words } = index;
  const lookup = (index.lookups += 1);
  const found: number[] = [];
  // Words sharing the first two letters sit together in the sorted list; only they can start with a longer prefix.
  // The two-letter heads of the index and of the query are matched from the smaller side.
  if (index.heads.size < query.byHead.size) {
    for (const [head, range] of index.heads) {
      const prefixes = query.byHead.get(head);
      if (prefixes) for (const prefix of prefixes) addStarting(index, lookup, found, prefix, range.from, range.to);
    }
  } else {
    for (const [head, prefixes] of query.byHead) {
      const range = index.heads.get(head);
      if (range) for (const prefix of prefixes) addStarting(index, lookup, found, prefix, range.from, range.to);
    }
  }
  for (const prefix of query.short) addStarting(index, lookup, found, prefix, 0, words.length);
  // A part holds no newline, so each place it is found lies inside one word; the search goes on from the next word.
  const { joined, wordStarts } = index;
  for (const part of query.parts) {
    for (let at = joined.indexOf(part); at !== -1;) {
      const which = lowerBound(wordStarts, at + 1) - 1;
      addTextsOf(index, lookup, found, words[which]!);
      const next = wordStarts[which + 1];
      at = next === undefined ? -1 : joined.indexOf(part, next);
    }
  }
  return found.sort((a, b) => a - b);
}

/** Adds the texts holding a word to a look-up's finds, each text once (module functions, not closures: a look-up runs per pattern and site). */
function addTextsOf(index: WordIndex, lookup: number, found: number[], word: string): void {
  const { seenBy } = index;
  for (const text of index.textsOf.get(word)!) {
    if (seenBy[text] === lookup) continue;
    seenBy[text] = lookup;
    found.push(text);
  }
}

/** Adds the texts of the words from `from` to `to` (a stretch of the sorted list) that start with the prefix. */
function addStarting(index: WordIndex, lookup: number, found: number[], prefix: string, from: number, to: number): void {
  const { words } = index;
  for (let at = lowerBound(words, prefix, from, to); at < to && words[at]!.startsWith(prefix); at += 1) addTextsOf(index, lookup, found, words[at]!);
}
