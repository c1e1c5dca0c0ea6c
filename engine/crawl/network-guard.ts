import { lookup as systemLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { crawlErrors } from './crawl-error.ts';

/**
 * The network guard of DESIGN section 3: the crawler visits public websites only.
 * Every address a name resolves to is judged (one private answer among public ones
 * is enough to refuse), IPv6 forms that carry an IPv4 address are unwrapped and
 * judged as that address, and cloud metadata services are refused always.
 */

/** Resolves a host name to all its addresses. Injectable so tests can say "this name is 10.0.0.5" offline. */
export type HostLookup = (hostname: string) => Promise<string[]>;

/** One exact socket address let through although private. Test hook only: the product never sets it. */
export interface GuardExemption {
  address: string;
  port: number;
}

export interface GuardOptions {
  allowPrivateNetwork: boolean;
  lookup?: HostLookup;
  exemptions?: readonly GuardExemption[];
  /**
   * ALLOW_PRIVATE_HOSTS: `host:port` names reachable although private (loopback fixtures
   * for tests and demos), lower case. Cloud metadata stays refused whatever is named.
   */
  allowedHosts?: readonly string[];
}

/** The named host:port is let through although private (ALLOW_PRIVATE_HOSTS). */
export function isAllowedHost(hostname: string, port: number, allowedHosts: readonly string[] | undefined): boolean {
  if (!allowedHosts || allowedHosts.length === 0) return false;
  const host = bareHost(hostname);
  const named = isIP(host) === 6 ? `[${host}]:${port}` : `${host}:${port}`;
  return allowedHosts.includes(named);
}

/** "Localhost:4100, 127.0.0.1:4101" -> ["localhost:4100", "127.0.0.1:4101"]. */
export function parseAllowedHosts(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

export type AddressVerdict = { allowed: true } | { allowed: false; kind: string };

/** Never reachable, whatever allowPrivateNetwork says: nothing legitimate is analysed there. */
const METADATA_ADDRESSES = new Set(['169.254.169.254', '169.254.170.2', '100.100.100.200', 'fd00:ec2::254']);
const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal']);

/** ipaddr.js range names in visitors' words; any other non-unicast range reads as "a reserved address". */
const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback address (this machine)',
  private: 'a private network address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  unspecified: 'the unspecified address',
  uniqueLocal: 'a private IPv6 address',
  deprecatedSiteLocal: 'a site-local IPv6 address',
  rfc6052: 'a local NAT64 address',
  teredo: 'a Teredo tunnel address',
};

const LOOKUP_TIMEOUT_MS = 10_000;

export function addressVerdict(address: string, allowPrivateNetwork: boolean): AddressVerdict {
  if (!isIP(address)) return { allowed: false, kind: 'not an address the analyzer can visit' };
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6') {
    const embedded = embeddedIPv4(ip as ipaddr.IPv6);
    if (embedded) return addressVerdict(embedded.toString(), allowPrivateNetwork);
  }
  if (METADATA_ADDRESSES.has(ip.toNormalizedString()) || METADATA_ADDRESSES.has(ip.toString())) {
    return { allowed: false, kind: 'a cloud metadata service' };
  }
  const range = ip.range();
  if (range === 'unicast' || allowPrivateNetwork) return { allowed: true };
  return { allowed: false, kind: RANGE_WORDS[range] ?? 'a reserved address' };
}

/**
 * The IPv4 address an IPv6 address stands for, when it carries one: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d),
 * well-known NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:AABB:CCDD::).
 */
function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const parts = ip.parts;
  const range = ip.range();
  const fromWords = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  if (range === 'ipv4Mapped' || range === 'rfc6145') return fromWords(parts[6]!, parts[7]!);
  if (range === '6to4') return fromWords(parts[1]!, parts[2]!);
  if (parts[0] === 0x64 && parts[1] === 0xff9b && parts.slice(2, 6).every((part) => part === 0)) {
    return fromWords(parts[6]!, parts[7]!);
  }
  const compatible = parts.slice(0, 6).every((part) => part === 0) && range !== 'loopback' && range !== 'unspecified';
  return compatible ? fromWords(parts[6]!, parts[7]!) : undefined;
}

/** "[::1]" as URL.hostname gives it, "example.com." with its root dot: the bare host, lower case. */
export function bareHost(hostname: string): string {
  const unbracketed = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return unbracketed.toLowerCase().replace(/\.$/, '');
}

/**
 * All addresses of `hostname`, each allowed by the guard for a connection to `port`;
 * throws CrawlError('dns' | 'blocked') otherwise. The caller connects to one of
 * exactly these addresses, so there is no second lookup an attacker could answer differently.
 */
export async function resolveAllowedAddresses(hostname: string, port: number, options: GuardOptions): Promise<string[]> {
  const host = bareHost(hostname);
  if (METADATA_NAMES.has(host)) throw crawlErrors.blockedName(host);
  const addresses = isIP(host) ? [host] : await lookupAll(host, options.lookup ?? defaultLookup);
  if (addresses.length === 0) throw crawlErrors.hostNotFound(host);
  const namedHost = isAllowedHost(host, port, options.allowedHosts);
  for (const address of addresses) {
    if (isExempt(address, port, options.exemptions)) continue;
    if (namedHost && addressVerdict(address, true).allowed) continue;
    const verdict = addressVerdict(address, options.allowPrivateNetwork);
    if (!verdict.allowed) throw crawlErrors.blockedAddress(host, address, verdict.kind);
  }
  return addresses;
}

/**
 * The same judgement for a socket that is already connected (defence in depth at the
 * connector); `hostname` is the name it was opened for, so a named host stays allowed.
 */
export function isConnectionAllowed(address: string, port: number, options: GuardOptions, hostname?: string): AddressVerdict {
  if (isExempt(address, port, options.exemptions)) return { allowed: true };
  if (hostname !== undefined && isAllowedHost(hostname, port, options.allowedHosts)) return addressVerdict(address, true);
  return addressVerdict(address, options.allowPrivateNetwork);
}

function isExempt(address: string, port: number, exemptions: readonly GuardExemption[] | undefined): boolean {
  return (exemptions ?? []).some((exemption) => exemption.port === port && sameAddress(exemption.address, address));
}

function sameAddress(a: string, b: string): boolean {
  if (!isIP(a) || !isIP(b)) return false;
  return ipaddr.process(a).toNormalizedString() === ipaddr.process(b).toNormalizedString();
}

async function defaultLookup(hostname: string): Promise<string[]> {
  const answers = await systemLookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}

const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'ENODATA', 'EAI_NONAME', 'EAI_NODATA']);

async function lookupAll(host: string, lookup: HostLookup): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(crawlErrors.lookupFailed(host)), LOOKUP_TIMEOUT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([lookup(host), timeout]);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && NOT_FOUND_CODES.has(code)) throw crawlErrors.hostNotFound(host);
    throw crawlErrors.lookupFailed(host);
  } finally {
    clearTimeout(timer);
  }
}
