import { describe, expect, it } from 'vitest';
import { SIGNAL_IDS, type SignalId } from '../../contract/signals.ts';
import { adviceSite, type AdviceSiteOptions } from '../../../test-support/engine/advice-site.ts';
import { COPY_LANGUAGES } from '../advice/site-language.ts';
import { MAX_STRATEGIES } from './strategies.ts';
import { STRATEGY_CATALOGUE } from './strategy-catalogue.ts';

const EVERYTHING_WANTED = SIGNAL_IDS.filter((id) => id !== 'credit-card-required' && id !== 'demo-only');

const doc = (lang: string, title: string, body: string) => `<html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`;

/** An English product-led site: a signup button on the home page and a pricing page. */
const LEDGERLY = {
  '/': doc(
    'en',
    'Ledgerly | Invoicing for freelancers',
    '<h1>Get paid for your work</h1><p>Send the invoice and get on with your day.</p><a href="/signup">Start free trial</a>',
  ),
  '/pricing': doc(
    'en',
    'Pricing | Ledgerly',
    '<h1>Plans for every team</h1><p>Pick the plan that fits your team and grow with it.</p><a href="/signup">Start free trial</a>',
  ),
  '/signup': doc(
    'en',
    'Sign up | Ledgerly',
    '<form action="/signup"><input type="email" name="email"><input type="password" name="password"><button>Create account</button></form>',
  ),
};

function strategiesOf(present: SignalId[], options: AdviceSiteOptions = {}, pages: typeof LEDGERLY | Record<string, string> = LEDGERLY) {
  return adviceSite(pages, present, options).strategies;
}

describe('strategy catalogue', () => {
  it('has at least 12 complete entries with unique ids', () => {
    expect(STRATEGY_CATALOGUE.length).toBeGreaterThanOrEqual(12);
    expect(new Set(STRATEGY_CATALOGUE.map((entry) => entry.id)).size).toBe(STRATEGY_CATALOGUE.length);
    for (const entry of STRATEGY_CATALOGUE) {
      expect(entry.title && entry.effort && entry.estimatedTime && entry.description, entry.id).toBeTruthy();
      expect(entry.steps.length, entry.id).toBeGreaterThan(0);
    }
  });

  it("writes every example, in every language, with the site's own name or button and no figure of its own", () => {
    const copy = { name: 'Ledgerly', signup: 'Start', demo: 'Talk to us', hasDemo: true, trial: false, freePlan: false, usageNumbers: false };
    for (const entry of STRATEGY_CATALOGUE) {
      for (const language of COPY_LANGUAGES) {
        const text = entry.exampleCopy?.[language](copy);
        if (text === undefined) continue;
        expect(text, `${entry.id} ${language}`).toMatch(/Ledgerly|^Start ?:/);
        expect(text, `${entry.id} ${language}`).not.toMatch(/\d/);
      }
    }
  });
});

describe('choosing strategies', () => {
  it('puts a self-serve path first for a demo-only site, beside its own demo button, in its own language', () => {
    const pages = {
      '/': doc(
        'fr',
        'Rostra – Plannings pour restaurants',
        '<h1>Des plannings que votre équipe lit vraiment</h1><p>Pour les restaurants et les bars, avec une équipe qui tourne.</p><a href="/demo">Demander une démo</a>',
      ),
      '/demo': doc('fr', 'Démo | Rostra', '<form><input name="name"><input name="company"><button>Envoyer</button></form>'),
    };
    const [first] = strategiesOf(['demo-request', 'demo-only'], {}, pages);
    expect(first).toMatchObject({
      id: 'self-serve-path',
      exampleCopy: "Commencez dès aujourd'hui avec Rostra, en toute autonomie. Vous préférez d'abord en parler ? Demander une démo.",
      basis:
        'Every way in goes through a person (“Demander une démo” on the home page), and nothing on the 2 pages read (the home page, /demo) lets a visitor sign up, start a trial or use a free plan on their own.',
      evidence: [{ url: 'https://acme.test/', quote: 'Demander une démo' }],
      removes: ['The only way in is a sales call', 'No self-serve way to sign up'],
    });
    expect(first?.steps).toContain('Put a signup button beside “Demander une démo” on the home page, and in the header of every page');
  });

  it('chooses only strategies for what is missing', () => {
    const chosen = strategiesOf(EVERYTHING_WANTED.filter((id) => id !== 'interactive-demo')).map((strategy) => strategy.id);
    expect(chosen).toEqual(['interactive-product-tour', 'activation-emails']);
  });

  it('orders by what fixing each shortfall is worth, and names the friction findings it removes', () => {
    const chosen = strategiesOf(EVERYTHING_WANTED.filter((id) => id !== 'onboarding-tool' && id !== 'community'));
    expect(chosen.map((strategy) => strategy.id)).toEqual(['onboarding-checklist', 'user-community', 'activation-emails']);
    expect(chosen[0]?.removes).toEqual(['No onboarding guidance seen on your public pages']);
    expect(chosen[2]?.removes).toEqual([]);
  });

  it("writes trial copy with the site's own trial length, when the site writes it in figures", () => {
    const pages = {
      ...LEDGERLY,
      '/pricing': doc('en', 'Pricing | Ledgerly', '<p>Try it free for 14 days with the whole team.</p><a href="/signup">Start free trial</a>'),
    };
    const card = strategiesOf(['self-serve-signup', 'free-trial'], { trialDays: 14 }, pages).find((strategy) => strategy.id === 'remove-credit-card');
    expect(card?.exampleCopy).toBe('Start free trial: your free 14-day trial, no credit card required.');
    const inWords = strategiesOf(['self-serve-signup', 'free-trial'], { trialDays: 14 }).find((strategy) => strategy.id === 'remove-credit-card');
    expect(inWords?.exampleCopy).toBe('Start free trial: your free trial, no credit card required.');
  });

  it('writes free-plan copy for a free plan, never a trial', () => {
    const card = strategiesOf(['self-serve-signup', 'freemium']).find((strategy) => strategy.id === 'remove-credit-card');
    expect(card?.exampleCopy).toBe('Start free trial: the free plan, no credit card required.');
  });

  it('advises taking the card out only where a card requirement was seen; otherwise to say so beside the button', () => {
    const required = strategiesOf(['self-serve-signup', 'free-trial', 'credit-card-required'], {
      evidence: { 'credit-card-required': [{ path: '/pricing', text: 'Plans for every team' }] },
    }).find((strategy) => strategy.id === 'remove-credit-card');
    expect(required?.title).toBe('Take the credit card out of signup');
    expect(required?.steps[0]).toBe('Remove the card requirement stated on /pricing from signup');

    const unsaid = strategiesOf(['self-serve-signup', 'free-trial']).find((strategy) => strategy.id === 'remove-credit-card');
    expect(unsaid).toMatchObject({
      title: 'Say beside the signup button whether a card is needed',
      basis:
        'The “Start free trial” button on the home page says nothing about a card, and nothing on the 3 pages read (the home page, /pricing, /signup) says whether one is needed.',
      evidence: [{ url: 'https://acme.test/', quote: 'Start free trial' }],
    });
    expect(unsaid?.steps[0]).toBe('Under “Start free trial” on the home page, say in one line whether a card is needed');
    expect(unsaid?.steps.join(' ')).not.toMatch(/Remove the card/);
  });

  it('gives no card advice to a site with no signup, or one that sells without a free start', () => {
    expect(strategiesOf(['demo-request', 'demo-only']).map((strategy) => strategy.id)).not.toContain('remove-credit-card');
    expect(strategiesOf(['demo-request', 'demo-only']).map((strategy) => strategy.id)).not.toContain('one-click-signup');
    expect(strategiesOf(['self-serve-signup', 'pricing-page', 'transparent-pricing']).map((strategy) => strategy.id)).not.toContain('remove-credit-card');
  });

  it('works with the logos a site already shows instead of asking for them', () => {
    const pages = {
      ...LEDGERLY,
      '/': doc(
        'en',
        'Ledgerly | Invoicing',
        '<h1>Get paid</h1><a href="/signup">Start free trial</a><img src="/l/1.svg" alt="Globex"><img src="/l/2.svg" alt="Initech"><img src="/l/3.svg" alt="Umbrella"><img src="/l/4.svg" alt="Hooli">',
      ),
    };
    const proof = strategiesOf(
      ['self-serve-signup', 'free-trial', 'customer-logos'],
      {
        evidence: { 'customer-logos': [{ path: '/', text: '4 logos: Globex, Initech, Umbrella, Hooli' }] },
      },
      pages,
    ).find((strategy) => strategy.id === 'social-proof');
    expect(proof?.steps).toEqual([
      'Ask customers whose logos are on the home page for a one-sentence quote with name and role, and show it beside the logos',
      'Add your review-site ratings and your customer count near “Start free trial” on the home page',
    ]);
    expect(proof?.basis).toMatch(/^The site shows 4 customer logos on the home page, but nothing on the 3 pages read/);
    expect(proof?.evidence).toEqual([
      { url: 'https://acme.test/', quote: 'Globex' },
      { url: 'https://acme.test/', quote: 'Initech' },
    ]);
  });

  it("leaves a visible placeholder where a price is missing, in the site's language", () => {
    const pages = {
      '/': doc(
        'de',
        'Kanzleifix – Das Portal für Kanzleien',
        '<h1>Das Portal für Ihre Mandanten</h1><p>Mit allen Belegen an einem Ort und ohne Papier.</p><a href="/registrieren">Jetzt loslegen</a>',
      ),
      '/registrieren': doc(
        'de',
        'Registrieren',
        '<form action="/registrieren"><input type="email" name="email"><input type="password" name="password"><button>Konto anlegen</button></form>',
      ),
    };
    const pricing = strategiesOf(['self-serve-signup'], {}, pages).find((strategy) => strategy.id === 'publish-pricing');
    expect(pricing?.exampleCopy).toBe('Die Tarife von Kanzleifix beginnen bei [Ihr Preis]. Jetzt loslegen.');
  });

  it('asks for prices on the pricing page the site has, never for another pricing page', () => {
    const pages = {
      '/': doc('en', 'Ledgerly | Invoicing for freelancers', '<h1>Get paid for your work</h1><p>Send the invoice and get on with your day.</p>'),
      '/product': doc('en', 'Product | Ledgerly', '<section class="pricing"><h2>Pricing</h2><p>One plan for every freelancer.</p></section>'),
    };
    const pricing = strategiesOf(['pricing-page'], { evidence: { 'pricing-page': [{ path: '/product', text: 'Pricing section: "Pricing"' }] } }, pages).find(
      (strategy) => strategy.id === 'publish-pricing',
    );
    expect(pricing?.title).toBe('Put the prices on your pricing page');
    expect(pricing?.steps[0]).toBe("On your pricing page, show each plan's price beside its name");
  });

  it(`returns at most ${MAX_STRATEGIES}, and still one, with its own basis, for a site that has everything`, () => {
    expect(strategiesOf([])).toHaveLength(MAX_STRATEGIES);
    expect(strategiesOf(EVERYTHING_WANTED)).toMatchObject([
      {
        id: 'activation-emails',
        basis:
          'New accounts start at “Start free trial” on the home page; what they hear from Ledgerly after that happens in their inbox, out of sight of the public pages.',
        evidence: [{ url: 'https://acme.test/', quote: 'Start free trial' }],
      },
    ]);
  });
});
