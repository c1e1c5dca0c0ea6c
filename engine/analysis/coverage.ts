import type { Coverage, PageKind, UnreadablePage } from '../contract/analysis.ts';
import type { SignalId, SignalResult } from '../contract/signals.ts';
import type { SiteLanguage } from './model/site-language.ts';
import type { FetchedPage } from './page.ts';
import { SIGNAL_WEIGHTS } from './weights.ts';

/**
 * What the analysis could see, and which signals rest on what it could not. A signal
 * found is found; a signal not found is only "missing" when every page it is read
 * from was read. The home page is where everything starts (navigation, CTAs, scripts),
 * so an unread home page leaves every unfound signal unchecked.
 */
const SIGNALS_READ_FROM: Record<Exclude<PageKind, 'home'>, readonly SignalId[]> = {
  pricing: ['pricing-page', 'transparent-pricing', 'free-trial', 'freemium', 'no-credit-card', 'credit-card-required', 'risk-reversal'],
  signup: ['self-serve-signup', 'sso-signup', 'free-trial', 'no-credit-card', 'credit-card-required'],
  demo: ['demo-request'],
  docs: ['help-center', 'templates', 'community'],
  other: ['use-cases', 'templates', 'customer-logos', 'testimonials'],
};

/** Signals judged from others: unchecked when what they are judged from is. */
const DERIVED_FROM: Partial<Record<SignalId, readonly SignalId[]>> = {
  'demo-only': ['self-serve-signup', 'demo-request'],
};

/**
 * Read as nothing: no answer to read, or a JavaScript shell that was not rendered. A link
 * the site itself answers "not found" (404, 410) is a dead end a visitor meets too: seen,
 * and it shows nothing, so it hides no signal.
 */
const DEAD_END_STATUSES: ReadonlySet<number> = new Set([404, 410]);
function unread(page: FetchedPage): boolean {
  if (page.kind !== 'home' && DEAD_END_STATUSES.has(page.status)) return false;
  return Boolean(page.error) || (page.javascriptOnly === true && !page.rendered);
}

/** Pages that failed, and JavaScript-only pages nobody rendered, each with its reason. */
export function unreadablePagesOf(pages: readonly FetchedPage[]): UnreadablePage[] {
  const unreadable: UnreadablePage[] = [];
  for (const page of pages) {
    if (page.error) unreadable.push({ url: page.url, reason: page.error });
    else if (page.javascriptOnly && !page.rendered)
      unreadable.push({ url: page.url, reason: page.notRendered ?? 'This page is drawn by JavaScript, and it was not rendered' });
  }
  return unreadable;
}

/**
 * Signals judged from markup and the tools a page loads (a logo row, a video player, a
 * vendor's script), whatever language the site's words are in. Every other signal is read
 * from words, which the engine knows in the languages of READ_LANGUAGES only.
 */
const READ_FROM_MARKUP: ReadonlySet<SignalId> = new Set([
  'onboarding-tool',
  'live-chat',
  'product-analytics',
  'product-video',
  'customer-logos',
  'review-badges',
]);

/**
 * Marks each signal checked or not; an unchecked signal is never reported present. On a
 * site written in a language the engine has no words for, a signal read from words that
 * was not found is not checked: the words may be there, unread (issue #32 item 8).
 */
export function markChecked(signals: readonly SignalResult[], pages: readonly FetchedPage[], language?: SiteLanguage): SignalResult[] {
  const blind = new Set<SignalId>();
  // Derived signals follow their sources (DERIVED_FROM below): demo-only is judged once both of its sources are.
  if (language && !language.read) for (const signal of signals) if (!READ_FROM_MARKUP.has(signal.id) && !DERIVED_FROM[signal.id]) blind.add(signal.id);
  for (const page of pages.filter(unread)) {
    const ids = page.kind === 'home' ? signals.map((signal) => signal.id) : SIGNALS_READ_FROM[page.kind];
    for (const id of ids) blind.add(id);
  }
  const unchecked = (signal: SignalResult) => !signal.present && blind.has(signal.id);
  const uncheckedIds = new Set(signals.filter(unchecked).map((signal) => signal.id));
  for (const [id, sources] of Object.entries(DERIVED_FROM) as [SignalId, readonly SignalId[]][]) {
    if (sources.some((source) => uncheckedIds.has(source))) uncheckedIds.add(id);
  }
  return signals.map((signal) => {
    if (!uncheckedIds.has(signal.id)) return { ...signal, checked: true };
    // A derived signal built on a guess ("no self-serve signup seen") is no finding.
    return { ...signal, present: false, evidence: [], checked: false };
  });
}

/** Share of the maturity weights whose signals could be checked, 0-100. */
export function checkedWeightPercent(signals: readonly SignalResult[]): number {
  const weight = (signal: SignalResult) => Math.abs(SIGNAL_WEIGHTS[signal.id].weight);
  const total = signals.reduce((sum, signal) => sum + weight(signal), 0);
  const checked = signals.filter((signal) => signal.checked).reduce((sum, signal) => sum + weight(signal), 0);
  return total === 0 ? 100 : Math.round((100 * checked) / total);
}

export function coverageOf(pages: readonly FetchedPage[], signals: readonly SignalResult[], language?: SiteLanguage): Coverage {
  const botProtection = pages.find((page) => page.botProtection)?.botProtection;
  return {
    ...(language ? { language } : {}),
    rendered: pages.some((page) => page.rendered),
    javascriptOnlyPages: pages.filter((page) => page.javascriptOnly).map((page) => page.url),
    unreadablePages: unreadablePagesOf(pages),
    ...(botProtection ? { botProtection } : {}),
    checkedWeightPercent: checkedWeightPercent(signals),
  };
}
