import type { AdviceEvidence } from '../../contract/analysis.ts';
import type { CallToAction, FormModel, PageModel } from '../model/page-model.ts';
import { isSalesOnlyPage, isSignupForm, pagePurpose } from '../model/page-purpose.ts';
import { selfServeCtas } from '../signals/self-serve-signup.ts';
import { SIGNUP_CTA, WEAK_START_CTA } from '../text/concepts/access-actions.ts';
import { pricesIn } from '../text/concepts/plan-price.ts';
import { APPROVAL_REQUEST, isSalesRequest, TIER_CONTACT } from '../text/concepts/sales-path.ts';
import { trialOffersIn } from '../text/concepts/trial-offer.ts';
import { PRICE_ON_REQUEST, WATCH_DEMO_CTA } from '../text/friction-phrases.ts';
import { firstMatch, matches } from '../text/phrases.ts';
import { vendorOfResource } from '../vendors.ts';
import { maxWeight, type Auditor, type ObserveInput } from './observation.ts';

/**
 * Gates before value (issue #29, motivational), each with the button and where it
 * leads: a start button that ends at a contact or call-back form, prices only on
 * request, a trial someone must approve, a demo video or tour behind a lead form. Only
 * a page that was read counts as where a button leads.
 */

/** Short start wording the access phrases leave to their targets: "Try", "Try it", "Start". */
const BARE_START = /^(?:try(?: it| now)?|start(?: now)?|get started(?: now)?)[\s.!→›»>]*$/i;
/** A trial, not a wait list: what a request for access is asked in place of. */
const TRIAL_WORDS = /trial|test|essai|prueba|pilot|evaluation|sandbox|access|zugang|accès|acceso|demo account/i;
const WAIT_LIST = /wait ?list|warteliste|liste d'attente|lista de espera/i;

interface Pressed {
  page: PageModel;
  cta: CallToAction;
  target: PageModel;
}

/** Calls to action with a read target page other than their own. */
function* pressedCtas(input: ObserveInput, wanted: (cta: CallToAction) => boolean): Generator<Pressed> {
  for (const page of input.site.readable) {
    for (const cta of page.ctas) {
      if (!cta.href || cta.formIndex !== undefined || !wanted(cta)) continue;
      const target = input.site.pageAt(cta.href);
      if (target?.readable && target !== page) yield { page, cta, target };
    }
  }
}

const saysStart = (cta: CallToAction) =>
  cta.text.length <= 40 &&
  (matches(SIGNUP_CTA, cta.text) || trialOffersIn(cta.text).length > 0 || matches(WEAK_START_CTA, cta.text) || BARE_START.test(cta.text)) &&
  !isSalesRequest(cta.text) &&
  !matches(APPROVAL_REQUEST, cta.text) &&
  !matches(TIER_CONTACT, cta.text);

function buttonQuote(input: ObserveInput, pressed: Pick<Pressed, 'page' | 'cta'>): AdviceEvidence | undefined {
  return input.facts.quoteOn(pressed.page.url, pressed.cta.text);
}

/** The words a sales form's page shows as its way forward: its submit button. */
function salesFormQuote(input: ObserveInput, target: PageModel): AdviceEvidence | undefined {
  const form = pagePurpose(target).salesForm ?? target.forms[0];
  return form?.submitText ? input.facts.quoteOn(target.url, form.submitText) : undefined;
}

/** A page whose only way on is a form to be contacted: no account form, and no link from it that starts on one's own. */
function endsAtContactForm(input: ObserveInput, target: PageModel): boolean {
  return isSalesOnlyPage(target) && !selfServeCtas(input.site).some((way) => way.page === target);
}

/** Start buttons that end at a contact form, and those that lead on to a page that is not one. */
function startButtons(input: ObserveInput): { gated: Pressed[]; open: Pressed[] } {
  return input.site.memo('observed-start-buttons', () => {
    const gated: Pressed[] = [];
    const open: Pressed[] = [];
    for (const pressed of pressedCtas(input, saysStart)) (endsAtContactForm(input, pressed.target) ? gated : open).push(pressed);
    return { gated, open };
  });
}

const contactGate: Auditor = (input) => {
  const { facts } = input;
  const { gated, open } = startButtons(input);
  const [first] = gated;
  if (!first) {
    const [fine] = open.filter((pressed) => pagePurpose(pressed.target).signupForm);
    return fine
      ? [
          {
            status: 'clear',
            kind: 'contact-gate',
            page: fine.page.url,
            note: `“${fine.cta.text}” on ${facts.label(fine.page.url)} leads to an account form on ${facts.label(fine.target.url)}`,
          },
        ]
      : [];
  }
  const buttons = new Set(gated.map((pressed) => pressed.cta.text));
  const button = buttonQuote(input, first);
  const form = salesFormQuote(input, first.target);
  return [
    {
      status: 'found',
      kind: 'contact-gate',
      page: first.page.url,
      weight: maxWeight('contact-gate'),
      issue: `“${first.cta.text}” on ${facts.label(first.page.url)} ends at a contact form on ${facts.label(first.target.url)}`,
      basis: `The “${first.cta.text}” button on ${facts.label(first.page.url)} leads to ${facts.label(first.target.url)}, where the only way forward is a form to be contacted${form ? ` (“${form.quote}”)` : ''}, not an account${buttons.size > 1 ? `; ${buttons.size} start buttons lead to such a form` : ''}.`,
      evidence: [button, form].filter((entry): entry is AdviceEvidence => entry !== undefined),
      figures: { buttons: buttons.size },
      subject: { page: first.page.url, ...(button ? { button } : {}), target: first.target.url },
    },
  ];
};

const pricesOnRequest: Auditor = (input) => {
  const { facts } = input;
  // A page read as pricing is the pricing page only when the analysis found one (a "Request pricing" form is no pricing page).
  const pricing = facts.has('pricing-page') ? input.site.readable.filter((page) => page.kind === 'pricing') : [];
  // Prices published anywhere on the site are prices all the same.
  const [published] = facts.evidenceOf('transparent-pricing');
  if (facts.has('transparent-pricing') && published) {
    return [{ status: 'clear', kind: 'prices-on-request', page: published.page, note: `${facts.label(published.page)} publishes prices` }];
  }
  for (const page of pricing) {
    if (pricesIn(page.fullText).some((price) => price.amount > 0)) {
      return [{ status: 'clear', kind: 'prices-on-request', page: page.url, note: `the pricing page ${facts.label(page.url)} publishes prices` }];
    }
    const words = [...page.ctas.map((cta) => cta.text), ...page.blocks.filter((block) => block.region === 'main').map((block) => block.text)];
    const said = words.map((text) => firstMatch(PRICE_ON_REQUEST, text)?.[0]).filter((text): text is string => text !== undefined);
    const quotes = [...new Set(said)].map((text) => facts.quoteOn(page.url, text)).filter((entry): entry is AdviceEvidence => entry !== undefined);
    if (quotes.length === 0) continue;
    return [
      {
        status: 'found',
        kind: 'prices-on-request',
        page: page.url,
        weight: maxWeight('prices-on-request'),
        issue: `The pricing page ${facts.label(page.url)} gives prices only on request`,
        basis: `${facts.label(page.url)} shows no price with an amount; where the prices would be it says “${quotes[0]!.quote}”.`,
        evidence: quotes.slice(0, 3),
        figures: { prices: 0 },
        subject: { page: page.url, ...(quotes[0] ? { button: quotes[0] } : {}) },
      },
    ];
  }
  return [];
};

const requestsTrial = (cta: CallToAction) =>
  cta.text.length <= 60 && matches(APPROVAL_REQUEST, cta.text) && TRIAL_WORDS.test(cta.text) && !WAIT_LIST.test(cta.text);

const trialByRequest: Auditor = (input) => {
  const { facts, site } = input;
  // A request form a start button already ends at is that gate, told once.
  const gates = new Set(startButtons(input).gated.map((pressed) => pressed.target));
  for (const page of site.readable) {
    for (const cta of page.ctas) {
      if (!requestsTrial(cta)) continue;
      const target = cta.href ? site.pageAt(cta.href) : undefined;
      if (target && gates.has(target)) continue;
      const leads =
        cta.formIndex !== undefined
          ? 'sends a form someone reviews'
          : target?.readable && target !== page
            ? `leads to ${facts.label(target.url)}`
            : cta.href
              ? `leads to ${facts.label(cta.href)}`
              : 'asks for the trial';
      const button = facts.quoteOn(page.url, cta.text);
      return [
        {
          status: 'found',
          kind: 'trial-by-request',
          page: page.url,
          weight: maxWeight('trial-by-request'),
          issue: `The trial must be requested: “${cta.text}” on ${facts.label(page.url)}`,
          basis: `“${cta.text}” on ${facts.label(page.url)} ${leads}: the trial starts when someone approves the request, not when the visitor asks.`,
          evidence: button ? [button] : [],
          figures: {},
          subject: { page: page.url, ...(button ? { button } : {}), ...(target?.readable ? { target: target.url } : {}) },
        },
      ];
    }
  }
  if (facts.has('free-trial') && facts.startCta) {
    return [{ status: 'clear', kind: 'trial-by-request', page: facts.startCta.url, note: `the trial starts at “${facts.startCta.quote}” without a request` }];
  }
  return [];
};

/** A page that plays something: a video element, or a video or interactive-demo vendor's player. */
function showsDemo(page: PageModel): boolean {
  return page.videos.length > 0 || page.resources.some((resource) => vendorOfResource(resource, 'video') || vendorOfResource(resource, 'interactive-demo'));
}

/**
 * A form that asks for a day or a time books a meeting: the demo behind it is a live one,
 * which the demo-request signal reports, not a recording held back for contact details.
 */
const booksAMeeting = (form: FormModel) => form.fields.some((field) => /^(?:date|datetime-local|time)$/.test(field.type));

/** A lead form: it asks for an email and more, opens no account and books no meeting. */
function leadForm(page: PageModel) {
  return page.forms.find(
    (form) =>
      !isSignupForm(form) &&
      !booksAMeeting(form) &&
      form.fields.filter((field) => !field.hidden && field.type !== 'hidden').length >= 2 &&
      form.fields.some((field) => field.type === 'email' || /e-?mail/.test(field.describes)),
  );
}

const demoBehindForm: Auditor = (input) => {
  const { facts } = input;
  const watch = (cta: CallToAction) => cta.text.length <= 60 && matches(WATCH_DEMO_CTA, cta.text);
  let shown: Pressed | undefined;
  for (const pressed of pressedCtas(input, watch)) {
    if (showsDemo(pressed.target)) {
      shown ??= pressed;
      continue;
    }
    const form = leadForm(pressed.target);
    if (!form) continue;
    const button = buttonQuote(input, pressed);
    const submit = form.submitText ? facts.quoteOn(pressed.target.url, form.submitText) : undefined;
    const fields = form.fields.filter((field) => !field.hidden && field.type !== 'hidden' && field.type !== 'submit');
    return [
      {
        status: 'found',
        kind: 'demo-behind-form',
        page: pressed.page.url,
        weight: maxWeight('demo-behind-form'),
        issue: `“${pressed.cta.text}” on ${facts.label(pressed.page.url)} asks for contact details before the demo`,
        basis: `“${pressed.cta.text}” leads to ${facts.label(pressed.target.url)}, which plays nothing and asks for ${fields.length} fields first${submit ? ` (“${submit.quote}”)` : ''}.`,
        evidence: [button, submit].filter((entry): entry is AdviceEvidence => entry !== undefined),
        figures: { fields: fields.length },
        subject: { page: pressed.page.url, ...(button ? { button } : {}), target: pressed.target.url },
      },
    ];
  }
  return shown
    ? [
        {
          status: 'clear',
          kind: 'demo-behind-form',
          page: shown.page.url,
          note: `“${shown.cta.text}” on ${facts.label(shown.page.url)} leads to the demo without a form`,
        },
      ]
    : [];
};

export const valueGateAudits: readonly Auditor[] = [contactGate, pricesOnRequest, trialByRequest, demoBehindForm];
