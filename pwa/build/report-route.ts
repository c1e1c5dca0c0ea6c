import { appStartChunks } from './app-start.ts';
import { type Bundle, chunksOf, entryChunk, withStaticImports } from './bundle-graph.ts';

/** The report screen's route file; its code is what most app-shell visits (report links) draw first. */
const REPORT_ROUTE = /[\\/]routes[\\/]results\.\$analysisId\.tsx/;

/** The report route's own chunks: its screen, split off the route tree by the router plugin. */
export function reportRouteScreenChunks(bundle: Bundle): string[] {
  return chunksOf(bundle)
    .filter((chunk) => chunk.isDynamicEntry && REPORT_ROUTE.test(chunk.facadeModuleId ?? ''))
    .map((chunk) => chunk.fileName);
}

/**
 * The chunks of the report route's screen, with what they import that the entry and the
 * app's start do not load anyway. Named in the app shell, they arrive with the entry instead of after it
 * has run; the progress screen, the other main user of the shell, leads to a report.
 */
export function reportRouteChunks(bundle: Bundle): string[] {
  const route = reportRouteScreenChunks(bundle);
  if (route.length === 0) throw new Error('prerender-pages: the build has no chunk for the report route');
  const loadedByEntry = withStaticImports(bundle, [entryChunk(bundle).fileName, ...appStartChunks(bundle)]);
  const imports = route.flatMap((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? [file, ...chunk.imports] : [];
  });
  return [...new Set(imports)].filter((file) => !loadedByEntry.has(file));
}
