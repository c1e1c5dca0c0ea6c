import { defineParaphraseSuite, type LanguageCases, type ParaphraseCase } from '../paraphrase-suite.ts';

/**
 * pricing-page (DESIGN section 3: "a pricing or plans page exists"): a fetched page of
 * plans, a plans section with prices, or the site's own link to its pricing page. Not
 * pricing talked about (a value, the product's own pricing features, a blog post), a
 * "Request pricing" that opens a sales form, another company's pricing page, nor a
 * pricing link whose page is missing.
 */

interface Wording {
  pricing: string;
  plans: string;
  plansAndPricing: string;
  path: string;
  perMonth: string;
  contact: string;
  requestPricing: string;
  blogTitle: string;
  pricingValue: string;
  productPricing: string;
  dynamicPricing: string;
  priceList: string;
  apiDocs: string;
  engine: string;
  priceTag: string;
  quote: string;
  honest: string;
  priceSingular: string;
  pricePath: string;
  price: string;
}

const a = (text: string, href: string) => `<a href="${href}">${text}</a>`;

function cases(w: Wording): LanguageCases {
  const planCards = `<main><h1>${w.plans}</h1><h2>Starter</h2><p>9 € ${w.perMonth}</p><h2>Pro</h2><p>29 € ${w.perMonth}</p></main>`;
  const positive: ParaphraseCase[] = [
    { pages: { [w.path]: planCards }, why: 'a fetched page of plans with prices' },
    { html: `<nav>${a(w.pricing, w.path)}</nav><main><p>${w.engine}</p></main>`, why: 'the menu names the pricing page' },
    { html: `<main><section class="pricing"><h2>${w.plans}</h2><p>19 € ${w.perMonth}</p></section></main>`, why: 'a plans section with a price' },
    {
      html: `<main><h2>${w.pricing}</h2><p>Basic</p><p>12 € ${w.perMonth}</p><p>Team</p><p>39 € ${w.perMonth}</p></main>`,
      why: 'a pricing heading with prices under it',
    },
    { html: `<nav>${a(w.plansAndPricing, '/plans-and-pricing')}</nav>` },
    { html: `<footer>${a(w.pricing, `https://acme.test${w.path}`)}</footer>` },
    {
      pages: { [w.path]: `<main><h1>${w.pricing}</h1><h2>Enterprise</h2><p>${w.quote}</p>${a(w.contact, '/contact')}</main>` },
      why: 'a pricing page without amounts',
    },
    { html: `<nav>${a(w.plans, '/plans')}</nav>` },
    { html: `<main>${a(w.pricing, w.path)}</main>` },
    { pages: { '/': `<nav>${a(w.pricing, w.path)}</nav>`, [w.path]: planCards } },
    { html: `<main><section id="plans"><h2>Starter</h2><p>0 €</p><h2>Business</h2><p>49 €</p></section></main>` },
    { pages: { [w.path]: `<main><table><tr><th>Starter</th><th>Pro</th></tr><tr><td>9 €</td><td>29 €</td></tr></table></main>` } },
    { html: `<header><nav><ul><li>${a('Features', '/features')}</li><li>${a(w.pricing, w.path)}</li></ul></nav></header>` },
    { html: `<nav>${a(w.pricing, 'https://www.acme.test/pricing/')}</nav>` },
    { html: `<main><h2>${w.pricing}</h2><p>Solo 5 € ${w.perMonth}</p></main>` },
    { html: `<nav>${a(w.pricing.toUpperCase(), w.path)}</nav>` },
    { pages: { [w.path]: `<main><h1>${w.plansAndPricing}</h1><p>Pro 15 € ${w.perMonth}</p></main>` } },
    { html: `<footer><ul><li>${a(w.plans, '/plans')}</li><li>${a('Blog', '/blog')}</li></ul></footer>` },
    { html: `<main><section class="pricing-table"><h3>Pro</h3><p>25 € ${w.perMonth}</p></section></main>` },
    { html: `<nav>${a(w.pricing, `${w.path}#plans`)}</nav>` },
    { pages: { [w.path]: `<main><h1>${w.pricing}</h1><p>Starter: 10 € ${w.perMonth}</p><p>Pro: 20 € ${w.perMonth}</p></main>` } },
    { html: `<main><h2>${w.plans}</h2><p>Hobby</p><p>7 € ${w.perMonth}</p></main>` },
    { html: `<nav>${a(w.pricing, 'https://app.acme.test/pricing')}</nav>` },
    { html: `<main><div class="container">${a(w.plansAndPricing, w.path)}</div></main>` },
    { html: `<nav>${a(w.priceSingular, w.pricePath)}</nav>`, why: 'the menu names the page in the singular' },
    {
      html: `<main><h2>${w.pricing}</h2><table>${'<tr><td>…</td><td>✓</td></tr>'.repeat(18)}<tr><td>${w.price}</td><td>12 € ${w.perMonth}</td></tr></table></main>`,
      why: 'a plans table whose prices come after many feature rows',
    },
    { html: `<main><section class="plans"><h2>Business</h2><p>99 € ${w.perMonth}</p></section></main>` },
  ];
  const negative: ParaphraseCase[] = [
    w.pricingValue,
    { html: `<main>${a(w.requestPricing, '/contact')}</main>` },
    { pages: { '/': `<nav>${a(w.pricing, w.path)}</nav>`, [w.path]: { html: '', status: 404 } }, why: 'the pricing link leads to a missing page' },
    { html: `<main>${a(w.blogTitle, '/blog/saas-pricing-guide')}</main>`, why: 'a blog post about pricing' },
    w.productPricing,
    { html: `<main><h2>${w.dynamicPricing}</h2><p>${w.engine}</p></main>` },
    { html: `<main>${a(w.priceList, '/files/prices.pdf')}</main>` },
    { html: `<main>${a(w.pricing, 'https://stripe.com/pricing')}</main>`, why: "another company's pricing page" },
    w.engine,
    { html: `<main>${a(w.apiDocs, '/docs/api/pricing')}</main>` },
    w.priceTag,
    w.honest,
    { html: `<main><p>${w.quote}</p></main>` },
    { html: `<main>${a(w.requestPricing, '/sales')}</main>` },
    { html: '<main><p>Features</p><p>Integrations</p><p>Customers</p></main>' },
    { pages: { '/about': `<main><h1>About</h1><p>${w.pricingValue}</p></main>` } },
    { html: `<main><h3>${w.dynamicPricing}</h3></main>` },
    { html: `<main>${a(w.pricing, 'https://competitor.example/pricing')}</main>` },
    { html: `<footer>${a(w.blogTitle, '/blog/pricing-psychology')}</footer>` },
    { html: `<main><p>${w.quote}</p>${a(w.contact, '/contact')}</main>` },
    { html: `<main>${a(w.priceList, '/files/price-list.pdf')}</main>` },
    { pages: { '/': `<nav>${a(w.plans, '/plans')}</nav>`, '/plans': { html: '', status: 404 } } },
    { html: `<main><h2>${w.productPricing}</h2></main>` },
    { html: `<main><section class="features"><h2>${w.dynamicPricing}</h2><p>${w.priceTag}</p></section></main>` },
    { html: `<main>${a(w.apiDocs, '/docs/pricing-api')}</main>` },
  ];
  return { positive, negative };
}

export default defineParaphraseSuite('pricing-page', {
  en: cases({
    pricing: 'Pricing',
    plans: 'Plans',
    plansAndPricing: 'Plans & pricing',
    path: '/pricing',
    perMonth: 'per month',
    contact: 'Contact us',
    requestPricing: 'Request pricing',
    blogTitle: 'How to set your SaaS pricing',
    pricingValue: 'Fair and transparent pricing is one of our values.',
    productPricing: 'Update the prices of your products in bulk.',
    dynamicPricing: 'Dynamic pricing for retailers',
    priceList: 'Download the price list',
    apiDocs: 'Pricing API reference',
    engine: 'Our pricing engine recalculates every price in real time.',
    priceTag: 'Print price tags straight from your catalogue.',
    quote: 'Custom quote',
    honest: 'Prices change? Your shop updates itself.',
    priceSingular: 'Price',
    pricePath: '/price',
    price: 'Price',
  }),
  de: cases({
    pricing: 'Preise',
    plans: 'Tarife',
    plansAndPricing: 'Pakete & Preise',
    path: '/preise',
    perMonth: 'pro Monat',
    contact: 'Kontakt aufnehmen',
    requestPricing: 'Preise anfragen',
    blogTitle: 'So finden Sie Ihre SaaS-Preise',
    pricingValue: 'Faire und transparente Preise sind uns wichtig.',
    productPricing: 'Passen Sie die Preise Ihrer Produkte gesammelt an.',
    dynamicPricing: 'Dynamische Preisgestaltung für den Handel',
    priceList: 'Preisliste herunterladen',
    apiDocs: 'Preis-API-Referenz',
    engine: 'Unsere Preis-Engine berechnet jeden Preis in Echtzeit neu.',
    priceTag: 'Preisschilder direkt aus dem Katalog drucken.',
    quote: 'Individuelles Angebot',
    honest: 'Preise ändern sich? Ihr Shop zieht automatisch nach.',
    priceSingular: 'Preis',
    pricePath: '/preis',
    price: 'Preis',
  }),
  fr: cases({
    pricing: 'Tarifs',
    plans: 'Offres',
    plansAndPricing: 'Offres et tarifs',
    path: '/tarifs',
    perMonth: 'par mois',
    contact: 'Nous contacter',
    requestPricing: 'Demander les tarifs',
    blogTitle: 'Comment fixer vos prix SaaS',
    pricingValue: 'Des prix justes et transparents font partie de nos valeurs.',
    productPricing: 'Modifiez les prix de vos produits en masse.',
    dynamicPricing: 'Tarification dynamique pour les commerçants',
    priceList: 'Télécharger la grille tarifaire',
    apiDocs: "Référence de l'API des prix",
    engine: 'Notre moteur de prix recalcule chaque prix en temps réel.',
    priceTag: 'Imprimez vos étiquettes de prix depuis le catalogue.',
    quote: 'Devis sur mesure',
    honest: 'Les prix changent ? Votre boutique suit automatiquement.',
    priceSingular: 'Prix',
    pricePath: '/prix',
    price: 'Prix',
  }),
  es: cases({
    pricing: 'Precios',
    plans: 'Planes',
    plansAndPricing: 'Planes y precios',
    path: '/precios',
    perMonth: 'al mes',
    contact: 'Contáctanos',
    requestPricing: 'Consultar precios',
    blogTitle: 'Cómo fijar los precios de tu SaaS',
    pricingValue: 'Precios justos y transparentes son uno de nuestros valores.',
    productPricing: 'Actualiza los precios de tus productos en bloque.',
    dynamicPricing: 'Precios dinámicos para comercios',
    priceList: 'Descargar la lista de precios',
    apiDocs: 'Referencia de la API de precios',
    engine: 'Nuestro motor de precios recalcula cada precio en tiempo real.',
    priceTag: 'Imprime etiquetas de precio desde tu catálogo.',
    quote: 'Presupuesto a medida',
    honest: '¿Cambian los precios? Tu tienda se actualiza sola.',
    priceSingular: 'Precio',
    pricePath: '/precio',
    price: 'Precio',
  }),
});
