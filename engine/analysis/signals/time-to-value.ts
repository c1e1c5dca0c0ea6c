import type { TextBlock } from '../model/page-model.ts';
import { excerpt, firstMatch, phrase } from '../text/phrases.ts';
import { EvidenceList, matchingItems, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

const blockText = (block: TextBlock) => block.text;

/** A small amount, in words or digits: "5", "two", "a few", "ninety". */
const FEW = '(?:a few|a couple of|a single|\\d+|a|an|one|two|three|five|ten|fifteen|thirty|sixty|ninety)';
/** "in under 2 minutes", "within an hour", "in about two minutes", "in minutes", "in one click". */
const QUICKLY =
  `(?:in|within|under|less than|after) (?:just |only |about |around |roughly |under |less than |the (?:first |next )?)?${FEW} (?:minutes?|mins?|seconds?|hours?|clicks?|steps?|lines? of code)` +
  `|in (?:minutes|seconds|no time)|today|with (?:one|a single|just a few|a few|${FEW}) clicks?`;
/** A span of time only ("today" and "with one click" say little after "start" or "connect": "start your trial today"). */
const WITHIN_TIME = `(?:in|within|under|less than) (?:just |only |about |around |under |less than )?${FEW} (?:minutes?|mins?|seconds?)|in (?:minutes|seconds|no time)`;
const SETUP =
  'set ?up|setup|get started|getting started|up and running|running|go live|goes live|be live|is live|are live|get going|onboard(?:ed|ing)?|install(?:ed)?|' +
  'configured?|launch(?:ed)?|deploy(?:ed|ing)?|provision(?:ed)?|spin(?:s|ning)? up|ready to (?:go|use)|first \\p{L}+|start (?:seeing|sending|getting)|send your first|create your first|publish your first|import';
/** Verbs that make a setup claim only with a span of time after them: "start tracking in minutes", "connect your bank in minutes". */
const START = 'start(?:ed)?|connect(?:ed)?|link(?:ed)?|integrate[ds]?|sync(?:ed)?|zero to|from zero';
const FEW_DE = '(?:wenigen|wenige|\\d+|zwei|drei|fünf|zehn|einer|ein paar)';
const FEW_FR = '(?:quelques|\\d+|deux|trois|cinq|dix|une)';
const FEW_ES = '(?:pocos|unos|\\d+|dos|tres|cinco|diez|un)';

/**
 * A claim of how little time or effort the first result takes ("set up in 5 minutes",
 * "your first invoice in 2 minutes", "no installation needed"). Claims about the
 * product's speed ("loads in 50 ms", "reports in seconds", "checks every 30 seconds")
 * are not time-to-value: a setup or first-result word must come with the time.
 */
/** The open-ended "setup ... in N minutes" form: tried only on blocks that also name a time or effort (TIME_WORDS). */
const SETUP_THEN_TIME = phrase(`(?:${SETUP})(?: [\\p{L}'-]+,?){0,6} (?:${QUICKLY})`, `(?:${START})(?: [\\p{L}'-]+,?){0,8},? (?:${WITHIN_TIME})`);
/** Every match of SETUP_THEN_TIME holds one of these words; the word index finds those blocks without a regex scan. */
const TIME_WORDS = phrase('minutes?', 'mins?', 'seconds?', 'hours?', 'clicks?', 'steps?', 'lines?', 'today', 'time');

/**
 * Effort claims: no setup, installation or code needed. Tried only on blocks naming one
 * of EFFORT_WORDS, since their other words ("required", "without", "sans") are on every page.
 */
const NO_EFFORT = phrase(
  'no (?:setup|set-up|installation|install|configuration|coding) (?:required|needed|necessary)',
  'zero (?:setup|set-up|config|configuration|installation)',
  'without (?:any )?(?:setup|installation|installing anything|writing (?:a line of )?code)',
  'one-click (?:setup|install|installation|deploy|onboarding)',
  'ohne (?:installation|einrichtung|programmierkenntnisse|vorkenntnisse)',
  'keine (?:installation|einrichtung|programmierkenntnisse) (?:nötig|notwendig|erforderlich)',
  'sans (?:installation|configuration|aucune installation|écrire une ligne de code)',
  'aucune installation (?:requise|nécessaire)',
  'sin (?:instalación|instalar nada|configuración|escribir código)',
  'no (?:requiere|necesita) (?:instalación|configuración)',
);
/** Every match of NO_EFFORT holds one of these words. */
const EFFORT_WORDS = phrase(
  'setup',
  'set up',
  'installation',
  'install',
  'installing',
  'config',
  'configuration',
  'coding',
  'code',
  'deploy',
  'onboarding',
  'einrichtung',
  'programmierkenntnisse',
  'vorkenntnisse',
  'écrire',
  'instalación',
  'instalar',
  'configuración',
  'código',
);

const FAST_START = [
  phrase(
    `${FEW}-?minute (?:setup|set-up|onboarding|install|installation|quick ?start)`,
    `(?:setup|set-up|installation|onboarding|getting started) (?:only |just )?takes (?:just |only |about |less than |under )?${FEW} (?:minutes?|seconds?|clicks?)`,
    `(?:takes|take) (?:just |only |less than |under )?${FEW} minutes to (?:set up|get started|install|onboard)`,
    `${FEW} (?:minutes?|clicks?) (?:to|until) (?:your )?first`,
    `(?:installs|sets up|is set up|is installed|deploys) in (?:just |only |about |under |less than )?${FEW} (?:minutes?|seconds?|clicks?)`,
    // "It only takes a few minutes", said of signing up or setting up (the same holds in the other languages)
    `(?:it|this|that|signing up|sign-?up|registration|registering) (?:only |just )?takes (?:only |just |about |less than |under )?${FEW} (?:minutes?|seconds?|clicks?)`,
    '(?:only |just )?(?:a few|a couple of|\\d+|two|three) clicks away',
    '(?:launch|start|get started|go live|set up|deploy) (?:fast|quickly|in no time|right away|instantly)',
    // German
    `in (?:nur |unter |weniger als )?${FEW_DE} (?:minuten|sekunden|schritten|klicks) (?:eingerichtet|startklar|einsatzbereit|live|loslegen|online|bereit|installiert|erstellt|verschickt|versendet)`,
    `(?:eingerichtet|startklar|einsatzbereit|loslegen|einrichtung|installiert) in (?:nur |unter |weniger als )?${FEW_DE} (?:minuten|sekunden|schritten|klicks)`,
    `(?:erste|ersten|erster|erstes) \\p{L}+(?: \\p{L}+)? (?:in|nach) (?:nur |unter |weniger als )?${FEW_DE} (?:minuten|sekunden|klicks)`,
    `in (?:nur )?${FEW_DE} (?:minuten|sekunden|schritten) (?:zu|zum|zur) (?:ihrem|ihrer|ihren|deinem|deiner|deinen|eigenen|ersten)`,
    '(?:sofort|direkt) (?:startklar|einsatzbereit|loslegen)',
    `(?:es|das|die einrichtung|die registrierung) (?:dauert|braucht) (?:nur |lediglich |weniger als )?${FEW_DE} (?:minuten|sekunden|klicks)`,
    '(?:nur )?(?:wenige|ein paar|\\d+|zwei|drei) klicks entfernt',
    '(?:schnell|sofort) (?:starten|loslegen|live gehen)',
    // French
    `(?:prêt|prête|opérationnel(?:le)?|configuré|installé|en ligne|lancé|démarrez|commencez|mis en place)s? en (?:moins de )?${FEW_FR} (?:minutes|secondes|clics)`,
    `(?:mise en place|installation|configuration) en (?:moins de )?${FEW_FR} (?:minutes|secondes|clics?)`,
    `(?:premier|première|premiers|premières) \\p{L}+(?: \\p{L}+)? en (?:moins de )?${FEW_FR} (?:minutes|secondes|clics)`,
    `(?:s'installe|s'installent|se configure|se configurent|se met en place|se déploie|s'active) en (?:moins de )?${FEW_FR} (?:minutes|secondes|clics)`,
    `(?:cela|ça|ceci|l'inscription|la mise en place|l'installation) (?:ne )?(?:prend|demande) (?:que |seulement |moins de |environ )?${FEW_FR} (?:minutes|secondes|clics)`,
    `(?:premier|première|premiers|premières) \\p{L}+(?: \\p{L}+)? en (?:moins de )?${FEW_FR} (?:heures|jours)`,
    `(?:premier|première|premiers|premières) \\p{L}+(?: \\p{L}+)? (?:\\p{L}+ ){0,6}(?:dans les|en moins de) (?:\\d+|quelques|deux|trois) (?:heures|jours)`,
    "(?:n'est|ne sont|est|sont) (?:plus )?qu'à (?:quelques|deux|trois|\\d+) clics",
    '(?:lancez-vous|démarrez|commencez) (?:rapidement|en un instant|tout de suite)',
    // Spanish
    `(?:listo|lista|listos|configura(?:do)?|empieza|comienza|operativo|en marcha|funcionando|instalado) en (?:menos de )?(?:minutos|${FEW_ES} (?:minutos|segundos|clics))`,
    `(?:primer|primera|primeros|primeras) \\p{L}+(?: \\p{L}+)? en (?:menos de )?${FEW_ES} (?:minutos|segundos|clics)`,
    `se (?:instala|instalan|configura|configuran|activa|pone en marcha) en (?:menos de )?${FEW_ES} (?:minutos|segundos|clics)`,
    `(?:configuración|instalación|puesta en marcha) en (?:menos de )?${FEW_ES} (?:minutos|segundos|clics)`,
    `(?:solo |sólo )?(?:lleva|toma|tarda|te lleva) (?:unos|pocos|${FEW_ES}) minutos`,
    '(?:a (?:solo |sólo )?)(?:unos|pocos|dos|tres|\\d+) clics (?:de distancia)?',
    '(?:lanza|lanzar|empieza|empezar|comienza|arranca) (?:rápido|rápidamente|en un instante|hoy mismo)',
  ),
];

export const timeToValue = defineSignal('time-to-value', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    for (const block of matchingItems(page.blocks, blockText, TIME_WORDS)) {
      const match = firstMatch(SETUP_THEN_TIME, block.text);
      if (match) evidence.add(page.url, excerpt(block.text, match.index, match[0].length));
    }
  }
  for (const page of site.readable) {
    for (const block of matchingItems(page.blocks, blockText, EFFORT_WORDS)) {
      const match = firstMatch(NO_EFFORT, block.text);
      if (match) evidence.add(page.url, excerpt(block.text, match.index, match[0].length));
    }
  }
  for (const pattern of FAST_START) for (const hit of textHits(site, pattern)) evidence.addHit(hit);
  return found(evidence.toArray());
});
