import type { CallToAction, PageModel } from '../model/page-model.ts';
import { isSalesOnlyPage, pagePurpose } from '../model/page-purpose.ts';
import { SIGNUP_CTA, WEAK_START_CTA } from '../text/concepts/access-actions.ts';
import {
  CONTACT_INVITATION,
  SALES_MAILBOX,
  SALES_PATH,
  SALES_REQUEST_WORDS,
  salesRequestsIn,
  SUPPORT_WORDING,
  TIER_CONTACT,
} from '../text/concepts/sales-path.ts';
import { excerpt, firstMatch, matches } from '../text/phrases.ts';
import { plansOf } from '../text/concepts/plan-price.ts';
import { blocksMatching, ctaHits, EvidenceList, matchingCtas } from '../text/search.ts';
import { vendorOfResource } from '../vendors.ts';
import { defineSignal, found } from './detector.ts';
import { selfServeSignup } from './self-serve-signup.ts';

/** A contact button's own words are short; a whole plan card made one link is longer. */
const MAX_CONTACT_LABEL = 40;

/** Asks a question or offers help to users ("How do I reach support?"): not a sales contact. */
function isSupportContact(cta: CallToAction): boolean {
  return cta.text.includes('?') || matches(SUPPORT_WORDING, cta.text);
}

/** The target of a contact: an e-mail, or a contact or sales page. */
function leadsToContact(cta: CallToAction): boolean {
  return cta.href !== undefined && (/^mailto:/i.test(cta.href) || SALES_PATH.test(new URL(cta.href).pathname));
}

/**
 * A pricing tier's "Contact us", in the plans of a pricing page or a plans section: the
 * button itself, or a plan card made one link that ends with it and leads to a contact.
 */
function tierContacts(page: PageModel): CallToAction[] {
  const out: CallToAction[] = [];
  const contacts = matchingCtas(page, TIER_CONTACT);
  if (contacts.size === 0) return out;
  const inPlans = plansOf(page) !== undefined;
  if (!inPlans) return out;
  for (const cta of page.ctas) {
    if (!contacts.has(cta) || cta.region !== 'main' || isSupportContact(cta)) continue;
    if (cta.text.length <= MAX_CONTACT_LABEL) out.push(cta);
    else {
      const match = firstMatch(TIER_CONTACT, cta.text.slice(-MAX_CONTACT_LABEL));
      if (match && match.index + match[0].length >= Math.min(cta.text.length, MAX_CONTACT_LABEL) - 1 && leadsToContact(cta)) out.push(cta);
    }
  }
  return out;
}

/**
 * Book or request a demo, talk to or contact sales, ask for a quote, a call back or
 * a trial someone approves, a pricing tier's "Contact us", a meeting-scheduler link,
 * a contact or sales form anywhere, or a "Get started" that turns out to be a
 * call-back form. On a site with no way to start alone, a "Contact us" in the page's
 * content is the way in, a sales conversation.
 */
export const demoRequest = defineSignal('demo-request', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    for (const cta of matchingCtas(page, SALES_REQUEST_WORDS)) if (salesRequestsIn(cta.text).length > 0) evidence.addCta(page, cta);
  }
  for (const page of site.readable) for (const cta of tierContacts(page)) evidence.addCta(page, cta);
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
      // "Get started" that writes an e-mail to the company: a person answers.
      if (cta.href && /^(?:mailto|tel):/i.test(cta.href)) {
        evidence.addCta(page, cta);
        continue;
      }
      const target = site.pageAt(cta.href);
      if (target?.readable && isSalesOnlyPage(target)) evidence.addCta(page, cta);
    }
  }
  // A mailbox of the sales team, linked or written out ("For sales enquiries: sales@acme.com").
  for (const page of site.readable) {
    for (const cta of page.ctas) if (cta.href?.startsWith('mailto:') && SALES_MAILBOX.test(cta.href.slice(7))) evidence.addCta(page, cta);
  }
  for (const { page, block } of blocksMatching(site, SALES_REQUEST_WORDS)) {
    for (const request of salesRequestsIn(block.text)) evidence.add(page.url, excerpt(block.text, request.index, request.text.length));
  }
  if (evidence.size === 0 && !selfServeSignup.detect(site).present) {
    for (const hit of ctaHits(site, CONTACT_INVITATION, { regions: ['main'] })) {
      if (hit.cta.text.length <= MAX_CONTACT_LABEL && !isSupportContact(hit.cta)) evidence.addCta(hit.page, hit.cta);
    }
  }
  return found(evidence.toArray());
});
