import { matches } from '../phrases.ts';
import { lexiconPhrase, type Lexicon } from './lexicon.ts';

/**
 * Who said a quote, as the line beside it names them: a person with a role or a
 * company ("— Amira Haddad, Founder, Bluefin", "Dr. Henrike Maaß · Steuerberaterin",
 * "Sophie Durand, Directrice RH chez Lumio"), a social post's handle, or a bare name.
 * And the headings of sections of customer quotes ("What our customers say",
 * "Kundenstimmen", "Ce que disent nos clients", "Lo que dicen nuestros clientes").
 */

/** Job titles and roles, German compounds by their endings ("Personalleiter", "Filialleiterin", "Steuerberaterin"). */
const ROLES: Lexicon = {
  en: [
    'ceo',
    'cto',
    'cfo',
    'coo',
    'ciso',
    'cio',
    'cmo',
    'cpo',
    'vp',
    'chief [\\p{L}]+ officer',
    'co-?founder',
    'founder',
    'head of',
    'director',
    'manager',
    'lead',
    'owner',
    'engineer',
    'designer',
    'marketer',
    'consultant',
    'partner',
    'president',
    'organi[sz]er',
    'controller',
    'bookkeeper',
    'accountant',
    'coordinator',
    'freelance(?:r| [\\p{L}]+)?',
  ],
  de: [
    'geschäftsführer(?:in)?',
    'gründer(?:in)?',
    'mitgründer(?:in)?',
    'inhaber(?:in)?',
    '[\\p{L}]*leiter(?:in)?',
    '[\\p{L}]*leitung',
    'direktor(?:in)?',
    '[\\p{L}]*berater(?:in)?',
    '[\\p{L}]*referent(?:in)?',
    '[\\p{L}]*ärztin',
    '[\\p{L}]*arzt',
    '[\\p{L}]*fachangestellte[rn]?',
    'controller(?:in)?',
    'vorstand',
    'selbstständige[rn]?',
  ],
  fr: [
    'fondat(?:eur|rice)',
    'cofondat(?:eur|rice)',
    'direct(?:eur|rice)',
    'responsable',
    'gérante?',
    'présidente?',
    'pdg',
    'drh',
    'chef(?:fe)? de',
    'comptable',
    'coordinat(?:eur|rice)',
    'contrôleu(?:r|se)',
    'chirurgien(?:ne)?-dentiste',
    'médecin',
    'graphiste',
    'indépendante?',
  ],
  es: [
    'fundador(?:a)?',
    'cofundador(?:a)?',
    'director(?:a)?',
    'gerente',
    'jef(?:e|a) de',
    'responsable',
    'propietari(?:o|a)',
    'dueñ(?:o|a)',
    'encargad(?:o|a)',
    'coordinador(?:a)?',
    'odontólog(?:o|a)',
    'asesor(?:a)?',
    'consultor(?:a)?',
    'autónom(?:o|a)',
  ],
};

/** Headings of a section of customer quotes, under which a quote needs no quote marks and a name no role. */
const TESTIMONIAL_HEADINGS: Lexicon = {
  en: [
    'testimonials?',
    "what (?:[\\p{L}'-]+ ){0,3}(?:say|says|said|are saying|think|thinks)",
    'hear from',
    'in their (?:own )?words',
    'customer (?:stories|voices|love|reviews|quotes)',
    'success stories',
    'wall of love',
    "don't (?:just )?take our word",
    'loved by',
    'kind words',
    'happy (?:customers|clients|users)',
    '(?:people|users|customers|developers|teams|founders|makers) (?:❤️?|♥|love)',
    '(?:customer|user) feedback',
    'feedback from (?:our )?(?:customers|users|clients)',
  ],
  de: [
    'kundenstimmen',
    'stimmen (?:aus|unserer|von|zu)',
    'was (?:[\\p{L}-]+ ){0,3}(?:sagen|sagt|meinen)',
    'das sagen',
    'erfahrungsberichte',
    'kundenmeinungen',
    'kundengeschichten',
    'erfolgsgeschichten',
    'kundenbewertungen',
    'zufriedene kunden',
    'empfehlen uns',
    '(?:feedback|rückmeldungen) (?:von|unserer) (?:kunden|nutzer\\p{L}*)',
  ],
  fr: [
    'témoignages?',
    "ce que (?:[\\p{L}'-]+ ){0,3}(?:disent|dit|pensent|pense)",
    'ils en parlent',
    'avis (?:de nos|des|clients?)',
    'paroles? de clients?',
    'histoires? (?:de )?clients?',
    'retours? clients?',
    'heureux clients',
    'clients heureux',
    'nous recommandent',
    'vos retours',
    'retours (?:de|des) (?:nos )?(?:clients|utilisateurs)',
  ],
  es: [
    'testimonios?',
    'lo que (?:[\\p{L}-]+ ){0,3}(?:dicen|opinan|piensan)',
    'qué dicen',
    'opiniones (?:de )?(?:nuestros )?(?:clientes|usuarios)',
    'historias de (?:éxito|clientes)',
    'casos de éxito',
    'reseñas',
    'clientes satisfechos',
    'nos recomiendan',
    'comentarios de (?:nuestros )?(?:clientes|usuarios)',
  ],
};

export const ROLE = lexiconPhrase(ROLES);
export const TESTIMONIAL_HEADING = lexiconPhrase(TESTIMONIAL_HEADINGS);

/** "— Name": a dash, then a capital. */
const ATTRIBUTION = /^[—–-]\s?\p{Lu}/u;
/** Titles before a name, in the four languages. */
const TITLE = '(?:(?:Dr|Dra|Prof|Mme|Mr|Mrs|Ms|Sr|Sra|Hr|Fr)\\.? )?';
const NAME_WORD = "\\p{Lu}[\\p{Ll}'’-]+";
const PERSON = `${TITLE}${NAME_WORD}(?: \\p{Lu}\\.)?(?: (?:de |van |von |del |la |le |da )?${NAME_WORD}){1,2}`;
/**
 * A person's name followed by what they do, as testimonial cards sign off:
 * "Lucía Romero Propietaria, Barbería", "Dr. Henrike Maaß · Steuerberaterin".
 */
const NAMED_PERSON = new RegExp(`^${PERSON}(?:\\s*[,·|@]|\\s[-–—])\\s*\\p{L}`, 'u');
/** A name alone: "Grace Liu", "— Leonardo da Vinci", "Dana R.". */
const BARE_NAME = new RegExp(`^(?:[—–-]\\s?)?(?:${PERSON}|${TITLE}${NAME_WORD} \\p{Lu}\\.)$`, 'u');
/** A social post's byline: "Dana Reyes @danareyes", or the handle alone. */
const HANDLE = /(?:^|\s)@[\p{L}\d_.]{2,30}$/u;
/** A name and the site of the person's company: "Jo Lind lindworks.io". */
const NAME_AND_SITE = /^\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+){0,2} [\w-]+(?:\.[\w-]+)*\.[a-z]{2,}$/u;

/** A line that starts with a person's name ("Alex Arango CEO Triario", "Dr. Anna Keller", "Dana R."), or a handle. */
const STARTS_WITH_PERSON = new RegExp(`^(?:[—–-]\\s?)?(?:${PERSON}|${TITLE}${NAME_WORD} \\p{Lu}\\.)(?=$|[\\s,·|@(–—-])`, 'u');

export function namesPerson(text: string): boolean {
  return STARTS_WITH_PERSON.test(text) || HANDLE.test(text);
}

/** How a line names who spoke: with a role or company, by a handle, by a bare name. */
export type Attribution = 'signed' | 'handle' | 'name';

/**
 * The attribution a short line gives, if it is a byline at all. `mayNameRole: false`
 * says the line holds none of ROLE's words (a page's word index tells it for all lines at once).
 */
export function attributionOf(text: string, mayNameRole = true): Attribution | undefined {
  // "What you get as a partner:" introduces what follows; it signs nothing.
  if (text.length > 90 || /:\s*$/.test(text)) return undefined;
  if (HANDLE.test(text)) return 'handle';
  if (NAMED_PERSON.test(text) || NAME_AND_SITE.test(text) || (mayNameRole && matches(ROLE, text))) return 'signed';
  // "— Anna Berg, Acme Studio": a dash, a name, then who they are.
  if (ATTRIBUTION.test(text) && /[,·|@(]/.test(text)) return 'signed';
  if (ATTRIBUTION.test(text) || BARE_NAME.test(text)) return 'name';
  return undefined;
}

/** A byline that names the site's own brand: the company speaking of itself ("Jane Doe, CEO of Acme"). */
export function namesBrand(text: string, brandNames: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return brandNames.some((brand) => lower.includes(brand)) && brandPatternOf(brandNames).test(lower);
}

const BRAND_PATTERNS = new WeakMap<readonly string[], RegExp>();

/** The site's brand names as words of their own, compiled once per site. */
function brandPatternOf(brandNames: readonly string[]): RegExp {
  let pattern = BRAND_PATTERNS.get(brandNames);
  if (!pattern) {
    pattern = new RegExp(`(?:^|[^\\p{L}\\d])(?:${brandNames.join('|')})(?:$|[^\\p{L}\\d])`, 'u');
    BRAND_PATTERNS.set(brandNames, pattern);
  }
  return pattern;
}

/** Words spoken in the first person: "we", "I", "our" and the same in German, French and Spanish. */
const FIRST_PERSON: Lexicon = {
  en: ['i', "i'(?:m|ve|d|ll)", 'me', 'my', 'we', "we'(?:re|ve|d|ll)", 'us', 'our'],
  de: ['ich', 'mich', 'mir', 'mein\\p{L}*', 'wir', 'uns', 'unser\\p{L}*'],
  fr: ['je', "j'", 'moi', 'mon', 'ma', 'mes', 'nous', 'notre', 'nos'],
  es: ['yo', 'me', 'mi', 'mis', 'nosotros', 'nos', 'nuestr[oa]s?'],
};
const FIRST_PERSON_WORDS = lexiconPhrase(FIRST_PERSON);

/** Words someone says of their own experience ("We cut our close in half", "Ich empfehle", "Nous avons", "Nuestro equipo"). */
export function speaksInFirstPerson(text: string): boolean {
  return matches(FIRST_PERSON_WORDS, text);
}

/** A line saying who wrote an article, not who said a quote: "By Jane Doe", "Von", "Par", "Por", "Posted by". */
const AUTHORSHIP = /^(?:(?:posted |written )?by|von|par|por|autor(?:in)?|auteur|author)\s/i;

export function isAuthorship(text: string): boolean {
  return AUTHORSHIP.test(text);
}

/** The first name of the person a byline names ("— Anna Berg, Head of Product" -> "Anna"), if it starts with one. */
export function firstNameOf(byline: string): string | undefined {
  return /^(?:[—–-]\s?)?(?:(?:Dr|Dra|Prof)\.? )?(\p{Lu}[\p{Ll}'’-]+)/u.exec(byline)?.[1];
}
