import { analysisResultSchema } from '../contract/analysis.ts';
import { z } from '../contract/zod.ts';

/**
 * The result's contract as lines a reviewer can diff: one per field (`coverage.language?:
 * object`, `?` when a result may lack it), per list (`signals[]`), per union branch
 * (`<1>`), per enum member (`signals[].id = "live-chat"`). The last pinned version's lines
 * are kept in engine-result-shape.txt, so a bump can tell a contract that only grew (every
 * older result still reads: a minor version) from one that broke (a major one).
 */
export function resultShape(): string[] {
  const lines: string[] = [];
  walk(z.toJSONSchema(analysisResultSchema, { io: 'output', unrepresentable: 'any' }) as JsonSchema, '', lines);
  return lines;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  [constraint: string]: unknown;
}

/** What a value must be, bounds included: a bound tightened or loosened is a change either way. */
const CONSTRAINTS = ['format', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems'];

function kindOf(node: JsonSchema): string {
  const base =
    node.const !== undefined ? `const ${JSON.stringify(node.const)}` : node.enum ? 'enum' : node.anyOf ? 'union' : [node.type ?? 'any'].flat().join('|');
  const bounds = CONSTRAINTS.filter((key) => node[key] !== undefined).map((key) => `${key}=${JSON.stringify(node[key])}`);
  return [base, ...bounds].join(' ');
}

function walk(node: JsonSchema, path: string, lines: string[]): void {
  const required = new Set(node.required ?? []);
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const at = `${path ? `${path}.` : ''}${key}${required.has(key) ? '' : '?'}`;
    lines.push(`${at}: ${kindOf(child)}`);
    walk(child, at, lines);
  }
  if (node.items) {
    lines.push(`${path}[]: ${kindOf(node.items)}`);
    walk(node.items, `${path}[]`, lines);
  }
  if (typeof node.additionalProperties === 'object') {
    lines.push(`${path}{}: ${kindOf(node.additionalProperties)}`);
    walk(node.additionalProperties, `${path}{}`, lines);
  }
  node.anyOf?.forEach((branch, index) => {
    lines.push(`${path}<${index}>: ${kindOf(branch)}`);
    walk(branch, `${path}<${index}>`, lines);
  });
  for (const member of node.enum ?? []) lines.push(`${path} = ${JSON.stringify(member)}`);
}

export interface ContractChange {
  /** `breaking` when a result made before may not read as the new contract. */
  kind: 'none' | 'additive' | 'breaking';
  /** The lines behind a breaking change: gone (`-`) or added where older results lack them (`+`). */
  breaking: string[];
}

const pathOf = (line: string) => line.replace(/(: .*| = .*)$/, '');

/**
 * Additive when nothing was taken away and everything added is a field a result may lack
 * (and what lies under it), another union branch or another enum member: every result
 * made before still reads. Anything else (a field gone, renamed, retyped, now required, a
 * bound moved, an enum member gone) breaks.
 */
export function contractChange(before: readonly string[], after: readonly string[]): ContractChange {
  const had = new Set(before);
  const has = new Set(after);
  const gone = before.filter((line) => !has.has(line));
  const added = after.filter((line) => !had.has(line));
  // A new field a result may lack, or a new union branch: what lies under it is new with it.
  const newRoots = added.map(pathOf).filter((path) => /(\?|<\d+>)$/.test(path));
  const under = (path: string, root: string) => path === root || (path.startsWith(root) && /^[.[{<]/.test(path.slice(root.length)));
  const readsOld = (line: string) => line.includes(' = ') || newRoots.some((root) => under(pathOf(line), root));
  const breaking = [...gone.map((line) => `- ${line}`), ...added.filter((line) => !readsOld(line)).map((line) => `+ ${line}`)];
  return { kind: breaking.length > 0 ? 'breaking' : added.length > 0 ? 'additive' : 'none', breaking };
}
