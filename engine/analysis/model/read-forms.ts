import type { HTMLElement } from 'node-html-parser';
import type { FirstScreen, FormField, FormModel, Region, TextBlock } from './page-model.ts';

/**
 * What the page walk (build-page-model.ts) notes for observed friction (issue #29), kept
 * here so the walk only calls in: each form field's label, whether it is required or
 * hidden, a CAPTCHA widget, the form's own text; and the home page's first screen.
 * Both keep their nesting state in one value the walk saves and restores per element.
 */

/** A CAPTCHA widget's markup, by the class or id its vendor's script looks for. */
const CAPTCHA_MARKUP: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bg-recaptcha\b|\bgrecaptcha\b|recaptcha/i, 'reCAPTCHA'],
  [/\bh-captcha\b|hcaptcha/i, 'hCaptcha'],
  [/\bcf-turnstile\b|turnstile/i, 'Cloudflare Turnstile'],
  [/\bfrc-captcha\b|friendly-?captcha/i, 'Friendly Captcha'],
  [/\bcaptcha\b/i, 'a CAPTCHA'],
];
/** A class list that hides its element at every screen size (Tailwind's responsive "hidden md:block" shows it). */
const HIDING_CLASS = /(?:^|\s)(?:hidden|d-none|honeypot|hp-field|visually-hidden|is-hidden)(?:\s|$)/i;
const HIDING_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;
/** A label that marks its field as one that must be filled. */
const REQUIRED_LABEL = /\*\s*$|\((?:required|obligatoire|pflichtfeld|erforderlich|obligatorio|requerido)\)/i;

export function captchaVendorOf(markup: string): string | undefined {
  return CAPTCHA_MARKUP.find(([pattern]) => pattern.test(markup))?.[1];
}

/** Hidden from the visitor by its own markup: the hidden attribute, an inline style, aria-hidden, a hiding class, or out of the tab order. */
function hidesItself(node: HTMLElement): boolean {
  const raw = node.rawAttrs;
  if (!/hidden|display|visibility|none|tabindex|honeypot/i.test(raw)) return false;
  if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true' || node.getAttribute('tabindex') === '-1') return true;
  if (HIDING_STYLE.test(node.getAttribute('style') ?? '')) return true;
  const classes = node.getAttribute('class') ?? '';
  return HIDING_CLASS.test(classes) && !/\b\w+:(?:block|flex|grid|inline|table)/.test(classes);
}

interface LabelMark {
  blocks: number;
  fields: number;
  forId?: string;
}

interface FormState {
  hidden: boolean;
  label?: LabelMark;
}

export class FormReading {
  /** The nesting state inside the current form; saved and restored by the walk. */
  state: FormState | undefined;
  private form: FormModel | undefined;
  private readonly byId = new Map<string, FormField>();
  private readonly pendingLabels: Array<[id: string, text: string]> = [];
  private readonly labelled = new Set<FormField>();

  enterForm(node: HTMLElement, form: FormModel, blocks: number): void {
    this.form = form;
    form.textBlocks = { start: blocks, end: blocks };
    this.state = { hidden: hidesItself(node) };
    this.captcha(node);
  }

  /** An element inside a form (the form's own element excluded). */
  enter(node: HTMLElement, tag: string, blocks: number): void {
    if (!this.state) return;
    if (!this.state.hidden && hidesItself(node)) this.state = { ...this.state, hidden: true };
    if (tag === 'label') this.state = { ...this.state, label: { blocks, fields: this.form?.fields.length ?? 0, forId: node.getAttribute('for') ?? undefined } };
    if (tag === 'div' || tag === 'iframe' || tag === 'span') this.captcha(node);
  }

  private captcha(node: HTMLElement): void {
    if (!this.form || this.form.captcha) return;
    const raw = node.rawAttrs;
    if (!/captcha|turnstile/i.test(raw)) return;
    const vendor = captchaVendorOf(`${node.getAttribute('class') ?? ''} ${node.id} ${node.getAttribute('src') ?? ''}`);
    if (vendor) this.form.captcha = vendor;
  }

  field(node: HTMLElement, field: FormField): void {
    const named = node.getAttribute('aria-label') ?? node.getAttribute('placeholder') ?? node.getAttribute('title');
    if (named?.trim()) field.label = named.replace(/\s+/g, ' ').trim();
    const required = node.hasAttribute('required') || node.getAttribute('aria-required') === 'true' || REQUIRED_LABEL.test(field.label ?? '');
    if (required) field.required = true;
    if (this.state?.hidden || hidesItself(node)) field.hidden = true;
    if (node.id) this.byId.set(node.id, field);
  }

  leaveLabel(node: HTMLElement, form: FormModel, blocks: readonly TextBlock[], blocksBefore: number): void {
    const mark = this.state?.label;
    if (!mark) return;
    // The label's first block is its own words; a select inside it adds its options as more blocks.
    const text = blocks[Math.max(mark.blocks, blocksBefore)]?.text;
    if (!text) return;
    for (const field of form.fields.slice(mark.fields)) this.label(field, text);
    const forId = node.getAttribute('for');
    if (forId) this.pendingLabels.push([forId, text]);
  }

  private label(field: FormField, text: string): void {
    if (this.labelled.has(field)) return;
    field.label = text;
    this.labelled.add(field);
  }

  leaveForm(form: FormModel, blocks: number): void {
    if (form.textBlocks) form.textBlocks.end = blocks;
    this.form = undefined;
  }

  /** Labels that name their field by id, wherever the field came. */
  finish(): void {
    for (const [id, text] of this.pendingLabels) {
      const field = this.byId.get(id);
      if (field) this.label(field, text);
    }
    for (const field of this.labelled) if (REQUIRED_LABEL.test(field.label ?? '')) field.required = true;
  }
}

interface SectionMark {
  node: HTMLElement;
  ctas: number;
  blocks: number;
}

interface ScreenState {
  section?: SectionMark;
  menu: boolean;
}

const SECTION_TAGS = new Set(['section', 'header', 'article']);
/** A link dressed as a button: the class names sites and frameworks give buttons. */
const BUTTON_CLASS = /btn|button|cta|pill/i;
/** A button dressed as the lesser one of a pair: the class names frameworks give a second, quieter button. */
const LESSER_BUTTON_CLASS = /ghost|outline|secondary|tertiary|btn-link|subtle/i;

/** A link with words of its paragraph around it ("Read <a>our story</a> first"); a paragraph that is only the link is a button's place. */
function inSentence(link: HTMLElement): boolean {
  const words = (text: string) => text.replace(/\s+/g, '');
  return words(link.parentNode?.text ?? '').length > words(link.text).length;
}

export class FirstScreenReader {
  /** The enclosing section and whether inside a navigation menu; saved and restored by the walk. */
  state: ScreenState | undefined;
  result: FirstScreen | undefined;
  private phase: 'before' | 'open' | 'closed' = 'before';
  private owner: HTMLElement | undefined;
  private h1: HTMLElement | undefined;
  /** Where the H1 ended: calls to action and blocks so far. */
  private afterH1: { ctas: number; blocks: number } | undefined;
  private leadHeading: HTMLElement | undefined;
  private start = { ctas: 0, blocks: 0 };
  /** Calls to action in navigation menus and links inside sentences: not the first screen's buttons. */
  private readonly skipped = new Set<number>();
  private readonly buttons = new Set<number>();
  private readonly lesser = new Set<number>();
  private readonly images = new Set<number>();

  enter(node: HTMLElement, tag: string, role: string | undefined | null, ctas: number, blocks: number, region: Region): void {
    if (this.phase === 'closed') return;
    if (tag === 'nav' || role === 'navigation' || role === 'tablist' || role === 'menu') this.state = { section: this.state?.section, menu: true };
    else if (SECTION_TAGS.has(tag)) this.state = { section: { node, ctas, blocks }, menu: this.state?.menu ?? false };
    if (tag !== 'h1' && tag !== 'h2') return;
    if (this.phase === 'open') {
      // Headings right under the H1, before anything else, are its lead ("subtitle"), not the next section.
      const lead = this.afterH1 !== undefined && ctas === this.afterH1.ctas && blocks === this.afterH1.blocks;
      if (lead) this.leadHeading = node;
      else if (node !== this.h1) this.close(ctas, blocks);
      return;
    }
    // A logo drawn as the H1 (an image and no words) heads nothing.
    if (tag !== 'h1' || region === 'footer' || !/\S/.test(node.text)) return;
    const section = this.state?.section;
    this.phase = 'open';
    this.h1 = node;
    this.owner = section?.node;
    this.start = section ? { ctas: section.ctas, blocks: section.blocks } : { ctas, blocks };
  }

  leave(node: HTMLElement, ctas: number, blocks: number): void {
    if (this.phase !== 'open') return;
    if (node === this.h1 || node === this.leadHeading) this.afterH1 = { ctas, blocks };
    if (node === this.owner) this.close(ctas, blocks);
  }

  cta(index: number, node: HTMLElement | undefined): void {
    if (this.phase === 'closed') return;
    if (this.state?.menu || !node) {
      this.skipped.add(index);
      return;
    }
    // A link that is only an image is most often a logo or a badge; the reader of the first screen decides by its alt text.
    if (node.localName === 'a' && !/\S/.test(node.text)) this.images.add(index);
    const classes = node.getAttribute('class') ?? '';
    if (node.localName !== 'a' || node.getAttribute('role') === 'button' || BUTTON_CLASS.test(classes)) {
      this.buttons.add(index);
      if (LESSER_BUTTON_CLASS.test(classes)) this.lesser.add(index);
    }
    // A link inside a sentence is read, not pressed: it competes with no button.
    else if (node.parentNode?.rawTagName?.toLowerCase() === 'p' && inSentence(node)) this.skipped.add(index);
  }

  finish(ctas: number, blocks: number): void {
    if (this.phase === 'open') this.close(ctas, blocks);
  }

  private close(ctas: number, blocks: number): void {
    this.phase = 'closed';
    const inside: number[] = [];
    for (let index = this.start.ctas; index < ctas; index += 1) if (!this.skipped.has(index)) inside.push(index);
    this.result = {
      ctas: inside,
      buttonLike: inside.filter((index) => this.buttons.has(index)),
      lesser: inside.filter((index) => this.lesser.has(index)),
      imageOnly: inside.filter((index) => this.images.has(index)),
      blocks: { start: this.start.blocks, end: blocks },
    };
  }
}
