import type { TestProject } from 'vitest/node';
import { PREREQUISITES } from './all.ts';
import { findOrInstall, missingMessage, type Outcome, type PrerequisiteName, skipLine } from './prerequisite.ts';

/** CI as the CI services set it: any value but empty, "0" and "false". */
const inCi = () => !['', '0', 'false'].includes(process.env.CI ?? '');

// Vitest loads this file afresh for each project; the machine is looked at (and installed on) once per run.
const run = globalThis as { prerequisiteOutcomes?: Outcome[] };

/**
 * Vitest's global setup (vitest.config.ts): Chromium and PostgreSQL found or installed
 * the way the e2e setup does (test-support/prerequisites/ensure.ts), before any worker
 * starts. With CI set, a missing one fails the run here, at once; elsewhere the tests
 * that need it skip (test-support/prerequisites/needs.ts), and one line says which and why.
 */
export default function setup(project: TestProject): void {
  const first = run.prerequisiteOutcomes === undefined;
  const outcomes = (run.prerequisiteOutcomes ??= PREREQUISITES.map(findOrInstall));
  const missing = outcomes.filter((outcome) => 'missing' in outcome);
  if (missing.length > 0 && inCi()) throw new Error(`${missing.map(missingMessage).join('\n')}\n(CI is set: no test is skipped for want of one.)`);
  if (first) {
    for (const outcome of outcomes) {
      if ('installedWith' in outcome && outcome.installedWith)
        console.log(`[tests] Installed ${outcome.prerequisite.title} (${outcome.installedWith}): ${outcome.found}`);
      if ('missing' in outcome) console.log(skipLine(outcome));
    }
  }
  const where = (name: PrerequisiteName) => {
    const outcome = outcomes.find(({ prerequisite }) => prerequisite.name === name);
    return outcome && 'found' in outcome ? outcome.found : null;
  };
  project.provide('prerequisites', { chromium: where('chromium'), postgres: where('postgres') });
}
