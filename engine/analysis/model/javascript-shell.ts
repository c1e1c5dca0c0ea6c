/**
 * A JavaScript shell: static HTML that carries almost no words of its own and a script
 * that draws the page (`<div id="root"></div>` and a bundle). Read statically, such a
 * page says nothing about the site, so nothing read from it can count as "missing".
 * Text in <noscript> does not count: it is usually "enable JavaScript", not content.
 */
const MAX_SHELL_WORDS = 40;
const EXTERNAL_SCRIPT = /<script\b[^>]*\bsrc\s*=/i;
const INVISIBLE = /<(script|style|noscript|template|svg|head|title)\b[\s\S]*?<\/\1\s*>/gi;

export function isJavascriptShell(html: string): boolean {
  if (!html || !EXTERNAL_SCRIPT.test(html)) return false;
  const body = /<body\b[^>]*>([\s\S]*)/i.exec(html)?.[1] ?? html;
  const text = body.replace(INVISIBLE, ' ').replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  let words = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (match[0].length > 0) words += 1;
    if (words > MAX_SHELL_WORDS) return false;
  }
  return true;
}
