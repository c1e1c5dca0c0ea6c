// npm run engine:bump -- "<what moved, in one line>" [--major]
// Run when engine-version.test.ts says the engine's results moved (the lead does at every
// merge). Computes the digest of the results over every fixture site; when it moved, it
// bumps ENGINE_VERSION (minor, or major when the result's contract moved so that older
// results may not read as it, or --major is given), pins the new digest in
// engine/analysis/engine-versions.ts and the contract's lines in engine-result-shape.txt,
// adds the line to engine/CHANGELOG.md with the parts that moved, and stamps the pinned
// snapshots (engine/analysis/__snapshots__) with the new version. Nothing moved: nothing is written.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { ENGINE_VERSION } from '../../engine/analysis/analyze.ts';
import { ENGINE_VERSIONS, type EngineVersionRecord } from '../../engine/analysis/engine-versions.ts';
import {
  bumpKindOf,
  contractChangeSince,
  ENGINE_FILES,
  fixtureDigest,
  movedParts,
  nextVersion,
  pinnedShape,
  SHAPE_FILE,
  shapeFileText,
} from '../../test-support/engine/engine-digest.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FILES = {
  analyze: path.join(repoRoot, 'engine/analysis/analyze.ts'),
  versions: path.join(repoRoot, 'engine/analysis/engine-versions.ts'),
  changelog: path.join(repoRoot, 'engine/CHANGELOG.md'),
  snapshots: path.join(repoRoot, 'engine/analysis/__snapshots__'),
};

const args = process.argv.slice(2);
const major = args.includes('--major');
const line = args
  .filter((arg) => arg !== '--major')
  .join(' ')
  .trim();

const pinned = ENGINE_VERSIONS.at(-1)!;
const current = await fixtureDigest();
if (current.digest === pinned.digest && ENGINE_VERSION === pinned.version && !major) {
  process.stdout.write(`The engine's results on the fixture sites did not move: ${ENGINE_VERSION} stays (digest ${current.digest}).\n`);
  process.exit(0);
}
if (!line) {
  process.stderr.write(
    'Say what moved, in one line: npm run engine:bump -- "Live chat: ... (issue #N)". It becomes the version\'s line in engine/CHANGELOG.md.\n',
  );
  process.exit(2);
}
const moved = movedParts(pinned.parts, current.parts);
const change = contractChangeSince(pinned, await pinnedShape(), current);
// The first pin follows a version without a digest: what moved cannot be told, so it is minor unless --major says otherwise.
const kind = major ? 'major' : pinned.parts ? bumpKindOf(moved, change) : 'minor';
const version = nextVersion(pinned.version, kind);
const record: EngineVersionRecord = { version, digest: current.digest, parts: current.parts };

const analyze = await readFile(FILES.analyze, 'utf8');
const versionLine = /export const ENGINE_VERSION = '[^']*';/;
if (!versionLine.test(analyze)) throw new Error(`No ENGINE_VERSION line in ${FILES.analyze}`);
await writeFile(FILES.analyze, analyze.replace(versionLine, `export const ENGINE_VERSION = '${version}';`));

const versions = await readFile(FILES.versions, 'utf8');
const head = versions.slice(0, versions.indexOf('export const ENGINE_VERSIONS'));
const table = `${head}export const ENGINE_VERSIONS: readonly EngineVersionRecord[] = ${JSON.stringify([...ENGINE_VERSIONS, record], null, 2)};\n`;
await writeFile(FILES.versions, await format(table, { ...(await resolveConfig(FILES.versions)), filepath: FILES.versions }));
await writeFile(SHAPE_FILE, shapeFileText(version, current));

const changelog = await readFile(FILES.changelog, 'utf8');
const named = moved.map((part) => (part === 'contract' && change ? `contract (${change.kind === 'breaking' ? 'broke' : 'grew'})` : part));
const what = pinned.parts ? ` Moved on the fixture sites: ${named.join(', ')}.` : '';
const said = line.replace(/\s+/g, ' ').replace(/([^.!?])$/, '$1.');
await writeFile(FILES.changelog, `${changelog.trimEnd()}\n- ${version}: ${said}${what}\n`);

// The pinned snapshots are results of this engine: only their stamp moves with the bump
// (what else moved in them is the change's own, updated with `vitest -u` by who made it).
const stamped: string[] = [];
for (const name of (await readdir(FILES.snapshots)).filter((file) => file.endsWith('.json'))) {
  const file = path.join(FILES.snapshots, name);
  const text = await readFile(file, 'utf8');
  const next = text.replace(/"engineVersion": "[^"]*"/g, `"engineVersion": "${version}"`);
  if (next !== text) {
    await writeFile(file, next);
    stamped.push(path.relative(repoRoot, file));
  }
}

const grew = change?.kind === 'additive' ? ' (the contract only grew: older results still read)' : '';
const broke = change?.kind === 'breaking' ? `The contract broke at:\n${change.breaking.map((entry) => `  ${entry}`).join('\n')}\n` : '';
process.stdout.write(
  `Engine ${pinned.version} -> ${version} (${kind}); moved: ${moved.join(', ') || 'nothing on the fixture sites'}${grew}.\n${broke}` +
    `Written: ${[...ENGINE_FILES, 'engine/CHANGELOG.md', ...stamped].join(', ')}.\n` +
    'Check with: npx vitest run engine/analysis/engine-version.test.ts engine/analysis/pinned-results.test.ts, then commit them with the change.\n',
);
