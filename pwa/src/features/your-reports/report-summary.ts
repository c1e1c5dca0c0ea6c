import type { StoredResult } from '../../lib/db.ts';
import { formatShortDate } from '../../lib/format.ts';
import { displaySiteName, siteHost } from '../../lib/site-name.ts';
import { maturityLevelLabel } from '../results/maturity/maturity-levels.ts';

/** One line of "Your reports". */
export interface ReportSummary {
  /** What /results/{key} opens: the analysis id, share slug or shared-{path} it was kept under. */
  key: string;
  /** "Acme", as the report's own title names the site. */
  site: string;
  host: string;
  /** The company name a shared report is headed with. */
  sharedAs: string | undefined;
  /** "Level 2: Guided". */
  level: string;
  /** When the site was analysed, else when the report was kept (old hand-offs carry no date). */
  date: Date;
}

export function summarizeReport({ key, result, storedAt }: StoredResult): ReportSummary {
  const analyzedAt = 'analyzedAt' in result && typeof result.analyzedAt === 'string' ? new Date(result.analyzedAt) : undefined;
  const companyName = 'companyName' in result && typeof result.companyName === 'string' && result.companyName !== '' ? result.companyName : undefined;
  return {
    key,
    site: displaySiteName(result.url),
    host: siteHost(result.url),
    sharedAs: companyName,
    level: maturityLevelLabel(String(result.maturity?.level ?? '')),
    date: analyzedAt && !Number.isNaN(analyzedAt.getTime()) ? analyzedAt : new Date(storedAt),
  };
}

export function formatReportDate(date: Date): string {
  return formatShortDate(date);
}
