import ipaddr from 'ipaddr.js';
import type { AnalysisSlotRepository } from '../store/repositories.ts';

/** Default of MAX_ANALYSES_PER_CLIENT: more than anyone analysing sites by hand has waiting at once. */
export const DEFAULT_MAX_ANALYSES_PER_CLIENT = 10;

/** What an address with all its analyses still waiting or running is told (HTTP 429). */
export function tooManyAnalysesMessage(limit: number): string {
  return `You already have ${limit} analyses waiting or running. Please wait for one of them to finish, then try again.`;
}

/** How long a refused client is told to wait: about one analysis of a typical site. */
export const TOO_MANY_ANALYSES_RETRY_AFTER_SECONDS = 10;

/**
 * Who a request counts against: an IPv4 address, or the /64 an IPv6 address belongs to
 * (one subscriber's network hands out addresses from it freely). IPv4-mapped IPv6 is
 * the IPv4 address it carries.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}

/**
 * Visitors' analyses still waiting or running, per client. One address cannot fill the
 * queue and keep everyone else's analyses waiting behind its own; batch work is the
 * admin's and is not counted. The store keeps the count, so with several processes on
 * one database the limit is theirs together (issue #14).
 */
export class ClientAnalysisQuota {
  readonly #slots: AnalysisSlotRepository;
  readonly #limit: number;

  /** limit 0: no limit. */
  constructor(slots: AnalysisSlotRepository, limit: number) {
    this.#slots = slots;
    this.#limit = limit;
  }

  get limit(): number {
    return this.#limit;
  }

  /** Counts the analysis against the client; false, counting nothing, when the client is at its limit. */
  async take(address: string, analysisId: string): Promise<boolean> {
    if (this.#limit === 0) return true;
    return this.#slots.take(clientKey(address), analysisId, this.#limit);
  }

  /** The analysis ended (or was never accepted): its client may start another. */
  release(analysisId: string): Promise<void> {
    return this.#slots.release(analysisId);
  }
}
