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
}

export interface FormModel {
  action?: string;
  fields: FormField[];
  /** Text of its submit buttons. */
  submitText: string;
  region: Region;
}

/** Something loaded from a URL: scripts, frames, images, links to other hosts. */
export interface Resource {
  tag: 'script' | 'iframe' | 'link' | 'img' | 'video' | 'source' | 'embed' | 'object' | 'a';
  url: string;
  host: string;
  region: Region;
  /** Alt text of images, text of links. */
  label: string;
}

export interface VideoElement {
  src: string;
  controls: boolean;
  /** Autoplaying, muted, looping and without controls: a moving backdrop, not a video to watch. */
  decorative: boolean;
}

/** Three or more images side by side with little text: a strip of logos or icons. */
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
}

/** A request a rendered page made, with its host for the vendor table. */
export interface RequestSeen {
  url: string;
  host: string;
  type: string;
  /** The document that asked for it, when known. */
  initiator?: string;
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
