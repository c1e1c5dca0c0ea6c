import { allMatches } from '../search.ts';
import { lexiconPhrase, type Lexicon } from './lexicon.ts';

/**
 * What a visitor does to get to a first result (set up, start, ship, deploy, launch, get
 * online, go live, integrate, connect, import, onboard, sign up, "your first invoice"),
 * told apart from what the product does on its own (loads, responds, queries, syncs,
 * renders, indexes, processes, backs up, alerts), from the length of something to
 * watch or read ("8 min read", "a 3-minute video"), and from claims that nothing needs
 * setting up at all ("no installation required", "ohne Einrichtung", "sans
 * installation", "sin configuración").
 */

/** Setup and first-result actions. */
const SETUP_ACTIONS: Lexicon = {
  en: [
    'set ?up',
    'sets up',
    'setting up',
    'get(?:ting)? started',
    'gets started',
    'start(?:ed|s|ing)?',
    'begin',
    'up and running',
    'running',
    'ready(?: to (?:go|use))?',
    '(?:go|goes|going|went|is|are|be|get|gets) live',
    'launch(?:ed|es|ing)?',
    'deploy(?:ed|s|ing|ment)?',
    'ship(?:ped|s|ping)?',
    'publish(?:ed|es|ing)?',
    // "online" alone is anything done online ("pay online in seconds"); getting something online is a first result
    "(?:get|gets|getting|go|goes|be|is|are|put|bring)(?: [\\p{L}'’-]+){0,3} online",
    'onboard(?:ed|ing|s)?',
    'install(?:ed|s|ing|ation)?',
    'integrat(?:e|ed|es|ing|ion)',
    'connect(?:ed|s|ing)?',
    'link(?:ed|s|ing)?',
    'import(?:ed|s|ing)?',
    'sign(?:ing|s)? ?up',
    'register(?:ed)?',
    'registration',
    '(?:create|open) (?:your|an|a) (?:free )?account',
    'fill(?:ing)? (?:in|out) (?:the|our|a|this) (?:\\p{L}+ )?form',
    'spin(?:s|ning)? up',
    'provision(?:ed|ing)?',
    'configur(?:e|ed|ing|ation)',
    'implement(?:ed|ation)?',
    'roll(?:ed)? out',
    'get going',
    'productive',
  ],
  de: [
    'eingerichtet',
    'einrichten',
    'einrichtung',
    'richte[nt]?',
    'richtest',
    'startklar',
    'einsatzbereit',
    'betriebsbereit',
    'bereit',
    '(?:ist|sind|bist|geht|gehen|gehst) (?:\\p{L}+ ){0,2}(?:live|online)',
    '(?:live|online) (?:gehen|geschaltet|schalten|stellen|sein|bringen)',
    'loslegen',
    'legen sie los',
    'leg los',
    'starte[nt]?',
    'startest',
    'gestartet',
    'beginnen',
    'installier(?:t|en|st)',
    'installation',
    'integrier(?:t|en)',
    'integration',
    'eingebunden',
    'einbinden',
    'verbinde[nt]?',
    'verbunden',
    'verknüpfe[nt]?',
    'importier(?:t|en)',
    'import',
    'veröffentliche[nt]?',
    'veröffentlicht',
    'registrier(?:en|t|ung)',
    'anmelden',
    'anmeldung',
    'melde dich an',
    'melden sie sich an',
    '(?:konto|account) (?:eröffnen|erstellen|anlegen)',
    'an bord',
    'onboarding',
    'setup',
    'aufgesetzt',
    'aufsetzen',
    'implementiert',
    'einführung',
    'produktiv',
  ],
  fr: [
    'opérationnel(?:le)?s?',
    'prête?s?',
    'configuré(?:e|s|es)?',
    'configure(?:[zr]|nt)?',
    'configuration',
    'installée?s?',
    'installe(?:[zr]|nt)?',
    "s['’]installe",
    'installation',
    '(?:mettre|mettez|mets|mise|mis|être|est|sont|serez|sera) (?:\\p{L}+ ){0,3}en ligne',
    'lancée?s?',
    'lance[zr]?',
    'lancez-vous',
    'démarre[zr]?',
    'démarré',
    'commence[zr]?',
    'mise? en place',
    'mettez en place',
    'mise en service',
    'déploye[zr]',
    'déployée?s?',
    'déploiement',
    'intégrée?s?',
    'intègre',
    'intégre[zr]',
    'intègrent',
    'intégration',
    'connecte(?:[zr]|nt)?',
    'relie[zr]',
    'connectée?s?',
    'branche[zr]?',
    'importe(?:[zr]|nt)',
    'import',
    'publie[zr]',
    'publiée?s?',
    'inscri(?:vez-vous|ption|re|ts?)',
    '(?:ouvre[zr]?|crée[zr]?) (?:votre|ton|un) compte',
    'embarquée?s?',
    'onboarding',
    "c['’]est parti",
    'activée?s?',
    'active[zr]',
  ],
  es: [
    'listos?',
    'listas?',
    'configura[rd]?',
    'configurado',
    'configuración',
    'configúralo',
    'instala[r]?',
    'instalado',
    'instalación',
    '(?:pon|poner|ponga|estar|estará|está|estarán|están|tener|tendrás) (?:\\p{L}+ ){0,3}(?:en línea|online)',
    'empie(?:za|zar|ce)',
    'comien(?:za|ce)',
    'comenzar',
    'arranca[r]?',
    'operativos?',
    'operativas?',
    'en marcha',
    'puesta en marcha',
    'funcionando',
    'lanza[r]?',
    'lanzado',
    'despliega',
    'desplegar',
    'desplegado',
    'despliegue',
    'integra[r]?',
    'integración',
    'conecta[r]?',
    'vincula[r]?',
    'conectado',
    'importa[r]?',
    'publica[r]?',
    'publicado',
    'regístra(?:te|se)',
    'regístrese',
    'registrarse',
    'registro',
    '(?:el|darse de|darte de|date de|dar de) alta',
    '(?:crea|crear|abre|abrir) (?:tu|su|una) cuenta',
    'activa[r]?',
    'implantación',
    'implementación',
  ],
};

/** The first result itself: "your first invoice", "Ihre erste Rechnung", "votre premier devis", "tu primera factura"; not a first reply or a first month. */
const FIRST_RESULTS: Lexicon = {
  en: [
    'from zero to',
    'to your own',
    'first (?!(?:response|reply|answer|month|year|week|day|time|call|line|contact|impression|person|name|place|class|attempt|try|pass)(?![\\p{L}]))\\p{L}+',
  ],
  de: [
    'von null (?:auf|zu|zum|zur)',
    'zu(?:m|r)? (?:ihre[mnr]?|deine[mnr]?|eure[mnr]?) eigenen',
    'erste[nrms]? (?!(?:antwort|reaktion|rückmeldung|monate?|jahre?|wochen?|tage?|mal|platz|versuch|anlauf)(?![\\p{L}]))\\p{L}+',
  ],
  fr: [
    'de zéro à',
    'à (?:votre|ton|ta) propre',
    'premi(?:er|ère|ers|ères) (?!(?:réponse|retour|mois|année|an|semaine|jour|fois|contact|niveau|rang|essai|coup|passage|tentative)(?![\\p{L}]))\\p{L}+',
  ],
  es: ['de cero a', 'a (?:tu|su) propi[oa]', 'primer(?:a|os|as)? (?!(?:respuesta|mes|año|semana|día|vez|contacto|nivel|lugar|intento)(?![\\p{L}]))\\p{L}+'],
};

/**
 * Making the product's first thing, said to the visitor: "Build invoice templates in seconds",
 * "Erstelle ...", "Créez ...", "Crea ...". Only at the start of a clause or after "you
 * can": "Acme creates thumbnails in seconds" is the product's speed.
 */
const MAKING: Lexicon = {
  en: ['create', 'build', 'make', 'get', 'design'],
  de: ['erstelle', 'erstellen sie', 'baue', 'bauen sie', 'gestalte', 'gestalten sie'],
  fr: ['crée[zr]?', 'construise[zr]', 'obtene[zr]', 'concevez'],
  es: ['crea[r]?', 'cree', 'construye', 'obtén', 'obtenga', 'diseña'],
};
/** Words after which a verb speaks to the visitor as at a clause's start. */
const SAID_TO_VISITOR =
  /(?:^|(?:you can|lets you|helps you|allows you to|du kannst|sie können|vous pouvez|tu peux|permet de|puedes|te permite|le permite)[\s\u00A0]+)$/i;

/**
 * What the product does on its own, quickly: its speed is no time to value. Verbs and
 * measures of time only: a noun such as "search" or "backups" is as often the thing
 * being set up ("set up search in 5 minutes").
 */
const PRODUCT_SPEEDS: Lexicon = {
  en: [
    'loads?',
    'load(?:ing|ed)',
    'renders?',
    'render(?:ed|ing)',
    'responds?',
    'respon(?:se|ses|ding)',
    'repl(?:y|ies)',
    'answers?',
    'answered',
    'returns?',
    'quer(?:y|ies)',
    'searches',
    'sync(?:s|ed|ing|hroni[sz](?:e|es|ed|ation))?',
    'index(?:es|ed|ing)?',
    'process(?:es|ed|ing)?',
    'generat(?:e|es|ed)',
    'compil(?:e|es|ed)',
    'builds',
    'execut(?:e|es|ed)',
    'calculat(?:e|es|ed)',
    'detect(?:s|ed)?',
    'notif(?:y|ies|ied)',
    'reach(?:es)?',
    'updated',
    'refresh(?:es)?',
    'back(?:ed)? up',
    'restor(?:e|es|ed)',
    'recover(?:s|y)?',
    'transcrib(?:e|es)',
    'translat(?:e|es)',
    'scans',
    'checks?',
    'analy[sz](?:e|es|is)',
    'resolv(?:e|es|ed)',
    'paid',
    'notified',
    'verif(?:y|ies|ied)',
    'support',
    'pays?',
    'payouts?',
    'latency',
    'uptime',
    'faster',
  ],
  de: [
    'laden',
    'lädt',
    'geladen',
    'ladezeit',
    'antwortet',
    'antworten',
    'antwort',
    'reaktionszeit',
    'synchronisier(?:t|en|ung)',
    'indexier(?:t|en)',
    'indexlauf',
    'verarbeite[nt]',
    'verarbeitung',
    'berechnet',
    'generiert',
    'wiederhergestellt',
    'wiederherstellen',
    'wiederherstellung',
    'backups?',
    'beantwortet',
    'erreichen',
    'benachrichtigt',
    'aktualisiert',
    'bezahlen',
    'prüft',
    'verifiziert',
    'bezahlt',
    'ausgezahlt',
    'geliefert',
    'schneller',
  ],
  fr: [
    'se charge(?:nt)?',
    'chargement',
    'répond(?:ent)?',
    'réponses?',
    'synchronisée?s?',
    'synchronisation',
    'indexe',
    'indexation',
    'traite(?:nt)?',
    'traitement',
    'générée?s?',
    'génère(?:nt)?',
    'restaure[zr]?',
    'restauration',
    'sauvegardée?s?',
    'paient',
    'vérifie(?:nt)?',
    'payée?s?',
    'livrée?s?',
    'livraison',
    'mise? à jour',
    'plus vite',
  ],
  es: [
    'carga(?:n)?',
    'responde(?:n)?',
    'respuestas?',
    'sincroniza(?:n)?',
    'sincronización',
    'indexa(?:n)?',
    'procesa(?:n)?',
    'genera(?:n)?',
    'restaura',
    'paga(?:n)?',
    'verifica(?:n)?',
    'valida(?:n)?',
    'cobra[ns]?',
    'entregado',
    'entrega',
    'actualiza(?:n)?',
    'más rápido',
  ],
};

/** Something to read, watch or attend: its length is no setup time ("8 min read", "a 45-minute webinar"). */
const MEDIA: Lexicon = {
  en: [
    'min read',
    'minutes? read',
    'read time',
    'reading time',
    'video',
    'videos',
    'webinar',
    'podcast',
    'course',
    'lesson',
    'tutorial',
    'demo',
    'call',
    'meeting',
    'talk',
    'demonstration',
    'overview',
    'walkthrough',
    'tour',
  ],
  de: [
    'lesezeit',
    'lesedauer',
    '\\p{L}*video',
    'videos',
    'webinar',
    'kurs',
    'lektion',
    'demo',
    'vorführung',
    'gespräch',
    'termin',
    'anruf',
    'überblick',
    'rundgang',
    'tour',
  ],
  fr: ['lecture', 'vidéo', 'vidéos', 'webinaire', 'formation', 'cours', 'démo', 'démonstration', 'appel', 'rendez-vous', 'aperçu', 'présentation', 'visite'],
  es: [
    'lectura',
    'vídeo',
    'video',
    'vídeos',
    'seminario web',
    'webinar',
    'curso',
    'demo',
    'demostración',
    'llamada',
    'reunión',
    'resumen',
    'recorrido',
    'visita',
  ],
};

/** Fees and costs after a setup word make no effort claim: "no setup fees", "without installation costs". */
const NO_FEE = '(?![\\s-]+(?:fees?|costs?|charges?|payments?))';

/** Nothing to set up: no installation, configuration or code needed. */
const NO_EFFORTS: Lexicon = {
  en: [
    `no (?:setup|set-up|installation|install|installs|download|downloads|configuration|config)${NO_FEE}`,
    'no (?:code|coding|developers?|engineers?|technical skills) (?:required|needed|necessary)',
    `zero (?:setup|set-up|config|configuration|installation|code)${NO_FEE}`,
    `without (?:any )?(?:setup|installation|configuration|installing anything|coding|a developer|writing (?:a (?:single )?line of )?code)${NO_FEE}`,
    'one-click (?:setup|install|installation|deploy|deployment|onboarding)',
    'nothing to (?:install|set up|configure)',
    'no need to (?:install|set up|configure|download|code)',
  ],
  de: [
    'keine (?:installation|einrichtung|konfiguration|programmierkenntnisse|vorkenntnisse|it-kenntnisse)',
    'kein (?:setup|code|download) (?:nötig|notwendig|erforderlich)',
    'ohne (?:installation|einrichtung|konfiguration|programmierkenntnisse|vorkenntnisse|it-kenntnisse|zu installieren)',
    'nichts zu (?:installieren|einrichten|konfigurieren)',
    'ein-klick-(?:installation|einrichtung|setup)',
  ],
  fr: [
    'aucune (?:installation|configuration)',
    'sans (?:aucune )?(?:installation|configuration|développeur|rien installer|écrire (?:une (?:seule )?ligne de )?code)',
    "pas besoin d['’](?:installer|installation|un développeur|écrire)",
    'rien à (?:installer|configurer)',
    'zéro (?:installation|configuration|code)',
    'installation en un clic',
  ],
  es: [
    'sin (?:instalación|instalar nada|configuración|configurar nada|programar|escribir (?:una (?:sola )?línea de )?código)',
    'no (?:requiere|necesita|hace falta) (?:instalación|instalar|configuración|configurar)',
    'no necesitas (?:instalar|configurar)',
    'nada que (?:instalar|configurar)',
    'cero (?:instalación|configuración|código)',
    'instalación en un clic',
  ],
};

export const SETUP_ACTION = lexiconPhrase(SETUP_ACTIONS);
const MAKING_ACTION = lexiconPhrase(MAKING);
export const FIRST_RESULT = lexiconPhrase(FIRST_RESULTS);
export const PRODUCT_SPEED = lexiconPhrase(PRODUCT_SPEEDS);
/** A media word may close a hyphenated compound: "30-Minuten-Termin", "Demo-Video". */
export const MEDIA_LENGTH = lexiconPhrase(
  Object.fromEntries(Object.entries(MEDIA).map(([language, words]) => [language, words.map((word) => `(?:[\\p{L}\\p{N}]+-)*${word}`)])) as unknown as Lexicon,
);
/**
 * Something done for its own sake whose length is given right next to it: "a two-minute
 * survey", "a five-minute tutorial". A guide is not one: "a five-minute guide to deploying"
 * times the deployment it walks through, and a survey tool's "first survey in 5 minutes"
 * is a first result, so only the item right beside its span counts.
 */
export const TIMED_ITEM = lexiconPhrase({
  en: ['survey', 'quiz', 'questionnaire', 'assessment', 'tutorial', 'walk-?through'],
  de: ['(?:[\\p{L}\\p{N}]+-)*umfrage', 'fragebogen', 'quiz', '(?:[\\p{L}\\p{N}]+-)*tutorial'],
  fr: ['sondage', 'questionnaire', 'quiz', 'tutoriel'],
  es: ['encuesta', 'cuestionario', 'tutorial'],
});
export const NO_SETUP_EFFORT = lexiconPhrase(NO_EFFORTS);

/** "Get" as in getting a thing made for you: the verbs of MAKING that also say "have it brought about". */
const GETTING = /^(?:get|obtene[zr]|obtén|obtenga)$/iu;
/**
 * A participle a few words after "get": "Get contracts signed the same day", "Obtenez vos
 * devis validés", "Obtenga sus facturas pagadas". The thing is brought to a state by the
 * product's work (or by others), which is the product's speed, not the visitor's first result.
 */
const STATE_REACHED =
  /^(?:[\s\u00A0]+[\p{L}\p{N}'’-]+){1,4}?[\s\u00A0]+(?:\p{L}{2,}ed|done|paid|seen|sent|built|made|\p{L}{2,}(?:ée?s?|ise?s?)|\p{L}{2,}(?:ad|id)[oa]s?)(?![\p{L}])/iu;

function bringsToAState(text: string, match: RegExpExecArray): boolean {
  if (!GETTING.test(match[0])) return false;
  const after = text.slice(match.index + match[0].length, match.index + match[0].length + 80);
  return STATE_REACHED.test(after);
}

export interface ActionHit {
  index: number;
  end: number;
  text: string;
  /** A first result ("your first invoice") rather than a setup verb. */
  firstResult: boolean;
  /** A word that is an action only right next to its time ("online in ten minutes", "In Stunden statt Wochen online"). */
  weak?: boolean;
}

/** Online or live, with no verb: a first result only right beside its span. */
const WEAK_ACTION = lexiconPhrase({ en: ['online', 'live'], de: ['online', 'live'], fr: ['en ligne'], es: ['en línea', 'online'] });

/** Every setup or first-result action in a text, in the order written. */
export function setupActionsIn(text: string): ActionHit[] {
  const hits = [
    ...allMatches(text, SETUP_ACTION).map((match) => ({ index: match.index, end: match.index + match[0].length, text: match[0], firstResult: false })),
    ...allMatches(text, FIRST_RESULT).map((match) => ({ index: match.index, end: match.index + match[0].length, text: match[0], firstResult: true })),
    ...allMatches(text, WEAK_ACTION).map((match) => ({
      index: match.index,
      end: match.index + match[0].length,
      text: match[0],
      firstResult: false,
      weak: true,
    })),
    ...allMatches(text, MAKING_ACTION)
      .filter((match) => SAID_TO_VISITOR.test(text.slice(0, match.index).trimStart()) && !bringsToAState(text, match))
      .map((match) => ({ index: match.index, end: match.index + match[0].length, text: match[0], firstResult: true })),
  ];
  return hits.sort((a, b) => a.index - b.index);
}

/** Every word of the product's own speed in a text: offsets of each. */
export function productSpeedIn(text: string): Array<{ index: number; end: number }> {
  return allMatches(text, PRODUCT_SPEED).map((match) => ({ index: match.index, end: match.index + match[0].length }));
}
