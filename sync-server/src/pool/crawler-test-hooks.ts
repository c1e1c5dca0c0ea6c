import { lookup as systemLookup } from 'node:dns/promises';
import type { GuardExemption, HostLookup } from '../../../engine/crawl/network-guard.ts';

/**
 * Test hook only: never configured, handed to openServices (services.ts) by the
 * tests that build their own services. It lets hostile-input tests drive the guard through the HTTP API
 * exactly as the crawler's own tests drive it: one exact loopback address:port may
 * start a redirect chain, and chosen names resolve to chosen addresses, offline.
 * Plain data, because it crosses into the worker threads.
 */
export interface CrawlerTestHooks {
  guardExemptions?: GuardExemption[];
  /** Host name -> the addresses it resolves to; other names go to the system resolver. */
  hosts?: Record<string, string[]>;
}

/** The crawler options (`lookup`, `guardExemptions`) the hooks stand for; none without hooks. */
export function crawlerHookOptions(hooks: CrawlerTestHooks | undefined): { lookup?: HostLookup; guardExemptions?: GuardExemption[] } {
  if (!hooks) return {};
  const { hosts, guardExemptions } = hooks;
  const lookup: HostLookup | undefined = hosts
    ? async (hostname) =>
        Object.hasOwn(hosts, hostname) ? hosts[hostname]! : (await systemLookup(hostname, { all: true, verbatim: true })).map((answer) => answer.address)
    : undefined;
  return { ...(lookup ? { lookup } : {}), ...(guardExemptions ? { guardExemptions } : {}) };
}
