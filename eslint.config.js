// ESLint for the whole tree: typescript-eslint with type information, React hooks and
// accessibility for the PWA, and the dependency direction of DESIGN section 1 as rules,
// so an import that crosses a boundary fails `npm test` instead of waiting for a review.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Test support: what production code must never import. */
const testSupport = ['test-support', 'e2e', 'sync-server/test', 'pwa/test'];

/** Tests and the code that only tests run. */
const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'sync-server/test/**', 'pwa/test/**', 'e2e/**', 'test-support/**'];

/** Engine files that ship (tests sit beside their modules in engine/). */
const engineProduction = 'engine/**/!(*.test).ts';

/**
 * DESIGN section 1 as import-x `no-restricted-paths` zones. That rule resolves every
 * import to a file before comparing, so `../../../sync-server/x.ts` is caught at any
 * depth and an engine-internal `../crawl/x.ts` is told apart from any other `crawl`;
 * matching import strings (`no-restricted-imports`) cannot do either.
 */
const boundaryZones = [
  {
    target: 'engine/**',
    from: '.',
    except: ['./engine', './node_modules', './test-support'],
    message: 'engine imports nothing outside engine (DESIGN section 1).',
  },
  {
    target: ['engine/analysis/**', 'engine/revenue/**'],
    from: ['engine/crawl', 'engine/render'],
    message: 'engine/analysis and engine/revenue are pure: nothing from the Node-only crawl or render (DESIGN section 1).',
  },
  {
    // What the PWA may import must not pull the rest of the engine into the bundle behind its back.
    target: ['engine/contract/**', 'engine/revenue/**'],
    from: ['engine/crawl', 'engine/render', 'engine/analysis'],
    message: 'engine/contract and engine/revenue reach the PWA: nothing from crawl, render or analysis.',
  },
  {
    // pwa/scripts are Node tools run by hand (icon rendering with the product's Chromium), not part of the app.
    target: ['pwa/src/**', 'pwa/test/**', 'pwa/build/**', 'pwa/*.*'],
    from: 'engine',
    except: ['./contract', './revenue'],
    message: 'the PWA uses only engine/contract and engine/revenue (DESIGN section 1).',
  },
  {
    target: ['engine/**', 'pwa/**', 'test-support/**', '*.ts', '*.js'],
    from: 'sync-server',
    message: 'nothing imports sync-server but sync-server, its tests, e2e and bench.',
  },
  {
    target: 'pwa/**',
    from: ['e2e', 'bench'],
    message: 'the PWA never imports e2e or bench.',
  },
  {
    target: [engineProduction, 'sync-server/src/**', 'pwa/src/**'],
    from: testSupport,
    message: 'production code imports no test support.',
  },
  {
    target: [engineProduction, 'sync-server/src/**', 'pwa/src/**'],
    from: ['**/test/**', '**/*.test.ts', '**/*.test.tsx'],
    except: ['**/node_modules/**'],
    message: 'production code imports no test support.',
  },
];

/** Node builtins, with and without the `node:` prefix, for the pure engine folders. */
const nodeBuiltins = {
  paths: builtinModules.map((name) => ({ name, message: 'engine/analysis, revenue and contract touch no Node API (DESIGN section 1).' })),
  patterns: [{ group: ['node:*'], message: 'engine/analysis, revenue and contract touch no Node API (DESIGN section 1).' }],
};

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'pwa/src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'data/**',
      // The fixture websites' own scripts: crawler input written like the third-party code they imitate.
      'test-support/fixture-sites/**/*.js',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['pwa/scripts/*.ts'] }, tsconfigRootDir: root },
    },
  },
  {
    rules: {
      // An async function without await is how this code keeps one Promise-returning shape
      // (Koa middleware, a store both lowdb and PostgreSQL implement, fake DNS lookups in tests).
      '@typescript-eslint/require-await': 'off',
      // A leading underscore names what a destructuring drops on purpose (`const { secret: _secret, ...rest } = x`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Built for classes; here it flags plain objects of method shorthand (hook results, change tables) that never use `this`.
      '@typescript-eslint/unbound-method': 'off',
      // TanStack Router's way to leave a route from beforeLoad is `throw redirect(...)`, a Response, not an Error.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] }],
    },
  },
  {
    files: testFiles,
    rules: {
      // Tests read untyped JSON bodies and check their shape with expect; typing them first would repeat the assertion.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['e2e/**'],
    // Playwright reads a fixture's dependencies from its destructured first parameter: `{}` says it has none.
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['pwa/**/*.tsx', 'pwa/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // The flagged effects reset local state as their input changes (a new script address, score, outside value,
      // reopened dialog) in the same effect that starts the work; React's render-time alternative splits each in two.
      'react-hooks/set-state-in-effect': 'off',
      // useLiveQuery(query, deps) hands its deps to an effect: its callers' lists are checked like useEffect's.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useLiveQuery$' }],
    },
  },
  {
    files: ['pwa/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    // Mantine inputs (components) take autoFocus only on the admin login forms, whose field is the page's one task.
    rules: { 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    // engine/contract too: the PWA imports it, and a browser has no Node API.
    files: ['engine/analysis/**', 'engine/revenue/**', 'engine/contract/**'],
    rules: { 'no-restricted-imports': ['error', nodeBuiltins] },
  },
);
