import type { CallToAction, PageModel } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import { matches, phrase } from '../text/phrases.ts';
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
  '(?:try|test|explore|open|launch) (?:the |our |a )?(?:live |online |public |interactive )?(?:demo|sandbox|playground)(?! (?:call|meeting|session|webinar))',
  'demo (?:workspace|sandbox|account|instance|store|shop|site)',
  '(?:live |online |api |interactive )?playground',
  'sandbox',
  'open the demo',
  'try it in (?:your|the) browser',
  'try (?:it|us) live',
  'interaktive (?:demo|produkttour|tour)',
  'produkttour',
  '(?:die )?(?:live-?)?demo (?:selbst )?(?:ausprobieren|testen|starten|öffnen)',
  'demo-?(?:konto|zugang|umgebung|shop|instanz|account) (?:öffnen|ansehen|testen|ausprobieren)?',
  'démo interactive',
  "(?:essayer|essayez|testez|tester|ouvrir|ouvrez|explorer|explorez) (?:la |notre |l')?(?:démo|démonstration|application de (?:démo|démonstration))(?: en (?:direct|ligne))?",
  'visite (?:guidée|interactive)(?: interactive| du produit)?',
  'compte de (?:démonstration|démo)',
  'bac à sable',
  'demo interactiva',
  '(?:prueba|probar|pruebe|explora|explorar|abre|abrir) (?:la |nuestra )?demo(?: en (?:vivo|directo|línea))?',
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
const DEMO_HOST = /^(?:demo|demos|play|playground|sandbox|try|live-demo)\./i;
/** The same, tested on a raw link before parsing it (most links are not one). */
const DEMO_HOST_IN_URL = /^https?:\/\/(?:demo|demos|play|playground|sandbox|try|live-demo)\./i;
const VIDEO_HOST = /youtu|vimeo|wistia|loom|vidyard/i;

/** Link text that names a demo ("Démo en ligne", "Live demo", "DEMO"). */
const DEMO_WORD = phrase('demos?', 'démos?', 'démonstration', 'demostración', 'live ?demo');
/** ...but asks for one to be given: a call, a booking, a form. */
const DEMO_REQUEST = phrase(
  'book|request|schedule|get|see|watch|contact|talk|call|meeting|webinar',
  'anfragen|anfordern|buchen|vereinbaren|termin|kontakt',
  'demander|demandez|réserver|réservez|planifier|obtenir|rendez-vous|contact',
  'solicitar|solicita|reservar|reserva|agendar|agenda|pedir|contacto|ver',
);
/** A demo path on the product's own app: app.acme.com/demo, app.acme.com/try-demo. */
const DEMO_PATH = /\/(?:[\w-]*-)?demos?(?:[/?#-]|$)/i;

/** A demo instance of the brand: demo.acme.com, or sandbox.acme.io for acme.com. */
function isBrandDemoHost(site: SiteModel, host: string): boolean {
  return DEMO_HOST.test(host) && site.isBrandHost(host);
}

/**
 * "Live demo" -> demo.acme.com, "Démo en ligne" -> app.acme.com/demo: a demo the link
 * opens in the product itself, on another host of the brand, not a page asking for one.
 */
function opensProductDemo(site: SiteModel, page: PageModel, cta: CallToAction): boolean {
  if (cta.kind !== 'link' || !cta.href || !/^https?:/i.test(cta.href)) return false;
  if (!matches(DEMO_WORD, cta.text) || matches(DEMO_REQUEST, cta.text)) return false;
  const url = new URL(cta.href);
  if (url.host === new URL(page.url).host || !site.isBrandHost(url.hostname)) return false;
  return DEMO_HOST.test(url.hostname) || DEMO_PATH.test(url.pathname) || APP_HOST.test(url.hostname);
}
const APP_HOST = /^(?:app|console|dashboard|cloud)\./i;

/** Copy that says so in a sentence; a short label ("Interactive demo" on a placeholder) offers nothing to open. */
const MIN_COPY_WORDS = 5;

/** An interactive demo tool embedded or linked, a public demo instance, sandbox or playground, or copy offering one. */
export const interactiveDemo = defineSignal('interactive-demo', (site) => {
  const evidence = vendorEvidence(site, 'interactive-demo');
  for (const hit of ctaHits(site, INTERACTIVE_DEMO)) {
    // A "tour" that opens a video is a video, not an interactive demo.
    if (!hit.cta.href || !VIDEO_HOST.test(hit.cta.href)) evidence.addCta(hit.page, hit.cta);
  }
  for (const page of site.readable) {
    for (const cta of page.ctas) {
      if (cta.kind !== 'link' || !cta.href) continue;
      if ((DEMO_HOST_IN_URL.test(cta.href) && isBrandDemoHost(site, new URL(cta.href).hostname)) || opensProductDemo(site, page, cta))
        evidence.addCta(page, cta);
    }
    for (const resource of page.resources) {
      if (resource.tag === 'iframe' && isBrandDemoHost(site, resource.host)) evidence.add(page.url, `Embedded demo: ${resource.host}`);
    }
  }
  for (const hit of textHits(site, INTERACTIVE_DEMO_COPY, { regions: ['main', 'meta', 'data'] })) {
    if (hit.block.tag === 'meta' || hit.block.tag === 'json' || wordCount(hit.block.text) >= MIN_COPY_WORDS) evidence.addHit(hit);
  }
  return found(evidence.toArray());
});

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
