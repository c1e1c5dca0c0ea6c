import type { PageModel, RequestSeen, Resource } from './model/page-model.ts';
import { FINGERPRINTS } from './vendors/fingerprints.ts';
import { HAND_KEPT_VENDORS } from './vendors/hand-kept.ts';
import { scanInlineScript, type InlineSighting } from './vendors/inline-script.ts';
import { VendorIndex } from './vendors/vendor-index.ts';
import type { Vendor, VendorCategory } from './vendors/vendor.ts';

export type { Vendor, VendorCategory } from './vendors/vendor.ts';

/**
 * Third-party tools recognised by where they show on a page: the generated fingerprint
 * table (chat, product analytics, onboarding, web analytics; `vendors/fingerprints.ts`,
 * sources in its header) and the hand-kept categories (`vendors/hand-kept.ts`).
 */
export const VENDORS: readonly Vendor[] = [...FINGERPRINTS, ...HAND_KEPT_VENDORS];

const INDEX = new VendorIndex(VENDORS);

/** Which kinds of resource show a vendor of each category in use. */
const RESOURCE_TAGS: Record<VendorCategory, ReadonlySet<Resource['tag']>> = {
  onboarding: new Set(['script', 'iframe', 'link']),
  chat: new Set(['script', 'iframe', 'link']),
  'product-analytics': new Set(['script', 'iframe', 'link', 'img']),
  'web-analytics': new Set(['script', 'iframe', 'link', 'img']),
  'interactive-demo': new Set(['script', 'iframe', 'a']),
  video: new Set(['iframe', 'script', 'video', 'source', 'embed', 'object']),
  reviews: new Set(['script', 'iframe', 'img']),
  scheduling: new Set(['a', 'iframe', 'script']),
  community: new Set(['a']),
};

export function hostMatches(host: string, vendorHost: string): boolean {
  return host === vendorHost || host.endsWith(`.${vendorHost}`);
}

/**
 * Vendors by host, looked up once per host: a page loads hundreds of resources from
 * a handful of hosts. Bounded, so a long-lived worker does not grow it forever.
 */
const HOST_VENDORS = new Map<string, Vendor[]>();
const MAX_CACHED_HOSTS = 5000;

function vendorsOfHost(host: string): Vendor[] {
  let vendors = HOST_VENDORS.get(host);
  if (!vendors) {
    vendors = INDEX.vendorsOfHost(host);
    if (HOST_VENDORS.size >= MAX_CACHED_HOSTS) HOST_VENDORS.clear();
    HOST_VENDORS.set(host, vendors);
  }
  return vendors;
}

export function vendorOfHost(host: string, category?: VendorCategory): Vendor | undefined {
  return vendorsOfHost(host).find((vendor) => !category || vendor.category === category);
}

/** The path, query and fragment of an absolute URL (`/` when it has none). */
function pathOf(url: string): string {
  const start = url.indexOf('//');
  const slash = url.indexOf('/', start < 0 ? 0 : start + 2);
  return slash < 0 ? '/' : url.slice(slash);
}

/** The vendor of a category a URL shows: by its host, a path on its host, or a vendor-named script file. */
function vendorOfUrl(host: string, url: string, category: VendorCategory): Vendor | undefined {
  return vendorOfHost(host, category) ?? INDEX.vendorsOfPathOn(host, pathOf(url)).find((vendor) => vendor.category === category);
}

/** Analytics shows in an image only as a tracking pixel: a picture file from its host is a logo or a favicon. */
const PICTURE_FILE = /\.(?:png|jpe?g|svg|webp|avif|ico)(?:[?#]|$)/i;
const PIXEL_ONLY: ReadonlySet<VendorCategory> = new Set(['product-analytics', 'web-analytics']);

/** The vendor of a category this resource loads from, if any. */
export function vendorOfResource(resource: Resource, category: VendorCategory): Vendor | undefined {
  if (!RESOURCE_TAGS[category].has(resource.tag)) return undefined;
  if (resource.tag === 'img' && PIXEL_ONLY.has(category) && PICTURE_FILE.test(pathOf(resource.url))) return undefined;
  return vendorOfUrl(resource.host, resource.url, category);
}

/** The vendor of a category a rendered page's request went to, if any. */
export function vendorOfRequest(request: RequestSeen, category: VendorCategory): Vendor | undefined {
  return vendorOfUrl(request.host, request.url, category);
}

/** The vendor of a category whose script defines this window global (`Intercom`, `$crisp`). */
export function vendorOfGlobal(name: string, category: VendorCategory): Vendor | undefined {
  return INDEX.vendorsOfGlobal(name).find((vendor) => vendor.category === category);
}

/** Globals the renderer probes on a rendered page: those of the vendors the detectors count, and self-hosted widgets' calls. */
export const PROBED_GLOBALS: readonly string[] = INDEX.globalsOf(new Set<VendorCategory>(['chat', 'product-analytics', 'onboarding']));

/** What an inline script shows of vendors of a category: the host, path or identifier each loader named. */
export function inlineSightings(script: string, category: VendorCategory): InlineSighting[] {
  if (!script) return [];
  return scanInlineScript(script, INDEX).sightings.filter((sighting) => sighting.vendor.category === category);
}

/** Vendors of a category whose snippet sits in inline script (it names its host or its own globals). */
export function vendorsInInlineScript(script: string, category: VendorCategory): Vendor[] {
  return inlineSightings(script, category).map((sighting) => sighting.vendor);
}

/** A self-hosted widget seen on a page: its script path on the company's own host and its start-up call. */
export interface SelfHostedSighting {
  vendor: Vendor;
  path: string;
  call: string;
}

/**
 * Self-hosted widgets of a category on a page. The script path alone is too common
 * (`/assets/chat/chat.min.js`), so it counts only with the widget's start-up call in
 * inline script or, on a rendered page, the global that call defines.
 */
export function selfHostedWidgets(
  page: Pick<PageModel, 'resources' | 'requests' | 'inlineScript' | 'vendorGlobals'>,
  category: VendorCategory,
): SelfHostedSighting[] {
  const paths = new Map<Vendor, string>();
  const note = (vendors: readonly Vendor[], path: string) => {
    for (const vendor of vendors) if (vendor.category === category && !paths.has(vendor)) paths.set(vendor, path);
  };
  for (const resource of page.resources)
    if (resource.tag === 'script' || resource.tag === 'link') note(INDEX.selfHostedOfPath(pathOf(resource.url)), pathOf(resource.url));
  for (const request of page.requests) note(INDEX.selfHostedOfPath(pathOf(request.url)), pathOf(request.url));
  const inline = page.inlineScript ? scanInlineScript(page.inlineScript, INDEX) : undefined;
  for (const sighting of inline?.selfHostedPaths ?? []) note([sighting.vendor], sighting.seen);
  if (paths.size === 0) return [];
  const calls = new Map<Vendor, string>();
  for (const sighting of inline?.selfHostedCalls ?? []) if (!calls.has(sighting.vendor)) calls.set(sighting.vendor, sighting.seen);
  for (const name of page.vendorGlobals) {
    for (const vendor of paths.keys()) if (!calls.has(vendor) && vendor.selfHosted?.calls.includes(name)) calls.set(vendor, `window.${name}`);
  }
  return [...paths].flatMap(([vendor, path]) => {
    const call = calls.get(vendor);
    return call ? [{ vendor, path: path.split(/[?#]/)[0] ?? path, call }] : [];
  });
}
