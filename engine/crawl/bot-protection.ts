import { visibleWordsUpTo } from '../analysis/model/javascript-shell.ts';

/**
 * Bot-protection challenge and block pages, recognised by their vendors' own markers.
 * Such a page is not the site: analysing it would tell a founder their site is empty.
 * We only recognise them; nothing here (or anywhere) tries to pass a challenge.
 * One table, so adding a vendor is one entry.
 */
export interface ProtectionVendor {
  /** As the failure reason names it: "…behind Cloudflare's bot protection". */
  name: string;
  /** Markers in the HTML of a challenge or block page (not of a protected page's normal HTML). */
  html: readonly RegExp[];
  /** Response headers that only a challenge or block answer carries: name -> value pattern. */
  headers?: Readonly<Record<string, RegExp>>;
}

export const PROTECTION_VENDORS: readonly ProtectionVendor[] = [
  {
    name: 'Cloudflare',
    html: [
      /<title>\s*Just a moment\.\.\.\s*<\/title>/i,
      /window\._cf_chl_opt\b/,
      /\bcf-browser-verification\b/,
      /<title>\s*Attention Required! \| Cloudflare\s*<\/title>/i,
    ],
    headers: { 'cf-mitigated': /challenge/i },
  },
  {
    name: 'Akamai',
    html: [/errors\.edgesuite\.net/i, /\bsec-if-cpt-container\b/, /<title>\s*Access Denied\s*<\/title>[\s\S]*Reference #\d+\.[0-9a-f]+/i],
  },
  { name: 'Imperva (Incapsula)', html: [/_Incapsula_Resource/, /Incapsula incident ID/i] },
  { name: 'DataDome', html: [/\/\/(?:geo\.|ct\.)?captcha-delivery\.com\//i] },
  { name: 'HUMAN (PerimeterX)', html: [/\bid=["']px-captcha["']/i, /captcha\.px-cd[nx]\.net/i] },
  {
    name: 'AWS WAF',
    html: [/\bgokuProps\b/, /\bAwsWafIntegration\.(?:checkForceRefresh|forceRefreshToken)\b/],
    headers: { 'x-amzn-waf-action': /challenge|captcha|block/i },
  },
  { name: 'Sucuri', html: [/Sucuri WebSite Firewall/i, /sucuri\.net\/privacy-policy/i] },
  { name: 'Kasada', html: [/\bKPSDK\.(?:configure|scriptStart)\b/] },
  { name: 'DDoS-Guard', html: [/<title>\s*DDoS-Guard\s*<\/title>/i] },
  { name: 'Vercel', html: [/<title>\s*Vercel Security Checkpoint\s*<\/title>/i] },
];

/** A challenge page carries a few sentences at most; a real page that mentions a vendor's marker has far more. */
const MAX_CHALLENGE_WORDS = 400;

export interface AnswerSeen {
  headers?: Readonly<Record<string, string>>;
  html: string;
}

/** The vendor whose challenge or block page this answer is, if it is one. */
export function botProtectionOf(answer: AnswerSeen): string | undefined {
  for (const vendor of PROTECTION_VENDORS) {
    for (const [name, pattern] of Object.entries(vendor.headers ?? {})) {
      const value = answer.headers?.[name];
      if (value !== undefined && pattern.test(value)) return vendor.name;
    }
  }
  if (!answer.html || visibleWordsUpTo(answer.html, MAX_CHALLENGE_WORDS + 1) > MAX_CHALLENGE_WORDS) return undefined;
  const html = withNumericEntitiesDecoded(answer.html);
  return PROTECTION_VENDORS.find((vendor) => vendor.html.some((marker) => marker.test(html)))?.name;
}

/** Block pages write their text as "errors&#46;edgesuite&#46;net" (Akamai): compare what they say. */
function withNumericEntitiesDecoded(html: string): string {
  if (!html.includes('&#')) return html;
  return html.replace(/&#(x[0-9a-f]+|\d+);/gi, (whole, code: string) => {
    const value = code[0] === 'x' || code[0] === 'X' ? Number.parseInt(code.slice(1), 16) : Number(code);
    return value > 0 && value < 0x110000 ? String.fromCodePoint(value) : whole;
  });
}

/** Headers botProtectionOf reads, so fetches keep only these. */
export const PROTECTION_HEADERS: readonly string[] = [...new Set(PROTECTION_VENDORS.flatMap((vendor) => Object.keys(vendor.headers ?? {})))];
