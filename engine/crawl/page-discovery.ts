import type { HTMLElement } from 'node-html-parser';
import { parseHtml } from '../analysis/model/parse-html.ts';
import type { PageKind } from '../contract/analysis.ts';
import { KIND_WORDS, OTHER_PAGE_WORDS, SIGN_IN_WORDS, UNHELPFUL_WORDS, type DiscoveredKind, type LinkWords } from './link-words.ts';
import { isSameSite } from './same-site.ts';

/**
 * Decides which pages to fetch after the home page: the pricing page (the visitor's
 * pricingUrl wins), signup/trial, demo/contact-sales and docs/help, each the best
 * scoring link of the home page for that kind, then other useful pages while there
 * is room. Links, nav, footer, buttons with a target and forms all count. Same site
 * only. Pure: the same HTML gives the same plan.
 */
export interface PlannedPage {
  url: string;
  kind: PageKind;
}

export interface PlanInput {
  /** The home page's final address (after redirects); links resolve against it. */
  homeUrl: string;
  html: string;
  /** Normalised pricing address given by the visitor. */
  pricingUrl?: string;
  /** Home page included. */
  maxPages: number;
}

interface Candidate {
  url: URL;
  /** Link texts pointing at this address, folded. */
  texts: string[];
  /** Document order of the first link, for stable ties. */
  order: number;
}

const KIND_ORDER: DiscoveredKind[] = ['pricing', 'signup', 'demo', 'docs'];
const STRONG_TEXT = 10;
const STRONG_PATH = 6;
const STRONG_SUBDOMAIN = 5;
const WEAK_TEXT = 3;
const WEAK_PATH = 2;
/** A path segment that names a language version: "en", "de", "pt-br". */
const LANGUAGE_SEGMENT = /^(?:en|de|fr|es|it|nl|pt|ja|zh|ko|ru|pl|sv|da|nb|no|fi|tr|cs|ar|he|uk|ca|eu|gl)(?:-[a-z]{2,4})?$/;
const FILE_EXTENSION = /\.(?:pdf|png|jpe?g|gif|svg|webp|avif|ico|zip|gz|dmg|exe|msi|mp4|webm|mov|mp3|css|js|json|xml|txt|csv|ics|rss)$/i;

export function planPages(input: PlanInput): PlannedPage[] {
  const home = new URL(input.homeUrl);
  const given = input.pricingUrl ? safeUrl(input.pricingUrl) : undefined;
  const plan = new PagePlan(home, Math.max(0, input.maxPages - 1));
  if (given) plan.add(given, 'pricing');
  const candidates = findCandidates(input.html, home);
  plan.addBestOfEachKind(candidates, given ? KIND_ORDER.filter((kind) => kind !== 'pricing') : KIND_ORDER);
  plan.addUseful(candidates);
  // Room left: the home page's other pages in document order (navigation first), as a reader clicking through would open them.
  plan.addPlain(candidates);
  return plan.pages;
}

export interface FollowUpInput {
  homeUrl: string;
  /** Pages fetched after the home page, whose links lead one step further. */
  pages: readonly { url: string; html: string }[];
  /** Everything fetched or planned already, home included. */
  taken: readonly PlannedPage[];
  /** How many more pages may be fetched. */
  room: number;
  /** The home page's language (its html lang), to guess where an unlinked pricing page lives. */
  language?: string;
}

/** Where sites keep a pricing page their HTML does not link (a menu drawn by script): one guess per language. */
const PRICING_PATHS: Record<string, string> = { en: 'pricing', de: 'preise', fr: 'tarifs', es: 'precios' };

/**
 * A second step from the pages fetched after the home page: a kind the home page did not
 * link (the demo form behind the pricing page's "Contact sales", a licence request behind
 * a self-hosting page), a pricing page where sites keep one when no page links it, then
 * useful pages. A second step never wanders into the rest of the site.
 */
export function planFollowUps(input: FollowUpInput): PlannedPage[] {
  const home = new URL(input.homeUrl);
  const plan = new PagePlan(home, input.room, input.taken);
  const found = new Set(input.taken.map((page) => page.kind));
  const candidates = input.pages.flatMap((page) => {
    const url = safeUrl(page.url);
    return url ? findCandidates(page.html, home, url) : [];
  });
  plan.addBestOfEachKind(
    candidates,
    KIND_ORDER.filter((kind) => !found.has(kind)),
  );
  // No page links pricing: look where sites keep it, beside the home page (a 404 is a dead end, not a blind spot).
  if (!found.has('pricing') && !plan.pages.some((page) => page.kind === 'pricing')) {
    const word = PRICING_PATHS[(input.language ?? '').slice(0, 2).toLowerCase()] ?? PRICING_PATHS.en!;
    plan.add(new URL(word, home), 'pricing');
  }
  plan.addUseful(candidates);
  return plan.pages;
}

/** The pages chosen so far, each once, never more than the room allows. */
class PagePlan {
  readonly pages: PlannedPage[] = [];
  private readonly taken: Set<string>;

  constructor(
    private readonly home: URL,
    private readonly room: number,
    already: readonly PlannedPage[] = [],
  ) {
    this.taken = new Set([pageKey(home), ...already.flatMap((page) => (safeUrl(page.url) ? [pageKey(safeUrl(page.url)!)] : []))]);
  }

  add(url: URL, kind: PageKind): void {
    if (this.pages.length >= this.room || this.taken.has(pageKey(url))) return;
    this.taken.add(pageKey(url));
    this.pages.push({ url: url.href, kind });
  }

  isTaken(candidate: Candidate): boolean {
    return this.taken.has(pageKey(candidate.url));
  }

  addBestOfEachKind(candidates: Candidate[], kinds: readonly DiscoveredKind[]): void {
    for (const kind of kinds) {
      const best = bestFor(
        candidates.filter((candidate) => !this.isTaken(candidate)),
        (candidate) => kindScore(candidate, kind),
      );
      if (best) this.add(best.url, kind);
    }
  }

  /** Pages that tend to show onboarding (features, customers, security...), best first. Another pricing link ("Compare plans") is not news. */
  addUseful(candidates: Candidate[]): void {
    const ranked = candidates
      .filter((candidate) => !this.isTaken(candidate) && kindScore(candidate, 'pricing') === 0)
      .map((candidate) => ({ candidate, score: otherScore(candidate) }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score || a.candidate.order - b.candidate.order);
    for (const { candidate } of ranked) this.add(candidate.url, 'other');
  }

  addPlain(candidates: Candidate[]): void {
    for (const candidate of candidates) {
      if (!this.isTaken(candidate) && isPlainPage(candidate, this.home)) this.add(candidate.url, 'other');
    }
  }
}

/** Lower case without accents, curly quotes straightened, spaces collapsed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function findCandidates(html: string, home: URL, page: URL = home): Candidate[] {
  const root = parseHtml(html);
  const base = safeUrl(root.querySelector('base[href]')?.getAttribute('href') ?? '', page) ?? page;
  const byKey = new Map<string, Candidate>();
  let order = 0;
  const consider = (target: string | undefined, text: string) => {
    const url = target ? safeUrl(target.trim(), base) : undefined;
    order += 1;
    if (!url || !isWorthFetching(url, home)) return;
    const key = pageKey(url);
    const existing = byKey.get(key);
    if (existing) existing.texts.push(foldText(text));
    else byKey.set(key, { url, texts: [foldText(text)], order });
  };

  for (const element of root.querySelectorAll('a[href], area[href], [data-href], button[formaction], [onclick]')) {
    consider(linkTarget(element), linkText(element));
  }
  for (const form of root.querySelectorAll('form[action]')) {
    const buttons = form.querySelectorAll('button, input[type=submit]').map(linkText);
    consider(form.getAttribute('action'), buttons.join(' '));
  }
  return [...byKey.values()];
}

function linkTarget(element: HTMLElement): string | undefined {
  const direct = element.getAttribute('href') ?? element.getAttribute('data-href') ?? element.getAttribute('formaction');
  if (direct) return direct;
  // <button onclick="location.href='/signup'">
  const onclick = element.getAttribute('onclick') ?? '';
  return /location(?:\.href)?\s*=\s*['"]([^'"]+)['"]/.exec(onclick)?.[1];
}

function linkText(element: HTMLElement): string {
  const alts = element.querySelectorAll('img[alt]').map((image) => image.getAttribute('alt') ?? '');
  const parts = [element.text, element.getAttribute('aria-label'), element.getAttribute('title'), element.getAttribute('value'), ...alts];
  return parts.filter(Boolean).join(' ');
}

function isWorthFetching(url: URL, home: URL): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  if (!isSameSite(url, home)) return false;
  if (FILE_EXTENSION.test(url.pathname)) return false;
  return pageKey(url) !== pageKey(home);
}

function kindScore(candidate: Candidate, kind: DiscoveredKind): number {
  const words = KIND_WORDS[kind];
  const strongText = matchesText(candidate, words.strong);
  if (kind !== 'docs' && !strongText && matchesText(candidate, SIGN_IN_WORDS)) return 0;
  if (kind !== 'docs' && matchesPath(candidate.url, SIGN_IN_WORDS)) return 0;
  let score = 0;
  if (strongText) score += STRONG_TEXT;
  else if (words.weak && matchesText(candidate, words.weak)) score += WEAK_TEXT;
  if (matchesPath(candidate.url, words.strong)) score += STRONG_PATH;
  else if (words.weak && matchesPath(candidate.url, words.weak)) score += WEAK_PATH;
  if (words.strong.subdomain?.includes(firstLabel(candidate.url))) score += STRONG_SUBDOMAIN;
  // Prefer /pricing to /pricing/enterprise and /en/pricing.
  return score === 0 ? 0 : score - depthPenalty(candidate.url);
}

/**
 * A page of the site a reader could open next: not legal or news, not a sign-in, not
 * another pricing link, not the site in another language, at most two levels below home.
 */
function isPlainPage(candidate: Candidate, home: URL): boolean {
  if (matchesPath(candidate.url, UNHELPFUL_WORDS) || matchesPath(candidate.url, SIGN_IN_WORDS) || matchesText(candidate, SIGN_IN_WORDS)) return false;
  if (kindScore(candidate, 'pricing') > 0) return false;
  const homeSegments = segments(home);
  const own = segments(candidate.url);
  if (own.length > homeSegments.length + 2) return false;
  return !isOtherLanguage(own, homeSegments);
}

/** "/en/..." seen from "/fr/" (or from "/"): the same pages again in another language. */
function isOtherLanguage(own: string[], homeSegments: string[]): boolean {
  const language = own.find((segment) => LANGUAGE_SEGMENT.test(segment));
  return language !== undefined && !homeSegments.includes(language);
}

function otherScore(candidate: Candidate): number {
  if (matchesPath(candidate.url, UNHELPFUL_WORDS) || matchesPath(candidate.url, SIGN_IN_WORDS) || matchesText(candidate, SIGN_IN_WORDS)) return 0;
  if (segments(candidate.url).length > 2) return 0;
  const weights = OTHER_PAGE_WORDS.filter(({ words }) => matchesText(candidate, words) || matchesPath(candidate.url, words)).map(({ weight }) => weight);
  return weights.length > 0 ? Math.max(...weights) : 0;
}

function bestFor(candidates: Candidate[], score: (candidate: Candidate) => number): Candidate | undefined {
  let best: { candidate: Candidate; score: number } | undefined;
  for (const candidate of candidates) {
    const value = score(candidate);
    if (value > 0 && (!best || value > best.score)) best = { candidate, score: value };
  }
  return best?.candidate;
}

const phrasePatterns = new Map<string, RegExp>();
function matchesText(candidate: Candidate, words: LinkWords): boolean {
  return words.text.some((phrase) => {
    let pattern = phrasePatterns.get(phrase);
    if (!pattern) {
      pattern = new RegExp(`(?:^|[^a-z0-9])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^a-z0-9])`);
      phrasePatterns.set(phrase, pattern);
    }
    return candidate.texts.some((text) => pattern.test(text));
  });
}

/** A keyword matches a segment whole or as a run of its hyphenated words ("demo" in "book-a-demo"). */
function matchesPath(url: URL, words: LinkWords): boolean {
  return segments(url).some((segment) => {
    const tokens = segment.split(/[-_]/);
    return words.path.some((keyword) => segment === keyword || containsRun(tokens, keyword.split(/[-_]/)));
  });
}

function containsRun(tokens: string[], run: string[]): boolean {
  for (let start = 0; start + run.length <= tokens.length; start += 1) {
    if (run.every((word, index) => tokens[start + index] === word)) return true;
  }
  return false;
}

function segments(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => foldText(safeDecode(segment)).replace(/\.(?:html?|php|aspx?)$/, ''));
}

function depthPenalty(url: URL): number {
  return Math.max(0, segments(url).length - 1);
}

function firstLabel(url: URL): string {
  return url.hostname.split('.')[0] ?? '';
}

/** Campaign and click tags: the same page whatever they say ("?utm_source=landing"). */
const TRACKING_PARAMETER = /^(?:utm_\w+|ref|gclid|fbclid|msclkid|mc_[ce]id|_hs\w+|hs\w*cta\w*)$/i;

/** One key per page: no fragment, no trailing slash, no tracking tags, host case-folded by URL already. */
function pageKey(url: URL): string {
  const path = url.pathname.replace(/\/(?:index\.html?)?$/, '') || '/';
  const search = new URLSearchParams([...url.searchParams].filter(([name]) => !TRACKING_PARAMETER.test(name))).toString();
  return `${url.protocol}//${url.host}${path}${search ? `?${search}` : ''}`;
}

function safeUrl(address: string, base?: URL): URL | undefined {
  if (address === '' && !base) return undefined;
  try {
    const url = new URL(address, base);
    url.hash = '';
    return url;
  } catch {
    return undefined;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
