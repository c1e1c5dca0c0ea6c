import { phrase } from '../text/phrases.ts';
import { matchingItems, textHits } from '../text/search.ts';
import { imageAlt } from '../model/page-model.ts';
import { VENDORS } from '../vendors.ts';
import { defineSignal, found } from './detector.ts';
import { vendorEvidence } from './vendor-evidence.ts';

const REVIEW_SITES = VENDORS.filter((vendor) => vendor.category === 'reviews').map((vendor) => vendor.name.replace(/ /g, ' ?'));
const SITE = `(?:${REVIEW_SITES.join('|')})`;

/** Ratings and awards from review sites, as text or image alt: "4.8/5 on G2", "G2 Leader Winter". */
const REVIEW_CLAIM = phrase(
  `(?:rated |bewertet mit |noté |valorado con )?\\d(?:[.,]\\d)?(?: ?/ ?5| out of 5| stars?| sterne| étoiles| estrellas)? (?:on|auf|sur|en) ${SITE}`,
  `${SITE} (?:rating|score|bewertung|note|puntuación)?:? ?\\d[.,]\\d`,
  // "Trustpilot: Hervorragend, 4,7 von 5", "Capterra — Excellent 4.8 out of 5"
  `${SITE}:? (?:[\\p{L}]+,? ){0,2}\\d[.,]\\d ?(?:/ ?5|out of 5|of 5|von 5|sur 5|de 5)`,
  `(?:leader|high performer|momentum leader|top rated|best software|users love us|front ?runner|category leader)(?: (?:on|in|auf|sur|en))? ${SITE}`,
  `${SITE} (?:leader|high performer|badge|award|top rated|best of|users love us|front ?runner|shortlist)`,
);

/** G2, Capterra, TrustRadius, Trustpilot and the like: their badge images, widgets, or rating claims. */
export const reviewBadges = defineSignal('review-badges', (site) => {
  const evidence = vendorEvidence(site, 'reviews');
  for (const page of site.readable) {
    for (const resource of matchingItems(page.resources, imageAlt, REVIEW_CLAIM)) evidence.add(page.url, `Badge image: "${resource.label}"`);
  }
  for (const hit of textHits(site, REVIEW_CLAIM)) evidence.addHit(hit);
  return found(evidence.toArray());
});
