import { useEffect, useRef, useState } from 'react';
import type { RevenueImpact, RevenueImpactInput } from '../../../../../engine/revenue/revenue-impact.ts';
import { createRevenueCalculator, latestOnly } from '../../../lib/revenue-bridge.ts';

/**
 * The revenue figures for the given inputs, computed in the revenue worker. While
 * sliders move only the latest values are sent, and an answer that a newer input has
 * overtaken is dropped, so the figures never jump back.
 */
export function useRevenueImpact(input: RevenueImpactInput): { impact: RevenueImpact | undefined; failed: boolean } {
  const [impact, setImpact] = useState<RevenueImpact>();
  const [failed, setFailed] = useState(false);
  const runner = useRef<ReturnType<typeof latestOnly<RevenueImpactInput, RevenueImpact>>>(undefined);

  useEffect(() => {
    const calculator = createRevenueCalculator();
    const latest = latestOnly(
      (next: RevenueImpactInput) => calculator.calculate(next),
      (output: RevenueImpact) => {
        setImpact(output);
        setFailed(false);
      },
      () => setFailed(true),
    );
    runner.current = latest;
    return () => {
      latest.stop();
      calculator.dispose();
      runner.current = undefined;
    };
  }, []);

  const key = JSON.stringify(input);
  useEffect(() => {
    runner.current?.submit(JSON.parse(key) as RevenueImpactInput);
  }, [key]);

  return { impact, failed };
}
