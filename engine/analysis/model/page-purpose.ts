import { EVENT_PATH, LOGIN_WORDING, NOT_THE_PRODUCT, SIGNUP_CTA } from '../text/concepts/access-actions.ts';
import { isSalesRequest } from '../text/concepts/sales-path.ts';
import { matches, phrase } from '../text/phrases.ts';
import { pageSays } from '../text/search.ts';
import type { FormModel, PageModel } from './page-model.ts';

/** Fields only a sales or call-back form asks for. */
const SALES_FIELD =
  /\b(?:phone|tel|telefon|téléphone|telefono|teléfono|company|firma|entreprise|empresa|unternehmen|message|nachricht|mensaje|employees|mitarbeiter|employés|empleados|job|role|position|fonction|cargo|team.?size|how.?did)\b/i;

/** Copy that promises a person will get back to the visitor. */
const CALLBACK_PROMISE = phrase(
  "(?:we'll|we will|our team will|a specialist will|someone will|an expert will) (?:call|contact|reach out|get back|be in touch)",
  'get back to you',
  'call you back',
  'in touch (?:within|shortly|soon)',
  '(?:wir|unser team) (?:melden uns|rufen sie an|kontaktieren sie)',
  'nous vous (?:recontacterons|rappellerons|contacterons)',
  'te (?:contactaremos|llamaremos)',
  '(?:nos pondremos|un experto se pondrá) en contacto',
);

function pathOf(address: string): string {
  try {
    return new URL(address, 'https://form.invalid/').pathname;
  } catch {
    return address;
  }
}

function hasPassword(form: FormModel): boolean {
  return form.fields.some((field) => field.type === 'password');
}

/** A form that creates an account (not one that signs in to one). */
export function isSignupForm(form: FormModel): boolean {
  if (matches(LOGIN_WORDING, form.submitText) && !matches(SIGNUP_CTA, form.submitText)) return false;
  // A newsletter, an event or a job: signing up for it is not becoming a user.
  if (matches(NOT_THE_PRODUCT, form.submitText) || (form.action !== undefined && EVENT_PATH.test(pathOf(form.action)))) return false;
  if (hasPassword(form)) return true;
  const asksEmail = form.fields.some((field) => field.type === 'email' || /e-?mail/.test(field.describes));
  return asksEmail && matches(SIGNUP_CTA, form.submitText) && !form.fields.some((field) => SALES_FIELD.test(field.describes));
}

/** A form that asks for a demo or a call: sales fields, or a demo/contact submit, and no password. */
export function isSalesForm(form: FormModel): boolean {
  if (hasPassword(form) || isSignupForm(form)) return false;
  if (isSalesRequest(form.submitText)) return true;
  const salesFields = form.fields.filter((field) => SALES_FIELD.test(field.describes)).length;
  return salesFields >= 1 && form.fields.length >= 3;
}

export interface PagePurpose {
  signupForm?: FormModel;
  salesForm?: FormModel;
  /** A page with a form promises that someone will call or write back (not read on pages without forms). */
  callbackPromise: boolean;
}

const purposes = new WeakMap<PageModel, PagePurpose>();

/** What a visitor can do on a page: create an account, or leave details for sales. */
export function pagePurpose(page: PageModel): PagePurpose {
  let purpose = purposes.get(page);
  if (!purpose) {
    purpose = readPurpose(page);
    purposes.set(page, purpose);
  }
  return purpose;
}

function readPurpose(page: PageModel): PagePurpose {
  return {
    signupForm: page.forms.find(isSignupForm),
    salesForm: page.forms.find(isSalesForm),
    callbackPromise: page.forms.length > 0 && pageSays(page, CALLBACK_PROMISE),
  };
}

/** A page whose only way forward is leaving details for a person to call back. */
export function isSalesOnlyPage(page: PageModel): boolean {
  const purpose = pagePurpose(page);
  return !purpose.signupForm && (purpose.salesForm !== undefined || purpose.callbackPromise);
}
