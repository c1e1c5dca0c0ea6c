import { type Bundle, chunksOf, entryChunk, withStaticImports } from './bundle-graph.ts';

/** The app itself (pwa/src/start-app.tsx), which the entry (pwa/src/main.tsx) imports lazily. */
const APP_START = /[\\/]src[\\/]start-app\.tsx$/;

/** The app's start chunk: loaded at once by every screen, and by the pre-rendered landing page at the first input. */
export function appStartChunks(bundle: Bundle): string[] {
  return chunksOf(bundle)
    .filter((chunk) => chunk.isDynamicEntry && APP_START.test(chunk.facadeModuleId ?? ''))
    .map((chunk) => chunk.fileName);
}

/**
 * The app's start and what it imports statically, less what the entry loads anyway.
 * Named in the app shell, they arrive with the entry instead of after it has run.
 */
export function appStartPreloads(bundle: Bundle): string[] {
  const loadedByEntry = withStaticImports(bundle, [entryChunk(bundle).fileName]);
  return [...withStaticImports(bundle, appStartChunks(bundle))].filter((file) => !loadedByEntry.has(file));
}
