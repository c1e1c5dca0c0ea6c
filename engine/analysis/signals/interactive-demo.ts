import { phrase } from '../text/phrases.ts';
import { ctaHits, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';
import { vendorEvidence } from './vendor-evidence.ts';

/** Wording of a click-through product tour; "Request a demo" and "Watch the demo" are not one. */
const INTERACTIVE_DEMO = phrase(
  'interactive (?:product )?(?:demo|tour|walkthrough)', 'click-?through (?:demo|tour)', 'self-guided (?:demo|tour)',
  'take (?:a|the) (?:\\d+-minute )?(?:product )?tour', 'product tour', 'explore (?:the|a) (?:live )?(?:demo|sandbox|demo workspace)',
  'try (?:the|our) (?:live )?(?:demo|sandbox)', 'demo (?:workspace|sandbox|account)',
  'interaktive (?:demo|produkttour|tour)', 'produkttour', 'démo interactive', 'visite (?:guidée|interactive) (?:du produit)?',
  'demo interactiva', 'recorrido (?:interactivo|por el producto)', 'tour (?:interactivo|del producto)',
);

/** An interactive demo tool embedded or linked, or a link or button offering a click-through tour. */
export const interactiveDemo = defineSignal('interactive-demo', (site) => {
  const evidence = vendorEvidence(site, 'interactive-demo');
  for (const hit of ctaHits(site, INTERACTIVE_DEMO)) {
    // A "tour" that opens a video is a video, not an interactive demo.
    if (!hit.cta.href || !/youtu|vimeo|wistia|loom|vidyard/i.test(hit.cta.href)) evidence.addCta(hit.page, hit.cta);
  }
  for (const hit of textHits(site, INTERACTIVE_DEMO, { regions: ['main', 'meta', 'data'] })) {
    if (/interacti|click|self-guided|sandbox|interaktiv|interactiv/i.test(hit.match[0])) evidence.addHit(hit);
  }
  return found(evidence.toArray());
});
