// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportOutcome } from '../../../src/features/results/load-report.ts';
import { REPORT_FRESH_MS, reportQuery, shownReportOutcome } from '../../../src/features/results/report-query.ts';
import type { ReportResult } from '../../../src/features/results/report-source.ts';

const SEGMENT = '0f8fad5b-d9cb-469f-a165-70867728950e';
const result = { url: 'https://acme.com' } as ReportResult;
const report = (offline: boolean): ReportOutcome => ({ kind: 'report', result, offline });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ url: 'https://acme.com', maturity: {}, friction: {}, revenue: {}, strategies: [] }), { status: 200 }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** Whether a screen opening with `outcome` in the cache asks the server again. */
async function asksAgain(outcome: ReportOutcome): Promise<boolean> {
  const queryClient = new QueryClient();
  queryClient.setQueryData(reportQuery(SEGMENT).queryKey, outcome);
  await queryClient.fetchQuery(reportQuery(SEGMENT));
  return fetchMock.mock.calls.length > 0;
}

describe('reportQuery', () => {
  it('is one key per /results/{segment}, shared by the results page and the comparison', () => {
    expect(reportQuery(SEGMENT).queryKey).toEqual(['report', SEGMENT]);
    expect(reportQuery('acme-share').queryKey).toEqual(['report', 'acme-share']);
  });

  it('answers offline too: it never waits for a connection', () => {
    expect(reportQuery(SEGMENT).networkMode).toBe('always');
  });

  it('keeps a report read from the server long enough to open what a hovered link fetched', async () => {
    expect(await asksAgain(report(false))).toBe(false);
    expect(reportQuery(SEGMENT).gcTime).toBeGreaterThanOrEqual(REPORT_FRESH_MS);
  });

  it('reads a vanity hand-off again on every visit, so a new one left in storage is used and removed', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(reportQuery('shared-acme').queryKey, report(false));
    localStorage.setItem('analysisResult', JSON.stringify({ url: 'https://globex.com', maturity: {}, friction: {}, revenue: {}, strategies: [] }));
    const outcome = await queryClient.fetchQuery(reportQuery('shared-acme'));
    expect(outcome).toMatchObject({ kind: 'report', result: { url: 'https://globex.com' } });
    expect(localStorage.getItem('analysisResult')).toBeNull();
  });

  const others: [string, ReportOutcome][] = [
    ['the copy kept on the device', report(true)],
    ['a running analysis', { kind: 'in-progress', analysisId: SEGMENT }],
    ['a failed analysis', { kind: 'failed' }],
    ['not found', { kind: 'not-found' }],
    ['no connection', { kind: 'needs-connection' }],
    ['an error', { kind: 'error' }],
  ];
  for (const [name, outcome] of others) {
    it(`asks the server again after ${name}`, async () => {
      expect(await asksAgain(outcome)).toBe(true);
      expect(fetchMock.mock.calls[0]![0]).toBe(`/api/analysis/${SEGMENT}/results`);
    });
  }
});

describe('shownReportOutcome', () => {
  it('is undefined while the first answer is on its way', () => {
    expect(shownReportOutcome({ data: undefined, isError: false, isFetching: true })).toBeUndefined();
  });

  it('shows an answer, and a failed load as an error', () => {
    expect(shownReportOutcome({ data: { kind: 'not-found' }, isError: false, isFetching: false })).toEqual({ kind: 'not-found' });
    expect(shownReportOutcome({ data: undefined, isError: true, isFetching: false })).toEqual({ kind: 'error' });
  });

  it('keeps a report or the need for a connection on show while it is asked for again', () => {
    expect(shownReportOutcome({ data: report(true), isError: false, isFetching: true })).toEqual(report(true));
    expect(shownReportOutcome({ data: { kind: 'needs-connection' }, isError: false, isFetching: true })).toEqual({ kind: 'needs-connection' });
  });

  it('does not act on an older answer that would send the visitor elsewhere while a new one is on its way', () => {
    for (const data of [{ kind: 'in-progress', analysisId: SEGMENT }, { kind: 'failed' }, { kind: 'not-found' }, { kind: 'error' }] as ReportOutcome[]) {
      expect(shownReportOutcome({ data, isError: false, isFetching: true })).toBeUndefined();
    }
    expect(shownReportOutcome({ data: undefined, isError: true, isFetching: true })).toBeUndefined();
  });
});
