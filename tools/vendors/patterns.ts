import { isValidHost, sharedHostOf } from './hosts.ts';

/**
 * Turns the sources' URL patterns into the table's facts: a host, a `host/path` on a
 * shared host, or a script file named after the vendor. Patterns this cannot read
 * with certainty (a host built from a wildcard) give nothing rather than a guess.
 */
export interface UrlFacts {
  hosts: string[];
  urls: string[];
  scripts: string[];
}

export function emptyFacts(): UrlFacts {
  return { hosts: [], urls: [], scripts: [] };
}

export function addFacts(into: UrlFacts, from: UrlFacts): UrlFacts {
  into.hosts.push(...from.hosts);
  into.urls.push(...from.urls);
  into.scripts.push(...from.scripts);
  return into;
}

/** The shortest path on a shared host that still names one vendor. */
const MIN_SHARED_PATH = 6;

/**
 * One literal `host/path`, `.host/path`, `/path/file.js` or `file.min.js`, read into
 * facts. A path narrows a shared host always, and any host when `keepPath` (the source
 * limits the vendor to that path, as a filter rule does).
 */
export function factsOfLiteral(literal: string, keepPath = false): UrlFacts {
  const facts = emptyFacts();
  let text = literal.replace(/^(?:https?:)?\/\//, '');
  if (text.startsWith('/') || !text.includes('.')) return scriptFacts(text, facts);
  text = text.replace(/^\./, '');
  const slash = text.indexOf('/');
  const host = (slash < 0 ? text : text.slice(0, slash)).toLowerCase();
  const path = slash < 0 ? '' : text.slice(slash);
  if (!isValidHost(host)) return /\.m?js$/.test(text) && !text.includes('/') ? scriptFacts(text, facts) : facts;
  const pathLength = path.replace(/\/$/, '').length;
  if (sharedHostOf(host)) {
    if (pathLength >= MIN_SHARED_PATH) facts.urls.push(`${host}${path}`);
  } else if (keepPath && pathLength > 1) facts.urls.push(`${host}${path}`);
  else facts.hosts.push(host);
  return facts;
}

/** A script file recognised on any host: it must be a `.js` file whose name is long enough to be the vendor's. */
function scriptFacts(path: string, facts: UrlFacts): UrlFacts {
  const file = path.split('/').at(-1) ?? '';
  if (/\.m?js$/.test(file) && file.replace(/(?:\.min)?\.m?js$/, '').length >= 6) facts.scripts.push(path.startsWith('/') ? path : `/${path}`);
  return facts;
}

/** Wappalyzer's tags after `\;` (`\;version:\1`, `\;confidence:50`). */
export function withoutTags(pattern: string): string {
  return pattern.split('\\;')[0] ?? '';
}

/** The confidence a Wappalyzer pattern claims (100 unless tagged lower). */
export function confidenceOf(pattern: string): number {
  const match = /\\;confidence:(\d+)/.exec(pattern);
  return match ? Number(match[1]) : 100;
}

/**
 * A Wappalyzer URL regex read as literals: simple alternation groups (`(?:a|b)`, an
 * optional `(?:x)?`) are expanded, and each variant is cut at its first wildcard.
 */
export function factsOfRegex(pattern: string): UrlFacts {
  const facts = emptyFacts();
  for (const variant of expandGroups(
    withoutTags(pattern)
      .replace(/^\^/, '')
      .replace(/^(?:\(\?:https\?:\)\?|https\?:)?\/\//, ''),
  )) {
    addFacts(facts, factsOfLiteral(literalPrefix(variant)));
  }
  return facts;
}

/** Variants of a pattern with each literal alternation group expanded (at most 16). */
function expandGroups(pattern: string): string[] {
  const group = /\((?:\?:)?([\w\\.\-/|]*)\)(\?)?/.exec(pattern);
  if (!group) return [pattern];
  const branches = (group[1] ?? '').split('|');
  if (group[2]) branches.push('');
  const before = pattern.slice(0, group.index);
  const after = pattern.slice(group.index + group[0].length);
  return branches.flatMap((branch) => expandGroups(`${before}${branch}${after}`)).slice(0, 16);
}

/** The literal text a regex starts with, up to its first wildcard, with escapes undone. */
function literalPrefix(pattern: string): string {
  let literal = '';
  for (let index = 0; index < pattern.length;) {
    let char = pattern[index] ?? '';
    let width = 1;
    if (char === '\\') {
      char = pattern[index + 1] ?? '';
      width = 2;
      if (!/[./\-_]/.test(char)) break; // \w, \d, \s...: a class, not a literal
    } else if (char !== '.' && !/[\w\-/:@]/.test(char)) {
      break; // a class, a group, an anchor: the literal ends here
    }
    // A bare dot is a host's dot written loosely, unless a quantifier makes it a wildcard.
    const quantifier = pattern[index + width] ?? '';
    if (/[*?{]/.test(quantifier) || (quantifier === '+' && pattern[index] === '.')) break;
    literal += char;
    if (quantifier === '+') break;
    index += width;
  }
  return literal;
}
