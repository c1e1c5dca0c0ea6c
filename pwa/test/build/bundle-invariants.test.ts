import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  chartOrAdminCodeOnLanding,
  indexedDbInEntry,
  LANDING_BUDGET_BYTES,
  landingBeforeFirstInput,
  landingControlDrawnDisabled,
  landingFormNotPrerendered,
  landingOverBudget,
  landingRouteChunks,
  reportRouteNotPreloadedByAppShell,
  schemaLibraryOnLanding,
} from '../../build/bundle-invariants.ts';
import type { BundleChunk } from '../../build/bundle-graph.ts';
import { appShellPage, asset, chunk, goodBundle, LANDING_FORM, landingPage, moduleId } from './support/small-bundle.ts';

/** The good bundle with one chunk changed. */
function changed(file: string, change: (chunk: BundleChunk) => Partial<BundleChunk>) {
  const bundle = goodBundle();
  const original = bundle[file];
  if (original?.type !== 'chunk') throw new Error(`the small bundle has no chunk ${file}`);
  bundle[file] = { ...original, ...change(original) };
  return bundle;
}

describe('indexedDbInEntry', () => {
  it('passes when Dexie and the modules that call it load only with the screens that need them', () => {
    expect(indexedDbInEntry(goodBundle())).toEqual([]);
  });

  it('names Dexie when the entry chunk holds it', () => {
    const bundle = changed('assets/index.js', (entry) => ({ moduleIds: [...entry.moduleIds, moduleId.dependency('dexie/dist/dexie.mjs')] }));
    expect(indexedDbInEntry(bundle)).toEqual([
      `IndexedDB code is loaded with the entry chunk: assets/index.js holds ${moduleId.dependency('dexie/dist/dexie.mjs')}`,
    ]);
  });

  it('finds it in a chunk the entry imports statically, which loads with the entry all the same', () => {
    const bundle = changed('assets/shared.js', (shared) => ({ imports: [...shared.imports, 'assets/db.js'] }));
    expect(indexedDbInEntry(bundle)).toEqual([
      `IndexedDB code is loaded with the entry chunk: assets/db.js holds ${moduleId.dependency('dexie/dist/dexie.mjs')}`,
      `IndexedDB code is loaded with the entry chunk: assets/db.js holds ${moduleId.source('lib/db.ts')}`,
    ]);
  });

  it('finds the PWA modules that call IndexedDB, not only the library', () => {
    const bundle = changed('assets/shared.js', (shared) => ({ moduleIds: [...shared.moduleIds, moduleId.source('lib/outbox.ts')] }));
    expect(indexedDbInEntry(bundle)).toEqual([`IndexedDB code is loaded with the entry chunk: assets/shared.js holds ${moduleId.source('lib/outbox.ts')}`]);
  });
});

describe('landingRouteChunks', () => {
  it('is the entry, the landing screen and what they and the page import statically, not the lazy screens', () => {
    expect([...landingRouteChunks(goodBundle())].sort()).toEqual(['assets/index.js', 'assets/routes.js', 'assets/shared.js']);
  });

  it('includes a script the pre-rendered page names', () => {
    const bundle = goodBundle();
    bundle['index.html'] = asset('index.html', landingPage({ preloads: ['assets/shared.js', 'assets/report-extra.js'] }));
    expect(landingRouteChunks(bundle)).toContain('assets/report-extra.js');
  });
});

/** The good bundle split as the real one is: a small first script, the app's start loaded lazily, the landing page preloading only what the first script imports. */
function bootBundle() {
  const bundle = goodBundle();
  const shared = bundle['assets/shared.js'];
  if (shared?.type !== 'chunk') throw new Error('the small bundle has no shared chunk');
  bundle['assets/index.js'] = chunk('assets/index.js', {
    isEntry: true,
    facadeModuleId: `${moduleId.source('../index.html')}`,
    imports: ['assets/boot.js'],
    moduleIds: [moduleId.source('main.tsx')],
  });
  bundle['assets/boot.js'] = chunk('assets/boot.js', { moduleIds: [moduleId.source('lib/service-worker.ts')] });
  bundle['assets/start-app.js'] = chunk('assets/start-app.js', {
    isDynamicEntry: true,
    facadeModuleId: moduleId.source('start-app.tsx'),
    imports: ['assets/shared.js', 'assets/boot.js'],
    moduleIds: [moduleId.source('start-app.tsx'), moduleId.source('routeTree.gen.ts')],
  });
  bundle['index.html'] = asset('index.html', landingPage({ preloads: ['assets/boot.js'] }));
  return bundle;
}

/** Text gzip cannot shrink below `kilobytes`: random bytes. */
const incompressible = (kilobytes: number) => randomBytes(kilobytes * 1024).toString('latin1');

describe('landingBeforeFirstInput', () => {
  it('is the first script and what the page names, not the app it loads at the first input', () => {
    expect([...landingBeforeFirstInput(bootBundle())].sort()).toEqual(['assets/boot.js', 'assets/index.js']);
    expect([...landingRouteChunks(bootBundle())].sort()).toEqual([
      'assets/boot.js',
      'assets/index.js',
      'assets/routes.js',
      'assets/shared.js',
      'assets/start-app.js',
    ]);
  });
});

describe('landingOverBudget', () => {
  it('passes when the landing page loads its first script alone', () => {
    expect(landingOverBudget(bootBundle())).toEqual([]);
  });

  it('fails when the page preloads the app before the first input', () => {
    const bundle = bootBundle();
    bundle['index.html'] = asset('index.html', landingPage({ preloads: ['assets/boot.js', 'assets/start-app.js'] }));
    expect(landingOverBudget(bundle)).toEqual(["the landing page loads the app (assets/start-app.js) before the visitor's first input"]);
  });

  it('fails when what loads before the first input is over the budget, gzipped', () => {
    const bundle = bootBundle();
    const boot = bundle['assets/boot.js'];
    if (boot?.type !== 'chunk') throw new Error('no boot chunk');
    bundle['assets/boot.js'] = { ...boot, code: incompressible(LANDING_BUDGET_BYTES / 1024 + 10) };
    expect(landingOverBudget(bundle)).toEqual([
      expect.stringMatching(/^the landing page loads \d+\.\d kB of JavaScript \(gzip\) before the first input, over its 150 kB budget$/),
    ]);
  });
});

describe('chartOrAdminCodeOnLanding', () => {
  it('passes when charts and admin screens are in chunks of their own (admin route definitions and shared admin helpers may load)', () => {
    expect(chartOrAdminCodeOnLanding(goodBundle())).toEqual([]);
  });

  it('names the charts when the landing screen imports their chunk', () => {
    const bundle = changed('assets/routes.js', (landing) => ({ imports: [...landing.imports, 'assets/revenue-tab.js'] }));
    expect(chartOrAdminCodeOnLanding(bundle)).toEqual([
      `chart code is loaded by the landing route: assets/revenue-tab.js holds ${moduleId.dependency('recharts/es6/index.js')}`,
      `chart code is loaded by the landing route: assets/revenue-tab.js holds ${moduleId.dependency('@mantine/charts/esm/index.mjs')}`,
    ]);
  });

  it('names the charts library when the shared chunk takes it in', () => {
    const bundle = changed('assets/shared.js', (shared) => ({ moduleIds: [...shared.moduleIds, moduleId.dependency('recharts/es6/cartesian/Bar.js')] }));
    expect(chartOrAdminCodeOnLanding(bundle)).toEqual([
      `chart code is loaded by the landing route: assets/shared.js holds ${moduleId.dependency('recharts/es6/cartesian/Bar.js')}`,
    ]);
  });

  it('names an admin screen the pre-rendered page preloads', () => {
    const bundle = goodBundle();
    bundle['index.html'] = asset('index.html', landingPage({ preloads: ['assets/shared.js', 'assets/admin.batch.js'] }));
    expect(chartOrAdminCodeOnLanding(bundle)).toEqual([
      `admin code is loaded by the landing route: assets/admin.batch.js holds ${moduleId.source('features/admin-batch/components/batch-admin-page.tsx')}`,
      `admin code is loaded by the landing route: assets/admin.batch.js holds ${moduleId.source('routes/admin.batch.tsx?tsr-split=component')}`,
    ]);
  });

  it('names an admin page the entry holds, as when an admin route is no longer split', () => {
    const bundle = changed('assets/index.js', (entry) => ({ moduleIds: [...entry.moduleIds, moduleId.source('features/admin-auth/admin-login-page.tsx')] }));
    expect(chartOrAdminCodeOnLanding(bundle)).toEqual([
      `admin code is loaded by the landing route: assets/index.js holds ${moduleId.source('features/admin-auth/admin-login-page.tsx')}`,
    ]);
  });

  it('knows the screens of routes under an _admin layout', () => {
    const layoutScreen = moduleId.source('routes/_admin/admin.vanity.tsx?tsr-split=component');
    const bundle = changed('assets/shared.js', (shared) => ({ moduleIds: [...shared.moduleIds, layoutScreen] }));
    expect(chartOrAdminCodeOnLanding(bundle)).toEqual([`admin code is loaded by the landing route: assets/shared.js holds ${layoutScreen}`]);
  });
});

describe('schemaLibraryOnLanding', () => {
  it('passes when zod loads only with the screens that parse API answers', () => {
    expect(schemaLibraryOnLanding(goodBundle())).toEqual([]);
  });

  it('names zod when the shared chunk the landing page loads takes it in', () => {
    const zod = moduleId.dependency('zod/v4/classic/schemas.js');
    const bundle = changed('assets/shared.js', (shared) => ({ moduleIds: [...shared.moduleIds, zod] }));
    expect(schemaLibraryOnLanding(bundle)).toEqual([`the API schema library (zod) is loaded by the landing route: assets/shared.js holds ${zod}`]);
  });
});

describe('landingFormNotPrerendered', () => {
  it('passes when index.html holds the analyze form with its address field and submit button', () => {
    expect(landingFormNotPrerendered(goodBundle())).toEqual([]);
  });

  it('fails when the page was not pre-rendered (an empty #root)', () => {
    const bundle = goodBundle();
    bundle['index.html'] = asset('index.html', landingPage({ form: '' }));
    expect(landingFormNotPrerendered(bundle)).toEqual(['index.html has no pre-rendered analyze form (<form action="/analyze">)']);
  });

  it('fails when the form lost its address field', () => {
    const bundle = goodBundle();
    bundle['index.html'] = asset('index.html', landingPage({ form: LANDING_FORM.replace('name="url"', 'name="website"') }));
    expect(landingFormNotPrerendered(bundle)).toEqual(['the pre-rendered analyze form in index.html lacks its website address field (name="url")']);
  });

  it('fails when the form cannot be sent before the app runs (no submit button)', () => {
    const bundle = goodBundle();
    bundle['index.html'] = asset('index.html', landingPage({ form: LANDING_FORM.replace('type="submit"', 'type="button"') }));
    expect(landingFormNotPrerendered(bundle)).toEqual(['the pre-rendered analyze form in index.html lacks a submit button']);
  });

  it('fails when the build wrote no index.html', () => {
    const bundle = goodBundle();
    delete bundle['index.html'];
    expect(landingFormNotPrerendered(bundle)).toEqual(['the build has no index.html']);
  });
});

describe('landingControlDrawnDisabled', () => {
  it('passes when every control of the pre-rendered form is drawn enabled', () => {
    expect(landingControlDrawnDisabled(goodBundle())).toEqual([]);
  });

  it('names a control drawn disabled, as the example chips once were until the app ran', () => {
    const bundle = goodBundle();
    const form = LANDING_FORM.replace('<button', '<fieldset disabled=""><button type="button">stripe.com</button></fieldset><button');
    bundle['index.html'] = asset('index.html', landingPage({ form }));
    expect(landingControlDrawnDisabled(bundle)).toEqual(['the pre-rendered analyze form in index.html draws a control disabled: <fieldset disabled="">']);
  });

  it('finds a disabled button however the attribute is written', () => {
    const bundle = goodBundle();
    bundle['index.html'] = asset('index.html', landingPage({ form: LANDING_FORM.replace('type="submit"', 'type="submit" disabled') }));
    expect(landingControlDrawnDisabled(bundle)).toEqual([
      'the pre-rendered analyze form in index.html draws a control disabled: <button class="mantine-Button-root" type="submit" disabled>',
    ]);
  });

  it('does not take a data attribute or text for the attribute', () => {
    const bundle = goodBundle();
    const form = LANDING_FORM.replace('<button', '<button type="button" data-disabled-reason="x">disabled</button><button');
    bundle['index.html'] = asset('index.html', landingPage({ form }));
    expect(landingControlDrawnDisabled(bundle)).toEqual([]);
  });
});

describe('reportRouteNotPreloadedByAppShell', () => {
  it('passes when app-shell.html preloads the report route chunk', () => {
    expect(reportRouteNotPreloadedByAppShell(goodBundle())).toEqual([]);
  });

  it('fails when the app shell preloads the report route chunk no longer', () => {
    const bundle = goodBundle();
    bundle['app-shell.html'] = asset('app-shell.html', appShellPage(['assets/shared.js', 'assets/report-extra.js']));
    expect(reportRouteNotPreloadedByAppShell(bundle)).toEqual(["app-shell.html has no modulepreload for the report route's chunk assets/results.js"]);
  });

  it('does not take a plain script tag for a preload', () => {
    const bundle = goodBundle();
    bundle['app-shell.html'] = asset('app-shell.html', appShellPage([]).replace('</head>', '<script type="module" src="/assets/results.js"></script></head>'));
    expect(reportRouteNotPreloadedByAppShell(bundle)).toEqual(["app-shell.html has no modulepreload for the report route's chunk assets/results.js"]);
  });

  it('fails when the report route has no chunk of its own', () => {
    const bundle = goodBundle();
    bundle['assets/results.js'] = chunk('assets/results.js', { moduleIds: [moduleId.source('features/results/results-page.tsx')] });
    expect(reportRouteNotPreloadedByAppShell(bundle)).toEqual(['the build has no chunk for the report route (routes/results.$analysisId.tsx)']);
  });

  it('fails when the build wrote no app shell', () => {
    const bundle = goodBundle();
    delete bundle['app-shell.html'];
    expect(reportRouteNotPreloadedByAppShell(bundle)).toEqual(['the build has no app-shell.html']);
  });
});
