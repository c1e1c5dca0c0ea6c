import type { AdviceEvidence } from '../../contract/analysis.ts';
import type { PageModel } from '../model/page-model.ts';
import type { FetchedPage } from '../page.ts';
import { PAGE_BUDGETS } from '../weights.ts';
import { counted, formatBytes, maxWeight, measured, type Auditor, type ObservedCheck, type ObserveInput } from './observation.ts';

/**
 * Weight and reach (issue #29, functional): the home page's HTML bytes; when Chromium
 * rendered it, the bytes and requests it loaded and how many of them are other
 * companies' scripts, from how many hosts; a missing mobile viewport, or one that
 * forbids zooming. Counts and bytes against fixed budgets (weights.ts), never timings.
 */

/** The render stage stops recording requests here (engine/render/render-pages.ts): a page at it loaded at least this many. */
const RECORDED_REQUESTS_CAP = 500;

interface Reach {
  bytes: number;
  requests: number;
  scripts: number;
  hosts: string[];
}

/** What the home page loaded: every request when it was rendered; its own script tags when read as HTML. */
function reachOf(home: PageModel, fetched: FetchedPage | undefined, input: ObserveInput): Reach | undefined {
  const foreign = (host: string) => !input.site.isBrandHost(host);
  if (fetched?.rendered) {
    const scripts = home.requests.filter((request) => request.type === 'script' && foreign(request.host));
    return {
      bytes: home.requests.reduce((sum, request) => sum + (request.bytes ?? 0), 0),
      requests: home.requests.length,
      scripts: scripts.length,
      hosts: [...new Set(scripts.map((request) => request.host))].sort(),
    };
  }
  const scripts = [...new Set(home.resources.filter((resource) => resource.tag === 'script' && foreign(resource.host)).map((resource) => resource.url))];
  return { bytes: 0, requests: 0, scripts: scripts.length, hosts: [...new Set(scripts.map((url) => new URL(url).hostname.toLowerCase()))].sort() };
}

function weightChecks(home: PageModel, fetched: FetchedPage, reach: Reach | undefined): ObservedCheck[] {
  const checks: ObservedCheck[] = [];
  const rendered = fetched.rendered === true && reach !== undefined;
  const atLeast = rendered && reach.requests >= RECORDED_REQUESTS_CAP ? 'at least ' : '';
  if (rendered) {
    const figure = `${formatBytes(reach.bytes)} in ${atLeast}${counted(reach.requests, 'request')}`;
    if (reach.bytes > PAGE_BUDGETS.bytesPassing) {
      const full = reach.bytes > PAGE_BUDGETS.bytesHalfScore;
      checks.push({
        status: 'found',
        kind: 'heavy-page',
        page: home.url,
        weight: full ? maxWeight('heavy-page') : maxWeight('heavy-page') / 2,
        issue: `The home page loads ${formatBytes(reach.bytes)}`,
        basis: `Drawn in a browser, the home page loaded ${figure}, past the ${formatBytes(full ? PAGE_BUDGETS.bytesHalfScore : PAGE_BUDGETS.bytesPassing)} at which Lighthouse's page-weight audit ${full ? 'scores a page below half' : 'stops passing it'}; the median page weighs about 2.7 MB (HTTP Archive).`,
        evidence: [measured(home.url, figure)],
        figures: { bytes: reach.bytes, requests: reach.requests, htmlBytes: fetched.bytes },
      });
    } else {
      checks.push({ status: 'clear', kind: 'heavy-page', page: home.url, note: `the home page loaded ${figure}` });
    }
    if (reach.requests > PAGE_BUDGETS.requests) {
      checks.push({
        status: 'found',
        kind: 'many-requests',
        page: home.url,
        weight: maxWeight('many-requests'),
        issue: `The home page makes ${atLeast}${counted(reach.requests, 'request')}`,
        basis: `Drawn in a browser, the home page made ${atLeast}${counted(reach.requests, 'request')} while loading, more than twice the median page's 71 (HTTP Archive).`,
        evidence: [measured(home.url, `${atLeast}${counted(reach.requests, 'request')}`)],
        figures: { requests: reach.requests },
      });
    } else {
      checks.push({ status: 'clear', kind: 'many-requests', page: home.url, note: `the home page made ${counted(reach.requests, 'request')}` });
    }
  } else if (fetched.bytes > PAGE_BUDGETS.htmlBytes) {
    checks.push({
      status: 'found',
      kind: 'heavy-page',
      page: home.url,
      weight: maxWeight('heavy-page') / 2,
      issue: `The home page's HTML alone is ${formatBytes(fetched.bytes)}`,
      basis: `The home page's HTML is ${formatBytes(fetched.bytes)} before any image, style or script, ${Math.round(fetched.bytes / 18_000)} times the median home page's 18 KB of HTML (HTTP Archive).`,
      evidence: [measured(home.url, `${formatBytes(fetched.bytes)} of HTML`)],
      figures: { htmlBytes: fetched.bytes },
    });
  } else if (fetched.bytes > 0) {
    checks.push({ status: 'clear', kind: 'heavy-page', page: home.url, note: `the home page's HTML is ${formatBytes(fetched.bytes)}` });
  }
  if (reach && reach.scripts > PAGE_BUDGETS.thirdPartyScripts) {
    const how = rendered ? 'loaded' : 'names';
    checks.push({
      status: 'found',
      kind: 'third-party-scripts',
      page: home.url,
      weight: maxWeight('third-party-scripts'),
      issue: `The home page loads ${reach.scripts} third-party scripts from ${counted(reach.hosts.length, 'host')}`,
      basis: `The home page ${how} ${reach.scripts} scripts from other companies' hosts (${reach.hosts.slice(0, 5).join(', ')}${reach.hosts.length > 5 ? ` and ${reach.hosts.length - 5} more` : ''}), more than the ${PAGE_BUDGETS.thirdPartyScripts} scripts the median page loads in all (HTTP Archive).`,
      evidence: [measured(home.url, `${reach.scripts} third-party scripts from ${counted(reach.hosts.length, 'host')}`)],
      figures: { scripts: reach.scripts, hosts: reach.hosts.length },
      subject: { page: home.url, extraFields: reach.hosts },
    });
  } else if (reach) {
    checks.push({ status: 'clear', kind: 'third-party-scripts', page: home.url, note: `the home page loads ${counted(reach.scripts, 'third-party script')}` });
  }
  return checks;
}

/** "user-scalable=no", "maximum-scale=1": a viewport that keeps visitors from zooming in. */
function forbidsZoom(viewport: string): string | undefined {
  const settings = new Map(
    viewport
      .toLowerCase()
      .split(/[,;]/)
      .map((part) => part.split('=').map((side) => side.trim()) as [string, string | undefined]),
  );
  const scalable = settings.get('user-scalable');
  if (scalable === 'no' || scalable === '0') return `user-scalable=${scalable}`;
  const maximum = Number(settings.get('maximum-scale'));
  if (Number.isFinite(maximum) && settings.has('maximum-scale') && maximum <= 1) return `maximum-scale=${settings.get('maximum-scale')}`;
  return undefined;
}

function viewportChecks(home: PageModel): ObservedCheck[] {
  if (home.viewport === undefined) {
    return [
      {
        status: 'found',
        kind: 'no-viewport',
        page: home.url,
        weight: maxWeight('no-viewport'),
        issue: 'The home page has no mobile viewport',
        basis: 'The home page has no <meta name="viewport"> tag, so phones lay it out at desktop width and shrink it to fit the screen.',
        evidence: [measured(home.url, 'no <meta name="viewport"> in the page')],
        figures: {},
      },
    ];
  }
  const viewport = `<meta name="viewport" content="${home.viewport}">`;
  const forbids = forbidsZoom(home.viewport);
  const hasViewport: ObservedCheck = { status: 'clear', kind: 'no-viewport', page: home.url, note: 'the home page sets a mobile viewport' };
  if (!forbids) return [hasViewport, { status: 'clear', kind: 'zoom-blocked', page: home.url, note: 'the home page lets visitors zoom' }];
  const evidence: AdviceEvidence[] = [measured(home.url, viewport)];
  return [
    hasViewport,
    {
      status: 'found',
      kind: 'zoom-blocked',
      page: home.url,
      weight: maxWeight('zoom-blocked'),
      issue: `The home page keeps visitors from zooming (${forbids})`,
      basis: `The home page's viewport says ${forbids}, so visitors on phones cannot zoom in to read.`,
      evidence,
      figures: {},
    },
  ];
}

export const pageWeightAudit: Auditor = (input) => {
  const home = input.site.home;
  if (!home?.readable) return [];
  const fetched = input.pages.find((page) => page.url === home.url && page.kind === 'home') ?? input.pages.find((page) => page.kind === 'home');
  if (!fetched) return [];
  return [...weightChecks(home, fetched, reachOf(home, fetched, input)), ...viewportChecks(home)];
};
