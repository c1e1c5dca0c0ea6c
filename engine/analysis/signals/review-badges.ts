import { imageAlt, type PageModel, type Resource } from '../model/page-model.ts';
import { filedWithReviews, isTrackingScript, linksToReviews, NAMES_REVIEW_SITE, REVIEW_CLAIM } from '../text/concepts/review-ratings.ts';
import { EvidenceList, matchingItems, textHits } from '../text/search.ts';
import { vendorOfHost, vendorOfRequest, vendorOfResource } from '../vendors.ts';
import { defineSignal, found } from './detector.ts';

/*
 * Rule: present when a page shows a review platform's verdict on the product (G2,
 * Capterra, TrustRadius, Trustpilot, GetApp, Software Advice, Gartner Peer Insights): its
 * badge or widget served from the platform, a badge image named for the platform and
 * filed or named with reviews or awards, a rating or award on the platform in text or
 * alt text, or a link to the product's reviews there. A platform's tracking pixel, its
 * logo among integrations or customers, and a request to leave a review are not.
 */

function isReviewSiteBadge(resource: Resource): boolean {
  if (resource.tag !== 'img' || resource.region === 'nav') return false;
  // Most images name no review site at all: a look at the raw strings spares the vendor table and parsing their addresses.
  if (!NAMES_REVIEW_SITE.test(resource.label) && !NAMES_REVIEW_SITE.test(resource.url)) return false;
  // Served by the review site itself, the image is that site's badge, already told by its host.
  if (vendorOfResource(resource, 'reviews')) return false;
  const path = safePath(resource.url);
  const file = path.slice(path.lastIndexOf('/') + 1);
  return (NAMES_REVIEW_SITE.test(resource.label) || NAMES_REVIEW_SITE.test(file)) && (filedWithReviews(path) || filedWithReviews(resource.label));
}

function safePath(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return '';
  }
}

/** Badges and widgets served by the platforms, as loaded (or requested while rendering); their tracking pixels left out. */
function addPlatformResources(page: PageModel, evidence: EvidenceList): void {
  for (const request of page.requests) {
    const vendor = isTrackingScript(request.url) ? undefined : vendorOfRequest(request, 'reviews');
    if (vendor) evidence.add(page.url, `${vendor.name}: the page requested ${request.host} while loading`);
  }
  for (const resource of page.resources) {
    const vendor = isTrackingScript(resource.url) ? undefined : vendorOfResource(resource, 'reviews');
    if (vendor) evidence.add(page.url, `${vendor.name} ${resource.tag}: ${resource.host}`);
  }
}

/** G2, Capterra, TrustRadius, Trustpilot and the like: their badges, widgets, rating claims, or links to the reviews. */
export const reviewBadges = defineSignal('review-badges', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    addPlatformResources(page, evidence);
    const claims = matchingItems(page.resources, imageAlt, REVIEW_CLAIM);
    for (const resource of claims) evidence.add(page.url, `Badge image: "${resource.label}"`);
    for (const resource of page.resources) {
      if (!claims.has(resource) && isReviewSiteBadge(resource)) evidence.add(page.url, `Review site image: "${resource.label || resource.url}"`);
    }
    for (const cta of page.ctas) {
      if (cta.kind !== 'link' || !cta.href || cta.region === 'nav') continue;
      const host = safeHost(cta.href);
      if (host && vendorOfHost(host, 'reviews') && linksToReviews(cta.href, cta.text)) evidence.addCta(page, cta);
    }
  }
  for (const hit of textHits(site, REVIEW_CLAIM)) evidence.addHit(hit);
  return found(evidence.toArray());
});

function safeHost(href: string): string {
  try {
    return new URL(href).hostname.toLowerCase();
  } catch {
    return '';
  }
}
