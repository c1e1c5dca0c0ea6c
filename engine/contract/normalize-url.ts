import { MATURITY_LEVELS, type MaturityLevel } from './analysis-constants.ts';

/**
 * SPEC section 5's address rules, shared by the PWA form and the server (so both
 * agree on what a visitor typed). Pure: no Node or DOM APIs beyond WHATWG URL.
 */
export const URL_MESSAGES = {
  required: 'Website URL is required.',
  invalidDomain: 'Please enter a valid domain (e.g., an example domain)',
  invalidPricingUrl: 'Please enter a valid URL or leave it empty.',
} as const;

/** Endings that get a dot inserted when a host was typed without one ("stripecom"). */
const DOTLESS_ENDINGS = ['io', 'com', 'org', 'net', 'co', 'ai', 'app'] as const;

export type NormalizeResult<T> = { ok: true; value: T } | { ok: false; message: string };

export interface NormalizedWebsite {
  url: string;
  forceDemoOnly?: true;
  forceMaturityLevel?: MaturityLevel;
}

/** Trims, removes all whitespace, adds https:// and the missing dot; does not judge validity. */
export function normalizeAddress(input: string): string {
  let address = input.replace(/\s+/g, '');
  if (address === '') return '';
  if (!/^https?:\/\//i.test(address)) address = `https://${address}`;
  const hostStart = address.indexOf('//') + 2;
  const hostEnd = firstIndexOf(address, ['/', '?', '#', ':'], hostStart);
  const host = address.slice(hostStart, hostEnd);
  if (!host.includes('.') && host.length > 3) {
    const ending = DOTLESS_ENDINGS.find((candidate) => host.toLowerCase().endsWith(candidate));
    if (ending) {
      const fixed = `${host.slice(0, host.length - ending.length)}.${host.slice(host.length - ending.length)}`;
      address = address.slice(0, hostStart) + fixed + address.slice(hostEnd);
    }
  }
  return address;
}

/** A parsed http(s) URL whose host looks like a real domain or an IPv4 address, else undefined. */
export function parseWebAddress(address: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  const host = url.hostname;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return url;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  if (!labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label))) return undefined;
  const tld = labels[labels.length - 1]!;
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{2,59})$/.test(tld)) return undefined;
  return url;
}

/**
 * The website field: normalised, validated, and with the hidden demo overrides
 * (demo=true, maturity=...) read and stripped from the query string.
 */
export function normalizeWebsiteUrl(input: string | undefined | null): NormalizeResult<NormalizedWebsite> {
  const address = normalizeAddress(input ?? '');
  if (address === '') return { ok: false, message: URL_MESSAGES.required };
  const url = parseWebAddress(address);
  if (!url) return { ok: false, message: URL_MESSAGES.invalidDomain };

  const value: NormalizedWebsite = { url: '' };
  if (url.searchParams.get('demo') === 'true') value.forceDemoOnly = true;
  const maturity = url.searchParams.get('maturity');
  if (maturity && (MATURITY_LEVELS as readonly string[]).includes(maturity)) value.forceMaturityLevel = maturity as MaturityLevel;
  url.searchParams.delete('demo');
  url.searchParams.delete('maturity');
  value.url = url.toString();
  return { ok: true, value };
}

/** The pricing field: same normalisation; empty is allowed and gives undefined. */
export function normalizePricingUrl(input: string | undefined | null): NormalizeResult<string | undefined> {
  const address = normalizeAddress(input ?? '');
  if (address === '') return { ok: true, value: undefined };
  const url = parseWebAddress(address);
  return url ? { ok: true, value: url.toString() } : { ok: false, message: URL_MESSAGES.invalidPricingUrl };
}

function firstIndexOf(text: string, needles: string[], from: number): number {
  const positions = needles.map((needle) => text.indexOf(needle, from)).filter((index) => index >= 0);
  return positions.length > 0 ? Math.min(...positions) : text.length;
}
