import type { AnalysisResult } from '../../engine/contract/analysis.ts';
import { FRICTION_TYPES } from '../../engine/contract/analysis-constants.ts';
import type { SignalId } from '../../engine/contract/signals.ts';
import type { FetchedPage } from '../../engine/analysis/page.ts';
import { UNCLEAR_JOB_ISSUE } from '../../engine/analysis/scoring/friction.ts';
import { asksForPresent, isAddress, isPublished, isWrittenIn, namedOnPage, numbersIn, quoteIsOnPage, TRIAL_WORDING, type Language } from './advice-checks.ts';

/**
 * Issue #25's rules for the advice a report gives, one per entry, each naming what breaks
 * it on one site. The fixture sites are held to them by advice-on-sites.test.ts (npm test);
 * the real corpus by bench:real, so that `npm test` needs nothing outside the repository.
 */
export interface AdvisedSite {
  name: string;
  language: Language;
  /** The pages as the analysis read them (url, kind, status and html are what the rules look at). */
  pages: Pick<FetchedPage, 'url' | 'kind' | 'status' | 'html'>[];
  result: Pick<AnalysisResult, 'url' | 'siteName' | 'signals' | 'friction' | 'strategies'>;
}

export interface AdviceRule {
  rule: string;
  failures(site: AdvisedSite): string[];
}

const presentIn = (site: AdvisedSite) => new Set<SignalId>(site.result.signals.filter((signal) => signal.present).map((signal) => signal.id));
export const issuesOf = (site: AdvisedSite) => FRICTION_TYPES.flatMap((type) => site.result.friction[type].issues);
export const adviceOf = (site: AdvisedSite) => [...site.result.strategies, ...issuesOf(site)];
export const copiesOf = (site: AdvisedSite) => site.result.strategies.flatMap((strategy) => (strategy.exampleCopy ? [strategy.exampleCopy] : []));

export const ADVICE_RULES: readonly AdviceRule[] = [
  {
    rule: 'never asks for a signal the analysis found present',
    failures: (site) => site.result.strategies.flatMap((strategy) => asksForPresent(strategy, presentIn(site)).map((id) => `${strategy.id} asks for ${id}`)),
  },
  {
    rule: 'mentions a trial in example copy only on a site with one',
    failures: (site) => (presentIn(site).has('free-trial') ? [] : copiesOf(site).filter((copy) => TRIAL_WORDING.test(copy))),
  },
  {
    rule: 'quotes only words that are on the fetched page each quote names',
    failures: (site) =>
      adviceOf(site).flatMap((item) =>
        item.evidence
          .filter((quote) => {
            const page = site.pages.find((fetched) => fetched.url === quote.url);
            return !page || !quoteIsOnPage(quote.quote, page.html);
          })
          .map((quote) => `“${quote.quote}” is not on ${quote.url}`),
      ),
  },
  {
    rule: 'puts no price, trial length or other number in example copy that the site did not publish',
    failures: (site) =>
      copiesOf(site).flatMap((copy) =>
        numbersIn(copy)
          .filter((number) => !isPublished(number, site.pages))
          .map((number) => `${number} in “${copy}”`),
      ),
  },
  {
    rule: 'gives every strategy and friction issue a basis; one without quotes names the pages read',
    failures: (site) => {
      const read = site.pages.filter((page) => page.status === 200 && page.html);
      const home = read.find((page) => page.kind === 'home');
      const named = (basis: string, page: AdvisedSite['pages'][number]) =>
        page === home ? basis.includes('home page') : basis.includes(new URL(page.url).pathname.replace(/\/index\.html?$|\.html?$/i, '').replace(/\/$/, ''));
      return adviceOf(site).flatMap((item) => {
        const title = 'issue' in item ? item.issue : item.title;
        if (!item.basis.trim()) return [`“${title}” has no basis`];
        if (item.evidence.length > 0) return [];
        const pagesNamed =
          'issue' in item && item.issue === UNCLEAR_JOB_ISSUE ? home && named(item.basis, home) : read.every((page) => named(item.basis, page));
        return pagesNamed ? [] : [`“${title}” rests on an absence but does not name the pages read: ${item.basis}`];
      });
    },
  },
  {
    rule: 'writes example copy in the language of German, French and Spanish sites',
    failures: (site) => (site.language === 'en' ? [] : copiesOf(site).filter((copy) => !isWrittenIn(copy, site.language))),
  },
  {
    rule: 'names the site as its title or og:site_name does, never by an address, when the home page has a title',
    failures: (site) => {
      const home = site.pages.find((page) => page.kind === 'home');
      const html = home?.html ?? '';
      if (!/<title[^>]*>\s*[^<\s]/i.test(html)) return [];
      const { siteName } = site.result;
      if (isAddress(siteName, site.result.url)) return [`named by an address, “${siteName}”`];
      return namedOnPage(siteName, html) ? [] : [`named “${siteName}”, which its title and og:site_name do not say`];
    },
  },
  {
    rule: 'names, for each strategy, only findings the Friction tab shows',
    failures: (site) => {
      const shown = new Set(issuesOf(site).map((issue) => issue.issue));
      return site.result.strategies.flatMap((strategy) =>
        strategy.removes.filter((issue) => !shown.has(issue)).map((issue) => `${strategy.id} removes “${issue}”, not on the Friction tab`),
      );
    },
  },
  {
    rule: 'on a site with friction, some strategy removes a finding',
    failures: (site) =>
      issuesOf(site).some((issue) => issue.issue !== UNCLEAR_JOB_ISSUE) && !site.result.strategies.some((strategy) => strategy.removes.length > 0)
        ? ['no strategy removes any of its friction findings']
        : [],
  },
];

/** Every rule's failures over a set of sites, each failure named by its site. */
export function adviceFailures(sites: readonly AdvisedSite[]): { rule: string; failures: string[] }[] {
  return ADVICE_RULES.map(({ rule, failures }) => ({ rule, failures: sites.flatMap((site) => failures(site).map((failure) => `${site.name}: ${failure}`)) }));
}
