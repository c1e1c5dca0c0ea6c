import type { Vendor, VendorCategory } from './vendor.ts';

/** A fingerprint that needs a path too: a `host/path` on a shared host, or a script file on any host. */
interface PathPrint {
  vendor: Vendor;
  path: string;
}

/**
 * The vendor table indexed once, so a lookup costs a few Map reads however many
 * vendors there are: hosts by themselves (a URL's host is looked up with each of its
 * parent domains), paths by the host they sit on or by their file name, globals and
 * inline-snippet identifiers by name.
 */
export class VendorIndex {
  private readonly byHost = new Map<string, Vendor[]>();
  private readonly urlsByHost = new Map<string, PathPrint[]>();
  private readonly scriptsByFile = new Map<string, PathPrint[]>();
  private readonly selfHostedByFile = new Map<string, PathPrint[]>();
  private readonly byGlobal = new Map<string, Vendor[]>();
  private readonly bySnippet = new Map<string, Vendor[]>();
  private readonly byCall = new Map<string, Vendor[]>();
  /** The last label of every host the table knows: a token ending otherwise is no vendor host. */
  readonly topLevelLabels = new Set<string>();
  /** The first identifier of every snippet and self-hosted call, to skip other identifiers at once. */
  readonly identifierHeads = new Set<string>();

  constructor(readonly vendors: readonly Vendor[]) {
    for (const vendor of vendors) {
      for (const host of vendor.hosts) this.addHost(host, vendor);
      for (const url of vendor.urls ?? []) {
        const slash = url.indexOf('/');
        const host = url.slice(0, slash);
        this.topLevelLabels.add(host.slice(host.lastIndexOf('.') + 1));
        push(this.urlsByHost, host, { vendor, path: url.slice(slash) });
      }
      for (const path of vendor.scripts ?? []) push(this.scriptsByFile, fileOf(path), { vendor, path: path.toLowerCase() });
      for (const path of vendor.selfHosted?.paths ?? []) push(this.selfHostedByFile, fileOf(path), { vendor, path: path.toLowerCase() });
      for (const name of vendor.globals ?? []) push(this.byGlobal, name, vendor);
      for (const snippet of vendor.snippets ?? []) this.addIdentifier(this.bySnippet, snippet, vendor);
      for (const call of vendor.selfHosted?.calls ?? []) this.addIdentifier(this.byCall, call, vendor);
    }
  }

  private addHost(host: string, vendor: Vendor): void {
    this.topLevelLabels.add(host.slice(host.lastIndexOf('.') + 1));
    push(this.byHost, host, vendor);
  }

  private addIdentifier(map: Map<string, Vendor[]>, chain: string, vendor: Vendor): void {
    this.identifierHeads.add(chain.split('.')[0] ?? chain);
    push(map, chain, vendor);
  }

  /** Vendors whose host is this host or one of its parent domains. */
  vendorsOfHost(host: string): Vendor[] {
    const found: Vendor[] = [];
    forEachSuffix(host, (suffix) => found.push(...(this.byHost.get(suffix) ?? [])));
    return found;
  }

  /** Vendors a URL shows, by its host alone, by a path on its host, or by a vendor-named script file. */
  vendorsOfUrl(host: string, path: string): Vendor[] {
    return [...this.vendorsOfHost(host), ...this.vendorsOfPathOn(host, path)];
  }

  /** Vendors a URL shows by its path: a path on its host, or a vendor-named script file. */
  vendorsOfPathOn(host: string, path: string): Vendor[] {
    const found: Vendor[] = [];
    forEachSuffix(host, (suffix) => {
      for (const print of this.urlsByHost.get(suffix) ?? []) if (path.includes(print.path)) found.push(print.vendor);
    });
    found.push(...this.vendorsOfScriptPath(path));
    return found;
  }

  /** Vendors named by a URL's path on any host (`/countly.min.js`). */
  vendorsOfScriptPath(path: string): Vendor[] {
    return matchingPrints(this.scriptsByFile, path);
  }

  /** Self-hosted widgets whose script path this is (`/assets/chat/chat.min.js`): still to be confirmed by their start-up call. */
  selfHostedOfPath(path: string): Vendor[] {
    return matchingPrints(this.selfHostedByFile, path);
  }

  vendorsOfGlobal(name: string): Vendor[] {
    return this.byGlobal.get(name) ?? [];
  }

  /** Vendors whose inline-snippet identifier this identifier chain is, or starts with. */
  vendorsOfIdentifier(chain: string): Vendor[] {
    return lookUpChain(this.bySnippet, chain);
  }

  /** Self-hosted widgets whose start-up call this identifier chain is, or starts with. */
  selfHostedOfIdentifier(chain: string): Vendor[] {
    return lookUpChain(this.byCall, chain);
  }

  /** Every global the renderer should probe for these categories: vendors' globals and self-hosted widgets' calls. */
  globalsOf(categories: ReadonlySet<VendorCategory>): string[] {
    const counted = this.vendors.filter((vendor) => categories.has(vendor.category));
    return [...new Set(counted.flatMap((vendor) => [...(vendor.globals ?? []), ...(vendor.selfHosted?.calls ?? [])]))].sort();
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The file name of a path, lower-cased, without query or fragment. */
export function fileOf(path: string): string {
  const end = path.search(/[?#]/);
  const clean = end < 0 ? path : path.slice(0, end);
  return clean.slice(clean.lastIndexOf('/') + 1).toLowerCase();
}

function matchingPrints(map: Map<string, PathPrint[]>, path: string): Vendor[] {
  const prints = map.get(fileOf(path));
  if (!prints) return [];
  const lower = path.toLowerCase();
  return prints.filter((print) => lower.includes(print.path)).map((print) => print.vendor);
}

/** `a.b.c` is looked up as `a.b.c`, `a.b` and `a`: a snippet `posthog.init` matches `posthog.init.call`. */
function lookUpChain(map: Map<string, Vendor[]>, chain: string): Vendor[] {
  const found: Vendor[] = [];
  for (let end = chain.length; end > 0; end = chain.lastIndexOf('.', end - 1)) {
    found.push(...(map.get(end === chain.length ? chain : chain.slice(0, end)) ?? []));
  }
  return found;
}

/** Calls `visit` with the host and each parent domain of two labels or more. */
function forEachSuffix(host: string, visit: (suffix: string) => void): void {
  for (let start = 0; start >= 0;) {
    const suffix = host.slice(start);
    if (!suffix.includes('.')) return;
    visit(suffix);
    const dot = host.indexOf('.', start);
    start = dot < 0 ? -1 : dot + 1;
  }
}
