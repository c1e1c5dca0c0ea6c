import type { SignalId } from '../../engine/contract/signals.ts';
import { buildSiteModel } from '../../engine/analysis/model/site-model.ts';
import type { FetchedPage } from '../../engine/analysis/page.ts';
import type { Detection, SignalDetector } from '../../engine/analysis/signals/detector.ts';
import { fetchedPages, TEST_ORIGIN, type PageSpec, type RenderedSpec } from './site-from-html.ts';

/**
 * Paraphrase suites (issue #32): for each signal, sentences or markup snippets written
 * for the test, never taken from a corpus page, that a detector must call present
 * (`positive`) or must not (`negative`: the hard look-alikes). A new phrasing is added
 * here first, then the recogniser learns it.
 */

/** The languages the engine reads; the first four are required of every suite. */
export const SUITE_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl'] as const;
export type SuiteLanguage = (typeof SUITE_LANGUAGES)[number];
export const REQUIRED_LANGUAGES: readonly SuiteLanguage[] = ['en', 'de', 'fr', 'es'];
/** Issue #32: at least this many positive and this many negative cases per required language. */
export const MIN_CASES = 25;

/**
 * One case:
 * - a string: a sentence, shown as one paragraph in the main content of a home page in
 *   the suite's language (`<html lang>` set);
 * - `{ html }`: a body fragment for that home page (markup signals: a logo row, a video);
 * - `{ pages }`: a whole site, path to HTML or PageSpec (a pricing page, a signup form);
 *   fragments get the language's `<html lang>` too;
 * - `{ rendered }`: a home page as Chromium drew it (requests, vendor globals).
 * `why` says what the case stands for, when the text alone does not.
 */
export type ParaphraseCase =
  string | { html: string; why?: string } | { pages: Record<string, string | PageSpec>; why?: string } | { rendered: RenderedSpec; why?: string };

export interface LanguageCases {
  positive: readonly ParaphraseCase[];
  negative: readonly ParaphraseCase[];
}

export interface ParaphraseSuite {
  signal: SignalId;
  languages: Partial<Record<SuiteLanguage, LanguageCases>>;
}

export function defineParaphraseSuite(signal: SignalId, languages: ParaphraseSuite['languages']): ParaphraseSuite {
  return { signal, languages };
}

function documentIn(language: SuiteLanguage, body: string): string {
  return /<html/i.test(body) ? body : `<!doctype html><html lang="${language}"><head><title>Acme</title></head><body>${body}</body></html>`;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The pages a case stands for, as the crawler would hand them to the engine. */
export function pagesOfCase(language: SuiteLanguage, testCase: ParaphraseCase): FetchedPage[] {
  if (typeof testCase === 'string') return fetchedPages({ '/': documentIn(language, `<main><p>${escapeText(testCase)}</p></main>`) });
  if ('html' in testCase) return fetchedPages({ '/': documentIn(language, testCase.html) });
  if ('pages' in testCase) {
    const pages = Object.fromEntries(
      Object.entries(testCase.pages).map(([path, spec]) => [
        path,
        typeof spec === 'string' ? documentIn(language, spec) : { ...spec, html: documentIn(language, spec.html) },
      ]),
    );
    return fetchedPages(pages);
  }
  const [home] = fetchedPages({ '/': documentIn(language, testCase.rendered.html ?? '<main><p>Welcome</p></main>') });
  return [
    {
      ...home!,
      rendered: true,
      requests: (testCase.rendered.requests ?? []).map((url) => ({ url, type: url.endsWith('.js') ? 'script' : 'xhr' })),
      vendorGlobals: testCase.rendered.vendorGlobals ?? [],
    },
  ];
}

export function detectCase(detector: SignalDetector, language: SuiteLanguage, testCase: ParaphraseCase): Detection {
  return detector.detect(buildSiteModel(`${TEST_ORIGIN}/`, pagesOfCase(language, testCase)));
}

/** How a case reads in a failure message. */
export function describeCase(testCase: ParaphraseCase): string {
  if (typeof testCase === 'string') return testCase;
  const what = 'html' in testCase ? testCase.html : 'pages' in testCase ? JSON.stringify(testCase.pages) : JSON.stringify(testCase.rendered);
  return `${testCase.why ? `${testCase.why}: ` : ''}${what.length > 200 ? `${what.slice(0, 200)}…` : what}`;
}
