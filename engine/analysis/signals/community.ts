import { leadsNowhere, type CallToAction, type PageModel } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import { vendorOfHost } from '../vendors.ts';
import { matches, phrase } from '../text/phrases.ts';
import { EvidenceList, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';
import { vendorEvidence } from './vendor-evidence.ts';

const COMMUNITY_LINK = phrase(
  'community',
  'forum',
  'forums',
  'discord',
  'slack community',
  'user groups?',
  'github discussions',
  'communauté',
  'comunidad',
  'foro',
);
/** Link text naming a chat platform: true only when the link goes there ("Discord" on a LinkedIn icon is a slip). */
const PLATFORM_NAMES: readonly [RegExp, RegExp][] = [
  [phrase('discord'), /(?:^|\.)discord(?:\.gg|\.com|app\.com)$/i],
  [phrase('slack'), /(?:^|\.)slack\.com$/i],
];
/** Newsletter forms borrow the word ("join our community of 5,000 readers"): an invite there is a mailing list. */
const NEWSLETTER_WORDING = phrase('newsletters?', 'subscribe', "s'abonner", 'abonnez-vous', 'abonnieren', 'suscríbete', 'suscribirse', 'inbox');
const COMMUNITY_HOST = /^(?:community|forum|forums|discuss|discussions)\./i;
/** Copy inviting users into a community. A Slack integration is not a Slack community. */
const COMMUNITY_INVITE = phrase(
  '(?:join|in) (?:our|the) (?:[\\p{L}]+ )?(?:community|forum|slack|discord)',
  '(?:slack|discord) (?:community|group|server)',
  'github discussions',
  'community forum',
  'user community',
  'tritt (?:unserer )?community bei',
  'rejoignez (?:notre |la )?communauté',
  'únete a (?:nuestra |la )?comunidad',
);

/**
 * A link into the site's user community: by its words or address, to a place that can be
 * one. "Discord" on a link elsewhere, a "#" placeholder, or another organisation's
 * community site ("... Community Association") is not.
 */
function communityLink(site: SiteModel, page: PageModel, cta: CallToAction): boolean {
  if (cta.kind !== 'link' || !cta.href || cta.text.length > 40 || leadsNowhere(page, cta)) return false;
  const url = new URL(cta.href);
  if (COMMUNITY_HOST.test(url.hostname) || /\/(?:community|forum|discussions)(?:\/|$)/i.test(url.pathname)) return true;
  if (!matches(COMMUNITY_LINK, cta.text)) return false;
  for (const [name, host] of PLATFORM_NAMES) if (matches(name, cta.text) && !host.test(url.hostname)) return false;
  return site.isBrandHost(url.hostname) || vendorOfHost(url.hostname, 'community') !== undefined || /(?:^|\.)(?:github|reddit)\.com$/i.test(url.hostname);
}

export const community = defineSignal('community', (site) => {
  const evidence = vendorEvidence(site, 'community', new EvidenceList());
  for (const page of site.readable) {
    for (const cta of page.ctas) if (communityLink(site, page, cta)) evidence.addCta(page, cta);
  }
  for (const hit of textHits(site, COMMUNITY_INVITE)) if (!matches(NEWSLETTER_WORDING, hit.block.text)) evidence.addHit(hit);
  return found(evidence.toArray());
});
