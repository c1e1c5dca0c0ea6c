import { defineParaphraseSuite, type ParaphraseCase } from '../paraphrase-suite.ts';
import { card, ldJson } from '../visual-snippets.ts';

/**
 * testimonials: customer quotes (DESIGN section 3): someone's words about the product,
 * attributed to a named person, a role or a customer's company, in any markup (a
 * blockquote, a card, a carousel, posts, ld+json reviews). Not: team bios, press
 * quotes, the company's own founder speaking, famous sayings, code samples, log or
 * error messages in docs, FAQ answers, blog cards, quoted UI labels.
 */

const main = (content: string) => `<main><h1>Acme</h1>${content}</main>`;
const quoted = (words: string, byline: string) => main(`<blockquote>${words}</blockquote><p>${byline}</p>`);
const testimonialCard = (words: string, name: string, role: string) =>
  `<div class="testimonial"><p>${words}</p><p class="name">${name}</p><p class="role">${role}</p></div>`;
const headedCards = (heading: string, cards: string) => main(`<section><h2>${heading}</h2>${cards}</section>`);
const review = (body: string, author: string) =>
  ldJson({
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: 'Acme',
    review: [{ '@type': 'Review', reviewBody: body, author: { '@type': 'Person', name: author } }],
  });
const docs = (content: string) => ({ pages: { '/': main('<p>Welcome</p>'), '/docs/setup': `<main><article>${content}</article></main>` } });

/** Title-case headings and lead-ins ending in a colon sign nothing: a list of benefits under "What you get as a partner:". */
const benefits = (heading: string, leadIn: string, items: readonly string[]) =>
  main(`<section><h2>${heading}</h2><p>${leadIn}</p><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul></section>`);
const LEAD_INS = {
  en: {
    positive: [],
    negative: [
      {
        html: benefits('Your Supported Journey', 'What you get as a Beta partner:', [
          'Free use of the Acme booking platform for a whole year',
          'Dedicated one-on-one setup assistance',
        ]),
        why: 'benefits under a lead-in',
      },
    ],
  },
  de: {
    positive: [],
    negative: [
      {
        html: benefits('Ihr Weg Mit Uns', 'Das erhalten Sie als Beta-Partner:', [
          'Kostenlose Nutzung der Acme-Buchungsplattform für ein ganzes Jahr',
          'Persönliche Hilfe bei der Einrichtung',
        ]),
        why: 'benefits',
      },
    ],
  },
  fr: {
    positive: [],
    negative: [
      {
        html: benefits('Votre Parcours Accompagné', 'Ce que vous obtenez comme partenaire bêta :', [
          'Utilisation gratuite de la plateforme Acme pendant un an',
          'Une aide individuelle à la mise en place',
        ]),
        why: 'benefits',
      },
    ],
  },
  es: {
    positive: [],
    negative: [
      {
        html: benefits('Tu Camino Acompañado', 'Lo que recibes como socio beta:', [
          'Uso gratuito de la plataforma de reservas Acme durante un año',
          'Ayuda personal con la configuración',
        ]),
        why: 'benefits',
      },
    ],
  },
} satisfies Record<string, { positive: ParaphraseCase[]; negative: ParaphraseCase[] }>;

/** Cases added after reading the corpus (kinds, not its sentences): a byline inside the quote's block, cards signed above, quotes as pictures, feedback headings; team bios, filler and calls to action that sign nothing. */
const signedInside = (words: string, byline: string) => main(`<blockquote>${words} ${byline}</blockquote>`);
const signedAboveCards = (cards: readonly (readonly [string, string, string])[]) =>
  main(cards.map(([name, role, words]) => `<div class="card"><div>${name}</div><div>${role}</div><div>${words}</div></div>`).join(''));
const pictured = (heading: string, folder: string) =>
  main(`<section><h2>${heading}</h2><div>${['ana', 'tom', 'ida', 'sam'].map((name) => `<img src="/images/${folder}/${name}.png">`).join('')}</div></section>`);
const bioCards = (cards: readonly (readonly [string, string, string])[]) =>
  main(cards.map(([name, role, bio]) => `<div class="card"><div>${name}</div><div>${role}</div><div>${bio}</div></div>`).join(''));
const filler = (heading: string) =>
  headedCards(heading, card('Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt.', 'Jane Doe', 'Principal Engineer'));
const MORE = {
  en: {
    positive: [
      ...LEAD_INS.en.positive,
      { html: signedInside('Using Acme at work is great, finally safe by default!', 'Lina Moss, CEO @Parcelwise'), why: 'the byline inside the quote block' },
      {
        html: signedAboveCards([
          ['Clara Voss', 'Co-founder and CEO at Fernway', 'We run every client report on Acme now, and nobody misses the old dashboards.'],
          ['Omar Reyes', 'CTO at Kestrel', 'Been a happy customer for three years; it simply never gets in our way.'],
        ]),
        why: 'cards signed above, no heading',
      },
      { html: pictured('Testimonials', 'testimonials'), why: 'quotes shown as pictures' },
      {
        html: headedCards('Customer feedback', card('Setting up took one afternoon and the team has used it every day since.', 'Andy P.')),
        why: 'a feedback heading',
      },
    ],
    negative: [
      ...LEAD_INS.en.negative,
      {
        html: bioCards([
          ['Anna Berg', 'Head of Product', 'Anna joined from a bank where she built billing systems; she still answers support on Fridays.'],
          ['Tom Vance', 'Lead Engineer', 'Tom keeps the servers happy and writes most of our release notes in his spare time.'],
        ]),
        why: 'team bios without a heading',
      },
      { html: filler('Testimonials'), why: 'template filler' },
      {
        html: main('<p>Find and install apps that extend Acme, or publish one you have built.</p><p>Become a partner</p>'),
        why: 'a call to action under a paragraph',
      },
    ],
  },
  de: {
    positive: [
      ...LEAD_INS.de.positive,
      { html: signedInside('Acme im Betrieb ist wirklich klasse, endlich sicher!', 'Lina Moos, Geschäftsführerin @Parcelwerk'), why: 'byline inside' },
      {
        html: signedAboveCards([
          [
            'Clara Voss',
            'Mitgründerin und Geschäftsführerin bei Fernweg',
            'Wir erstellen jeden Kundenbericht mit Acme, und niemand vermisst die alten Dashboards.',
          ],
          ['Omar Reyes', 'CTO bei Kestrel', 'Seit drei Jahren zufriedene Kunden, es steht uns einfach nie im Weg.'],
        ]),
        why: 'cards signed above',
      },
      { html: pictured('Kundenstimmen', 'kundenstimmen'), why: 'pictures' },
      {
        html: headedCards('Feedback unserer Kunden', card('Die Einrichtung hat einen Nachmittag gedauert, seitdem nutzen wir es täglich.', 'Andreas P.')),
        why: 'feedback heading',
      },
    ],
    negative: [
      ...LEAD_INS.de.negative,
      {
        html: bioCards([
          ['Anna Berg', 'Leiterin Produkt', 'Anna kam von einer Bank, wo sie Abrechnungssysteme gebaut hat; freitags beantwortet sie noch Support-Tickets.'],
          ['Tom Vance', 'Lead Engineer', 'Tom hält die Server am Laufen und schreibt die meisten Release Notes nebenbei.'],
        ]),
        why: 'team bios',
      },
      { html: filler('Kundenstimmen'), why: 'filler' },
      {
        html: main('<p>Finden und installieren Sie Apps, die Acme erweitern, oder veröffentlichen Sie Ihre eigene.</p><p>Partner werden</p>'),
        why: 'a call to action',
      },
    ],
  },
  fr: {
    positive: [
      ...LEAD_INS.fr.positive,
      { html: signedInside('Utiliser Acme au bureau est vraiment génial. Enfin en sécurité !', 'Lina Moreau, CEO @Parcelia'), why: 'byline inside' },
      {
        html: signedAboveCards([
          ['Clara Voss', 'Cofondatrice et CEO chez Fernway', 'Nous faisons tous nos rapports clients avec Acme, personne ne regrette les anciens tableaux.'],
          ['Omar Reyes', 'CTO chez Kestrel', 'Clients heureux depuis trois ans, il ne nous gêne jamais.'],
        ]),
        why: 'cards signed above',
      },
      { html: pictured('Témoignages', 'temoignages'), why: 'pictures' },
      {
        html: headedCards('Vos retours', card("J'ai tout installé en un après-midi et l'équipe s'en sert chaque jour depuis.", 'Andy P.')),
        why: 'feedback heading',
      },
    ],
    negative: [
      ...LEAD_INS.fr.negative,
      {
        html: bioCards([
          ['Anna Berg', 'Directrice produit', 'Anna vient d’une banque où elle a construit la facturation ; le vendredi, elle répond encore au support.'],
          ['Tom Vance', 'Lead Engineer', 'Tom veille sur les serveurs et écrit la plupart des notes de version à ses heures perdues.'],
        ]),
        why: 'team bios',
      },
      { html: filler('Témoignages'), why: 'filler' },
      { html: main('<p>Trouvez et installez des applications qui étendent Acme, ou publiez la vôtre.</p><p>Devenir partenaire</p>'), why: 'a call to action' },
    ],
  },
  es: {
    positive: [
      ...LEAD_INS.es.positive,
      { html: signedInside('Usar Acme en la empresa es genial. ¡Por fin seguros!', 'Lina Mora, CEO @Parcelia'), why: 'byline inside' },
      {
        html: signedAboveCards([
          ['Clara Voss', 'Cofundadora y CEO en Fernway', 'Hacemos todos los informes de clientes con Acme y nadie echa de menos los paneles antiguos.'],
          ['Omar Reyes', 'CTO en Kestrel', 'Llevamos tres años como clientes contentos, nunca nos estorba.'],
        ]),
        why: 'cards signed above',
      },
      { html: pictured('Testimonios', 'testimonios'), why: 'pictures' },
      {
        html: headedCards('Comentarios de nuestros clientes', card('Lo instalé en una tarde y el equipo lo usa cada día desde entonces.', 'Andrés P.')),
        why: 'feedback heading',
      },
    ],
    negative: [
      ...LEAD_INS.es.negative,
      {
        html: bioCards([
          ['Ana Berg', 'Directora de producto', 'Ana llegó de un banco donde construyó la facturación; los viernes aún responde al soporte.'],
          ['Tomás Vance', 'Lead Engineer', 'Tomás cuida los servidores y escribe casi todas las notas de versión en su tiempo libre.'],
        ]),
        why: 'team bios',
      },
      { html: filler('Testimonios'), why: 'filler' },
      { html: main('<p>Encuentra e instala apps que amplían Acme, o publica la tuya.</p><p>Hazte partner</p>'), why: 'a call to action' },
    ],
  },
};

export default defineParaphraseSuite('testimonials', {
  en: {
    positive: [
      ...MORE.en.positive,
      { html: quoted('“We get paid nine days sooner on average since we switched.”', '— Amira Haddad, Founder, Bluefin'), why: 'a blockquote signed below' },
      {
        html: main(testimonialCard('Acme replaced three spreadsheets and a shared inbox in our first week.', 'Elena Vasquez', 'COO, Meridian Freight')),
        why: 'a testimonial card',
      },
      {
        html: main(
          '<figure><blockquote>We closed the books two days sooner in the first month.</blockquote><figcaption>Maria Olsen, Controller at Fjordline</figcaption></figure>',
        ),
        why: 'a figure',
      },
      {
        html: headedCards(
          'What our customers say',
          card('Our dispatchers finally see every van on one screen, and nobody calls the office to ask.', 'Priya Natarajan', 'Operations lead, Swiftcart'),
        ),
        why: 'a card under a testimonials heading, no marks',
      },
      { html: main(review('The reminders alone paid for the subscription within a month.', 'Jonas Weber')), why: 'an ld+json review' },
      {
        html: main(
          '<div><p>Switched our whole agency to Acme last month and the Monday status meeting is gone.</p><p>Dana Reyes @danareyes</p></div><div><p>Best onboarding I have seen in a B2B tool, I was sending invoices in ten minutes.</p><p>Sam Ode @samode</p></div>',
        ),
        why: 'posts with handles',
      },
      {
        html: main('<p>“Every estimate goes out the same afternoon now, even on the busiest weeks.”</p><p>Lucy Rowe · Rowe Roofing</p>'),
        why: 'quote marks and a name with the company',
      },
      {
        html: main(
          '<section><p>“Acme is the first tool my whole clinic actually opens every morning without being asked.”</p><button>Hana Sato, Practice manager, Eastside Clinic</button><button>Tom Briggs, Owner, Briggs Dental</button></section>',
        ),
        why: 'a carousel with a button per person',
      },
      {
        html: main(
          '<blockquote><p>We onboard a new hire in an afternoon instead of a week.</p><cite>Owen Clarke, Head of People at Northbeam</cite></blockquote>',
        ),
        why: 'cite inside the blockquote',
      },
      {
        html: main(
          '<div class="testimonial"><p>“Our members book courts themselves now, and the front desk has its evenings back.”</p><p>Harbour Rowing Club</p></div>',
        ),
        why: 'signed by a club',
      },
      {
        html: headedCards('Testimonials', card('Support answered in four minutes on a Sunday. I did not expect that from anyone.', 'Grace Liu')),
        why: 'a name only, under "Testimonials"',
      },
      {
        html: main(
          `<script type="application/json" id="__NEXT_DATA__">${JSON.stringify({ props: { testimonials: [{ quote: 'We stopped losing leads between the website form and the CRM the day we turned Acme on.', name: 'Marco Bianchi', role: 'Sales director' }] } })}</script>`,
        ),
        why: 'framework data',
      },
      {
        html: main(
          '<div class="review-card"><img src="/img/people/nadia.jpg" alt="Nadia Karim"><p>Setting up recurring invoices took me five minutes and I have not touched them since.</p><p>Nadia Karim, freelance designer</p></div>',
        ),
        why: 'a review card with an avatar',
      },
      { html: quoted('"Acme made our audit the calmest one we have had in years."', 'Ruth Abebe, Product Manager @ Ledgerline'), why: 'a role with @ company' },
      {
        html: headedCards(
          'Loved by finance teams',
          card('“Month-end used to take a week. Now it takes two days and nobody stays late.”', 'Chris Park, Head of Finance, Ovalhouse'),
        ),
        why: 'one quote on a pricing-like page',
      },
      {
        pages: {
          '/': main('<p>Welcome</p>'),
          '/customers/ovalhouse': main(
            '<h2>How Ovalhouse cut month-end in half</h2><blockquote>Acme took the guesswork out of every close.</blockquote><p>— Chris Park, Head of Finance</p>',
          ),
        },
        why: 'a case study quote',
      },
      {
        html: headedCards(
          'Customer reviews',
          card('Clear pricing, friendly support and an app my technicians actually like using.', 'Leo Martins', 'Owner, Martins Plumbing'),
        ),
        why: 'reviews',
      },
      {
        html: headedCards(
          "Don't just take our word for it",
          testimonialCard('I moved 40 clients over in an afternoon and none of them noticed anything but faster replies.', 'Iris Novak', 'Bookkeeper'),
        ),
        why: 'heading in a common idiom',
      },
      {
        html: main(
          '<blockquote class="quote">Our churn dropped by a third once customers could see their usage in the app.<footer>— Ben Adler, VP Customer Success, Stackwise</footer></blockquote>',
        ),
        why: 'a blockquote with its own footer',
      },
      {
        html: headedCards(
          'Hear from our customers',
          '<div><h3>Fernway Logistics</h3><p>Acme gave our drivers one app instead of four, and our planners one screen instead of ten.</p><p>Katja Holm, Planning lead</p></div>',
        ),
        why: 'a company title over the card',
      },
      { html: main('<p>“I recommend Acme to every founder I meet. It just works.”</p><p>— Zoe Turner, CEO of Pixelmint</p>'), why: 'an em-dash byline' },
      {
        html: headedCards(
          'Wall of love',
          '<div class="tweet"><p>Tried five scheduling tools this year. Acme is the only one my team kept.</p><p>@marta_builds</p></div><div class="tweet"><p>The Slack digest from Acme is the first thing I read every morning, genuinely useful.</p><p>@devon.ops</p></div>',
        ),
        why: 'a wall of posts',
      },
      {
        html: main(
          ldJson({
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: 'Acme',
            review: { '@type': 'Review', reviewBody: 'We cut our reporting time in half within the first quarter of using it.', author: 'Helen Moss' },
          }),
        ),
        why: 'a single ld+json review',
      },
      {
        html: headedCards(
          'Success stories',
          card('We went from paper timesheets to payroll in one click within a month, across all five sites.', 'Ahmed Saleh', 'HR manager, Greenleaf Hotels'),
        ),
        why: 'success stories',
      },
      {
        html: main(
          '<div class="testimonial-slider"><div class="slide"><p>“The scheduling view alone saves my coordinators an hour a day.”</p><p><strong>Rita Gomes</strong></p><p>Care coordinator, Homecare Plus</p></div></div>',
        ),
        why: 'a slider slide',
      },
    ],
    negative: [
      ...MORE.en.negative,
      {
        html: headedCards(
          'Meet the team',
          card('Anna leads product. Before Acme she built billing systems at two banks and still reads every support ticket.', 'Anna Berg', 'Head of Product'),
        ),
        why: 'a team bio',
      },
      {
        html: main(
          '<section><h2>In the press</h2><blockquote>“Acme is quietly reinventing how small firms invoice.”</blockquote><p>— The Daily Ledger</p></section>',
        ),
        why: 'a press quote',
      },
      {
        ...docs('<h1>Install</h1><pre><code>{ "message": "Workspace created successfully for this account" }</code></pre><p>Step 2 (optional)</p>'),
        why: 'a code sample',
      },
      {
        ...docs(
          '<h1>Troubleshooting</h1><blockquote>"Error: connection refused while connecting to the database at 127.0.0.1:5432"</blockquote><p>Step 2: Check your firewall</p>',
        ),
        why: 'an error message in docs',
      },
      {
        ...docs(
          '<h1>Logs</h1><blockquote>[2024-05-01 10:02:11] WARN worker-3 retrying job 8812 after timeout, attempt 2 of 5</blockquote><p>Worker Settings</p>',
        ),
        why: 'a log line in docs',
      },
      {
        html: main(
          '<section><h2>Frequently asked questions</h2><h3>Can I cancel at any time?</h3><p>“Yes. You can cancel from your account settings and keep access until the end of the period.”</p><p>Billing, Plans</p></section>',
        ),
        why: 'a FAQ answer',
      },
      { html: main('<p>"Everything your finance team needs, in one place, from day one."</p><p>Acme Cloud Pro</p>'), why: 'a quoted slogan' },
      {
        html: main(
          '<section><h2>Our mission</h2><blockquote>“We started Acme because every small business deserves the tools big companies take for granted.”</blockquote><p>— Jane Doe, CEO and co-founder of Acme</p></section>',
        ),
        why: 'the founder of the company itself',
      },
      {
        html: main('<blockquote>“Simplicity is the ultimate sophistication, in design as in life.”</blockquote><p>— Leonardo da Vinci</p>'),
        why: 'a famous saying',
      },
      { html: headedCards('What our customers say', '<div class="testimonial"><p>Testimonial pending</p></div>'), why: 'an empty placeholder' },
      {
        html: main(
          '<article class="post"><h3>Five ways to speed up month-end</h3><p>By Jane Doe, Product Manager</p><p>Month-end does not have to mean late nights. Here is how the best finance teams plan the close.</p></article>',
        ),
        why: 'a blog card',
      },
      { html: main('<p>Click “Save changes” and then “Publish” to make the page visible to your visitors.</p><p>Editor, Pages</p>'), why: 'quoted UI labels' },
      {
        html: main(
          '<div class="job"><h3>Senior Backend Engineer</h3><p>Remote within Europe, full time, join the payments team working on our ledger.</p><p>Engineering · Berlin</p></div>',
        ),
        why: 'a job listing',
      },
      {
        html: main(
          '<section><h2>Speakers</h2><div><p>How we scaled our support team to 40 countries without hiring in each of them.</p><p>Mina Cho, VP Support, Globex</p><p>Talk · 14:00</p></div></section>',
        ),
        why: 'a speaker list',
      },
      {
        ...docs('<blockquote>Note: this feature requires admin rights on the workspace and a paid plan.</blockquote><p>Step 2 (Optional)</p>'),
        why: 'a docs note',
      },
      {
        html: main('<section><h2>Tell us what you think</h2><form><textarea name="feedback"></textarea><button>Send feedback</button></form></section>'),
        why: 'a feedback form',
      },
      {
        html: headedCards(
          'What our customers say',
          '<div>' +
            '<img src="/logos/northwind.svg" alt="Northwind"><img src="/logos/kestrel.svg" alt="Kestrel"><img src="/logos/bluefin.svg" alt="Bluefin">' +
            '</div>',
        ),
        why: 'logos, no words',
      },
      {
        html: main(
          '<aside class="author"><p>About the author: Jane Doe is head of marketing at Acme and writes about pricing.</p><p>Jane Doe, Head of Marketing</p></aside>',
        ),
        why: 'an author box',
      },
      {
        html: main('<p>Try searching for “red running shoes under 50 euros” and watch the results update as you type.</p><p>Search, Filters</p>'),
        why: 'a quoted search example',
      },
      {
        html: main('<div class="chat-mock"><p>“Hi! Where is my order #4412? It was due yesterday and I have not heard back.”</p><p>Customer, 10:02</p></div>'),
        why: 'a chat mock-up',
      },
      {
        html: main('<p>The “Starter” plan includes everything a small team needs to send its first invoices.</p><p>Starter, Growth</p>'),
        why: 'a quoted plan name',
      },
      {
        html: main(
          '<section><h2>From our founder</h2><p>“When I ran a bakery I lost hours every week to paperwork. Acme is the tool I wished I had.”</p><p>Marc Lemaire, founder of Acme</p></section>',
        ),
        why: 'the founder about the company',
      },
      {
        html: main('<p>These Terms govern your use of the “Service” and any related “Content” provided by the Company.</p><p>Legal, Terms</p>'),
        why: 'legal definitions',
      },
      {
        ...docs(
          '<h1>Commit messages</h1><blockquote>fix(auth): refresh the session token before it expires, not after the first failed request</blockquote><p>Conventional Commits</p>',
        ),
        why: 'a commit message in docs',
      },
      {
        html: main(
          '<section><h2>Press</h2><p>“One of the ten startups to watch this year, with a product that small firms actually enjoy.”</p><p>— Startup Weekly, March issue</p></section>',
        ),
        why: 'a magazine quote',
      },
    ],
  },
  de: {
    positive: [
      ...MORE.de.positive,
      {
        html: quoted('„Seit wir Acme nutzen, sind die Rechnungen raus, bevor der Monteur vom Hof fährt.“', '— Thomas Berger, Inhaber, Berger Haustechnik'),
        why: 'blockquote',
      },
      {
        html: main(
          testimonialCard(
            'Acme hat drei Excel-Listen und ein gemeinsames Postfach in der ersten Woche ersetzt.',
            'Jana Kühn',
            'Geschäftsführerin, Kühn Logistik',
          ),
        ),
        why: 'a card',
      },
      {
        html: main(
          '<figure><blockquote>Wir schließen den Monat jetzt zwei Tage früher ab.</blockquote><figcaption>Maria Vogt, Controllerin bei Elbtal Energie</figcaption></figure>',
        ),
        why: 'a figure',
      },
      {
        html: headedCards(
          'Kundenstimmen',
          card(
            'Unsere Disponenten sehen endlich jedes Fahrzeug auf einem Bildschirm, niemand ruft mehr im Büro an.',
            'Stefan Horn',
            'Leiter Disposition, Horn Transporte',
          ),
        ),
        why: 'under Kundenstimmen',
      },
      { html: main(review('Allein die Erinnerungen haben das Abo nach einem Monat bezahlt.', 'Jonas Weber')), why: 'ld+json' },
      {
        html: main(
          '<div><p>Haben die ganze Agentur letzten Monat auf Acme umgestellt, das Montagsmeeting ist weg.</p><p>Lena Brandt @lenabrandt</p></div><div><p>Das beste Onboarding, das ich in einem B2B-Tool gesehen habe, nach zehn Minuten liefen die Rechnungen.</p><p>Kai Ott @kaiott</p></div>',
        ),
        why: 'posts',
      },
      {
        html: main('<p>„Jedes Angebot geht jetzt noch am selben Nachmittag raus, auch in vollen Wochen.“</p><p>Petra Lang · Lang Dachbau</p>'),
        why: 'quote marks and a name',
      },
      {
        html: main(
          '<blockquote><p>Neue Kolleginnen arbeiten wir jetzt an einem Nachmittag ein statt in einer Woche.</p><cite>Jörg Kramer, Personalleiter bei Nordlicht</cite></blockquote>',
        ),
        why: 'cite',
      },
      {
        html: main(
          '<div class="kundenstimme"><p>„Unsere Mitglieder buchen die Plätze jetzt selbst, und die Geschäftsstelle hat ihre Abende zurück.“</p><p>Tennisverein Rot-Weiß Aue</p></div>',
        ),
        why: 'signed by a club',
      },
      {
        html: headedCards(
          'Das sagen unsere Kunden',
          card('Der Support hat an einem Sonntag in vier Minuten geantwortet. Das hätte ich nicht erwartet.', 'Sabine Roth'),
        ),
        why: 'name only under heading',
      },
      {
        html: main(
          '<div class="review-card"><img src="/bilder/personen/ayse.jpg" alt="Ayşe Demir"><p>Wiederkehrende Rechnungen waren in fünf Minuten eingerichtet und laufen seitdem von selbst.</p><p>Ayşe Demir, selbstständige Designerin</p></div>',
        ),
        why: 'an avatar card',
      },
      {
        html: quoted('„Acme hat unsere Prüfung zur ruhigsten seit Jahren gemacht.“', 'Dr. Henrike Maaß · Steuerberaterin, Maaß &amp; Partner'),
        why: 'a title and role',
      },
      {
        html: headedCards(
          'Was unsere Kunden sagen',
          card(
            '„Der Monatsabschluss hat eine Woche gedauert. Jetzt sind es zwei Tage, und keiner bleibt länger.“',
            'Christian Park, Leiter Finanzen, Ovalhaus',
          ),
        ),
        why: 'under a heading',
      },
      {
        html: headedCards(
          'Erfahrungsberichte',
          card('Klare Preise, freundlicher Support und eine App, die meine Monteure gern benutzen.', 'Leo Martin', 'Inhaber, Martin Sanitär'),
        ),
        why: 'Erfahrungsberichte',
      },
      {
        html: headedCards(
          'Stimmen aus der Praxis',
          testimonialCard(
            'Ich habe 40 Mandanten an einem Nachmittag umgezogen, und keiner hat etwas gemerkt außer schnelleren Antworten.',
            'Iris Novak',
            'Steuerfachangestellte',
          ),
        ),
        why: 'voices from practice',
      },
      {
        html: main(
          '<blockquote class="zitat">Die Kündigungen sind um ein Drittel gesunken, seit Kunden ihre Nutzung in der App sehen.<footer>— Ben Adler, Leiter Kundenerfolg, Stackwerk</footer></blockquote>',
        ),
        why: 'blockquote footer',
      },
      {
        html: headedCards(
          'Erfolgsgeschichten',
          '<div><h3>Fernweg Logistik</h3><p>Acme hat unseren Fahrern eine App statt vier gegeben und unseren Planern einen Bildschirm statt zehn.</p><p>Katja Holm, Teamleiterin Planung</p></div>',
        ),
        why: 'company over the card',
      },
      {
        html: main('<p>„Ich empfehle Acme jedem Gründer, den ich treffe. Es funktioniert einfach.“</p><p>— Zoe Turner, CEO von Pixelmint</p>'),
        why: 'em dash',
      },
      {
        html: main(
          `<script type="application/json" id="__NEXT_DATA__">${JSON.stringify({ props: { testimonials: [{ quote: 'Seit dem Start mit Acme geht uns keine Anfrage mehr zwischen Formular und CRM verloren.', name: 'Marco Bauer' }] } })}</script>`,
        ),
        why: 'framework data',
      },
      {
        html: headedCards(
          'Kundenmeinungen',
          card(
            'Wir sind in einem Monat von Stundenzetteln auf Papier zur Lohnabrechnung mit einem Klick gekommen.',
            'Ahmed Saleh',
            'Personalreferent, Grünblatt Hotels',
          ),
        ),
        why: 'Kundenmeinungen',
      },
      {
        html: main(
          '<div class="testimonial-slider"><div class="slide"><p>„Allein die Planungsansicht spart meinen Koordinatorinnen eine Stunde am Tag.“</p><p><strong>Rita Gomes</strong></p><p>Pflegedienstleitung, Pflege Plus</p></div></div>',
        ),
        why: 'a slider',
      },
      {
        html: headedCards(
          'Was Praxen über Acme sagen',
          card('Unsere Patienten buchen online, und das Telefon klingelt nur noch halb so oft.', 'Dr. Anna Keller', 'Zahnärztin, Praxis Keller'),
        ),
        why: 'what practices say',
      },
      {
        html: main(
          ldJson({
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: 'Acme',
            review: { '@type': 'Review', reviewBody: 'Wir haben die Zeit für Berichte im ersten Quartal halbiert.', author: 'Helene Moos' },
          }),
        ),
        why: 'single review',
      },
      {
        html: quoted('„Endlich eine Software, die unser Büro nicht erst studieren muss.“', '— Frank Wolf, Geschäftsführer der Wolf Elektro GmbH'),
        why: 'Geschäftsführer der GmbH',
      },
      {
        html: headedCards(
          'Kundenstimmen',
          '<div class="card"><p>„Die Schichtplanung erledigt sich fast von allein, die Teams tauschen selbst.“</p><p>Miriam Scholz</p><p>Filialleiterin, Bäckerei Scholz</p></div>',
        ),
        why: 'a card with role line',
      },
    ],
    negative: [
      ...MORE.de.negative,
      {
        html: headedCards(
          'Unser Team',
          card(
            'Anna leitet das Produkt. Vorher hat sie Abrechnungssysteme bei zwei Banken gebaut und liest bis heute jedes Ticket.',
            'Anna Berg',
            'Leiterin Produkt',
          ),
        ),
        why: 'a team bio',
      },
      {
        html: main(
          '<section><h2>Presse</h2><blockquote>„Acme erfindet leise neu, wie kleine Betriebe Rechnungen schreiben.“</blockquote><p>— Handelsblatt Online</p></section>',
        ),
        why: 'press',
      },
      {
        ...docs(
          '<h1>Installation</h1><pre><code>{ "meldung": "Arbeitsbereich für dieses Konto erfolgreich angelegt" }</code></pre><p>Schritt 2 (optional)</p>',
        ),
        why: 'code',
      },
      {
        ...docs(
          '<h1>Fehlerbehebung</h1><blockquote>"Fehler: Verbindung zur Datenbank unter 127.0.0.1:5432 wurde abgelehnt"</blockquote><p>Schritt 2: Firewall prüfen</p>',
        ),
        why: 'an error message',
      },
      {
        ...docs(
          '<h1>Protokolle</h1><blockquote>[2024-05-01 10:02:11] WARN worker-3 Auftrag 8812 nach Zeitüberschreitung erneut gestartet, Versuch 2 von 5</blockquote><p>Worker-Einstellungen</p>',
        ),
        why: 'a log line',
      },
      {
        html: main(
          '<section><h2>Häufige Fragen</h2><h3>Kann ich jederzeit kündigen?</h3><p>„Ja. Sie kündigen in den Kontoeinstellungen und behalten den Zugang bis zum Ende des Zeitraums.“</p><p>Abrechnung, Tarife</p></section>',
        ),
        why: 'FAQ',
      },
      { html: main('<p>„Buchhaltung, die sich von selbst erledigt – jeden Monat aufs Neue.“</p><p>Acme Cloud Pro</p>'), why: 'a slogan' },
      {
        html: main(
          '<section><h2>Unsere Mission</h2><blockquote>„Wir haben Acme gegründet, weil jeder kleine Betrieb die Werkzeuge verdient, die Konzerne selbstverständlich nutzen.“</blockquote><p>— Jana Doe, Geschäftsführerin und Gründerin von Acme</p></section>',
        ),
        why: 'own founder',
      },
      {
        html: main('<blockquote>„Der Worte sind genug gewechselt, lasst mich auch endlich Taten sehn.“</blockquote><p>— Johann Wolfgang von Goethe</p>'),
        why: 'a famous line',
      },
      { html: headedCards('Kundenstimmen', '<div class="kundenstimme"><p>Kundenstimme folgt in Kürze</p></div>'), why: 'placeholder' },
      {
        html: main(
          '<article class="beitrag"><h3>Fünf Wege zu einem schnelleren Monatsabschluss</h3><p>Von Jana Doe, Produktmanagerin</p><p>Der Monatsabschluss muss keine langen Nächte bedeuten. So planen die besten Finanzteams.</p></article>',
        ),
        why: 'a blog card',
      },
      {
        html: main('<p>Klicken Sie auf „Änderungen speichern“ und dann auf „Veröffentlichen“, damit Besucher die Seite sehen.</p><p>Editor, Seiten</p>'),
        why: 'UI labels',
      },
      {
        html: main(
          '<div class="stelle"><h3>Senior Backend-Entwickler (m/w/d)</h3><p>Remote in Deutschland, Vollzeit, im Team Zahlungen an unserem Hauptbuch.</p><p>Entwicklung · Berlin</p></div>',
        ),
        why: 'a job',
      },
      {
        html: main(
          '<section><h2>Sprecher</h2><div><p>Wie wir unseren Support auf 40 Länder ausgeweitet haben, ohne überall einzustellen.</p><p>Mina Cho, Leiterin Support, Globex</p><p>Vortrag · 14:00</p></div></section>',
        ),
        why: 'speakers',
      },
      {
        ...docs(
          '<blockquote>Hinweis: Diese Funktion erfordert Administratorrechte im Arbeitsbereich und einen bezahlten Tarif.</blockquote><p>Schritt 2 (optional)</p>',
        ),
        why: 'a docs note',
      },
      {
        html: main('<section><h2>Ihre Meinung zählt</h2><form><textarea name="feedback"></textarea><button>Feedback senden</button></form></section>'),
        why: 'a feedback form',
      },
      {
        html: main(
          '<aside class="autor"><p>Über die Autorin: Jana Doe leitet das Marketing bei Acme und schreibt über Preise.</p><p>Jana Doe, Leiterin Marketing</p></aside>',
        ),
        why: 'an author box',
      },
      {
        html: main('<p>Suchen Sie nach „rote Laufschuhe unter 50 Euro“ und sehen Sie, wie sich die Ergebnisse beim Tippen ändern.</p><p>Suche, Filter</p>'),
        why: 'a search example',
      },
      {
        html: main(
          '<div class="chat-mock"><p>„Hallo! Wo ist meine Bestellung #4412? Sie sollte gestern ankommen, und ich habe nichts gehört.“</p><p>Kunde, 10:02</p></div>',
        ),
        why: 'a chat mock-up',
      },
      {
        html: main('<p>Der Tarif „Starter“ enthält alles, was ein kleines Team für die ersten Rechnungen braucht.</p><p>Starter, Wachstum</p>'),
        why: 'a plan name',
      },
      {
        html: main(
          '<section><h2>Vom Gründer</h2><p>„Als ich eine Bäckerei geführt habe, habe ich jede Woche Stunden mit Papierkram verloren. Acme ist das Werkzeug, das ich mir gewünscht hätte.“</p><p>Markus Lehmann, Gründer von Acme</p></section>',
        ),
        why: 'own founder',
      },
      {
        html: main('<p>Diese Bedingungen regeln die Nutzung des „Dienstes“ und aller damit verbundenen „Inhalte“ des Anbieters.</p><p>Rechtliches, AGB</p>'),
        why: 'legal',
      },
      {
        ...docs(
          '<h1>Commit-Nachrichten</h1><blockquote>fix(auth): Sitzungstoken vor dem Ablauf erneuern, nicht erst nach der ersten fehlgeschlagenen Anfrage</blockquote><p>Konventionen</p>',
        ),
        why: 'a commit message',
      },
      {
        html: main(
          '<section><h2>Pressestimmen</h2><p>„Eines der zehn Start-ups, die man dieses Jahr kennen sollte, mit einem Produkt, das kleine Betriebe gern nutzen.“</p><p>— Gründerszene, Ausgabe März</p></section>',
        ),
        why: 'press voices',
      },
      {
        html: headedCards(
          'Unser Team',
          '<div><p>Lukas kümmert sich um alles, was mit Servern zu tun hat, und backt freitags Brot für das ganze Büro.</p><p>Lukas Brandt, Leiter Infrastruktur</p></div>',
        ),
        why: 'another team bio',
      },
    ],
  },
  fr: {
    positive: [
      ...MORE.fr.positive,
      {
        html: quoted(
          '« Le téléphone sonne deux fois moins au cabinet depuis que les patients réservent en ligne. »',
          '— Claire Martin, fondatrice du cabinet Martin',
        ),
        why: 'blockquote',
      },
      {
        html: main(
          testimonialCard('Acme a remplacé trois tableurs et une boîte mail partagée dès la première semaine.', 'Sophie Durand', 'Directrice RH, Lumio'),
        ),
        why: 'a card',
      },
      {
        html: main(
          '<figure><blockquote>Nous clôturons le mois deux jours plus tôt.</blockquote><figcaption>Marie Vautrin, contrôleuse de gestion chez Vauban Énergie</figcaption></figure>',
        ),
        why: 'a figure',
      },
      {
        html: headedCards(
          'Ce que disent nos clients',
          card(
            'Nos répartiteurs voient enfin chaque camionnette sur un seul écran, plus personne n’appelle le bureau.',
            'Hugo Petit',
            'Responsable exploitation, Petit Transports',
          ),
        ),
        why: 'under a heading',
      },
      { html: main(review('Les relances seules ont remboursé l’abonnement en un mois.', 'Julien Moreau')), why: 'ld+json' },
      {
        html: main(
          '<div><p>Toute l’agence est passée sur Acme le mois dernier, la réunion du lundi a disparu.</p><p>Léa Bernard @leabernard</p></div><div><p>Le meilleur onboarding que j’ai vu dans un outil B2B, mes factures partaient au bout de dix minutes.</p><p>Paul Simon @paulsimon</p></div>',
        ),
        why: 'posts',
      },
      {
        html: main('<p>« Chaque devis part le jour même, même pendant les semaines les plus chargées. »</p><p>Nathalie Roux · Roux Couverture</p>'),
        why: 'quote marks and a name',
      },
      {
        html: main(
          '<blockquote><p>Nous intégrons une nouvelle recrue en un après-midi au lieu d’une semaine.</p><cite>Olivier Clément, DRH chez Ondine</cite></blockquote>',
        ),
        why: 'cite',
      },
      {
        html: main(
          '<div class="temoignage"><p>« Nos adhérents réservent les courts eux-mêmes, et le secrétariat a retrouvé ses soirées. »</p><p>Tennis Club de Clairval</p></div>',
        ),
        why: 'signed by a club',
      },
      {
        html: headedCards('Témoignages', card('Le support a répondu en quatre minutes un dimanche. Je ne m’y attendais pas.', 'Camille Lefort')),
        why: 'name only',
      },
      {
        html: main(
          '<div class="review-card"><img src="/img/personnes/ines.jpg" alt="Inès Haddad"><p>Les factures récurrentes ont été configurées en cinq minutes et tournent seules depuis.</p><p>Inès Haddad, graphiste indépendante</p></div>',
        ),
        why: 'an avatar card',
      },
      { html: quoted('« Acme a rendu notre audit le plus serein depuis des années. »', 'Ruth Abebe, cheffe de produit @ Ledgerline'), why: 'a role @ company' },
      {
        html: headedCards(
          'Ils en parlent mieux que nous',
          card('« La clôture prenait une semaine. Maintenant deux jours, et plus personne ne reste tard. »', 'Christophe Parc, directeur financier, Ovalie'),
        ),
        why: 'they say it better',
      },
      {
        html: headedCards(
          'Avis clients',
          card('Des prix clairs, un support aimable et une appli que mes techniciens aiment vraiment.', 'Léo Martins', 'Gérant, Martins Plomberie'),
        ),
        why: 'avis clients',
      },
      {
        html: headedCards(
          'Paroles de clients',
          testimonialCard('J’ai migré 40 clients en un après-midi et aucun n’a rien remarqué, sauf des réponses plus rapides.', 'Iris Novak', 'Comptable'),
        ),
        why: 'paroles de clients',
      },
      {
        html: main(
          '<blockquote class="citation">Le taux de résiliation a baissé d’un tiers depuis que nos clients voient leur usage dans l’appli.<footer>— Benoît Adler, directeur du succès client, Stackwise</footer></blockquote>',
        ),
        why: 'blockquote footer',
      },
      {
        html: headedCards(
          'Histoires de clients',
          '<div><h3>Fernway Logistique</h3><p>Acme a donné à nos chauffeurs une appli au lieu de quatre et à nos planificateurs un écran au lieu de dix.</p><p>Katia Holm, responsable planification</p></div>',
        ),
        why: 'company over the card',
      },
      {
        html: main('<p>« Je recommande Acme à chaque fondateur que je rencontre. Ça marche, tout simplement. »</p><p>— Zoé Turner, CEO de Pixelmint</p>'),
        why: 'em dash',
      },
      {
        html: main(
          `<script type="application/json" id="__NEXT_DATA__">${JSON.stringify({ props: { temoignages: [{ testimonial: 'Depuis Acme, plus aucune demande ne se perd entre le formulaire du site et le CRM.', name: 'Marc Blanchet' }] } })}</script>`,
        ),
        why: 'framework data',
      },
      {
        html: headedCards(
          'Retours clients',
          card('En un mois, nous sommes passés des feuilles d’heures papier à la paie en un clic.', 'Ahmed Saleh', 'Responsable RH, Hôtels Verdure'),
        ),
        why: 'retours clients',
      },
      {
        html: main(
          '<div class="testimonial-slider"><div class="slide"><p>« La vue planning fait gagner une heure par jour à mes coordinatrices. »</p><p><strong>Rita Gomes</strong></p><p>Coordinatrice, Soins Plus</p></div></div>',
        ),
        why: 'a slider',
      },
      {
        html: headedCards(
          'Ils nous recommandent',
          card('Nos patients réservent en ligne, et le téléphone sonne deux fois moins.', 'Dr Anne Keller', 'Chirurgienne-dentiste, Cabinet Keller'),
        ),
        why: 'they recommend us',
      },
      {
        html: main(
          ldJson({
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: 'Acme',
            review: {
              '@type': 'Review',
              reviewBody: 'Nous avons divisé par deux le temps passé sur les rapports au premier trimestre.',
              author: 'Hélène Mosse',
            },
          }),
        ),
        why: 'single review',
      },
      {
        html: quoted('« Enfin un logiciel que notre équipe n’a pas besoin d’étudier avant de s’en servir. »', '— François Loup, gérant de Loup Électricité'),
        why: 'gérant de',
      },
      {
        html: headedCards(
          'Rejoignez nos heureux clients',
          '<div class="card"><p>« Les plannings se font presque tout seuls, les équipes échangent entre elles. »</p><p>Mireille Scholz</p><p>Responsable de magasin, Boulangerie Scholz</p></div>',
        ),
        why: 'happy customers',
      },
    ],
    negative: [
      ...MORE.fr.negative,
      {
        html: headedCards(
          'Notre équipe',
          card(
            'Anna dirige le produit. Avant Acme, elle a construit des systèmes de facturation dans deux banques et lit encore chaque ticket.',
            'Anna Berg',
            'Directrice produit',
          ),
        ),
        why: 'a team bio',
      },
      {
        html: main(
          '<section><h2>Ils parlent de nous</h2><blockquote>« Acme réinvente discrètement la façon dont les petites entreprises facturent. »</blockquote><p>— Les Échos</p></section>',
        ),
        why: 'press',
      },
      {
        ...docs('<h1>Installation</h1><pre><code>{ "message": "Espace de travail créé avec succès pour ce compte" }</code></pre><p>Étape 2 (facultatif)</p>'),
        why: 'code',
      },
      {
        ...docs(
          '<h1>Dépannage</h1><blockquote>"Erreur : connexion refusée à la base de données sur 127.0.0.1:5432"</blockquote><p>Étape 2 : vérifiez le pare-feu</p>',
        ),
        why: 'an error message',
      },
      {
        ...docs(
          '<h1>Journaux</h1><blockquote>[2024-05-01 10:02:11] WARN worker-3 nouvelle tentative de la tâche 8812 après expiration, essai 2 sur 5</blockquote><p>Réglages des workers</p>',
        ),
        why: 'a log line',
      },
      {
        html: main(
          '<section><h2>Questions fréquentes</h2><h3>Puis-je résilier à tout moment ?</h3><p>« Oui. Vous résiliez depuis les réglages du compte et gardez l’accès jusqu’à la fin de la période. »</p><p>Facturation, Offres</p></section>',
        ),
        why: 'FAQ',
      },
      { html: main('<p>« La gestion RH, sans les tableurs ni les relances par mail. »</p><p>Demander un devis</p>'), why: 'a slogan' },
      {
        html: main(
          '<section><h2>Notre mission</h2><blockquote>« Nous avons créé Acme parce que chaque petite entreprise mérite les outils que les grands groupes tiennent pour acquis. »</blockquote><p>— Jeanne Dupuis, présidente et cofondatrice d’Acme</p></section>',
        ),
        why: 'own founder',
      },
      {
        html: main(
          '<blockquote>« Ce que l’on conçoit bien s’énonce clairement, et les mots pour le dire arrivent aisément. »</blockquote><p>— Nicolas Boileau</p>',
        ),
        why: 'a famous line',
      },
      { html: headedCards('Témoignages', '<div class="temoignage"><p>Témoignage à venir</p></div>'), why: 'placeholder' },
      {
        html: main(
          '<article class="article"><h3>Cinq façons d’accélérer la clôture</h3><p>Par Jeanne Dupuis, cheffe de produit</p><p>La clôture ne doit pas rimer avec soirées tardives. Voici comment s’organisent les meilleures équipes.</p></article>',
        ),
        why: 'a blog card',
      },
      {
        html: main('<p>Cliquez sur « Enregistrer » puis sur « Publier » pour rendre la page visible à vos visiteurs.</p><p>Éditeur, Pages</p>'),
        why: 'UI labels',
      },
      {
        html: main(
          '<div class="offre"><h3>Développeur backend senior (H/F)</h3><p>Télétravail en France, CDI, au sein de l’équipe paiements sur notre grand livre.</p><p>Technique · Lyon</p></div>',
        ),
        why: 'a job',
      },
      {
        html: main(
          '<section><h2>Intervenants</h2><div><p>Comment nous avons étendu notre support à 40 pays sans recruter dans chacun d’eux.</p><p>Mina Cho, directrice du support, Globex</p><p>Conférence · 14 h</p></div></section>',
        ),
        why: 'speakers',
      },
      {
        ...docs('<blockquote>Remarque : cette fonction nécessite des droits d’administrateur et une offre payante.</blockquote><p>Étape 2 (facultatif)</p>'),
        why: 'a docs note',
      },
      {
        html: main('<section><h2>Donnez-nous votre avis</h2><form><textarea name="avis"></textarea><button>Envoyer</button></form></section>'),
        why: 'a feedback form',
      },
      {
        html: main(
          '<aside class="auteur"><p>À propos de l’autrice : Jeanne Dupuis dirige le marketing chez Acme et écrit sur les prix.</p><p>Jeanne Dupuis, directrice marketing</p></aside>',
        ),
        why: 'an author box',
      },
      {
        html: main(
          '<p>Recherchez « chaussures de course rouges à moins de 50 euros » et regardez les résultats changer pendant la saisie.</p><p>Recherche, Filtres</p>',
        ),
        why: 'a search example',
      },
      {
        html: main(
          '<div class="chat-mock"><p>« Bonjour ! Où en est ma commande n° 4412 ? Elle devait arriver hier et je n’ai aucune nouvelle. »</p><p>Client, 10 h 02</p></div>',
        ),
        why: 'a chat mock-up',
      },
      {
        html: main('<p>L’offre « Essentiel » comprend tout ce qu’une petite équipe doit avoir pour envoyer ses premières factures.</p><p>Essentiel, Pro</p>'),
        why: 'a plan name',
      },
      {
        html: main(
          '<section><h2>Le mot du fondateur</h2><p>« Quand je tenais une boulangerie, je perdais des heures chaque semaine en paperasse. Acme est l’outil que j’aurais voulu avoir. »</p><p>Marc Lemaire, fondateur d’Acme</p></section>',
        ),
        why: 'own founder',
      },
      {
        html: main(
          '<p>Les présentes conditions régissent l’utilisation du « Service » et de tout « Contenu » fourni par la Société.</p><p>Mentions légales, CGU</p>',
        ),
        why: 'legal',
      },
      {
        ...docs(
          '<h1>Messages de commit</h1><blockquote>fix(auth): renouveler le jeton de session avant son expiration, pas après le premier échec</blockquote><p>Conventions</p>',
        ),
        why: 'a commit message',
      },
      {
        html: main(
          '<section><h2>Revue de presse</h2><p>« L’une des dix start-up à suivre cette année, avec un produit que les petites entreprises aiment vraiment. »</p><p>— Maddyness, numéro de mars</p></section>',
        ),
        why: 'press review',
      },
      {
        html: headedCards(
          'Notre équipe',
          '<div><p>Lucas s’occupe de tout ce qui touche aux serveurs, et fait du pain le vendredi pour tout le bureau.</p><p>Lucas Brun, responsable infrastructure</p></div>',
        ),
        why: 'another bio',
      },
    ],
  },
  es: {
    positive: [
      ...MORE.es.positive,
      {
        html: quoted('«Desde que los pacientes reservan online, el teléfono suena la mitad en la clínica.»', '— Lucía Romero, gerente de Clínica Sol'),
        why: 'blockquote',
      },
      {
        html: main(
          testimonialCard(
            'Acme sustituyó tres hojas de cálculo y un buzón compartido en la primera semana.',
            'Marta Ruiz',
            'Directora de operaciones, Marea Logística',
          ),
        ),
        why: 'a card',
      },
      {
        html: main(
          '<figure><blockquote>Cerramos el mes dos días antes desde el primer trimestre.</blockquote><figcaption>María Olmo, controller en Brisa Energía</figcaption></figure>',
        ),
        why: 'a figure',
      },
      {
        html: headedCards(
          'Lo que dicen nuestros clientes',
          card(
            'Nuestros coordinadores ven por fin cada furgoneta en una sola pantalla, y nadie llama a la oficina.',
            'Pablo Gil',
            'Jefe de operaciones, Gil Transportes',
          ),
        ),
        why: 'under a heading',
      },
      { html: main(review('Solo los recordatorios pagaron la suscripción en un mes.', 'Javier Soler')), why: 'ld+json' },
      {
        html: main(
          '<div><p>Pasamos toda la agencia a Acme el mes pasado y la reunión de los lunes desapareció.</p><p>Elena Vidal @elenavidal</p></div><div><p>El mejor onboarding que he visto en una herramienta B2B, a los diez minutos ya enviaba facturas.</p><p>Diego León @diegoleon</p></div>',
        ),
        why: 'posts',
      },
      {
        html: main('<p>«Cada presupuesto sale la misma tarde, incluso en las semanas más complicadas.»</p><p>Carmen Ortiz · Ortiz Reformas</p>'),
        why: 'quote marks and a name',
      },
      {
        html: main(
          '<blockquote><p>Incorporamos a una persona nueva en una tarde en lugar de una semana.</p><cite>Óscar Navarro, responsable de personas en Pinar</cite></blockquote>',
        ),
        why: 'cite',
      },
      {
        html: main(
          '<div class="testimonio"><p>«Los socios reservan las pistas ellos mismos y la secretaría ha recuperado sus tardes.»</p><p>Club de Pádel Olivo</p></div>',
        ),
        why: 'signed by a club',
      },
      { html: headedCards('Testimonios', card('El soporte respondió en cuatro minutos un domingo. No me lo esperaba.', 'Laura Campos')), why: 'name only' },
      {
        html: main(
          '<div class="review-card"><img src="/img/personas/nuria.jpg" alt="Nuria Salas"><p>Configuré las facturas recurrentes en cinco minutos y desde entonces funcionan solas.</p><p>Nuria Salas, diseñadora autónoma</p></div>',
        ),
        why: 'avatar card',
      },
      { html: quoted('«Acme hizo de nuestra auditoría la más tranquila en años.»', 'Rut Abebe, product manager @ Ledgerline'), why: 'a role @ company' },
      {
        html: headedCards(
          'Qué dicen de nosotros',
          card('«El cierre nos llevaba una semana. Ahora dos días, y nadie se queda hasta tarde.»', 'Cristian Parra, director financiero, Óvalo'),
        ),
        why: 'what they say',
      },
      {
        html: headedCards(
          'Opiniones de clientes',
          card('Precios claros, un soporte amable y una app que a mis técnicos les gusta de verdad.', 'Leo Martín', 'Propietario, Fontanería Martín'),
        ),
        why: 'opinions',
      },
      {
        html: headedCards(
          'Casos de éxito',
          testimonialCard('Migré 40 clientes en una tarde y ninguno notó nada, salvo respuestas más rápidas.', 'Irene Nováez', 'Asesora fiscal'),
        ),
        why: 'success stories',
      },
      {
        html: main(
          '<blockquote class="cita">La tasa de bajas cayó un tercio desde que los clientes ven su uso en la app.<footer>— Bruno Adler, director de éxito de cliente, Stackwise</footer></blockquote>',
        ),
        why: 'blockquote footer',
      },
      {
        html: headedCards(
          'Historias de clientes',
          '<div><h3>Fernway Logística</h3><p>Acme dio a nuestros conductores una app en vez de cuatro y a los planificadores una pantalla en vez de diez.</p><p>Catalina Holm, responsable de planificación</p></div>',
        ),
        why: 'company over the card',
      },
      { html: main('<p>«Recomiendo Acme a cada fundador que conozco. Simplemente funciona.»</p><p>— Zoe Turner, CEO de Pixelmint</p>'), why: 'em dash' },
      {
        html: main(
          `<script type="application/json" id="__NEXT_DATA__">${JSON.stringify({ props: { testimonios: [{ review: 'Desde que usamos Acme no se pierde ni una solicitud entre el formulario de la web y el CRM.', name: 'Marcos Blanco' }] } })}</script>`,
        ),
        why: 'framework data',
      },
      {
        html: headedCards(
          'Reseñas',
          card('En un mes pasamos de fichajes en papel a la nómina en un clic, en los cinco hoteles.', 'Ahmed Saleh', 'Responsable de RR. HH., Hoteles Verdor'),
        ),
        why: 'reseñas',
      },
      {
        html: main(
          '<div class="testimonial-slider"><div class="slide"><p>«Solo la vista de planificación ahorra una hora al día a mis coordinadoras.»</p><p><strong>Rita Gomes</strong></p><p>Coordinadora, Cuidados Plus</p></div></div>',
        ),
        why: 'a slider',
      },
      {
        html: headedCards(
          'Nos recomiendan',
          card('Nuestros pacientes reservan online y el teléfono suena la mitad de veces.', 'Dra. Ana Keller', 'Odontóloga, Clínica Keller'),
        ),
        why: 'they recommend us',
      },
      {
        html: main(
          ldJson({
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: 'Acme',
            review: { '@type': 'Review', reviewBody: 'Redujimos a la mitad el tiempo de los informes en el primer trimestre.', author: 'Elena Mosquera' },
          }),
        ),
        why: 'single review',
      },
      {
        html: quoted('«Por fin un programa que el equipo no tiene que estudiar antes de usarlo.»', '— Francisco Lobo, gerente de Lobo Electricidad'),
        why: 'gerente de',
      },
      {
        html: headedCards(
          'Lo que opinan nuestros usuarios',
          '<div class="card"><p>«Los turnos casi se hacen solos, los equipos se los cambian entre ellos.»</p><p>Miriam Sánchez</p><p>Encargada de tienda, Panadería Sánchez</p></div>',
        ),
        why: 'what users think',
      },
    ],
    negative: [
      ...MORE.es.negative,
      {
        html: headedCards(
          'Nuestro equipo',
          card(
            'Ana dirige el producto. Antes de Acme construyó sistemas de facturación en dos bancos y aún lee cada ticket.',
            'Ana Berg',
            'Directora de producto',
          ),
        ),
        why: 'a team bio',
      },
      {
        html: main(
          '<section><h2>En los medios</h2><blockquote>«Acme está reinventando en silencio cómo facturan las pequeñas empresas.»</blockquote><p>— Expansión</p></section>',
        ),
        why: 'press',
      },
      {
        ...docs(
          '<h1>Instalación</h1><pre><code>{ "mensaje": "Espacio de trabajo creado correctamente para esta cuenta" }</code></pre><p>Paso 2 (opcional)</p>',
        ),
        why: 'code',
      },
      {
        ...docs(
          '<h1>Solución de problemas</h1><blockquote>"Error: conexión rechazada con la base de datos en 127.0.0.1:5432"</blockquote><p>Paso 2: revisa el cortafuegos</p>',
        ),
        why: 'an error message',
      },
      {
        ...docs(
          '<h1>Registros</h1><blockquote>[2024-05-01 10:02:11] WARN worker-3 reintentando la tarea 8812 tras agotar el tiempo, intento 2 de 5</blockquote><p>Ajustes de workers</p>',
        ),
        why: 'a log line',
      },
      {
        html: main(
          '<section><h2>Preguntas frecuentes</h2><h3>¿Puedo cancelar cuando quiera?</h3><p>«Sí. Cancelas desde los ajustes de la cuenta y mantienes el acceso hasta el final del periodo.»</p><p>Facturación, Planes</p></section>',
        ),
        why: 'FAQ',
      },
      { html: main('<p>«La gestión de turnos, sin hojas de cálculo ni mensajes sueltos.»</p><p>Solicitar presupuesto</p>'), why: 'a slogan' },
      {
        html: main(
          '<section><h2>Nuestra misión</h2><blockquote>«Creamos Acme porque cada pequeña empresa merece las herramientas que las grandes dan por hechas.»</blockquote><p>— Juana Díaz, CEO y cofundadora de Acme</p></section>',
        ),
        why: 'own founder',
      },
      {
        html: main('<blockquote>«Caminante, no hay camino, se hace camino al andar, paso a paso.»</blockquote><p>— Antonio Machado</p>'),
        why: 'a famous line',
      },
      { html: headedCards('Testimonios', '<div class="testimonio"><p>Testimonio pendiente</p></div>'), why: 'placeholder' },
      {
        html: main(
          '<article class="post"><h3>Cinco formas de acelerar el cierre</h3><p>Por Juana Díaz, product manager</p><p>El cierre no tiene por qué significar noches largas. Así lo planifican los mejores equipos.</p></article>',
        ),
        why: 'a blog card',
      },
      {
        html: main('<p>Haz clic en «Guardar cambios» y después en «Publicar» para que tus visitantes vean la página.</p><p>Editor, Páginas</p>'),
        why: 'UI labels',
      },
      {
        html: main(
          '<div class="oferta"><h3>Desarrollador backend sénior</h3><p>Remoto en España, jornada completa, en el equipo de pagos de nuestro libro mayor.</p><p>Ingeniería · Madrid</p></div>',
        ),
        why: 'a job',
      },
      {
        html: main(
          '<section><h2>Ponentes</h2><div><p>Cómo llevamos nuestro soporte a 40 países sin contratar en cada uno.</p><p>Mina Cho, directora de soporte, Globex</p><p>Charla · 14:00</p></div></section>',
        ),
        why: 'speakers',
      },
      {
        ...docs('<blockquote>Nota: esta función requiere permisos de administrador y un plan de pago.</blockquote><p>Paso 2 (opcional)</p>'),
        why: 'a docs note',
      },
      {
        html: main('<section><h2>Danos tu opinión</h2><form><textarea name="opinion"></textarea><button>Enviar</button></form></section>'),
        why: 'a feedback form',
      },
      {
        html: main(
          '<aside class="autor"><p>Sobre la autora: Juana Díaz dirige el marketing de Acme y escribe sobre precios.</p><p>Juana Díaz, directora de marketing</p></aside>',
        ),
        why: 'an author box',
      },
      {
        html: main('<p>Busca «zapatillas rojas por menos de 50 euros» y mira cómo cambian los resultados mientras escribes.</p><p>Búsqueda, Filtros</p>'),
        why: 'a search example',
      },
      {
        html: main('<div class="chat-mock"><p>«¡Hola! ¿Dónde está mi pedido n.º 4412? Debía llegar ayer y no sé nada.»</p><p>Cliente, 10:02</p></div>'),
        why: 'a chat mock-up',
      },
      {
        html: main('<p>El plan «Básico» incluye todo lo que un equipo pequeño necesita para enviar sus primeras facturas.</p><p>Básico, Pro</p>'),
        why: 'a plan name',
      },
      {
        html: main(
          '<section><h2>Palabras del fundador</h2><p>«Cuando llevaba una panadería perdía horas cada semana con papeles. Acme es la herramienta que me habría gustado tener.»</p><p>Marcos Lema, fundador de Acme</p></section>',
        ),
        why: 'own founder',
      },
      {
        html: main('<p>Estas condiciones regulan el uso del «Servicio» y de cualquier «Contenido» que ofrezca la Empresa.</p><p>Legal, Condiciones</p>'),
        why: 'legal',
      },
      {
        ...docs(
          '<h1>Mensajes de commit</h1><blockquote>fix(auth): renovar el token de sesión antes de que caduque, no tras la primera petición fallida</blockquote><p>Convenciones</p>',
        ),
        why: 'a commit message',
      },
      {
        html: main(
          '<section><h2>Prensa</h2><p>«Una de las diez startups a seguir este año, con un producto que las pymes disfrutan de verdad.»</p><p>— El Referente, número de marzo</p></section>',
        ),
        why: 'a magazine quote',
      },
      {
        html: headedCards(
          'Nuestro equipo',
          '<div><p>Lucas se ocupa de todo lo que tiene que ver con servidores, y los viernes hace pan para toda la oficina.</p><p>Lucas Bravo, responsable de infraestructura</p></div>',
        ),
        why: 'another bio',
      },
    ],
  },
});
