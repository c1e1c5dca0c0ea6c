import { describe, expect, it } from 'vitest';
import { planFollowUps, planPages, type PlannedPage } from './page-discovery.ts';

const plan = (homeUrl: string, body: string, extra: { pricingUrl?: string; maxPages?: number } = {}) =>
  planPages({ homeUrl, html: `<!doctype html><html><head><title>Home</title></head><body>${body}</body></html>`, maxPages: 8, ...extra });

const byKind = (pages: PlannedPage[]) => Object.fromEntries(pages.filter((page) => page.kind !== 'other').map((page) => [page.kind, page.url]));
const others = (pages: PlannedPage[]) => pages.filter((page) => page.kind === 'other').map((page) => page.url);

describe('planPages on an English SaaS home page', () => {
  const body = `
    <header><nav>
      <a href="/"><img src="/logo.svg" alt="Acme"></a>
      <a href="/features">Features</a>
      <a href="/pricing">Pricing</a>
      <a href="https://docs.acme.com/">Docs</a>
      <a href="/login">Log in</a>
      <a class="btn btn-primary" href="https://app.acme.com/signup?plan=free">Start free trial</a>
    </nav></header>
    <main>
      <h1>Ship faster</h1>
      <button type="button" onclick="location.href='/demo'">Book a demo</button>
      <a href="/customers">Customer stories</a>
      <a href="https://twitter.com/acme">Twitter</a>
      <a href="/whitepaper.pdf">Download the whitepaper</a>
      <a href="#how">How it works</a>
    </main>
    <footer>
      <a href="/privacy">Privacy</a> <a href="/terms">Terms</a> <a href="/contact">Contact</a>
      <a href="/integrations">Integrations</a> <a href="mailto:hello@acme.com">Email us</a> <a href="javascript:void(0)">Chat</a>
    </footer>`;
  const pages = plan('https://www.acme.com/', body);

  it('finds pricing, signup (on the app subdomain), demo (a button) and docs (a subdomain)', () => {
    expect(byKind(pages)).toEqual({
      pricing: 'https://www.acme.com/pricing',
      signup: 'https://app.acme.com/signup?plan=free',
      demo: 'https://www.acme.com/demo',
      docs: 'https://docs.acme.com/',
    });
  });

  it('fills the rest with useful pages, never legal pages, other sites, files, mail or script links', () => {
    expect(others(pages)).toEqual(['https://www.acme.com/features', 'https://www.acme.com/customers', 'https://www.acme.com/integrations']);
    expect(pages).toHaveLength(7);
  });

  it('never takes a sign-in link for the signup page', () => {
    expect(pages.map((page) => page.url)).not.toContain('https://www.acme.com/login');
  });
});

describe('planPages in other languages', () => {
  it('German', () => {
    const pages = plan(
      'https://www.beispiel.de/',
      `<nav><a href="/funktionen">Funktionen</a><a href="/preise">Preise</a><a href="/hilfe">Hilfe</a>
       <a href="/anmelden">Anmelden</a><a href="/registrieren" class="cta">Jetzt kostenlos testen</a></nav>
       <section><a href="/termin">Demo anfragen</a><a href="/kunden">Kunden</a></section>
       <footer><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a><a href="/agb">AGB</a></footer>`,
    );
    expect(byKind(pages)).toEqual({
      pricing: 'https://www.beispiel.de/preise',
      signup: 'https://www.beispiel.de/registrieren',
      demo: 'https://www.beispiel.de/termin',
      docs: 'https://www.beispiel.de/hilfe',
    });
    expect(others(pages)).toEqual(['https://www.beispiel.de/funktionen', 'https://www.beispiel.de/kunden']);
  });

  it('French, with accents in the link text', () => {
    const pages = plan(
      'https://exemple.fr/',
      `<nav><a href="/fonctionnalites">Fonctionnalités</a><a href="/tarifs">Tarifs</a><a href="https://aide.exemple.fr/">Centre d’aide</a>
       <a href="/connexion">Se connecter</a><a href="/essai-gratuit">Essai gratuit</a></nav>
       <a href="/rendez-vous">Contacter les ventes</a>
       <footer><a href="/mentions-legales">Mentions légales</a></footer>`,
    );
    expect(byKind(pages)).toEqual({
      pricing: 'https://exemple.fr/tarifs',
      signup: 'https://exemple.fr/essai-gratuit',
      demo: 'https://exemple.fr/rendez-vous',
      docs: 'https://aide.exemple.fr/',
    });
    expect(others(pages)).toEqual(['https://exemple.fr/fonctionnalites']);
  });

  it('Spanish', () => {
    const pages = plan(
      'https://www.ejemplo.es/',
      `<nav><a href="/caracteristicas">Características</a><a href="/precios">Precios</a><a href="/ayuda">Centro de ayuda</a>
       <a href="/login">Iniciar sesión</a><a href="/registro">Prueba gratis</a></nav>
       <a href="/contacto-comercial">Solicitar una demo</a><a href="/clientes">Clientes</a>
       <footer><a href="/aviso-legal">Aviso legal</a><a href="/privacidad">Privacidad</a></footer>`,
    );
    expect(byKind(pages)).toEqual({
      pricing: 'https://www.ejemplo.es/precios',
      signup: 'https://www.ejemplo.es/registro',
      demo: 'https://www.ejemplo.es/contacto-comercial',
      docs: 'https://www.ejemplo.es/ayuda',
    });
    expect(others(pages)).toEqual(['https://www.ejemplo.es/caracteristicas', 'https://www.ejemplo.es/clientes']);
  });
});

describe('planPages choices', () => {
  it('the pricing address given by the visitor wins, and other pricing links are not fetched as well', () => {
    const pages = plan('https://acme.com/', '<a href="/pricing">Pricing</a><a href="/plans">Compare plans</a><a href="/features">Features</a>', {
      pricingUrl: 'https://acme.com/tarifs-2025',
    });
    expect(pages).toEqual([
      { url: 'https://acme.com/tarifs-2025', kind: 'pricing' },
      { url: 'https://acme.com/features', kind: 'other' },
    ]);
  });

  it('stays within maxPages, home page included, in the order pricing, signup, demo, docs, others', () => {
    const body =
      '<a href="/docs">Docs</a><a href="/demo">Request a demo</a><a href="/signup">Sign up</a><a href="/pricing">Pricing</a><a href="/features">Features</a>';
    expect(plan('https://acme.com/', body, { maxPages: 3 })).toEqual([
      { url: 'https://acme.com/pricing', kind: 'pricing' },
      { url: 'https://acme.com/signup', kind: 'signup' },
    ]);
  });

  it('prefers "Contact sales" to "Contact" and /pricing to a deeper pricing page', () => {
    const pages = plan(
      'https://acme.com/',
      '<a href="/contact">Contact</a><a href="/pricing/enterprise">Enterprise pricing</a><a href="/company/sales">Contact sales</a><a href="/pricing">Pricing</a>',
    );
    expect(byKind(pages)).toMatchObject({ pricing: 'https://acme.com/pricing', demo: 'https://acme.com/company/sales' });
  });

  it('counts "Kostenlos anmelden" as signing up although "anmelden" alone means logging in', () => {
    expect(byKind(plan('https://acme.de/', '<a href="/anmelden">Anmelden</a><a href="/start">Kostenlos anmelden</a>'))).toEqual({
      signup: 'https://acme.de/start',
    });
  });

  it('reads link targets from data-href, formaction and form actions, relative to <base href>', () => {
    const html = `<!doctype html><html><head><base href="https://acme.com/en/"></head><body>
      <div role="link" data-href="pricing">Plans</div>
      <form action="signup" method="post"><input type="email" name="email"><button type="submit">Get started free</button></form>
      <button formaction="/book-a-demo">Talk to sales</button></body></html>`;
    expect(byKind(planPages({ homeUrl: 'https://acme.com/', html, maxPages: 8 }))).toEqual({
      pricing: 'https://acme.com/en/pricing',
      signup: 'https://acme.com/en/signup',
      demo: 'https://acme.com/book-a-demo',
    });
  });

  it('plans one fetch per page however many links point at it', () => {
    const pages = plan(
      'https://acme.com/',
      '<a href="/pricing">Pricing</a><a href="/pricing/">See plans</a><a href="/pricing#faq">FAQ</a><a href="/#top">Top</a><a href="/pricing?utm_source=nav&ref=home">Plans</a>',
    );
    expect(pages).toEqual([{ url: 'https://acme.com/pricing', kind: 'pricing' }]);
  });

  it('ignores pages of other sites even when their words match', () => {
    expect(plan('https://acme.com/', '<a href="https://stripe.com/pricing">Pricing by Stripe</a><a href="https://acme.io/signup">Sign up</a>')).toEqual([]);
  });

  it('returns nothing to fetch for a page without links', () => {
    expect(plan('https://acme.com/', '<h1>Coming soon</h1>')).toEqual([]);
  });
});

describe('planPages with room left', () => {
  it("opens the home page's other pages in document order, as a reader clicking through would", () => {
    const pages = plan(
      'https://acme.com/fr/',
      `<nav><a href="/fr/pour-les-clubs">Pour les clubs</a><a href="/fr/beta">Bêta</a><a href="/en/">English</a><a href="/fr/connexion">Connexion</a></nav>
       <main><a href="/fr/a/b/c/d">Deep</a><a href="/fr/plans">Voir les plans</a></main>
       <footer><a href="/fr/mentions-legales">Mentions légales</a><a href="/fr/blog">Blog</a><a href="/fr/qui-sommes-nous">Qui sommes-nous</a></footer>`,
    );
    expect(others(pages)).toEqual(['https://acme.com/fr/pour-les-clubs', 'https://acme.com/fr/beta', 'https://acme.com/fr/qui-sommes-nous']);
  });

  it('still gives named kinds and useful pages the room first', () => {
    const pages = plan(
      'https://acme.com/',
      '<a href="/team">Team</a><a href="/manifesto">Manifesto</a><a href="/customers">Customers</a><a href="/pricing">Pricing</a>',
      {
        maxPages: 3,
      },
    );
    expect(pages).toEqual([
      { url: 'https://acme.com/pricing', kind: 'pricing' },
      { url: 'https://acme.com/customers', kind: 'other' },
    ]);
  });
});

describe('planFollowUps', () => {
  const taken: PlannedPage[] = [
    { url: 'https://acme.com/', kind: 'home' },
    { url: 'https://acme.com/pricing', kind: 'pricing' },
  ];

  it('finds a kind the home page did not link on the pages fetched after it, and useful pages, never plain ones', () => {
    const pages = planFollowUps({
      homeUrl: 'https://acme.com/',
      pages: [
        {
          url: 'https://acme.com/pricing',
          html: '<a href="get-a-quote">Contact sales</a><a href="/pricing">Pricing</a><a href="/team">Team</a><a href="/security">Security</a>',
        },
      ],
      taken,
      room: 5,
    });
    expect(pages).toEqual([
      { url: 'https://acme.com/get-a-quote', kind: 'demo' },
      { url: 'https://acme.com/security', kind: 'other' },
    ]);
  });

  it('does not look for a kind already fetched, and stops at the room left', () => {
    const pages = planFollowUps({
      homeUrl: 'https://acme.com/',
      pages: [
        { url: 'https://acme.com/features', html: '<a href="/plans">Plans</a><a href="/customers">Customers</a><a href="/integrations">Integrations</a>' },
      ],
      taken,
      room: 1,
    });
    expect(pages).toEqual([{ url: 'https://acme.com/customers', kind: 'other' }]);
  });

  it("looks for a pricing page where sites keep one when no page links it, in the home page's language and folder", () => {
    const none = [{ url: 'https://acme.com/de/', html: '<a href="/de/funktionen">Funktionen</a>' }];
    expect(
      planFollowUps({ homeUrl: 'https://acme.com/de/', pages: none, taken: [{ url: 'https://acme.com/de/', kind: 'home' }], room: 3, language: 'de' }),
    ).toEqual([
      { url: 'https://acme.com/de/preise', kind: 'pricing' },
      { url: 'https://acme.com/de/funktionen', kind: 'other' },
    ]);
    expect(planFollowUps({ homeUrl: 'https://acme.com/', pages: [], taken: [{ url: 'https://acme.com/', kind: 'home' }], room: 3 })).toEqual([
      { url: 'https://acme.com/pricing', kind: 'pricing' },
    ]);
    expect(planFollowUps({ homeUrl: 'https://acme.com/', pages: [], taken, room: 3 })).toEqual([]);
  });
});
