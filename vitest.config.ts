import { defineConfig } from 'vitest/config';

/**
 * Node 25 and later define a localStorage global of their own (empty without
 * --localstorage-file), which hides happy-dom's from the PWA's tests: switched off there.
 * The flag exists from Node 22.4; older Node does not know it.
 */
const [nodeMajor = 0, nodeMinor = 0] = process.versions.node.split('.').map(Number);
const withoutNodeWebStorage = nodeMajor > 22 || (nodeMajor === 22 && nodeMinor >= 4) ? ['--no-experimental-webstorage'] : [];

export default defineConfig({
  test: {
    environment: 'node',
    execArgv: withoutNodeWebStorage,
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
