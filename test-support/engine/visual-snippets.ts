/**
 * Markup builders for the paraphrase suites of the visual signals (customer logos,
 * product video, interactive demo, testimonials, review badges): the shapes repeat
 * across cases, the words (headings, alt texts, captions) are each case's own.
 */

/** "Hôtel Émeraude" -> "hotel-emeraude": a file name a site would give the logo. */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface LogoOptions {
  /** Folder of the files ("/img/logos"). */
  folder?: string;
  ext?: string;
  /** Alt text of each logo; the name itself by default. */
  alt?: (name: string) => string;
  /** Where each logo links, if it does. */
  href?: (name: string) => string;
  /** The lazy-loading form: data-src instead of src. */
  lazy?: boolean;
}

/** One <img> per name, optionally each in a link. */
export function logos(names: readonly string[], options: LogoOptions = {}): string {
  const { folder = '/img/logos', ext = 'svg', alt = (name: string) => name, href, lazy = false } = options;
  return names
    .map((name) => {
      const image = `<img ${lazy ? 'data-src' : 'src'}="${folder}/${slug(name)}.${ext}" alt="${alt(name)}" width="120" height="40">`;
      return href ? `<a href="${href(name)}">${image}</a>` : image;
    })
    .join('');
}

/** Inline SVG wordmarks named by their <title>. */
export function svgLogos(names: readonly string[]): string {
  return names.map((name) => `<svg role="img" viewBox="0 0 120 40"><title>${name}</title><path d="M0 0h120v40H0z"/></svg>`).join('');
}

/** A marquee: the same track drawn `times` times (the copies hidden from screen readers), as CSS loops do. */
export function marquee(track: string, times = 2): string {
  const copies = Array.from({ length: times }, (_, index) => `<div class="marquee__track"${index > 0 ? ' aria-hidden="true"' : ''}>${track}</div>`);
  return `<div class="marquee">${copies.join('')}</div>`;
}

/** A section with a heading (h2 unless told) and its content. */
export function headed(heading: string, content: string, tag = 'h2'): string {
  return `<section><${tag}>${heading}</${tag}><div class="row">${content}</div></section>`;
}

/** A hero with a headline and a call to action, before what follows. */
export function hero(headline: string, cta: string, after = ''): string {
  return `<header class="hero"><h1>${headline}</h1><a href="/signup">${cta}</a></header><main>${after}</main>`;
}

/** A testimonial card: the words, then who said them, each line a block. */
export function card(words: string, ...byline: string[]): string {
  return `<div class="card"><p>${words}</p>${byline.map((line) => `<p>${line}</p>`).join('')}</div>`;
}

/** An ld+json script holding a value. */
export function ldJson(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
}
