import { normalizeWebsiteUrl } from '../../../engine/contract/normalize-url.ts';

/**
 * Which column holds the website and which the company name. Header names are
 * compared without case, spaces or punctuation ("Website URL" = "website_url" =
 * "websiteUrl"); exact names win over names that merely contain a keyword, and
 * earlier keywords win over later ones (a "Website" column beats a "LinkedIn" one).
 */
const URL_HEADERS = {
  exact: [
    'url',
    'urls',
    'website',
    'websites',
    'websiteurl',
    'websiteaddress',
    'site',
    'siteurl',
    'domain',
    'domains',
    'domainname',
    'homepage',
    'homepageurl',
    'link',
    'weburl',
    'webaddress',
    'webpage',
    'web',
    'companyurl',
    'companywebsite',
    'companydomain',
    'companysite',
    'host',
    'hostname',
  ],
  contains: ['website', 'domain', 'homepage', 'url', 'site', 'link'],
} as const;

const COMPANY_HEADERS = {
  exact: [
    'companyname',
    'company',
    'name',
    'organization',
    'organisation',
    'organizationname',
    'organisationname',
    'org',
    'business',
    'businessname',
    'brand',
    'brandname',
    'account',
    'accountname',
    'client',
    'clientname',
    'customer',
    'customername',
  ],
  contains: ['company', 'organization', 'organisation', 'business', 'brand', 'name'],
} as const;

export interface ColumnChoice {
  /** Whether the first row is a header (and so not data). */
  hasHeader: boolean;
  /** Index of the website column, or undefined when no column holds addresses. */
  urlColumn: number | undefined;
  companyColumn: number | undefined;
}

/** How many data rows are sampled to find the address column by content. */
const CONTENT_SAMPLE_ROWS = 50;

export function chooseColumns(rows: string[][]): ColumnChoice {
  const first = rows[0] ?? [];
  const keys = first.map(headerKey);
  const urlByName = findByName(keys, URL_HEADERS, new Set());
  const companyByName = findByName(keys, COMPANY_HEADERS, new Set(urlByName === undefined ? [] : [urlByName]));
  // A first row is a header when it names a column, unless that "name" is itself an address.
  const named = [urlByName, companyByName].filter((index) => index !== undefined);
  const hasHeader = named.length > 0 && named.every((index) => !looksLikeWebAddress(first[index] ?? ''));

  const data = hasHeader ? rows.slice(1) : rows;
  const urlColumn = (hasHeader ? urlByName : undefined) ?? columnByContent(data);
  let companyColumn = hasHeader ? companyByName : undefined;
  if (companyColumn === urlColumn) companyColumn = undefined;
  // Without a header, a second column next to the addresses is taken as the company name (url,companyName order or its reverse).
  if (!hasHeader && urlColumn !== undefined) companyColumn = firstOtherColumn(data, urlColumn);
  return { hasHeader, urlColumn, companyColumn };
}

/** An address as people write one: with a scheme, or a dotted host ("acme.io", "www.acme.io/pricing"). */
export function looksLikeWebAddress(cell: string): boolean {
  if (!/^https?:\/\//i.test(cell) && !/^[^\s/.]+(\.[^\s/.]+)+([/?#:]|$)/.test(cell)) return false;
  return normalizeWebsiteUrl(cell).ok;
}

export function headerKey(cell: string): string {
  return cell.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function findByName(keys: string[], names: { exact: readonly string[]; contains: readonly string[] }, taken: Set<number>): number | undefined {
  const free = (index: number) => index >= 0 && !taken.has(index);
  const exact = keys.findIndex((key, index) => free(index) && names.exact.includes(key));
  if (exact >= 0) return exact;
  for (const word of names.contains) {
    const index = keys.findIndex((key, i) => free(i) && key.includes(word));
    if (index >= 0) return index;
  }
  return undefined;
}

function columnByContent(rows: string[][]): number | undefined {
  const hits: number[] = [];
  for (const row of rows.slice(0, CONTENT_SAMPLE_ROWS)) {
    row.forEach((cell, index) => {
      if (looksLikeWebAddress(cell)) hits[index] = (hits[index] ?? 0) + 1;
    });
  }
  let best: number | undefined;
  hits.forEach((count, index) => {
    if (count > 0 && (best === undefined || count > (hits[best] ?? 0))) best = index;
  });
  return best;
}

function firstOtherColumn(rows: string[][], urlColumn: number): number | undefined {
  const sample = rows.slice(0, CONTENT_SAMPLE_ROWS);
  const width = Math.max(0, ...sample.map((row) => row.length));
  for (let index = 0; index < width; index += 1) {
    if (index === urlColumn) continue;
    const values = sample.map((row) => row[index] ?? '').filter((cell) => cell !== '');
    if (values.length > 0 && !values.every(looksLikeWebAddress)) return index;
  }
  return undefined;
}
