import { test as base, expect, type Page } from '@playwright/test';
import type { AnalysisResult } from '../../engine/contract/analysis.ts';
import { spawnServer, type SpawnedServer } from '../../sync-server/test/support/spawn-server.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { startFixtureSites } from '../../test-support/fixture-sites/site-server.ts';
import { seedCompletedAnalyses } from '../../sync-server/test/support/seed-store.ts';

export interface AppServer {
  url: string;
  dataDir: string;
  process: SpawnedServer;
}

interface WorkerFixtures {
  app: AppServer;
  /** Completed analyses written into the store before the server starts (`test.use({ seedResults: [...] })`). */
  seedResults: AnalysisResult[];
  /** Extra environment for the worker's server (`test.use({ appEnv: { ... } })`), e.g. an icon service to test. */
  appEnv: Record<string, string>;
  /** The fixture SaaS sites, each on its own 127.0.0.1 port: name -> base URL. */
  sites: Record<string, string>;
}

interface TestFixtures {
  /** Console errors and uncaught exceptions seen on `page`; the test fails if any remain. */
  consoleErrors: string[];
}

/**
 * One real server (the built PWA and the API, as `npm start` runs it) per worker, so a
 * test file shares it; each test gets a fresh browser context as usual.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  seedResults: [[], { scope: 'worker', option: true }],
  appEnv: [{}, { scope: 'worker', option: true }],
  app: [
    async ({ seedResults, appEnv }, use) => {
      const temp = await makeTempDir('oa-e2e-');
      await seedCompletedAnalyses(temp.dir, seedResults);
      const server = await spawnServer({
        DATA_DIR: temp.dir,
        ALLOW_PRIVATE_NETWORK: 'true',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'e2e-password',
        // Keep third-party hosts out of tests: nothing may reach the public internet.
        FAVICON_SERVICE_URL: '',
        BOOKING_URL: 'https://booking.example/strategy-call',
        // The static fixture sites are read as HTML; a spec that needs a browser sets BROWSER_RENDERING itself.
        BROWSER_RENDERING: 'off',
        ...appEnv,
      });
      await use({ url: server.url, dataDir: temp.dir, process: server });
      server.child.kill('SIGTERM');
      await server.exited;
      await temp.remove();
    },
    { scope: 'worker' },
  ],
  sites: [
    async ({}, use) => {
      const fixtures = await startFixtureSites();
      await use(fixtures.sites);
      await fixtures.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.url);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'the browser console shows no errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Lets a test declare console errors it provokes on purpose (a 404 it asked for). */
export function allowConsoleErrors(errors: string[], pattern: RegExp) {
  for (let i = errors.length - 1; i >= 0; i -= 1) if (pattern.test(errors[i]!)) errors.splice(i, 1);
}

export type { Page };
