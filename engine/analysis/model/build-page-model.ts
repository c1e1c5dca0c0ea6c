import { HTMLElement, type Node } from 'node-html-parser';
import type { FetchedPage } from '../page.ts';
import { collectFlightData, collectJsonText, collectStructuredQuotes, type StructuredQuote } from './json-text.ts';
import { parseHtml } from './parse-html.ts';
import type { CallToAction, FormModel, LogoGroup, PageModel, Region, RequestSeen, Resource, TextBlock, VideoElement } from './page-model.ts';

const PARSE_OPTIONS = {
  // noscript and pre are parsed as markup: their text is content a reader can see.
  blockTextElements: { script: true, style: true },
} as const;

const BLOCK_TAGS = new Set(
  'address article aside blockquote br caption dd details div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol option p pre section summary table td th tr ul label button'.split(
    ' ',
  ),
);
/** A link inside running text stays part of the sentence; anywhere else it is a unit of its own. */
const TEXT_CONTAINERS = new Set('p span small strong em b i label td dd figcaption blockquote h1 h2 h3 h4 h5 h6 q cite'.split(' '));
/** Inline elements whose text must not run into its neighbours' ("Pricing" + "Docs" in minified markup). */
const SPACED_TAGS = new Set(['a', 'span', 'input', 'select', 'strong', 'em', 'b', 'i', 'small', 'sup', 'sub']);
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const SKIPPED_TAGS = new Set(['style', 'template', 'head']);
const SECTIONING_TAGS = new Set(['main', 'article', 'section', 'aside']);

const NAV_CLASS = /(?:^|\s)(?:nav|navbar|navigation|main-nav|site-nav|header|site-header|masthead|topbar|top-bar|menu|elementor-location-header)(?:\s|$)/i;
const FOOTER_CLASS = /(?:^|\s)(?:footer|site-footer|page-footer|elementor-location-footer)(?:\s|$)/i;
/** A testimonial or quote container; a "request a quote" form is none. */
const QUOTE_CLASS =
  /testimonial|(?<!request-?|get-?a?-?|free-?)quote(?!-?(?:form|request|btn|button))|review-card|customer-story|kundenstimme|temoignage|testimonio/i;
const DATA_SCRIPT_TYPES = /^application\/(?:ld\+)?json$/i;
/** A data blob that may hold testimonials as records (read by collectJsonText only then). */
const DATA_QUOTE_KEY = /"(?:quote|review|testimonial|testimony|reviewText|quoteText)"\s*:\s*"/;
/** A logo strip: this many images or more with little text around them. */
const MIN_LOGOS = 4;
/** Three logos make a strip too, when nothing larger holds them (the detector asks more of them). */
const MIN_SMALL_STRIP = 3;

/** Whitespace other than a single space: a line break, a tab, a no-break space, or two spaces. */
const NEEDS_FOLDING = /[^\S ]| {2}/;

/** Whitespace runs (nbsp included) made single spaces, curly apostrophes straight. */
export function cleanText(raw: string): string {
  // Most texts have no whitespace to fold: testing first spares building a copy of each.
  const spaced = (NEEDS_FOLDING.test(raw) ? raw.replace(/\s+/g, ' ') : raw).trim();
  return /[\u2018\u2019\u02bc]/.test(spaced) ? spaced.replace(/[\u2018\u2019\u02bc]/g, "'") : spaced;
}

/** The start tags that matter for finding drawings: an svg, and the raw-text elements an "<svg" inside is only text. */
const DRAWING_OR_RAW_TEXT = /<(svg|style|script)(?=[\s/>])([^>]*)>/gi;
const END_TAGS: Record<string, RegExp> = { svg: /<\/svg\s*>/gi, style: /<\/style\s*>/gi, script: /<\/script\s*>/gi };

/**
 * Inline SVG drawings can be a large share of a page and hold no words except their
 * <title>; dropping their bodies before parsing saves most of the parse time they cost.
 * An "<svg" inside a style or script (a CSS data URI, a template string) is text, not a
 * drawing: it is skipped with its element, or it would swallow the page up to the next "</svg>".
 */
export function withoutSvgBodies(html: string): string {
  let out = '';
  let copied = 0;
  DRAWING_OR_RAW_TEXT.lastIndex = 0;
  for (let start = DRAWING_OR_RAW_TEXT.exec(html); start; start = DRAWING_OR_RAW_TEXT.exec(html)) {
    const tag = start[1]!.toLowerCase();
    // A self-closed <svg/> holds nothing; reading on to the next "</svg>" would drop the markup between.
    if (start[2]!.endsWith('/')) continue;
    const end = END_TAGS[tag]!;
    end.lastIndex = DRAWING_OR_RAW_TEXT.lastIndex;
    const closing = end.exec(html);
    if (!closing) break;
    if (tag === 'svg') {
      const body = html.slice(DRAWING_OR_RAW_TEXT.lastIndex, closing.index);
      const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(body)?.[1];
      out += `${html.slice(copied, start.index)}<svg${start[2]}>${title ? `<title>${title}</title>` : ''}</svg>`;
      copied = end.lastIndex;
    }
    DRAWING_OR_RAW_TEXT.lastIndex = end.lastIndex;
  }
  return copied === 0 ? html : out + html.slice(copied);
}

interface ImageSeen {
  label: string;
  path?: string;
  linkHost?: string;
  /** Drawn as inline SVG. */
  inline: boolean;
}

/**
 * One walk over the parsed document. The walking state (region, block tag, quote,
 * form, link host) lives on the reader and is restored on the way back up, so the
 * walk allocates almost nothing per element.
 */
class PageReader {
  readonly blocks: TextBlock[] = [];
  readonly ctas: CallToAction[] = [];
  readonly forms: FormModel[] = [];
  readonly resources: Resource[] = [];
  readonly videos: VideoElement[] = [];
  readonly logoGroups: LogoGroup[] = [];
  readonly h1: string[] = [];
  readonly inlineScripts: string[] = [];
  readonly structuredQuotes: StructuredQuote[] = [];
  title = '';
  metaDescription = '';
  siteNameMeta = '';
  readonly declaredUrls: string[] = [];

  private region: Region = 'main';
  private blockTag = 'body';
  private quote = false;
  /** Class names and id of the enclosing <section>, if it has any. */
  private section: string | undefined;
  /** Inside main, article, section or aside: a <header> there heads that part, it is no site banner. */
  private inSectioning = false;
  private formIndex: number | undefined;
  private linkHost: string | undefined;
  /** Text of the link or button being walked, when inside one, and that element. */
  private label: string[] | undefined;
  private labelOwner: HTMLElement | undefined;
  private buffer: string[] = [];
  private readonly images: ImageSeen[] = [];
  private textLength = 0;
  private readonly baseHost: string;
  private readonly resolved = new Map<string, URL | undefined>();

  constructor(private readonly baseUrl: string) {
    this.baseHost = new URL(baseUrl).host;
  }

  resolve(href: string | undefined | null): URL | undefined {
    if (!href) return undefined;
    if (this.resolved.has(href)) return this.resolved.get(href);
    const trimmed = href.trim();
    let url: URL | undefined;
    if (trimmed !== '' && !/^(?:javascript|data):/i.test(trimmed)) {
      try {
        url = new URL(trimmed, this.baseUrl);
      } catch {
        url = undefined;
      }
    }
    this.resolved.set(href, url);
    return url;
  }

  /** Every <head>: a page may open a second one after the first closed (a template's include), and browsers still read its title and meta tags. */
  readHead(root: HTMLElement): void {
    for (const head of root.querySelectorAll('head')) for (const element of head.querySelectorAll('title, meta, link, script')) this.headElement(element);
  }

  private headElement(element: HTMLElement): void {
    const tag = element.localName;
    if (tag === 'title') {
      this.title ||= cleanText(element.text);
      if (this.title) this.pushBlock(this.title, 'meta', 'title', false);
    } else if (tag === 'meta') {
      const key = (element.getAttribute('name') ?? element.getAttribute('property') ?? '').toLowerCase();
      const content = cleanText(element.getAttribute('content') ?? '');
      if (!content) return;
      if (key === 'og:site_name' || key === 'application-name') this.siteNameMeta ||= content;
      if (key === 'og:url') this.declare(content);
      if (key === 'description') this.metaDescription = content;
      if (key === 'og:description' && !this.metaDescription) this.metaDescription = content;
      if (/description$|^og:title$|^twitter:title$/.test(key)) this.pushBlock(content, 'meta', 'meta', false);
    } else if (tag === 'link') {
      if (/(?:^|\s)canonical(?:\s|$)/i.test(element.getAttribute('rel') ?? '')) this.declare(element.getAttribute('href') ?? '');
      this.addResource('link', element.getAttribute('href'), 'meta', '');
    } else if (tag === 'script') {
      this.script(element, 'meta');
    }
  }

  /** An absolute web address the page names as its own. */
  private declare(address: string): void {
    const url = this.resolve(address.trim());
    if (url && /^https?:$/.test(url.protocol) && !this.declaredUrls.includes(url.href)) this.declaredUrls.push(url.href);
  }

  walk(node: Node): void {
    if (!(node instanceof HTMLElement)) {
      const raw = node.rawText;
      if (!/\S/.test(raw)) return;
      const text = node.text;
      this.buffer.push(text);
      this.label?.push(text);
      this.textLength += text.trim().length;
      return;
    }
    const tag = node.localName;
    if (SKIPPED_TAGS.has(tag)) return;
    if (tag === 'script') return this.script(node, this.region);
    if (tag === 'svg') return this.svg(node);
    if (tag === 'img') return this.image(node);

    const isBlock = BLOCK_TAGS.has(tag) || (tag === 'a' && !TEXT_CONTAINERS.has(node.parentNode?.rawTagName?.toLowerCase() ?? ''));
    const saved = {
      region: this.region,
      blockTag: this.blockTag,
      quote: this.quote,
      section: this.section,
      inSectioning: this.inSectioning,
      formIndex: this.formIndex,
      linkHost: this.linkHost,
      label: this.label,
      labelOwner: this.labelOwner,
    };
    if (isBlock) this.flush();
    else if (SPACED_TAGS.has(tag)) this.buffer.push(' ');
    this.enter(node, tag);
    if (isBlock) this.blockTag = tag;

    const blocksBefore = this.blocks.length;
    const imagesBefore = this.images.length;
    const groupsBefore = this.logoGroups.length;
    const textBefore = this.textLength;
    for (const child of node.childNodes) this.walk(child);
    if (isBlock) this.flush();
    else if (SPACED_TAGS.has(tag)) this.buffer.push(' ');
    this.leave(node, tag, blocksBefore, saved.region);

    const images = this.images.length - imagesBefore;
    if (images >= MIN_SMALL_STRIP && this.textLength - textBefore <= images * 40 + 40) {
      // The innermost strip of four or more stands; rows of three inside a larger strip give way to it.
      const inner = this.logoGroups.slice(groupsBefore);
      if (!inner.some((group) => group.count >= MIN_LOGOS) && (images >= MIN_LOGOS || inner.length === 0)) {
        this.logoGroups.length = groupsBefore;
        this.recordLogoGroup(node, blocksBefore, imagesBefore);
      }
    }

    this.region = saved.region;
    this.blockTag = saved.blockTag;
    this.quote = saved.quote;
    this.section = saved.section;
    this.inSectioning = saved.inSectioning;
    this.formIndex = saved.formIndex;
    this.linkHost = saved.linkHost;
    this.label = saved.label;
    this.labelOwner = saved.labelOwner;
  }

  /** Element-specific reading on the way down; updates the walking state for its children. */
  private enter(node: HTMLElement, tag: string): void {
    const hasRole = node.rawAttrs.includes('role');
    const role = hasRole ? node.getAttribute('role') : undefined;
    if (
      (this.region === 'main' || !this.quote) &&
      (node.classList.length > 0 || node.id || tag === 'nav' || tag === 'header' || tag === 'footer' || tag === 'blockquote' || tag === 'q' || role)
    ) {
      const classes = node.id ? `${node.classList.value.join(' ')} ${node.id}` : node.classList.value.join(' ');
      if (this.region === 'main') {
        if (tag === 'nav' || (tag === 'header' && !this.inSectioning) || role === 'navigation' || role === 'banner' || NAV_CLASS.test(classes))
          this.region = 'nav';
        else if (tag === 'footer' || role === 'contentinfo' || FOOTER_CLASS.test(classes)) this.region = 'footer';
      }
      if (!this.quote && (tag === 'blockquote' || tag === 'q' || QUOTE_CLASS.test(classes))) this.quote = true;
      if (tag === 'section' && classes.trim()) this.section = classes.trim();
    }
    if (SECTIONING_TAGS.has(tag)) this.inSectioning = true;
    // The region an element's own calls to action belong to is its parent's.
    const region = this.region;

    if (tag === 'a' || tag === 'button' || role === 'button') {
      // The name is collected from the text met while walking inside; see leave().
      this.label = [];
      this.labelOwner = node;
      if (tag === 'a') {
        const url = this.resolve(node.getAttribute('href'));
        if (url && url.host !== this.baseHost) this.linkHost = url.hostname;
      }
    } else if (tag === 'form') {
      const action = this.resolve(node.getAttribute('action'));
      this.forms.push({ action: action?.href ?? this.baseUrl, fields: [], submitText: '', region });
      this.formIndex = this.forms.length - 1;
    } else if (tag === 'input' || tag === 'select' || tag === 'textarea') {
      this.field(node, tag);
    } else if (tag === 'iframe' || tag === 'embed') {
      this.addResource(tag, node.getAttribute('src') || node.getAttribute('data-src'), region, node.getAttribute('title') ?? '');
    } else if (tag === 'object') {
      this.addResource('object', node.getAttribute('data'), region, '');
    } else if (tag === 'video') {
      this.video(node);
    } else if (tag === 'lite-youtube' || tag === 'lite-vimeo') {
      // Lazy video embeds render an iframe only on click; the id names the video.
      const id = node.getAttribute('videoid');
      if (id) this.addResource('iframe', tag === 'lite-youtube' ? `https://www.youtube.com/embed/${id}` : `https://player.vimeo.com/video/${id}`, region, '');
    } else if (tag === 'source') {
      this.addResource('source', node.getAttribute('src'), region, '');
    }
  }

  private leave(node: HTMLElement, tag: string, blocksBefore: number, region: Region): void {
    if (this.label && this.labelOwner === node) {
      const name = cleanText(this.label.join(' ')) || fallbackLabel(node);
      if (tag === 'a') {
        const url = this.resolve(node.getAttribute('href'));
        if (url) {
          this.ctas.push({ kind: 'link', text: name, href: url.href, region, blockIndex: blocksBefore });
          this.addResourceUrl('a', url, region, name);
        } else if (name) {
          this.ctas.push({ kind: 'button', text: name, region, blockIndex: blocksBefore });
        }
      } else {
        this.ctas.push({ kind: 'button', text: name, region, ...this.formLink(), blockIndex: blocksBefore });
      }
    }
    if (tag === 'h1') {
      const text = this.blocks
        .slice(blocksBefore)
        .map((block) => block.text)
        .join(' ');
      if (text) this.h1.push(text);
    } else if (tag === 'form' && this.formIndex !== undefined) {
      const formIndex = this.formIndex;
      const form = this.forms[formIndex];
      if (form)
        form.submitText = this.ctas
          .filter((cta) => cta.formIndex === formIndex)
          .map((cta) => cta.text)
          .join(' ');
    }
  }

  private formLink(): Pick<CallToAction, 'href' | 'formIndex'> {
    if (this.formIndex === undefined) return {};
    return { href: this.forms[this.formIndex]?.action, formIndex: this.formIndex };
  }

  private field(node: HTMLElement, tag: 'input' | 'select' | 'textarea'): void {
    const type = (node.getAttribute('type') ?? (tag === 'input' ? 'text' : tag)).toLowerCase();
    if (tag === 'input' && (type === 'submit' || type === 'button' || type === 'image')) {
      const text = cleanText(node.getAttribute('value') ?? node.getAttribute('alt') ?? node.getAttribute('aria-label') ?? '');
      this.ctas.push({ kind: 'button', text, region: this.region, ...this.formLink(), blockIndex: this.blocks.length });
      return;
    }
    if (type === 'hidden' || this.formIndex === undefined) return;
    const describes = ['name', 'id', 'autocomplete', 'placeholder', 'aria-label']
      .map((attribute) => node.getAttribute(attribute) ?? '')
      .join(' ')
      .toLowerCase();
    this.forms[this.formIndex]?.fields.push({ tag, type, describes });
  }

  private video(node: HTMLElement): void {
    const sourceElement = node.querySelector('source');
    const url = this.resolve(node.getAttribute('src') ?? sourceElement?.getAttribute('src'));
    const flag = (name: string) => node.hasAttribute(name);
    const controls = flag('controls');
    this.videos.push({
      src: url?.href ?? '',
      controls,
      decorative: !controls && flag('autoplay') && flag('muted') && flag('loop'),
    });
    if (url) this.addResourceUrl('video', url, this.region, '');
  }

  private script(node: HTMLElement, region: Region): void {
    const src = node.getAttribute('src');
    if (src) {
      this.addResource('script', src, region, '');
      return;
    }
    const type = node.getAttribute('type') ?? '';
    const body = node.rawText;
    if (DATA_SCRIPT_TYPES.test(type)) {
      // Framework state (__NEXT_DATA__) can carry testimonials as { name, quote } records; schema.org marks them by type.
      const isSchema = /ld\+json/i.test(type);
      const quotes = !isSchema && DATA_QUOTE_KEY.test(body) ? this.structuredQuotes : undefined;
      for (const text of collectJsonText(body, quotes)) this.pushBlock(text, 'data', 'json', false);
      if (isSchema && /Review|Quotation/.test(body)) this.structuredQuotes.push(...collectStructuredQuotes(body));
    } else if (!type || /javascript|module|partytown/i.test(type)) {
      // Partytown runs `text/partytown` scripts in a worker: they are the site's JavaScript all the same.
      this.inlineScripts.push(body);
      if (body.includes('self.__next_f')) this.flightData(body);
    }
  }

  /** Copy and links a Next.js page streams as data: read as data blocks and links, like a JSON blob. */
  private flightData(body: string): void {
    const { texts, links, scripts, scriptSources } = collectFlightData(body);
    for (const text of texts) this.pushBlock(cleanText(text), 'data', 'json', false);
    this.inlineScripts.push(...scripts);
    for (const src of scriptSources) this.addResource('script', src, 'data', '');
    for (const link of links) {
      const url = this.resolve(link.href);
      if (url && /^https?:$/.test(url.protocol)) this.ctas.push({ kind: 'link', text: cleanText(link.text), href: url.href, region: 'data' });
    }
  }

  private image(node: HTMLElement): void {
    const src = node.getAttribute('src') ?? node.getAttribute('data-src') ?? '';
    const alt = cleanText(node.getAttribute('alt') ?? '');
    const url = this.resolve(src);
    if (url) this.addResourceUrl('img', url, this.region, alt);
    const width = Number(node.getAttribute('width'));
    if (width > 0 && width <= 2) return; // tracking pixel
    const file = url ? safeDecode(url.pathname.split('/').pop() ?? '') : '';
    this.images.push({ label: alt || file, path: url?.pathname, linkHost: this.linkHost, inline: false });
  }

  private svg(node: HTMLElement): void {
    const label = cleanText(node.getAttribute('aria-label') ?? node.querySelector('title')?.text ?? '');
    this.images.push({ label, path: undefined, linkHost: this.linkHost, inline: true });
  }

  private recordLogoGroup(node: HTMLElement, blocksBefore: number, imagesBefore: number): void {
    const images = this.images.slice(imagesBefore);
    const before = this.blocks
      .slice(Math.max(0, blocksBefore - 2), blocksBefore)
      .filter((block) => block.region !== 'meta' && block.region !== 'data')
      .map((block) => block.text);
    const inside = this.blocks.slice(blocksBefore).map((block) => block.text);
    const ariaLabel = node.rawAttrs.includes('aria-label') ? (node.getAttribute('aria-label') ?? '') : '';
    const classes = [...node.classList.value, node.id, ariaLabel].filter(Boolean).join(' ');
    this.logoGroups.push({
      count: images.length,
      labels: images.map((image) => image.label).filter(Boolean),
      paths: images.flatMap((image) => (image.path ? [image.path] : [])),
      context: [...before, ...inside, classes].join(' \n ').slice(0, 600),
      before: before.map((text) => text.slice(0, 400)),
      inside: inside.join(' \n ').slice(0, 2000),
      names: classes.slice(0, 200),
      inlineSvgs: images.filter((image) => image.inline).length,
      region: this.region,
      linkHosts: images.flatMap((image) => (image.linkHost ? [image.linkHost] : [])),
    });
  }

  private addResource(tag: Resource['tag'], href: string | null | undefined, region: Region, label: string): void {
    const url = this.resolve(href);
    if (url) this.addResourceUrl(tag, url, region, label);
  }

  private addResourceUrl(tag: Resource['tag'], url: URL, region: Region, label: string): void {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    this.resources.push({ tag, url: url.href, host: url.hostname.toLowerCase(), region, label });
  }

  /** Text left after the last block (a body with bare text). */
  finish(): void {
    this.region = 'main';
    this.blockTag = 'body';
    this.quote = false;
    this.flush();
  }

  private flush(): void {
    if (this.buffer.length === 0) return;
    const text = cleanText(this.buffer.join(''));
    this.buffer = [];
    if (text) this.pushBlock(text, this.region, this.blockTag, this.quote);
  }

  private pushBlock(text: string, region: Region, tag: string, quote: boolean): void {
    // Every block gets the same fields, so V8 keeps one shape for all of them.
    this.blocks.push({ text, region, tag, heading: HEADING_TAGS.has(tag), quote, section: region === 'main' ? this.section : undefined });
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A link's or button's name when it has no text: aria-label, title, or its image's alt. */
function fallbackLabel(element: HTMLElement): string {
  const labelled = element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.querySelector('img')?.getAttribute('alt');
  return cleanText(labelled ?? '');
}

function emptyModel(page: FetchedPage): PageModel {
  return {
    url: page.url,
    kind: page.kind,
    status: page.status,
    readable: false,
    title: '',
    metaDescription: '',
    siteNameMeta: '',
    declaredUrls: [],
    h1: [],
    blocks: [],
    blockStarts: [],
    ctas: [],
    forms: [],
    resources: [],
    videos: [],
    logoGroups: [],
    inlineScript: '',
    fullText: '',
    requests: [],
    vendorGlobals: [],
  };
}

function requestsSeen(page: FetchedPage): RequestSeen[] {
  const seen: RequestSeen[] = [];
  for (const request of page.requests ?? []) {
    try {
      seen.push({
        url: request.url,
        host: new URL(request.url).hostname.toLowerCase(),
        type: request.type,
        ...(request.initiator ? { initiator: request.initiator } : {}),
      });
    } catch {
      // a data: or malformed address names no host
    }
  }
  return seen;
}

/** Reads a fetched page once into the model every detector shares. */
export function buildPageModel(page: FetchedPage): PageModel {
  const model = emptyModel(page);
  if (page.error || page.status < 200 || page.status >= 300 || !page.html) return model;
  const root = parseHtml(withoutSvgBodies(page.html), PARSE_OPTIONS);
  const reader = new PageReader(page.url);
  reader.readHead(root);
  // HTML5 lets a page leave out <body> (minified pages do); the parser then has no element for it, only the root's children.
  const body = root.querySelector('body');
  for (const node of body ? [body] : root.childNodes) reader.walk(node);
  reader.finish();
  const blockStarts: number[] = [];
  let offset = 0;
  for (const block of reader.blocks) {
    blockStarts.push(offset);
    offset += block.text.length + 1;
  }
  return {
    ...model,
    readable: true,
    title: reader.title,
    metaDescription: reader.metaDescription,
    siteNameMeta: reader.siteNameMeta,
    declaredUrls: reader.declaredUrls,
    h1: reader.h1,
    blocks: reader.blocks,
    blockStarts,
    ctas: reader.ctas,
    forms: reader.forms,
    resources: reader.resources,
    videos: reader.videos,
    logoGroups: reader.logoGroups,
    inlineScript: reader.inlineScripts.join('\n'),
    structuredQuotes: reader.structuredQuotes,
    fullText: reader.blocks.map((block) => block.text).join('\n'),
    requests: requestsSeen(page),
    vendorGlobals: page.vendorGlobals ?? [],
  };
}
