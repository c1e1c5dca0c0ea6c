import { VENDORS } from '../../vendors.ts';
import { matches, phrase } from '../phrases.ts';
import { groupOf, lexiconPhrase, type Lexicon } from './lexicon.ts';

/**
 * A review platform's verdict on the product, as a site shows it: a rating on the
 * platform ("4,7 von 5 Sternen auf Trustpilot", "Noté 4,6/5 sur G2", "Puntuación en G2:
 * 4,7"), an award it gives ("G2 Leader", "Top rated on TrustRadius", "Capterra Best
 * Value"), or a link to the product's reviews there ("Lire nos avis sur Trustpilot"),
 * told apart from a request to leave a review.
 */

/** The review platforms of the vendor table, their names as a pattern ("Software ?Advice"). */
const SITE = `(?:${VENDORS.filter((vendor) => vendor.category === 'reviews')
  .map((vendor) => vendor.name.replace(/ /g, ' ?'))
  .join('|')})`;

/** "on", "auf", "sur", "en": where the rating was given. */
const ON: Lexicon = { en: ['on', 'at'], de: ['auf', 'bei'], fr: ['sur'], es: ['en'] };
/** "out of 5", "von 5", "sur 5", "de 5", "sobre 5", "/5". */
const OUT_OF: Lexicon = { en: ['out of', 'of'], de: ['von', 'aus'], fr: ['sur'], es: ['de', 'sobre'] };
const STARS: Lexicon = { en: ['stars?'], de: ['sterne?n?'], fr: ['étoiles'], es: ['estrellas'] };
const REVIEWS: Lexicon = { en: ['reviews', 'ratings'], de: ['bewertungen'], fr: ['avis'], es: ['opiniones', 'reseñas', 'valoraciones'] };
/** "from 120 reviews", "aus 80 Bewertungen", "à partir de 90 avis", "con 70 reseñas". */
const FROM: Lexicon = { en: ['from', 'based on'], de: ['aus', 'bei'], fr: ['à partir de', 'sur'], es: ['con', 'de'] };
/** "rating", "Bewertung", "note", "puntuación": the word before or after the platform. */
const RATING_WORDS: Lexicon = { en: ['rating', 'score'], de: ['bewertung', 'note'], fr: ['note', 'avis'], es: ['puntuación', 'valoración', 'nota'] };
/** "Rated", "bewertet mit", "noté", "valorado con". */
const RATED: Lexicon = { en: ['rated'], de: ['bewertet mit', 'bewertet'], fr: ['notée?', 'évaluée?'], es: ['valorad[oa] con', 'puntuad[oa] con'] };
/** The platforms' awards and the sites' words for them. */
const AWARDS: Lexicon = {
  en: [
    'leader',
    'high performer',
    'momentum leader',
    'top rated',
    'best software',
    'users love us',
    'front ?runners?',
    'category leaders?',
    'best value',
    'best ease of use',
    'shortlist',
    'badge',
    'award',
    'medal',
  ],
  de: ['top bewertet', 'ausgezeichnet'],
  fr: ['meilleur rapport qualité-prix', 'primée?'],
  es: ['mejor valorad[oa]', 'premiad[oa]'],
};

const NUMBER = '\\p{N}(?:[.,]\\p{N})?';
/** A rating given alone, without its scale, has a decimal: "4,7", not the "3" of a version. */
const DECIMAL = '\\p{N}[.,]\\p{N}';
const SCORE = `${NUMBER}(?: ?/ ?5| ${groupOf(OUT_OF)} 5)?(?: ${groupOf(STARS)})?`;

/** Ratings and awards from review sites, as text or image alt. */
export const REVIEW_CLAIM = phrase(
  // "4,7 von 5 Sternen auf Trustpilot", "Rated 4.8/5 on Capterra", "4.9 on G2 from 120 reviews"
  `(?:${groupOf(RATED)} )?${SCORE}(?: ${groupOf(FROM)} [\\p{N}.,+]+ ${groupOf(REVIEWS)})? ${groupOf(ON)} ${SITE}`,
  // "G2 rating 4.6", "Capterra Bewertung: 4,8", "Trustpilot : Excellent, 4,8 sur 5"
  `${SITE}(?: ${groupOf(RATING_WORDS)})? ?:? (?:[\\p{L}]+,? ){0,2}(?:${DECIMAL}|${NUMBER}(?: ?/ ?5| ${groupOf(OUT_OF)} 5))(?![\\p{N}])`,
  // "Note G2 : 4,6", "Puntuación en G2: 4,7"
  `${groupOf(RATING_WORDS)}(?: ${groupOf(ON)})? ${SITE} ?:? ${DECIMAL}`,
  // "Top rated on Capterra", "Users love us on G2", "Top bewertet auf Capterra"
  `${groupOf(AWARDS)}(?: ${groupOf(ON)}| in)? ${SITE}`,
  // "G2 Leader Winter 2025", "GetApp Category Leaders", "Capterra Best Value"
  `${SITE} ${groupOf(AWARDS)}`,
);

/** A review platform's name in a text or file name. */
export const NAMES_REVIEW_SITE = new RegExp(`(?:^|[^a-z0-9])${SITE}(?:[^a-z0-9]|$)`, 'i');

/**
 * Where a site keeps the review platforms' logos it shows beside its reviews, or how
 * it names them: "/images/reviews/trustpilot.webp", "capterra-rating.svg", alt "G2
 * reviews". A review site's logo among integrations is kept elsewhere.
 */
const REVIEW_FOLDERS: Lexicon = {
  en: ['reviews?', 'ratings?', 'badges?', 'awards?', 'stars', 'medals?'],
  de: ['bewertungen', 'auszeichnungen', 'siegel'],
  fr: ['avis', 'distinctions', 'prix'],
  es: ['opiniones', 'rese(?:ñ|n)as', 'valoraciones', 'insignias', 'premios'],
};
const REVIEW_IMAGE = new RegExp(`(?:^|[/_. -])(?:${groupOf(REVIEW_FOLDERS)})(?:[/_. -]|$)`, 'i');

/** An image path or label that files or names it with reviews, ratings or awards. */
export function filedWithReviews(text: string): boolean {
  return REVIEW_IMAGE.test(text);
}

/** Asking the visitor for a review, or a platform's page for vendors: not the reviews shown. */
const REVIEW_REQUEST: Lexicon = {
  en: ['review us', 'leave (?:us )?a review', 'write a review', 'rate us', 'list your'],
  de: ['bewerten sie uns', 'jetzt bewerten', 'bewertung (?:schreiben|abgeben)', 'eintragen'],
  fr: ['donnez votre avis', 'laissez(?:-nous)? un avis', 'laisser un avis', 'notez-nous', 'référencer'],
  es: ['deja tu opinión', 'déjanos tu opinión', 'escribe una reseña', 'valóranos', 'publica tu'],
};
const REVIEW_REQUEST_WORDING = lexiconPhrase(REVIEW_REQUEST);
/** Paths on a platform that ask for a review or serve vendors. */
const REQUEST_PATH = /\/(?:take_survey|evaluate|write-?review|leave-?review|vendors?|sign-?up|users\/sign|review\/new)(?:[/?#]|$)/i;
/** Paths of a product's reviews on a platform: /products/acme/reviews, /review/acme.io, /p/123/Acme/reviews, #reviews. */
const REVIEWS_PATH = /\/reviews?(?:[/?#]|$)|#reviews?$/i;

/** A link to the product's reviews on a review platform, not a request to leave one. */
export function linksToReviews(href: string, label: string): boolean {
  return REVIEWS_PATH.test(href) && !REQUEST_PATH.test(href) && !matches(REVIEW_REQUEST_WORDING, label);
}

/** A platform's tracking or conversion script: a pixel, not a badge or a widget. */
const TRACKING = /^https?:\/\/(?:ct|tracking|track|pixel)\.|\/(?:[\w-]*track(?:er|ing)?[\w-]*|attribution[\w-]*|conversions?)(?:[/._?#]|$)/i;

export function isTrackingScript(url: string): boolean {
  return TRACKING.test(url);
}
