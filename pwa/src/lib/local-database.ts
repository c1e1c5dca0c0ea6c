/** The app's IndexedDB database (lib/db.ts opens it under this name). */
export const LOCAL_DATABASE_NAME = 'onboarding-analyzer';

/*
 * No React here: the landing page's boot (main.tsx) asks before any of the app is loaded.
 * Opening IndexedDB through Dexie costs a phone a few hundred milliseconds. A browser
 * that has never kept a report or queued an analysis has no database at all, so the
 * screens that only read it (Your reports, the outbox) ask first, without Dexie.
 */
let inUse = false;
let lookup: Promise<boolean> | undefined;
const listeners = new Set<() => void>();

/** Called by lib/db.ts when it is loaded: whatever loads it is about to read or write. */
export function markLocalDatabaseInUse(): void {
  if (inUse) return;
  inUse = true;
  lookup = Promise.resolve(true);
  for (const listener of listeners) listener();
}

/**
 * Whether the database exists in this browser. Where the browser cannot say
 * (no `indexedDB.databases()`), it is assumed to, so nothing kept is ever hidden.
 */
export function localDatabaseExists(): Promise<boolean> {
  lookup ??= (async () => {
    try {
      if (typeof indexedDB === 'undefined') return false;
      if (typeof indexedDB.databases !== 'function') return true;
      return (await indexedDB.databases()).some((database) => database.name === LOCAL_DATABASE_NAME);
    } catch {
      return true;
    }
  })().then((exists) => {
    if (exists) markLocalDatabaseInUse();
    return exists;
  });
  return lookup;
}

/** Whether this page knows the database exists (or has created it). */
export function isLocalDatabaseInUse(): boolean {
  return inUse;
}

/** Called once the database turns out to be in use. */
export function onLocalDatabaseInUse(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget what was learnt. */
export function resetLocalDatabaseLookup(): void {
  inUse = false;
  lookup = undefined;
}
