import type { Attempt } from './install.ts';

export type PrerequisiteName = 'chromium' | 'postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each program the tests need is (vitest-global-setup.ts), or null when this run goes without it (outside CI only). */
    prerequisites: Record<PrerequisiteName, string | null>;
  }
}

/** A program some tests need from the machine, and how the tests get it when it is missing (issue #23). */
export interface Prerequisite {
  name: PrerequisiteName;
  title: string;
  /** Which tests need it, in a few words for the message. */
  neededBy: string;
  /** Where it is, or undefined. */
  find(): string | undefined;
  /** Why this run goes without it whatever could be installed (a setting that names one that is not there), or undefined. */
  refused(): string | undefined;
  /** Ways to install it, tried in turn until it is found. */
  installers: (() => Attempt)[];
  /** What a person can do, for the message. */
  howToGet: string;
}

export type Outcome = { prerequisite: Prerequisite; found: string; installedWith?: string } | { prerequisite: Prerequisite; missing: string };

/** Finds the program, else installs it the ways it knows, else says why there is none. */
export function findOrInstall(prerequisite: Prerequisite): Outcome {
  const present = prerequisite.find();
  if (present) return { prerequisite, found: present };
  const refused = prerequisite.refused();
  if (refused) return { prerequisite, missing: refused };
  const tried: string[] = [];
  for (const installer of prerequisite.installers) {
    const attempt = installer();
    const found = attempt.failure ? undefined : prerequisite.find();
    if (found) return { prerequisite, found, installedWith: attempt.command };
    tried.push(`\`${attempt.command}\` ${attempt.failure ? `failed (${attempt.failure})` : `gave no ${prerequisite.title}`}`);
  }
  return { prerequisite, missing: `none is installed, and ${tried.join(', ')}` };
}

type Missing = Extract<Outcome, { missing: string }>;

/** The message of a run that cannot go on without it. */
export function missingMessage({ prerequisite, missing }: Missing): string {
  return `No ${prerequisite.title} for the tests of ${prerequisite.neededBy}: ${missing}. To run them, ${prerequisite.howToGet}.`;
}

/** The one line a run that goes on without it prints. */
export function skipLine({ prerequisite, missing }: Missing): string {
  return `[tests] Skipping the tests of ${prerequisite.neededBy}: no ${prerequisite.title} (${missing}). To run them, ${prerequisite.howToGet}.`;
}
