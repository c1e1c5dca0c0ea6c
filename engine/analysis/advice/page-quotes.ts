import { HTMLElement } from 'node-html-parser';
import type { AdviceEvidence } from '../../contract/analysis.ts';
import { parseHtml } from '../model/parse-html.ts';
import type { FetchedPage } from '../page.ts';

/** Attributes whose values a visitor reads or a search engine shows: an image's alt, a button's label, meta tags. */
const WORDED_ATTRIBUTES = ['alt', 'title', 'aria-label', 'content', 'placeholder', 'value', 'label'];
/** Typographic marks the page model writes plainly (model/build-page-model.ts cleanText), one character each. */
const TYPOGRAPHIC = /[\u2018\u2019\u02bc\u201c\u201d\u201e\u00ab\u00bb]/g;
const PLAIN: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u02bc': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u00ab': '"',
  '\u00bb': '"',
};
/** Marks an excerpt adds around a quote, and quote marks around a quoted name: not the page's words. */
const FRAME = /^[\s"“”'…]+|[\s"“”'…]+$|^\.\.\.|\.\.\.$/g;
/** Shorter than this, a "quote" says nothing (a stray letter or a digit). */
const MIN_QUOTE_LETTERS = 2;

const withoutWhitespace = (text: string) => text.replace(/\s+/g, '');
const plain = (text: string) => text.replace(TYPOGRAPHIC, (mark) => PLAIN[mark] ?? mark);

function wordsOf(root: HTMLElement): string {
  const parts = [root.textContent];
  const stack: HTMLElement[] = [root];
  while (stack.length > 0) {
    const element = stack.pop()!;
    const { attributes } = element;
    for (const name of WORDED_ATTRIBUTES) if (attributes[name]) parts.push(attributes[name]);
    for (const child of element.childNodes) if (child instanceof HTMLElement) stack.push(child);
  }
  return withoutWhitespace(parts.join(''));
}

/**
 * Finds words on the pages as they were fetched, so that every quote the report shows
 * is the page's own words, verbatim (whitespace aside): the page model writes curly
 * apostrophes straight and detectors cut excerpts with "…", so a quote taken from them
 * is looked up in the page and given back as the page writes it, or not at all.
 * Each page is read once, and only when a quote names it.
 */
export class PageQuotes {
  private readonly html = new Map<string, string>();
  private readonly words = new Map<string, { exact: string; plain: string }>();

  constructor(pages: readonly FetchedPage[]) {
    for (const page of pages) if (page.html && !this.html.has(page.url)) this.html.set(page.url, page.html);
  }

  private wordsAt(url: string): { exact: string; plain: string } | undefined {
    let words = this.words.get(url);
    if (!words) {
      const html = this.html.get(url);
      if (html === undefined) return undefined;
      const exact = wordsOf(parseHtml(html));
      words = { exact, plain: plain(exact) };
      this.words.set(url, words);
    }
    return words;
  }

  /** The words as the page at `url` writes them, when they are on it. */
  find(url: string, words: string): AdviceEvidence | undefined {
    const wanted = words.replace(FRAME, '').replace(/\s+/g, ' ').trim();
    if ((wanted.match(/[\p{L}\p{N}]/gu) ?? []).length < MIN_QUOTE_LETTERS) return undefined;
    const page = this.wordsAt(url);
    if (!page) return undefined;
    const needle = plain(withoutWhitespace(wanted));
    const at = page.plain.indexOf(needle);
    if (at === -1) return undefined;
    // Same characters, one for one, apart from the typographic marks: put the page's back.
    const original = page.exact.slice(at, at + needle.length);
    let next = 0;
    const quote = wanted.replace(/\S/g, () => original[next++] ?? '');
    return { url, quote };
  }
}
