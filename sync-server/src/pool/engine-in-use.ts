import { CURRENT_ENGINE, ENGINE_VERSION, type Engine } from '../../../engine/analysis/analyze.ts';
import { type EngineMoves, movesBetween } from '../../../engine/analysis/engine-moves.ts';
import type { SignalId } from '../../../engine/contract/signals.ts';

/**
 * Test hook only: never configured, handed to openServices (services.ts) by the tests
 * that build their own services or start the server through test support's entry. It
 * stands for a newer engine (another version, some detectors silenced), so a test can
 * show what an engine change does to "what changed", watches and rescoring, on pages
 * that did not change. Plain data, because it crosses into the worker threads.
 */
export interface EngineTestVariant {
  version: string;
  /** Detectors that find nothing in this variant. */
  silencedSignals: SignalId[];
}

/** The engine the analysis threads score with: this build's, or the test's variant of it. */
export function engineOf(variant: EngineTestVariant | undefined): Engine {
  if (!variant) return CURRENT_ENGINE;
  const silenced = new Set(variant.silencedSignals);
  return {
    version: variant.version,
    detectors: CURRENT_ENGINE.detectors.map((detector) =>
      silenced.has(detector.id) ? { ...detector, detect: () => ({ present: false, evidence: [] }) } : detector,
    ),
  };
}

/** What the server knows of engines: the one it runs, and what moved between any two. */
export interface EngineInfo {
  version: string;
  movesBetween(a: string, b: string): EngineMoves;
}

export function engineInfoOf(variant: EngineTestVariant | undefined): EngineInfo {
  if (!variant) return { version: ENGINE_VERSION, movesBetween: (a, b) => movesBetween(a, b) };
  // The variant is this build's engine with its silenced detectors: they moved, and the scores resting on them.
  const fromThisBuild = (other: string): EngineMoves => {
    const moves = movesBetween(other, ENGINE_VERSION);
    return { signals: [...new Set([...moves.signals, ...variant.silencedSignals])], scores: true, known: moves.known };
  };
  return {
    version: variant.version,
    movesBetween(a, b) {
      if (a === b) return movesBetween(a, b);
      if (a === variant.version) return fromThisBuild(b);
      if (b === variant.version) return fromThisBuild(a);
      return movesBetween(a, b);
    },
  };
}
