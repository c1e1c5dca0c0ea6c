import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures.ts';
import { openLandingPage } from './support/page-helpers.ts';

const sitesRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test-support/fixture-sites/sites');
const LEVEL_LABELS = { Basic: 'Level 1: Basic', Guided: 'Level 2: Guided', 'Conversion-Optimised': 'Level 3: Optimized' } as const;

async function truthOf(site: string): Promise<{ expectedLevel: keyof typeof LEVEL_LABELS }> {
  return JSON.parse(await readFile(path.join(sitesRoot, site, 'truth.json'), 'utf8'));
}

test.describe('a visitor analyses a site end to end', () => {
  for (const site of ['ledgerly', 'kundenfluss']) {
    test(`${site}: from the landing page through the progress screen to its report`, async ({ page, sites }) => {
      const address = sites[site];
      expect(address, `fixture site ${site} is served`).toBeTruthy();
      const truth = await truthOf(site);

      // A small site can finish before the progress screen is looked at; hold its status
      // answers until the test has seen that screen, then let the real ones through.
      let showProgress!: () => void;
      const progressSeen = new Promise<void>((resolve) => (showProgress = resolve));
      await page.route('**/api/analysis/*/status', async (route) => {
        await progressSeen;
        await route.continue();
      });

      await openLandingPage(page);
      await page.getByRole('textbox', { name: 'Your website' }).fill(address!);
      await page.getByRole('button', { name: 'Get your FREE Activation Strategy' }).click();

      await expect(page).toHaveURL(/\/analyzing\/[0-9a-f-]{36}$/);
      const analysisId = page.url().split('/').pop()!;
      await expect(page.getByRole('heading', { name: 'Crunching Your Numbers. Finding Lost Revenue.' })).toBeVisible();
      showProgress();

      await expect(page).toHaveURL(new RegExp(`/results/${analysisId}$`), { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: "127.0.0.1's Onboarding Assessment" })).toBeVisible();
      // The level badge itself: when another test analysed the same fixture on this server
      // first, the Overview also says "Still <level>" in its changes panel.
      await expect(page.getByText(LEVEL_LABELS[truth.expectedLevel], { exact: true })).toBeVisible();

      // Every finding on the report rests on the site's own pages.
      const result = (await (await page.request.get(`/api/analysis/${analysisId}/results`)).json()) as {
        signals: { present: boolean; evidence: { page: string }[] }[];
      };
      const found = result.signals.filter((signal) => signal.present);
      expect(found.length).toBeGreaterThan(0);
      for (const signal of found) {
        expect(signal.evidence.length).toBeGreaterThan(0);
        for (const quote of signal.evidence) expect(quote.page.startsWith(address!)).toBe(true);
      }

      for (const tab of ['Revenue Impact', 'Friction Analysis', 'Improvement Strategy', "What's Next"]) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel')).toBeVisible();
      }
    });
  }
});
