import { describe, expect, it, vi } from 'vitest';
import { exampleAnalysisResult } from '../../../../engine/contract/examples.ts';
import { ApiError } from '../../../src/lib/api-client.ts';
import { loadReport, type ReportDeps } from '../../../src/features/results/load-report.ts';
import { reportSourceOf } from '../../../src/features/results/report-source.ts';

const ID = '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c';
const result = exampleAnalysisResult({ analysisId: ID });
const shared = { ...result, companyName: 'Acme Corp', shareSlug: 'acme-corp' };

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => void map.delete(key),
    has: (key: string) => map.has(key),
  };
}

function deps(overrides: Partial<ReportDeps> & { kept?: Record<string, unknown> } = {}): ReportDeps & { kept: Map<string, unknown> } {
  const kept = new Map(Object.entries(overrides.kept ?? {}));
  return {
    fetchJson: vi.fn(async () => result),
    storage: memoryStorage(),
    remember: vi.fn(async (key, value) => void kept.set(key, value)),
    recall: vi.fn(async (key) => kept.get(key) as never),
    forget: vi.fn(async (key) => void kept.delete(key)),
    ...overrides,
    kept,
  };
}

const networkDown = async () => {
  throw new TypeError('Failed to fetch');
};

describe('reportSourceOf', () => {
  it('tells an analysis id, a vanity hand-off and a share slug apart', () => {
    expect(reportSourceOf(ID)).toEqual({ kind: 'analysis', key: ID });
    expect(reportSourceOf(ID.toUpperCase())).toEqual({ kind: 'analysis', key: ID });
    expect(reportSourceOf('shared-acme')).toEqual({ kind: 'handoff', key: 'shared-acme' });
    expect(reportSourceOf('acme-corp')).toEqual({ kind: 'share', key: 'acme-corp' });
    expect(reportSourceOf('1234abcd')).toEqual({ kind: 'share', key: '1234abcd' });
  });
});

describe('loadReport', () => {
  it('fetches an analysis by id and keeps it on the device', async () => {
    const d = deps();
    expect(await loadReport(reportSourceOf(ID), d)).toEqual({ kind: 'report', result, offline: false });
    expect(d.fetchJson).toHaveBeenCalledWith(`/api/analysis/${ID}/results`);
    expect(d.kept.get(ID)).toEqual(result);
  });

  it('keeps a fetched report only at the idle moment after it is shown', async () => {
    let idle: () => void = () => undefined;
    const d = deps({ whenIdle: () => new Promise<void>((resolve) => (idle = resolve)) });
    expect(await loadReport(reportSourceOf(ID), d)).toMatchObject({ kind: 'report' });
    await Promise.resolve();
    expect(d.remember).not.toHaveBeenCalled();
    idle();
    await vi.waitFor(() => expect(d.kept.get(ID)).toEqual(result));
  });

  it('fetches a shared report by slug', async () => {
    const d = deps({ fetchJson: vi.fn(async () => shared) });
    const outcome = await loadReport(reportSourceOf('acme-corp'), d);
    expect(d.fetchJson).toHaveBeenCalledWith('/api/results/acme-corp');
    expect(outcome).toMatchObject({ kind: 'report', result: { companyName: 'Acme Corp' } });
    expect(d.kept.has('acme-corp')).toBe(true);
  });

  it('uses the vanity hand-off once, removes it, and does not call the server', async () => {
    const storage = memoryStorage({ analysisResult: JSON.stringify(result) });
    const d = deps({ storage });
    expect(await loadReport(reportSourceOf('shared-acme'), d)).toMatchObject({ kind: 'report', result: { siteName: 'Acme' } });
    expect(storage.has('analysisResult')).toBe(false);
    expect(d.fetchJson).not.toHaveBeenCalled();
    // A reload finds the copy kept on the device.
    expect(await loadReport(reportSourceOf('shared-acme'), d)).toMatchObject({ kind: 'report' });
  });

  it('treats shared-{path} with no stored data as an error', async () => {
    const d = deps();
    expect(await loadReport(reportSourceOf('shared-nothing'), d)).toEqual({ kind: 'error' });
    expect(d.fetchJson).not.toHaveBeenCalled();
  });

  it('uses a hand-off under an analysis id only when it is that analysis', async () => {
    const other = { ...result, analysisId: '11111111-2222-4333-8444-555555555555', siteName: 'Other' };
    const storage = memoryStorage({ analysisResult: JSON.stringify(other) });
    const d = deps({ storage });
    expect(await loadReport(reportSourceOf(ID), d)).toMatchObject({ result: { siteName: 'Acme' } });
    expect(d.fetchJson).toHaveBeenCalled();
    expect(storage.has('analysisResult')).toBe(true);

    const mine = memoryStorage({ analysisResult: JSON.stringify({ ...result, siteName: 'Handed over' }) });
    expect(await loadReport(reportSourceOf(ID), deps({ storage: mine }))).toMatchObject({ result: { siteName: 'Handed over' } });
    expect(mine.has('analysisResult')).toBe(false);
  });

  it('ignores a hand-off that is not a result', async () => {
    const storage = memoryStorage({ analysisResult: '{"nope":true' });
    expect(await loadReport(reportSourceOf('shared-acme'), deps({ storage }))).toEqual({ kind: 'error' });
  });

  it('answers not-found on 404 and forgets any kept copy', async () => {
    const d = deps({
      fetchJson: vi.fn(async () => Promise.reject(new ApiError(404, '{"message":"Analysis not found"}', 'Not Found'))),
      kept: { [ID]: result },
    });
    expect(await loadReport(reportSourceOf(ID), d)).toEqual({ kind: 'not-found' });
    expect(d.kept.has(ID)).toBe(false);
  });

  it.each([
    ['running', { kind: 'in-progress', analysisId: ID }],
    ['pending', { kind: 'in-progress', analysisId: ID }],
    ['failed', { kind: 'failed' }],
  ])('reads a 409 with status %s', async (status, expected) => {
    const d = deps({ fetchJson: vi.fn(async () => Promise.reject(new ApiError(409, JSON.stringify({ message: 'x', status }), 'Conflict'))) });
    expect(await loadReport(reportSourceOf(ID), d)).toEqual(expected);
  });

  it('asks the status call when a 409 carries no status', async () => {
    const fetchJson = vi.fn(async (path: string) => {
      if (path.endsWith('/status')) return { status: 'running', progress: 40, steps: [] };
      throw new ApiError(409, 'busy', 'Conflict');
    });
    expect(await loadReport(reportSourceOf(ID), deps({ fetchJson }))).toEqual({ kind: 'in-progress', analysisId: ID });
  });

  it('opens the kept copy, marked offline, when the network fails', async () => {
    const d = deps({ fetchJson: vi.fn(networkDown), kept: { [ID]: result } });
    expect(await loadReport(reportSourceOf(ID), d)).toEqual({ kind: 'report', result, offline: true });
  });

  it('answers error when the network fails and nothing is kept, or the server errs', async () => {
    expect(await loadReport(reportSourceOf(ID), deps({ fetchJson: vi.fn(networkDown) }))).toEqual({ kind: 'error' });
    const serverError = vi.fn(async () => Promise.reject(new ApiError(500, '{"message":"boom"}', 'Internal Server Error')));
    expect(await loadReport(reportSourceOf('acme-corp'), deps({ fetchJson: serverError }))).toEqual({ kind: 'error' });
  });

  it('refuses an answer that is not a result', async () => {
    expect(await loadReport(reportSourceOf(ID), deps({ fetchJson: vi.fn(async () => '<html>') }))).toEqual({ kind: 'error' });
  });
});

describe('loadReport while the browser is offline', () => {
  it('opens the kept copy at once, without trying the network', async () => {
    const d = deps({ kept: { [ID]: result }, isOnline: () => false });
    expect(await loadReport(reportSourceOf(ID), d)).toEqual({ kind: 'report', result, offline: true });
    expect(d.fetchJson).not.toHaveBeenCalled();
  });

  it('says the report needs a connection when it was never opened here', async () => {
    const d = deps({ isOnline: () => false });
    expect(await loadReport(reportSourceOf('acme-corp'), d)).toEqual({ kind: 'needs-connection' });
    expect(d.fetchJson).not.toHaveBeenCalled();
  });
});

describe('loadReport when the request gets no answer', () => {
  it('says the report needs a connection once the app knows it is offline', async () => {
    let online = true;
    const d = deps({
      fetchJson: vi.fn(async () => {
        online = false; // what the API client reports when fetch gets no answer
        throw new TypeError('Failed to fetch');
      }),
      isOnline: () => online,
    });
    expect(await loadReport(reportSourceOf(ID), d)).toEqual({ kind: 'needs-connection' });
  });
});
