import { outlineOf, type OutlineSection } from '../model/outline.ts';
import type { PageModel, TextBlock } from '../model/page-model.ts';
import {
  announcesAudiences,
  isAudienceEntry,
  isForHeading,
  isSectorEntry,
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
 * cases", "Who it's for"), a page at a use-case address, or a heading that announces
 * audiences with two or more of them listed under it; not a "for everyone" line, an
 * edition, a plan tier (a heading with its price) or anything on the pricing page.
 */

/** Two listed audiences make a section by audience; one alone may be a tagline. */
const MIN_LISTED = 2;
/** A menu by industry lists several of them, whatever its title says. */
const MIN_SECTORS = 2;

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
    const sectors = section.ctas.filter((cta) => cta.kind === 'link' && isSectorEntry(cta.text));
    if (sectors.length >= MIN_SECTORS) evidence.add(page.url, `Menu "${title.text}": ${sectors.map((cta) => `"${cta.text}"`).join(', ')}`);
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
      const byAddress = cta.kind === 'link' && cta.href !== undefined && isUseCaseAddress(new URL(cta.href));
      // The pricing page names plans for audiences ("For teams"): only its links' addresses count there.
      if (byAddress || (page.kind !== 'pricing' && (isUseCaseIndex(cta.text) || namesAudienceFor(cta.text, site.brandNames)))) evidence.addCta(page, cta);
    }
    if (page.kind !== 'pricing') sectionEvidence(evidence, page, site.brandNames);
  }
  return found(evidence.toArray());
});
