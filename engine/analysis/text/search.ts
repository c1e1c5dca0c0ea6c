import type { PageKind } from '../../contract/analysis.ts';
import type { Evidence } from '../../contract/signals.ts';
import type { CallToAction, PageModel, Region, TextBlock } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import { excerpt } from './phrases.ts';

export interface SearchScope {
  kinds?: readonly PageKind[];
  regions?: readonly Region[];
}

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

/** Every match of a phrase pattern in the readable text of the site (meta tags and data blobs included). */
export function* textHits(site: SiteModel, pattern: RegExp, scope: SearchScope = {}): Generator<TextHit> {
  for (const page of site.readable) {
    if (!inScope(page, scope)) continue;
    for (const block of page.blocks) {
      if (scope.regions && !scope.regions.includes(block.region)) continue;
      for (const match of block.text.matchAll(pattern)) yield { page, block, match: match as TextHit['match'] };
    }
  }
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
    for (const match of page.fullText.matchAll(pattern)) yield { page, match: match as PageTextHit['match'] };
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

/** Every link or button whose name matches. */
export function* ctaHits(site: SiteModel, pattern: RegExp, scope: SearchScope = {}): Generator<CtaHit> {
  for (const page of site.readable) {
    if (!inScope(page, scope)) continue;
    for (const cta of page.ctas) {
      if (scope.regions && !scope.regions.includes(cta.region)) continue;
      for (const match of cta.text.matchAll(pattern)) {
        yield { page, cta, match: match as CtaHit['match'] };
        break;
      }
    }
  }
}

/** Evidence shown per signal: enough to convince, few enough to read. */
export const MAX_EVIDENCE = 3;

/** Collects distinct quotes (page + text), keeping the first few. */
export class EvidenceList {
  private readonly items: Evidence[] = [];
  private readonly seen = new Set<string>();

  add(page: string, text: string): this {
    const quote = text.trim();
    const key = `${page}\n${quote.toLowerCase()}`;
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
