import { defineParaphraseSuite } from '../paraphrase-suite.ts';
import { headed, logos, marquee, slug, svgLogos } from '../visual-snippets.ts';

/**
 * customer-logos: a wall of customer logos (DESIGN section 3), by shape: three or more
 * distinct logos in a row, grid, marquee or cards, or one image of a logo strip, under
 * any heading or none. Not: partner, integration, press, award, certification,
 * technology, investor, funding, payment, app-store or social walls, photos, icons,
 * or "trusted by" words without logos.
 */

const EN_A = ['Northwind', 'Bluefin Labs', 'Kestrel', 'Larchmont'];
const EN_B = ['Harbour Bank', 'Quillstack', 'Fernway', 'Mapleline', 'Orbital', 'Tidewater', 'Solway', 'Brightmoor'];
const DE_A = ['Bergmann', 'Hofer Bau', 'Kessler', 'Lindner Logistik'];
const DE_B = ['Stadtwerke Aue', 'Brandt & Söhne', 'Nordlicht', 'Wagner Holz', 'Falkenstein', 'Elbtal', 'Rosenau', 'Weidmann'];
const FR_A = ['Dupont', 'Moreau Conseil', 'Lefèvre', 'Girard'];
const FR_B = ['Maison Roux', 'Atelier Nord', 'Batignolles', 'Clairval', 'Ondine', 'Pressoir', 'Vauban', 'Émeraude'];
const ES_A = ['Iberia Frío', 'Garrido', 'Solana', 'Vidal'];
const ES_B = ['Hornos Sol', 'Marea', 'Cortijo', 'Alhambra Tech', 'Brisa', 'Pinar', 'Olivo', 'Castell'];

const IN_FOOTER = (content: string) => `<main><h1>Acme</h1></main><footer>${content}</footer>`;
const companySite = (name: string) => `https://www.${name.toLowerCase().replace(/[^a-z]+/g, '')}.example/`;

/** Cases added after reading the corpus (kinds, not its sentences): logo cards with stories, one alt text for every logo, slides and team cards that are no wall. */
const storyCards = (names: readonly string[], story: string) =>
  names.map((name) => `<article><img src="/assets/logos/${slug(name)}.webp" alt="${name} Logo"><h3>${name}</h3><p>${story}</p></article>`).join('');
const teamCards = (names: readonly string[], bio: string) =>
  names.map((name) => `<article><img src="/team/${slug(name)}.jpg" alt="${name}"><h3>${name}</h3><p>${bio}</p></article>`).join('');
const oneAlt = (names: readonly string[], alt: string) => names.map((name) => `<img src="/img/clients/${slug(name)}.png" alt="${alt}">`).join('');
const slides = (names: readonly string[], caption: string) =>
  `<div class="carousel">${names.map((name, index) => `<div class="slide"><img src="/static/logo_carousel.jpg" alt="(${index + 1}) ${name}"><p>${caption}</p></div>`).join('')}</div>`;
const MORE = {
  en: {
    positive: [
      {
        html: `<p>Connect your bank and watch the first month reconcile itself.</p><section class="row"><h2>Chosen by finance teams at</h2>${logos(EN_B.slice(0, 5))}</section>`,
        why: "the heading inside the logos' own section, after a line about connecting",
      },
      {
        html: headed(
          'Results our customers see',
          storyCards(EN_A, 'Cut month-end from five days to two and retired three spreadsheets along the way, with every entity on one ledger.'),
        ),
        why: 'logo cards with stories',
      },
      { html: `<section>${marquee(oneAlt(EN_B.slice(0, 6), 'Acme client logo'))}</section>`, why: 'one alt text for every logo' },
    ],
    negative: [
      {
        html: headed(
          'Meet the people behind Acme',
          teamCards(
            ['Ana Ruiz', 'Tom Vance', 'Ida Berg', 'Sam Okafor'],
            'Joined in 2019 from a payments start-up and now looks after the ledger, the API and far too many plants.',
          ),
        ),
        why: 'team cards',
      },
      {
        html: slides(
          ['Orderly: a mobile app for your delivery fleet', 'Tillpoint: the till that syncs your menu', 'Loyalty+: points for every order'],
          'An app that connects to Acme in a click, with orders and customers synced both ways.',
        ),
        why: 'carousel slides of one image each',
      },
    ],
  },
  de: {
    positive: [
      {
        html: `<p>Verbinden Sie Ihre Bank und sehen Sie den ersten Monat abgestimmt.</p><section class="row"><h2>Vertraut von Finanzteams bei</h2>${logos(DE_B.slice(0, 5))}</section>`,
        why: "the heading inside the logos' own section, after a line about connecting",
      },
      {
        html: headed(
          'Ergebnisse unserer Kunden',
          storyCards(DE_A, 'Den Monatsabschluss von fünf auf zwei Tage verkürzt und dabei drei Excel-Listen abgeschafft, alle Gesellschaften in einem Buch.'),
        ),
        why: 'logo cards with stories',
      },
      { html: `<section>${marquee(oneAlt(DE_B.slice(0, 6), 'Acme Kundenlogo'))}</section>`, why: 'one alt text for every logo' },
    ],
    negative: [
      {
        html: headed(
          'Die Menschen hinter Acme',
          teamCards(
            ['Jana Kühn', 'Lukas Brandt', 'Mia Wolf', 'Ben Richter'],
            'Kam 2019 von einem Zahlungs-Start-up und kümmert sich heute um Hauptbuch, API und viel zu viele Pflanzen.',
          ),
        ),
        why: 'team cards',
      },
      {
        html: slides(
          ['Lieferly: die App für Ihre Fahrer', 'Kassenpunkt: die Kasse mit Ihrer Speisekarte', 'Treue+: Punkte für jede Bestellung'],
          'Eine App, die sich mit einem Klick an Acme anbindet, Bestellungen und Kunden in beide Richtungen.',
        ),
        why: 'slides',
      },
    ],
  },
  fr: {
    positive: [
      {
        html: `<p>Connectez votre banque et voyez votre premier mois rapproché.</p><section class="row"><h2>Ils nous font confiance</h2>${logos(FR_B.slice(0, 5))}</section>`,
        why: "the heading inside the logos' own section, after a line about connecting",
      },
      {
        html: headed(
          'Les résultats de nos clients',
          storyCards(
            FR_A,
            'La clôture mensuelle passée de cinq à deux jours, trois tableurs abandonnés en route, toutes les entités dans un seul grand livre.',
          ),
        ),
        why: 'logo cards with stories',
      },
      { html: `<section>${marquee(oneAlt(FR_B.slice(0, 6), 'Logo client Acme'))}</section>`, why: 'one alt text for every logo' },
    ],
    negative: [
      {
        html: headed(
          'Les personnes derrière Acme',
          teamCards(
            ['Claire Martin', 'Hugo Petit', 'Léa Bernard', 'Paul Simon'],
            'Arrivée en 2019 d’une start-up de paiement, elle s’occupe du grand livre, de l’API et de beaucoup trop de plantes.',
          ),
        ),
        why: 'team cards',
      },
      {
        html: slides(
          ['Livrio : l’appli de vos livreurs', 'Caissio : la caisse reliée à votre carte', 'Fidélio : des points à chaque commande'],
          'Une application qui se connecte à Acme en un clic, commandes et clients synchronisés dans les deux sens.',
        ),
        why: 'slides',
      },
    ],
  },
  es: {
    positive: [
      {
        html: `<p>Conecte su banco y vea su primer mes conciliado.</p><section class="row"><h2>Empresas que confían en nosotros</h2>${logos(ES_B.slice(0, 5))}</section>`,
        why: "the heading inside the logos' own section, after a line about connecting",
      },
      {
        html: headed(
          'Resultados de nuestros clientes',
          storyCards(ES_A, 'Redujeron el cierre mensual de cinco a dos días y dejaron tres hojas de cálculo por el camino, todas las sociedades en un libro.'),
        ),
        why: 'logo cards with stories',
      },
      { html: `<section>${marquee(oneAlt(ES_B.slice(0, 6), 'Logo cliente Acme'))}</section>`, why: 'one alt text for every logo' },
    ],
    negative: [
      {
        html: headed(
          'Las personas detrás de Acme',
          teamCards(
            ['Lucía Romero', 'Pablo Gil', 'Marta Ruiz', 'Diego León'],
            'Llegó en 2019 desde una startup de pagos y hoy se ocupa del libro mayor, la API y de demasiadas plantas.',
          ),
        ),
        why: 'team cards',
      },
      {
        html: slides(
          ['Repartio: la app de tus repartidores', 'Cajero: la caja con tu carta', 'Fideli+: puntos en cada pedido'],
          'Una aplicación que se conecta a Acme con un clic, pedidos y clientes sincronizados en ambos sentidos.',
        ),
        why: 'slides',
      },
    ],
  },
};

export default defineParaphraseSuite('customer-logos', {
  en: {
    positive: [
      ...MORE.en.positive,
      { html: headed('Trusted by security teams at', logos(EN_B.slice(0, 5))), why: 'a trade qualifies the customers, it names no certification row' },
      { html: headed('Used by payments and compliance leaders at', logos(EN_A)), why: 'the trade of the people who chose it' },
      { html: headed('Trusted by fast-growing teams', logos(EN_A)), why: 'a row under a trust heading' },
      { html: headed('Our customers', logos(EN_B, { folder: '/assets/customers', ext: 'png' })), why: 'a grid of eight' },
      { html: `<section><p class="eyebrow">Used by teams at</p>${marquee(logos(EN_B.slice(0, 5)))}</section>`, why: 'a marquee drawn twice' },
      { html: `<section><h2>Trusted by</h2>${marquee(logos(EN_A.slice(0, 3)), 3)}</section>`, why: 'a marquee of three distinct logos, three times over' },
      {
        html: `<div class="cards">${EN_A.map((name) => `<a class="card" href="/customers/${name.toLowerCase()}">${logos([name])}<span>Read the story</span></a>`).join('')}</div>`,
        why: 'logo cards linking to case studies, no heading',
      },
      { html: headed('Trusted by 2,000+ companies', '<img src="/images/customer-logos-strip.png" alt="Customer logos">'), why: 'one strip image' },
      { html: '<section><img src="/images/home/logos.webp" alt="Logos of companies that use Acme"></section>', why: 'one strip image, no heading' },
      { html: headed('Join 4,000 companies already on Acme', svgLogos(EN_B.slice(0, 5))), why: 'inline SVG wordmarks' },
      {
        html: `<main><h1>Invoices that chase themselves</h1><div>${logos(EN_B.slice(0, 6), { href: companySite })}</div></main>`,
        why: 'logos linking to each company, no heading',
      },
      {
        html: `<main><h1>Close the books in days</h1><a href="/signup">Start free</a><div class="strip">${logos(EN_B.slice(2, 7), { folder: '/images/logos', alt: (name) => `${name} logo` })}</div></main>`,
        why: 'a logo row under the hero, no heading at all',
      },
      { html: `<section><p>Customers</p><h2>Teams that ship with Acme</h2><div>${logos(EN_A)}</div></section>`, why: 'an eyebrow over the heading' },
      { html: `<div aria-label="Customer logos">${logos(EN_B.slice(1, 5))}</div>`, why: 'named by its aria-label' },
      {
        html: headed('From startups to the Fortune 500', `<div class="logo-cloud">${logos(EN_B.slice(3, 8))}</div>`),
        why: 'a logo cloud under a neutral heading',
      },
      { html: headed('Trusted by', logos(['Harbourside', 'Elmwood', 'Kestrel'])), why: 'three logos under "Trusted by"' },
      { html: headed('Teams that switched from spreadsheets', logos(EN_A)), why: 'customers who switched' },
      { html: headed('Clinics on Acme', logos(['Harbourside Dental', 'Elmwood Physio', 'Kestrel Eye Care', 'Larch Health'])), why: 'the organisations named' },
      {
        html: `<h2>Loved by product teams</h2><ul class="logos">${EN_B.slice(0, 6)
          .map((name) => `<li>${logos([name])}</li>`)
          .join('')}</ul>`,
        why: 'a list of logos',
      },
      {
        html: headed(
          "Powering the world's best support teams",
          EN_A.map((name) => `<picture><source srcset="/l/${name.toLowerCase()}.avif"><img src="/l/${name.toLowerCase()}.png" alt="${name}"></picture>`).join(
            '',
          ),
        ),
        why: 'pictures with sources',
      },
      { html: headed('Chosen by 300+ schools', logos(['Riverside Academy', 'St Brigid', 'Oakfield High', 'Millbrook'])), why: 'a count of schools' },
      { html: headed('They run their shops on Acme', logos(EN_B.slice(0, 4), { lazy: true })), why: 'lazy images' },
      {
        html: `<h2>Who uses Acme?</h2><div class="grid">${['Harbour Bank', 'Fernway', 'Orbital', 'Solway'].map((name, index) => `<figure>${logos([name])}<figcaption>${['Banking', 'Retail', 'Logistics', 'Energy'][index]}</figcaption></figure>`).join('')}</div>`,
        why: 'logos captioned with their industry',
      },
      { html: `<figure><div>${logos(EN_B.slice(4, 8))}</div><figcaption>A few of our clients</figcaption></figure>`, why: 'a caption below' },
      { html: headed('In good company', logos(EN_B.slice(2, 6))), why: 'in good company' },
      {
        html: headed('Results, not promises', logos(EN_A, { href: (name) => `/case-studies/${name.toLowerCase().replace(/ /g, '-')}` })),
        why: 'a neutral heading, logos linking to case studies',
      },
      {
        html: headed('Built for finance teams', [1, 2, 3, 4].map((n) => `<img src="/img/clients/client-${n}.png" alt="">`).join('')),
        why: 'unnamed logos filed as clients',
      },
    ],
    negative: [
      ...MORE.en.negative,
      { html: headed('Integrates with your favourite tools', logos(['Slack', 'GitHub', 'Jira', 'Zapier'])), why: 'an integration wall' },
      {
        html: `<div>${logos(['Slack', 'HubSpot', 'Salesforce', 'Notion'], { href: (name) => `/integrations/${name.toLowerCase()}` })}</div>`,
        why: 'logos linking to integration pages, no heading',
      },
      { html: headed('Our partners', logos(EN_A)), why: 'a partner wall' },
      { html: headed('As seen in', logos(['The Daily Ledger', 'TechWire', 'Startup Weekly', 'Fin Gazette'], { folder: '/img/press' })), why: 'press' },
      { html: headed('Awards &amp; recognition', logos(['Best SaaS 2024', 'Top 50 Startups', 'Product Award', 'Design Prize'])), why: 'awards' },
      { html: headed('Security &amp; compliance', logos(['SOC 2 Type II', 'ISO 27001', 'GDPR', 'HIPAA'], { folder: '/img/badges' })), why: 'certifications' },
      { html: headed('Built on technologies you can rely on', logos(['PostgreSQL', 'Kubernetes', 'Redis', 'Kafka'])), why: 'a technology wall' },
      { html: headed('Backed by', logos(['Seedcamp Ventures', 'Northstar Capital', 'Bluepoint VC', 'Angel Syndicate'])), why: 'investors' },
      { html: headed('Secure payments', logos(['Visa', 'Mastercard', 'PayPal', 'Apple Pay'])), why: 'payment methods' },
      {
        html: `<section><p>Follow us</p>${['twitter.com', 'linkedin.com', 'facebook.com', 'instagram.com'].map((host) => `<a href="https://${host}/acme"><img src="/i/${host}.svg" alt="${host}"></a>`).join('')}</section>`,
        why: 'social icons',
      },
      {
        html: headed('Download the app', logos(['Download on the App Store', 'Get it on Google Play', 'Explore it on AppGallery'], { folder: '/badges' })),
        why: 'app-store badges',
      },
      {
        html: '<section><h2>Trusted by 2,000 teams</h2><p>From two-person studios to listed companies, teams run their invoicing on Acme.</p></section>',
        why: 'trust words, no logos',
      },
      {
        html: headed(
          'Meet the team',
          ['Ana Ruiz', 'Tom Vance', 'Ida Berg', 'Sam Okafor']
            .map((name) => `<img src="/team/${name.split(' ')[0]!.toLowerCase()}.jpg" alt="${name}">`)
            .join(''),
        ),
        why: 'team portraits',
      },
      {
        html: `<h2>Everything in one place</h2><div>${['Invoices', 'Reminders', 'Reports', 'Exports'].map((name) => `<div><svg viewBox="0 0 9 9"><path d="M0 0"/></svg><p>${name}</p><p>Keep every client up to date without a spreadsheet</p></div>`).join('')}</div>`,
        why: 'a feature icon grid',
      },
      {
        html: headed(
          'Screenshots',
          ['Dashboard', 'Invoice editor', 'Reports']
            .map((name) => `<img src="/shots/${name.toLowerCase().replace(/ /g, '-')}.jpg" alt="${name} screenshot">`)
            .join(''),
        ),
        why: 'screenshots',
      },
      { html: headed('Trusted by', logos(['Northwind', 'Kestrel'])), why: 'two logos' },
      { html: `<section><h2>Trusted by</h2>${marquee(logos(['Northwind', 'Kestrel']), 3)}</section>`, why: 'a marquee of two distinct logos' },
      { html: headed('Sponsors', logos(['Cloudbase', 'Opencollective Fund', 'DevTools Inc', 'Hostly'])), why: 'open-source sponsors' },
      { html: headed('Available on every platform', logos(['Windows', 'macOS', 'Linux', 'iOS'], { folder: '/img/platforms' })), why: 'platforms' },
      { html: headed('A growing ecosystem', '<img src="/img/partner-logos.png" alt="Our technology partners">'), why: 'a strip image of partners' },
      { html: headed('Pay securely', '<img src="/img/payment-logos.png" alt="Accepted payment methods">'), why: 'a strip image of payment logos' },
      { html: headed('Trusted by 500 teams', '<img src="/img/dashboard.png" alt="The Acme dashboard">'), why: 'a trust heading over a screenshot' },
      { html: headed('Available in 12 languages', logos(['English', 'Deutsch', 'Français', 'Español'], { folder: '/flags' })), why: 'language flags' },
      { html: headed('Import from anywhere', logos(['CSV', 'Excel', 'Google Sheets', 'Airtable'])), why: 'data sources' },
      {
        html: `<h1>Compare Acme</h1><div>${['Mailjar', 'Sendly', 'Postbox', 'Inboxer'].map((name) => `<div>${logos([name])}<p>Acme vs ${name}</p></div>`).join('')}</div>`,
        why: 'competitors on a comparison page',
      },
      { html: IN_FOOTER(`<p>Member of</p>${logos(['SaaS Alliance', 'Digital Guild', 'Cloud Forum', 'Fintech Circle'])}`), why: 'memberships in the footer' },
      { html: headed('Certified partner of', logos(['Google Cloud', 'AWS', 'Microsoft Azure', 'Salesforce'])), why: 'partner certifications' },
    ],
  },
  de: {
    positive: [
      ...MORE.de.positive,
      { html: headed('Sicherheits- und Compliance-Teams vertrauen auf Acme', logos(DE_B.slice(0, 5))), why: 'the teams who chose it, no certification row' },
      { html: headed('Im Einsatz bei Zahlungs- und Compliance-Verantwortlichen von', logos(DE_A)), why: 'the trade of the people who chose it' },
      { html: headed('Sie vertrauen uns', logos(DE_A)), why: 'trust heading' },
      { html: headed('Unsere Kunden', logos(DE_B, { folder: '/bilder/kunden', ext: 'png' })), why: 'a grid' },
      { html: headed('Diese Unternehmen setzen auf Acme', logos(DE_B.slice(0, 5))), why: 'setzen auf' },
      { html: `<section><p>Im Einsatz bei</p>${marquee(logos(DE_B.slice(2, 7)))}</section>`, why: 'a marquee' },
      { html: headed('Vertraut von über 800 Teams', logos(DE_A)), why: 'vertraut von' },
      { html: headed('Referenzen', logos(DE_B.slice(1, 6), { alt: (name) => `Logo ${name}` })), why: 'references' },
      { html: headed('Zufriedene Kunden aus ganz Deutschland', logos(DE_B.slice(3, 8))), why: 'satisfied customers' },
      { html: headed('In guter Gesellschaft', svgLogos(DE_B.slice(0, 4))), why: 'inline SVG' },
      { html: headed('Sie sind zu Acme umgestiegen', logos(DE_A)), why: 'switched' },
      {
        html: headed('Kanzleien mit Acme', logos(['Kanzlei Maaß', 'Steuerbüro Kern', 'Hartmann &amp; Partner Steuerberatung', 'Voigt Recht'])),
        why: 'organisations named',
      },
      { html: headed('Wer nutzt Acme?', logos(DE_B.slice(4, 8))), why: 'a question' },
      { html: `<div aria-label="Kundenlogos">${logos(DE_B.slice(0, 4))}</div>`, why: 'aria-label' },
      { html: headed('Vertrauen von über 500 Restaurants', '<img src="/bilder/kundenlogos.png" alt="Logos unserer Kunden">'), why: 'one strip image' },
      { html: '<section><img src="/img/referenzen-logos.webp" alt="Kundenlogos"></section>', why: 'strip image, no heading' },
      { html: `<main><h1>Lohnabrechnung ohne Papier</h1><div>${logos(DE_B.slice(0, 6), { href: companySite })}</div></main>`, why: 'linking to the companies' },
      {
        html: `<main><h1>Dienstpläne in Minuten</h1><a href="/registrieren">Kostenlos testen</a><div class="logos">${logos(DE_B.slice(1, 5), { alt: (name) => `${name} Logo` })}</div></main>`,
        why: 'under the hero, no heading',
      },
      { html: headed('Von Start-ups bis zu Konzernen', `<div class="logo-wall">${logos(DE_B.slice(2, 7))}</div>`), why: 'neutral heading, named wall' },
      { html: headed('Vertraut von', logos(['Aue', 'Elbtal', 'Rosenau'])), why: 'three logos' },
      {
        html: `<div class="referenzen">${DE_A.map((name) => `<a href="/referenzen/${name.toLowerCase().replace(/ /g, '-')}">${logos([name])}<span>Zur Fallstudie</span></a>`).join('')}</div>`,
        why: 'cards linking to references',
      },
      { html: headed('Diese Marken arbeiten mit Acme', logos(DE_B.slice(3, 7), { lazy: true })), why: 'brands' },
      { html: `<section><p>Kunden</p><h2>Teams, die mit Acme planen</h2><div>${logos(DE_A)}</div></section>`, why: 'eyebrow' },
      {
        html: `<h2>Ausgewählte Kunden</h2><ul>${DE_B.slice(0, 5)
          .map((name) => `<li>${logos([name])}</li>`)
          .join('')}</ul>`,
        why: 'a list',
      },
      { html: headed('Mehr als 1.200 Betriebe arbeiten täglich mit Acme', logos(DE_A)), why: 'a count of firms' },
      { html: `<section><h2>Sie vertrauen uns</h2>${marquee(logos(['Elbtal', 'Rosenau', 'Weidmann']), 3)}</section>`, why: 'three distinct in a marquee' },
      { html: headed('Praxen, die auf Acme zählen', logos(['Praxis Dr. Kern', 'Zahnarzt Brandt', 'Physio Aue', 'Hausarzt Voigt'])), why: 'practices' },
    ],
    negative: [
      ...MORE.de.negative,
      { html: headed('Integrationen', logos(['DATEV', 'Lexware', 'sevDesk', 'Shopify'])), why: 'integrations' },
      { html: headed('Funktioniert mit Ihren Tools', logos(['Slack', 'Microsoft Teams', 'Outlook', 'Google Kalender'])), why: 'works with' },
      { html: headed('Unsere Partner', logos(DE_A)), why: 'partners' },
      { html: headed('Bekannt aus', logos(['Handelsblatt Online', 'Gründerszene', 't3n Magazin', 'WirtschaftsWoche'])), why: 'press' },
      { html: headed('Auszeichnungen', logos(['Innovationspreis 2024', 'Top Arbeitgeber', 'Deutscher Digitalpreis', 'Mittelstandspreis'])), why: 'awards' },
      { html: headed('Zertifizierungen', logos(['ISO 27001', 'TÜV geprüft', 'DSGVO', 'BSI C5'], { folder: '/bilder/siegel' })), why: 'certifications' },
      { html: headed('Gefördert durch', logos(['Europäische Union', 'BMWK', 'Land Sachsen', 'EFRE'])), why: 'public funding' },
      { html: headed('Unsere Investoren', logos(['Nordkapital', 'Seed Fonds Ost', 'Hafen Ventures', 'Business Angels Nord'])), why: 'investors' },
      { html: headed('Sichere Zahlung', logos(['Visa', 'Mastercard', 'PayPal', 'Klarna'])), why: 'payment' },
      {
        html: `<section><p>Folgen Sie uns</p>${['twitter.com', 'linkedin.com', 'xing.com', 'instagram.com'].map((host) => `<a href="https://${host}/acme"><img src="/i/${host}.svg" alt="${host}"></a>`).join('')}</section>`,
        why: 'social',
      },
      { html: headed('App herunterladen', logos(['Laden im App Store', 'Jetzt bei Google Play', 'AppGallery'], { folder: '/badges' })), why: 'app stores' },
      {
        html: '<section><h2>Vertraut von über 800 Teams</h2><p>Handwerksbetriebe in ganz Deutschland planen ihre Einsätze mit Acme.</p></section>',
        why: 'words only',
      },
      {
        html: headed(
          'Unser Team',
          ['Jana Kühn', 'Lukas Brandt', 'Mia Wolf', 'Ben Richter']
            .map((name) => `<img src="/team/${name.split(' ')[0]!.toLowerCase()}.jpg" alt="${name}">`)
            .join(''),
        ),
        why: 'team photos',
      },
      {
        html: `<h2>Funktionen</h2><div>${['Rechnungen', 'Mahnungen', 'Berichte', 'Export'].map((name) => `<div><svg viewBox="0 0 9 9"><path d="M0 0"/></svg><p>${name}</p><p>Behalten Sie jede Zahlung im Blick, ohne Tabellen</p></div>`).join('')}</div>`,
        why: 'feature icons',
      },
      {
        html: headed('Schnittstellen', logos(['DATEV', 'lexoffice', 'Personio', 'SAP'], { href: (name) => `/schnittstellen/${name.toLowerCase()}` })),
        why: 'interfaces',
      },
      { html: headed('Sie vertrauen uns', logos(['Bergmann', 'Kessler'])), why: 'two logos' },
      { html: headed('Medienpartner', logos(['Radio Elbe', 'Stadtanzeiger', 'Regio TV', 'Kulturblatt'])), why: 'media partners' },
      { html: headed('Verfügbar für', logos(['Windows', 'macOS', 'Linux', 'Android'], { folder: '/img/plattformen' })), why: 'platforms' },
      { html: headed('Unser Netzwerk', '<img src="/bilder/partner-logos.png" alt="Logos unserer Partner">'), why: 'strip image of partners' },
      { html: headed('Bezahlen Sie bequem', '<img src="/bilder/zahlungsarten.png" alt="Logos der Zahlungsarten">'), why: 'strip of payment methods' },
      { html: headed('Vertraut von 500 Teams', '<img src="/bilder/dashboard.png" alt="Das Acme-Dashboard">'), why: 'a screenshot' },
      { html: IN_FOOTER(`<p>Mitglied im</p>${logos(['Bitkom', 'Digitalverband Nord', 'IHK Hamburg', 'Mittelstand Digital'])}`), why: 'memberships' },
      { html: headed('Kompatibel mit Ihrer Technik', logos(['PostgreSQL', 'Docker', 'Kubernetes', 'Redis'])), why: 'technology' },
      { html: headed('Daten importieren aus', logos(['CSV', 'Excel', 'Google Tabellen', 'Airtable'])), why: 'data sources' },
      {
        html: `<h1>Acme im Vergleich</h1><div>${['Planio', 'Taskly', 'Boardo', 'Listig'].map((name) => `<div>${logos([name])}<p>Acme vs ${name}</p></div>`).join('')}</div>`,
        why: 'competitors',
      },
      { html: headed('Presse', logos(['Süddeutsche', 'Tagesspiegel', 'Der Standard', 'NZZ'], { folder: '/presse' })), why: 'press heading' },
    ],
  },
  fr: {
    positive: [
      ...MORE.fr.positive,
      {
        html: headed('Les équipes sécurité de ces entreprises nous font confiance', logos(FR_B.slice(0, 5))),
        why: 'the teams who chose it, no certification row',
      },
      { html: headed('Adopté par les directions paiement et conformité', logos(FR_A)), why: 'the trade of the people who chose it' },
      { html: headed('Ils nous font confiance', logos(FR_A)), why: 'trust heading' },
      { html: headed('Nos clients', logos(FR_B, { folder: '/images/clients', ext: 'png' })), why: 'a grid' },
      { html: headed('Ils utilisent Acme', logos(FR_B.slice(0, 5))), why: 'they use' },
      { html: `<section><p>Plus de 500 entreprises nous font confiance</p>${marquee(logos(FR_B.slice(2, 7)))}</section>`, why: 'a marquee' },
      { html: headed('Ils ont choisi Acme', logos(FR_A)), why: 'chose' },
      { html: headed('Nos références', logos(FR_B.slice(1, 6), { alt: (name) => `Logo ${name}` })), why: 'references' },
      { html: headed('Elles nous font confiance', svgLogos(FR_B.slice(3, 7))), why: 'inline SVG' },
      { html: headed('Ils sont passés à Acme', logos(FR_A)), why: 'switched' },
      { html: headed('Les cabinets Acme', logos(['Cabinet Roux', 'Fiduciaire Nord', 'Expertise Vauban', 'Conseil Ondine'])), why: 'organisations named' },
      { html: headed('Qui utilise Acme ?', logos(FR_B.slice(4, 8))), why: 'a question' },
      { html: `<div aria-label="Logos de nos clients">${logos(FR_B.slice(0, 4))}</div>`, why: 'aria-label' },
      { html: headed('Approuvé par plus de 50 marchands', '<img src="/img/logos-clients.png" alt="Logos clients">'), why: 'one strip image' },
      { html: '<section><img src="/img/bandeau-logos.webp" alt="Ils nous font confiance"></section>', why: 'strip image, no heading' },
      { html: `<main><h1>La paie sans papier</h1><div>${logos(FR_B.slice(0, 6), { href: companySite })}</div></main>`, why: 'linking to the companies' },
      {
        html: `<main><h1>Vos plannings en quelques minutes</h1><a href="/inscription">Essai gratuit</a><div class="logos">${logos(FR_B.slice(1, 5), { alt: (name) => `Logo de ${name}` })}</div></main>`,
        why: 'under the hero, no heading',
      },
      { html: headed('Des start-up aux grands groupes', `<div class="logo-cloud">${logos(FR_B.slice(2, 7))}</div>`), why: 'neutral heading, named wall' },
      { html: headed('Ils nous font confiance', logos(['Ondine', 'Vauban', 'Pressoir'])), why: 'three logos' },
      {
        html: `<div class="cas-clients">${FR_A.map((name) => `<a href="/clients/${name.toLowerCase().replace(/ /g, '-')}">${logos([name])}<span>Lire le témoignage</span></a>`).join('')}</div>`,
        why: 'cards linking to client stories',
      },
      { html: headed('Ces marques travaillent avec Acme', logos(FR_B.slice(3, 7), { lazy: true })), why: 'brands' },
      { html: `<section><p>Clients</p><h2>Les équipes qui avancent avec Acme</h2><div>${logos(FR_A)}</div></section>`, why: 'eyebrow' },
      {
        html: `<h2>Utilisé par les équipes de</h2><ul>${FR_B.slice(0, 5)
          .map((name) => `<li>${logos([name])}</li>`)
          .join('')}</ul>`,
        why: 'a list',
      },
      { html: headed('Rejoignez plus de 3 000 entreprises', logos(FR_A)), why: 'join' },
      { html: headed('En bonne compagnie', logos(FR_B.slice(2, 6))), why: 'in good company' },
      { html: `<section><h2>Ils nous font confiance</h2>${marquee(logos(['Ondine', 'Vauban', 'Clairval']), 3)}</section>`, why: 'three distinct in a marquee' },
      { html: headed('Des écoles qui ont adopté Acme', logos(['École Jean Moulin', 'Lycée Pasteur', 'Collège Vauban', 'Institut Clairval'])), why: 'schools' },
    ],
    negative: [
      ...MORE.fr.negative,
      { html: headed('Intégrations', logos(['Pennylane', 'Qonto', 'Shopify', 'Zapier'])), why: 'integrations' },
      { html: headed('Compatible avec vos outils', logos(['Slack', 'Microsoft Teams', 'Outlook', 'Google Agenda'])), why: 'compatible with' },
      { html: headed('Nos partenaires', logos(FR_A)), why: 'partners' },
      { html: headed('Ils parlent de nous', logos(['Les Échos', 'Le Parisien', 'BFM Business', 'Maddyness'], { folder: '/img/presse' })), why: 'press' },
      { html: headed('Vu dans la presse', logos(['Le Monde', 'Challenges', 'Capital', 'L’Usine Digitale'])), why: 'press' },
      { html: headed('Prix et distinctions', logos(['Trophée de l’innovation', 'Prix French Tech', 'Label Startup', 'Grand Prix RH'])), why: 'awards' },
      { html: headed('Certifications', logos(['ISO 27001', 'HDS', 'RGPD', 'SecNumCloud'], { folder: '/img/certifications' })), why: 'certifications' },
      { html: headed('Ils nous soutiennent', logos(['Bpifrance', 'Région Occitanie', 'French Tech', 'Réseau Entreprendre'])), why: 'funders' },
      { html: headed('Paiement sécurisé', logos(['Visa', 'Mastercard', 'CB', 'Amex'])), why: 'payment' },
      {
        html: `<section><p>Suivez-nous</p>${['twitter.com', 'linkedin.com', 'facebook.com', 'instagram.com'].map((host) => `<a href="https://${host}/acme"><img src="/i/${host}.svg" alt="${host}"></a>`).join('')}</section>`,
        why: 'social',
      },
      {
        html: headed("Télécharger l'application", logos(["Télécharger dans l'App Store", 'Disponible sur Google Play', 'AppGallery'], { folder: '/badges' })),
        why: 'app stores',
      },
      { html: '<section><h2>Ils nous font confiance</h2><p>Plus de 2 000 artisans gèrent leurs devis avec Acme chaque jour.</p></section>', why: 'words only' },
      {
        html: headed(
          'Notre équipe',
          ['Claire Martin', 'Hugo Petit', 'Léa Bernard', 'Paul Simon']
            .map((name) => `<img src="/equipe/${name.split(' ')[0]!.toLowerCase()}.jpg" alt="${name}">`)
            .join(''),
        ),
        why: 'team photos',
      },
      {
        html: `<h2>Fonctionnalités</h2><div>${['Factures', 'Relances', 'Rapports', 'Exports'].map((name) => `<div><svg viewBox="0 0 9 9"><path d="M0 0"/></svg><p>${name}</p><p>Suivez chaque paiement sans tableur ni relance manuelle</p></div>`).join('')}</div>`,
        why: 'feature icons',
      },
      { html: headed('Ils nous font confiance', logos(['Dupont', 'Girard'])), why: 'two logos' },
      { html: headed('Partenaires technologiques', logos(['OVHcloud', 'Scaleway', 'Mistral', 'Docker'])), why: 'technology partners' },
      { html: headed('Disponible sur', logos(['Windows', 'macOS', 'Linux', 'iPhone'], { folder: '/img/plateformes' })), why: 'platforms' },
      { html: headed('Notre écosystème', '<img src="/img/logos-partenaires.png" alt="Logos de nos partenaires">'), why: 'strip of partners' },
      { html: headed('Payez en toute sécurité', '<img src="/img/moyens-de-paiement.png" alt="Logos des moyens de paiement">'), why: 'strip of payment' },
      { html: headed('Plus de 500 équipes nous font confiance', '<img src="/img/tableau-de-bord.png" alt="Le tableau de bord Acme">'), why: 'a screenshot' },
      { html: IN_FOOTER(`<p>Membre de</p>${logos(['France Digitale', 'Syntec Numérique', 'CCI Lyon', 'Numeum'])}`), why: 'memberships' },
      { html: headed('Lauréat', logos(['French Tech 120', 'i-Nov', 'Concours i-Lab', 'Prix Tremplin'])), why: 'award winner' },
      { html: headed('Importez vos données depuis', logos(['CSV', 'Excel', 'Google Sheets', 'Airtable'])), why: 'data sources' },
      {
        html: `<h1>Comparatif</h1><div>${['Planio', 'Tasko', 'Boardo', 'Listo'].map((name) => `<div>${logos([name])}<p>Acme vs ${name}</p></div>`).join('')}</div>`,
        why: 'competitors',
      },
      {
        html: headed('Une technologie éprouvée', logos(['PostgreSQL', 'Kubernetes', 'Redis', 'Elasticsearch'], { folder: '/img/technologies' })),
        why: 'technology',
      },
    ],
  },
  es: {
    positive: [
      ...MORE.es.positive,
      {
        html: headed('Los equipos de seguridad de estas empresas confían en Acme', logos(ES_B.slice(0, 5))),
        why: 'the teams who chose it, no certification row',
      },
      { html: headed('Lo usan los equipos de pagos y cumplimiento de', logos(ES_A)), why: 'the trade of the people who chose it' },
      { html: headed('Confían en nosotros', logos(ES_A)), why: 'trust heading' },
      { html: headed('Nuestros clientes', logos(ES_B, { folder: '/img/clientes', ext: 'png' })), why: 'a grid' },
      { html: headed('Empresas que usan Acme', logos(ES_B.slice(0, 5))), why: 'companies using' },
      { html: `<section><p>Más de 300 empresas confían en Acme</p>${marquee(logos(ES_B.slice(2, 7)))}</section>`, why: 'a marquee' },
      { html: headed('Ellos ya usan Acme', logos(ES_A)), why: 'they already use' },
      { html: headed('Nuestras referencias', logos(ES_B.slice(1, 6), { alt: (name) => `Logo ${name}` })), why: 'references' },
      { html: headed('Clientes que confían en nosotros', svgLogos(ES_B.slice(3, 7))), why: 'inline SVG' },
      { html: headed('Se han cambiado a Acme', logos(ES_A)), why: 'switched' },
      { html: headed('Clínicas con Acme', logos(['Clínica Sol', 'Dental Marea', 'Fisio Pinar', 'Centro Olivo'])), why: 'organisations named' },
      { html: headed('¿Quién usa Acme?', logos(ES_B.slice(4, 8))), why: 'a question' },
      { html: `<div aria-label="Logotipos de clientes">${logos(ES_B.slice(0, 4))}</div>`, why: 'aria-label' },
      { html: headed('Elegido por más de 200 clínicas', '<img src="/img/logos-clientes.png" alt="Logos de nuestros clientes">'), why: 'one strip image' },
      { html: '<section><img src="/img/franja-logotipos.webp" alt="Logotipos de empresas que usan Acme"></section>', why: 'strip image, no heading' },
      { html: `<main><h1>Nóminas sin papeles</h1><div>${logos(ES_B.slice(0, 6), { href: companySite })}</div></main>`, why: 'linking to the companies' },
      {
        html: `<main><h1>Tus turnos en minutos</h1><a href="/registro">Prueba gratis</a><div class="logos">${logos(ES_B.slice(1, 5), { alt: (name) => `Logo de ${name}` })}</div></main>`,
        why: 'under the hero, no heading',
      },
      { html: headed('De startups a grandes empresas', `<div class="logo-cloud">${logos(ES_B.slice(2, 7))}</div>`), why: 'neutral heading, named wall' },
      { html: headed('Confían en nosotros', logos(['Marea', 'Pinar', 'Olivo'])), why: 'three logos' },
      {
        html: `<div class="casos">${ES_A.map((name) => `<a href="/casos-de-exito/${name.toLowerCase().replace(/ /g, '-')}">${logos([name])}<span>Ver caso</span></a>`).join('')}</div>`,
        why: 'cards linking to case studies',
      },
      { html: headed('Marcas que trabajan con Acme', logos(ES_B.slice(3, 7), { lazy: true })), why: 'brands' },
      { html: `<section><p>Clientes</p><h2>Equipos que avanzan con Acme</h2><div>${logos(ES_A)}</div></section>`, why: 'eyebrow' },
      {
        html: `<h2>Utilizado por equipos de</h2><ul>${ES_B.slice(0, 5)
          .map((name) => `<li>${logos([name])}</li>`)
          .join('')}</ul>`,
        why: 'a list',
      },
      { html: headed('Algunos de nuestros clientes', logos(ES_A)), why: 'some of our clients' },
      { html: headed('En buena compañía', logos(ES_B.slice(2, 6))), why: 'in good company' },
      { html: `<section><h2>Confían en nosotros</h2>${marquee(logos(['Marea', 'Pinar', 'Brisa']), 3)}</section>`, why: 'three distinct in a marquee' },
      {
        html: headed('Más de 1.500 restaurantes gestionan sus reservas con Acme', logos(['Casa Lola', 'Bodega Sur', 'El Faro', 'Taberna Olivo'])),
        why: 'restaurants',
      },
    ],
    negative: [
      ...MORE.es.negative,
      { html: headed('Integraciones', logos(['Holded', 'Stripe', 'Shopify', 'Zapier'])), why: 'integrations' },
      { html: headed('Compatible con tus herramientas', logos(['Slack', 'Microsoft Teams', 'Outlook', 'Google Calendar'])), why: 'compatible with' },
      { html: headed('Nuestros socios', logos(ES_A)), why: 'partners' },
      { html: headed('Aparecemos en', logos(['El País', 'Expansión', 'Cinco Días', 'La Vanguardia'], { folder: '/img/prensa' })), why: 'press' },
      { html: headed('Premios y reconocimientos', logos(['Premio Pyme 2024', 'Top 100 Startups', 'Premio Innovación', 'Sello Excelencia'])), why: 'awards' },
      { html: headed('Certificaciones', logos(['ISO 27001', 'ENS', 'RGPD', 'ISO 9001'], { folder: '/img/certificaciones' })), why: 'certifications' },
      {
        html: headed('Financiado por la Unión Europea', logos(['NextGenerationEU', 'Plan de Recuperación', 'Gobierno de España', 'Kit Digital'])),
        why: 'public funding',
      },
      { html: headed('Con el apoyo de', logos(['ENISA', 'CDTI', 'Lanzadera', 'Wayra'])), why: 'backers' },
      { html: headed('Pago seguro', logos(['Visa', 'Mastercard', 'PayPal', 'Bizum'])), why: 'payment' },
      {
        html: `<section><p>Síguenos</p>${['twitter.com', 'linkedin.com', 'facebook.com', 'instagram.com'].map((host) => `<a href="https://${host}/acme"><img src="/i/${host}.svg" alt="${host}"></a>`).join('')}</section>`,
        why: 'social',
      },
      {
        html: headed('Descarga la app', logos(['Descárgalo en el App Store', 'Disponible en Google Play', 'AppGallery'], { folder: '/badges' })),
        why: 'app stores',
      },
      { html: '<section><h2>Confían en nosotros</h2><p>Más de 2.000 talleres gestionan sus citas con Acme cada día.</p></section>', why: 'words only' },
      {
        html: headed(
          'Nuestro equipo',
          ['Lucía Romero', 'Pablo Gil', 'Marta Ruiz', 'Diego León']
            .map((name) => `<img src="/equipo/${name.split(' ')[0]!.toLowerCase()}.jpg" alt="${name}">`)
            .join(''),
        ),
        why: 'team photos',
      },
      {
        html: `<h2>Funcionalidades</h2><div>${['Facturas', 'Recordatorios', 'Informes', 'Exportar'].map((name) => `<div><svg viewBox="0 0 9 9"><path d="M0 0"/></svg><p>${name}</p><p>Controla cada cobro sin hojas de cálculo ni avisos manuales</p></div>`).join('')}</div>`,
        why: 'feature icons',
      },
      { html: headed('Confían en nosotros', logos(['Garrido', 'Vidal'])), why: 'two logos' },
      { html: headed('Tecnologías que usamos', logos(['PostgreSQL', 'Kubernetes', 'Redis', 'Kafka'])), why: 'technology' },
      { html: headed('Disponible en', logos(['Windows', 'macOS', 'Linux', 'Android'], { folder: '/img/plataformas' })), why: 'platforms' },
      { html: headed('Nuestro ecosistema', '<img src="/img/logos-partners.png" alt="Logos de nuestros partners">'), why: 'strip of partners' },
      { html: headed('Paga con seguridad', '<img src="/img/metodos-de-pago.png" alt="Logos de los métodos de pago">'), why: 'strip of payment' },
      { html: headed('Más de 500 equipos confían en nosotros', '<img src="/img/panel.png" alt="El panel de Acme">'), why: 'a screenshot' },
      { html: IN_FOOTER(`<p>Miembro de</p>${logos(['AMETIC', 'Asociación Startups', 'Cámara de Comercio', 'DigitalES'])}`), why: 'memberships' },
      { html: headed('En los medios', logos(['El Mundo', 'ABC', 'Forbes España', 'El Confidencial'])), why: 'in the media' },
      { html: headed('Importa tus datos desde', logos(['CSV', 'Excel', 'Google Sheets', 'Airtable'])), why: 'data sources' },
      {
        html: `<h1>Comparativa</h1><div>${['Planio', 'Tasko', 'Boardo', 'Listo'].map((name) => `<div>${logos([name])}<p>Acme vs ${name}</p></div>`).join('')}</div>`,
        why: 'competitors',
      },
      {
        html: headed(
          'Partners tecnológicos',
          logos(['AWS', 'Google Cloud', 'Microsoft', 'Salesforce'], { href: (name) => `/partners/${name.toLowerCase().replace(/ /g, '-')}` }),
        ),
        why: 'partner links',
      },
    ],
  },
});
