import { phrase } from '../text/phrases.ts';
import { matchingItems, textHits } from '../text/search.ts';
import { imageAlt, type Resource } from '../model/page-model.ts';
import { VENDORS, vendorOfResource } from '../vendors.ts';
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

/** A review site's name in an image's alt text or file name. */
const NAMES_REVIEW_SITE = new RegExp(`(?:^|[^a-z0-9])${SITE}(?:[^a-z0-9]|$)`, 'i');
/**
 * Where a site keeps the review platforms' logos it shows beside its reviews, or how
 * it names them: "/images/reviews/trustpilot.webp", "capterra-rating.svg", alt
 * "G2 reviews". A review site's logo among integrations is kept elsewhere.
 */
const REVIEW_IMAGE = /(?:^|[/_. -])(?:reviews?|ratings?|badges?|awards?|stars|bewertungen|avis|opiniones|rese(?:ñ|n)as|valoraciones)(?:[/_. -]|$)/i;

function isReviewSiteBadge(resource: Resource): boolean {
  if (resource.tag !== 'img' || resource.region === 'nav') return false;
  // Most images name no review site at all: a look at the raw strings spares the vendor table and parsing their addresses.
  if (!NAMES_REVIEW_SITE.test(resource.label) && !NAMES_REVIEW_SITE.test(resource.url)) return false;
  // Served by the review site itself, the image is that site's badge, already told by its host.
  if (vendorOfResource(resource, 'reviews')) return false;
  const path = safePath(resource.url);
  const file = path.slice(path.lastIndexOf('/') + 1);
  return (NAMES_REVIEW_SITE.test(resource.label) || NAMES_REVIEW_SITE.test(file)) && (REVIEW_IMAGE.test(path) || REVIEW_IMAGE.test(resource.label));
}

function safePath(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return '';
  }
}

/** G2, Capterra, TrustRadius, Trustpilot and the like: their badge images, widgets, or rating claims. */
export const reviewBadges = defineSignal('review-badges', (site) => {
  const evidence = vendorEvidence(site, 'reviews');
  for (const page of site.readable) {
    const claims = matchingItems(page.resources, imageAlt, REVIEW_CLAIM);
    for (const resource of claims) evidence.add(page.url, `Badge image: "${resource.label}"`);
    for (const resource of page.resources) {
      if (!claims.has(resource) && isReviewSiteBadge(resource)) evidence.add(page.url, `Review site image: "${resource.label || resource.url}"`);
    }
  }
  for (const hit of textHits(site, REVIEW_CLAIM)) evidence.addHit(hit);
  return found(evidence.toArray());
});
