import type { AdviceEvidence } from '../../contract/analysis.ts';
import { listed } from '../advice/findings.ts';
import type { FormField, FormModel, PageModel } from '../model/page-model.ts';
import { isSalesForm, isSignupForm } from '../model/page-purpose.ts';
import { selfServeCtas } from '../signals/self-serve-signup.ts';
import { LOGIN_WORDING, SIGNUP_CTA, WEAK_START_CTA } from '../text/concepts/access-actions.ts';
import { APPROVAL_REQUEST, isSalesRequest } from '../text/concepts/sales-path.ts';
import { trialOffersIn } from '../text/concepts/trial-offer.ts';
import { FIELD_ASKS, NEWSLETTER, WORK_EMAIL_ONLY } from '../text/friction-phrases.ts';
import { matches } from '../text/phrases.ts';
import { SIGNUP_FORM_ASKS, type SignupFormAsk } from '../weights.ts';
import { counted, maxWeight, measured, type Auditor, type ObservedCheck, type ObserveInput } from './observation.ts';

/**
 * The sign-up form (issue #29, functional): on a sign-up, register or trial page, or
 * any form whose submit starts an account or a trial, the visible fields a visitor
 * must fill and what they ask for beyond an email, a name and a password. A sign-up
 * the crawler could not read is "not checked", never absent.
 */

/** What one field asks for: the three a sign-up needs, an ask that weighs (weights.ts), or an optional tick box. */
type FieldAsk = 'email' | 'name' | 'password' | SignupFormAsk | 'optional-box';

const NOT_FIELDS = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

/** How each ask is said in a finding. */
const ASK_WORDS: Readonly<Record<Exclude<SignupFormAsk, 'other'>, string>> = {
  phone: 'a phone number',
  company: 'a company name',
  'company-size': "the company's size",
  'job-title': 'a job title',
  country: 'a country',
  'card-number': 'a card number',
  'password-confirmation': 'the password twice',
  captcha: 'a CAPTCHA',
  'work-email-only': 'a work email address only',
  'terms-box': 'a terms box to tick',
};
/** The order a finding names asks in: the heaviest first. */
const ASK_ORDER = (Object.keys(ASK_WORDS) as Array<keyof typeof ASK_WORDS>).sort((a, b) => SIGNUP_FORM_ASKS[b] - SIGNUP_FORM_ASKS[a]);

/** reCAPTCHA v3 runs unseen (a site key in `render=`): nothing for the visitor to solve. */
const CAPTCHA_SCRIPT = /(?:google\.com|recaptcha\.net|gstatic\.com)\/recaptcha\/|hcaptcha\.com\/1\/api|challenges\.cloudflare\.com\/turnstile|friendlycaptcha/i;
const INVISIBLE_RECAPTCHA = /\/recaptcha\/(?:api|enterprise)\.js\?(?:[^#]*&)?render=(?!explicit)/i;

function visibleFields(form: FormModel): FormField[] {
  const seenGroups = new Set<string>();
  return form.fields.filter((field) => {
    if (field.hidden || NOT_FIELDS.has(field.type)) return false;
    if (field.type !== 'radio') return true;
    // A group of radio buttons is one question.
    const group = field.describes.split(' ')[0] ?? '';
    if (seenGroups.has(group)) return false;
    seenGroups.add(group);
    return true;
  });
}

function askOf(field: FormField, seen: ReadonlySet<FieldAsk>): FieldAsk {
  const words = `${field.describes} ${field.label ?? ''}`.toLowerCase();
  if (field.type === 'password') return seen.has('password') || FIELD_ASKS.passwordConfirmation.test(words) ? 'password-confirmation' : 'password';
  if (field.type === 'checkbox') {
    if (!field.required) return 'optional-box';
    return FIELD_ASKS.terms.test(words) ? 'terms-box' : 'other';
  }
  if (FIELD_ASKS.card.test(words)) return 'card-number';
  if (field.type === 'email' || FIELD_ASKS.email.test(words)) return seen.has('email') ? 'other' : 'email';
  if (field.type === 'tel' || FIELD_ASKS.phone.test(words)) return 'phone';
  if (FIELD_ASKS.companySize.test(words)) return 'company-size';
  // "organization-title" is autocomplete's name for a job title: the role is asked before the company.
  if (FIELD_ASKS.jobTitle.test(words)) return 'job-title';
  if (FIELD_ASKS.company.test(words)) return 'company';
  if (FIELD_ASKS.country.test(words)) return 'country';
  if (FIELD_ASKS.name.test(words) && !FIELD_ASKS.otherName.test(words)) return 'name';
  return 'other';
}

/** A form that starts an account or a trial, on its own page or anywhere else; sign-ins, newsletters and requests excluded. */
function startsAccount(page: PageModel, form: FormModel, fields: readonly FormField[]): boolean {
  const submit = form.submitText;
  if (matches(APPROVAL_REQUEST, submit) || isSalesRequest(submit) || matches(NEWSLETTER, submit)) return false;
  if (matches(LOGIN_WORDING, submit) && !matches(SIGNUP_CTA, submit)) return false;
  const asksEmail = fields.some((field) => field.type === 'email' || FIELD_ASKS.email.test(field.describes));
  const password = fields.some((field) => field.type === 'password');
  if (!asksEmail && !password) return false;
  if (isSignupForm(form)) return true;
  // Without a password, a form that asks for a phone or a company is a request someone answers (a gate, see value-gates.ts).
  if (!password && isSalesForm(form)) return false;
  if (matches(SIGNUP_CTA, submit) || trialOffersIn(submit).length > 0) return true;
  return (page.kind === 'signup' && password) || (matches(WEAK_START_CTA, submit) && (password || page.kind === 'signup'));
}

/** The CAPTCHA a visitor must solve: a widget in the form, or a challenge script the page loads. */
function captchaOf(page: PageModel, form: FormModel): string | undefined {
  if (form.captcha) return form.captcha;
  const scripts = [
    ...page.resources.filter((resource) => resource.tag === 'script').map((resource) => resource.url),
    ...page.requests.map((request) => request.url),
  ];
  const script = scripts.find((url) => CAPTCHA_SCRIPT.test(url) && !INVISIBLE_RECAPTCHA.test(url));
  if (!script) return undefined;
  return /hcaptcha/i.test(script)
    ? 'hCaptcha'
    : /turnstile/i.test(script)
      ? 'Cloudflare Turnstile'
      : /friendly/i.test(script)
        ? 'Friendly Captcha'
        : 'reCAPTCHA';
}

interface FormReading {
  page: PageModel;
  form: FormModel;
  fields: FormField[];
  required: number;
  /** Each weighing ask once, in the order met, with the field it came from. */
  asks: Array<{ ask: SignupFormAsk; field?: FormField }>;
  others: FormField[];
  captcha?: string;
  workEmailWords?: string;
  weight: number;
}

function readForm(page: PageModel, form: FormModel, fields: FormField[]): FormReading {
  const seen = new Set<FieldAsk>();
  const asks: FormReading['asks'] = [];
  const others: FormField[] = [];
  const marksRequired = fields.some((field) => field.required);
  let weight = 0;
  for (const field of fields) {
    const named = askOf(field, seen);
    // The same question twice (a second company field) is one more field all the same.
    const ask: FieldAsk =
      named !== 'email' && named !== 'name' && named !== 'password' && named !== 'optional-box' && named !== 'other' && seen.has(named) ? 'other' : named;
    // A form that marks no field required checks them in script: each counts as asked.
    const share = !marksRequired || field.required ? 1 : 0.5;
    if (ask === 'other') {
      others.push(field);
      weight += SIGNUP_FORM_ASKS.other * share;
    } else if (ask !== 'email' && ask !== 'name' && ask !== 'password' && ask !== 'optional-box') {
      asks.push({ ask, field });
      weight += SIGNUP_FORM_ASKS[ask] * share;
    }
    seen.add(ask);
  }
  const captcha = captchaOf(page, form);
  if (captcha) {
    asks.push({ ask: 'captcha' });
    weight += SIGNUP_FORM_ASKS.captcha;
  }
  const range = form.textBlocks;
  const formWords = [...(range ? page.blocks.slice(range.start, range.end).map((block) => block.text) : []), ...fields.map((field) => field.label ?? '')];
  const workEmailWords = formWords.find((text) => matches(WORK_EMAIL_ONLY, text));
  if (workEmailWords) {
    asks.push({ ask: 'work-email-only' });
    weight += SIGNUP_FORM_ASKS['work-email-only'];
  }
  return {
    page,
    form,
    fields,
    required: fields.filter((field) => field.required).length,
    asks,
    others,
    ...(captcha ? { captcha } : {}),
    ...(workEmailWords ? { workEmailWords } : {}),
    weight: Math.min(maxWeight('signup-form'), weight),
  };
}

function signupForms(input: ObserveInput): FormReading[] {
  const readings: FormReading[] = [];
  for (const page of input.site.readable) {
    for (const form of page.forms) {
      const fields = visibleFields(form);
      if (startsAccount(page, form, fields)) readings.push(readForm(page, form, fields));
    }
  }
  return readings;
}

/** "9 fields, 7 required" or "3 fields". */
function fieldFigures(reading: FormReading): string {
  const fields = counted(reading.fields.length, 'field');
  return reading.required > 0 && reading.required < reading.fields.length ? `${fields}, ${reading.required} required` : fields;
}

function askPhrases(reading: FormReading): string[] {
  const named = ASK_ORDER.filter((ask) => reading.asks.some((entry) => entry.ask === ask)).map((ask) => ASK_WORDS[ask]);
  // A few further fields are named by their labels; more are counted.
  const labelled = reading.others.map((field) => field.label).filter((label): label is string => Boolean(label));
  if (reading.others.length > 0 && reading.others.length <= 2 && labelled.length === reading.others.length)
    named.push(...labelled.map((label) => `“${label}”`));
  else if (reading.others.length > 0) named.push(counted(reading.others.length, 'other field'));
  return named;
}

function found(reading: FormReading, input: ObserveInput): ObservedCheck {
  const { facts } = input;
  const where = facts.label(reading.page.url);
  const asks = askPhrases(reading);
  const labels = reading.fields.map((field) => field.label).filter((label): label is string => Boolean(label));
  const quote = (words: string | undefined): AdviceEvidence | undefined => (words ? facts.quoteOn(reading.page.url, words) : undefined);
  const extraFields = [
    ...reading.asks.flatMap((entry) => (entry.field?.label ? [entry.field.label] : [])),
    ...reading.others.flatMap((field) => (field.label ? [field.label] : [])),
  ];
  const evidence = [
    measured(reading.page.url, `${fieldFigures(reading)} on the sign-up form`),
    ...(reading.captcha ? [measured(reading.page.url, `${reading.captcha} on the sign-up form`)] : []),
    ...extraFields.map(quote),
    quote(reading.workEmailWords),
  ].filter((entry): entry is AdviceEvidence => entry !== undefined);
  const submit = reading.form.submitText ? ` (“${reading.form.submitText}”)` : '';
  return {
    status: 'found',
    kind: 'signup-form',
    page: reading.page.url,
    weight: reading.weight,
    issue: `The sign-up form on ${where} asks for ${fieldFigures(reading)}, including ${listed(asks.slice(0, 3), 'and')}`,
    basis: `The form${submit} on ${where} shows ${labels.length > 0 ? `these fields: ${labels.join(', ')}` : counted(reading.fields.length, 'field')}; beyond an email, a name and a password it asks for ${listed(asks, 'and')}.`,
    evidence: evidence.slice(0, 6),
    figures: {
      fields: reading.fields.length,
      required: reading.required,
      asks: reading.asks.length + reading.others.length,
      ...(reading.captcha ? { captcha: 1 } : {}),
    },
    subject: {
      page: reading.page.url,
      ...(reading.form.submitText ? { button: quote(reading.form.submitText) ?? { url: reading.page.url, quote: reading.form.submitText } } : {}),
      extraFields,
      asks,
    },
  };
}

function clear(reading: FormReading, input: ObserveInput): ObservedCheck {
  const labels = reading.fields.map((field) => field.label).filter((label): label is string => Boolean(label));
  const what = labels.length > 0 ? `${counted(reading.fields.length, 'field')} (${labels.join(', ')})` : counted(reading.fields.length, 'field');
  return {
    status: 'clear',
    kind: 'signup-form',
    page: reading.page.url,
    note: `the sign-up form on ${input.facts.label(reading.page.url)} asks only for ${what}`,
  };
}

/** No sign-up form was read, but a way in points at a page that was not: its form is not checked. */
function unchecked(input: ObserveInput): ObservedCheck[] {
  const { site, pages, facts } = input;
  for (const { page, cta } of selfServeCtas(site)) {
    if (!cta.href || !/^https?:/i.test(cta.href)) continue;
    const target = site.pageAt(cta.href);
    if (target?.readable && target.forms.length > 0) continue;
    if (target?.readable && target.kind !== 'signup') continue;
    const fetched = pages.find((candidate) => candidate.url === cta.href || candidate.url === target?.url);
    const why = fetched?.error ? ` (${fetched.error.replace(/\.$/, '')})` : fetched?.notRendered ? ` (${fetched.notRendered.replace(/\.$/, '')})` : '';
    const where = target?.readable ? `${facts.label(cta.href)}, where no form could be read` : `${facts.label(cta.href)}, a page that was not read${why}`;
    const button = facts.quoteOn(page.url, cta.text);
    return [
      {
        status: 'not-checked',
        kind: 'signup-form',
        page: cta.href,
        issue: 'Sign-up form not checked',
        basis: `“${cta.text}” on ${facts.label(page.url)} leads to ${where}, so its sign-up form could not be checked.`,
        evidence: button ? [button] : [],
      },
    ];
  }
  return [];
}

export const signupFormAudit: Auditor = (input) => {
  const readings = signupForms(input);
  if (readings.length === 0) return unchecked(input);
  // The form that asks most is the one a visitor has to get through.
  const heaviest = readings.reduce((top, reading) =>
    reading.weight > top.weight || (reading.weight === top.weight && reading.fields.length > top.fields.length) ? reading : top,
  );
  return [heaviest.weight > 0 ? found(heaviest, input) : clear(heaviest, input)];
};
