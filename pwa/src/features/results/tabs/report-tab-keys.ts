import { REPORT_TABS } from '../../../../../engine/contract/report-copy.ts';

/** SPEC section 2's five tabs are typed once in engine/contract: the PDF prints them too. */
export { REPORT_TABS };

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
