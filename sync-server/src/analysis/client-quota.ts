import ipaddr from 'ipaddr.js';

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
 * admin's and is not counted. Memory holds only unfinished analyses.
 */
export class ClientAnalysisQuota {
  readonly #limit: number;
  readonly #byClient = new Map<string, Set<string>>();
  readonly #clientOf = new Map<string, string>();

  /** limit 0: no limit. */
  constructor(limit: number) {
    this.#limit = limit;
  }

  get limit(): number {
    return this.#limit;
  }

  /** Counts the analysis against the client; false, counting nothing, when the client is at its limit. */
  take(address: string, analysisId: string): boolean {
    if (this.#limit === 0) return true;
    const client = clientKey(address);
    const unfinished = this.#byClient.get(client) ?? new Set<string>();
    if (unfinished.size >= this.#limit) return false;
    unfinished.add(analysisId);
    this.#byClient.set(client, unfinished);
    this.#clientOf.set(analysisId, client);
    return true;
  }

  /** The analysis ended (or was never accepted): its client may start another. */
  release(analysisId: string): void {
    const client = this.#clientOf.get(analysisId);
    if (client === undefined) return;
    this.#clientOf.delete(analysisId);
    const unfinished = this.#byClient.get(client);
    unfinished?.delete(analysisId);
    if (unfinished?.size === 0) this.#byClient.delete(client);
  }

  /** Analyses counted against the client of this address. */
  unfinished(address: string): number {
    return this.#byClient.get(clientKey(address))?.size ?? 0;
  }
}
