import type { VendorCategory, VendorSource } from '../../engine/analysis/vendors/vendor.ts';
import {
  CUSTOMER_ENGAGEMENT,
  EXCLUDED,
  NAMES_OF_SHARED_HOST_ENTRIES,
  PRODUCT_ANALYTICS,
  TAG_MANAGERS,
  THIRD_PARTY_WEB_CATEGORIES,
  THIRD_PARTY_WEB_RECLASSIFIED,
  WAPPALYZER_CATEGORIES,
  type Bucket,
} from './decisions.ts';
import { registrableDomain, sharedHostOf } from './hosts.ts';
import type { SourceEntry } from './read-sources.ts';
import type { StudyVendor } from './study-vendors.ts';

/** One source's entry as a vendor of ours, before entries of the same vendor are merged. */
export interface Candidate extends StudyVendor {
  source: VendorSource;
}

/** Which decisions were used, so a decision that no longer matches anything is reported. */
export const usedDecisions = new Set<string>();

function categoryOfBucket(bucket: Bucket, name: string): VendorCategory | undefined {
  if (bucket === 'chat' || bucket === 'onboarding' || bucket === 'web-analytics') return bucket;
  if (bucket === 'customer-data') return 'product-analytics';
  if (name in PRODUCT_ANALYTICS) {
    usedDecisions.add(name);
    return 'product-analytics';
  }
  return 'web-analytics';
}

function candidate(entry: SourceEntry, category: VendorCategory, source: VendorSource, name = entry.name): Candidate {
  return { name, category, source, hosts: entry.facts.hosts, urls: entry.facts.urls, scripts: entry.facts.scripts, globals: entry.globals };
}

/** A decision table's entry for this name, noted as used. */
function decided(table: Readonly<Record<string, string>>, name: string): boolean {
  if (!(name in table)) return false;
  usedDecisions.add(name);
  return true;
}

function excluded(name: string): boolean {
  if (!(name in EXCLUDED)) return false;
  usedDecisions.add(name);
  return true;
}

/** Wappalyzer: the strongest of its categories that we take (chat, onboarding, customer data, analytics, tag managers). */
export function classifyWappalyzer(entries: readonly SourceEntry[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const entry of entries) {
    if (excluded(entry.name)) continue;
    if (decided(TAG_MANAGERS, entry.name)) candidates.push(candidate(entry, 'web-analytics', 'wappalyzer'));
    else if (decided(CUSTOMER_ENGAGEMENT, entry.name)) candidates.push(candidate(entry, 'product-analytics', 'wappalyzer'));
    const buckets = WAPPALYZER_CATEGORIES.filter((mapping) => entry.categories.includes(mapping.source)).map((mapping) => mapping.bucket);
    if (buckets.length === 0 || entry.name in TAG_MANAGERS || entry.name in CUSTOMER_ENGAGEMENT) continue;
    const category = categoryOfBucket(buckets[0]!, entry.name);
    if (category) candidates.push(candidate(entry, category, 'wappalyzer'));
  }
  return candidates;
}

/** third-party-web: its category, unless filed under another one here. */
export function classifyThirdPartyWeb(entries: readonly SourceEntry[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const entry of entries) {
    const reclassified = THIRD_PARTY_WEB_RECLASSIFIED[entry.name];
    if (reclassified) usedDecisions.add(entry.name);
    const bucket = THIRD_PARTY_WEB_CATEGORIES.find((mapping) => entry.categories.includes(mapping.source))?.bucket;
    if ((!reclassified && !bucket) || excluded(entry.name)) continue;
    const category = reclassified ?? categoryOfBucket(bucket!, entry.name);
    if (category) candidates.push(candidate(entry, category, 'third-party-web'));
  }
  return candidates;
}

/** The anti-chat list names no vendors: each is named by its registrable domain, or by a decision on a shared host. */
export function classifyAntiChatList(entries: readonly SourceEntry[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const entry of entries) {
    const url = entry.facts.urls[0];
    const sharedUrl = url && sharedHostOf(url.split('/')[0] ?? '') ? url : undefined;
    let name = registrableDomain(entry.name);
    if (sharedUrl) {
      const decided = NAMES_OF_SHARED_HOST_ENTRIES[sharedUrl];
      if (!decided) throw new Error(`Anti-chat entry on a shared host needs a name in NAMES_OF_SHARED_HOST_ENTRIES: ${sharedUrl}`);
      usedDecisions.add(sharedUrl);
      name = decided;
    }
    if (excluded(name)) continue;
    if (entry.facts.hosts.length + entry.facts.urls.length === 0) continue;
    candidates.push(candidate(entry, 'chat', 'easylist-anti-chat', name));
  }
  return candidates;
}

export function studyCandidates(vendors: readonly StudyVendor[]): Candidate[] {
  return vendors.map((vendor) => ({ ...vendor, source: 'study' }));
}
