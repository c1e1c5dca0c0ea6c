/**
 * Dexie and the PWA modules that import it: only the screens that keep reports on the
 * device load them (pwa/src/lib/local-database.ts), so they stay out of the shared chunk
 * (shared-chunk.ts) and out of what the entry loads (bundle-invariants.ts).
 */
export const USES_INDEXEDDB = /node_modules[\\/]dexie[\\/]|pwa[\\/]src[\\/]lib[\\/](db|use-live-query|outbox)\.ts$/;
