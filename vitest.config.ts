import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Chromium and PostgreSQL found or installed before any test runs; with CI set, none missing (issue #23).
    globalSetup: ['test-support/prerequisites/vitest-global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['engine/**/*.test.ts', 'sync-server/test/**/*.test.ts', 'pwa/test/**/*.test.{ts,tsx}', 'test-support/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        // The API suites again with DATABASE_URL set: every route on PostgreSQL (issue #14), from the same test files.
        extends: true,
        test: {
          name: 'api-on-postgres',
          include: ['sync-server/test/routes/**/*.test.ts'],
          env: { TEST_STORE: 'postgres' },
          setupFiles: ['sync-server/test/support/stop-test-cluster.ts'],
        },
      },
    ],
  },
});
