import type { Coverage, PageKind, UnreadablePage } from '../contract/analysis.ts';
import type { SignalId, SignalResult } from '../contract/signals.ts';
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

/** Marks each signal checked or not; an unchecked signal is never reported present. */
export function markChecked(signals: readonly SignalResult[], pages: readonly FetchedPage[]): SignalResult[] {
  const blind = new Set<SignalId>();
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

export function coverageOf(pages: readonly FetchedPage[], signals: readonly SignalResult[]): Coverage {
  const botProtection = pages.find((page) => page.botProtection)?.botProtection;
  return {
    rendered: pages.some((page) => page.rendered),
    javascriptOnlyPages: pages.filter((page) => page.javascriptOnly).map((page) => page.url),
    unreadablePages: unreadablePagesOf(pages),
    ...(botProtection ? { botProtection } : {}),
    checkedWeightPercent: checkedWeightPercent(signals),
  };
}
