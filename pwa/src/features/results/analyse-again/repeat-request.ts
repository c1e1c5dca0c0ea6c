import type { AnalyzeRequest } from '../../../../../engine/contract/analysis.ts';
import type { ReportResult } from '../report-source.ts';

/** "Analyse again": the same address and the same three metrics as the report being read. */
export function repeatRequestOf(result: Pick<ReportResult, 'url' | 'revenue'>): AnalyzeRequest {
  const metrics = result.revenue.currentMetrics;
  return {
    url: result.url,
    signupsPerMonth: metrics.signupsPerMonth,
    currentActivationRate: metrics.activationRate,
    averageRevenuePerUser: metrics.revenuePerUser,
  };
}
