import type { CallToAction, PageModel } from '../model/page-model.ts';
import { isSalesForm, isSalesOnlyPage, isSignupForm, pagePurpose } from '../model/page-purpose.ts';
import type { SiteModel } from '../model/site-model.ts';
import {
  ACCOUNT_PATH,
  APP_HOST,
  BUY_CTA,
  DOCUMENT_WORDING,
  DOWNLOAD_CTA,
  EVENT_PATH,
  INSTALL_COMMAND,
  LOGIN_WORDING,
  NOT_THE_PRODUCT,
  SIGNUP_CTA,
  SIGNUP_PATH,
  WEAK_START_CTA,
} from '../text/concepts/access-actions.ts';
import { APPROVAL_REQUEST, isSalesRequest, SALES_PATH } from '../text/concepts/sales-path.ts';
import { TRIAL_OFFER_WORDS, trialOffersIn } from '../text/concepts/trial-offer.ts';
import { excerpt, matches } from '../text/phrases.ts';
import { EvidenceList, matchingCtas, textHits } from '../text/search.ts';
import { vendorOfHost } from '../vendors.ts';
import { defineSignal, found } from './detector.ts';

/**
 * 'account': the target creates an account or checks out, whatever the link says;
 * 'app': the product's own app host; 'other-app': an app host under a domain not
 * known to be the site's; 'signup': a path where signups usually live.
 */
export type CtaVerdict = 'account' | 'app' | 'other-app' | 'signup' | 'sales' | 'unknown';

/**
 * Where a call to action really leads, judged by its target: a fetched page with an
 * account form is signup, a page whose only form is a call-back request is sales, and
 * an unfetched address is judged by its path or host.
 */
export function ctaDestination(site: SiteModel, page: PageModel, cta: CallToAction): CtaVerdict {
  const form = cta.formIndex === undefined ? undefined : page.forms[cta.formIndex];
  if (form) return isSignupForm(form) ? 'account' : isSalesForm(form) ? 'sales' : 'unknown';
  if (!cta.href) return 'unknown';
  // An e-mail, a phone call or a WhatsApp chat: a person answers.
  if (/^(?:mailto|tel):|^https?:\/\/(?:wa\.me|api\.whatsapp\.com)\//i.test(cta.href)) return 'sales';
  const target = site.pageAt(cta.href);
  if (target?.readable && target !== page) {
    if (pagePurpose(target).signupForm) return 'account';
    if (isSalesOnlyPage(target)) return 'sales';
  }
  const url = new URL(cta.href);
  if (vendorOfHost(url.hostname, 'scheduling')) return 'sales';
  if (SALES_PATH.test(url.pathname) || EVENT_PATH.test(url.pathname)) return 'sales';
  const own = site.isBrandHost(url.hostname);
  if (own && ACCOUNT_PATH.test(url.pathname)) return 'account';
  if (SIGNUP_PATH.test(url.pathname)) return 'signup';
  if (APP_HOST.test(url.hostname)) return own ? 'app' : 'other-app';
  return 'unknown';
}

/** An address on an app subdomain, tested on the raw link before parsing it. */
const APP_HOST_IN_URL = /^https?:\/\/(?:app|my|dashboard|console|cloud|portal|go)\./i;

/** The product's own app (not a customer portal at my. or portal., nor a marketing host at go.): entered whatever the link says. */
const PRODUCT_APP_IN_URL = /^https?:\/\/(?:app|console|dashboard|cloud)\./i;

/** Where products are downloaded from: release pages of code hosts, or an installer file. */
const CODE_HOST = /(?:^|\.)(?:github\.com|gitlab\.com|codeberg\.org|sourceforge\.net|bitbucket\.org)$/i;
/** App stores: installing from one is starting on one's own (the study of real sites found both). */
const STORE_HOST =
  /^(?:apps\.apple\.com|play\.google\.com|apps\.shopify\.com|chromewebstore\.google\.com|marketplace\.visualstudio\.com|www\.microsoft\.com)$/i;
const INSTALLER_FILE = /\.(?:dmg|exe|msi|pkg|deb|rpm|appimage|zip|tar\.gz|tgz)(?:[?#]|$)/i;

/**
 * A prominent download of the product itself, in a page's content or menu (not deep in
 * the docs): from a code host, an app store, an installer file or the site's own
 * download page. A white paper is not one. An app-store app of a product whose own
 * "Get started" ends at a sales form is a companion for the customers sales signs up,
 * not a way in.
 */
function isProductDownload(site: SiteModel, page: PageModel, cta: CallToAction): boolean {
  if ((cta.region !== 'main' && cta.region !== 'nav') || page.kind === 'docs' || cta.text.length > 40 || !cta.href) return false;
  if (matches(DOCUMENT_WORDING, cta.text)) return false;
  const url = new URL(cta.href);
  if (/\.pdf(?:[?#]|$)/i.test(url.pathname)) return false;
  if (STORE_HOST.test(url.hostname)) return !startsEndAtSales(site);
  return CODE_HOST.test(url.hostname) || INSTALLER_FILE.test(url.pathname) || (site.isBrandHost(url.hostname) && /download|install/i.test(url.pathname));
}

/** Whether a start of the site ("Get started", "Sign up") leads to a sales form or an e-mail to the company. */
function startsEndAtSales(site: SiteModel): boolean {
  return site.memo('starts-end-at-sales', () =>
    site.readable.some((page) => {
      const starts = new Set([...matchingCtas(page, WEAK_START_CTA), ...matchingCtas(page, SIGNUP_CTA)]);
      return page.ctas.some((cta) => starts.has(cta) && cta.formIndex === undefined && ctaDestination(site, page, cta) === 'sales');
    }),
  );
}

/** A link to "#" alone goes nowhere: a script opens something on the page (a sign-up dialog), as a button does. */
function isScriptedButton(cta: CallToAction): boolean {
  return cta.href?.endsWith('#') === true;
}

/** A link to an installer or an archive of the product: a download whatever it says ("Kostenlose Version" -> acme-free.zip). */
function linksToInstaller(cta: CallToAction): boolean {
  if (!cta.href) return false;
  try {
    return INSTALLER_FILE.test(new URL(cta.href).pathname);
  } catch {
    return false;
  }
}

/**
 * The calls to action that let a visitor in without talking to anyone: signup or
 * trial wording that does not end at a sales form, start/create/buy wording whose
 * target is an app or signup path, any link to an account or checkout form, and a
 * download of the product.
 */
export function selfServeCtas(site: SiteModel): Array<{ page: PageModel; cta: CallToAction }> {
  return site.memo('self-serve-ctas', () => {
    const out: Array<{ page: PageModel; cta: CallToAction }> = [];
    for (const page of site.readable) {
      const signup = matchingCtas(page, SIGNUP_CTA);
      const trial = new Set([...matchingCtas(page, TRIAL_OFFER_WORDS)].filter((cta) => trialOffersIn(cta.text).some((offer) => !offer.requested)));
      const buy = matchingCtas(page, BUY_CTA);
      const start = matchingCtas(page, WEAK_START_CTA);
      const download = matchingCtas(page, DOWNLOAD_CTA);
      for (const each of page.ctas) {
        // A link to "#" alone is a scripted button (it opens a sign-up dialog, say): judged by its wording, as a button is.
        const cta = isScriptedButton(each) ? { ...each, kind: 'button' as const, href: undefined } : each;
        // A link to the page it is on (its menu on the trial page, an in-page anchor) leads nowhere new.
        if (cta.kind === 'link' && site.pageAt(cta.href) === page) continue;
        const downloads = download.has(each) || linksToInstaller(cta);
        // A button that names the trial ("14-day free trial") or a purchase starts it as surely as "Sign up".
        const strong = signup.has(each) || trial.has(each) || buy.has(each);
        const worded = strong || start.has(each);
        // Wordless links are judged only when their address looks like a way in (most links are not).
        const promising =
          worded || downloads || cta.formIndex !== undefined || (cta.href !== undefined && (ACCOUNT_PATH.test(cta.href) || APP_HOST_IN_URL.test(cta.href)));
        // "Request a free trial" is reviewed by someone, "Sign up for a demo" is a sales call, "Log in" is for those already in,
        // "Sign up for our newsletter" is no way into the product.
        if (
          !promising ||
          matches(APPROVAL_REQUEST, cta.text) ||
          isSalesRequest(cta.text) ||
          matches(NOT_THE_PRODUCT, cta.text) ||
          (!signup.has(each) && matches(LOGIN_WORDING, cta.text))
        )
          continue;
        if (downloads && isProductDownload(site, page, cta)) {
          out.push({ page, cta });
          continue;
        }
        if (!worded && cta.formIndex === undefined && !(cta.href !== undefined && (ACCOUNT_PATH.test(cta.href) || APP_HOST_IN_URL.test(cta.href)))) continue;
        const destination = ctaDestination(site, page, cta);
        // A form's button starts only what its form does: a newsletter's "Sign up" creates no account.
        if (destination === 'sales' || (cta.formIndex !== undefined && destination !== 'account')) continue;
        // A prominent link into the product's app ("Launch the console") is first use, whatever it says.
        const intoApp = destination === 'app' && cta.region === 'main' && PRODUCT_APP_IN_URL.test(cta.href ?? '');
        // Start wording into an app host counts even when its domain is not recognisably the site's.
        const started = (destination === 'signup' || destination === 'app' || destination === 'other-app') && worded;
        if (destination === 'account' || intoApp || started || (strong && destination === 'unknown')) out.push({ page, cta });
      }
    }
    return out;
  });
}

/** An install command shown on the home or getting-started page: the product's own way to start. */
function installCommands(site: SiteModel): Array<{ page: PageModel; text: string }> {
  const out: Array<{ page: PageModel; text: string }> = [];
  for (const hit of textHits(site, INSTALL_COMMAND, { kinds: ['home', 'signup'], regions: ['main'] })) {
    // The command opens a short block (a code line, perhaps after a "$" prompt), not a mention in prose.
    if (hit.match.index <= 2 && hit.block.text.length <= 200) out.push({ page: hit.page, text: excerpt(hit.block.text) });
  }
  return out;
}

export const selfServeSignup = defineSignal('self-serve-signup', (site) => {
  const evidence = new EvidenceList();
  for (const { page, cta } of selfServeCtas(site)) evidence.addCta(page, cta);
  for (const page of site.readable) {
    const form = pagePurpose(page).signupForm;
    if (form) evidence.add(page.url, `Signup form: "${form.submitText || 'Create account'}"`);
  }
  for (const { page, text } of installCommands(site)) evidence.add(page.url, `Install command: ${text}`);
  return found(evidence.toArray());
});
