import { ANALYSIS_STEP_NAMES, type AnalysisStatus, type StepStatus } from '../engine/contract/analysis.ts';
import { exampleAnalysisResult } from '../engine/contract/examples.ts';
import { allowConsoleErrors, expect, type Page, test } from './support/fixtures.ts';
import { severeAxeViolations } from './support/page-helpers.ts';

const ANALYSIS_ID = '0b7e4c2a-91d3-4f5e-8a6b-3c2d1e0f9a8b';
const POLL_MS = 3000;

/** A status whose first `done` steps are completed and the next one in progress. */
function running(progress: number, done: number): AnalysisStatus {
  const steps = ANALYSIS_STEP_NAMES.map((name, index) => {
    const status: StepStatus = index < done ? 'completed' : index === done ? 'in-progress' : 'pending';
    return { name, status };
  });
  return { status: 'running', progress, steps };
}

interface StatusScript {
  /** What the next poll answers: a status, or an HTTP error code. */
  next: AnalysisStatus | number;
  polls: number;
}

/**
 * Serves the status endpoint from `script.next`, under a paused fake clock so each
 * poll is released by advancing time rather than by waiting for it.
 */
async function openProgress(page: Page, first: AnalysisStatus | number): Promise<StatusScript> {
  const script: StatusScript = { next: first, polls: 0 };
  await page.route(`**/api/analysis/${ANALYSIS_ID}/status`, (route) => {
    script.polls += 1;
    const answer = script.next;
    return typeof answer === 'number' ? route.fulfill({ status: answer, json: { message: 'Temporarily unavailable' } }) : route.fulfill({ json: answer });
  });
  await pauseClock(page);
  await page.goto(`/analyzing/${ANALYSIS_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Crunching Your Numbers. Finding Lost Revenue.' })).toBeVisible();
  await expect.poll(() => script.polls).toBe(1);
  return script;
}

/**
 * Lets the next poll happen: time moves on in small steps until it is asked for, since
 * the 3 s count restarts when the page has handled the previous answer.
 */
async function nextPoll(page: Page, script: StatusScript, answer: AnalysisStatus | number) {
  const before = script.polls;
  script.next = answer;
  await expect(async () => {
    await page.clock.runFor(250);
    expect(script.polls).toBeGreaterThan(before);
  }).toPass({ timeout: 10_000, intervals: [25] });
  expect(script.polls).toBe(before + 1);
}

/**
 * The clock stays paused between polls, so the page's own short timers (batched
 * renders, transitions) are released by advancing it 1 ms at a time until `check` holds.
 */
async function settle(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(1);
    await check();
  }).toPass({ timeout: 10_000, intervals: [25] });
}

async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T10:00:01Z'));
}

async function expectProgress(page: Page, percent: number, step: string, time: string) {
  await settle(page, async () => {
    expect(await page.getByTestId('progress-percent').textContent()).toBe(`${percent}%`);
    expect(await page.getByRole('progressbar', { name: 'Analysis progress' }).getAttribute('aria-valuenow')).toBe(String(percent));
    expect(await page.getByTestId('current-step').textContent()).toBe(step);
    expect(await page.getByTestId('time-remaining').textContent()).toBe(time);
  });
}

async function expectChecklist(page: Page, items: string[]) {
  await settle(page, async () => {
    expect(await checklist(page).allTextContents()).toEqual(items);
  });
}

async function expectPath(page: Page, path: string) {
  await settle(page, async () => {
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe(path);
  });
}

const checklist = (page: Page) => page.getByRole('list', { name: 'Analysis steps' }).getByRole('listitem');

test.describe('analysis progress screen', () => {
  test('polls every 3 s through pending and running, then opens the results', async ({ page }) => {
    await page.route(`**/api/analysis/${ANALYSIS_ID}/results`, (route) => route.fulfill({ json: exampleAnalysisResult({ analysisId: ANALYSIS_ID }) }));
    const script = await openProgress(page, { status: 'pending', progress: 0, steps: [] });
    await expectProgress(page, 0, 'Scanning website content', 'Estimated time: 1-2 minutes remaining');
    await expectChecklist(
      page,
      ANALYSIS_STEP_NAMES.map((name) => `${name}: pending`),
    );

    // Nothing is asked before the 3 s are up.
    await page.clock.runFor(POLL_MS - 500);
    expect(script.polls).toBe(1);
    script.next = running(30, 1);
    await page.clock.runFor(500);
    await expect.poll(() => script.polls).toBe(2);
    await expectProgress(page, 30, 'Finding pricing and signup pages', 'about a minute remaining');
    await expectChecklist(page, [
      'Scanning website content: completed',
      'Finding pricing and signup pages: in progress',
      ...ANALYSIS_STEP_NAMES.slice(2).map((name) => `${name}: pending`),
    ]);

    await nextPoll(page, script, running(55, 2));
    await expectProgress(page, 55, 'Detecting onboarding signals', '30-45 seconds remaining');
    await nextPoll(page, script, running(80, 4));
    await expectProgress(page, 80, 'Building your activation strategy', 'Almost there... just a few seconds remaining');
    await nextPoll(page, script, running(95, 5));
    await expectProgress(page, 95, 'Forecasting revenue impact', 'Finishing up...');
    await expectChecklist(page, [...ANALYSIS_STEP_NAMES.slice(0, 5).map((name) => `${name}: completed`), 'Forecasting revenue impact: in progress']);

    await nextPoll(page, script, { status: 'completed', progress: 100, steps: running(100, 6).steps });
    await expectPath(page, `/results/${ANALYSIS_ID}`);
  });

  test('a failed analysis goes home with the analysis_failed alert', async ({ page }) => {
    const script = await openProgress(page, running(40, 2));
    await nextPoll(page, script, { status: 'failed', progress: 40, steps: running(40, 2).steps, error: 'The homepage could not be read' });
    await expectPath(page, `/?error=analysis_failed&analysis=${ANALYSIS_ID}`);
    await settle(page, async () => {
      const alert = page.getByRole('alert').filter({ hasText: 'Analysis Failed' });
      expect(await alert.isVisible()).toBe(true);
      expect(await alert.getByTestId('analysis-failed-reason').textContent()).toBe('The homepage could not be read');
    });
  });

  test('a failed poll shows the error toast and polling carries on', async ({ page, consoleErrors }) => {
    const script = await openProgress(page, 503);
    const toast = page.getByRole('alert').filter({ hasText: 'Failed to get analysis status. Please try again later.' });
    await settle(page, async () => {
      expect(await toast.isVisible()).toBe(true);
    });
    await expect(toast).toContainText('Error');
    await expectProgress(page, 0, 'Scanning website content', 'Estimated time: 1-2 minutes remaining');

    await nextPoll(page, script, running(40, 1));
    await expectProgress(page, 40, 'Finding pricing and signup pages', 'about a minute remaining');
    await nextPoll(page, script, 500);
    await nextPoll(page, script, running(60, 2));
    await expectProgress(page, 60, 'Detecting onboarding signals', '30-45 seconds remaining');
    allowConsoleErrors(consoleErrors, /status of (503|500)/);
  });

  test('an unknown analysis says so, stops polling and offers the way home', async ({ page, consoleErrors }) => {
    let polls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/status')) polls += 1;
    });
    await pauseClock(page);
    // No mock: the real server does not know this id.
    await page.goto('/analyzing/00000000-0000-4000-8000-000000000000');
    await settle(page, async () => {
      expect(await page.getByRole('heading', { name: "We can't find this analysis" }).isVisible()).toBe(true);
    });
    await page.clock.runFor(POLL_MS * 3);
    expect(polls).toBe(1);
    await expect(page.getByText('Failed to get analysis status. Please try again later.')).toHaveCount(0);

    await page.getByRole('link', { name: 'Start a new analysis' }).click();
    await expectPath(page, '/');
    allowConsoleErrors(consoleErrors, /status of 404/);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    // Real time here: axe waits on timers of its own.
    await page.route(`**/api/analysis/${ANALYSIS_ID}/status`, (route) => route.fulfill({ json: running(45, 2) }));
    await page.goto(`/analyzing/${ANALYSIS_ID}`);
    await expect(page.getByTestId('current-step')).toHaveText('Detecting onboarding signals');
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
