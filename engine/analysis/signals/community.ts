import { matches, phrase } from '../text/phrases.ts';
import { EvidenceList, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';
import { vendorEvidence } from './vendor-evidence.ts';

const COMMUNITY_LINK = phrase('community', 'forum', 'forums', 'discord', 'slack community', 'user groups?', 'communauté', 'comunidad', 'foro');
const COMMUNITY_HOST = /^(?:community|forum|forums|discuss|discussions)\./i;
/** Copy inviting users into a community. A Slack integration is not a Slack community. */
const COMMUNITY_INVITE = phrase(
  '(?:join|in) (?:our|the) (?:[\\p{L}]+ )?(?:community|forum|slack|discord)',
  '(?:slack|discord) (?:community|group|server)',
  'community forum',
  'user community',
  'tritt (?:unserer )?community bei',
  'rejoignez (?:notre |la )?communauté',
  'únete a (?:nuestra |la )?comunidad',
);

export const community = defineSignal('community', (site) => {
  const evidence = vendorEvidence(site, 'community', new EvidenceList());
  for (const page of site.readable) {
    for (const cta of page.ctas) {
      if (cta.kind !== 'link' || !cta.href || cta.text.length > 40) continue;
      const url = new URL(cta.href);
      if (matches(COMMUNITY_LINK, cta.text) || COMMUNITY_HOST.test(url.hostname) || /\/(?:community|forum)(?:\/|$)/i.test(url.pathname))
        evidence.addCta(page, cta);
    }
  }
  for (const hit of textHits(site, COMMUNITY_INVITE)) evidence.addHit(hit);
  return found(evidence.toArray());
});
