// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Alert } from '../../../../engine/contract/watches.ts';
import { ALERT_POLL_MS, ALERTS_SEEN_KEY, announceNewAlerts, NEW_ALERT_TITLE, startAlertPolling } from '../../../src/features/admin-watches/alert-notices.ts';
import { getAdminToken, setAdminToken } from '../../../src/lib/admin-api.ts';
import { toast } from '../../../src/lib/notify.ts';

vi.mock('../../../src/lib/notify.ts', () => ({ toast: vi.fn() }));

function alert(id: string, createdAt: string, overrides: Partial<Alert> = {}): Alert {
  return {
    id,
    watchId: 'w1',
    url: 'https://www.acme.io/',
    analysisId: '00000000-0000-4000-8000-000000000002',
    previousAnalysisId: '00000000-0000-4000-8000-000000000001',
    createdAt,
    reasons: ['signal-lost'],
    level: { from: 'Guided', to: 'Guided' },
    score: { from: 60, to: 54 },
    lost: [{ id: 'live-chat', title: 'Live chat' }],
    gained: [],
    ...overrides,
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.mocked(toast).mockClear());

describe('new alert notices', () => {
  it('announce nothing for a record that alerted nobody: engine changed, not alerted (issue #30)', () => {
    announceNewAlerts([alert('a1', '2026-11-20T10:00:00.000Z')]);
    const engineOnly = alert('a2', '2026-11-21T10:00:00.000Z', {
      reasons: [],
      notAlerted: ['signal-lost'],
      engineChanged: { from: '1.1.0', to: '1.2.0', rescored: false, moved: { signals: ['live-chat'], scores: true } },
    });
    announceNewAlerts([engineOnly, alert('a1', '2026-11-20T10:00:00.000Z')]);
    expect(toast).not.toHaveBeenCalled();
    announceNewAlerts([alert('a3', '2026-11-22T10:00:00.000Z'), engineOnly]);
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('take the alerts already there as seen the first time, and announce only what comes after', () => {
    announceNewAlerts([alert('a1', '2026-11-20T10:00:00.000Z')]);
    expect(toast).not.toHaveBeenCalled();

    announceNewAlerts([alert('a2', '2026-11-21T10:00:00.000Z'), alert('a1', '2026-11-20T10:00:00.000Z')]);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(vi.mocked(toast).mock.calls[0]![0]).toMatchObject({ title: NEW_ALERT_TITLE, message: 'www.acme.io: Lost Live chat' });

    // The same list again: nothing new.
    announceNewAlerts([alert('a2', '2026-11-21T10:00:00.000Z')]);
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('announce the first alert ever when the list was empty before, naming how many more came with it', () => {
    announceNewAlerts([]);
    expect(localStorage.getItem(ALERTS_SEEN_KEY)).toBe('');
    const dropped = alert('a2', '2026-11-21T10:00:00.000Z', { level: { from: 'Guided', to: 'Basic' }, lost: [] });
    announceNewAlerts([dropped, alert('a1', '2026-11-20T10:00:00.000Z')]);
    expect(vi.mocked(toast).mock.calls[0]![0]).toMatchObject({ message: 'www.acme.io: Level dropped from Guided to Basic (and 1 more)' });
  });

  it("a check the server refuses leaves the token for the admin's next screen to refuse, and stops asking", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => new Response('{"message":"Invalid token"}', { status: 401, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      setAdminToken('expired');
      startAlertPolling();
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
      await vi.advanceTimersByTimeAsync(ALERT_POLL_MS * 3);
      expect(fetchMock).toHaveBeenCalledOnce();
      expect(getAdminToken()).toBe('expired');
      expect(toast).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
