import type { FunnelStep } from '../contract/analysis.ts';
import { defaultFunnel, optimiseFunnel, type OptimisedFunnelStep } from './funnel.ts';
import { activatedUsers, annualRevenue, monthlyRevenue, resolveMetrics, type RawMetricInputs } from './metrics.ts';
import { DEFAULT_GROWTH_SCENARIO, optimisedActivationRate, upliftCopy, type UpliftCopy } from './uplift.ts';

export interface RevenueImpactInput extends RawMetricInputs {
  /** Growth scenario in percent (25, 35 or 50 in the UI); default 35. */
  upliftPercent?: number;
  /** The result's activationFunnelSteps; the default funnel when absent or empty. */
  funnelSteps?: readonly FunnelStep[];
}

export interface RevenueFigures {
  activationRate: number;
  activatedUsers: number;
  monthlyRevenue: number;
  annualRevenue: number;
}

export interface RevenueImpact {
  signupsPerMonth: number;
  revenuePerUser: number;
  upliftPercent: number;
  current: RevenueFigures;
  optimised: RevenueFigures;
  /** Optimised annual revenue minus current annual revenue. */
  annualImpact: number;
  monthlyImpact: number;
  funnel: OptimisedFunnelStep[];
  copy: UpliftCopy;
}

/**
 * The revenue tab's whole calculation, called by the PWA's revenue worker as the
 * sliders move and by the server when it writes a result: same numbers everywhere.
 */
export function computeRevenueImpact(input: RevenueImpactInput = {}): RevenueImpact {
  const metrics = resolveMetrics(input);
  const upliftPercent = input.upliftPercent ?? DEFAULT_GROWTH_SCENARIO;
  const optimisedRate = optimisedActivationRate(metrics.activationRate, upliftPercent);
  const figures = (activationRate: number): RevenueFigures => {
    const monthly = monthlyRevenue({ ...metrics, activationRate });
    return {
      activationRate,
      activatedUsers: activatedUsers(metrics.signupsPerMonth, activationRate),
      monthlyRevenue: monthly,
      annualRevenue: annualRevenue(monthly),
    };
  };
  const current = figures(metrics.activationRate);
  const optimised = figures(optimisedRate);
  const steps = input.funnelSteps?.length ? input.funnelSteps : defaultFunnel(metrics.activationRate);
  return {
    signupsPerMonth: metrics.signupsPerMonth,
    revenuePerUser: metrics.revenuePerUser,
    upliftPercent,
    current,
    optimised,
    annualImpact: optimised.annualRevenue - current.annualRevenue,
    monthlyImpact: optimised.monthlyRevenue - current.monthlyRevenue,
    funnel: optimiseFunnel(steps, metrics.activationRate, optimisedRate, upliftPercent),
    copy: upliftCopy(upliftPercent),
  };
}
