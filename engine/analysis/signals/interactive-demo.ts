import type { CallToAction, PageModel } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import {
  asksForDemoPath,
  carriesDemoLogin,
  isShowcaseSubdomain,
  namesLiveDemo,
  TRY_PLACE_NAME,
  DEMO_HOST,
  DEMO_PATH,
  namesDemoToOpen,
  showsDemoLogin,
  START_TOUR_LABEL,
  TOUR_HEADING,
  TRY_DEMO_LABEL,
  TRY_DEMO_WORDING,
} from '../text/concepts/demo-instances.ts';
import { matches } from '../text/phrases.ts';
import { vendorOfHost } from '../vendors.ts';
import { ctaHits, matchingCtas, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';
import { vendorEvidence } from './vendor-evidence.ts';

/*
 * Rule: present when the site embeds or links a click-through tour vendor, links or
 * frames a public demo instance of the product (a demo, play, sandbox or try host of
 * the brand, a "Demo" link to the product on another host of the brand, a live demo or
 * demo version on another company's app host, a link carrying a demo login, or the
 * site's own demo page with the login shown), offers a tour, sandbox or playground to
 * try in a link's words or in a sentence, or heads a section with a tour to take and a
 * button that starts it. A demo to request, book or watch (a sales call, a webinar, a
 * video) is not one.
 */

const VIDEO_HOST = /youtu|vimeo|wistia|loom|vidyard/i;
const APP_HOST = /^(?:app|console|dashboard|cloud)\./i;
/** Copy that says so in a sentence; a short label ("Interactive demo" on a placeholder) offers nothing to open. */
const MIN_COPY_WORDS = 5;

function hostOf(href: string): string {
  try {
    return new URL(href).hostname;
  } catch {
    return '';
  }
}

/** An application's own host (app., console.), not a video host or a meeting scheduler. */
function isHostedApp(host: string): boolean {
  return APP_HOST.test(host) && !VIDEO_HOST.test(host) && vendorOfHost(host, 'scheduling') === undefined;
}

/** A demo instance of the brand: demo.acme.com, or sandbox.acme.io for acme.com. */
function isBrandDemoHost(site: SiteModel, host: string): boolean {
  return DEMO_HOST.test(host) && site.isBrandHost(host);
}

/**
 * A link that opens the product as a demo: a demo host of the brand; "Live demo" to
 * app.acme.com/demo or another host of the brand; a link carrying the demo login; or
 * a "Demo" link on a page that shows the demo login.
 */
function opensDemo(site: SiteModel, page: PageModel, cta: CallToAction, loginShown: boolean): boolean {
  if (cta.kind !== 'link' || !cta.href || !/^https?:/i.test(cta.href) || asksForDemoPath(cta.href)) return false;
  const host = hostOf(cta.href);
  if (isBrandDemoHost(site, host)) return true;
  // "Zur Demoversion" to app.reportcloud.example/view?r=…: the product shown running on the platform it is built on.
  if (!site.isBrandHost(host)) return namesLiveDemo(cta.text) && isHostedApp(host);
  if (carriesDemoLogin(cta.href) || namesLiveDemo(cta.text)) return true;
  if (!namesDemoToOpen(cta.text)) return false;
  if (loginShown) return true;
  if (host === hostOf(page.url)) return false;
  const path = new URL(cta.href).pathname;
  return DEMO_PATH.test(path) || APP_HOST.test(host);
}

/** "Live Demos" over links to the product running on its own subdomains (songs-search.acme.org, books-search.acme.org). */
function showcases(site: SiteModel, page: PageModel): CallToAction[] {
  if (!page.blocks.some((block) => block.region === 'main' && block.text.length <= 60 && namesLiveDemo(block.text))) return [];
  const pageHost = hostOf(page.url);
  const byHost = new Map<string, CallToAction>();
  for (const cta of page.ctas) {
    if (cta.region !== 'main' || cta.kind !== 'link' || !cta.href) continue;
    const host = hostOf(cta.href);
    if (host && host !== pageHost && !byHost.has(host) && isShowcaseSubdomain(host) && site.isBrandHost(host)) byHost.set(host, cta);
  }
  return byHost.size >= 2 ? [...byHost.values()] : [];
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** An interactive demo tool embedded or linked, a public demo instance, sandbox or playground, or copy offering one. */
export const interactiveDemo = defineSignal('interactive-demo', (site) => {
  const evidence = vendorEvidence(site, 'interactive-demo');
  for (const hit of ctaHits(site, TRY_DEMO_LABEL)) {
    // A "tour" that opens a video is a video, not an interactive demo.
    if (!hit.cta.href || !VIDEO_HOST.test(hit.cta.href)) evidence.addCta(hit.page, hit.cta);
  }
  // "Playground" or "Sandbox" alone: an offer in the page body; in a menu, the name of another tool.
  for (const hit of ctaHits(site, TRY_PLACE_NAME, { regions: ['main'] })) {
    if (!hit.cta.href || !VIDEO_HOST.test(hit.cta.href)) evidence.addCta(hit.page, hit.cta);
  }
  for (const page of site.readable) {
    const loginShown = page.blocks.some((block) => block.region === 'main' && showsDemoLogin(block.text));
    for (const cta of page.ctas) if (opensDemo(site, page, cta, loginShown)) evidence.addCta(page, cta);
    for (const resource of page.resources) {
      if (resource.tag === 'iframe' && isBrandDemoHost(site, resource.host)) evidence.add(page.url, `Embedded demo: ${resource.host}`);
    }
    for (const cta of showcases(site, page)) evidence.addCta(page, cta);
    // "Visite interactive" over "Démarrer la visite": the heading names the tour, the button starts it.
    const starts = matchingCtas(page, START_TOUR_LABEL);
    if (starts.size > 0) {
      const heading = page.blocks.find((block) => block.heading && block.region === 'main' && matches(TOUR_HEADING, block.text));
      const start = [...starts].find((cta) => cta.region === 'main' && (!cta.href || !VIDEO_HOST.test(cta.href)));
      if (heading && start) evidence.addCta(page, start);
    }
  }
  for (const hit of textHits(site, TRY_DEMO_WORDING, { regions: ['main', 'meta', 'data'] })) {
    if (hit.block.tag === 'meta' || hit.block.tag === 'json' || wordCount(hit.block.text) >= MIN_COPY_WORDS) evidence.addHit(hit);
  }
  return found(evidence.toArray());
});
