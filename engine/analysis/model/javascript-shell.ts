/**
 * A JavaScript shell: static HTML that carries almost no words of its own and a script
 * that draws the page (`<div id="root"></div>` and a bundle). Read statically, such a
 * page says nothing about the site, so nothing read from it can count as "missing".
 * Text in <noscript> does not count: it is usually "enable JavaScript", not content.
 */
const MAX_SHELL_WORDS = 40;
const EXTERNAL_SCRIPT = /<script\b[^>]*\bsrc\s*=/i;

export function isJavascriptShell(html: string): boolean {
  if (!html || !EXTERNAL_SCRIPT.test(html)) return false;
  const bodyStart = html.search(/<body\b/i);
  const body = bodyStart >= 0 ? html.slice(bodyStart) : html;
  // A short page that states its own headline (a pricing page of two plans) was written, not drawn.
  if (HEADLINE.test(body)) return false;
  return visibleWordsUpTo(body, MAX_SHELL_WORDS + 1) <= MAX_SHELL_WORDS;
}

/** An h1 with words in it: what a shell's empty mount point never has. */
const HEADLINE = /<h1\b[^>]*>\s*(?:<[^>]+>\s*)*[\p{L}\p{N}]/u;

/** Invisible elements skipped whole, any other tag skipped, and the text between counted. */
const SEGMENTS = /<(script|style|noscript|template|svg|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>|<[^>]*>|([^<]+)/gi;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Words a reader would see in `html`, counted up to `limit` and no further: a page full
 * of text answers after its first paragraph, without walking the whole document.
 */
export function visibleWordsUpTo(html: string, limit: number): number {
  let words = 0;
  for (const segment of html.matchAll(SEGMENTS)) {
    const text = segment[2];
    if (!text) continue;
    for (const _ of text.replace(/&[a-z#0-9]+;/gi, ' ').matchAll(WORD)) {
      words += 1;
      if (words >= limit) return words;
    }
  }
  return words;
}
