import { READ_LANGUAGES, siteLanguageOf as languageOfSite, type ReadLanguage } from '../model/site-language.ts';
import type { SiteModel } from '../model/site-model.ts';
import type { FetchedPage } from '../page.ts';

/** The languages example copy is written in (those the engine reads); everything else gets English. */
export const COPY_LANGUAGES = READ_LANGUAGES;
export type CopyLanguage = ReadLanguage;

/** The language example copy is written in for a site: its own when the engine reads it, else English. */
export function siteLanguageOf(site: SiteModel, fetched: readonly FetchedPage[]): CopyLanguage {
  const home = fetched.find((page) => page.url === site.home?.url) ?? fetched[0];
  const language = languageOfSite(site, home?.html ?? '');
  return language.read ? (language.code as CopyLanguage) : 'en';
}
