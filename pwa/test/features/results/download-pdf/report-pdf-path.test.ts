import { describe, expect, it } from 'vitest';
import { attachmentFileName, reportPdfPath } from '../../../../src/features/results/download-pdf/report-pdf-path.ts';

describe('reportPdfPath', () => {
  it('prints a shared report by its slug, under the company name', () => {
    expect(reportPdfPath({ analysisId: 'a1', shareSlug: 'acme-corp' })).toBe('/api/results/acme-corp/report.pdf');
  });
  it('prints an own report by its analysis id', () => {
    expect(reportPdfPath({ analysisId: '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c' })).toBe('/api/analysis/3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c/report.pdf');
  });
  it('has no server PDF for a report with neither', () => {
    expect(reportPdfPath({})).toBeUndefined();
  });
});

describe('attachmentFileName', () => {
  it('reads the server-given name', () => {
    expect(attachmentFileName('attachment; filename="Acme-onboarding-report-2026-11-22.pdf"', 'report.pdf')).toBe('Acme-onboarding-report-2026-11-22.pdf');
  });
  it('falls back without one', () => {
    expect(attachmentFileName(null, 'report.pdf')).toBe('report.pdf');
    expect(attachmentFileName('attachment', 'report.pdf')).toBe('report.pdf');
  });
});
