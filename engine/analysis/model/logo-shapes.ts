import type { LogoGroup } from './page-model.ts';

/**
 * Shapes of logo walls in markup, before any wording is read: one image that holds a
 * whole strip of logos, a marquee that draws its logos more than once, and images that
 * are logos rather than photos or icons.
 */

/**
 * An image named as a strip of logos: "customer-logos.png", "logo-strip.webp",
 * "Kundenlogos", "Logos de nos clients", "logotipos". The plural says it holds many;
 * one customer's "acme-logo.svg" does not.
 */
const STRIP_IMAGE_NAME = /logos|logotipos|logo[-_ ]?(?:strip|wall|cloud|bar|banner|band|row|grid|wand|leiste|bandeau|franja)/i;

/** A single image that is itself a row of logos, by its alt text or file name. */
export function isLogoStripImage(alt: string, file: string): boolean {
  return STRIP_IMAGE_NAME.test(alt) || STRIP_IMAGE_NAME.test(file);
}

/**
 * What tells one logo from another: its name (alt text, else file name) and its path
 * together. Image optimisers serve every logo from one path ("/_next/image?url=…") and
 * templates give every logo one alt text ("Client logo"); a marquee repeats both.
 */
export function logoKey(path: string | undefined, label: string, index: number): string {
  if (!label && !path) return `#${index}`;
  return `${label.toLowerCase()}|${path?.toLowerCase() ?? ''}`;
}

/** How many different logos a group draws: a marquee repeats its track to loop, and each logo counts once. */
export function distinctLogos(images: readonly { path?: string; label: string }[]): number {
  return new Set(images.map((image, index) => logoKey(image.path, image.label, index))).size;
}

/** "logo" in an alt text, a file or a folder name: "Acme logo", "Logo de Acme", "/logos/acme.svg", "logo-acme.png". */
const NAMED_AS_LOGO = /logo|wordmark|brand/i;
/** A photograph's file: logos come as drawings (svg, png, webp), portraits and screenshots as photos. */
const PHOTO_FILE = /\.jpe?g$/i;
/** Class names of a logo strip: "logo-cloud", "logos", "brands", "marquee", "clients". */
const LOGO_STRIP_NAMES = /logo|brand|marquee|client|customer|kunde|referen|trusted/i;

/**
 * Images that are logos, not photos, screenshots or icons: most are named or filed as
 * logos, or drawn as named wordmarks, or the strip is named as logos. Without wording
 * around it, this is what makes a row of images a logo wall.
 */
export function looksLikeLogos(group: LogoGroup): boolean {
  if (group.stripImage) return true;
  if (LOGO_STRIP_NAMES.test(group.names)) return true;
  const named = [...group.labels, ...group.paths].filter((name) => NAMED_AS_LOGO.test(name)).length;
  if (named >= group.count / 2) return true;
  const photos = group.paths.filter((path) => PHOTO_FILE.test(path)).length;
  if (photos > group.count / 2) return false;
  // Wordmarks drawn in the page, each with its name.
  return group.inlineSvgs >= group.count * 0.8 && group.labels.length >= group.count * 0.8;
}

/** A logo's company name: its alt text without "logo" ("Dy Project AG Logo", "Logo de Acme" -> "dy project ag", "acme"). */
export function companyOfLogo(label: string): string {
  return label
    .toLowerCase()
    .replace(/\.(?:svg|png|jpe?g|webp|avif|gif)$/, '')
    .replace(/(?:^|[\s_-])(?:logo(?:tipo)?|logo (?:de|of|von|der|du|des)|kundenlogo)(?=[\s_-]|$)/g, ' ')
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/**
 * Logo cards: how many of the images are a company's logo whose name a heading in the
 * same grid repeats ("Aerni AG" over "Aerni AG" and its story). Logos only: photos of
 * people and feature icons take their cards' names too, so each image must be filed or
 * named as a logo, or filed with customers or references.
 */
export function logoCardCount(images: readonly { label: string; path?: string }[], headings: readonly { text: string }[]): number {
  const names = new Set(headings.map((heading) => heading.text.toLowerCase().replace(/\s+/g, ' ').trim()));
  return images.filter((image) => {
    const company = companyOfLogo(image.label);
    if (!company || !names.has(company)) return false;
    const filed = `${image.path ?? ''} ${image.label}`;
    return NAMED_AS_LOGO.test(filed) || CUSTOMER_FOLDER.test(filed);
  }).length;
}

/** Folders of customers' logos: "/clients/", "/references/", "/kunden/", "/customers/". */
const CUSTOMER_FOLDER = /\/(?:clients?|customers?|kunden|referen[cz]\w*|clientes?|partners-clients)\//i;
