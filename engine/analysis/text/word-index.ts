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
  return { words: [...textsOf.keys()].sort(), textsOf };
}

/** First index in the sorted words not less than the prefix. */
function lowerBound(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Indexes of the texts holding any of the literals: "^word" must start a word, a plain
 * literal may sit anywhere inside one. Sorted ascending; undefined when it cannot tell.
 */
export function textsWithAny(index: WordIndex, literals: readonly string[]): number[] | undefined {
  // A literal with letters the index does not split on cannot be looked up: no narrowing.
  if (!literals.every((literal) => INDEXABLE.test(literal))) return undefined;
  const found = new Set<number>();
  const add = (word: string) => {
    for (const text of index.textsOf.get(word) ?? []) found.add(text);
  };
  for (const literal of literals) {
    if (literal.startsWith('^')) {
      const prefix = literal.slice(1);
      for (let at = lowerBound(index.words, prefix); at < index.words.length && index.words[at]!.startsWith(prefix); at += 1) add(index.words[at]!);
    } else {
      for (const word of index.words) if (word.includes(literal)) add(word);
    }
  }
  return [...found].sort((a, b) => a - b);
}
