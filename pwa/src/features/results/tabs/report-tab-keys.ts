/** SPEC section 2: the five tabs, in order, with their internal keys. */
export const REPORT_TABS = [
  { key: 'maturity', label: 'Onboarding Overview' },
  { key: 'revenue', label: 'Revenue Impact' },
  { key: 'friction', label: 'Friction Analysis' },
  { key: 'strategy', label: 'Improvement Strategy' },
  { key: 'whatsnext', label: "What's Next" },
] as const;

export type ReportTabKey = (typeof REPORT_TABS)[number]['key'];

export const DEFAULT_REPORT_TAB: ReportTabKey = 'maturity';

export function isReportTabKey(value: unknown): value is ReportTabKey {
  return REPORT_TABS.some((tab) => tab.key === value);
}

/** The tabs before and after one, for the mobile Back and Next buttons. */
export function neighbourTabs(key: ReportTabKey) {
  const index = REPORT_TABS.findIndex((tab) => tab.key === key);
  return { previous: REPORT_TABS[index - 1], next: REPORT_TABS[index + 1] };
}
