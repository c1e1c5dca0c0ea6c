import { exampleAnalysisResult } from '../engine/contract/examples.ts';
import { expect, test } from './support/fixtures.ts';

const ANALYSIS_ID = '5d6e7f80-1a2b-4c3d-8e4f-a0b1c2d3e4f5';
const result = exampleAnalysisResult({ analysisId: ANALYSIS_ID });
test.use({ seedResults: [result] });

test.describe('a visitor who prefers reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('sees the maturity score at its value from the first frame, not counting up', async ({ page }) => {
    await page.goto(`/results/${ANALYSIS_ID}`);
    const score = page.getByTestId('maturity-score');
    await expect(score).toBeVisible();
    // Counting up takes 1500 ms from 0: the first value drawn would be far below the score.
    expect(await score.textContent()).toBe(String(result.maturity.score));
  });

  test('sees every friction bar full at once, with no transition', async ({ page }) => {
    await page.goto(`/results/${ANALYSIS_ID}`);
    await page.getByRole('tab', { name: 'Friction Analysis' }).click();
    const card = page.getByTestId('friction-functional');
    await expect(card).toBeVisible();
    // Mantine draws the filled part as the progressbar itself; its width is the share shown.
    const fill = card.getByRole('progressbar');
    const drawn = await fill.evaluate((element) => ({
      value: Number(element.getAttribute('aria-valuenow')),
      shownPercent: (100 * element.getBoundingClientRect().width) / element.parentElement!.getBoundingClientRect().width,
      transition: getComputedStyle(element).transitionDuration,
    }));
    // Read as soon as the tab shows: an animated bar would still be at 0 (its turn comes at 100 ms, then 800 ms to fill).
    expect(drawn.value).toBeGreaterThan(0);
    expect(Math.abs(drawn.shownPercent - drawn.value)).toBeLessThan(1);
    expect(drawn.transition.split(',').every((duration) => Number.parseFloat(duration) === 0)).toBe(true);
  });
});
