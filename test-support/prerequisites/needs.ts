import { inject } from 'vitest';
import type { PrerequisiteName } from './prerequisite.ts';

/**
 * True when this run goes without the program: the one condition every browser or
 * PostgreSQL test skips on (`describe.skipIf(lacks('chromium'))`). Only outside CI:
 * with CI set the global setup fails the run instead, and it has already said in one
 * line what is skipped and why.
 */
export function lacks(name: PrerequisiteName): boolean {
  const missing = inject('prerequisites')[name] === null;
  // The global setup fails a CI run without it first; should a runner get here anyway, fail loudly rather than skip.
  if (missing && process.env.CI) throw new Error(`CI is set and there is no ${name}: no test is skipped for want of one`);
  return missing;
}

/**
 * For a program the setup does not install (openssl, mount, script): outside CI a test
 * that needs it is skipped on a machine without it; with CI set it runs, and fails on
 * the missing program instead of passing unseen.
 */
export function lacksOutsideCi(available: () => boolean): boolean {
  return !process.env.CI && !available();
}
