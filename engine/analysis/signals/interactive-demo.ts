import type { SiteModel } from '../model/site-model.ts';
import { phrase } from '../text/phrases.ts';
import { ctaHits, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';
import { vendorEvidence } from './vendor-evidence.ts';

/**
 * Link or button wording of a product to try without a sales call: a click-through
 * tour, a public demo instance, a sandbox or a playground. "Request a demo", "Book a
 * live demo" and "Watch the demo" are not one.
 */
const INTERACTIVE_DEMO = phrase(
  'interactive (?:product )?(?:demo|tour|walkthrough)',
  'click-?through (?:demo|tour)',
  'self-guided (?:demo|tour)',
  'take (?:a|the) (?:\\d+-minute )?(?:product )?tour',
  'product tour',
  'explore (?:the|a) (?:live )?(?:demo|sandbox|demo workspace|playground)',
  'try (?:the|our|a) (?:live |online |public |interactive )?(?:demo|sandbox|playground)',
  'demo (?:workspace|sandbox|account|instance|store|shop|site)',
  '(?:live |online |api |interactive )?playground',
  'sandbox',
  'open the demo',
  'try it in (?:your|the) browser',
  'try (?:it|us) live',
  'interaktive (?:demo|produkttour|tour)',
  'produkttour',
  'demo-?(?:konto|zugang|umgebung|shop|instanz|account) (?:öffnen|ansehen|testen|ausprobieren)?',
  'démo interactive',
  'visite (?:guidée|interactive)(?: interactive| du produit)?',
  'compte de (?:démonstration|démo)',
  'bac à sable',
  'demo interactiva',
  'recorrido (?:interactivo|por el producto)',
  'tour (?:interactivo|del producto)',
  'cuenta de (?:ejemplo|demostración|demo)',
  'entorno de (?:pruebas|demostración)',
);

/**
 * The same in running text, where it must be unmistakable: "interactive", "click
 * through", a sandbox or playground to try, an example account to play with.
 */
const INTERACTIVE_DEMO_COPY = phrase(
  'interactive (?:product )?(?:demo|tour|walkthrough)',
  'click-?through (?:demo|tour)',
  'self-guided (?:demo|tour)',
  '(?:try|explore|play (?:with|in)|test) (?:the|our|a|an) (?:live |online |public |free )?(?:sandbox|playground|demo (?:account|workspace|instance|store)|example (?:account|workspace|project))',
  '(?:live|online|public|api) playground',
  'interaktive (?:demo|produkttour|tour)',
  'klicken sie sich (?:selbst )?durch',
  'klick dich (?:selbst )?durch',
  'demo-?(?:konto|zugang|umgebung|instanz)',
  'beispiel-?(?:konto|firma|unternehmen|account)',
  'démo interactive',
  'visite (?:guidée )?interactive',
  'compte de (?:démonstration|démo)',
  'bac à sable',
  'entreprise fictive',
  'demo interactiva',
  'recorrido interactivo',
  'tour interactivo',
  'cuenta de (?:ejemplo|demostración|demo)',
  'empresa ficticia',
  'entorno de demostración',
);

/** Hosts where products keep a public demo instance: demo.acme.com, play.acme.dev, sandbox.acme.io. */
const DEMO_HOST = /^(?:demo|play|playground|sandbox|try|live-demo)\./i;
/** The same, tested on a raw link before parsing it (most links are not one). */
const DEMO_HOST_IN_URL = /^https?:\/\/(?:demo|play|playground|sandbox|try|live-demo)\./i;
const VIDEO_HOST = /youtu|vimeo|wistia|loom|vidyard/i;

function isBrandDemoHost(site: SiteModel, host: string): boolean {
  const brand = site.rootHost.split('.')[0] ?? '';
  return DEMO_HOST.test(host) && (site.isOwnHost(host) || (brand.length >= 4 && host.split('.').slice(1, -1).includes(brand)));
}

/** An interactive demo tool embedded or linked, a public demo instance, sandbox or playground, or copy offering one. */
export const interactiveDemo = defineSignal('interactive-demo', (site) => {
  const evidence = vendorEvidence(site, 'interactive-demo');
  for (const hit of ctaHits(site, INTERACTIVE_DEMO)) {
    // A "tour" that opens a video is a video, not an interactive demo.
    if (!hit.cta.href || !VIDEO_HOST.test(hit.cta.href)) evidence.addCta(hit.page, hit.cta);
  }
  for (const page of site.readable) {
    for (const cta of page.ctas) {
      if (cta.kind === 'link' && cta.href && DEMO_HOST_IN_URL.test(cta.href) && isBrandDemoHost(site, new URL(cta.href).hostname)) evidence.addCta(page, cta);
    }
    for (const resource of page.resources) {
      if (resource.tag === 'iframe' && isBrandDemoHost(site, resource.host)) evidence.add(page.url, `Embedded demo: ${resource.host}`);
    }
  }
  for (const hit of textHits(site, INTERACTIVE_DEMO_COPY, { regions: ['main', 'meta', 'data'] })) evidence.addHit(hit);
  return found(evidence.toArray());
});
