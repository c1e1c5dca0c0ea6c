import { outlineOf, type OutlineSection } from '../model/outline.ts';
import { addressOf, type CallToAction, type PageModel, type TextBlock } from '../model/page-model.ts';
import {
  announcesAudiences,
  asksForUses,
  FOR_WORDS,
  isAudienceEntry,
  isForHeading,
  isSectorEntry,
  isSolutionEntry,
  isUseCaseAddress,
  isUseCaseIndex,
  namesAudienceFor,
} from '../text/concepts/audiences.ts';
import { PLANS_SECTION, pricesIn } from '../text/prices.ts';
import { EvidenceList, matchingCtas, MAX_EVIDENCE } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/*
 * Present when the site sorts itself by audience or use case: a link, menu or heading
 * that names a specific audience ("For agencies") or such an index ("Solutions", "Use
 * cases", "Who it's for", "Sectors"), a page at a use-case address, a top-menu entry named
 * for an industry, or a heading that announces audiences, uses, industries or solutions with
 * several of them listed under it; not a "for everyone" line, an
 * edition, a plan tier (a heading with its price) or anything on the pricing page.
 */

/** A menu entry into the pricing page names a plan ("Professionnel"), not an audience's page. */
const PRICING_ADDRESS = /pricing|prices|plans|preise|tarif|precios|planes/i;

/** Two listed audiences make a section by audience; one alone may be a tagline. */
const MIN_LISTED = 2;
/** A menu by industry lists several of them, whatever its title says; headings over cards need one more. */
const MIN_SECTORS = 2;
const MIN_SECTOR_HEADINGS = 3;

/** A heading with a price in it or in the next two blocks is a plan, named for a team size or not. */
function isPlanHeading(page: PageModel, section: OutlineSection): boolean {
  if (section.title.section !== undefined && PLANS_SECTION.test(section.title.section)) return true;
  for (let index = section.titleIndex; index <= section.titleIndex + 2 && index < page.blocks.length; index += 1) {
    if (pricesIn(page.blocks[index]!.text).length > 0) return true;
  }
  return false;
}

/** A page section named for audiences or use cases by its class names. */
const AUDIENCE_SECTION =
  /(?:^|[\s_-])(?:segments?|audiences?|personas?|industries|use-?cases?|zielgruppen?|branchen|anwendungsfaelle|fuer-wen|pour-qui|cas-d?-?usages?|publics?|para-quien|casos-de-uso|perfiles|sectores|secteurs)(?:$|[\s_-])/i;

/** Headings in one section named for audiences ("New market entrants", "3PL warehouses"), two or more. */
function headingsOfAudienceSection(page: PageModel): TextBlock[] {
  const bySection = new Map<string, TextBlock[]>();
  for (const block of page.blocks) {
    if (!block.heading || block.section === undefined || !AUDIENCE_SECTION.test(block.section)) continue;
    const list = bySection.get(block.section) ?? [];
    list.push(block);
    bySection.set(block.section, list);
  }
  return [...bySection.values()].find((list) => list.length >= MIN_LISTED) ?? [];
}

const quoteList = (blocks: readonly TextBlock[]) => blocks.map((block) => `"${block.text}"`).join(', ');

/** The concept checks of one page, each text judged once however many sections list it. */
function pageChecks(page: PageModel, brands: readonly string[]) {
  const forLabels = matchingCtas(page, FOR_WORDS);
  const memo = (check: (text: string) => boolean) => {
    const known = new Map<string, boolean>();
    return (text: string) => {
      let answer = known.get(text);
      if (answer === undefined) {
        answer = check(text);
        known.set(text, answer);
      }
      return answer;
    };
  };
  return {
    audience: memo((text) => isAudienceEntry(text, brands)),
    sector: memo(isSectorEntry),
    solution: memo(isSolutionEntry),
    index: memo(isUseCaseIndex),
    /** A link or button named for an audience: only those holding a frame word are read. */
    ctaForAudience: (cta: CallToAction) => forLabels.has(cta) && namesAudienceFor(cta.text, brands),
  };
}

type Checks = ReturnType<typeof pageChecks>;

/** The first reason a section sorts the page by audience or use case, as evidence text. */
function sectionReason(page: PageModel, section: OutlineSection, checks: Checks, brands: readonly string[]): string | undefined {
  const { title } = section;
  if (checks.index(title.text) && (title.heading || section.ctas.length > 0))
    return title.heading ? `Heading: "${title.text}"` : `Menu "${title.text}": ${section.ctas.map((cta) => `"${cta.text}"`).join(', ')}`;
  if (title.heading && namesAudienceFor(title.text, brands)) return `Heading: "${title.text}"`;
  if (announcesAudiences(title.text)) {
    const listed = section.items.filter((item) => checks.audience(item.text));
    if (listed.length >= MIN_LISTED) return `"${title.text}": ${quoteList(listed)}`;
  }
  const subHeadings = section.items.filter((item) => item.heading);
  if (title.heading && asksForUses(title.text) && subHeadings.length >= MIN_LISTED) return `"${title.text}": ${quoteList(subHeadings)}`;
  const links = section.ctas.filter((cta) => cta.kind === 'link');
  for (const [entries, least] of [
    [links.filter((cta) => checks.sector(cta.text)).map((cta) => cta.text), MIN_SECTORS],
    [links.filter((cta) => checks.solution(cta.text)).map((cta) => cta.text), MIN_LISTED],
    [subHeadings.filter((item) => checks.sector(item.text)).map((item) => item.text), MIN_SECTOR_HEADINGS],
  ] as const) {
    if (entries.length >= least) return `"${title.text}": ${entries.map((text) => `"${text}"`).join(', ')}`;
  }
  return undefined;
}

function sectionEvidence(evidence: EvidenceList, page: PageModel, checks: Checks, brands: readonly string[]): void {
  const forHeadings: TextBlock[] = [];
  for (const section of outlineOf(page)) {
    if (evidence.size >= MAX_EVIDENCE) return;
    const { title } = section;
    if (title.region === 'meta' || title.region === 'data' || title.quote) continue;
    if (title.heading && title.region === 'main' && isForHeading(title.text) && !isPlanHeading(page, section)) forHeadings.push(title);
    const reason = sectionReason(page, section, checks, brands);
    if (reason && !isPlanHeading(page, section)) evidence.add(page.url, reason);
  }
  if (forHeadings.length >= MIN_LISTED) evidence.add(page.url, `Sections by audience: ${quoteList(forHeadings)}`);
  const named = headingsOfAudienceSection(page);
  if (named.length >= MIN_LISTED) evidence.add(page.url, `Sections by audience: ${quoteList(named)}`);
}

export const useCases = defineSignal('use-cases', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    if (evidence.size >= MAX_EVIDENCE) break;
    const checks = pageChecks(page, site.brandNames);
    for (const cta of page.ctas) {
      if (cta.text.length > 70) continue;
      const url = cta.kind === 'link' ? addressOf(cta) : undefined;
      const byAddress = url !== undefined && isUseCaseAddress(url, cta.text);
      // A top-menu entry named for an industry or a kind of organisation leads to a page for it ("E-commerce", "Immobilier").
      const sectorInMenu = url !== undefined && cta.region === 'nav' && checks.sector(cta.text) && !PRICING_ADDRESS.test(url.pathname);
      // The pricing page names plans for audiences ("For teams"): only its links' addresses count there.
      if (byAddress || (page.kind !== 'pricing' && (sectorInMenu || checks.index(cta.text) || checks.ctaForAudience(cta)))) evidence.addCta(page, cta);
    }
    if (page.kind !== 'pricing') sectionEvidence(evidence, page, checks, site.brandNames);
  }
  return found(evidence.toArray());
});
