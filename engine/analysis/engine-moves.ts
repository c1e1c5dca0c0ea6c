import { SIGNAL_IDS, type SignalId } from '../contract/signals.ts';
import { ENGINE_VERSIONS, type EngineVersionRecord } from './engine-versions.ts';

/**
 * The parts of a result the engine's digest is taken over, one digest each
 * (test-support/engine/engine-digest.ts): which part moved between two versions is
 * known exactly, so a difference between two reports can be told the engine's or the site's.
 */
export const RESULT_PARTS = {
  /** Maturity score and level, friction scores and levels, the demo-only flag. */
  scores: 'scores',
  /** The strategies chosen and their order. */
  strategies: 'strategies',
  /** The report's words: what's working, where to improve, friction issues, job to be done, site name, strategy texts. */
  copy: 'copy',
  /** Pages, coverage, revenue: the rest of the result. */
  report: 'report',
  /** The result's shape (its JSON schema): a move here is a major version. */
  contract: 'contract',
} as const;

export const signalPart = (id: SignalId) => `signal:${id}`;

/** What moved from one engine version to another. */
export interface EngineMoves {
  /** Signals whose findings moved on some fixture site. */
  signals: SignalId[];
  /** Scores or levels moved (weights, bands, or a signal they rest on). */
  scores: boolean;
  /** False when a version has no digest (1.0.0, or one this build does not know): then everything may have moved. */
  known: boolean;
}

const EVERYTHING: EngineMoves = { signals: [...SIGNAL_IDS], scores: true, known: false };

/**
 * What moved between two versions, in either order: a part counts when it moved at any
 * step between them, so a part that moved and moved back still counts.
 */
export function movesBetween(a: string, b: string, history: readonly EngineVersionRecord[] = ENGINE_VERSIONS): EngineMoves {
  if (a === b) return { signals: [], scores: false, known: true };
  const ia = history.findIndex((entry) => entry.version === a);
  const ib = history.findIndex((entry) => entry.version === b);
  if (ia < 0 || ib < 0) return EVERYTHING;
  const steps = history.slice(Math.min(ia, ib), Math.max(ia, ib) + 1);
  if (steps.some((entry) => !entry.parts)) return EVERYTHING;
  const moved = new Set<string>();
  for (let i = 1; i < steps.length; i += 1) {
    const before = steps[i - 1]!.parts!;
    const after = steps[i]!.parts!;
    for (const part of new Set([...Object.keys(before), ...Object.keys(after)])) if (before[part] !== after[part]) moved.add(part);
  }
  return { signals: SIGNAL_IDS.filter((id) => moved.has(signalPart(id))), scores: moved.has(RESULT_PARTS.scores), known: true };
}
