import { anyPhrase, isNegated } from '../phrases.ts';
import { lexiconPhrase } from './lexicon.ts';
import { DURATION_SOURCE } from '../durations.ts';
import { clausesOf, type Found, matchesIn, memoByText, near, sentenceAt, type Span, wordsBetween } from './clause.ts';

/**
 * The sales path: a visitor asks a person for something before using the product. A
 * clause asks for it when a request verb and what a person gives (a demo, a call, a
 * quote) stand together ("book a demo", "Angebot anfordern"), when it turns to
 * someone who sells or advises ("talk to sales", "parlez à un conseiller"), when "we"
 * offer to show the product, or when access or a trial is asked for and approved (a
 * waitlist, "request access"). Not a demo to watch or click through, the product's own
 * bookings and quotes for the visitor's clients, support or billing, nor a request of
 * another kind (a feature, a password).
 */

/** What a person gives a visitor who asks: a demo, a call, a quote, an appointment. */
const SALES_OBJECT = lexiconPhrase({
  en: [
    'demos?',
    'demonstrations?',
    'walkthroughs?',
    'consultations?',
    'calls?',
    '(?:discovery|intro(?:ductory)?|strategy|sales|onboarding|quick|short) calls?',
    'meetings?',
    'quotes?',
    'quotations?',
    'proposals?',
    '(?:custom|tailored) proposals?',
    'call ?backs?',
    'appointments?',
    'estimates?',
    'presentations?',
  ],
  de: [
    'demos?',
    '(?:live|online|produkt) demos?',
    'demo-termine?',
    'vorführung(?:en)?',
    'präsentation(?:en)?',
    'rundgang',
    'beratung(?:sgespräch|stermin)?',
    '(?:erst|fach|produkt|experten|kunden|individual|telefon|video)beratung(?:sgespräch|stermin)?',
    'gespräch',
    '(?:erst|beratungs|kennenlern|informations|verkaufs|telefon|video|sales)gespräch',
    'termine?',
    'rückruf',
    'angebote?',
    '(?:gruppen|individual|sonder|komplett)angebote?',
    'videocall',
  ],
  fr: [
    'démos?',
    'démonstrations?',
    'présentations?',
    'rendez-vous',
    'appels?',
    'devis',
    'soumissions?',
    'rappels?',
    'propositions?',
    'consultations?',
    'visios?',
  ],
  es: [
    'demos?',
    'demostraci[oó]n(?:es)?',
    'presentaci[oó]n(?:es)?',
    'llamadas?',
    'reuni[oó]n(?:es)?',
    'citas?',
    'presupuestos?',
    'cotizaci[oó]n(?:es)?',
    'propuestas?',
    'asesorías?',
  ],
});

/** Prices asked for, not read: "Request pricing", "Preise anfragen", "Demander les tarifs", "Consultar precios". */
const PRICE_OBJECT = lexiconPhrase({ en: ['pricing', 'prices?'], de: ['preise', 'preis'], fr: ['tarifs?', 'prix'], es: ['precios?', 'tarifas'] });

/** Asking for it, in either order ("Book a demo", "Demo buchen"). */
const REQUEST_VERB = lexiconPhrase({
  en: [
    'book',
    'request',
    'schedule',
    'get',
    'arrange',
    'order',
    'ask for',
    'set up',
    'pick a time for',
    'reserve',
    'claim',
    'want',
    'sign up for',
    'register for',
  ],
  de: ['buchen', 'buche', 'anfordern', 'fordern', 'fordere', 'vereinbaren', 'vereinbare', 'anfragen', 'einholen', 'erhalten', 'sichern', 'reservieren'],
  fr: [
    'demander',
    'demandez',
    'réserver',
    'réservez',
    'planifier',
    'planifiez',
    'obtenir',
    'obtenez',
    'programmer',
    'programmez',
    'prendre',
    'prenez',
    'recevoir',
    'recevez',
    'fixer',
    'fixez',
    'organiser',
  ],
  es: [
    'solicitar',
    'solicita',
    'solicite',
    'reservar',
    'reserva',
    'reserve',
    'agendar',
    'agenda',
    'agende',
    'pedir',
    'pide',
    'pida',
    'programar',
    'programa',
    'programe',
    'recibir',
    'recibe',
    'reciba',
    'obtener',
    'obtén',
    'quiero',
  ],
});
/** Prices are asked for with fewer verbs: "get the best prices" is a product's promise. */
const PRICE_REQUEST_VERB = lexiconPhrase({
  en: ['request', 'ask for', 'get'],
  de: ['anfragen', 'anfordern'],
  fr: ['demander', 'demandez', 'obtenir'],
  es: ['consultar', 'solicitar', 'solicita', 'pedir', 'pide'],
});

/** Someone who sells or advises, or the company itself: who a "talk to" turns to. */
const SALES_PERSON = lexiconPhrase({
  en: [
    'sales(?: team)?',
    'our (?:sales |product )?team',
    'an? (?:[\\p{L}-]+ )?(?:experts?|specialists?|advisors?|consultants?|representatives?|reps?|human|person)',
    '(?:one of )?our (?:[\\p{L}-]+ )?(?:experts?|specialists?|advisors?|consultants?)',
    'someone',
    'us',
  ],
  de: [
    '(?:dem |unserem )?vertrieb(?:steam)?',
    'unser(?:em)? (?:vertriebs)?team',
    'einem? (?:unserer )?(?:[\\p{L}-]+ )?(?:experten|expertin|spezialisten|spezialistin|berater|beraterin)',
    'unseren? (?:[\\p{L}-]+ )?(?:experten|beratern?)',
    'uns',
  ],
  fr: [
    "l'équipe commerciale",
    'notre équipe(?: commerciale)?',
    'les ventes',
    'le service commercial',
    'un (?:de nos )?(?:[\\p{L}-]+ )?(?:experts?|conseillers?|commercial|spécialistes?)',
    'nos (?:experts|équipes|conseillers)',
    'nous',
  ],
  es: [
    'ventas',
    'el equipo comercial',
    'nuestro equipo(?: comercial)?',
    'un (?:[\\p{L}-]+ )?(?:experto|asesor|especialista|comercial)',
    'uno de nuestros (?:expertos|asesores)',
    'nuestros (?:expertos|asesores)',
    'nosotros',
  ],
});

/** Turning to a person: "talk to", "contact", "sprechen Sie mit", "parlez à", "habla con". */
const CONTACT_VERB = lexiconPhrase({
  en: ['(?:talk|speak|chat) (?:to|with)', 'contact', 'get in touch with', 'reach out to', 'reach', 'call'],
  de: ['sprechen sie mit', 'sprich mit', 'sprechen', 'kontaktieren(?: sie)?', 'kontaktiere', 'wenden sie sich an'],
  fr: ['parler (?:à|avec)', 'parlez (?:à|avec)', 'échanger avec', 'échangez avec', 'contacter', 'contactez', 'joindre'],
  es: ['hablar con', 'habla con', 'hable con', 'contactar(?: con)?', 'contacta(?: con)?', 'contacte(?: con)?'],
});
/** "Contact us" turns to a person only for something a person gives: "Contact us for a quote". */
const CONTACT_US_FOR = lexiconPhrase({
  en: ['contact us (?:for|to get|to request|to book)'],
  de: ['kontaktieren sie uns für', 'kontaktiere uns für'],
  fr: ['contactez(?:-| )nous pour', 'nous contacter pour'],
  es: ['contáctanos para', 'contáctenos para', 'contacta con nosotros para'],
});
const US = /^(?:us|uns|nous|nosotros)$/iu;
const TALKING = /^(?:talk|speak|chat|sprechen|sprich|parler|parlez|échanger|échangez|hablar|habla|hable)/iu;

/** "We show you around": the company offers to present the product itself. */
const WE_SHOW = lexiconPhrase({
  en: [
    '(?:we|our team|our experts) (?:will |can |would love to )?(?:show you|walk you through|give you a tour|demo)',
    'let us show you',
    '(?:give|show) you a (?:personal |live )?(?:demo|demonstration|walkthrough)',
  ],
  de: ['wir zeigen (?:ihnen|dir)', 'unser team zeigt (?:ihnen|dir)', 'wir führen (?:sie|ihnen|dir)'],
  fr: ['nous vous (?:présentons|montrons|ferons)', 'notre équipe vous (?:présente|montre)', 'vous faire une (?:démo|démonstration)'],
  es: [
    '(?:te|le) mostramos',
    '(?:te|le) enseñamos',
    'nuestro equipo (?:te|le) muestra',
    '(?:hacerte|hacerle|darte|ofrecerte) una (?:demo|demostración)',
    'quedamos para',
  ],
});

/** Being advised or called back by a person. */
const ADVICE_OR_CALLBACK = lexiconPhrase({
  en: ['call ?back', "we'll call you", 'we will call you', "let's talk"],
  de: [
    'lassen sie sich (?:\\p{L}+ ){0,4}beraten',
    'lass dich (?:\\p{L}+ ){0,4}beraten',
    'beraten lassen',
    'rückruf-service',
    'wir rufen (?:sie|dich) (?:zurück|an)',
    'unverbindlich anfragen',
  ],
  fr: ['être rappelée?', 'demander un rappel', 'nous vous rappelons', 'se faire conseiller', 'devis gratuit', 'soumission gratuite'],
  es: ['te llamamos', 'le llamamos', 'asesórate con'],
});

/** Names of a sales request: "demo request", "Demo-Termin", "demande de démo". */
const SALES_REQUEST_NAME = lexiconPhrase({
  en: ['demo request', 'contact sales', 'request for (?:a )?(?:quote|proposal|demo)', 'sales (?:enquiries|inquiries|questions|requests)'],
  de: ['demoanfrage', 'demo anfrage', 'demo termin', 'angebotsanfrage', 'preisanfrage', 'vertriebsanfragen?'],
  fr: ['demande de (?:démo|démonstration|devis)', '(?:demandes|questions) commerciales'],
  es: ['solicitud de (?:demo|demostración|presupuesto)', 'consultas comerciales'],
});

/** What only sales settles: a custom plan, enterprise terms, volume prices. "Reach out to us" for one of these is a sales conversation. */
const SALES_PURPOSE = lexiconPhrase({
  en: [
    'custom (?:plans?|pricing|quotes?|contracts?|deals?|terms)',
    'enterprise (?:plans?|pricing|needs|customers|licen[cs]es?)',
    'volume (?:pricing|discounts?|licen[cs]es?)',
    'larger teams',
    'licen[cs]e keys?',
  ],
  de: ['individuelle[nrs]? (?:angebot|preise|lösung|tarif)', 'größere teams', 'mengenrabatt\\p{L}*', 'enterprise-\\p{L}+'],
  fr: ['sur mesure', 'grandes (?:structures|équipes|entreprises)', 'offres? entreprise'],
  es: ['a medida', 'grandes (?:empresas|equipos)', 'planes? (?:enterprise|empresa)'],
});

/** A mailbox of the sales team: "sales@acme.com", "vertrieb@", "ventes@", "ventas@". */
export const SALES_MAILBOX = /(?<![\p{L}\p{N}.])(?:sales|vertrieb|verkauf|ventes|commercial|ventas|comercial)@[\p{L}\p{N}-]+\./iu;

/**
 * Asking for a trial or access that someone reviews and approves: a sales path, not
 * a self-serve one, whatever free trial it promises.
 */
export const APPROVAL_REQUEST = lexiconPhrase({
  en: [
    'request (?:a |an |your )?(?:free )?(?:trial|access|pilot|invite|invitation|evaluation|sandbox|account)',
    'request early access',
    `request (?:a |an )?(?:free )?${DURATION_SOURCE} (?:free )?(?:trial|evaluation)`,
    `apply for (?:a |an )?(?:free )?(?:${DURATION_SOURCE} )?(?:free )?(?:trial|access|early access|pilot|account|evaluation|beta)`,
    'apply to (?:join|try|use)',
    'join (?:the |our )?wait ?list',
    'get on (?:the |our )?wait ?list',
    'sign up for (?:the |our )?wait ?list',
  ],
  de: [
    '(?:testzugang|zugang|testversion|test|early access|beta(?:-zugang)?) (?:anfordern|anfragen|beantragen)',
    'für (?:den |die )?(?:early access|beta|testphase|pilotphase) bewerben',
    '(?:auf die|in die|zur) warteliste',
    'warteliste (?:eintragen|beitreten)',
  ],
  fr: [
    "(?:demander|demandez) (?:un |l'|votre |une )?(?:essai|accès|ouverture)",
    "demande d'(?:essai|accès)",
    'accès anticipé',
    "(?:rejoindre|rejoignez|inscrivez-vous sur|inscription sur) la liste d'attente",
    'candidater',
  ],
  es: [
    'solicitar (?:una |el |tu )?(?:prueba|acceso|cuenta)',
    `solicitar ${DURATION_SOURCE} de prueba`,
    'solicita (?:una |el |tu )?(?:prueba|acceso|cuenta)',
    'solicita unirte',
    'acceso anticipado',
    '(?:únete|unirse|apúntate|apúntese|inscríbete|inscribirse) a la lista de espera',
  ],
});

/** A demo that is a thing to watch or click through, not a conversation. */
const DEMO_TO_WATCH = lexiconPhrase({
  en: [
    'demo (?:videos?|datasets?|data|accounts?|instances?|sites?|environments?|apps?|stores?|days?|projects?|workspaces?|servers?)',
    '(?:interactive|self-guided|click-?through|recorded|on-demand|sandbox|video|product) demos?',
    '(?:watch|try|open|explore|play|view|see|read) (?:the |our |a |an )?(?:[\\p{L}-]+ )?demo',
    'live demo (?:instance|site|environment|server|app)',
  ],
  de: [
    'demo-?(?:video|datensatz|daten|konto|zugang|instanz|seite|shop|umgebung|tag)',
    'live-demo-instanz',
    'interaktive\\p{L}* demo',
    '(?:live-)?demo (?:im browser )?(?:ansehen|ausprobieren|anschauen|testen)',
  ],
  fr: [
    '(?:vidéo|jeu de données|compte|instance|site|environnement|boutique) de (?:démo|démonstration)',
    'démo (?:interactive|en ligne)',
    '(?:regardez|regarder|essayez|essayer|voir|voyez|ouvrez|explorez|testez) (?:la |notre |une |l.)?(?:[\\p{L}-]+ )?(?:démo|démonstration)',
  ],
  es: [
    '(?:v[ií]deo|conjunto de datos|cuenta|instancia|sitio|entorno|tienda) (?:de )?(?:demo|demostraci[oó]n)',
    'demo (?:interactiva|en l[ií]nea)',
    '(?:mira|mirar|ver|prueba|probar|abre|abrir|explora|explorar) (?:la |el |nuestra |una )?(?:[\\p{L}-]+ )?(?:demo|demostraci[oó]n)',
  ],
});

/** The visitor's own clients doing it: the product books their meetings or sends their quotes. */
const THIRD_PARTY = lexiconPhrase({
  en: ['(?:your|their) (?:clients|customers|patients|users|guests|visitors|prospects|leads|buyers)'],
  de: ['(?:ihre|deine) (?:kunden|patienten|patientinnen|gäste|besucher|nutzer|interessenten)'],
  fr: ['(?:vos|tes|leurs) (?:clients|patients|visiteurs|utilisateurs|prospects)'],
  es: ['(?:tus|sus) (?:clientes|pacientes|visitantes|usuarios)'],
});

const VISITORS_OWN_BEFORE = /(?:^|\s)(?:your|ihr|ihre|ihrem|ihrer|dein|deine|votre|vos|ton|ta|tes|tu|tus|su|sus)\s+$/iu;

/** Getting help as a user, not buying: "Contact support", "¿Cómo contacto con soporte?". */
export const SUPPORT_WORDING = lexiconPhrase({
  en: ['support', 'help ?desk', 'billing', 'accounting', 'press', 'customer (?:service|success|care)'],
  de: ['support', 'hilfe', 'kundendienst', 'kundenservice', 'buchhaltung', 'presse'],
  fr: ['support', 'assistance', 'aide', 'comptabilité', 'presse', 'service client'],
  es: ['soporte', 'ayuda', 'servicio técnico', 'contabilidad', 'prensa', 'atención al cliente'],
});

/** An invitation to get in touch ("Contact us", "Kontaktieren Sie uns", "Contactez-nous"): the way in when there is no other. */
export const CONTACT_INVITATION = lexiconPhrase({
  en: ['contact us', 'get in touch', 'talk to us', 'reach out(?: to us)?', 'write to us'],
  de: ['kontaktieren sie uns', 'kontakt aufnehmen', 'nehmen sie kontakt (?:mit uns )?auf', 'schreiben sie uns'],
  fr: ['contactez(?:-| )nous', 'nous contacter', 'écrivez(?:-| )nous'],
  es: ['contáctanos', 'contáctenos', 'contacta con nosotros', 'ponte en contacto', 'escríbenos'],
});

/** The phrases of asking for a demo, a quote or a call that read as such on their own. */
export const SALES_CONVERSATION = anyPhrase(SALES_REQUEST_NAME, ADVICE_OR_CALLBACK, CONTACT_US_FOR, WE_SHOW);

/** Every word a sales request holds one of: blocks and buttons without any are never read (a person is turned to with a verb). */
export const SALES_REQUEST_WORDS = anyPhrase(SALES_OBJECT, PRICE_OBJECT, CONTACT_VERB, CONTACT_INVITATION, APPROVAL_REQUEST, SALES_CONVERSATION);

/** Words a request verb may stand from what it asks for ("Schedule a 30-minute walkthrough"). */
const NEAR = 3;

/** The sales requests a text makes (a sentence, a button's label), in the order written. */
export const salesRequestsIn = memoByText((text: string): Found[] => {
  const found: Found[] = [];
  for (const clause of clausesOf(text)) {
    const request = requestIn(text, clause);
    if (request && !isNegated(text, request.index)) found.push(request);
  }
  return found;
});

/** Whether a text (a button's label, a sentence) asks for a demo, a quote, a call or approval. */
export function isSalesRequest(text: string): boolean {
  return salesRequestsIn(text).length > 0;
}

function overlapping(a: Found, others: readonly Found[]): boolean {
  return others.some((other) => a.index < other.index + other.text.length && other.index < a.index + a.text.length);
}

function requestIn(text: string, clause: Span): Found | undefined {
  const named = matchesIn(text, SALES_CONVERSATION, clause)[0] ?? matchesIn(text, APPROVAL_REQUEST, clause)[0];
  if (named) return named;
  const thirdParty = matchesIn(text, THIRD_PARTY, clause);
  const toWatch = matchesIn(text, DEMO_TO_WATCH, clause);
  const verbs = matchesIn(text, REQUEST_VERB, clause).filter((verb) => !thirdParty.some((party) => party.index < verb.index));
  const objects = matchesIn(text, SALES_OBJECT, clause).filter((object) => !overlapping(object, toWatch));
  const asked = objects.find((object) => verbs.some((verb) => !overlapping(verb, [object]) && near(text, [verb], [object], NEAR)));
  if (asked) return earliest(asked, verbs);
  const prices = matchesIn(text, PRICE_OBJECT, clause);
  const priceVerbs = matchesIn(text, PRICE_REQUEST_VERB, clause);
  const pricing = prices.find((price) => priceVerbs.some((verb) => near(text, [verb], [price], 1)));
  if (pricing) return earliest(pricing, priceVerbs);
  // "Contact support" turns to help, "your sales team" is the visitor's own.
  const people = matchesIn(text, SALES_PERSON, clause).filter(
    (person) =>
      !VISITORS_OWN_BEFORE.test(text.slice(Math.max(0, person.index - 10), person.index)) &&
      // "our team of support", "nuestro equipo de soporte técnico": a word or two may stand between.
      !matchesIn(text, SUPPORT_WORDING, { start: person.index, end: clause.end }).some(
        (word) => wordsBetween(text, person.index + person.text.length, word.index) <= 2,
      ),
  );
  const turns = matchesIn(text, CONTACT_VERB, clause);
  const person = people.find((each) => turns.some((verb) => near(text, [verb], [each], NEAR) && (!US.test(each.text) || TALKING.test(verb.text))));
  if (person) return earliest(person, turns);
  // "For custom plans, reach out to us": turning to the company for what only sales settles.
  const sentenceOfClause = sentenceAt(text, clause.start);
  const toUs =
    people.find((each) => US.test(each.text) && turns.some((verb) => near(text, [verb], [each], NEAR))) ?? matchesIn(text, CONTACT_INVITATION, clause)[0];
  if (toUs && matchesIn(text, SALES_PURPOSE, sentenceOfClause).length > 0) return toUs;
  // "We will walk you through it in a live demo": the company presents the product itself.
  if (matchesIn(text, WE_SHOW, sentenceOfClause).length > 0 && matchesIn(text, SALES_OBJECT, sentenceOfClause).length > 0)
    return matchesIn(text, WE_SHOW, sentenceOfClause)[0];
  return undefined;
}

/** The quote starts at the request's first word: the verb when it comes first. */
function earliest(found: Found, before: readonly Found[]): Found {
  const first = before.filter((each) => each.index < found.index).sort((a, b) => a.index - b.index)[0];
  return first && found.index - first.index < 60 ? { index: first.index, text: found.text } : found;
}

/** A pricing tier's "Contact us": a sales conversation in place of a price. */
export const TIER_CONTACT = lexiconPhrase({
  en: ['contact us', 'contact', 'get in touch', 'talk to us', 'contact sales', "let's talk"],
  de: ['kontakt(?: aufnehmen)?', 'kontaktieren sie uns', 'anfragen', 'kontaktiere uns'],
  fr: ['nous contacter', 'contactez(?:-| )nous', 'contact', 'parlons-en'],
  es: ['contáctanos', 'contáctenos', 'contactar', 'contacto', 'hablemos'],
});

/** Where a link goes to ask for a demo or a call, not to create an account. */
export const SALES_PATH =
  /\/(?:contact|demo|book|sales|request|talk|call|kontakt|beratung|termin|contacto|contactez|rendez-vous|demande|cita|quote|angebot|devis|presupuesto|waitlist|wait-list|apply)(?:[-/_?#.]|$)/i;
