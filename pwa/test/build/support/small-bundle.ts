// A hand-written build output shaped like the real one (pwa/build/bundle-graph.ts's
// structural types): an entry with a shared chunk, the landing and report screens split
// off, Dexie, the charts and an admin screen each in chunks of their own, and both pages.
import type { Bundle, BundleAsset, BundleChunk } from '../../../build/bundle-graph.ts';

const ROOT = '/repo';
const source = (file: string) => `${ROOT}/pwa/src/${file}`;
const dependency = (file: string) => `${ROOT}/node_modules/${file}`;

type ChunkFields = Partial<Omit<BundleChunk, 'type' | 'fileName'>>;

export function chunk(fileName: string, fields: ChunkFields = {}): BundleChunk {
  return { type: 'chunk', fileName, isEntry: false, isDynamicEntry: false, facadeModuleId: null, imports: [], moduleIds: [], code: '', ...fields };
}

export function asset(fileName: string, text: string): BundleAsset {
  return { type: 'asset', fileName, source: text };
}

export const LANDING_FORM =
  '<form class="mantine-Paper-root" id="analysis-form" noValidate="" action="/analyze" method="post">' +
  '<input class="mantine-Input-input" name="url" value=""/><button class="mantine-Button-root" type="submit">Get my strategy</button></form>';

export function landingPage({ form = LANDING_FORM, preloads = ['assets/shared.js'] } = {}): string {
  const links = preloads.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`).join('');
  return `<!doctype html><html><head><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>${links}</head><body><div id="root" data-prerendered-href="/"><main>${form}</main></div></body></html>`;
}

export function appShellPage(preloads = ['assets/shared.js', 'assets/results.js', 'assets/report-extra.js']): string {
  const links = preloads.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`).join('');
  return `<!doctype html><html><head><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>${links}</head><body><div id="root"><header></header></div></body></html>`;
}

/** A bundle every invariant holds for; a test breaks one thing in it. */
export function goodBundle(): Record<string, BundleChunk | BundleAsset> {
  const outputs = [
    chunk('assets/index.js', {
      isEntry: true,
      facadeModuleId: `${ROOT}/pwa/index.html`,
      imports: ['assets/shared.js'],
      // The route tree holds every route's definition, admin ones too; their screens are split off.
      moduleIds: [source('main.tsx'), source('routeTree.gen.ts'), source('routes/admin.batch.tsx'), source('routes/index.tsx')],
    }),
    chunk('assets/shared.js', {
      moduleIds: [
        dependency('react/index.js'),
        dependency('@mantine/core/esm/index.mjs'),
        source('features/admin-auth/admin-guard.tsx'),
        source('lib/local-database.ts'),
      ],
    }),
    chunk('assets/routes.js', {
      isDynamicEntry: true,
      facadeModuleId: source('routes/index.tsx?tsr-split=component'),
      imports: ['assets/shared.js'],
      moduleIds: [source('features/landing/analysis-form.tsx'), source('routes/index.tsx?tsr-split=component')],
    }),
    chunk('assets/results.js', {
      isDynamicEntry: true,
      facadeModuleId: source('routes/results.$analysisId.tsx?tsr-split=component'),
      imports: ['assets/shared.js', 'assets/report-extra.js'],
      moduleIds: [source('features/results/results-page.tsx'), source('routes/results.$analysisId.tsx?tsr-split=component')],
    }),
    chunk('assets/report-extra.js', { moduleIds: [source('features/share/share-dialog.tsx')] }),
    chunk('assets/db.js', { imports: ['assets/shared.js'], moduleIds: [dependency('dexie/dist/dexie.mjs'), source('lib/db.ts')] }),
    chunk('assets/revenue-tab.js', {
      isDynamicEntry: true,
      facadeModuleId: source('features/results/revenue/revenue-tab.tsx'),
      imports: ['assets/shared.js', 'assets/db.js'],
      moduleIds: [dependency('recharts/es6/index.js'), dependency('@mantine/charts/esm/index.mjs'), source('features/results/revenue/revenue-tab.tsx')],
    }),
    chunk('assets/admin.batch.js', {
      isDynamicEntry: true,
      facadeModuleId: source('routes/admin.batch.tsx?tsr-split=component'),
      imports: ['assets/shared.js'],
      moduleIds: [source('features/admin-batch/components/batch-admin-page.tsx'), source('routes/admin.batch.tsx?tsr-split=component')],
    }),
    asset('index.html', landingPage()),
    asset('app-shell.html', appShellPage()),
  ];
  return Object.fromEntries(outputs.map((output) => [output.fileName, output]));
}

/** A module id of the small bundle's tree, for a test that adds one. */
export const moduleId = { source, dependency };

export type { Bundle };
