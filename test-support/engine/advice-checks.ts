import { HTMLElement, parse } from 'node-html-parser';
import type { AnalysisResult } from '../../engine/contract/analysis.ts';
import type { SignalId } from '../../engine/contract/signals.ts';
import type { FetchedPage } from '../../engine/analysis/page.ts';

/**
 * Checks of the advice a report gives, written apart from the engine's own code so a
 * test of the advice does not grade the engine with itself: what is on a page, which
 * language a sentence is in, what a step asks for.
 */

const withoutWhitespace = (text: string) => text.replace(/\s+/g, '');

/** Everything a page says, whitespace removed: its text (head and scripts included) and every attribute value. */
export function pageWords(html: string): string {
  const root = parse(html);
  const parts = [root.textContent];
  const walk = (element: HTMLElement) => {
    for (const value of Object.values(element.attributes)) parts.push(value);
    for (const child of element.childNodes) if (child instanceof HTMLElement) walk(child);
  };
  walk(root);
  return withoutWhitespace(parts.join(' '));
}

/** The quote is on the page, verbatim but for whitespace. */
export function quoteIsOnPage(quote: string, pageHtml: string): boolean {
  return pageWords(pageHtml).includes(withoutWhitespace(quote));
}

/** Words that name a trial, in the four languages ("try" and "start" are no trial). */
export const TRIAL_WORDING = /\btrial\b|\btest(?:phase|zeitraum|version|monat|konto)\b|\bkostenlos testen\b|\bprobe(?:zeit|monat|abo)\b|\bessai\b|\bprueba\b/i;

/** Numbers as written ("14", "1,299.00", "25k"), without the letters after them. */
export function numbersIn(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)*/g) ?? [];
}

/** A number is published when some page of the site writes it. */
export function isPublished(number: string, pages: readonly Pick<FetchedPage, 'html'>[]): boolean {
  return pages.some((page) => page.html && pageWords(page.html).includes(number));
}

/** Short words each language writes in almost every sentence (shared ones count for both). */
const LANGUAGE_WORDS: Record<'en' | 'de' | 'fr' | 'es', ReadonlySet<string>> = {
  en: new Set('the and you your with to for of a an in on it is are who how from get without no not us our into do does'.split(' ')),
  de: new Set(
    'und sie ihr ihre ihrem ihren mit für der die das den dem zu zum zur ohne noch bei ein eine einem einer wie nicht uns von bis im auf an sich aus neu lieber'.split(
      ' ',
    ),
  ),
  fr: new Set('vous votre vos avec pour sans le les la des du une un et à dans sur nous qui ne de au en par plus'.split(' ')),
  es: new Set('tu tus con para sin el los las la del una un y a en por que te lo se de al más cómo ya es hoy'.split(' ')),
};
export type Language = keyof typeof LANGUAGE_WORDS;

/** How many of each language's short words a text holds (brackets, a placeholder's words, left out). */
export function languageScores(text: string): Record<Language, number> {
  const words =
    text
      .replace(/\[[^\]]*\]/g, ' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  const scores = { en: 0, de: 0, fr: 0, es: 0 };
  for (const word of words) for (const language of Object.keys(LANGUAGE_WORDS) as Language[]) if (LANGUAGE_WORDS[language].has(word)) scores[language] += 1;
  return scores;
}

/** The text reads as the language: more of its words than of any other language's. */
export function isWrittenIn(text: string, language: Language): boolean {
  const scores = languageScores(text);
  return (Object.keys(scores) as Language[]).every((other) => other === language || scores[language] > scores[other]);
}

/** Site language by the corpus's own naming (real-dev slugs end in -de, -fr, -es) or the home page's lang attribute. */
export function languageOfSlug(slug: string): Language {
  return (/-(de|fr|es)$/.exec(slug)?.[1] as Language | undefined) ?? 'en';
}

export function declaredLanguage(html: string): Language {
  const code = /<html\b[^>]*\blang\s*=\s*["']?([a-z]{2})/i.exec(html)?.[1]?.toLowerCase();
  return code === 'de' || code === 'fr' || code === 'es' ? code : 'en';
}

/**
 * What a strategy's title or step asks a site to add, per signal: a step that matches
 * asks for that signal, and must not be given to a site that already shows it.
 */
export const ASKS_FOR: Partial<Record<SignalId, RegExp>> = {
  'self-serve-signup': /\bbuild a sign-?up form\b|\bopen a self-serve path\b|\bput a sign-?up button\b/i,
  'free-trial': /\b(?:offer|add|launch)\b[^.;]*\bfree trial\b|\blet visitors start for free\b/i,
  freemium: /\b(?:offer|add|launch)\b[^.;]*\bfree plan\b|\blet visitors start for free\b/i,
  'no-credit-card': /\b(?:say|add|write)\b[^;]*no credit card required/i,
  'demo-request': /\b(?:add|offer)\b[^.;]*\bbook a demo\b|\boffer a demo\b/i,
  'pricing-page': /\badd a pricing page\b/i,
  'transparent-pricing': /\b(?:publish|show)\b[^.;]*\bprices?\b/i,
  'interactive-demo': /\b(?:add|record)\b[^.;]*\binteractive\b/i,
  'product-video': /\b(?:record|embed|add)\b[^.;]*\bvideo\b|\bin a short video\b/i,
  'customer-logos': /\b(?:show|add|display)\b[^.;]*\b(?:row|wall|strip) of (?:customer )?logos\b/i,
  testimonials: /\b(?:ask|collect)\b[^.;]*\bquote\b/i,
  'review-badges': /\badd\b[^.;]*\breview-site ratings?\b/i,
  'usage-numbers': /\badd\b[^.;]*\bcustomer count\b/i,
  'security-compliance': /\bpublish a security\b|\blist certifications\b/i,
  'sso-signup': /\bcontinue with google\b|\bone-click sign-?up\b/i,
  templates: /\bturn them into templates\b|\bstart new users from templates\b/i,
  'onboarding-tool': /\bchecklist\b/i,
  'live-chat': /\badd a chat widget\b|\blive chat\b/i,
  'product-analytics': /\badd a product-analytics tool\b/i,
  'help-center': /\bbuild a self-serve help centre\b|\bwrite a getting-started guide\b/i,
  'time-to-value': /\bstate the time on the home page\b/i,
  'use-cases': /\bwrite pages by role\b|\bwrite one page each\b/i,
  community: /\bopen a forum\b|\bstart a user community\b/i,
  'risk-reversal': /\bmoney-back guarantee\b|\bcancell?ed at any time\b/i,
};

/** Signals a strategy's title and steps ask for although the analysis found them present (a quoted button's own words ask for nothing). */
export function asksForPresent(strategy: AnalysisResult['strategies'][number], present: ReadonlySet<SignalId>): SignalId[] {
  const asked = [strategy.title, ...strategy.steps].map((text) => text.replace(/“[^”]*”/g, '“…”'));
  return (Object.keys(ASKS_FOR) as SignalId[]).filter((id) => present.has(id) && asked.some((text) => ASKS_FOR[id]!.test(text)));
}

/** An address rather than a name: an IP, localhost, or the host the site was served from. */
export function isAddress(name: string, siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname;
  return /^\d{1,3}(?:\.\d{1,3}){3}$|^\[|^localhost$/i.test(name.trim()) || name.trim().toLowerCase() === host.toLowerCase();
}

/** The name is written in the home page's title or og:site_name (case and whitespace aside). */
export function namedOnPage(name: string, homeHtml: string): boolean {
  const root = parse(homeHtml);
  const said = [root.querySelector('title')?.textContent ?? '', root.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? ''];
  const wanted = withoutWhitespace(name).toLowerCase();
  return said.some((text) => withoutWhitespace(text).toLowerCase().includes(wanted));
}
