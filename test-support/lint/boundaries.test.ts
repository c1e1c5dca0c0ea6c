import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');

// The repo's own eslint.config.js, run only for its boundary rules: the snippets sit at
// paths no tsconfig lists, so the type-aware rules (and the type service) stay out.
const boundaryRules = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => boundaryRules.has(ruleId),
});

/** The boundary errors ESLint reports for `code` placed at `file` (relative to the repo root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('import boundaries of DESIGN section 1', () => {
  it.each([
    ['engine -> sync-server', 'engine/analysis/probe.ts', "import { loadConfig } from '../../sync-server/src/config.ts';", 'import-x/no-restricted-paths'],
    [
      'engine/crawl -> sync-server',
      'engine/crawl/probe.ts',
      "import type { ServerConfig } from '../../sync-server/src/config.ts';",
      'import-x/no-restricted-paths',
    ],
    ['engine -> pwa', 'engine/contract/probe.ts', "import '../../pwa/src/main.tsx';", 'import-x/no-restricted-paths'],
    ['pwa -> sync-server', 'pwa/src/features/probe.ts', "import { loadConfig } from '../../../sync-server/src/config.ts';", 'import-x/no-restricted-paths'],
    ['pwa -> engine/crawl', 'pwa/src/lib/probe.ts', "import { crawlSite } from '../../../engine/crawl/crawl-site.ts';", 'import-x/no-restricted-paths'],
    ['pwa -> engine/analysis', 'pwa/src/lib/probe.ts', "import { analyse } from '../../../engine/analysis/analyze.ts';", 'import-x/no-restricted-paths'],
    ['engine/analysis -> node:fs', 'engine/analysis/probe.ts', "import { readFileSync } from 'node:fs';", 'no-restricted-imports'],
    ['engine/revenue -> bare fs', 'engine/revenue/probe.ts', "import { readFile } from 'fs/promises';", 'no-restricted-imports'],
    ['engine/contract -> node:url', 'engine/contract/probe.ts', "import { URL } from 'node:url';", 'no-restricted-imports'],
    ['engine/contract -> engine/analysis', 'engine/contract/probe.ts', "import { analyse } from '../analysis/analyze.ts';", 'import-x/no-restricted-paths'],
    [
      'engine/analysis -> engine/crawl',
      'engine/analysis/signals/probe.ts',
      "import { crawlSite } from '../../crawl/crawl-site.ts';",
      'import-x/no-restricted-paths',
    ],
    [
      'engine production -> test-support',
      'engine/analysis/probe.ts',
      "import { siteOf } from '../../test-support/engine/site-from-html.ts';",
      'import-x/no-restricted-paths',
    ],
    ['engine production -> a test module', 'engine/analysis/probe.ts', "import './analyze.test.ts';", 'import-x/no-restricted-paths'],
    ['sync-server/src -> its tests', 'sync-server/src/probe.ts', "import '../test/support/stop-test-cluster.ts';", 'import-x/no-restricted-paths'],
    ['pwa/src -> test-support', 'pwa/src/probe.ts', "import { poll } from '../../test-support/poll.ts';", 'import-x/no-restricted-paths'],
    ['test-support -> sync-server', 'test-support/probe.ts', "import { loadConfig } from '../sync-server/src/config.ts';", 'import-x/no-restricted-paths'],
  ])('%s is an error', async (_crossing, file, code, rule) => {
    const errors = await boundaryErrors(file, code);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error).toMatch(new RegExp(`^${rule}: `));
  });

  it.each([
    ['pwa -> engine/contract', 'pwa/src/lib/probe.ts', "import { analysisResultSchema } from '../../../engine/contract/analysis.ts';"],
    ['pwa -> engine/revenue', 'pwa/src/lib/probe.ts', "import { funnel } from '../../../engine/revenue/funnel.ts';"],
    [
      'engine/analysis -> engine/contract and packages',
      'engine/analysis/probe.ts',
      "import '../contract/signals.ts';\nimport { parse } from 'node-html-parser';",
    ],
    ['engine/crawl -> node builtins', 'engine/crawl/probe.ts', "import { lookup } from 'node:dns/promises';"],
    ['an engine test -> test-support', 'engine/analysis/probe.test.ts', "import { siteOf } from '../../test-support/engine/site-from-html.ts';"],
    ['sync-server tests -> sync-server', 'sync-server/test/probe.test.ts', "import { loadConfig } from '../src/config.ts';"],
    ['e2e -> sync-server', 'e2e/probe.ts', "import { loadConfig } from '../sync-server/src/config.ts';"],
    ['bench -> sync-server', 'bench/probe.ts', "import { loadConfig } from '../sync-server/src/config.ts';"],
  ])('%s is allowed', async (_import, file, code) => {
    // The rule skips what it cannot resolve, so an allowed import must name a real file to prove anything.
    for (const [, specifier] of code.matchAll(/'(\.[^']+)'/g)) expect(existsSync(path.resolve(repoRoot, path.dirname(file), specifier!))).toBe(true);
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
