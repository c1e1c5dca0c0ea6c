import { USES_INDEXEDDB } from './indexeddb-modules.ts';

/**
 * Left to itself the bundler makes dozens of tiny shared chunks (one per Mantine
 * component); on a slow phone connection each costs a request before the first screen
 * can run. Code shared by two or more chunks goes into one instead, except IndexedDB's
 * library and the modules that call it: only the screens that need them load them.
 */
export const sharedChunk = {
  groups: [
    // The API schemas' library goes apart too: the landing page sends its form without it.
    { name: 'schemas', minShareCount: 2, priority: 1, test: (id: string) => ZOD.test(id) },
    // What the page's first script (pwa/src/main.tsx) imports stays with it: the landing page runs that alone until the first input.
    { name: 'boot', tags: ['$initial' as const], priority: 2, test: (id: string) => !ENTRY.test(id) },
    { name: 'shared', minShareCount: 2, test: (id: string) => !USES_INDEXEDDB.test(id) && !ZOD.test(id) },
  ],
};

/** The entry itself (index.html and the module its script names), which makes the entry chunk. */
const ENTRY = /pwa[\\/](index\.html|src[\\/]main\.tsx)$/;

/** zod, and the contract's one module that sets it up for the browser (engine/contract/zod.ts). */
const ZOD = /node_modules[\\/]zod[\\/]|engine[\\/]contract[\\/]zod\.ts$/;
