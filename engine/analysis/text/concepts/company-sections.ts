import { anyPhrase, matches } from '../phrases.ts';
import { lexiconPhrase, type Lexicon } from './lexicon.ts';

/**
 * Sections where the company, the press or its FAQ speaks, not its customers: the
 * press ("As seen in", "Bekannt aus", "Ils parlent de nous", "En los medios"), the team
 * and the company itself ("Our team", "Unsere Mission", "Le mot du fondateur",
 * "Quiénes somos"), questions and answers ("FAQ", "Häufige Fragen"). Quotes there are
 * no testimonials; logos there are no customers; a loop there shows the office.
 */

export const PRESS: Lexicon = {
  en: ['as seen (?:in|on|at)', 'featured (?:in|on|by)', 'in the (?:press|news|media)', 'press', 'media coverage', 'they (?:wrote|write|talk) about us'],
  de: ['bekannt aus', 'presse\\p{L}*', 'in den medien', 'medienpartner\\p{L}*'],
  fr: ['ils parlent de nous', 'on parle de nous', 'vus? (?:dans|à|sur)', 'presse', 'dans les médias'],
  es: ['aparecemos en', 'en (?:los|la) (?:medios|prensa)', 'prensa', 'hablan de nosotros', 'nos mencionan'],
};

export const TEAM: Lexicon = {
  en: ['(?:our|the|meet the) team', 'founders', 'leadership'],
  de: ['(?:unser|das) team'],
  fr: ["(?:notre|l') ?équipe"],
  es: ['(?:nuestro|el) equipo'],
};

/** The company about itself: who it is, its mission and story, its founder's word, its jobs. */
const OWN_VOICE: Lexicon = {
  en: [
    'our (?:mission|story|values|office)',
    'from (?:our|the) (?:founders?|ceo)',
    'a (?:word|note|letter) from',
    'about us',
    'who we are',
    'culture',
    'careers',
    'life at',
    'speakers',
    'jobs',
  ],
  de: ['unsere (?:mission|geschichte|werte)', 'vom gründer', 'über uns', 'wer wir sind', 'karriere', 'sprecher', 'stellen'],
  fr: [
    'notre (?:mission|histoire)',
    'nos valeurs',
    'le mot du (?:fondateur|président)',
    'qui sommes-nous',
    'à propos',
    'carrières?',
    'intervenants',
    'recrutement',
  ],
  es: [
    'nuestra (?:misión|historia)',
    'nuestros valores',
    'palabras del fundador',
    'sobre nosotros',
    'quiénes somos',
    'trabaja con nosotros',
    'ponentes',
    'empleo',
  ],
};

const FAQ: Lexicon = {
  en: ['faqs?', 'frequently asked questions', 'questions and answers', 'common questions'],
  de: ['faqs?', 'häufige fragen', 'häufig gestellte fragen', 'fragen und antworten'],
  fr: ['faqs?', 'questions fréquentes', 'foire aux questions', 'questions-réponses'],
  es: ['faqs?', 'preguntas frecuentes', 'preguntas y respuestas'],
};

const PRESS_WORDING = lexiconPhrase(PRESS);
const COMPANY_WORDING = lexiconPhrase(TEAM, OWN_VOICE);
const FAQ_WORDING = lexiconPhrase(FAQ);

/** A heading of a press section. */
export function headsPress(text: string): boolean {
  return matches(PRESS_WORDING, text);
}

/** A heading of a section about the company itself: its team, mission, founder, jobs, speakers. */
export function headsCompanySection(text: string): boolean {
  return matches(COMPANY_WORDING, text);
}

/** A heading of questions and answers. */
export function headsFaq(text: string): boolean {
  return matches(FAQ_WORDING, text);
}

/** Any of the three: the heading of a section where the press, the company or its FAQ speaks (one pattern, for a page's word index). */
export const OTHER_VOICE_HEADING = anyPhrase(PRESS_WORDING, COMPANY_WORDING, FAQ_WORDING);
