import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { analyzePages, CURRENT_ENGINE, type Engine } from '../../engine/analysis/analyze.ts';
import { RESULT_PARTS, signalPart } from '../../engine/analysis/engine-moves.ts';
import { contractChange, resultShape, type ContractChange } from '../../engine/analysis/result-shape.ts';
import { analysisResultSchema, type AnalysisResult } from '../../engine/contract/analysis.ts';
import { z } from '../../engine/contract/zod.ts';
import { loadFixtureSites } from '../fixture-sites/sites/load-fixture-sites.ts';

/** Every fixture site is analysed at this moment, so no clock reaches the digest. */
export const DIGEST_ANALYZED_AT = '2026-01-01T00:00:00.000Z';

export interface EngineDigest {
  /** Of every site's whole result (version and time aside) and the contract. */
  digest: string;
  /** One digest per part of the results (engine-moves.ts names them). */
  parts: Record<string, string>;
  /** The result's contract as lines (result-shape.ts): whether a contract move breaks older results. */
  shape: string[];
}

type SiteResult = { site: string; result: Omit<AnalysisResult, 'analysisId'> };

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** The digests of these results: the whole, and each part over every site. */
export function digestOf(results: readonly SiteResult[]): EngineDigest {
  const sites = [...results].sort((a, b) => a.site.localeCompare(b.site));
  const over = (pick: (result: SiteResult['result']) => unknown) => hash(sites.map(({ site, result }) => [site, pick(result)]));
  const parts: Record<string, string> = {};
  for (const id of sites[0]?.result.signals.map((signal) => signal.id) ?? []) {
    parts[signalPart(id)] = over((result) => result.signals.find((signal) => signal.id === id));
  }
  parts[RESULT_PARTS.scores] = over(({ maturity, friction, onboardingFlags }) => ({
    score: maturity.score,
    level: maturity.level,
    demoOnly: onboardingFlags.demoOnly,
    friction: (['functional', 'emotional', 'motivational'] as const).map((type) => [friction[type].score, friction[type].level]),
  }));
  parts[RESULT_PARTS.strategies] = over((result) => result.strategies.map((strategy) => strategy.id));
  parts[RESULT_PARTS.copy] = over(({ siteName, maturity, friction, strategies }) => ({
    siteName,
    workingPoints: maturity.workingPoints,
    improvementAreas: maturity.improvementAreas,
    friction,
    strategies,
  }));
  parts[RESULT_PARTS.report] = over(({ url, revenue, pages, coverage }) => ({ url, revenue, pages, coverage }));
  // The shape the server stores and serves: a field added, renamed or retyped moves it.
  parts[RESULT_PARTS.contract] = hash(z.toJSONSchema(analysisResultSchema, { io: 'output', unrepresentable: 'any' }));
  const whole = sites.map(({ site, result }) => {
    const { engineVersion: _version, analyzedAt: _at, ...rest } = result;
    return [site, rest];
  });
  return { digest: hash([whole, parts[RESULT_PARTS.contract]]), parts, shape: resultShape() };
}

/** The digest of `engine` over every fixture site (test-support/fixture-sites/sites), read straight from disk. */
export async function fixtureDigest(engine: Engine = CURRENT_ENGINE): Promise<EngineDigest> {
  const sites = await loadFixtureSites();
  return digestOf(
    sites.map((site) => ({ site: site.id, result: analyzePages({ url: site.url, pages: site.pages, options: {}, analyzedAt: DIGEST_ANALYZED_AT }, engine) })),
  );
}

/** The parts whose digests differ: what moved from `before` to `after`. */
export function movedParts(before: Readonly<Record<string, string>> | undefined, after: Readonly<Record<string, string>>): string[] {
  if (!before) return Object.keys(after);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((part) => before[part] !== after[part]);
}

export const BUMP_COMMAND = 'npm run engine:bump -- "<what moved, in one line>"';

/** What a bump writes besides engine/CHANGELOG.md and the pinned snapshots' engineVersion. */
export const ENGINE_FILES = ['engine/analysis/analyze.ts', 'engine/analysis/engine-versions.ts', 'engine/analysis/engine-result-shape.txt'];

export type BumpKind = 'major' | 'minor';

/**
 * Major when the result's contract moved so that older results may not read as it
 * (`change` says; unknown counts as breaking), minor for any other move: detectors,
 * weights, copy, a field or enum member added.
 */
export function bumpKindOf(moved: readonly string[], change: ContractChange | undefined): BumpKind {
  return moved.includes(RESULT_PARTS.contract) && change?.kind !== 'additive' && change?.kind !== 'none' ? 'major' : 'minor';
}

/** The contract's lines as the last pinned version left them (engine/analysis/engine-result-shape.txt). */
export interface PinnedShape {
  version: string;
  /** The contract part's digest they were taken with: they belong to the pin with this digest only. */
  contract: string;
  lines: string[];
}

export const SHAPE_FILE = new URL('../../engine/analysis/engine-result-shape.txt', import.meta.url);

export async function pinnedShape(): Promise<PinnedShape | undefined> {
  const text = await readFile(SHAPE_FILE, 'utf8').catch(() => undefined);
  const header = text && /^# engine (\S+), contract digest (\S+)/.exec(text);
  if (!text || !header) return undefined;
  return { version: header[1]!, contract: header[2]!, lines: text.split('\n').filter((line) => line !== '' && !line.startsWith('#')) };
}

export function shapeFileText(version: string, digest: EngineDigest): string {
  const head = [
    `# engine ${version}, contract digest ${digest.parts[RESULT_PARTS.contract]}`,
    "# The result's contract as that version left it (engine/analysis/result-shape.ts), written by npm run engine:bump:",
    '# the next bump compares with it to tell a contract that only grew (minor) from one that broke (major).',
  ];
  return `${[...head, ...digest.shape].join('\n')}\n`;
}

/** How the contract moved since the pin, when the pinned lines belong to it; undefined when that cannot be told. */
export function contractChangeSince(
  pinned: { parts?: Readonly<Record<string, string>> },
  shape: PinnedShape | undefined,
  current: EngineDigest,
): ContractChange | undefined {
  if (!shape || !pinned.parts || shape.contract !== pinned.parts[RESULT_PARTS.contract]) return undefined;
  return contractChange(shape.lines, current.shape);
}

export function nextVersion(version: string, kind: BumpKind): string {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return kind === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
}

/** What the digest test says when the pin and the engine disagree, and what to do; undefined when they agree. */
export function pinMismatch(
  current: EngineDigest,
  version: string,
  pinned: { version: string; digest?: string; parts?: Readonly<Record<string, string>> },
  shape?: PinnedShape,
): string | undefined {
  const moved = movedParts(pinned.parts, current.parts);
  const change = contractChangeSince(pinned, shape, current);
  const procedure = [
    `Run ${BUMP_COMMAND}`,
    `It bumps ENGINE_VERSION in engine/analysis/analyze.ts (here ${bumpKindOf(moved, change)}: major when the result's contract moved so older results may not read as it, minor for detector, weight or copy changes and added fields),`,
    ...(change?.kind === 'breaking' ? [`The contract broke at:\n${change.breaking.map((line) => `  ${line}`).join('\n')}`] : []),
    `pins the new digest (${ENGINE_FILES.join(', ')}), adds the line to engine/CHANGELOG.md and stamps the pinned snapshots; commit what it lists with the change.`,
    'On a branch whose version the lead bumps at merge, leave it and say in your report that the engine results moved, and which parts.',
  ].join('\n');
  if (version !== pinned.version) {
    return `ENGINE_VERSION is ${version} but the last pinned version is ${pinned.version}: the version is bumped with its digest, not by hand.\n${procedure}`;
  }
  if (current.digest === pinned.digest) return undefined;
  const what = pinned.parts ? `moved (${moved.join(', ')})` : 'have no pinned digest yet';
  return `The engine's results on the fixture sites ${what} but ENGINE_VERSION is still ${version}.\n${procedure}`;
}

/** engine/CHANGELOG.md's entries, in order: "- 1.2.0: what moved". */
export async function changelogEntries(): Promise<{ version: string; text: string }[]> {
  const lines = (await readFile(new URL('../../engine/CHANGELOG.md', import.meta.url), 'utf8')).split('\n');
  return lines.flatMap((line) => {
    const match = /^- (\d+\.\d+\.\d+): (.*)$/.exec(line);
    return match ? [{ version: match[1]!, text: match[2]!.trim() }] : [];
  });
}
