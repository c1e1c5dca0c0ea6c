import { inject } from 'vitest';
import type { PrerequisiteName } from './prerequisite.ts';

/**
 * True when this run goes without the program: the one condition every browser or
 * PostgreSQL test skips on (`describe.skipIf(lacks('chromium'))`). Only outside CI:
 * with CI set the global setup fails the run instead, and it has already said in one
 * line what is skipped and why.
 */
export function lacks(name: PrerequisiteName): boolean {
  return inject('prerequisites')[name] === null;
}
