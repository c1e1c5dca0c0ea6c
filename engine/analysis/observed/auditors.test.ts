import { describe, expect, it } from 'vitest';
import { SIGNAL_IDS, type SignalId } from '../../contract/signals.ts';
import { fetchedPages, htmlPage, TEST_ORIGIN } from '../../../test-support/engine/site-from-html.ts';
import { gatherFacts } from '../advice/site-facts.ts';
import { buildSiteModel } from '../model/site-model.ts';
import type { FetchedPage } from '../page.ts';
import { siteNameOf } from '../scoring/site-identity.ts';
import { PAGE_BUDGETS } from '../weights.ts';
import type { ObservedCheck } from './observation.ts';
import { observeFriction } from './observe-friction.ts';

/** The observed friction of a site given as path -> HTML (or fetched pages), with chosen signals present. */
function observe(pages: Record<string, string> | FetchedPage[], present: SignalId[] = []): ObservedCheck[] {
  const fetched = Array.isArray(pages) ? pages : fetchedPages(pages);
  const site = buildSiteModel(`${TEST_ORIGIN}/`, fetched);
  const signals = SIGNAL_IDS.map((id) => ({ id, present: present.includes(id), checked: true, evidence: [] }));
  const facts = gatherFacts({ site, pages: fetched, signals, siteName: siteNameOf(site.home, site.url) });
  return observeFriction({ site, pages: fetched, facts, jobIsClear: true });
}

const foundOf = (checks: ObservedCheck[], kind: ObservedCheck['kind']) => checks.find((check) => check.kind === kind && check.status === 'found');
const HOME = '<h1>Invoices for freelancers</h1><p>Get paid on time.</p><a class="btn" href="/signup">Start free trial</a>';

describe('the sign-up form', () => {
  const signup = (form: string, head?: string) => observe({ '/': HOME, '/signup': htmlPage(`<h1>Sign up</h1>${form}`, head) }, ['self-serve-signup']);

  it('counts "work email only" wording and a terms box that must be ticked as asks', () => {
    const form = foundOf(
      signup(
        '<form><label>Email <input type="email" name="email" required></label><p>Work email only: we do not accept personal addresses.</p><label>Password <input type="password" name="pw" required></label><label><input type="checkbox" name="tos" required> I agree to the Terms of Service</label><button>Create account</button></form>',
      ),
      'signup-form',
    );
    expect(form?.status === 'found' && form.issue).toBe(
      'The sign-up form on /signup asks for 3 fields, including a work email address only and a terms box to tick',
    );
  });

  it('leaves out an optional newsletter box, and takes no form friction from a plain email-and-password form', () => {
    const checks = signup(
      '<form><label>Email <input type="email" name="email" required></label><label>Password <input type="password" name="pw" required></label><label><input type="checkbox" name="news"> Send me product news</label><button>Create account</button></form>',
    );
    expect(checks.find((check) => check.kind === 'signup-form')?.status).toBe('clear');
  });

  it('counts a CAPTCHA the page loads for its form, but not an invisible reCAPTCHA v3', () => {
    const form = '<form><input type="email" name="email"><input type="password" name="pw"><button>Sign up</button></form>';
    expect(foundOf(signup(form, '<title>Sign up</title><script src="https://js.hcaptcha.com/1/api.js"></script>'), 'signup-form')).toMatchObject({
      figures: { captcha: 1 },
    });
    expect(
      signup(form, '<title>Sign up</title><script src="https://www.google.com/recaptcha/api.js?render=6Lc_key"></script>').find(
        (check) => check.kind === 'signup-form',
      )?.status,
    ).toBe('clear');
  });

  it('reads no newsletter and no sign-in as a sign-up form', () => {
    const checks = observe({
      '/': `${HOME}<form><input type="email" name="email" placeholder="Email"><input name="company" placeholder="Company"><button>Subscribe to the newsletter</button></form><form><input type="email" name="email"><input type="password" name="pw"><button>Log in</button></form>`,
    });
    // No form was read as a sign-up: the "Start free trial" page, never fetched here, is what stays to check.
    expect(checks.filter((check) => check.kind === 'signup-form').map((check) => check.status)).toEqual(['not-checked']);
  });

  it('says a sign-up on an app host that was not read is not checked', () => {
    const checks = observe({ '/': '<h1>Invoices</h1><a class="btn" href="https://app.acme.test/register">Create your free account</a>' });
    expect(checks.find((check) => check.kind === 'signup-form')).toMatchObject({
      status: 'not-checked',
      page: 'https://app.acme.test/register',
      basis: '“Create your free account” on the home page leads to app.acme.test/register, a page that was not read, so its sign-up form could not be checked.',
    });
  });
});

describe('gates before value', () => {
  it('finds a trial that must be requested, with the button and where it leads', () => {
    const checks = observe({ '/': '<h1>Invoices</h1><a class="btn" href="/trial">Request a free trial</a>', '/trial': '<h1>Request your trial</h1>' });
    expect(foundOf(checks, 'trial-by-request')).toMatchObject({
      issue: 'The trial must be requested: “Request a free trial” on the home page',
      basis: '“Request a free trial” on the home page leads to /trial: the trial starts when someone approves the request, not when the visitor asks.',
      evidence: [{ url: `${TEST_ORIGIN}/`, quote: 'Request a free trial' }],
    });
  });

  it('finds a demo video behind a lead form, and not one that plays', () => {
    const gated = observe({
      '/': '<h1>Invoices</h1><a class="btn" href="/demo-video">Watch the demo</a>',
      '/demo-video':
        '<h1>Watch the demo</h1><form><input name="name"><input type="email" name="email"><input name="company"><button>Get the video</button></form>',
    });
    expect(foundOf(gated, 'demo-behind-form')).toMatchObject({
      figures: { fields: 3 },
      issue: '“Watch the demo” on the home page asks for contact details before the demo',
    });
    const open = observe({
      '/': '<h1>Invoices</h1><a class="btn" href="/demo-video">Watch the demo</a>',
      '/demo-video':
        '<h1>Watch the demo</h1><iframe src="https://www.youtube.com/embed/abc"></iframe><form><input name="name"><input type="email" name="email"><button>Talk to us</button></form>',
    });
    expect(open.find((check) => check.kind === 'demo-behind-form')?.status).toBe('clear');
  });

  it('takes a "See the demo" that books a day for a live demo as a demo request, not a demo behind a form', () => {
    const booking = observe({
      '/': '<h1>Invoices</h1><a class="btn" href="/demo">Ver demo</a>',
      '/demo':
        '<h1>Reserva tu demo</h1><form><input name="name"><input type="email" name="email"><label>¿Qué día?<input type="date" name="day"></label><button>Reservar mi demo</button></form>',
    });
    expect(foundOf(booking, 'demo-behind-form')).toBeUndefined();
    const gated = observe({
      '/': '<h1>Invoices</h1><a class="btn" href="/demo">Ver demo</a>',
      '/demo': '<h1>La demo</h1><form><input name="name"><input type="email" name="email"><button>Ver el vídeo</button></form>',
    });
    expect(foundOf(gated, 'demo-behind-form')).toMatchObject({ figures: { fields: 2 } });
  });

  it('does not call a pricing page with an enterprise "Contact us" beside published prices a gate', () => {
    const checks = observe({ '/': HOME, '/pricing': '<h1>Pricing</h1><p>Team $9 a month</p><p>Enterprise: price on request</p>' }, ['pricing-page']);
    expect(checks.find((check) => check.kind === 'prices-on-request')?.status).toBe('clear');
  });
});

describe('the first screen', () => {
  it('finds a main button that says nothing, in any of the four languages', () => {
    for (const label of ['Learn more', 'Mehr erfahren', 'En savoir plus', 'Saber más', 'Submit']) {
      const checks = observe({ '/': `<section><h1>Invoices</h1><a class="btn" href="/more">${label}</a></section>` });
      expect(foundOf(checks, 'vague-primary-cta'), label).toMatchObject({ issue: `The home page's main button says only “${label}”` });
    }
    expect(foundOf(observe({ '/': HOME }), 'vague-primary-cta')).toBeUndefined();
  });

  it('takes the filled button beside a quieter one as the main button, whichever comes first', () => {
    const pair = (first: string, second: string) => observe({ '/': `<section><h1>Invoices</h1>${first}${second}</section>` });
    const ghost = '<a class="button button--ghost" href="/product">Learn more</a>';
    expect(foundOf(pair(ghost, '<a class="button button--red" href="/tour">Get a guided tour</a>'), 'vague-primary-cta')).toBeUndefined();
    expect(
      foundOf(pair('<a class="btn btn-outline" href="/tour">Get a guided tour</a>', '<a class="btn" href="/more">Learn more</a>'), 'vague-primary-cta'),
    ).toMatchObject({
      basis:
        "The main button in the home page's first section (the first not drawn as a quieter second one) reads “Learn more”, which does not say what happens when it is pressed.",
    });
    expect(foundOf(pair(ghost, '<a class="btn btn-secondary" href="/tour">Get a guided tour</a>'), 'vague-primary-cta')).toMatchObject({
      basis: "The first button in the home page's first section reads “Learn more”, which does not say what happens when it is pressed.",
    });
  });

  it('counts three buttons as no crowd and four as one', () => {
    const buttons = (count: number) =>
      ['Start free', 'See pricing', 'Book a demo', 'Read the docs']
        .slice(0, count)
        .map((text, index) => `<a class="btn" href="/p${index}">${text}</a>`)
        .join('');
    expect(foundOf(observe({ '/': `<section><h1>Invoices</h1>${buttons(3)}</section>` }), 'first-screen-crowded')).toBeUndefined();
    expect(foundOf(observe({ '/': `<section><h1>Invoices</h1>${buttons(4)}</section>` }), 'first-screen-crowded')).toMatchObject({ figures: { ctas: 4 } });
  });

  it('says nothing of a first screen on a home page without an H1', () => {
    const kinds = observe({ '/': '<h2>Invoices</h2><p>No button here.</p>' }).map((check) => check.kind);
    expect(kinds).not.toContain('first-screen-no-cta');
  });
});

describe('weight and reach', () => {
  const home = (html: string, extra: Partial<FetchedPage> = {}): FetchedPage[] => [{ ...fetchedPages({ '/': html })[0]!, ...extra }];

  it('finds a viewport that forbids zooming, and one that allows it', () => {
    const blocked = observe(home(htmlPage(HOME, '<title>Acme</title><meta name="viewport" content="width=device-width, maximum-scale=1.0">')));
    expect(foundOf(blocked, 'zoom-blocked')).toMatchObject({ issue: 'The home page keeps visitors from zooming (maximum-scale=1.0)' });
    expect(foundOf(observe(home(htmlPage(HOME))), 'zoom-blocked')).toBeUndefined();
  });

  it('weighs static HTML against its budget, and a rendered page by the bytes and requests it loaded', () => {
    const heavyHtml = observe(home(htmlPage(HOME), { bytes: PAGE_BUDGETS.htmlBytes + 1 }));
    expect(foundOf(heavyHtml, 'heavy-page')).toMatchObject({ weight: 1, figures: { htmlBytes: PAGE_BUDGETS.htmlBytes + 1 } });
    const requests = Array.from({ length: 150 }, (_, index) => ({ url: `${TEST_ORIGIN}/img/${index}.jpg`, type: 'image', bytes: 30_000 }));
    const rendered = observe(home(htmlPage(HOME), { rendered: true, requests }));
    expect(foundOf(rendered, 'heavy-page')).toMatchObject({ weight: 2, issue: 'The home page loads 4.5 MB', figures: { bytes: 4_500_000, requests: 150 } });
    expect(foundOf(rendered, 'many-requests')).toMatchObject({ figures: { requests: 150 } });
    const light = observe(home(htmlPage(HOME), { rendered: true, requests: requests.slice(0, 10) }));
    expect([foundOf(light, 'heavy-page'), foundOf(light, 'many-requests')]).toEqual([undefined, undefined]);
  });

  it("counts other companies' scripts and their hosts, not the site's own", () => {
    const scripts = (count: number, own = 0) => [
      ...Array.from({ length: count }, (_, index) => ({ url: `https://cdn${index % 5}.vendor.test/s${index}.js`, type: 'script' })),
      ...Array.from({ length: own }, (_, index) => ({ url: `${TEST_ORIGIN}/js/${index}.js`, type: 'script' })),
    ];
    const many = observe(home(htmlPage(HOME), { rendered: true, requests: scripts(25, 10) }));
    expect(foundOf(many, 'third-party-scripts')).toMatchObject({
      figures: { scripts: 25, hosts: 5 },
      issue: 'The home page loads 25 third-party scripts from 5 hosts',
    });
    expect(foundOf(observe(home(htmlPage(HOME), { rendered: true, requests: scripts(24, 40) })), 'third-party-scripts')).toBeUndefined();
  });
});
