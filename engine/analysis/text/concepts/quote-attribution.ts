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

/** How a line names who spoke: with a role or company, by a handle, by a bare name. */
export type Attribution = 'signed' | 'handle' | 'name';

/** The attribution a short line gives, if it is a byline at all. */
export function attributionOf(text: string): Attribution | undefined {
  if (text.length > 90) return undefined;
  if (HANDLE.test(text)) return 'handle';
  if (NAMED_PERSON.test(text) || NAME_AND_SITE.test(text) || matches(ROLE, text)) return 'signed';
  // "— Anna Berg, Acme Studio": a dash, a name, then who they are.
  if (ATTRIBUTION.test(text) && /[,·|@(]/.test(text)) return 'signed';
  if (ATTRIBUTION.test(text) || BARE_NAME.test(text)) return 'name';
  return undefined;
}

/** A byline that names the site's own brand: the company speaking of itself ("Jane Doe, CEO of Acme"). */
export function namesBrand(text: string, brandNames: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return brandNames.some((brand) => new RegExp(`(?:^|[^\\p{L}\\d])${brand}(?:$|[^\\p{L}\\d])`, 'u').test(lower));
}
