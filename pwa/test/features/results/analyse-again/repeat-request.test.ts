import { describe, expect, it } from 'vitest';
import { repeatRequestOf } from '../../../../src/features/results/analyse-again/repeat-request.ts';

describe('repeatRequestOf', () => {
  it("asks for the same address with the report's metrics", () => {
    const request = repeatRequestOf({
      url: 'https://acme.io/',
      revenue: { currentMetrics: { signupsPerMonth: 800, activationRate: 30, revenuePerUser: 90, monthlyRevenue: 21_600, annualRevenue: 259_200 } },
    });
    expect(request).toEqual({ url: 'https://acme.io/', signupsPerMonth: 800, currentActivationRate: 30, averageRevenuePerUser: 90 });
  });
});
