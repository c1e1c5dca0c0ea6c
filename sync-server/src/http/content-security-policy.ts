import type { ServerConfig } from '../config.ts';

/** The third-party addresses the PWA loads at run time (DESIGN section 2). */
export type ThirdPartyConfig = Pick<ServerConfig, 'testimonialWidgetUrl' | 'newsletterScriptUrl' | 'faviconServiceUrl'>;

/** A host the policy may name: letters, digits, dots and dashes, or a bracketed IPv6 address. */
const SAFE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i;

/**
 * The origin (scheme, host, port) of a configured third-party address, or undefined
 * when it adds nothing: not configured, relative (then 'self' covers it), not http(s),
 * or a host the policy could not name safely (a ";" or "," in it would end the
 * directive and let the configuration write policy of its own).
 */
export function thirdPartyOrigin(address: string): string | undefined {
  const trimmed = address.trim();
  if (!/^https?:\/\//i.test(trimmed)) return undefined;
  let url: URL;
  try {
    // The icon service address carries {domain} and {size} placeholders.
    url = new URL(trimmed.replace(/\{(domain|size)\}/g, 'x'));
  } catch {
    return undefined;
  }
  if (!SAFE_HOST.test(url.hostname)) return undefined;
  return url.origin;
}

function origins(...addresses: string[]): string[] {
  return [...new Set(addresses.map(thirdPartyOrigin).filter((origin): origin is string => origin !== undefined))];
}

/**
 * The policy for the PWA's pages: its own scripts, workers and manifest, plus exactly
 * the configured widget, newsletter and icon-service hosts. Built once from the config.
 */
export function appContentSecurityPolicy(config: ThirdPartyConfig): string {
  const widgets = origins(config.testimonialWidgetUrl, config.newsletterScriptUrl);
  const icons = origins(config.faviconServiceUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...widgets],
    // Mantine (and its notifications and charts) writes <style> elements and style
    // attributes at run time; they carry no nonce, so inline styles must be allowed.
    // Inline scripts are not.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...icons],
    ['connect-src', "'self'", ...widgets],
    // Testimonial and newsletter widgets often render inside an iframe of their own host.
    ['frame-src', ...(widgets.length > 0 ? widgets : ["'none'"])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** API answers are data, never documents: nothing may load from them or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
