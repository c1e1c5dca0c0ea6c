import { matches, phrase } from '../text/phrases.ts';
import { ctaHits, textHits } from '../text/search.ts';
import { EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/** A templates link or nav item ("Templates", "Vorlagen", "Modèles", "Plantillas"). */
const TEMPLATES_LINK = phrase(
  'templates?(?: gallery| library)?',
  'vorlagen',
  'modèles',
  'plantillas',
  'examples gallery',
  '(?:[\\p{L}]+ )?blueprints',
  'starter kits',
  'example (?:apps|projects)',
);
/** Templates offered to users in copy: a count, a gallery, starting from one. */
const TEMPLATES_OFFER = phrase(
  '(?:\\d[\\d,.]*\\+?|hundreds of|dozens of|thousands of) (?:[\\p{L}-]+ ){0,2}templates',
  'templates? (?:gallery|library|marketplace)',
  '(?:start|begin) (?:from|with) (?:a |one of our )?(?:[\\p{L}-]+ ){0,2}templates?',
  '(?:ready-?made|pre-?built|ready-to-use|free) (?:[\\p{L}-]+ )?templates',
  'browse (?:our |the )?(?:[\\p{L}-]+ )?templates',
  // Starters, blueprints and boilerplates are templates under another name.
  '(?:\\d[\\d,.]*\\+?|dozens of|hundreds of) (?:[\\p{L}-]+ ){0,2}(?:starters|starter kits|blueprints|boilerplates)',
  '(?:ready-?made|pre-?built|ready-to-use) (?:[\\p{L}-]+ )?(?:starters?|starter kits?|blueprints?|boilerplates?)',
  // Ready examples to start from: "launch an example workspace", "one of our ready-made projects".
  '(?:launch|open|start with|dive into|try|explore|clone|fork|use) (?:an? |one of (?:our|the) |our )?(?:[\\p{L}-]+ )?examples? (?:workspaces?|projects?|apps?|repositor(?:y|ies))',
  '(?:ready-?made|pre-?built|ready-to-use) (?:[\\p{L}-]+ )?(?:projects|examples|example apps|workflows)',
  '(?:choose|pick|select) (?:from|one of) (?:our |the )?(?:[\\p{L}-]+ ){0,2}templates',
  '(?:\\d+\\+?|über \\d+) (?:[\\p{L}-]+ )?vorlagen',
  '(?:wählen sie|wähle|wählen) (?:aus|eine der|unter) (?:unseren |den )?(?:[\\p{L}-]+ )?vorlagen',
  'aus (?:[\\p{L}-]+ )?vorlagen (?:wählen|auswählen)',
  "(?:choisissez|choisir|partez) (?:parmi|de|d'un) (?:nos |des )?(?:[\\p{L}-]+ )?modèles",
  '(?:elige|elija|elegir|parte) (?:entre|de) (?:nuestras |las )?(?:[\\p{L}-]+ )?plantillas',
  'vorlagen-?(?:galerie|bibliothek)',
  'mit (?:einer )?vorlagen? (?:starten|beginnen)',
  'fertige vorlagen',
  '(?:\\d+\\+?|plus de \\d+) modèles',
  '(?:bibliothèque|galerie) de modèles',
  "modèles prêts à l'emploi",
  '(?:\\d+\\+?|más de \\d+) plantillas',
  '(?:galería|biblioteca) de plantillas',
  'plantillas (?:listas|prediseñadas)',
);

/** Templates, a gallery or ready examples offered to users. Theme paths in markup are not read at all. */
export const templates = defineSignal('templates', (site) => {
  const evidence = new EvidenceList();
  for (const hit of ctaHits(site, TEMPLATES_LINK)) {
    if (hit.cta.kind === 'link' && hit.cta.text.length <= 40 && matches(TEMPLATES_LINK, hit.cta.text)) evidence.addCta(hit.page, hit.cta);
  }
  for (const hit of textHits(site, TEMPLATES_OFFER)) evidence.addHit(hit);
  return found(evidence.toArray());
});
