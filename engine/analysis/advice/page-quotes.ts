import { HTMLElement } from 'node-html-parser';
import type { AdviceEvidence } from '../../contract/analysis.ts';
import type { PageModel } from '../model/page-model.ts';
import { parseHtml } from '../model/parse-html.ts';
import type { FetchedPage } from '../page.ts';

/** Attributes whose values a visitor reads or a search engine shows: an image's alt, a button's label, meta tags. */
const WORDED_ATTRIBUTES = ['alt', 'title', 'aria-label', 'content', 'placeholder', 'value', 'label'];
/** The marks the page model writes as a straight apostrophe (model/build-page-model.ts cleanText). */
const CURLY_APOSTROPHE = /[\u2018\u2019\u02bc]/g;
/** An apostrophe as markup may write it, captured so the page's own can be put back. */
const APOSTROPHE_IN_MARKUP = "('|\u2018|\u2019|\u02bc|&#39;|&#x27;|&apos;|&rsquo;|&lsquo;|&#8217;|&#8216;|&#x2019;|&#x2018;)";
const APOSTROPHE_ENTITIES: Record<string, string> = {
  '&#39;': "'",
  '&#x27;': "'",
  '&apos;': "'",
  '&rsquo;': '\u2019',
  '&lsquo;': '\u2018',
  '&#8217;': '\u2019',
  '&#8216;': '\u2018',
  '&#x2019;': '\u2019',
  '&#x2018;': '\u2018',
};
/** Between words, markup may hold spaces, no-break spaces and inline tags. */
const GAP_IN_MARKUP = '(?:\\s|&nbsp;|&#160;|<[^>]*>)+';
/** Marks an excerpt adds around a quote, and quote marks around a quoted name: not the page's words. */
const FRAME = /^[\s"“”'…]+|[\s"“”'…]+$|^\.\.\.|\.\.\.$/g;
/** Shorter than this, a "quote" says nothing (a stray letter or a digit). */
const MIN_QUOTE_LETTERS = 2;

const withoutWhitespace = (text: string) => text.replace(/\s+/g, '');
const straight = (text: string) => text.replace(CURLY_APOSTROPHE, "'");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a page says in the model's words: visible text, buttons, title, meta description, alt texts (data blobs left out: their escapes are not the page's words). */
function modelWords(page: PageModel): string {
  const parts = [
    page.title,
    page.metaDescription,
    page.siteNameMeta,
    ...page.blocks.filter((block) => block.region !== 'data').map((block) => block.text),
    ...page.ctas.map((cta) => cta.text),
    ...page.resources.filter((resource) => resource.tag === 'img').map((resource) => resource.label),
  ];
  // Whitespace out, curly apostrophes straight (two plain replaces: a callback per match cost more than both).
  return parts
    .join('')
    .replace(/\s+/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'");
}

/** The whole document's words, parsed again: only for a quote whose apostrophes the markup hides in a way the quick search misses. */
function documentWords(html: string): string {
  const root = parseHtml(html);
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
 * is the page's own words, verbatim (whitespace aside): detectors cut excerpts with "…"
 * and the page model writes curly apostrophes straight, so a quote taken from them is
 * looked up on the page and given back as the page writes it, or not at all. The page
 * model's text is searched (it is the decoded page); the markup only for apostrophes.
 */
export class PageQuotes {
  private readonly models = new Map<string, PageModel>();
  private readonly html = new Map<string, string>();
  private readonly words = new Map<string, string>();

  constructor(models: readonly PageModel[], fetched: readonly FetchedPage[]) {
    for (const model of models) if (model.readable && !this.models.has(model.url)) this.models.set(model.url, model);
    for (const page of fetched) if (page.html && !this.html.has(page.url)) this.html.set(page.url, page.html);
  }

  private wordsAt(url: string): string | undefined {
    let words = this.words.get(url);
    if (words === undefined) {
      const model = this.models.get(url);
      if (!model) return undefined;
      words = modelWords(model);
      this.words.set(url, words);
    }
    return words;
  }

  /** The words as the page at `url` writes them, when they are on it. */
  find(url: string, words: string): AdviceEvidence | undefined {
    const wanted = straight(words.replace(FRAME, '').replace(/\s+/g, ' ').trim());
    if ((wanted.match(/[\p{L}\p{N}]/gu) ?? []).length < MIN_QUOTE_LETTERS) return undefined;
    if (!this.wordsAt(url)?.includes(withoutWhitespace(wanted))) return undefined;
    if (!wanted.includes("'")) return { url, quote: wanted };
    const quote = this.withPageApostrophes(url, wanted);
    return quote ? { url, quote } : undefined;
  }

  /** The quote with each apostrophe as the page writes it ("It’s"), read from the markup. */
  private withPageApostrophes(url: string, wanted: string): string | undefined {
    const html = this.html.get(url) ?? '';
    const pattern = wanted
      .split(/(\s+|')/)
      .map((part) => (part === "'" ? APOSTROPHE_IN_MARKUP : /^\s+$/.test(part) ? GAP_IN_MARKUP : escapeRegExp(part)))
      .join('');
    const match = new RegExp(pattern).exec(html);
    if (match) {
      const marks = match.slice(1).map((mark) => APOSTROPHE_ENTITIES[mark] ?? mark);
      let next = 0;
      return wanted.replace(/'/g, () => marks[next++] ?? "'");
    }
    // Markup that writes other letters as entities too: read the document, and take its characters one for one.
    const exact = documentWords(html);
    const needle = withoutWhitespace(wanted);
    const at = straight(exact).indexOf(needle);
    if (at === -1) return undefined;
    const original = exact.slice(at, at + needle.length);
    let next = 0;
    return wanted.replace(/\S/g, () => original[next++] ?? '');
  }
}
