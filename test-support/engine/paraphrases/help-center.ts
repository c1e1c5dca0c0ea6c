import { footerColumn, mainLink, nav } from '../paraphrase-markup.ts';
import { defineParaphraseSuite } from '../paraphrase-suite.ts';

/** A documentation page as the crawler fetches it: several headed articles. */
function docsPage(title: string, headings: readonly string[], line: string): { pages: Record<string, string> } {
  const articles = headings.map((heading) => `<h2>${heading}</h2><p>${line}</p>`).join('');
  return { pages: { '/': '<main><h1>Acme</h1></main>', '/docs': `<main><h1>${title}</h1>${articles}</main>` } };
}

/** A FAQ block on the home page: a few questions and their answers, nothing more. */
function faqBlock(heading: string, ...pairs: Array<readonly [string, string]>): { html: string } {
  const items = pairs.map(([question, answer]) => `<details><summary>${question}</summary><p>${answer}</p></details>`).join('');
  return { html: `<main><section class="faq"><h2>${heading}</h2>${items}</section></main>` };
}

/** A link to a contact page, and that page: a heading, an address and a form. */
function contactPage(linkText: string, heading: string, line: string): { pages: Record<string, string> } {
  return {
    pages: {
      '/': `<main><h1>Acme</h1></main><footer><a href="/support">${linkText}</a></footer>`,
      '/support': `<main><h1>${heading}</h1><p>${line}</p><form><input name="email"><textarea name="message"></textarea><button>Send</button></form></main>`,
    },
  };
}

/**
 * help-center: docs, a help centre, an academy or a knowledge base (a short FAQ block is
 * not; DESIGN section 3), also guides, tutorials, an API reference and a hosted help desk.
 * Hard negatives: a product feature called "Helpdesk" or "Knowledge base" (the product
 * sells one), a FAQ block, a contact or mail link named "Support", "help" as a verb,
 * documentation as a product feature (working hours documented), a tour guide, a
 * subsidy ("aides", "ayudas").
 */
export default defineParaphraseSuite('help-center', {
  en: {
    positive: [
      nav(['Product', '/product'], ['Docs', '/docs'], ['Pricing', '/pricing']),
      nav(['Pricing', '/pricing'], ['Help Center', 'https://help.acme.test/']),
      footerColumn('Support', [
        ['Documentation', '/documentation'],
        ['API reference', '/api-reference'],
        ['Status', 'https://status.acme.test/'],
      ]),
      'Read the step-by-step guides in our help centre.',
      mainLink('Visit the knowledge base', '/kb'),
      'Learn the ropes at Acme Academy with free video courses.',
      mainLink('Tutorials', '/tutorials'),
      { html: '<main><h2>Resources</h2><ul><li><a href="/guides">Guides</a></li><li><a href="/webinars">Webinars</a></li></ul></main>' },
      mainLink('Support', 'https://acme.zendesk.com/hc/en-us'),
      mainLink('Docs', 'https://acme.gitbook.io/acme/'),
      'The documentation covers every endpoint with examples in five languages.',
      docsPage('Acme documentation', ['Install the agent', 'Connect a data source', 'Invite your team'], 'Follow these steps.'),
      mainLink('Getting started guide', '/docs/getting-started'),
      nav(['Developers', 'https://developers.acme.test/'], ['Pricing', '/pricing']),
      mainLink('User manual (PDF)', '/files/acme-user-manual.pdf'),
      'Search more than 400 articles in our knowledge base.',
      footerColumn('Company', [
        ['About', '/about'],
        ['Help', '/help'],
        ['Careers', '/careers'],
      ]),
      mainLink('Learn', 'https://learn.acme.test/'),
      'Find the answer yourself: browse the help center or open a ticket.',
      mainLink('Knowledge Base', 'https://support.acme.test/kb/'),
      mainLink('How-to guides', '/guides'),
      { html: '<main><a class="button" href="https://docs.acme.test/">Read the docs</a></main>' },
      mainLink('Help articles', 'https://intercom.help/acme/en/'),
      'New to Acme? Our video tutorials walk you through your first project.',
      footerColumn('Developers', [
        ['API docs', '/developers/api'],
        ['SDKs', '/developers/sdks'],
        ['Changelog', '/changelog'],
      ]),
      'Consult the API reference for rate limits and error codes.',
    ],
    negative: [
      {
        html: '<header><nav><ul><li><a href="/features">Features</a><ul><li><a href="/features/payroll">Payroll</a></li><li><a href="/features/helpdesk">Helpdesk</a></li><li><a href="/features/time-off">Time off</a></li></ul></li></ul></nav></header>',
      },
      'Build a help center your customers will love.',
      faqBlock('Frequently asked questions', ['Can I cancel anytime?', 'Yes, from your settings.'], ['Do you offer discounts?', 'Nonprofits get 30% off.']),
      mainLink('FAQ', '/#faq'),
      mainLink('Contact support', 'mailto:support@acme.test'),
      contactPage('Support', 'Contact us', 'Write to support@acme.test or call us from 9 to 5.'),
      'Create a knowledge base for your team in minutes.',
      'Our support team answers within an hour, seven days a week.',
      mainLink('Help', '#'),
      mainLink('The ultimate guide to remote work (ebook)', '/ebook-remote-work'),
      'Need help? Call us on 555 0100.',
      {
        pages: {
          '/pricing':
            '<main><h2>Support desk</h2><p>$19 per agent per month</p><ul><li>Knowledge base</li><li>Help center widget</li><li>SLA rules</li></ul></main>',
        },
      },
      'Acme Helpdesk answers tickets from email, chat and phone in one inbox.',
      mainLink('For tour guides', '/tour-guides'),
      'Acme Docs lets you write and share documents with your team.',
      'Help your team close the books faster.',
      'Support for Markdown, LaTeX and Mermaid diagrams.',
      mainLink('System status', 'https://status.acme.test/'),
      mainLink('Help us improve: take the survey', '/survey'),
      'Automatic documentation of every change, kept for ten years.',
      'A team wiki for everything your company knows.',
      mainLink('Knowledge base software', '/product/knowledge-base'),
      mainLink('Brand guidelines', '/brand'),
      'Publish help articles for your customers in any language.',
      'Guided onboarding with a dedicated account manager on Enterprise.',
      'We help agencies grow with fewer tools.',
      nav(['Pricing', '/pricing'], ['Support', '/support']),
      mainLink('Documentation', '/treatment-documentation'),
    ],
  },
  de: {
    positive: [
      nav(['Produkt', '/produkt'], ['Dokumentation', '/docs'], ['Preise', '/preise']),
      nav(['Preise', '/preise'], ['Hilfe-Center', 'https://hilfe.acme.test/']),
      footerColumn('Support', [
        ['Handbuch', '/handbuch'],
        ['API-Referenz', '/api-referenz'],
        ['Status', 'https://status.acme.test/'],
      ]),
      'Schritt-für-Schritt-Anleitungen findest du in unserem Hilfecenter.',
      mainLink('Zur Wissensdatenbank', '/wissen'),
      'Lernen Sie Acme in der Acme Akademie mit kostenlosen Videokursen kennen.',
      mainLink('Tutorials', '/tutorials'),
      { html: '<main><h2>Ressourcen</h2><ul><li><a href="/ratgeber">Ratgeber</a></li><li><a href="/webinare">Webinare</a></li></ul></main>' },
      mainLink('Support', 'https://acme.zendesk.com/hc/de'),
      mainLink('Doku', 'https://acme.gitbook.io/acme/'),
      'Die Dokumentation erklärt jeden Endpunkt mit Beispielen.',
      docsPage('Acme Dokumentation', ['Agent installieren', 'Datenquelle verbinden', 'Team einladen'], 'So geht es.'),
      mainLink('Erste Schritte', '/docs/erste-schritte'),
      nav(['Entwickler', 'https://developers.acme.test/'], ['Preise', '/preise']),
      mainLink('Benutzerhandbuch (PDF)', '/dateien/acme-handbuch.pdf'),
      'Durchsuchen Sie mehr als 400 Artikel in unserer Wissensdatenbank.',
      footerColumn('Unternehmen', [
        ['Über uns', '/ueber-uns'],
        ['Hilfe', '/hilfe'],
        ['Karriere', '/karriere'],
      ]),
      mainLink('Lernen', 'https://learn.acme.test/'),
      'Selbst nachlesen: Stöbere im Hilfebereich oder eröffne ein Ticket.',
      mainLink('Wissensdatenbank', 'https://support.acme.test/kb/'),
      mainLink('Anleitungen', '/anleitungen'),
      { html: '<main><a class="button" href="https://docs.acme.test/">Zur Doku</a></main>' },
      mainLink('Hilfeartikel', 'https://intercom.help/acme/de/'),
      'Neu bei Acme? Unsere Video-Tutorials begleiten dich durch dein erstes Projekt.',
      footerColumn('Entwickler', [
        ['API-Dokumentation', '/entwickler/api'],
        ['SDKs', '/entwickler/sdks'],
        ['Changelog', '/changelog'],
      ]),
      'In der API-Referenz stehen Limits und Fehlercodes.',
    ],
    negative: [
      {
        html: '<header><nav><ul><li><a href="/funktionen">Funktionen</a><ul><li><a href="/funktionen/lohn">Lohnabrechnung</a></li><li><a href="/funktionen/helpdesk">Helpdesk</a></li><li><a href="/funktionen/urlaub">Urlaub</a></li></ul></li></ul></nav></header>',
      },
      'Bauen Sie ein Hilfecenter, das Ihre Kunden lieben.',
      faqBlock('Häufige Fragen', ['Kann ich jederzeit kündigen?', 'Ja, in den Einstellungen.'], ['Gibt es Rabatte?', 'Vereine erhalten 30 %.']),
      mainLink('FAQ', '/#faq'),
      mainLink('Support kontaktieren', 'mailto:support@acme.test'),
      contactPage('Support', 'Kontakt', 'Schreiben Sie an support@acme.test oder rufen Sie uns von 9 bis 17 Uhr an.'),
      'Erstellen Sie in Minuten eine Wissensdatenbank für Ihr Team.',
      'Unser Support antwortet innerhalb einer Stunde, an sieben Tagen die Woche.',
      mainLink('Hilfe', '#'),
      mainLink('Der große Ratgeber für Remote-Arbeit (E-Book)', '/ebook-remote'),
      'Sie brauchen Hilfe? Rufen Sie uns an: 030 123456.',
      {
        pages: {
          '/preise':
            '<main><h2>Support-Desk</h2><p>19 € pro Agent und Monat</p><ul><li>Wissensdatenbank</li><li>Hilfe-Widget</li><li>SLA-Regeln</li></ul></main>',
        },
      },
      'Acme Helpdesk beantwortet Tickets aus E-Mail, Chat und Telefon in einem Postfach.',
      'Die lückenlose Dokumentation der Arbeitszeiten erfüllt das Arbeitszeitgesetz.',
      'Acme Docs: Dokumente schreiben und im Team teilen.',
      'Hilf deinem Team, den Monatsabschluss schneller zu schaffen.',
      'Unterstützung für Markdown, LaTeX und Diagramme.',
      mainLink('Systemstatus', 'https://status.acme.test/'),
      mainLink('Hilf uns besser zu werden', '/umfrage'),
      'Mit unserer Hilfe sparen Kanzleien zehn Stunden pro Woche.',
      'Ein Team-Wiki für alles, was Ihr Unternehmen weiß.',
      mainLink('Software für Wissensdatenbanken', '/produkt/wissensdatenbank'),
      mainLink('Markenrichtlinien', '/marke'),
      'Veröffentlichen Sie Hilfeartikel für Ihre Kunden in jeder Sprache.',
      'Die Baudokumentation mit Fotos erstellst du direkt auf der Baustelle.',
      'Erste-Hilfe-Kurse online buchen und verwalten.',
      nav(['Preise', '/preise'], ['Support', '/support']),
      mainLink('Dokumentation', '/behandlungsdokumentation'),
    ],
  },
  fr: {
    positive: [
      nav(['Produit', '/produit'], ['Documentation', '/docs'], ['Tarifs', '/tarifs']),
      nav(['Tarifs', '/tarifs'], ["Centre d'aide", 'https://aide.acme.test/']),
      footerColumn('Support', [
        ["Manuel d'utilisation", '/manuel'],
        ['Référence API', '/api'],
        ['Statut', 'https://status.acme.test/'],
      ]),
      "Retrouvez nos guides pas à pas dans le centre d'aide.",
      mainLink('Consulter la base de connaissances', '/base-de-connaissances'),
      "Formez-vous gratuitement à l'Académie Acme grâce à des cours en vidéo.",
      mainLink('Tutoriels', '/tutoriels'),
      { html: '<main><h2>Ressources</h2><ul><li><a href="/guides">Guides</a></li><li><a href="/webinaires">Webinaires</a></li></ul></main>' },
      mainLink('Support', 'https://acme.zendesk.com/hc/fr'),
      mainLink('Docs', 'https://acme.gitbook.io/acme/'),
      'La documentation détaille chaque point de terminaison avec des exemples.',
      docsPage('Documentation Acme', ["Installer l'agent", 'Connecter une source', 'Inviter votre équipe'], 'Suivez ces étapes.'),
      mainLink('Guide de démarrage', '/docs/demarrage'),
      nav(['Développeurs', 'https://developers.acme.test/'], ['Tarifs', '/tarifs']),
      mainLink('Manuel utilisateur (PDF)', '/fichiers/manuel-acme.pdf'),
      'Cherchez parmi plus de 400 articles de notre base de connaissances.',
      footerColumn('Entreprise', [
        ['À propos', '/a-propos'],
        ['Aide', '/aide'],
        ['Carrières', '/carrieres'],
      ]),
      mainLink('Apprendre', 'https://learn.acme.test/'),
      "Trouvez la réponse vous-même : parcourez le centre d'aide ou ouvrez un ticket.",
      mainLink('Base de connaissances', 'https://support.acme.test/kb/'),
      mainLink('Guides pratiques', '/guides'),
      { html: '<main><a class="button" href="https://docs.acme.test/">Lire la documentation</a></main>' },
      mainLink("Articles d'aide", 'https://intercom.help/acme/fr/'),
      'Nouveau sur Acme ? Nos tutoriels vidéo vous guident dans votre premier projet.',
      footerColumn('Développeurs', [
        ['Documentation API', '/developpeurs/api'],
        ['SDK', '/developpeurs/sdk'],
        ['Nouveautés', '/nouveautes'],
      ]),
      "Tu trouveras les limites d'appel dans la référence de l'API.",
    ],
    negative: [
      {
        html: '<header><nav><ul><li><a href="/fonctionnalites">Fonctionnalités</a><ul><li><a href="/fonctionnalites/paie">Paie</a></li><li><a href="/fonctionnalites/helpdesk">Helpdesk</a></li><li><a href="/fonctionnalites/conges">Congés</a></li></ul></li></ul></nav></header>',
      },
      "Créez un centre d'aide que vos clients vont adorer.",
      faqBlock(
        'Questions fréquentes',
        ['Puis-je résilier à tout moment ?', 'Oui, depuis vos réglages.'],
        ['Proposez-vous des remises ?', 'Les associations ont 30 %.'],
      ),
      mainLink('FAQ', '/#faq'),
      mainLink('Contacter le support', 'mailto:support@acme.test'),
      contactPage('Support', 'Nous contacter', 'Écrivez à support@acme.test ou appelez-nous de 9 h à 17 h.'),
      'Créez une base de connaissances pour votre équipe en quelques minutes.',
      'Notre support répond en moins d’une heure, sept jours sur sept.',
      mainLink('Aide', '#'),
      mainLink('Le guide ultime du télétravail (e-book)', '/ebook-teletravail'),
      "Besoin d'aide ? Appelez-nous au 01 23 45 67 89.",
      {
        pages: {
          '/tarifs':
            '<main><h2>Support</h2><p>19 € par agent et par mois</p><ul><li>Base de connaissances</li><li>Widget d’aide</li><li>Règles de SLA</li></ul></main>',
        },
      },
      'Acme Helpdesk répond aux tickets e-mail, chat et téléphone dans une seule boîte.',
      'Simulez les aides de l’État auxquelles votre entreprise a droit.',
      "La gestion de l'aide à domicile, des plannings à la facturation.",
      'Aidez votre équipe à clôturer les comptes plus vite.',
      "Outil d'aide à la décision pour les directions financières.",
      mainLink('État du service', 'https://status.acme.test/'),
      mainLink('Aidez-nous à nous améliorer', '/sondage'),
      'La documentation des interventions se fait sur le terrain, photos à l’appui.',
      "Un wiki d'équipe pour tout ce que sait votre entreprise.",
      mainLink('Logiciel de base de connaissances', '/produit/base-de-connaissances'),
      mainLink('Charte graphique', '/marque'),
      "Publiez des articles d'aide pour vos clients dans toutes les langues.",
      'Pour les guides conférenciers : réservations et paiements en ligne.',
      'Grâce à notre aide, les cabinets gagnent dix heures par semaine.',
      nav(['Tarifs', '/tarifs'], ['Support', '/support']),
      mainLink('Documentation', '/documentation-des-soins'),
    ],
  },
  es: {
    positive: [
      nav(['Producto', '/producto'], ['Documentación', '/docs'], ['Precios', '/precios']),
      nav(['Precios', '/precios'], ['Centro de ayuda', 'https://ayuda.acme.test/']),
      footerColumn('Soporte', [
        ['Manual de usuario', '/manual'],
        ['Referencia de la API', '/api'],
        ['Estado', 'https://status.acme.test/'],
      ]),
      'Encuentra guías paso a paso en nuestro centro de ayuda.',
      mainLink('Ir a la base de conocimiento', '/base-de-conocimiento'),
      'Aprende a usar Acme en la Academia Acme con cursos en vídeo gratuitos.',
      mainLink('Tutoriales', '/tutoriales'),
      { html: '<main><h2>Recursos</h2><ul><li><a href="/guias">Guías</a></li><li><a href="/webinars">Webinars</a></li></ul></main>' },
      mainLink('Soporte', 'https://acme.zendesk.com/hc/es'),
      mainLink('Docs', 'https://acme.gitbook.io/acme/'),
      'La documentación explica cada endpoint con ejemplos.',
      docsPage('Documentación de Acme', ['Instala el agente', 'Conecta una fuente de datos', 'Invita a tu equipo'], 'Sigue estos pasos.'),
      mainLink('Guía de inicio', '/docs/inicio'),
      nav(['Desarrolladores', 'https://developers.acme.test/'], ['Precios', '/precios']),
      mainLink('Manual de usuario (PDF)', '/archivos/manual-acme.pdf'),
      'Busca entre más de 400 artículos de nuestra base de conocimiento.',
      footerColumn('Empresa', [
        ['Sobre nosotros', '/nosotros'],
        ['Ayuda', '/ayuda'],
        ['Empleo', '/empleo'],
      ]),
      mainLink('Aprender', 'https://learn.acme.test/'),
      'Resuélvelo tú mismo: consulta el centro de ayuda o abre un ticket.',
      mainLink('Base de conocimientos', 'https://support.acme.test/kb/'),
      mainLink('Guías prácticas', '/guias'),
      { html: '<main><a class="button" href="https://docs.acme.test/">Leer la documentación</a></main>' },
      mainLink('Artículos de ayuda', 'https://intercom.help/acme/es/'),
      '¿Nuevo en Acme? Nuestros videotutoriales le acompañan en su primer proyecto.',
      footerColumn('Desarrolladores', [
        ['Documentación de la API', '/desarrolladores/api'],
        ['SDK', '/desarrolladores/sdk'],
        ['Novedades', '/novedades'],
      ]),
      'Consulte la referencia de la API para ver límites y códigos de error.',
    ],
    negative: [
      {
        html: '<header><nav><ul><li><a href="/funcionalidades">Funcionalidades</a><ul><li><a href="/funcionalidades/nominas">Nóminas</a></li><li><a href="/funcionalidades/helpdesk">Helpdesk</a></li><li><a href="/funcionalidades/vacaciones">Vacaciones</a></li></ul></li></ul></nav></header>',
      },
      'Crea un centro de ayuda que tus clientes adorarán.',
      faqBlock('Preguntas frecuentes', ['¿Puedo cancelar cuando quiera?', 'Sí, desde tus ajustes.'], ['¿Hay descuentos?', 'Las ONG tienen un 30 %.']),
      mainLink('FAQ', '/#faq'),
      mainLink('Contactar con soporte', 'mailto:soporte@acme.test'),
      contactPage('Soporte', 'Contacto', 'Escríbenos a soporte@acme.test o llámanos de 9 a 17 h.'),
      'Crea una base de conocimiento para tu equipo en minutos.',
      'Nuestro equipo de soporte responde en menos de una hora, todos los días.',
      mainLink('Ayuda', '#'),
      mainLink('La guía definitiva del teletrabajo (ebook)', '/ebook-teletrabajo'),
      '¿Necesitas ayuda? Llámanos al 900 123 456.',
      {
        pages: {
          '/precios':
            '<main><h2>Soporte</h2><p>19 € por agente al mes</p><ul><li>Base de conocimiento</li><li>Widget de ayuda</li><li>Reglas de SLA</li></ul></main>',
        },
      },
      'Acme Helpdesk responde tickets de correo, chat y teléfono en una sola bandeja.',
      'Consulta las ayudas y subvenciones a las que tu empresa tiene derecho.',
      'Sube la documentación del cliente y fírmala en línea.',
      'Ayuda a tu equipo a cerrar el mes más rápido.',
      'Compatibilidad con Markdown, LaTeX y diagramas.',
      mainLink('Estado del servicio', 'https://status.acme.test/'),
      mainLink('Ayúdanos a mejorar', '/encuesta'),
      'Con nuestra ayuda, las gestorías ahorran diez horas por semana.',
      'Un wiki de equipo para todo lo que sabe tu empresa.',
      mainLink('Software de base de conocimiento', '/producto/base-de-conocimiento'),
      mainLink('Manual de marca', '/marca'),
      'Publica artículos de ayuda para tus clientes en cualquier idioma.',
      'Para guías turísticos: reservas y cobros en línea.',
      'Para academias de idiomas: matrículas, grupos y recibos.',
      nav(['Precios', '/precios'], ['Soporte', '/soporte']),
      mainLink('Documentación', '/documentacion-clinica'),
    ],
  },
});
