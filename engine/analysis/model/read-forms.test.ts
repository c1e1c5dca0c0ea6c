import { describe, expect, it } from 'vitest';
import { fetchedPages, htmlPage } from '../../../test-support/engine/site-from-html.ts';
import { buildPageModel } from './build-page-model.ts';

const model = (html: string) => buildPageModel(fetchedPages({ '/': html })[0]!);
const ctaTexts = (page: ReturnType<typeof model>, indices: readonly number[] = []) => indices.map((index) => page.ctas[index]?.text);

describe('form fields as a visitor sees them', () => {
  it('names each field by its label (wrapping or by id), else its aria-label or placeholder', () => {
    const page = model(
      '<form><label for="e">Work email</label><input id="e" type="email"><label>Phone <input type="tel" name="phone"></label><input name="company" placeholder="Company"><input name="x" aria-label="Team size"><button>Start</button></form>',
    );
    expect(page.forms[0]!.fields.map((field) => field.label)).toEqual(['Work email', 'Phone', 'Company', 'Team size']);
  });

  it('takes the label, not the options, of a select inside its label', () => {
    const page = model('<form><label>Country <select name="country"><option>Germany</option><option>France</option></select></label></form>');
    expect(page.forms[0]!.fields[0]).toMatchObject({ tag: 'select', label: 'Country' });
  });

  it('marks fields required by attribute, aria-required, or a label with an asterisk or "(required)"', () => {
    const page = model(
      '<form><input name="a" required><input name="b" aria-required="true"><label for="c">Name *</label><input id="c"><label>Role (required) <input name="d"></label><input name="e"></form>',
    );
    expect(page.forms[0]!.fields.map((field) => field.required === true)).toEqual([true, true, true, true, false]);
  });

  it('marks honeypots and fields in hidden containers as hidden, and leaves responsive classes alone', () => {
    const page = model(
      '<form><input name="bot" style="display:none"><div hidden><input name="trap"></div><input name="t" tabindex="-1"><input name="h" class="hidden"><input name="m" class="hidden md:block"><input name="email" type="email"></form>',
    );
    expect(page.forms[0]!.fields.map((field) => field.hidden === true)).toEqual([true, true, true, true, false, false]);
  });

  it('notes a CAPTCHA widget inside the form by its vendor', () => {
    expect(model('<form><input type="email"><div class="g-recaptcha" data-sitekey="k"></div></form>').forms[0]!.captcha).toBe('reCAPTCHA');
    expect(model('<form><input type="email"><div class="h-captcha"></div></form>').forms[0]!.captcha).toBe('hCaptcha');
    expect(model('<form><input type="email"><div class="cf-turnstile"></div></form>').forms[0]!.captcha).toBe('Cloudflare Turnstile');
    expect(model('<form><input type="email"><button>Go</button></form>').forms[0]!.captcha).toBeUndefined();
  });

  it("keeps the form's own text blocks: labels, hints and fine print", () => {
    const page = model('<p>Before</p><form><label>Email <input type="email"></label><p>Please use your work email.</p></form><p>After</p>');
    const { start, end } = page.forms[0]!.textBlocks!;
    expect(page.blocks.slice(start, end).map((block) => block.text)).toEqual(['Email', 'Please use your work email.']);
  });
});

describe('the first screen', () => {
  it('runs from the start of the section holding the H1 to its end, leaving navigation and links in sentences out', () => {
    const page = model(
      '<header><nav><a href="/pricing">Pricing</a><a class="btn" href="/signup">Sign up</a></nav></header><section class="hero"><a class="pill" href="/news">New: exports</a><h1>Invoices</h1><p>Send them in a minute. <a href="/how">See how</a>.</p><a class="btn" href="/signup">Start free</a><a href="/demo">Book a demo</a></section><section><h2>Features</h2><a href="/x">More</a></section>',
    );
    expect(ctaTexts(page, page.firstScreen?.ctas)).toEqual(['New: exports', 'Start free', 'Book a demo']);
    expect(ctaTexts(page, page.firstScreen?.buttonLike)).toEqual(['New: exports', 'Start free']);
    const { start, end } = page.firstScreen!.blocks;
    expect(page.blocks.slice(start, end).map((block) => block.text)).toContain('Invoices');
  });

  it('ends at the next H2 when the H1 sits in no section of its own', () => {
    const page = model('<div><h1>Invoices</h1><a class="button" href="/signup">Start</a><h2>Why</h2><a class="button" href="/more">Read</a></div>');
    expect(ctaTexts(page, page.firstScreen?.ctas)).toEqual(['Start']);
  });

  it('counts the submit button of a form in the hero', () => {
    const page = model('<section><h1>Invoices</h1><form action="/signup"><input type="email"><button>Get started</button></form></section>');
    expect(ctaTexts(page, page.firstScreen?.ctas)).toEqual(['Get started']);
  });

  it('is not there without an H1', () => {
    expect(model('<section><h2>Invoices</h2><a href="/signup">Start</a></section>').firstScreen).toBeUndefined();
  });
});

describe('the viewport', () => {
  it('reads the viewport meta tag, and says when there is none', () => {
    expect(model(htmlPage('<p>Hi</p>', '<meta name="viewport" content="width=device-width, user-scalable=no">')).viewport).toBe(
      'width=device-width, user-scalable=no',
    );
    expect(model(htmlPage('<p>Hi</p>', '<title>Acme</title>')).viewport).toBeUndefined();
  });
});
