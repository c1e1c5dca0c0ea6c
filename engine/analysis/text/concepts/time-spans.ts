import { LETTER } from '../phrases.ts';
import { matchesAtStarts, startWords } from '../word-starts.ts';
import { wordTree } from '../word-tree.ts';
import { rowsOf, type LanguageTable, type Lexicon } from './lexicon.ts';
import { NUMBER_WORD_SOURCE, numberWordStarts, numberWordsValue, ONE_WORDS } from './numbers.ts';

/**
 * Spans of time as copy writes them: a count and a unit from milliseconds to weeks
 * ("in 5 minutes", "within two hours", "in under a minute", "5-minute", "in wenigen
 * Minuten", "en moins d'une heure", "en cuestión de minutos"), fixed spans ("in no
 * time", "same day", "overnight", "one afternoon", "sofort", "le jour même", "de la
 * noche a la mañana"), and clicks ("in two clicks"). Each is classed: `short` (the
 * scale of a first result: up to two days, or anything set against weeks: "hours, not
 * weeks"), `instant` (milliseconds: the product's own speed) or `long`; and by what
 * the words around make of it: a `span` to get something done, an `interval` ("every
 * 30 seconds"), a `rate` ("5 hours a week", "24 hours a day"), a `delay` ("after 30
 * minutes") or a `duration` ("for 14 days", "the last 12 months").
 */
export type SpanScale = 'instant' | 'short' | 'long';
export type SpanKind = 'span' | 'interval' | 'rate' | 'delay' | 'duration';

export interface TimeSpan {
  /** Length in seconds (the upper end of a range); clicks count as a few seconds each. */
  seconds: number;
  scale: SpanScale;
  kind: SpanKind;
  /** Counted in clicks, not time. */
  clicks: boolean;
  /** Said as an adverb ("launch fast", "schnell eingerichtet"): it qualifies only the word next to it. */
  adverb: boolean;
  index: number;
  end: number;
  text: string;
}

const L = LETTER;

/** Units, each with its length in seconds. */
const UNITS: ReadonlyArray<[source: string, seconds: number]> = [
  ['milliseconds?|millisekunden?|millisecondes?|milisegundos?|msecs?|ms', 0.001],
  ['seconds?|secs?|sekunden?|sek\\.?|secondes?|segundos?|seg\\.?', 1],
  ['minutes?|mins?|min\\.?|minuten?|minütig\\p{L}*|minutos?|mn', 60],
  ['hours?|hrs?|stunden?|std\\.?|stündig\\p{L}*|heures?|horas?', 3600],
  ['afternoon|nachmittag|après-midi', 4 * 3600],
  ['days?|tage?n?|tägig\\p{L}*|jours?|journée|días?|dias?', 86400],
  ['weeks?|wochen?|wöchig\\p{L}*|semaines?|semanas?', 7 * 86400],
  ['clicks?|klicks?|clics?', 5],
];

/** Few, in words: a claim of little time ("a few minutes", "wenigen Minuten", "quelques minutes", "unos minutos"). */
const FEW: Lexicon = {
  en: ['a few', 'a couple of', 'a couple', 'couple of', 'few', 'a handful of'],
  de: ['wenigen', 'wenige', 'ein paar', 'ein bis zwei', 'einigen', 'einige'],
  fr: ['quelques'],
  es: ['unos pocos', 'unas pocas', 'pocos', 'pocas', 'unos', 'unas', 'un par de'],
};
/** Many, in words: no claim of speed ("can take several hours", "mehrere Stunden", "plusieurs heures", "varias horas"). */
const SEVERAL: Lexicon = {
  en: ['several', 'many'],
  de: ['mehreren', 'mehrere', 'vielen', 'viele'],
  fr: ['plusieurs', 'de nombreuses', 'de longues'],
  es: ['varios', 'varias', 'muchos', 'muchas'],
};

/** Spans written as words of their own, with their length. */
const FIXED: LanguageTable<Readonly<Record<string, number>>> = {
  en: {
    'in no time': 60,
    'in a flash': 10,
    'in a jiffy': 10,
    'in an instant': 1,
    instantly: 1,
    immediately: 1,
    'right away': 1,
    'same day': 86400,
    'same-day': 86400,
    overnight: 12 * 3600,
    'half an hour': 1800,
    'a quarter of an hour': 900,
    'in a day': 86400,
    'by tomorrow': 86400,
  },
  de: {
    sofort: 1,
    'im handumdrehen': 60,
    'in sekundenschnelle': 10,
    'in minutenschnelle': 60,
    'am selben tag': 86400,
    'am gleichen tag': 86400,
    taggleich: 86400,
    'über nacht': 12 * 3600,
    'eine halbe stunde': 1800,
    'einer halben stunde': 1800,
    'eine viertelstunde': 900,
    'einer viertelstunde': 900,
  },
  fr: {
    'en un rien de temps': 60,
    "en un clin d'œil": 1,
    "en un clin d'oeil": 1,
    'en un instant': 1,
    'tout de suite': 1,
    immédiatement: 1,
    instantanément: 1,
    'le jour même': 86400,
    'dans la journée': 86400,
    'du jour au lendemain': 86400,
    "dans l'heure": 3600,
    "un quart d'heure": 900,
    'une demi-heure': 1800,
    'une demi heure': 1800,
  },
  es: {
    'en un abrir y cerrar de ojos': 1,
    'en un momento': 60,
    'en un instante': 1,
    'al instante': 1,
    'de inmediato': 1,
    inmediatamente: 1,
    'el mismo día': 86400,
    'en el día': 86400,
    'de la noche a la mañana': 12 * 3600,
    'media hora': 1800,
    'un cuarto de hora': 900,
    'en una tarde': 4 * 3600,
    'en una sola tarde': 4 * 3600,
  },
};

/** Speed said as an adverb, with no length: "fast", "schnell", "rapidement", "rápido". */
const ADVERBS: Lexicon = {
  en: ['fast', 'quickly', 'rapidly', 'in a snap'],
  de: ['schnell', 'rasch', 'zügig'],
  fr: ['rapidement', 'vite'],
  es: ['rápido', 'rápidamente', 'enseguida'],
};
const ADVERB_SECONDS = 60;

/** Plural units with no count, said with "in" ("in minutes", "in Sekunden", "en minutos"): little time, unless it is weeks or days. */
const PLURAL_UNITS: ReadonlyArray<[source: string, seconds: number]> = [
  ['seconds|sekunden|secondes|segundos', 10],
  ['minutes|minuten|minutos', 10 * 60],
  ['hours|stunden|heures|horas', 5 * 3600],
  ['days|tagen|jours|días|dias', 3 * 86400],
  ['weeks|wochen|semaines|semanas', 3 * 7 * 86400],
];

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s\u00A0-]+/g, ' ')
    .replace(/’/g, "'");
/** Words as one alternative (word-tree.ts: the flat alternation's matches, longest first, read letter by letter). */
const alternation = (words: Iterable<string>) => wordTree(words);
const letters = (source: string) => source.replace(/\\p\{L\}/g, `[${L}]`);

const FEW_SOURCE = alternation(rowsOf(FEW).flat());
const SEVERAL_SOURCE = alternation(rowsOf(SEVERAL).flat());
const ONE_SOURCE = alternation(rowsOf(ONE_WORDS).flat());
const ADVERB_SOURCE = alternation(rowsOf(ADVERBS).flat());
const FIXED_SOURCE = alternation(rowsOf(FIXED).flatMap((row) => Object.keys(row)));
const UNIT_SOURCE = UNITS.map(([source], at) => `(?<u${at}>${letters(source)})`).join('|');
const PLURAL_SOURCE = PLURAL_UNITS.map(([source], at) => `(?<p${at}>${source})`).join('|');
const COUNT = `\\d+(?:[.,]\\d+)?|${NUMBER_WORD_SOURCE}`;
/** Words that join a range's two counts: "5 to 10", "5 bis 10", "5 à 10", "5 a 10", "5 y 10", "5 or 10". */
const RANGE_WORDS = 'to|bis|à|a|y|or|oder|ou|o';
const QUANTITY = `(?<count>${COUNT})(?:[\\s\\u00A0]*(?:-|–|${RANGE_WORDS})[\\s\\u00A0]*(?<upper>${COUNT}))?|(?<few>${FEW_SOURCE})|(?<several>${SEVERAL_SOURCE})|(?<one>${ONE_SOURCE})`;

const SPAN = new RegExp(
  `(?<![${L}\\d])(?:(?<fixed>${FIXED_SOURCE})|(?<adverb>${ADVERB_SOURCE})|(?:${QUANTITY})(?:[\\s\\u00A0]+|-)?(?:${UNIT_SOURCE})|(?<plural>${PLURAL_SOURCE}))(?![${L}])`,
  'gi',
);
const SPAN_AT = new RegExp(SPAN.source, 'iy');
/** Where a span may start: a count's first word (which may run on into its unit or range: "fünfminütig", "aday", "fiveto ten"), or a fixed span, an adverb or a plural unit. */
const UNIT_RUN_ON = UNITS.map(([source]) => letters(source)).join('|');
const SPAN_STARTS = startWords(
  [
    ...numberWordStarts(`${UNIT_RUN_ON}|${RANGE_WORDS}`),
    { entries: [...rowsOf(FEW).flat(), ...rowsOf(SEVERAL).flat(), ...rowsOf(ONE_WORDS).flat()], prefix: UNIT_RUN_ON },
    {
      entries: [...rowsOf(FIXED).flatMap((row) => Object.keys(row)), ...rowsOf(ADVERBS).flat(), ...PLURAL_UNITS.flatMap(([source]) => source.split('|'))],
      prefix: false,
    },
  ],
  {
    // A count in digits is followed by its unit or a range ("5 minutes", "5-minute", "2 to 3 days"); no span starts with a "+".
    afterDigit: `[\\d.,]*[\\s\\u00A0-]*(?:${UNIT_RUN_ON}|-|–|${RANGE_WORDS})`,
    plus: false,
  },
);

/** The word right before a span that makes it the time something takes: "in", "within", "takes", "dauert", "en moins de", "lleva". */
const INTRO_BEFORE = new RegExp(
  `(?:^|[^${L}])(?:in|within|under|than|takes?|took|just|only|about|around|roughly|approximately|by|of|` +
    `innerhalb(?: von)?|binnen|unter|als|nur|knapp|etwa|dauert|dauern|braucht|ca\\.|` +
    `en|sous|dans|de|d['’]|que|prend|prendre|demande|seulement|à peine|environ|` +
    `dentro de|solo|sólo|apenas|lleva|llevar|toma|tomar|tarda|tardar|dura|durar|unos|` +
    // "with a few clicks", "qu'à quelques clics", "within the next 24 hours", "dans les 24 heures"
    `with|mit|avec|con|à)(?:[\\s\\u00A0]+(?:the|next|den|nächsten|les|prochaines|los|las|próximas|próximos))*[\\s\\u00A0]*$`,
  'i',
);
const INTERVAL_BEFORE = new RegExp(`(?:^|[^${L}])(?:every|each|alle|jede[nrms]?|toutes les|tous les|chaque|cada)[\\s\\u00A0]*$`, 'i');
/** "after 30 minutes"; also the old way ("used to take hours"): neither is the time a first result takes. */
const DELAY_BEFORE = new RegExp(`(?:^|[^${L}])(?:after|nach|après|au bout d['’]|au bout de|tras|después de)[\\s\\u00A0]*$`, 'i');
const DURATION_BEFORE = new RegExp(
  // "from 30 minutes" is a lower bound ("starts from", "ab", "à partir de", "desde"), no claim of speed
  `(?:^|[^${L}])(?:for|für|pendant|durante|während|from|ab|à partir de|desde|last|past|letzten|vergangenen|derniers|dernières|últimos|últimas|first|ersten|premiers|premières|primeros|primeras)[\\s\\u00A0]*$`,
  'i',
);
/** The old way: "what used to eat up hours", "was früher Stunden dauerte", "ce qui prenait autrefois", "lo que antes llevaba". */
const FORMER_BEFORE = new RegExp(`(?:used to|früher|einst|autrefois|auparavant|antes|solía|solían)(?:[\\s\\u00A0]+[${L}]+){0,3}[\\s\\u00A0]*$`, 'i');
const RATE_BEFORE = new RegExp(`(?:^|[^${L}])(?:times|mal|fois|veces)[\\s\\u00A0]*$`, 'i');
const RATE_AFTER = new RegExp(
  `^[\\s\\u00A0]*(?:(?:a|an|per|each|every|pro|am|im|die|je|par|sur|à la|au|al|por|a la|del|de la|la|le)[\\s\\u00A0]+|/[\\s\\u00A0]*)` +
    `(?:day|week|month|year|hour|tag|woche|monat|jahr|stunde|jour|semaine|mois|an|année|heure|día|semana|mes|año|hora|\\d+)(?![${L}])`,
  'i',
);
/**
 * "hours, not weeks", "in Stunden statt Wochen", "en quelques heures, pas en semaines",
 * "en horas, no en semanas": set against a longer unit, a span is short ("takes weeks,
 * not days" is not).
 */
const CONTRAST_AFTER = new RegExp(
  `^,?[\\s\\u00A0]*(?:not|instead of|rather than|statt|anstatt|nicht|pas|et non|plutôt que|au lieu de|no|y no|en lugar de|en vez de)[\\s\\u00A0]+` +
    `(?:(?:in|en|de|des)[\\s\\u00A0]+)?(?:[${L}]+[\\s\\u00A0]+)?(?:(?<days>days|tage|tagen|jours|días)|(?<weeks>weeks|wochen|semaines|semanas)|months|monate|monaten|mois|meses|years|jahre|années|años)(?![${L}])`,
  'i',
);
/** The contrasted unit's length in seconds (months and years: longer than any span). */
function contrastSeconds(match: RegExpExecArray): number {
  return match.groups?.days ? 86400 : match.groups?.weeks ? 7 * 86400 : 30 * 86400;
}

const FIXED_SECONDS = new Map(rowsOf(FIXED).flatMap((row) => Object.entries(row).map(([words, seconds]) => [normalise(words), seconds])));
const FEW_VALUE = 3;
/** The longest span that still reads as a first result: up to two days. */
const SHORT_LIMIT = 2 * 86400;

function countValue(count: string): number | undefined {
  return /^\d/.test(count) ? Number(count.replace(',', '.')) : numberWordsValue(count);
}

/** Every span of time in a text, in the order written. */
export function timeSpansIn(text: string): TimeSpan[] {
  const found: TimeSpan[] = [];
  for (const match of matchesAtStarts(text, SPAN, SPAN_AT, SPAN_STARTS)) {
    const groups = match.groups!;
    const index = match.index;
    const end = index + match[0].length;
    const before = text.slice(Math.max(0, index - 24), index);
    const after = text.slice(end, end + 48);
    let seconds: number | undefined;
    let clicks = false;
    let vague = false;
    let needsIntro = false;
    if (groups.fixed) seconds = FIXED_SECONDS.get(normalise(groups.fixed));
    else if (groups.adverb) seconds = ADVERB_SECONDS;
    else if (groups.plural) {
      const at = PLURAL_UNITS.findIndex((_, which) => groups[`p${which}`]);
      seconds = PLURAL_UNITS[at]?.[1];
      needsIntro = true;
    } else {
      const unit = UNITS.findIndex((_, which) => groups[`u${which}`]);
      const perUnit = UNITS[unit]![1];
      clicks = unit === UNITS.length - 1;
      const amount = groups.count ? countValue(groups.upper ?? groups.count) : groups.few ? FEW_VALUE : groups.several ? FEW_VALUE : 1;
      vague = Boolean(groups.several);
      // "a day" or "a few hours" is a span only when said as one ("in a day", "takes a few hours"): "save a day" is not.
      needsIntro = Boolean(groups.one || groups.few || groups.several);
      if (amount === undefined) continue;
      seconds = amount * perUnit;
    }
    if (seconds === undefined) continue;
    const introduced = INTRO_BEFORE.test(before);
    const contrast = CONTRAST_AFTER.exec(after);
    const contrasted = contrast !== null && contrastSeconds(contrast) > seconds;
    if (needsIntro && !introduced && !contrasted) continue;
    const kind: SpanKind = INTERVAL_BEFORE.test(before)
      ? 'interval'
      : RATE_BEFORE.test(before) || RATE_AFTER.test(after)
        ? 'rate'
        : DELAY_BEFORE.test(before) || FORMER_BEFORE.test(before)
          ? 'delay'
          : DURATION_BEFORE.test(before)
            ? 'duration'
            : 'span';
    const scale: SpanScale = seconds < 1 ? 'instant' : contrasted || (!vague && seconds <= SHORT_LIMIT) ? 'short' : 'long';
    found.push({ seconds, scale, kind, clicks, adverb: Boolean(groups.adverb), index, end, text: match[0] });
  }
  return found;
}

/**
 * Words of which every span holds one, for the word-index pre-check: unit starts, the
 * fixed spans' longest word, and (as word parts) the German unit adjectives that follow
 * a number word inside one word ("fünfminütig", "zweistündig").
 */
export const TIME_SPAN_WORDS: readonly string[] = [
  ...new Set(
    [
      ...['milli', 'msec', 'ms', 'sec', 'sek', 'seg', 'min', 'mn', 'hour', 'hr', 'stund', 'std', 'heure', 'hora', 'afternoon', 'nachmittag', 'après'],
      ...['day', 'tag', 'jour', 'día', 'dia', 'week', 'woch', 'semai', 'seman', 'click', 'klick', 'clic'],
      ...rowsOf(ADVERBS).flatMap((row) => row.map((words) => words.split(' ').sort((a, b) => b.length - a.length)[0]!)),
      ...rowsOf(FIXED).flatMap((row) =>
        Object.keys(row).map(
          (words) =>
            normalise(words)
              .split(/[ ']/)
              .sort((a, b) => b.length - a.length)[0]!,
        ),
      ),
    ].map((word) => `^${word}`),
  ),
  'minütig',
  'stündig',
  'tägig',
  'wöchig',
];
