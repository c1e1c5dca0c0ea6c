import type { AdviceEvidence } from '../../contract/analysis.ts';
import { evidenceParts, pageLabel } from '../../contract/evidence-wording.ts';
import type { Evidence, SignalId, SignalResult } from '../../contract/signals.ts';
import type { SiteModel } from '../model/site-model.ts';
import type { FetchedPage } from '../page.ts';
import { selfServeCtas } from '../signals/self-serve-signup.ts';
import { BUY_CTA, LOGIN_WORDING } from '../text/concepts/access-actions.ts';
import { isSalesRequest, SALES_REQUEST_WORDS } from '../text/concepts/sales-path.ts';
import { matches } from '../text/phrases.ts';
import { publishedPricesOf } from '../text/concepts/plan-price.ts';
import { matchingCtas } from '../text/search.ts';
import { PageQuotes } from './page-quotes.ts';
import { siteLanguageOf, type CopyLanguage } from './site-language.ts';

/** A button's wording longer than this is a sentence, not something to quote in copy. */
const MAX_CTA_WORDING = 40;
const MAX_CTA_WORDS = 5;
/** Quotes a piece of advice shows at most. */
export const MAX_ADVICE_QUOTES = 4;

/** A customer-logo wall as the customer-logos detector saw it ("8 logos: Acme, Globex"). */
export interface LogoWall {
  url: string;
  count: number;
  /** Logo names that are the page's own words (alt texts). */
  names: AdviceEvidence[];
}

/**
 * What advice is written from: the site's name, language and pages, the signals and
 * their quotes, and the site's own buttons and figures, every quote checked against
 * the fetched pages. Advice never states a fact that is not here.
 */
export interface AdviceFacts {
  siteName: string;
  language: CopyLanguage;
  /** The home page, so pages are named as short paths ("/pricing", "the home page"). */
  siteUrl: string;
  /** Addresses of the pages that were read, home first. */
  pagesRead: readonly string[];
  /** Found present (and checked). */
  has(id: SignalId): boolean;
  /** What a signal's detector saw, as it recorded it. */
  evidenceOf(id: SignalId): readonly Evidence[];
  /** Verified quotes of what a signal's detector saw. */
  quotesOf(id: SignalId): AdviceEvidence[];
  /** The site's own signup button, when the site has self-serve signup. */
  signupCta?: AdviceEvidence;
  /** The same when it starts something (not "Buy now", not "Log in"): the one example copy may borrow. */
  startCta?: AdviceEvidence;
  /** The site's own demo or sales button. */
  demoCta?: AdviceEvidence;
  /** The trial length, when the site states it in figures. */
  trialDays?: number;
  /** The lowest published price, as the site writes it, when prices are published (read when copy needs it). */
  startingPrice(): AdviceEvidence | undefined;
  /** The pricing page that was read. */
  pricingPage?: string;
  /** The signup page that was read. */
  signupPage?: string;
  logoWall?: LogoWall;
  /** The home page's title, as a quote. */
  homeTitle?: AdviceEvidence;
  /** "the home page", "/pricing". */
  label(url: string): string;
  /** The words as the page at `url` writes them, when they are on it (observed friction quotes through this). */
  quoteOn(url: string, words: string): AdviceEvidence | undefined;
}

function logoWallOf(signal: SignalResult | undefined, quotes: PageQuotes): LogoWall | undefined {
  if (!signal?.present) return undefined;
  for (const evidence of signal.evidence) {
    const wall = /^(\d+) logos(?:: (.+))?$/.exec(evidence.text);
    if (!wall) continue;
    const names = (wall[2] ?? '')
      .split(', ')
      .map((name) => quotes.find(evidence.page, name))
      .filter((quote): quote is AdviceEvidence => quote !== undefined);
    return { url: evidence.page, count: Number(wall[1]), names };
  }
  return undefined;
}

export interface FactsInput {
  site: SiteModel;
  pages: readonly FetchedPage[];
  signals: readonly SignalResult[];
  siteName: string;
}

export function gatherFacts({ site, pages, signals, siteName }: FactsInput): AdviceFacts {
  const quotes = new PageQuotes(site.readable, pages);
  const siteUrl = site.home?.url ?? site.url;
  const byId = new Map(signals.map((signal) => [signal.id, signal]));
  // Advice names the same few pages over and over.
  const labels = new Map<string, string>();
  const has = (id: SignalId) => byId.get(id)?.present === true && byId.get(id)?.checked !== false;
  const quotesById = new Map<SignalId, AdviceEvidence[]>();
  // Looked up once per signal: several findings and strategies rest on the same quotes.
  const quotesOf = (id: SignalId) => {
    let found = quotesById.get(id);
    if (!found) {
      found = (byId.get(id)?.evidence ?? []).flatMap((evidence) => {
        // A finding described in the analyzer's words ('Sales contact form: "Send"') may still quote the page.
        const { quote, description } = evidenceParts(evidence, siteUrl);
        const words = quote ?? /"([^"]+)"/.exec(description ?? '')?.[1];
        const onPage = words === undefined ? undefined : quotes.find(evidence.page, words);
        return onPage ? [onPage] : [];
      });
      quotesById.set(id, found);
    }
    return [...found];
  };
  const firstQuote = (candidates: Iterable<{ url: string; text: string }>) => {
    for (const { url, text } of candidates) {
      const found = text.length <= MAX_CTA_WORDING ? quotes.find(url, text) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  // A button names an action in a few words; a question ("Does it offer a free trial?") is an FAQ entry.
  const buttons = has('self-serve-signup')
    ? selfServeCtas(site)
        .map(({ page, cta }) => ({ url: page.url, text: cta.text }))
        .filter(({ text }) => !text.includes('?') && text.split(/\s+/).length <= MAX_CTA_WORDS)
    : [];
  // Copy borrows a button that starts something: "Buy now" or "Log in | Sign up" are named, never borrowed.
  const starts = (text: string) => !matches(BUY_CTA, text) && !matches(LOGIN_WORDING, text);
  const startCta = firstQuote(buttons.filter((cta) => starts(cta.text)));
  const signupCta = startCta ?? firstQuote(buttons);
  const demoCta = has('demo-request')
    ? firstQuote(
        site.readable.flatMap((page) => {
          const demo = matchingCtas(page, SALES_REQUEST_WORDS);
          return page.ctas.filter((cta) => demo.has(cta) && isSalesRequest(cta.text)).map((cta) => ({ url: page.url, text: cta.text }));
        }),
      )
    : undefined;
  // Prices where the analysis saw them: the pricing page, or the pages the published prices were quoted on.
  let lowestPrice: { found?: AdviceEvidence } | undefined;
  const startingPrice = () => {
    if (!lowestPrice) {
      const pricePages = new Set((byId.get('transparent-pricing')?.evidence ?? []).map((evidence) => evidence.page));
      const prices = has('transparent-pricing')
        ? site.readable
            .filter((page) => page.kind === 'pricing' || pricePages.has(page.url))
            // A plan's price, never a unit price of use or an add-on's ("$1.20" per extra unit is not where plans start).
            .flatMap((page) =>
              publishedPricesOf(page)
                .filter((price) => !price.unitOrAddOn && !price.hidden)
                .map((price) => ({ url: page.url, text: price.text, amount: price.amount })),
            )
            .sort((a, b) => a.amount - b.amount)
        : [];
      lowestPrice = { found: firstQuote(prices) };
    }
    return lowestPrice.found;
  };
  // A length the site writes in words ("two weeks") is not put into copy as a figure it never wrote.
  const statedDays = has('free-trial') ? byId.get('free-trial')?.trialDays : undefined;
  const trialDays = statedDays && site.readable.some((page) => new RegExp(`(?<!\\d)${statedDays}(?!\\d)`).test(page.fullText)) ? statedDays : undefined;
  const pageOfKind = (kind: string) => site.readable.find((page) => page.kind === kind)?.url;
  // A page the crawler read as pricing counts as the pricing page only when the analysis found one.
  const pricingPage = has('pricing-page') ? pageOfKind('pricing') : undefined;
  const signupPage = pageOfKind('signup');
  const logoWall = logoWallOf(byId.get('customer-logos'), quotes);
  const homeTitle = site.home?.title ? quotes.find(site.home.url, site.home.title) : undefined;
  return {
    siteName,
    language: siteLanguageOf(site, pages),
    siteUrl,
    pagesRead: site.readable.map((page) => page.url),
    has,
    evidenceOf: (id) => byId.get(id)?.evidence ?? [],
    quotesOf,
    label: (url) => {
      let label = labels.get(url);
      if (label === undefined) labels.set(url, (label = pageLabel(url, siteUrl)));
      return label;
    },
    ...(signupCta ? { signupCta } : {}),
    ...(startCta ? { startCta } : {}),
    ...(demoCta ? { demoCta } : {}),
    ...(trialDays ? { trialDays } : {}),
    startingPrice,
    ...(pricingPage ? { pricingPage } : {}),
    ...(signupPage ? { signupPage } : {}),
    ...(logoWall ? { logoWall } : {}),
    ...(homeTitle ? { homeTitle } : {}),
    quoteOn: (url, words) => quotes.find(url, words),
  };
}
