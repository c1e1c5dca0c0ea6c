/** SPEC section 9: the growth scenarios the revenue tab offers, in percent. */
export const GROWTH_SCENARIOS = [25, 35, 50] as const;
export type GrowthScenario = (typeof GROWTH_SCENARIOS)[number];
export const DEFAULT_GROWTH_SCENARIO: GrowthScenario = 35;

/** Optimised activation = min(100, round(rate x (1 + uplift/100))). */
export function optimisedActivationRate(activationRate: number, upliftPercent: number): number {
  return Math.min(100, Math.round(activationRate * (1 + upliftPercent / 100)));
}

/** The band of the benchmark copy an uplift falls in: 25 or less, up to 35, above. */
function upliftBand(upliftPercent: number): 0 | 1 | 2 {
  if (upliftPercent <= 25) return 0;
  if (upliftPercent <= 35) return 1;
  return 2;
}

const CHURN_REDUCTION = ['10-15%', '15-20%', '20-25%'] as const;
const BENCHMARK_ACTIVATION_LIFT = ['25-35%', '35-45%', '45-60%'] as const;
const BENCHMARK_CHURN_CUT = ['15%', '20%', '25%'] as const;

/** SPEC section 9's benchmark source, quoted in the copy. */
export const BENCHMARK_SOURCE = '588+ SaaS benchmarks';

export interface UpliftCopy {
  /** Expected churn reduction for this scenario, e.g. "15-20%". */
  churnReduction: string;
  /** Activation lift companies reach in the benchmarks, e.g. "35-45%". */
  benchmarkActivationLift: string;
  /** Churn cut in the first 90 days in the benchmarks, e.g. "20%". */
  benchmarkChurnCut: string;
  /** The benchmark sentence as the revenue tab shows it. */
  benchmarkSentence: string;
}

/** The churn-reduction and benchmark copy that goes with an uplift scenario. */
export function upliftCopy(upliftPercent: number): UpliftCopy {
  const band = upliftBand(upliftPercent);
  const benchmarkActivationLift = BENCHMARK_ACTIVATION_LIFT[band];
  const benchmarkChurnCut = BENCHMARK_CHURN_CUT[band];
  return {
    churnReduction: CHURN_REDUCTION[band],
    benchmarkActivationLift,
    benchmarkChurnCut,
    benchmarkSentence:
      `Based on ${BENCHMARK_SOURCE}, companies that fix onboarding see ${benchmarkActivationLift} higher activation ` +
      `and up to ${benchmarkChurnCut} less churn in the first 90 days.`,
  };
}
