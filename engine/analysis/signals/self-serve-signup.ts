import type { CallToAction, PageModel } from '../model/page-model.ts';
import { isSalesForm, isSalesOnlyPage, isSignupForm, pagePurpose } from '../model/page-purpose.ts';
import type { SiteModel } from '../model/site-model.ts';
import { APP_HOST, SALES_PATH, SIGNUP_CTA, SIGNUP_PATH, WEAK_START_CTA } from '../text/access-phrases.ts';
import { FREE_TRIAL } from '../text/offer-phrases.ts';
import { EvidenceList, matchingCtas } from '../text/search.ts';
import { vendorOfHost } from '../vendors.ts';
import { defineSignal, found } from './detector.ts';

export type CtaVerdict = 'signup' | 'sales' | 'unknown';

/**
 * Where a call to action really leads, judged by its target: a fetched page with an
 * account form is signup, a page whose only form is a call-back request is sales, and
 * an unfetched address is judged by its path or host.
 */
export function ctaDestination(site: SiteModel, page: PageModel, cta: CallToAction): CtaVerdict {
  const form = cta.formIndex === undefined ? undefined : page.forms[cta.formIndex];
  if (form) return isSignupForm(form) ? 'signup' : isSalesForm(form) ? 'sales' : 'unknown';
  if (!cta.href) return 'unknown';
  if (/^(?:mailto|tel):/i.test(cta.href)) return 'sales';
  const target = site.pageAt(cta.href);
  if (target?.readable && target !== page) {
    if (pagePurpose(target).signupForm) return 'signup';
    if (isSalesOnlyPage(target)) return 'sales';
  }
  const url = new URL(cta.href);
  if (vendorOfHost(url.hostname, 'scheduling')) return 'sales';
  if (SALES_PATH.test(url.pathname)) return 'sales';
  if (SIGNUP_PATH.test(url.pathname) || (APP_HOST.test(url.hostname) && site.isOwnHost(url.hostname))) return 'signup';
  return 'unknown';
}

/** The calls to action that let a visitor in without talking to anyone. */
export function selfServeCtas(site: SiteModel): Array<{ page: PageModel; cta: CallToAction }> {
  return site.memo('self-serve-ctas', () => {
    const out: Array<{ page: PageModel; cta: CallToAction }> = [];
    for (const page of site.readable) {
      const signup = matchingCtas(page, SIGNUP_CTA);
      const trial = matchingCtas(page, FREE_TRIAL);
      const weak = matchingCtas(page, WEAK_START_CTA);
      for (const cta of page.ctas) {
        // A button that names the trial ("14-day free trial") starts it as surely as "Sign up".
        const strong = signup.has(cta) || trial.has(cta);
        if (!strong && !weak.has(cta)) continue;
        const destination = ctaDestination(site, page, cta);
        if (destination === 'signup' || (strong && destination === 'unknown')) out.push({ page, cta });
      }
    }
    return out;
  });
}

export const selfServeSignup = defineSignal('self-serve-signup', (site) => {
  const evidence = new EvidenceList();
  for (const { page, cta } of selfServeCtas(site)) evidence.addCta(page, cta);
  for (const page of site.readable) {
    const form = pagePurpose(page).signupForm;
    if (form) evidence.add(page.url, `Signup form: "${form.submitText || 'Create account'}"`);
  }
  return found(evidence.toArray());
});
