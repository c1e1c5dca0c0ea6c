import { HTMLElement, type Node, parse } from 'node-html-parser';
import type { FetchedPage } from '../page.ts';
import { collectJsonText } from './json-text.ts';
import type { CallToAction, FormModel, LogoGroup, PageModel, Region, Resource, TextBlock, VideoElement } from './page-model.ts';

const PARSE_OPTIONS = {
  comment: false,
  // noscript and pre are parsed as markup: their text is content a reader can see.
  blockTextElements: { script: true, style: true },
} as const;

const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'caption', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset',
  'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main',
  'nav', 'ol', 'option', 'p', 'pre', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul', 'label', 'button',
]);
/** Inline elements whose text must not run into its neighbours' ("Pricing" + "Docs" in minified markup). */
const SPACED_TAGS = new Set(['a', 'span', 'input', 'select', 'strong', 'em', 'b', 'i', 'small', 'sup', 'sub']);
/** A link inside running text stays part of the sentence; anywhere else it is a unit of its own. */
const TEXT_CONTAINERS = new Set(['p', 'span', 'small', 'strong', 'em', 'b', 'i', 'label', 'td', 'dd', 'figcaption', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'q', 'cite']);
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const SKIPPED_TAGS = new Set(['style', 'template', 'head']);

const NAV_CLASS = /(?:^|\s)(?:nav|navbar|navigation|main-nav|site-nav|header|site-header|masthead|topbar|top-bar|menu|elementor-location-header)(?:\s|$)/i;
const FOOTER_CLASS = /(?:^|\s)(?:footer|site-footer|page-footer|elementor-location-footer)(?:\s|$)/i;
const QUOTE_CLASS = /testimonial|quote|review-card|customer-story|kundenstimme|temoignage|testimonio/i;
const DATA_SCRIPT_TYPES = /^application\/(?:ld\+)?json$/i;

/** Whitespace runs and the characters that vary in typed copy (nbsp, curly apostrophes) made plain. */
export function cleanText(raw: string): string {
  return raw
    .replace(/[\u00a0\u202f\u2007]/g, ' ')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

interface WalkContext {
  region: Region;
  /** Tag of the nearest block element, which the text belongs to. */
  blockTag: string;
  quote: boolean;
  formIndex?: number;
  /** Host of the external link an element sits in (social icons, partner links). */
  linkHost?: string;
}

/** What a subtree holds, passed up so a parent can tell a logo strip from a text section. */
interface SubtreeStats {
  images: number;
  textLength: number;
  grouped: boolean;
}

interface ImageSeen {
  label: string;
  linkHost?: string;
}

class PageReader {
  readonly blocks: TextBlock[] = [];
  readonly ctas: CallToAction[] = [];
  readonly forms: FormModel[] = [];
  readonly resources: Resource[] = [];
  readonly videos: VideoElement[] = [];
  readonly logoGroups: LogoGroup[] = [];
  readonly h1: string[] = [];
  readonly inlineScripts: string[] = [];
  title = '';
  metaDescription = '';
  siteNameMeta = '';
  private buffer: string[] = [];
  private images: ImageSeen[] = [];

  private readonly baseHost: string;

  constructor(private readonly baseUrl: string) {
    this.baseHost = new URL(baseUrl).host;
  }

  resolve(href: string | undefined): URL | undefined {
    if (!href) return undefined;
    const trimmed = href.trim();
    if (trimmed === '' || /^(?:javascript|data):/i.test(trimmed)) return undefined;
    try {
      return new URL(trimmed, this.baseUrl);
    } catch {
      return undefined;
    }
  }

  readHead(root: HTMLElement): void {
    const head = root.querySelector('head');
    if (!head) return;
    for (const element of head.querySelectorAll('title, meta, link, script')) this.headElement(element);
  }

  private headElement(element: HTMLElement): void {
    const tag = element.rawTagName.toLowerCase();
    if (tag === 'title') {
      this.title ||= cleanText(element.text);
      if (this.title) this.pushBlock(this.title, 'meta', 'title', false);
    } else if (tag === 'meta') {
      const key = (element.getAttribute('name') ?? element.getAttribute('property') ?? '').toLowerCase();
      const content = cleanText(element.getAttribute('content') ?? '');
      if (!content) return;
      if (key === 'og:site_name' || key === 'application-name') this.siteNameMeta ||= content;
      if (key === 'description') this.metaDescription = content;
      if (key === 'og:description' && !this.metaDescription) this.metaDescription = content;
      if (/description$|^og:title$|^twitter:title$/.test(key)) this.pushBlock(content, 'meta', 'meta', false);
    } else if (tag === 'link') {
      this.addResource('link', element.getAttribute('href'), 'meta', '');
    } else if (tag === 'script') {
      this.script(element, 'meta');
    }
  }

  walk(node: Node, context: WalkContext): SubtreeStats {
    if (!(node instanceof HTMLElement)) {
      const text = node.text;
        const length = text.trim().length;
      if (length) this.buffer.push(text);
      return { images: 0, textLength: length, grouped: false };
    }
    const tag = node.rawTagName?.toLowerCase() ?? '';
    if (SKIPPED_TAGS.has(tag)) return { images: 0, textLength: 0, grouped: false };
    if (tag === 'script') {
      this.script(node, context.region);
      return { images: 0, textLength: 0, grouped: false };
    }
    if (tag === 'svg') return this.svg(node, context);
    if (tag === 'img') return this.image(node, context);

    const isBlock = BLOCK_TAGS.has(tag) || (tag === 'a' && !TEXT_CONTAINERS.has(node.parentNode?.rawTagName?.toLowerCase() ?? ''));
    const entered = this.enter(node, tag, context);
    const ownContext = isBlock ? { ...entered, blockTag: tag } : entered;
    if (isBlock) this.flush(context);
    else if (SPACED_TAGS.has(tag)) this.buffer.push(' ');
    const blocksBefore = this.blocks.length;
    const imagesBefore = this.images.length;

    const stats: SubtreeStats = { images: 0, textLength: 0, grouped: false };
    for (const child of node.childNodes) {
      const childStats = this.walk(child, ownContext);
      stats.images += childStats.images;
      stats.textLength += childStats.textLength;
      stats.grouped ||= childStats.grouped;
    }
    if (isBlock) this.flush(ownContext);
    else if (SPACED_TAGS.has(tag)) this.buffer.push(' ');
    this.leave(node, tag, ownContext, blocksBefore);

    if (!stats.grouped && stats.images >= 4 && stats.textLength <= stats.images * 40 + 40) {
      this.recordLogoGroup(node, ownContext, blocksBefore, imagesBefore);
      stats.grouped = true;
    }
    return stats;
  }

  /** Element-specific reading on the way down; returns the context for its children. */
  private enter(node: HTMLElement, tag: string, context: WalkContext): WalkContext {
    let next = context;
    const classes = `${node.getAttribute('class') ?? ''} ${node.getAttribute('id') ?? ''}`;
    const role = node.getAttribute('role');
    if (context.region === 'main') {
      if (tag === 'nav' || tag === 'header' || role === 'navigation' || role === 'banner' || NAV_CLASS.test(classes)) next = { ...next, region: 'nav' };
      else if (tag === 'footer' || role === 'contentinfo' || FOOTER_CLASS.test(classes)) next = { ...next, region: 'footer' };
    }
    if (!context.quote && (tag === 'blockquote' || tag === 'q' || QUOTE_CLASS.test(classes))) next = { ...next, quote: true };

    if (tag === 'a') {
      const url = this.resolve(node.getAttribute('href'));
      const text = elementLabel(node);
      if (url) {
        this.ctas.push({ kind: 'link', text, href: url.href, region: context.region });
        this.addResourceUrl('a', url, context.region, text);
        if (url.host !== this.baseHost) next = { ...next, linkHost: url.hostname };
      } else if (role === 'button' || text) {
        this.ctas.push({ kind: 'button', text, region: context.region });
      }
    } else if (tag === 'button' || role === 'button') {
      this.ctas.push({ kind: 'button', text: elementLabel(node), region: context.region, ...this.formLink(context) });
    } else if (tag === 'form') {
      const action = this.resolve(node.getAttribute('action'));
      this.forms.push({ action: action?.href ?? this.baseUrl, fields: [], submitText: '', region: context.region });
      next = { ...next, formIndex: this.forms.length - 1 };
    } else if (tag === 'input' || tag === 'select' || tag === 'textarea') {
      this.field(node, tag, context);
    } else if (tag === 'iframe' || tag === 'embed') {
      this.addResource(tag, node.getAttribute('src') || node.getAttribute('data-src'), context.region, node.getAttribute('title') ?? '');
    } else if (tag === 'object') {
      this.addResource('object', node.getAttribute('data'), context.region, '');
    } else if (tag === 'video') {
      this.video(node, context);
    } else if (tag === 'lite-youtube' || tag === 'lite-vimeo') {
      // Lazy video embeds render an iframe only on click; the id names the video.
      const id = node.getAttribute('videoid');
      if (id) this.addResource('iframe', tag === 'lite-youtube' ? `https://www.youtube.com/embed/${id}` : `https://player.vimeo.com/video/${id}`, context.region, '');
    } else if (tag === 'source') {
      this.addResource('source', node.getAttribute('src'), context.region, '');
    }
    return next;
  }

  private leave(node: HTMLElement, tag: string, context: WalkContext, blocksBefore: number): void {
    if (tag === 'h1') {
      const text = this.blocks.slice(blocksBefore).map((block) => block.text).join(' ');
      if (text) this.h1.push(text);
    } else if (tag === 'form' && context.formIndex !== undefined) {
      const form = this.forms[context.formIndex];
      if (form) {
        form.submitText = this.ctas
          .filter((cta) => cta.formIndex === context.formIndex)
          .map((cta) => cta.text)
          .join(' ');
      }
    }
    void node;
  }

  private formLink(context: WalkContext): Pick<CallToAction, 'href' | 'formIndex'> {
    if (context.formIndex === undefined) return {};
    return { href: this.forms[context.formIndex]?.action, formIndex: context.formIndex };
  }

  private field(node: HTMLElement, tag: 'input' | 'select' | 'textarea', context: WalkContext): void {
    const type = (node.getAttribute('type') ?? (tag === 'input' ? 'text' : tag)).toLowerCase();
    if (tag === 'input' && (type === 'submit' || type === 'button' || type === 'image')) {
      const text = cleanText(node.getAttribute('value') ?? node.getAttribute('alt') ?? node.getAttribute('aria-label') ?? '');
      this.ctas.push({ kind: 'button', text, region: context.region, ...this.formLink(context) });
      return;
    }
    if (type === 'hidden' || context.formIndex === undefined) return;
    const describes = ['name', 'id', 'autocomplete', 'placeholder', 'aria-label']
      .map((attribute) => node.getAttribute(attribute) ?? '')
      .join(' ')
      .toLowerCase();
    this.forms[context.formIndex]?.fields.push({ tag, type, describes });
  }

  private video(node: HTMLElement, context: WalkContext): void {
    const sourceElement = node.querySelector('source');
    const url = this.resolve(node.getAttribute('src') ?? sourceElement?.getAttribute('src'));
    const flag = (name: string) => node.hasAttribute(name);
    const controls = flag('controls');
    this.videos.push({
      src: url?.href ?? '',
      controls,
      decorative: !controls && flag('autoplay') && flag('muted') && flag('loop'),
    });
    if (url) this.addResourceUrl('video', url, context.region, '');
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
      for (const text of collectJsonText(body)) this.pushBlock(text, 'data', 'json', false);
    } else if (!type || /javascript|module/i.test(type)) {
      this.inlineScripts.push(body);
    }
  }

  private image(node: HTMLElement, context: WalkContext): SubtreeStats {
    const src = node.getAttribute('src') ?? node.getAttribute('data-src') ?? '';
    const alt = cleanText(node.getAttribute('alt') ?? '');
    const url = this.resolve(src);
    if (url) this.addResourceUrl('img', url, context.region, alt);
    const width = Number(node.getAttribute('width'));
    if (width > 0 && width <= 2) return { images: 0, textLength: 0, grouped: false }; // tracking pixel
    const file = url ? decodeURIComponent(url.pathname.split('/').pop() ?? '') : '';
    this.images.push({ label: alt || file, linkHost: context.linkHost });
    return { images: 1, textLength: 0, grouped: false };
  }

  private svg(node: HTMLElement, context: WalkContext): SubtreeStats {
    const label = cleanText(node.getAttribute('aria-label') ?? node.querySelector('title')?.text ?? '');
    this.images.push({ label, linkHost: context.linkHost });
    return { images: 1, textLength: 0, grouped: false };
  }

  private recordLogoGroup(node: HTMLElement, context: WalkContext, blocksBefore: number, imagesBefore: number): void {
    const images = this.images.slice(imagesBefore);
    const before = this.blocks.slice(Math.max(0, blocksBefore - 2), blocksBefore).map((block) => block.text);
    const inside = this.blocks.slice(blocksBefore).map((block) => block.text);
    const classes = `${node.getAttribute('class') ?? ''} ${node.getAttribute('id') ?? ''} ${node.getAttribute('aria-label') ?? ''}`;
    this.logoGroups.push({
      count: images.length,
      labels: images.map((image) => image.label).filter(Boolean),
      context: [...before, ...inside, classes].join(' \n ').slice(0, 600),
      region: context.region,
      linkHosts: images.flatMap((image) => (image.linkHost ? [image.linkHost] : [])),
    });
  }

  private addResource(tag: Resource['tag'], href: string | null | undefined, region: Region, label: string): void {
    const url = this.resolve(href ?? undefined);
    if (url) this.addResourceUrl(tag, url, region, label);
  }

  private addResourceUrl(tag: Resource['tag'], url: URL, region: Region, label: string): void {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    this.resources.push({ tag, url: url.href, host: url.hostname.toLowerCase(), region, label });
  }

  /** Text left after the last block (a body with bare text). */
  finish(): void {
    this.flush({ region: 'main', blockTag: 'body', quote: false });
  }

  private flush(context: WalkContext): void {
    if (this.buffer.length === 0) return;
    const text = cleanText(this.buffer.join(''));
    this.buffer = [];
    if (text) this.pushBlock(text, context.region, context.blockTag, context.quote);
  }

  private pushBlock(text: string, region: Region, tag: string, quote: boolean): void {
    this.blocks.push({ text, region, tag, heading: HEADING_TAGS.has(tag), quote });
  }
}

/** A link's or button's name as a screen reader would give it. */
function elementLabel(element: HTMLElement): string {
  const text = cleanText(element.text);
  if (text) return text;
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
    h1: [],
    blocks: [],
    ctas: [],
    forms: [],
    resources: [],
    videos: [],
    logoGroups: [],
    inlineScript: '',
    fullText: '',
  };
}

/** Reads a fetched page once into the model every detector shares. */
export function buildPageModel(page: FetchedPage): PageModel {
  const model = emptyModel(page);
  if (page.error || page.status < 200 || page.status >= 300 || !page.html) return model;
  const root = parse(page.html, PARSE_OPTIONS);
  const reader = new PageReader(page.url);
  reader.readHead(root);
  const body = root.querySelector('body') ?? root;
  reader.walk(body, { region: 'main', blockTag: 'body', quote: false });
  reader.finish();
  return {
    ...model,
    readable: true,
    title: reader.title,
    metaDescription: reader.metaDescription,
    siteNameMeta: reader.siteNameMeta,
    h1: reader.h1,
    blocks: reader.blocks,
    ctas: reader.ctas,
    forms: reader.forms,
    resources: reader.resources,
    videos: reader.videos,
    logoGroups: reader.logoGroups,
    inlineScript: reader.inlineScripts.join('\n'),
    fullText: reader.blocks.map((block) => block.text).join('\n'),
  };
}
