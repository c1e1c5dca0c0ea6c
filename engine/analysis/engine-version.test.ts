import { describe, expect, it } from 'vitest';
import { bumpKindOf, changelogEntries, fixtureDigest, movedParts, pinMismatch, nextVersion, pinnedShape } from '../../test-support/engine/engine-digest.ts';
import { SIGNAL_DETECTORS } from './signals/registry.ts';
import { CURRENT_ENGINE, ENGINE_VERSION } from './analyze.ts';
import { movesBetween, signalPart } from './engine-moves.ts';
import { ENGINE_VERSIONS } from './engine-versions.ts';

/**
 * ENGINE_VERSION means something: it moves whenever the engine's results on the same
 * pages move. The digest of the results over every fixture site is pinned with the version
 * it was made by (engine-versions.ts); a move without a bump fails here and says what to do.
 */
describe('the engine version', () => {
  it('is pinned to the digest of the results over every fixture site', async () => {
    const pinned = ENGINE_VERSIONS.at(-1)!;
    const message = pinMismatch(await fixtureDigest(), ENGINE_VERSION, pinned, await pinnedShape());
    expect(message, message).toBeUndefined();
  });

  it("keeps the last version's contract as lines, which the next bump compares with", async () => {
    const pinned = ENGINE_VERSIONS.at(-1)!;
    const shape = await pinnedShape();
    expect(shape, 'engine/analysis/engine-result-shape.txt is written by npm run engine:bump').toMatchObject({
      version: pinned.version,
      contract: pinned.parts?.['contract'],
    });
    expect(shape!.lines).toEqual((await fixtureDigest()).shape);
  });

  it('has one changelog line per version, in the order the versions were made', async () => {
    const entries = await changelogEntries();
    expect(entries.map((entry) => entry.version)).toEqual(ENGINE_VERSIONS.map((entry) => entry.version));
    for (const entry of entries) expect(entry.text.length, `the line of ${entry.version} says what moved`).toBeGreaterThan(10);
  });

  it('rises by one step with each version, each pinned with its digest', () => {
    // Minor or major was the bump's to tell from the contract's lines at the time (result-shape.test.ts).
    for (let i = 1; i < ENGINE_VERSIONS.length; i += 1) {
      const before = ENGINE_VERSIONS[i - 1]!;
      const after = ENGINE_VERSIONS[i]!;
      expect(after.parts, `${after.version} is pinned with its digest`).toBeDefined();
      expect([nextVersion(before.version, 'minor'), nextVersion(before.version, 'major')]).toContain(after.version);
    }
  });

  it('fails, naming what moved and the command to run, when a detector changes its output and the version does not', async () => {
    const pinned = ENGINE_VERSIONS.at(-1)!;
    // A detector that stops finding live chat anywhere: the kind of change a branch makes by mistake.
    const changed = {
      ...CURRENT_ENGINE,
      detectors: SIGNAL_DETECTORS.map((d) => (d.id === 'live-chat' ? { ...d, detect: () => ({ present: false, evidence: [] }) } : d)),
    };
    const current = await fixtureDigest();
    const moved = await fixtureDigest(changed);
    expect(movedParts(current.parts, moved.parts)).toEqual(expect.arrayContaining([signalPart('live-chat'), 'scores']));
    const message = pinMismatch(moved, ENGINE_VERSION, { ...pinned, digest: current.digest, parts: current.parts });
    expect(message).toContain(`moved (${signalPart('live-chat')}`);
    expect(message).toContain('npm run engine:bump -- "<what moved, in one line>"');
    expect(message).toContain('engine/CHANGELOG.md');
    expect(pinMismatch(current, ENGINE_VERSION, { ...pinned, digest: current.digest, parts: current.parts })).toBeUndefined();
  });

  it('bumps major only for a contract older results may not read as, or one whose move cannot be told', () => {
    const breaking = { kind: 'breaking' as const, breaking: ['- coverage.note?: string'] };
    expect(bumpKindOf(['signal:live-chat', 'scores'], undefined)).toBe('minor');
    expect(bumpKindOf(['contract', 'report'], { kind: 'additive', breaking: [] })).toBe('minor');
    expect(bumpKindOf(['contract'], breaking)).toBe('major');
    expect(bumpKindOf(['contract'], undefined)).toBe('major');
    expect(nextVersion('1.1.0', 'minor')).toBe('1.2.0');
    expect(nextVersion('1.4.0', 'major')).toBe('2.0.0');
  });

  it('tells which signals moved between two versions, and everything for a version without a digest', () => {
    const history = [
      { version: '1.0.0' },
      { version: '1.1.0', digest: 'a', parts: { 'signal:live-chat': '1', 'signal:free-trial': '1', scores: '1' } },
      { version: '1.2.0', digest: 'b', parts: { 'signal:live-chat': '2', 'signal:free-trial': '1', scores: '1' } },
      { version: '1.3.0', digest: 'c', parts: { 'signal:live-chat': '2', 'signal:free-trial': '1', scores: '2' } },
    ];
    expect(movesBetween('1.1.0', '1.3.0', history)).toEqual({ signals: ['live-chat'], scores: true, known: true });
    expect(movesBetween('1.3.0', '1.2.0', history)).toEqual({ signals: [], scores: true, known: true });
    expect(movesBetween('1.2.0', '1.2.0', history)).toEqual({ signals: [], scores: false, known: true });
    expect(movesBetween('1.0.0', '1.2.0', history)).toMatchObject({ scores: true, known: false, signals: expect.arrayContaining(['live-chat', 'templates']) });
    expect(movesBetween('9.9.9', '1.2.0', history).known).toBe(false);
  });
});
