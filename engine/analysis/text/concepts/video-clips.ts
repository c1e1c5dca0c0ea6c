import { matches } from '../phrases.ts';
import { headsCompanySection } from './company-sections.ts';
import { lexiconPhrase, type Lexicon } from './lexicon.ts';

/**
 * What a silent looping clip shows, as its names and its section say: a moving
 * backdrop (a background, an ambience, an office, the team, abstract gradients and
 * waves, a loader or an animated icon) or, by default, the product at work. The hero's
 * loop of the product counts as a product video; a backdrop does not.
 */

/** Words in a clip's file, poster or class names that make it a backdrop: "hero-background.mp4", "bg-video", "fond-accueil.mp4". */
const BACKDROP_NAMES: Lexicon = {
  en: [
    'backgrounds?',
    'bg',
    'backdrops?',
    'ambien(?:t|ce)',
    'atmosphere',
    'mood',
    'office',
    'team',
    'gradients?',
    'abstract',
    'waves?',
    'particles?',
    'textures?',
    'patterns?',
    'noise',
    'blobs?',
    'spinner',
    'loader',
    'loading',
    'icons?',
    'confetti',
    'logo(?:-| )?anim\\p{L}*',
  ],
  de: ['hintergrund\\p{L}*', 'stimmung', 'büro', 'buero', 'farbverlauf', 'wellen', 'lade(?:-| )?animation', 'ladeanimation'],
  fr: ['fond', 'ambiance', 'bureaux?', 'équipe', 'equipe', 'dégradé', 'degrade', 'abstrait', 'vagues', 'chargement', 'icônes?', 'icones?'],
  es: ['fondo', 'ambiente', 'oficina', 'equipo', 'degradado', 'abstracto', 'ondas', 'cargando', 'iconos?'],
};

const BACKDROP = lexiconPhrase(BACKDROP_NAMES);

/** A clip named as a backdrop, an ambience, a loader or an icon. File names split at "-", "_" and "." into words (a phrase never starts inside a hyphenated word). */
export function namedAsBackdrop(names: string): boolean {
  return matches(BACKDROP, names.replace(/[-_.]/g, ' '));
}

/** A clip playing in a section about the team, the office or the company. */
export function inCompanySection(before: readonly string[]): boolean {
  return before.some((text) => text.length <= 120 && headsCompanySection(text));
}
