import { addressOf, leadsNowhere, type CallToAction, type PageModel } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import {
  COMMUNITY_LABEL,
  COMMUNITY_MENTIONS,
  isCommunityAddress,
  isCommunityLabel,
  isCommunityMention,
  NEWSLETTER,
} from '../text/concepts/community-places.ts';
import { isProductPagePath } from '../text/concepts/own-product.ts';
import { matches } from '../text/phrases.ts';
import { EvidenceList, matchingCtas, MAX_EVIDENCE, textHits } from '../text/search.ts';
import { vendorOfHost } from '../vendors.ts';
import { defineSignal, found } from './detector.ts';
import { vendorEvidence } from './vendor-evidence.ts';

/*
 * Present when the site points its users to a community of theirs: a link to a community
 * platform or a community address, a link named as a community place that leads to the
 * brand or such a platform, or a clause naming or inviting into one; not a "Community"
 * edition or plan, a Slack or Discord integration, community software the product sells,
 * a newsletter's readers, social network icons, or a municipality or region.
 */

/** Link text naming a chat platform: true only when the link goes there ("Discord" on a LinkedIn icon is a slip). */
const PLATFORM_HOSTS: readonly [RegExp, RegExp][] = [
  [/discord/i, /(?:^|\.)discord(?:\.gg|\.com|app\.com)$/i],
  [/slack/i, /(?:^|\.)slack\.com$/i],
];

function communityLink(site: SiteModel, page: PageModel, cta: CallToAction): boolean {
  if (cta.kind !== 'link' || !cta.href || cta.text.length > 40 || leadsNowhere(page, cta)) return false;
  const url = addressOf(cta)!;
  if (isProductPagePath(url.pathname)) return false;
  if (isCommunityAddress(url)) return true;
  if (!matchingCtas(page, COMMUNITY_LABEL).has(cta) || !isCommunityLabel(cta.text)) return false;
  for (const [name, host] of PLATFORM_HOSTS) if (name.test(cta.text) && !host.test(url.hostname)) return false;
  return site.isBrandHost(url.hostname) || vendorOfHost(url.hostname, 'community') !== undefined;
}

export const community = defineSignal('community', (site) => {
  const evidence = vendorEvidence(site, 'community', new EvidenceList());
  for (const page of site.readable) {
    for (const cta of page.ctas) if (communityLink(site, page, cta)) evidence.addCta(page, cta);
  }
  for (const pattern of COMMUNITY_MENTIONS) {
    for (const hit of textHits(site, pattern)) {
      if (evidence.size >= MAX_EVIDENCE) break;
      // Newsletter forms borrow the word ("join our community of 5,000 readers"): the whole block is a mailing list.
      if (!hit.block.quote && isCommunityMention(hit.block.text, hit.match) && !matches(NEWSLETTER, hit.block.text)) evidence.addHit(hit);
    }
  }
  return found(evidence.toArray());
});
