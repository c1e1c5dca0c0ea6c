import type { VendorIndex } from './vendor-index.ts';
import type { Vendor } from './vendor.ts';

/** What an inline loader showed of a vendor: the host, path or identifier it named. */
export interface InlineSighting {
  vendor: Vendor;
  seen: string;
}

export interface InlineScriptFindings {
  /** Vendors the inline script loads or starts: by host, path or snippet identifier. */
  sightings: InlineSighting[];
  /** Self-hosted widgets whose script path the inline script names. */
  selfHostedPaths: InlineSighting[];
  /** Self-hosted widgets whose start-up call the inline script makes. */
  selfHostedCalls: InlineSighting[];
}

/**
 * A host in a URL the loader builds: after `//` (also JSON-escaped `\/\/`), or quoted
 * (`base: 'leadbooster-chat.pipedrive.com'`, `'https://'+org+'.widget.helpcrunch.com/'`),
 * with the path that follows it. A property chain in code (`window.analytics.track`) is
 * neither, so it is never read as a host.
 */
const URL_TOKEN = /(?:\/\/|\\\/\\\/|["'`])\.?([a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)+)((?:\/|\\\/)[^\s"'`<>()]*)?/gi;
/** A quoted root-relative script path (`BASE_URL + "/packs/js/sdk.js"`). */
const QUOTED_SCRIPT_PATH = /["'`](\/[\w\-./@]*\.m?js)\b/g;
/** An identifier or a property chain (`CRISP_WEBSITE_ID`, `window.posthog.init`). */
const IDENTIFIER_CHAIN = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g;
const GLOBAL_OBJECT = /^(?:window|self|globalThis)\./;
const SCRIPT_FILE = /\.m?js(?:[?#]|$)/;

/**
 * Reads an inline script once for every vendor: its URL-like tokens are looked up by
 * host and path, its identifiers by name. The page's inline script is asked about
 * once per category, so the last answer is kept.
 */
let lastScript: string | undefined;
let lastFindings: InlineScriptFindings | undefined;

export function scanInlineScript(script: string, index: VendorIndex): InlineScriptFindings {
  if (script === lastScript && lastFindings) return lastFindings;
  const findings: InlineScriptFindings = { sightings: [], selfHostedPaths: [], selfHostedCalls: [] };
  const sighted = new Set<Vendor>();
  const add = (list: InlineSighting[], vendors: readonly Vendor[], seen: string, once?: Set<Vendor>) => {
    for (const vendor of vendors) {
      if (once?.has(vendor)) continue;
      once?.add(vendor);
      list.push({ vendor, seen });
    }
  };

  for (const match of script.matchAll(URL_TOKEN)) {
    const host = (match[1] ?? '').toLowerCase();
    const path = (match[2] ?? '').replace(/\\/g, '');
    if (index.topLevelLabels.has(host.slice(host.lastIndexOf('.') + 1))) {
      // A link to a vendor's own site (`https://posthog.com/docs`) is not its loader: on a
      // bare or www host, only a script file counts; a URL fingerprint with its path still does.
      const link = isSiteHost(host) && !SCRIPT_FILE.test(path);
      add(findings.sightings, link ? index.vendorsOfPathOn(host, path) : index.vendorsOfUrl(host, path), host, sighted);
    } else if (path) {
      // Any host, the company's own included, may serve a vendor-named script file.
      add(findings.sightings, index.vendorsOfScriptPath(path), path, sighted);
    }
    if (path) add(findings.selfHostedPaths, index.selfHostedOfPath(path), path);
  }
  for (const match of script.matchAll(QUOTED_SCRIPT_PATH)) {
    const path = match[1] ?? '';
    add(findings.sightings, index.vendorsOfScriptPath(path), path, sighted);
    add(findings.selfHostedPaths, index.selfHostedOfPath(path), path);
  }
  for (const match of script.matchAll(IDENTIFIER_CHAIN)) {
    const chain = match[0].replace(GLOBAL_OBJECT, '');
    const dot = chain.indexOf('.');
    if (!index.identifierHeads.has(dot < 0 ? chain : chain.slice(0, dot))) continue;
    add(findings.sightings, index.vendorsOfIdentifier(chain), chain, sighted);
    add(findings.selfHostedCalls, index.selfHostedOfIdentifier(chain), chain);
  }
  lastScript = script;
  lastFindings = findings;
  return findings;
}

/** A registrable domain or its www host (`posthog.com`, `www.intercom.com`): where a vendor's own site lives. */
function isSiteHost(host: string): boolean {
  const labels = host.split('.').length;
  return labels === 2 || (labels === 3 && host.startsWith('www.'));
}
