import type { AdviceEvidence } from '../../contract/analysis.ts';
import { evidencePhrase } from '../../contract/evidence-wording.ts';
import type { SignalId } from '../../contract/signals.ts';
import { SIGNAL_COPY } from '../scoring/signal-copy.ts';
import { isShortfall, type SignalUnit } from '../scoring/signal-credit.ts';
import { MAX_ADVICE_QUOTES, type AdviceFacts } from './site-facts.ts';

/** What on this site a piece of advice answers: one sentence, and the quotes it rests on. */
export interface Finding {
  basis: string;
  evidence: AdviceEvidence[];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A sentence ends once: a quote that closes with its own full stop gets no second one. */
const ended = (text: string) => (/[.!?…]["”»]?$/u.test(text) ? text : `${text}.`);

/** "A, B or C". */
export function listed(items: readonly string[], last = 'or'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

const pagesReadPhrases = new WeakMap<AdviceFacts, string>();

/** "the 5 pages read (the home page, /pricing, /signup, /docs, /about)": an absence always names where it was looked for. */
export function pagesReadPhrase(facts: AdviceFacts): string {
  let phrase = pagesReadPhrases.get(facts);
  if (phrase === undefined) {
    const labels = facts.pagesRead.map(facts.label);
    phrase = labels.length === 1 ? `the one page read (${labels[0]})` : `the ${labels.length} pages read (${labels.join(', ')})`;
    pagesReadPhrases.set(facts, phrase);
  }
  return phrase;
}

/** "Nothing on the 5 pages read (…) shows a customer quote or a review-site rating, or loads a chat widget". */
export function notFoundClause(ids: readonly SignalId[], facts: AdviceFacts): string {
  const byVerb = new Map<string, string[]>();
  for (const id of ids) {
    const { verb, what } = SIGNAL_COPY[id].notFound;
    const things = byVerb.get(verb) ?? [];
    if (!things.includes(what)) things.push(what);
    byVerb.set(verb, things);
  }
  const clauses = [...byVerb].map(([verb, things]) => `${verb} ${listed(things)}`);
  const predicate = clauses.length === 1 ? clauses[0] : `${clauses.slice(0, -1).join(', ')}, or ${clauses.at(-1)}`;
  return `Nothing on ${pagesReadPhrase(facts)} ${predicate}`;
}

/** Distinct quotes, first few. */
export function quotesOnce(...lists: ReadonlyArray<ReadonlyArray<AdviceEvidence | undefined>>): AdviceEvidence[] {
  const seen = new Set<string>();
  const kept: AdviceEvidence[] = [];
  for (const quote of lists.flat()) {
    if (!quote || seen.has(`${quote.url}\n${quote.quote}`)) continue;
    seen.add(`${quote.url}\n${quote.quote}`);
    kept.push(quote);
  }
  return kept.slice(0, MAX_ADVICE_QUOTES);
}

/** `“Get started” on /pricing`. */
export function buttonAt(cta: AdviceEvidence, facts: AdviceFacts): string {
  return `“${cta.quote}” on ${facts.label(cta.url)}`;
}

/**
 * Findings that say more than "not found": the site's own buttons and pages around
 * what is missing, and what an unwanted signal quoted. A signal without an entry gets
 * the plain not-found sentence.
 */
const SPECIFIC_FINDINGS: Partial<Record<SignalId, (facts: AdviceFacts) => Finding | undefined>> = {
  'credit-card-required': (facts) => {
    const [quote] = facts.quotesOf('credit-card-required');
    return quote
      ? { basis: ended(`${capitalised(facts.label(quote.url))} says a credit card is needed to start: “${quote.quote}”`), evidence: [quote] }
      : undefined;
  },
  'demo-only': (facts) => {
    const seen = facts.evidenceOf('demo-request')[0];
    const where = facts.demoCta ? ` (${buttonAt(facts.demoCta, facts)})` : seen ? ` (${evidencePhrase(seen, facts.siteUrl)})` : '';
    return {
      basis: `Every way in goes through a person${where}, and nothing on ${pagesReadPhrase(facts)} lets a visitor sign up, start a trial or use a free plan on their own.`,
      evidence: quotesOnce([facts.demoCta], facts.quotesOf('demo-request')),
    };
  },
  // The button a free start begins at: "no card needed" is never the question beside "Buy now".
  'no-credit-card': (facts) =>
    facts.startCta
      ? {
          basis: `The “${facts.startCta.quote}” button on ${facts.label(facts.startCta.url)} says nothing about a card, and nothing on ${pagesReadPhrase(facts)} says whether one is needed.`,
          evidence: [facts.startCta],
        }
      : undefined,
  'transparent-pricing': (facts) =>
    facts.pricingPage
      ? {
          basis: `The pricing page (${facts.label(facts.pricingPage)}) was read, and none of ${pagesReadPhrase(facts)} shows a price with an amount.`,
          evidence: quotesOnce(facts.quotesOf('pricing-page')),
        }
      : undefined,
  'free-trial': (facts) =>
    facts.signupCta
      ? {
          basis: `${capitalised(buttonAt(facts.signupCta, facts))} is the way in, and nothing on ${pagesReadPhrase(facts)} offers a free trial or a free plan.`,
          evidence: [facts.signupCta],
        }
      : undefined,
};

type ShortfallFinding = Finding & { specific: boolean };
const findingsOfFacts = new WeakMap<AdviceFacts, Map<string, ShortfallFinding>>();

/** The finding behind one shortfall: a wanted signal missing, or an unwanted one present (the Friction tab and a strategy may both ask). */
export function shortfallFinding(unit: SignalUnit, facts: AdviceFacts): ShortfallFinding {
  let findings = findingsOfFacts.get(facts);
  if (!findings) findingsOfFacts.set(facts, (findings = new Map<string, ShortfallFinding>()));
  let finding = findings.get(unit.key);
  if (!finding) findings.set(unit.key, (finding = findingOf(unit, facts)));
  return finding;
}

function findingOf(unit: SignalUnit, facts: AdviceFacts): ShortfallFinding {
  const specific = SPECIFIC_FINDINGS[unit.lead]?.(facts);
  if (specific) return { ...specific, specific: true };
  if (!unit.wanted) {
    // Seen, but in no words that could be quoted: say where it was seen, among the pages read.
    const [seen] = facts.evidenceOf(unit.lead);
    const where = seen ? `: ${evidencePhrase(seen, facts.siteUrl)}` : '';
    return { basis: `${SIGNAL_COPY[unit.lead].issue}${where}, one of ${pagesReadPhrase(facts)}.`, evidence: [], specific: true };
  }
  return { basis: `${notFoundClause(unit.ids, facts)}.`, evidence: [], specific: false };
}

/** What the site does show of a strategy's signals: "8 customer logos on the home page", "a customer quote on /customers". */
function presentPhrase(id: SignalId, facts: AdviceFacts): { text: string; evidence: AdviceEvidence[] } {
  if (id === 'customer-logos' && facts.logoWall) {
    return { text: `${facts.logoWall.count} customer logos on ${facts.label(facts.logoWall.url)}`, evidence: facts.logoWall.names.slice(0, 2) };
  }
  if (id === 'pricing-page' && facts.pricingPage)
    return { text: `a pricing page (${facts.label(facts.pricingPage)})`, evidence: facts.quotesOf(id).slice(0, 1) };
  const quotes = facts.quotesOf(id);
  const page = quotes[0]?.url ?? facts.evidenceOf(id)[0]?.page;
  const { what } = SIGNAL_COPY[id].notFound;
  return { text: page ? `${what} on ${facts.label(page)}` : what, evidence: quotes.slice(0, 1) };
}

/**
 * A strategy's basis from the units that call for it: what the site already shows of
 * them and what is missing in one sentence, or the most specific finding.
 */
export function strategyFinding(units: readonly SignalUnit[], facts: AdviceFacts): Finding {
  const shortfalls = units.filter(isShortfall);
  const findings = shortfalls.map((unit) => shortfallFinding(unit, facts));
  const present = units.filter((unit) => unit.wanted && unit.present).map((unit) => presentPhrase(unit.lead, facts));
  const missing = shortfalls.filter((unit) => unit.wanted).flatMap((unit) => unit.ids);
  if (present.length > 0 && missing.length > 0) {
    return {
      basis: `The site shows ${listed(
        present.map((part) => part.text),
        'and',
      )}, but ${notFoundClause(missing, facts).replace(/^Nothing/, 'nothing')}.`,
      evidence: quotesOnce(...present.map((part) => part.evidence), ...findings.map((finding) => finding.evidence)),
    };
  }
  const lead = findings.find((finding) => finding.specific);
  if (lead) return { basis: lead.basis, evidence: quotesOnce(...findings.map((finding) => finding.evidence)) };
  return { basis: `${notFoundClause(missing, facts)}.`, evidence: [] };
}
