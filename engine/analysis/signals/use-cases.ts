import { outlineOf, type OutlineSection } from '../model/outline.ts';
import type { PageModel, TextBlock } from '../model/page-model.ts';
import {
  announcesAudiences,
  asksForUses,
  isAudienceEntry,
  isForHeading,
  isSectorEntry,
  isSolutionEntry,
  isUseCaseAddress,
  isUseCaseIndex,
  namesAudienceFor,
} from '../text/concepts/audiences.ts';
import { PLANS_SECTION, pricesIn } from '../text/prices.ts';
import { EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/*
 * Present when the site sorts itself by audience or use case: a link, menu or heading
 * that names a specific audience ("For agencies") or such an index ("Solutions", "Use
 * cases", "Who it's for", "Sectors"), a page at a use-case address, a top-menu entry named
 * for an industry, or a heading that announces audiences, uses, industries or solutions with
 * several of them listed under it; not a "for everyone" line, an
 * edition, a plan tier (a heading with its price) or anything on the pricing page.
 */

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

function sectionEvidence(evidence: EvidenceList, page: PageModel, brands: readonly string[]): void {
  const forHeadings: TextBlock[] = [];
  for (const section of outlineOf(page)) {
    const { title } = section;
    if (title.region === 'meta' || title.region === 'data' || title.quote || isPlanHeading(page, section)) continue;
    if (isUseCaseIndex(title.text) && (title.heading || section.ctas.length > 0)) {
      evidence.add(page.url, title.heading ? `Heading: "${title.text}"` : `Menu "${title.text}": ${section.ctas.map((cta) => `"${cta.text}"`).join(', ')}`);
      continue;
    }
    if (title.heading && title.region === 'main' && isForHeading(title.text)) forHeadings.push(title);
    if (title.heading && namesAudienceFor(title.text, brands)) {
      evidence.add(page.url, `Heading: "${title.text}"`);
      continue;
    }
    const listed = section.items.filter((item) => isAudienceEntry(item.text, brands));
    if (announcesAudiences(title.text) && listed.length >= MIN_LISTED) {
      evidence.add(page.url, `"${title.text}": ${quoteList(listed)}`);
      continue;
    }
    const subHeadings = section.items.filter((item) => item.heading);
    if (title.heading && asksForUses(title.text) && subHeadings.length >= MIN_LISTED) {
      evidence.add(page.url, `"${title.text}": ${quoteList(subHeadings)}`);
      continue;
    }
    const sectors = section.ctas.filter((cta) => cta.kind === 'link' && isSectorEntry(cta.text));
    const solutions = section.ctas.filter((cta) => cta.kind === 'link' && isSolutionEntry(cta.text));
    const sectorHeadings = subHeadings.filter((item) => isSectorEntry(item.text));
    for (const [entries, least] of [
      [sectors.map((cta) => cta.text), MIN_SECTORS],
      [solutions.map((cta) => cta.text), MIN_LISTED],
      [sectorHeadings.map((item) => item.text), MIN_SECTOR_HEADINGS],
    ] as const) {
      if (entries.length >= least) evidence.add(page.url, `"${title.text}": ${entries.map((text) => `"${text}"`).join(', ')}`);
    }
  }
  if (forHeadings.length >= MIN_LISTED) evidence.add(page.url, `Sections by audience: ${quoteList(forHeadings)}`);
  const named = headingsOfAudienceSection(page);
  if (named.length >= MIN_LISTED) evidence.add(page.url, `Sections by audience: ${quoteList(named)}`);
}

export const useCases = defineSignal('use-cases', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    for (const cta of page.ctas) {
      if (cta.text.length > 70) continue;
      const byAddress = cta.kind === 'link' && cta.href !== undefined && isUseCaseAddress(new URL(cta.href), cta.text);
      // A top-menu entry named for an industry or a kind of organisation leads to a page for it ("E-commerce", "Immobilier").
      const sectorInMenu = cta.kind === 'link' && cta.region === 'nav' && isSectorEntry(cta.text);
      // The pricing page names plans for audiences ("For teams"): only its links' addresses count there.
      if (byAddress || (page.kind !== 'pricing' && (sectorInMenu || isUseCaseIndex(cta.text) || namesAudienceFor(cta.text, site.brandNames))))
        evidence.addCta(page, cta);
    }
    if (page.kind !== 'pricing') sectionEvidence(evidence, page, site.brandNames);
  }
  return found(evidence.toArray());
});
