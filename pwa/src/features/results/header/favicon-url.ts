import { externalHref } from '../external-href.ts';

export const FAVICON_SIZE = 32;

/**
 * The icon service address for a site (run-time config, with {domain} and {size}
 * placeholders), or undefined when no service is configured or the result has no host.
 */
export function faviconUrl(template: string | undefined, domain: string): string | undefined {
  if (!template || !domain || !template.includes('{domain}')) return undefined;
  return externalHref(template.replaceAll('{domain}', encodeURIComponent(domain)).replaceAll('{size}', String(FAVICON_SIZE)));
}
