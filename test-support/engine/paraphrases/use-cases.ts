import { footerColumn, mainLink, nav, section } from '../paraphrase-markup.ts';
import { defineParaphraseSuite } from '../paraphrase-suite.ts';

/** Plan cards: a heading and a price each, on the home page or the pricing page. */
function planCards(path: string, ...plans: Array<readonly [string, string]>): { pages: Record<string, string> } {
  const cards = plans.map(([name, price]) => `<div class="plan"><h3>${name}</h3><p>${price}</p><a href="/signup">Start</a></div>`).join('');
  return { pages: { [path]: `<main><h2>Plans</h2>${cards}</main>` } };
}

/** A row of customer logos under a heading. */
function logoRow(heading: string): { html: string } {
  const logos = ['northwind', 'globex', 'initech', 'umbrella'].map((name) => `<img src="/img/customers/${name}.svg" alt="${name}">`).join('');
  return { html: `<main><section><h2>${heading}</h2><div class="logos">${logos}</div></section></main>` };
}

/** A menu whose entries are buttons (tabs), under a heading. */
function tabs(heading: string, ...labels: string[]): { html: string } {
  return { html: `<main><h2>${heading}</h2><div role="tablist">${labels.map((label) => `<button role="tab">${label}</button>`).join('')}</div></main>` };
}

/**
 * use-cases: pages or sections by role, team or use case (DESIGN section 3): a menu or
 * footer list of audiences or industries, "For marketing teams", "How teams use Acme",
 * "Who it's for", a solutions menu, use-case pages.
 * Hard negatives: a feature list, a customers list ("trusted by agencies"), a single "for
 * everyone" line, a pricing tier named for a team size, an edition ("Acme for
 * Enterprise"), pages for investors, press or partners, a purpose ("for more revenue").
 */
export default defineParaphraseSuite('use-cases', {
  en: {
    positive: [
      nav(['Product', '/product'], ['Solutions', '/solutions'], ['Pricing', '/pricing']),
      nav(['For marketing teams', '/solutions/marketing'], ['For sales teams', '/solutions/sales']),
      footerColumn('Use cases', [
        ['Employee onboarding', '/use-cases/employee-onboarding'],
        ['IT ticketing', '/use-cases/it-ticketing'],
        ['Client portals', '/use-cases/client-portals'],
      ]),
      footerColumn('Industries', [
        ['Healthcare', '/healthcare'],
        ['Retail', '/retail'],
        ['Education', '/education'],
      ]),
      section(
        'Built for every team',
        ['Marketing', 'Plan campaigns and track spend.'],
        ['Engineering', 'Ship on schedule.'],
        ['Finance', 'Close the month in days.'],
      ),
      section('How teams use Acme', ['Product teams', 'Turn feedback into roadmaps.'], ['Support teams', 'Answer faster with context.']),
      { html: "<main><h2>Who it's for</h2><ul><li>Freelance designers</li><li>Small studios</li><li>In-house brand teams</li></ul></main>" },
      mainLink('For agencies', '/agencies'),
      { html: '<main><h2>For marketing teams</h2><p>Brief, approve and publish every campaign from one calendar.</p></main>' },
      footerColumn(
        'Solutions',
        [
          ['Startups', '/startups'],
          ['Enterprise', '/enterprise'],
          ['Nonprofits', '/nonprofits'],
        ],
        'p',
      ),
      nav(['By role', '/roles'], ['Engineering managers', '/roles/engineering-managers'], ['Designers', '/roles/designers']),
      mainLink('Acme for nonprofits', '/nonprofits'),
      {
        html: '<main><section class="use-cases"><h3>Weekly reporting</h3><p>Numbers on Monday.</p><h3>Board decks</h3><p>Slides that update.</p></section></main>',
      },
      mainLink('Use cases', '/use-cases'),
      mainLink('See all industries', '/industries'),
      section('Whatever your role', ['For founders', 'See cash and runway at a glance.'], ['For operations leads', 'Keep every process on track.']),
      {
        html: '<main><a href="/for/recruiters"><h3>Recruiters</h3><p>Fill roles faster.</p></a><a href="/for/hiring-managers"><h3>Hiring managers</h3><p>Review in one place.</p></a></main>',
      },
      { html: '<main><h2>Perfect for</h2><ul><li>Freelancers</li><li>Small agencies</li><li>In-house teams</li></ul></main>' },
      tabs('Acme for every department', 'Marketing', 'Sales', 'Customer support', 'HR'),
      mainLink('Customer support teams', '/teams/support'),
      section('Use cases', ['Onboarding new hires', 'Checklists that run themselves.'], ['Closing the books', 'Reconcile in hours.']),
      footerColumn('Who we serve', [
        ['Schools', '/schools'],
        ['Universities', '/universities'],
        ['Training centres', '/training-centres'],
      ]),
      mainLink('Solutions for healthcare', '/healthcare'),
      { html: '<main><h2>Acme for developers</h2><p>An API for everything.</p><h2>Acme for designers</h2><p>Pixel-perfect handoff.</p></main>' },
      {
        html: '<main><h2>Made for the people who keep projects moving</h2><div><h3>Project managers</h3><p>Timelines.</p></div><div><h3>Account managers</h3><p>Client updates.</p></div></main>',
      },
      nav(['Teams', '/teams'], ['Marketing', '/teams/marketing'], ['Legal', '/teams/legal'], ['Pricing', '/pricing']),
      footerColumn('Features', [
        ['Private cloud solution', '/private-cloud'],
        ['Backup solution', '/backup'],
        ['Pricing', '/pricing'],
      ]),
      nav(['Product', '/product'], ['E-commerce', '/e-commerce'], ['Pricing', '/pricing']),
      footerColumn('Sectors', [
        ['Insurance', '/insurance'],
        ['Childcare', '/childcare'],
        ['Sports clubs', '/sports'],
      ]),
      section('What can I monitor with Acme?', ['Cron jobs', 'Backups and reports.'], ['Servers', 'Processes and services.']),
      {
        html: '<header><nav><ul><li>Solutions<ul><li><a href="/devops">DevOps</a></li><li><a href="/remote-work">Remote work</a></li></ul></li></ul></nav></header><main><h1>Acme</h1></main>',
      },
      section('I need to secure data for', ['Industry', 'Plans.'], ['Healthcare', 'Records.'], ['Government', 'Files.']),
    ],
    negative: [
      section('Features', ['Scheduling', 'Book meetings in a click.'], ['Invoicing', 'Get paid on time.'], ['Reporting', 'See what works.']),
      logoRow('Trusted by agencies worldwide'),
      'Over 2,000 agencies run their projects on Acme.',
      { html: '<main><h2>For everyone</h2><p>From solo founders to large enterprises.</p></main>' },
      { html: '<main><h2>For teams of all sizes</h2><p>Start with two seats and grow.</p></main>' },
      planCards('/pricing', ['For individuals', '$0'], ['For teams', '$12 per user'], ['For enterprises', 'Custom']),
      planCards('/', ['Small team', '$29 per month'], ['Growing business', '$99 per month']),
      nav(['Product', '/product'], ['Acme for Enterprise', '/enterprise'], ['Pricing', '/pricing']),
      mainLink('For investors', '/investors'),
      footerColumn('Company', [
        ['About', '/about'],
        ['Press', '/press'],
        ['Partners', '/partners'],
        ['Careers', '/careers'],
      ]),
      mainLink('Customer stories', '/customers'),
      { html: '<main><h2>For teams that ship fast</h2><p>Plan, build and release.</p></main>' },
      'Acme helps marketing teams plan their campaigns.',
      { html: '<main><h2>Made for you</h2><p>Every setting can be changed.</p></main>' },
      mainLink('Meet the team', '/about#team'),
      'Our solution syncs your calendar in real time.',
      section('Integrations', ['Slack', 'Get alerts in channels.'], ['Salesforce', 'Sync deals.'], ['HubSpot', 'Sync contacts.']),
      section('Why teams switch to Acme', ['Faster setup', 'Live in a day.'], ['Fair pricing', 'Pay for what you use.']),
      planCards('/', ['Team', '$10 per user per month'], ['Business', '$20 per user per month']),
      { html: '<main><h2>Built for speed</h2><p>Pages load in under 100 ms.</p></main>' },
      { html: '<main><h2>For a limited time: 50% off</h2><p>Offer ends Sunday.</p></main>' },
      { html: '<main><blockquote><p>As a marketing team of three, we needed something simple.</p><cite>Jane, Northwind</cite></blockquote></main>' },
      { html: '<main><h2>Free for students</h2><p>Verify your school e-mail and get Pro at no cost.</p></main>' },
      mainLink('Become a partner', '/partners/apply'),
      section('What you can do', ['Track time', 'One click to start.'], ['Send invoices', 'From tracked hours.']),
      { html: '<main><h2>For more revenue, fewer tools</h2><p>One platform.</p></main>' },
      footerColumn('Frameworks', [
        ['React', '/for/react'],
        ['Next.js', '/for/next'],
        ['Angular', '/for/angular'],
      ]),
      mainLink('Retail', '/blog/tag/retail'),
    ],
  },
  de: {
    positive: [
      nav(['Produkt', '/produkt'], ['Lösungen', '/loesungen'], ['Preise', '/preise']),
      nav(['Für Marketing-Teams', '/loesungen/marketing'], ['Für Vertriebsteams', '/loesungen/vertrieb']),
      footerColumn('Anwendungsfälle', [
        ['Mitarbeiter-Onboarding', '/anwendungsfaelle/onboarding'],
        ['IT-Tickets', '/anwendungsfaelle/it'],
        ['Kundenportale', '/anwendungsfaelle/portale'],
      ]),
      footerColumn('Branchen', [
        ['Handwerk', '/branchen/handwerk'],
        ['Gastronomie', '/branchen/gastronomie'],
        ['Gesundheitswesen', '/branchen/gesundheit'],
      ]),
      section('Für jedes Team gemacht', ['Marketing', 'Kampagnen planen.'], ['Entwicklung', 'Pünktlich liefern.'], ['Finanzen', 'Monatsabschluss in Tagen.']),
      section('So nutzen Teams Acme', ['Produktteams', 'Aus Feedback wird eine Roadmap.'], ['Supportteams', 'Schneller antworten.']),
      { html: '<main><h2>Für wen ist Acme?</h2><ul><li>Freiberufliche Designer</li><li>Kleine Studios</li><li>Inhouse-Teams</li></ul></main>' },
      mainLink('Für Agenturen', '/agenturen'),
      { html: '<main><h2>Für Steuerkanzleien</h2><p>Belege, Fristen und Mandanten an einem Ort.</p></main>' },
      footerColumn(
        'Lösungen',
        [
          ['Start-ups', '/start-ups'],
          ['Mittelstand', '/mittelstand'],
          ['Vereine', '/vereine'],
        ],
        'p',
      ),
      nav(['Nach Rolle', '/rollen'], ['Teamleiter', '/rollen/teamleiter'], ['Designer', '/rollen/designer']),
      mainLink('Acme für Vereine', '/vereine'),
      {
        html: '<main><section class="anwendungsfaelle"><h3>Wochenberichte</h3><p>Zahlen am Montag.</p><h3>Vorstandsvorlagen</h3><p>Folien, die sich aktualisieren.</p></section></main>',
      },
      mainLink('Anwendungsfälle', '/anwendungsfaelle'),
      mainLink('Alle Branchen ansehen', '/branchen'),
      section('Egal in welcher Rolle', ['Für Gründer', 'Liquidität auf einen Blick.'], ['Für Betriebsleiter', 'Jeder Prozess im Griff.']),
      {
        html: '<main><a href="/fuer/personaler"><h3>Personaler</h3><p>Stellen schneller besetzen.</p></a><a href="/fuer/fuehrungskraefte"><h3>Führungskräfte</h3><p>Alles an einem Ort.</p></a></main>',
      },
      { html: '<main><h2>Ideal für</h2><ul><li>Selbstständige</li><li>Kleine Agenturen</li><li>Inhouse-Teams</li></ul></main>' },
      tabs('Acme für jede Abteilung', 'Marketing', 'Vertrieb', 'Kundenservice', 'Personal'),
      mainLink('Kundenservice-Teams', '/teams/kundenservice'),
      section(
        'Einsatzbereiche',
        ['Neue Mitarbeitende einarbeiten', 'Checklisten, die sich selbst erledigen.'],
        ['Buchhaltung abschließen', 'Abgleich in Stunden.'],
      ),
      footerColumn('Für wen wir arbeiten', [
        ['Schulen', '/schulen'],
        ['Hochschulen', '/hochschulen'],
        ['Bildungsträger', '/bildungstraeger'],
      ]),
      mainLink('Lösungen für Pflegedienste', '/pflegedienste'),
      { html: '<main><h2>Acme für Entwickler</h2><p>Eine API für alles.</p><h2>Acme für Designer</h2><p>Pixelgenaue Übergabe.</p></main>' },
      {
        html: '<main><h2>Für Handwerksbetriebe</h2><p>Aufmaß, Angebot und Rechnung vom Smartphone.</p><h2>Für Hausverwaltungen</h2><p>Alle Objekte im Blick.</p></main>',
      },
      nav(['Teams', '/teams'], ['Marketing', '/teams/marketing'], ['Recht', '/teams/recht'], ['Preise', '/preise']),
      footerColumn('Funktionen', [
        ['Private-Cloud-Lösung', '/private-cloud'],
        ['Backup-Lösung', '/backup'],
        ['Preise', '/preise'],
      ]),
      nav(['Produkt', '/produkt'], ['Gastronomie', '/gastronomie'], ['Preise', '/preise']),
      footerColumn('Sektoren', [
        ['Versicherungen', '/versicherungen'],
        ['Kitas', '/kitas'],
        ['Sportvereine', '/sportvereine'],
      ]),
      section('Was können Sie mit Acme überwachen?', ['Cronjobs', 'Backups und Berichte.'], ['Server', 'Prozesse und Dienste.']),
      {
        html: '<header><nav><ul><li>Lösungen<ul><li><a href="/devops">DevOps</a></li><li><a href="/remote">Remote-Arbeit</a></li></ul></li></ul></nav></header><main><h1>Acme</h1></main>',
      },
      section('Ich muss Daten schützen für', ['Industrie', 'Pläne.'], ['Gesundheitswesen', 'Akten.'], ['Verwaltung', 'Dateien.']),
    ],
    negative: [
      section('Funktionen', ['Terminplanung', 'Termine mit einem Klick.'], ['Rechnungen', 'Pünktlich bezahlt werden.'], ['Berichte', 'Sehen, was wirkt.']),
      logoRow('Agenturen weltweit vertrauen uns'),
      'Über 2.000 Agenturen steuern ihre Projekte mit Acme.',
      { html: '<main><h2>Für alle</h2><p>Vom Einzelunternehmer bis zum Konzern.</p></main>' },
      { html: '<main><h2>Für Teams jeder Größe</h2><p>Mit zwei Plätzen starten und wachsen.</p></main>' },
      planCards('/preise', ['Für Einzelpersonen', '0 €'], ['Für Teams', '12 € pro Nutzer'], ['Für Unternehmen', 'Auf Anfrage']),
      planCards('/', ['Kleines Team', '29 € pro Monat'], ['Wachsendes Unternehmen', '99 € pro Monat']),
      nav(['Produkt', '/produkt'], ['Acme für Enterprise', '/enterprise'], ['Preise', '/preise']),
      mainLink('Für Investoren', '/investoren'),
      footerColumn('Unternehmen', [
        ['Über uns', '/ueber-uns'],
        ['Presse', '/presse'],
        ['Partner', '/partner'],
        ['Karriere', '/karriere'],
      ]),
      mainLink('Kundengeschichten', '/kunden'),
      { html: '<main><h2>Für immer kostenlos</h2><p>Bis zu drei Nutzer.</p></main>' },
      'Acme hilft Marketing-Teams, ihre Kampagnen zu planen.',
      { html: '<main><h2>Für Sie gemacht</h2><p>Jede Einstellung lässt sich ändern.</p></main>' },
      mainLink('Unser Team', '/ueber-uns#team'),
      'Unsere Lösung synchronisiert Ihren Kalender in Echtzeit.',
      section('Integrationen', ['Slack', 'Benachrichtigungen im Kanal.'], ['Salesforce', 'Deals synchronisieren.'], ['HubSpot', 'Kontakte synchronisieren.']),
      section('Warum Teams zu Acme wechseln', ['Schnell eingerichtet', 'Startklar an einem Tag.'], ['Faire Preise', 'Zahlen, was man nutzt.']),
      planCards('/', ['Team', '10 € pro Nutzer und Monat'], ['Business', '20 € pro Nutzer und Monat']),
      { html: '<main><h2>Für mehr Umsatz mit weniger Tools</h2><p>Eine Plattform.</p></main>' },
      { html: '<main><h2>Nur für kurze Zeit: 50 % Rabatt</h2><p>Angebot endet Sonntag.</p></main>' },
      { html: '<main><blockquote><p>Als Marketing-Team mit drei Leuten brauchten wir etwas Einfaches.</p><cite>Jana, Northwind</cite></blockquote></main>' },
      { html: '<main><h2>Kostenlos für Studierende</h2><p>Mit der Hochschul-Mail Pro gratis nutzen.</p></main>' },
      mainLink('Partner werden', '/partner/bewerben'),
      section('Was Sie tun können', ['Zeiten erfassen', 'Ein Klick genügt.'], ['Rechnungen senden', 'Aus erfassten Stunden.']),
      { html: '<main><h2>Für den schnellen Einstieg</h2><p>Drei Schritte bis zum ersten Bericht.</p></main>' },
      footerColumn('Frameworks', [
        ['React', '/for/react'],
        ['Next.js', '/for/next'],
        ['Angular', '/for/angular'],
      ]),
      mainLink('Einzelhandel', '/blog/thema/einzelhandel'),
    ],
  },
  fr: {
    positive: [
      nav(['Produit', '/produit'], ['Solutions', '/solutions'], ['Tarifs', '/tarifs']),
      nav(['Pour les équipes marketing', '/solutions/marketing'], ['Pour les équipes commerciales', '/solutions/ventes']),
      footerColumn("Cas d'usage", [
        ['Intégration des salariés', '/cas-d-usage/integration'],
        ['Tickets IT', '/cas-d-usage/it'],
        ['Portails clients', '/cas-d-usage/portails'],
      ]),
      footerColumn('Secteurs', [
        ['Santé', '/secteurs/sante'],
        ['Commerce', '/secteurs/commerce'],
        ['Éducation', '/secteurs/education'],
      ]),
      section(
        'Pensé pour chaque équipe',
        ['Marketing', 'Planifiez vos campagnes.'],
        ['Technique', 'Livrez à temps.'],
        ['Finance', 'Clôturez en quelques jours.'],
      ),
      section(
        'Comment les équipes utilisent Acme',
        ['Équipes produit', 'Transformez les retours en feuille de route.'],
        ['Équipes support', 'Répondez plus vite.'],
      ),
      { html: "<main><h2>À qui s'adresse Acme ?</h2><ul><li>Designers indépendants</li><li>Petits studios</li><li>Équipes internes</li></ul></main>" },
      mainLink('Pour les agences', '/agences'),
      { html: '<main><h2>Pour les cabinets comptables</h2><p>Pièces, échéances et clients au même endroit.</p></main>' },
      footerColumn(
        'Solutions',
        [
          ['Start-up', '/start-up'],
          ['PME', '/pme'],
          ['Associations', '/associations'],
        ],
        'p',
      ),
      nav(['Par métier', '/metiers'], ['Chefs de projet', '/metiers/chefs-de-projet'], ['Designers', '/metiers/designers']),
      mainLink('Acme pour les associations', '/associations'),
      {
        html: '<main><section class="cas-usage"><h3>Rapports hebdomadaires</h3><p>Les chiffres du lundi.</p><h3>Comités de direction</h3><p>Des slides à jour.</p></section></main>',
      },
      mainLink("Cas d'usage", '/cas-d-usage'),
      mainLink('Voir tous les secteurs', '/secteurs'),
      section(
        'Quel que soit votre métier',
        ['Pour les fondateurs', 'Votre trésorerie en un coup d’œil.'],
        ['Pour les responsables des opérations', 'Chaque processus sous contrôle.'],
      ),
      {
        html: '<main><a href="/pour/recruteurs"><h3>Recruteurs</h3><p>Pourvoyez vos postes plus vite.</p></a><a href="/pour/managers"><h3>Managers</h3><p>Tout au même endroit.</p></a></main>',
      },
      { html: '<main><h2>Idéal pour</h2><ul><li>Indépendants</li><li>Petites agences</li><li>Équipes internes</li></ul></main>' },
      tabs('Acme pour chaque service', 'Marketing', 'Ventes', 'Service client', 'RH'),
      mainLink('Équipes du service client', '/equipes/service-client'),
      section(
        'Domaines d’application',
        ['Accueillir les nouveaux arrivants', 'Des checklists automatiques.'],
        ['Clôturer les comptes', 'Rapprochement en quelques heures.'],
      ),
      footerColumn('Pour qui', [
        ['Écoles', '/ecoles'],
        ['Universités', '/universites'],
        ['Organismes de formation', '/organismes-de-formation'],
      ]),
      mainLink('Pour les collectivités', '/collectivites'),
      { html: '<main><h2>Acme pour les développeurs</h2><p>Une API pour tout.</p><h2>Acme pour les designers</h2><p>Une passation au pixel près.</p></main>' },
      { html: '<main><h2>Pour les artisans</h2><p>Devis et factures depuis le chantier.</p><h2>Pour les syndics</h2><p>Tous vos immeubles.</p></main>' },
      nav(['Équipes', '/equipes'], ['Marketing', '/equipes/marketing'], ['Juridique', '/equipes/juridique'], ['Tarifs', '/tarifs']),
      footerColumn('Fonctionnalités', [
        ['Solution cloud privé', '/cloud-prive'],
        ['Solution de sauvegarde', '/sauvegarde'],
        ['Tarifs', '/tarifs'],
      ]),
      nav(['Produit', '/produit'], ['Immobilier', '/immobilier'], ['Tarifs', '/tarifs']),
      footerColumn('Secteurs clés', [
        ['Assurance', '/assurance'],
        ['Crèches', '/creches'],
        ['Clubs sportifs', '/clubs'],
      ]),
      section('Que pouvez-vous surveiller avec Acme ?', ['Tâches planifiées', 'Sauvegardes et rapports.'], ['Serveurs', 'Processus et services.']),
      {
        html: '<header><nav><ul><li>Solutions<ul><li><a href="/devops">DevOps</a></li><li><a href="/teletravail">Télétravail</a></li></ul></li></ul></nav></header><main><h1>Acme</h1></main>',
      },
      section('J’ai besoin de sécuriser mes données pour', ['Industrie', 'Plans.'], ['Santé', 'Dossiers.'], ['Gouvernement', 'Fichiers.']),
    ],
    negative: [
      section('Fonctionnalités', ['Prise de rendez-vous', 'En un clic.'], ['Facturation', 'Soyez payé à temps.'], ['Rapports', 'Voyez ce qui marche.']),
      logoRow('Des agences du monde entier nous font confiance'),
      'Plus de 2 000 agences pilotent leurs projets avec Acme.',
      { html: '<main><h2>Pour tous</h2><p>De l’indépendant au grand groupe.</p></main>' },
      { html: '<main><h2>Pour les entreprises de toutes tailles</h2><p>Commencez avec deux places.</p></main>' },
      planCards('/tarifs', ['Pour les indépendants', '0 €'], ['Pour les équipes', '12 € par utilisateur'], ['Pour les grandes entreprises', 'Sur devis']),
      planCards('/', ['Petite équipe', '29 € par mois'], ['Entreprise en croissance', '99 € par mois']),
      nav(['Produit', '/produit'], ['Acme pour Enterprise', '/enterprise'], ['Tarifs', '/tarifs']),
      mainLink('Pour les investisseurs', '/investisseurs'),
      footerColumn('Entreprise', [
        ['À propos', '/a-propos'],
        ['Presse', '/presse'],
        ['Partenaires', '/partenaires'],
        ['Carrières', '/carrieres'],
      ]),
      mainLink('Témoignages clients', '/clients'),
      { html: '<main><h2>Pour commencer</h2><p>Créez un compte.</p><h2>Pour aller plus loin</h2><p>Lisez la documentation.</p></main>' },
      'Acme aide les équipes marketing à planifier leurs campagnes.',
      { html: '<main><h2>Pensé pour vous</h2><p>Chaque réglage se modifie.</p></main>' },
      mainLink("L'équipe", '/a-propos#equipe'),
      'Notre solution synchronise votre agenda en temps réel.',
      section(
        'Intégrations',
        ['Slack', 'Des alertes dans vos canaux.'],
        ['Salesforce', 'Synchronisez les affaires.'],
        ['HubSpot', 'Synchronisez les contacts.'],
      ),
      section('Pourquoi les équipes passent à Acme', ['Mise en place rapide', 'Prêt en un jour.'], ['Prix juste', 'Payez ce que vous utilisez.']),
      planCards('/', ['Équipe', '10 € par utilisateur et par mois'], ['Business', '20 € par utilisateur et par mois']),
      { html: '<main><h2>Pour plus de chiffre d’affaires avec moins d’outils</h2><p>Une seule plateforme.</p></main>' },
      { html: '<main><h2>Pour une durée limitée : -50 %</h2><p>Offre valable jusqu’à dimanche.</p></main>' },
      {
        html: '<main><blockquote><p>En tant qu’équipe marketing de trois personnes, il nous fallait un outil simple.</p><cite>Julie, Northwind</cite></blockquote></main>',
      },
      { html: '<main><h2>Gratuit pour les étudiants</h2><p>Avec votre adresse universitaire.</p></main>' },
      mainLink('Devenir partenaire', '/partenaires/candidature'),
      { html: '<main><h2>Pour la démonstration</h2><p>Test local.</p><h2>Pour le déploiement</h2><p>En production.</p></main>' },
      { html: '<main><h2>Pour en savoir plus</h2><p>Lisez notre blog.</p></main>' },
      footerColumn('Frameworks', [
        ['React', '/for/react'],
        ['Next.js', '/for/next'],
        ['Angular', '/for/angular'],
      ]),
      mainLink('Immobilier', '/blog/categorie/immobilier'),
    ],
  },
  es: {
    positive: [
      nav(['Producto', '/producto'], ['Soluciones', '/soluciones'], ['Precios', '/precios']),
      nav(['Para equipos de marketing', '/soluciones/marketing'], ['Para equipos de ventas', '/soluciones/ventas']),
      footerColumn('Casos de uso', [
        ['Incorporación de empleados', '/casos-de-uso/incorporacion'],
        ['Tickets de TI', '/casos-de-uso/ti'],
        ['Portales de clientes', '/casos-de-uso/portales'],
      ]),
      footerColumn('Sectores', [
        ['Salud', '/sectores/salud'],
        ['Comercio', '/sectores/comercio'],
        ['Educación', '/sectores/educacion'],
      ]),
      section('Pensado para cada equipo', ['Marketing', 'Planifica campañas.'], ['Ingeniería', 'Entrega a tiempo.'], ['Finanzas', 'Cierra el mes en días.']),
      section('Cómo usan Acme los equipos', ['Equipos de producto', 'Convierte opiniones en hojas de ruta.'], ['Equipos de soporte', 'Responde más rápido.']),
      { html: '<main><h2>¿Para quién es Acme?</h2><ul><li>Diseñadores autónomos</li><li>Estudios pequeños</li><li>Equipos internos</li></ul></main>' },
      mainLink('Para agencias', '/agencias'),
      { html: '<main><h2>Para despachos de abogados</h2><p>Expedientes, plazos y clientes en un solo lugar.</p></main>' },
      footerColumn(
        'Soluciones',
        [
          ['Startups', '/startups'],
          ['Pymes', '/pymes'],
          ['ONG', '/ong'],
        ],
        'p',
      ),
      nav(['Por rol', '/roles'], ['Jefes de proyecto', '/roles/jefes-de-proyecto'], ['Diseñadores', '/roles/disenadores']),
      mainLink('Acme para ONG', '/ong'),
      {
        html: '<main><section class="casos-de-uso"><h3>Informes semanales</h3><p>Las cifras del lunes.</p><h3>Consejos de dirección</h3><p>Diapositivas al día.</p></section></main>',
      },
      mainLink('Casos de uso', '/casos-de-uso'),
      mainLink('Ver todos los sectores', '/sectores'),
      section('Sea cual sea tu puesto', ['Para fundadores', 'Tu tesorería de un vistazo.'], ['Para responsables de operaciones', 'Cada proceso bajo control.']),
      {
        html: '<main><a href="/para/reclutadores"><h3>Reclutadores</h3><p>Cubre vacantes más rápido.</p></a><a href="/para/managers"><h3>Managers</h3><p>Todo en un lugar.</p></a></main>',
      },
      { html: '<main><h2>Ideal para</h2><ul><li>Autónomos</li><li>Agencias pequeñas</li><li>Equipos internos</li></ul></main>' },
      tabs('Acme para cada departamento', 'Marketing', 'Ventas', 'Atención al cliente', 'RR. HH.'),
      mainLink('Equipos de atención al cliente', '/equipos/atencion-al-cliente'),
      section(
        'Ámbitos de aplicación',
        ['Incorporar a nuevos empleados', 'Listas que se completan solas.'],
        ['Cerrar la contabilidad', 'Conciliación en horas.'],
      ),
      footerColumn('A quién ayudamos', [
        ['Colegios', '/colegios'],
        ['Universidades', '/universidades'],
        ['Centros de formación', '/centros-de-formacion'],
      ]),
      mainLink('Para ayuntamientos', '/ayuntamientos'),
      { html: '<main><h2>Acme para desarrolladores</h2><p>Una API para todo.</p><h2>Acme para diseñadores</h2><p>Entrega al píxel.</p></main>' },
      { html: '<main><h2>Para clínicas dentales</h2><p>Citas y recordatorios automáticos.</p><h2>Para fisioterapeutas</h2><p>Sesiones y bonos.</p></main>' },
      nav(['Equipos', '/equipos'], ['Marketing', '/equipos/marketing'], ['Legal', '/equipos/legal'], ['Precios', '/precios']),
      footerColumn('Funciones', [
        ['Solución nube privada', '/nube-privada'],
        ['Solución de copias de seguridad', '/copias'],
        ['Precios', '/precios'],
      ]),
      nav(['Producto', '/producto'], ['Hostelería', '/hosteleria'], ['Precios', '/precios']),
      footerColumn('Sectores clave', [
        ['Seguros', '/seguros'],
        ['Guarderías', '/guarderias'],
        ['Clubes deportivos', '/clubes'],
      ]),
      section('¿Qué puedes monitorizar con Acme?', ['Tareas programadas', 'Copias y reportes.'], ['Servidores', 'Procesos y servicios.']),
      {
        html: '<header><nav><ul><li>Soluciones<ul><li><a href="/devops">DevOps</a></li><li><a href="/teletrabajo">Teletrabajo</a></li></ul></li></ul></nav></header><main><h1>Acme</h1></main>',
      },
      section('Necesito proteger datos para', ['Industria', 'Planos.'], ['Salud', 'Historias.'], ['Gobierno', 'Archivos.']),
    ],
    negative: [
      section('Funciones', ['Agenda', 'Citas con un clic.'], ['Facturación', 'Cobra a tiempo.'], ['Informes', 'Mira qué funciona.']),
      logoRow('Agencias de todo el mundo confían en nosotros'),
      'Más de 2.000 agencias gestionan sus proyectos con Acme.',
      { html: '<main><h2>Para todos</h2><p>Del autónomo a la gran empresa.</p></main>' },
      { html: '<main><h2>Para empresas de todos los tamaños</h2><p>Empieza con dos licencias.</p></main>' },
      planCards('/precios', ['Para autónomos', '0 €'], ['Para equipos', '12 € por usuario'], ['Para grandes empresas', 'A medida']),
      planCards('/', ['Equipo pequeño', '29 € al mes'], ['Empresa en crecimiento', '99 € al mes']),
      nav(['Producto', '/producto'], ['Acme para Enterprise', '/enterprise'], ['Precios', '/precios']),
      mainLink('Para inversores', '/inversores'),
      footerColumn('Empresa', [
        ['Sobre nosotros', '/nosotros'],
        ['Prensa', '/prensa'],
        ['Partners', '/partners'],
        ['Empleo', '/empleo'],
      ]),
      mainLink('Casos de éxito', '/clientes'),
      { html: '<main><h3>Para empezar</h3><p>Crea tu cuenta.</p><h3>Para saber más</h3><p>Lee la guía.</p></main>' },
      'Acme ayuda a los equipos de marketing a planificar sus campañas.',
      { html: '<main><h2>Pensado para ti</h2><p>Cada ajuste se puede cambiar.</p></main>' },
      mainLink('Nuestro equipo', '/nosotros#equipo'),
      'Nuestra solución sincroniza tu calendario en tiempo real.',
      section('Integraciones', ['Slack', 'Alertas en tus canales.'], ['Salesforce', 'Sincroniza oportunidades.'], ['HubSpot', 'Sincroniza contactos.']),
      section('Por qué los equipos se pasan a Acme', ['Puesta en marcha rápida', 'Listo en un día.'], ['Precio justo', 'Paga lo que usas.']),
      planCards('/', ['Equipo', '10 € por usuario al mes'], ['Business', '20 € por usuario al mes']),
      { html: '<main><h2>Para vender más con menos herramientas</h2><p>Una sola plataforma.</p></main>' },
      { html: '<main><h2>Por tiempo limitado: 50 % de descuento</h2><p>La oferta acaba el domingo.</p></main>' },
      {
        html: '<main><blockquote><p>Como equipo de marketing de tres personas, necesitábamos algo sencillo.</p><cite>Lucía, Northwind</cite></blockquote></main>',
      },
      { html: '<main><h2>Gratis para estudiantes</h2><p>Con tu correo de la universidad.</p></main>' },
      mainLink('Hazte partner', '/partners/solicitud'),
      section('Lo que puedes hacer', ['Registrar horas', 'Con un clic.'], ['Enviar facturas', 'Desde las horas registradas.']),
      { html: '<main><h2>Para que no pierdas ni un cliente</h2><p>Recordatorios automáticos.</p></main>' },
      footerColumn('Frameworks', [
        ['React', '/for/react'],
        ['Next.js', '/for/next'],
        ['Angular', '/for/angular'],
      ]),
      mainLink('Seguros', '/blog/etiqueta/seguros'),
    ],
  },
});
