import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['engine/**/*.test.ts', 'sync-server/**/*.test.ts', 'pwa/src/**/*.test.{ts,tsx}', 'e2e/fixtures/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        // The API suites again with DATABASE_URL set: every route on PostgreSQL (issue #14), from the same test files.
        extends: true,
        test: {
          name: 'api-on-postgres',
          include: ['sync-server/src/routes/**/*.test.ts'],
          env: { TEST_STORE: 'postgres' },
          setupFiles: ['sync-server/testing/stop-test-cluster.ts'],
        },
      },
    ],
  },
});
