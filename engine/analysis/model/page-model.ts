import type { PageKind } from '../../contract/analysis.ts';
import type { StructuredQuote } from './json-text.ts';

/**
 * One fetched page read once into what the detectors look at: visible text by
 * region, calls to action, forms, third-party resources, logo walls. Detectors
 * read this model, never the HTML.
 */

/** Where on the page something sits. `meta` is head tags; `data` is JSON blobs. */
export type Region = 'nav' | 'main' | 'footer' | 'meta' | 'data';

/** Text of one block element (paragraph, heading, list item, cell...). */
export interface TextBlock {
  text: string;
  region: Region;
  /** The block element's tag ('h2', 'p', 'li'...); 'meta' or 'json' for head tags and blobs. */
  tag: string;
  heading: boolean;
  /** Inside a blockquote, q, or a container named like a testimonial or quote. */
  quote: boolean;
  /** Class names and id of the enclosing <section> in the main region ("segments", "audiences", "pricing"), if any. */
  section?: string;
}

/** A link or a button a visitor can press. */
export interface CallToAction {
  kind: 'link' | 'button';
  /** Visible text, else aria-label, title or an image's alt. */
  text: string;
  /** Absolute URL for links (hash kept), the form's action for submit buttons. */
  href?: string;
  region: Region;
  /** Index into PageModel.forms when the button submits a form. */
  formIndex?: number;
  /**
   * Where it stands among the page's blocks: the number of blocks read before it began, so
   * blocks[0..blockIndex) is the text above it (its heading, a menu's column title). Not
   * set for links read from data blobs.
   */
  blockIndex?: number;
}

export interface FormField {
  tag: 'input' | 'select' | 'textarea';
  type: string;
  /** name, id, autocomplete, placeholder and aria-label, lower-cased and joined: what the field asks for. */
  describes: string;
  /** What a visitor reads for it: its <label>, else aria-label, else placeholder (as written). */
  label?: string;
  /** Marked required: the attribute, aria-required, or a label ending in "*" or "(required)". */
  required?: boolean;
  /** Not shown: hidden by attribute, inline style or a hidden container (a honeypot for bots). */
  hidden?: boolean;
}

export interface FormModel {
  action?: string;
  fields: FormField[];
  /** Text of its submit buttons. */
  submitText: string;
  region: Region;
  /** A CAPTCHA widget in the form's markup (reCAPTCHA, hCaptcha, Turnstile...): its vendor. */
  captcha?: string;
  /** Its own text blocks (labels, hints, fine print): PageModel.blocks from `start` up to `end`. */
  textBlocks?: { start: number; end: number };
}

/**
 * The home page's first screen, by document order (no layout engine): from the start of
 * the section that holds the first H1 to its end, or to the next H1 or H2 when that
 * comes first (a heading right under the H1, before anything else, is its lead and
 * ends nothing) (issue #29).
 */
export interface FirstScreen {
  /** Indices into PageModel.ctas of the calls to action it holds, in order: outside navigation menus, links inside sentences left out. */
  ctas: number[];
  /** Of those, the ones drawn as buttons (a button element, or a link with a button-like class). */
  buttonLike: number[];
  /** Of those, the ones dressed as a pair's quieter button (ghost, outline, secondary): the main button is another, when there is one. */
  lesser: number[];
  /** Of those, links that are only an image (named by its alt text): a logo or a badge, unless the alt names an action. */
  imageOnly: number[];
  /** Its text blocks: PageModel.blocks from `start` up to `end`. */
  blocks: { start: number; end: number };
}

/** Something loaded from a URL: scripts, frames, images, links to other hosts. */
export interface Resource {
  tag: 'script' | 'iframe' | 'link' | 'img' | 'video' | 'source' | 'embed' | 'object' | 'a';
  url: string;
  host: string;
  region: Region;
  /** Alt text of images, text of links. */
  label: string;
  /** A link a lightbox script opens in a player on the page ("glightbox", data-fancybox, data-type="video"), not a page to leave for. */
  opensPlayer?: boolean;
}

export interface VideoElement {
  src: string;
  controls: boolean;
  /** Autoplaying, muted, looping and without controls: a moving backdrop, not a video to watch. */
  decorative: boolean;
  /** Where it plays: a top-level <header> holding the hero reads as 'nav'. */
  region: Region;
  /** What names the clip: the file names of its sources and poster, its class names, title and aria-label. */
  names: string;
  /** The texts of the (up to two) blocks just before it, nearest last: the section it plays in. */
  before: string[];
}

/** Three or more images side by side with little text, or one image of a logo strip: a strip of logos or icons. */
export interface LogoGroup {
  count: number;
  /** Alt texts and file names of the images. */
  labels: string[];
  /** The images' paths ("/img/clients/acme.svg"): folders name what a strip shows when alt texts do not. */
  paths: string[];
  /** Text just before the group (its heading) and its own short text and class names. */
  context: string;
  /** The texts of the (up to two) blocks just before the group, nearest last: its heading or lead-in. */
  before: string[];
  /** The group's own text (captions, names written beside the images), up to 2000 characters. */
  inside: string;
  /** The group element's class names, id and aria-label ("logo-cloud", "customers"). */
  names: string;
  /** Images the group draws as inline SVG rather than loads (wordmarks drawn in the page). */
  inlineSvgs: number;
  region: Region;
  /** Hosts the images link to (social icons link to social networks). */
  linkHosts: string[];
  /** Logos told apart by file or name: a marquee draws its track twice or more, and each logo counts once. */
  distinct: number;
  /** Where the images link, absolute, own pages included: case studies, integration pages, the companies' sites. */
  links: string[];
  /** One image that is itself a strip of logos ("customer-logos.png", alt "Logos of our clients"), not a row of images. */
  stripImage?: boolean;
  /** Logo cards: each logo under its company's name with a line or a story (`inside` then holds the names only). */
  cards?: boolean;
}

export interface PageModel {
  url: string;
  kind: PageKind;
  status: number;
  /** The page answered 2xx with HTML to read. */
  readable: boolean;
  title: string;
  metaDescription: string;
  siteNameMeta: string;
  /** The addresses the page gives as its own (link rel=canonical, og:url): the live site's, when it is served from elsewhere. */
  declaredUrls: string[];
  h1: string[];
  blocks: TextBlock[];
  ctas: CallToAction[];
  forms: FormModel[];
  resources: Resource[];
  videos: VideoElement[];
  logoGroups: LogoGroup[];
  /** Reviews and quotations that ld+json attributes to someone. */
  structuredQuotes?: StructuredQuote[];
  /** Inline script source, joined: vendor snippets name their hosts here. */
  inlineScript: string;
  /** Block texts joined by newlines, for matches that span blocks ("$49" + "/month"). */
  fullText: string;
  /** Offset of each block's text in fullText, to find the block a match falls in. */
  blockStarts: number[];
  /** Requests the page made while it rendered in Chromium (none when read statically). */
  requests: RequestSeen[];
  /** Vendor globals the rendered page defined (window.Intercom...). */
  vendorGlobals: string[];
  /** The first screen, when the page has an H1 to find it by. */
  firstScreen?: FirstScreen;
  /** The content of <meta name="viewport">; undefined when the page has none. */
  viewport?: string;
}

/** A request a rendered page made, with its host for the vendor table. */
export interface RequestSeen {
  url: string;
  host: string;
  type: string;
  /** The document that asked for it, when known. */
  initiator?: string;
  /** Bytes received for it over the network (headers and body), when it finished. */
  bytes?: number;
}

/** An image's alt text; other resources have none (for matching badge images by their alt). */
export function imageAlt(resource: Resource): string {
  return resource.tag === 'img' ? resource.label : '';
}

/** A link to nothing: "#", "javascript:void(0)" or the page itself: a placeholder, not a page a visitor can open. */
export function leadsNowhere(page: PageModel, cta: CallToAction): boolean {
  if (!cta.href) return true;
  if (/^(?:javascript|about):/i.test(cta.href)) return true;
  const hash = cta.href.indexOf('#');
  if (hash < 0) return false;
  const target = cta.href.slice(0, hash);
  const fragment = cta.href.slice(hash + 1);
  return fragment === '' && (target === page.url || target === page.url.replace(/#.*$/, '') || `${target}/` === page.url || target === `${page.url}/`);
}

const parsedAddresses = new WeakMap<CallToAction, URL>();

/** A link's address, parsed once however many detectors ask (hrefs are absolute); none for buttons and data links without one. */
export function addressOf(cta: CallToAction): URL | undefined {
  if (!cta.href) return undefined;
  let url = parsedAddresses.get(cta);
  if (!url) {
    url = new URL(cta.href);
    parsedAddresses.set(cta, url);
  }
  return url;
}
