import { isSalesOnlyPage, pagePurpose } from '../model/page-purpose.ts';
import { DEMO_REQUEST, SIGNUP_CTA, TIER_CONTACT, WEAK_START_CTA } from '../text/access-phrases.ts';
import { ctaHits, EvidenceList, matchingCtas, textHits } from '../text/search.ts';
import { vendorOfResource } from '../vendors.ts';
import { defineSignal, found } from './detector.ts';

/**
 * Book or request a demo, talk to or contact sales, ask for a quote, a call back or
 * a trial someone approves, a pricing tier's "Contact us", a meeting-scheduler link,
 * a contact or sales form anywhere, or a "Get started" that turns out to be a
 * call-back form.
 */
export const demoRequest = defineSignal('demo-request', (site) => {
  const evidence = new EvidenceList();
  for (const hit of ctaHits(site, DEMO_REQUEST)) evidence.addCta(hit.page, hit.cta);
  for (const hit of ctaHits(site, TIER_CONTACT, { kinds: ['pricing'], regions: ['main'] })) {
    if (hit.cta.text.length <= 40) evidence.addCta(hit.page, hit.cta);
  }
  for (const page of site.readable) {
    for (const resource of page.resources) {
      const vendor = vendorOfResource(resource, 'scheduling');
      if (vendor) evidence.add(page.url, `${vendor.name} booking link: ${resource.url}`);
    }
    const salesForm = pagePurpose(page).salesForm;
    if (salesForm) evidence.add(page.url, `Sales contact form: "${salesForm.submitText || 'Submit'}"`);
    // "Get started" that opens a call-back form is a sales contact in disguise.
    const promisingAccess = new Set([...matchingCtas(page, WEAK_START_CTA), ...matchingCtas(page, SIGNUP_CTA)]);
    for (const cta of page.ctas) {
      if (!promisingAccess.has(cta)) continue;
      const target = site.pageAt(cta.href);
      if (target?.readable && isSalesOnlyPage(target)) evidence.addCta(page, cta);
    }
  }
  for (const hit of textHits(site, DEMO_REQUEST)) evidence.addHit(hit);
  return found(evidence.toArray());
});
