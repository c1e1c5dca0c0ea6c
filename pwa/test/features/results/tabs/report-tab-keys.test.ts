import { describe, expect, it } from 'vitest';
import { isReportTabKey, neighbourTabs, REPORT_TABS } from '../../../../src/features/results/tabs/report-tab-keys.ts';

describe('report tabs', () => {
  it('lists the five tabs of SPEC section 2 in order', () => {
    expect(REPORT_TABS.map((tab) => tab.key)).toEqual(['maturity', 'revenue', 'friction', 'strategy', 'whatsnext']);
    expect(REPORT_TABS.map((tab) => tab.label)).toEqual(['Onboarding Overview', 'Revenue Impact', 'Friction Analysis', 'Improvement Strategy', "What's Next"]);
  });

  it('names the neighbours for Back and Next, and none past either end', () => {
    expect(neighbourTabs('maturity')).toEqual({ previous: undefined, next: REPORT_TABS[1] });
    expect(neighbourTabs('friction')).toEqual({ previous: REPORT_TABS[1], next: REPORT_TABS[3] });
    expect(neighbourTabs('whatsnext')).toEqual({ previous: REPORT_TABS[3], next: undefined });
  });

  it('recognises only the five keys', () => {
    expect(isReportTabKey('revenue')).toBe(true);
    expect(isReportTabKey('Revenue')).toBe(false);
    expect(isReportTabKey(undefined)).toBe(false);
  });
});
