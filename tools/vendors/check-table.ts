import type { Vendor } from '../../engine/analysis/vendors/vendor.ts';
import { isValidHost, sharedHostOf } from './hosts.ts';
import { hostCovers } from './merge.ts';

/** Categories the detectors count: a host may belong to one vendor of them only. */
const COUNTED = new Set(['chat', 'onboarding', 'product-analytics']);

export interface TableCheck {
  vendors: Vendor[];
  /** What was dropped to keep each host in one category, for the generator's report. */
  dropped: string[];
}

/**
 * Keeps every host in one category. A web-analytics vendor loses a host that a counted
 * vendor (chat, onboarding, product analytics) or a hand-kept one (reviews, video...)
 * also claims: the counted or hand-kept claim is the deliberate one. Two counted vendors
 * of different categories on one host stop the generator: that needs a decision.
 */
export function checkTable(generated: readonly Vendor[], handKept: readonly Vendor[]): TableCheck {
  const dropped: string[] = [];
  const claims = [...generated.filter((vendor) => COUNTED.has(vendor.category)), ...handKept];
  const vendors: Vendor[] = [];
  for (const vendor of generated) {
    for (const host of vendor.hosts) {
      if (!isValidHost(host) || sharedHostOf(host) === host) throw new Error(`${vendor.name}: "${host}" is not a vendor's host`);
    }
    const rivals = claims.filter((other) => other !== vendor && other.category !== vendor.category);
    const clash = (host: string) => rivals.find((other) => other.hosts.some((claimed) => hostCovers(claimed, host) || hostCovers(host, claimed)));
    if (COUNTED.has(vendor.category)) {
      for (const host of vendor.hosts) {
        const other = clash(host);
        if (other) throw new Error(`${host} is claimed by ${vendor.name} (${vendor.category}) and ${other.name} (${other.category})`);
      }
      vendors.push(vendor);
      continue;
    }
    const hosts = vendor.hosts.filter((host) => {
      const other = clash(host);
      if (other) dropped.push(`${vendor.name} (${vendor.category}) loses ${host} to ${other.name} (${other.category})`);
      return !other;
    });
    if (hosts.length + (vendor.urls?.length ?? 0) + (vendor.scripts?.length ?? 0) > 0) vendors.push({ ...vendor, hosts });
    else dropped.push(`${vendor.name} (${vendor.category}) left out: nothing of its own remains`);
  }
  return { vendors, dropped };
}
