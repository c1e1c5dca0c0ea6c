import { phrase } from '../text/phrases.ts';
import { EvidenceList, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

const QUICKLY = "(?:in |within |under |less than |in (?:just |only |under |less than )?)(?:a few|\\d+|one|two|three|five|ten|a couple of) ?(?:minutes?|mins?|seconds?|hours?)|in minutes|in seconds|the same day|today";
const SETUP =
  'set ?up|setup|get started|getting started|up and running|go live|goes live|be live|get going|onboard(?:ed|ing)?|install(?:ed)?|' +
  'configured?|launch(?:ed)?|ready to (?:go|use)|first (?:\\p{L}+)|start (?:seeing|sending|getting)|send your first|create your first|publish your first|import';

/**
 * A claim of fast setup or a first result ("set up in 5 minutes", "your first invoice
 * in 2 minutes"). Claims about the product's speed ("loads in 50 ms", "reports in
 * seconds") are not time-to-value: a setup or first-result word must come with it.
 */
const FAST_START = phrase(
  `(?:${SETUP})(?: [\\p{L}'-]+){0,4} (?:${QUICKLY})`,
  '(?:\\d+|five|ten|two|a few)-?minute (?:setup|set-up|onboarding|install|installation)',
  '(?:takes|take) (?:just |only |less than |under )?(?:\\d+|a few|two|five) minutes to (?:set up|get started|install|onboard)',
  // German
  'in (?:wenigen|\\d+|fünf|zehn|zwei) minuten (?:eingerichtet|startklar|einsatzbereit|live|loslegen|online|bereit)',
  '(?:eingerichtet|startklar|einsatzbereit|loslegen|einrichtung) in (?:wenigen|\\d+|fünf|zehn|zwei) minuten',
  // French
  '(?:prêt|prête|opérationnel(?:le)?|configuré|installé|en ligne|lancé|démarrez|commencez|mis en place)s? en (?:quelques|\\d+|cinq|dix|deux) minutes',
  'mise en place en (?:quelques|\\d+|cinq|dix|deux) minutes',
  // Spanish
  '(?:listo|lista|configura(?:do)?|empieza|comienza|operativo|en marcha|funcionando) en (?:minutos|pocos minutos|\\d+ minutos|cinco minutos)',
);

export const timeToValue = defineSignal('time-to-value', (site) => {
  const evidence = new EvidenceList();
  for (const hit of textHits(site, FAST_START)) evidence.addHit(hit);
  return found(evidence.toArray());
});
