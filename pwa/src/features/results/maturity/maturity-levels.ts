import type { MaturityLevel } from '../../../../../engine/contract/analysis.ts';

/** SPEC section 4: Conversion-Optimised is displayed as 'Level 3: Optimized'; the other two follow suit. */
export const MATURITY_LEVEL_LABELS: Readonly<Record<MaturityLevel, string>> = {
  Basic: 'Level 1: Basic',
  Guided: 'Level 2: Guided',
  'Conversion-Optimised': 'Level 3: Optimized',
};

export const MATURITY_LEVEL_DESCRIPTIONS: Readonly<Record<MaturityLevel, string>> = {
  Basic: 'Visitors find little help on the way from first visit to first value; most of the path is left to them.',
  Guided: 'The essentials are in place and visitors are guided part of the way; gaps remain where people drop off.',
  'Conversion-Optimised': 'Visitors are led from first visit to first value with proof, low-risk offers and self-serve paths.',
};

export function maturityLevelLabel(level: string): string {
  return MATURITY_LEVEL_LABELS[level as MaturityLevel] ?? level;
}
