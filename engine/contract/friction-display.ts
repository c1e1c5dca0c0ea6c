import type { Friction, FrictionDimension, FrictionIssue } from './analysis.ts';
import { FRICTION_LEVELS, FRICTION_TYPES, type FrictionLevel, type FrictionType } from './analysis-constants.ts';
import { parseMetric as toNumber } from '../revenue/metrics.ts';

/** SPEC section 9: the displayed score always lies in its level's range. */
export const FRICTION_LEVEL_RANGES: Readonly<Record<FrictionLevel, readonly [min: number, max: number]>> = {
  'Very Low': [10, 20],
  Low: [21, 40],
  Moderate: [41, 60],
  High: [61, 80],
  'Very High': [81, 100],
};

/** Largest nudge the jitter gives a score, in points. */
export const MAX_JITTER = 2;

export const FRICTION_TYPE_LABELS: Readonly<Record<FrictionType, string>> = {
  functional: 'Functional friction',
  emotional: 'Emotional friction',
  motivational: 'Motivational friction',
};

/** When the analysis gives no usable impact text, the reader still learns why the issue matters. */
export const GENERIC_IMPACT: Readonly<Record<FrictionType, string>> = {
  functional: 'Extra steps and obstacles here slow new users down before they reach their first result, so fewer of them activate.',
  emotional: 'Doubts left unanswered here make visitors hesitate to trust you with their time, data or money, so fewer of them sign up.',
  motivational: 'Without a clear reason to keep going here, new users lose interest before they see the value of the product.',
};

/** SPEC section 9: impact texts shorter than this are replaced by the generic sentence. */
export const MIN_IMPACT_LENGTH = 15;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function isFrictionLevel(level: unknown): level is FrictionLevel {
  return (FRICTION_LEVELS as readonly unknown[]).includes(level);
}

/** The level whose range holds a 0-100 score (used when a result names no valid level). */
export function frictionLevelOfScore(score: number): FrictionLevel {
  const level = FRICTION_LEVELS.find((name) => score <= FRICTION_LEVEL_RANGES[name][1]);
  return level ?? 'Very High';
}

/** A small, repeatable nudge in [-MAX_JITTER, MAX_JITTER] (FNV-1a of the seed), so equal scores do not look machine-made. */
export function frictionJitter(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) % (2 * MAX_JITTER + 1)) - MAX_JITTER;
}

/**
 * SPEC section 9's displayed score. A raw score inside the level's range keeps its
 * place there; one outside it (or missing) is placed by its position on the 0-100
 * scale. Then the jitter, then clamping to the range, so the number shown always
 * agrees with the level shown.
 */
export function displayedFrictionScore(type: FrictionType, dimension: Pick<FrictionDimension, 'level' | 'score'>): number {
  const raw = toNumber(dimension.score);
  const level = displayedFrictionLevel(dimension);
  const [min, max] = FRICTION_LEVEL_RANGES[level];
  const placed = raw >= min && raw <= max ? raw : min + (clamp(raw, 0, 100) / 100) * (max - min);
  return clamp(Math.round(placed + frictionJitter(`${type}|${level}|${raw}`)), min, max);
}

/** The result's level, or the one its score falls in when the level is not one of SPEC's five. */
export function displayedFrictionLevel(dimension: Pick<FrictionDimension, 'level' | 'score'>): FrictionLevel {
  return isFrictionLevel(dimension.level) ? dimension.level : frictionLevelOfScore(clamp(toNumber(dimension.score), 0, 100));
}

export interface FrictionColour {
  name: 'green' | 'emerald' | 'amber' | 'orange' | 'red';
  hex: string;
}

/** SPEC section 9's colour bands: up to 20 green, 40 emerald, 60 amber, 80 orange, above red. */
export function frictionScoreColour(score: number): FrictionColour {
  if (score <= 20) return { name: 'green', hex: '#16a34a' };
  if (score <= 40) return { name: 'emerald', hex: '#10b981' };
  if (score <= 60) return { name: 'amber', hex: '#f59e0b' };
  if (score <= 80) return { name: 'orange', hex: '#f97316' };
  return { name: 'red', hex: '#dc2626' };
}

export type FrictionSeverity = 'severe' | 'significant' | 'moderate' | 'minor' | 'minimal';

/** SPEC section 9's summary wording by the mean score. */
export function frictionSeverity(mean: number): FrictionSeverity {
  if (mean > 80) return 'severe';
  if (mean > 60) return 'significant';
  if (mean > 40) return 'moderate';
  if (mean > 20) return 'minor';
  return 'minimal';
}

/** The impact sentence shown under an issue (SPEC section 9's short-impact rule). */
export function issueImpact(type: FrictionType, issue: Pick<FrictionIssue, 'impact'>): string {
  const impact = (issue.impact ?? '').trim();
  return impact.length < MIN_IMPACT_LENGTH ? GENERIC_IMPACT[type] : impact;
}

export interface DisplayedDimension {
  type: FrictionType;
  label: string;
  level: FrictionLevel;
  score: number;
  colour: FrictionColour;
  /** Observed friction first (with its kind), then what is missing. */
  issues: Pick<FrictionIssue, 'issue' | 'impact' | 'basis' | 'evidence' | 'kind'>[];
  /** Observed friction of this dimension that could not be checked: never counted, said so. */
  notChecked: { issue: string; basis: string }[];
  /** What a dimension with nothing found says (the engine's words, or the plain sentence for older results). */
  allClear?: string;
}

export interface FrictionDisplay {
  dimensions: DisplayedDimension[];
  /** Rounded mean of the three displayed scores. */
  overall: number;
  overallColour: FrictionColour;
  severity: FrictionSeverity;
  /** The type with the highest displayed score (the first in order on a tie). */
  dominant: FrictionType;
}

/** Everything the friction tab shows, from the result's friction block. */
export function frictionDisplay(friction: Pick<Friction, FrictionType> & Partial<Pick<Friction, 'observed'>>): FrictionDisplay {
  const dimensions = FRICTION_TYPES.map((type): DisplayedDimension => {
    const dimension = friction[type];
    const score = displayedFrictionScore(type, dimension);
    return {
      type,
      label: FRICTION_TYPE_LABELS[type],
      level: displayedFrictionLevel(dimension),
      score,
      colour: frictionScoreColour(score),
      // Results stored before issues had a basis show none.
      issues: (dimension.issues ?? []).map((issue) => ({
        issue: issue.issue,
        impact: issueImpact(type, issue),
        basis: issue.basis ?? '',
        evidence: issue.evidence ?? [],
        ...(issue.kind ? { kind: issue.kind } : {}),
      })),
      notChecked: (friction.observed ?? [])
        .filter((finding) => !finding.checked && finding.dimension === type)
        .map((finding) => ({ issue: finding.issue, basis: finding.basis })),
      ...(dimension.allClear ? { allClear: dimension.allClear } : {}),
    };
  });
  const mean = dimensions.reduce((sum, dimension) => sum + dimension.score, 0) / dimensions.length;
  const overall = Math.round(mean);
  const dominant = dimensions.reduce((top, dimension) => (dimension.score > top.score ? dimension : top)).type;
  return { dimensions, overall, overallColour: frictionScoreColour(overall), severity: frictionSeverity(mean), dominant };
}
