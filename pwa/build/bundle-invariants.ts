// What the build exists for, checked on its output (verify-bundle.ts): each check reads
// the chunk graph and the pages, and returns what breaks its rule (nothing when it holds).
import { gzipSync } from 'node:zlib';
import { ANALYZE_FORM_PATH } from '../../engine/contract/analyze-form.ts';
import { appStartChunks } from './app-start.ts';
import { assetText, type Bundle, type BundleChunk, chunksOf, entryChunk, scriptsNamedIn, withStaticImports } from './bundle-graph.ts';
import { USES_INDEXEDDB } from './indexeddb-modules.ts';
import { APP_SHELL_FILE, LANDING_FILE } from './page-files.ts';
import { reportRouteScreenChunks } from './report-route.ts';

/** The charts library and Mantine's wrapper of it: the Revenue tab's, the heaviest code the app has. */
const CHART_CODE = /node_modules[\\/](recharts|@mantine[\\/]charts)[\\/]/;

/**
 * The admin screens: what the router splits off every admin route (`admin.*` now, or
 * under an `_admin` layout), and the admin features' components and pages. The small
 * helpers the admin screens share (the guard, the admin API client, form hooks) are not
 * screens and may ride in the shared chunk.
 */
const ADMIN_SCREEN =
  /pwa[\\/]src[\\/](routes[\\/](_admin[\\/.]|admin)[^?]*\?tsr-split=|features[\\/]admin-[^\\/]+[\\/](components[\\/]|[^\\/]*(page|dashboard)\.tsx$))/;

/** The landing route's screen, split off the route tree by the router plugin. */
const LANDING_ROUTE_SCREEN = /[\\/]routes[\\/]index\.tsx\?tsr-split=/;

/** Modules of `chunks` that match `code`, as "chunk holds module" lines. */
function holding(bundle: Bundle, chunks: Iterable<string>, code: RegExp): string[] {
  return [...chunks].flatMap((file) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') return [];
    return chunk.moduleIds.filter((id) => code.test(id)).map((id) => `${file} holds ${id}`);
  });
}

/** The chunks every screen loads once the app runs: the entry, the app's start and what they import statically. */
function loadedWithEntry(bundle: Bundle): Set<string> {
  return withStaticImports(bundle, [entryChunk(bundle).fileName, ...appStartChunks(bundle)]);
}

/** Dexie is the largest library after the charts, and only screens that keep reports need it. */
export function indexedDbInEntry(bundle: Bundle): string[] {
  return holding(bundle, loadedWithEntry(bundle), USES_INDEXEDDB).map((found) => `IndexedDB code is loaded with the entry chunk: ${found}`);
}

/** What a first visit to / loads before the visitor does anything: the entry, what the pre-rendered page names, and their static imports. */
export function landingBeforeFirstInput(bundle: Bundle): Set<string> {
  const named = scriptsNamedIn(assetText(bundle, LANDING_FILE) ?? '').map((script) => script.file);
  return withStaticImports(bundle, [entryChunk(bundle).fileName, ...named]);
}

/** What the landing page runs once the app has started: that, the app's start, the landing route's screen, and their static imports. */
export function landingRouteChunks(bundle: Bundle): Set<string> {
  const landingScreen = chunksOf(bundle).filter((chunk: BundleChunk) => chunk.isDynamicEntry && LANDING_ROUTE_SCREEN.test(chunk.facadeModuleId ?? ''));
  return withStaticImports(bundle, [...landingBeforeFirstInput(bundle), ...appStartChunks(bundle), ...landingScreen.map((chunk) => chunk.fileName)]);
}

/** The JavaScript budget of a first visit to /, before the first input (bench:bundle measures the same in Chromium). */
export const LANDING_BUDGET_BYTES = 150 * 1024;

/**
 * A visitor needs no script to read the landing page, type an address and press the
 * button (the form posts itself): the app comes at the first input, and what loads
 * before it stays within the budget, gzipped as the server sends it.
 */
export function landingOverBudget(bundle: Bundle): string[] {
  const before = landingBeforeFirstInput(bundle);
  const early = appStartChunks(bundle)
    .filter((file) => before.has(file))
    .map((file) => `the landing page loads the app (${file}) before the visitor's first input`);
  const gzipped = [...before].reduce((sum, file) => {
    const chunk = bundle[file];
    return sum + (chunk?.type === 'chunk' ? gzipSync(chunk.code, { level: 9 }).length : 0);
  }, 0);
  const over =
    gzipped > LANDING_BUDGET_BYTES
      ? [
          `the landing page loads ${(gzipped / 1024).toFixed(1)} kB of JavaScript (gzip) before the first input, over its ${LANDING_BUDGET_BYTES / 1024} kB budget`,
        ]
      : [];
  return [...early, ...over];
}

export function chartOrAdminCodeOnLanding(bundle: Bundle): string[] {
  const landing = landingRouteChunks(bundle);
  return [
    ...holding(bundle, landing, CHART_CODE).map((found) => `chart code is loaded by the landing route: ${found}`),
    ...holding(bundle, landing, ADMIN_SCREEN).map((found) => `admin code is loaded by the landing route: ${found}`),
  ];
}

/** zod parses API answers on the screens that read them; the landing page posts its form with valibot's checks alone. */
const SCHEMA_LIBRARY = /node_modules[\\/]zod[\\/]/;

export function schemaLibraryOnLanding(bundle: Bundle): string[] {
  return holding(bundle, landingRouteChunks(bundle), SCHEMA_LIBRARY).map((found) => `the API schema library (zod) is loaded by the landing route: ${found}`);
}

/** The pre-rendered analyze form's markup in the landing page, if the page holds one. */
function prerenderedAnalyzeForm(page: string): string | undefined {
  return new RegExp(`<form\\b[^>]*\\saction="${ANALYZE_FORM_PATH}"[^>]*>([\\s\\S]*?)</form>`).exec(page)?.[1];
}

/** The analyze form as the browser posts it before the app has run: the address field and a submit button. */
export function landingFormNotPrerendered(bundle: Bundle): string[] {
  const page = assetText(bundle, LANDING_FILE);
  if (page === undefined) return [`the build has no ${LANDING_FILE}`];
  const form = prerenderedAnalyzeForm(page);
  if (form === undefined) return [`${LANDING_FILE} has no pre-rendered analyze form (<form action="${ANALYZE_FORM_PATH}">)`];
  const missing = [
    ...(/<input\b[^>]*\sname="url"/.test(form) ? [] : ['its website address field (name="url")']),
    ...(/<button\b[^>]*\stype="submit"/.test(form) ? [] : ['a submit button']),
  ];
  return missing.map((part) => `the pre-rendered analyze form in ${LANDING_FILE} lacks ${part}`);
}

/**
 * Issue #31: every control of the pre-rendered form works from the first paint (the page's
 * first script answers them until the app runs), so none is drawn disabled.
 */
export function landingControlDrawnDisabled(bundle: Bundle): string[] {
  const form = prerenderedAnalyzeForm(assetText(bundle, LANDING_FILE) ?? '') ?? '';
  const disabled = form.match(/<(button|input|fieldset|select|textarea)\b[^>]*\sdisabled(?=[\s=/>])[^>]*>/g) ?? [];
  return disabled.map((tag) => `the pre-rendered analyze form in ${LANDING_FILE} draws a control disabled: ${tag.slice(0, 80)}`);
}

export function reportRouteNotPreloadedByAppShell(bundle: Bundle): string[] {
  const shell = assetText(bundle, APP_SHELL_FILE);
  if (shell === undefined) return [`the build has no ${APP_SHELL_FILE}`];
  const screens = reportRouteScreenChunks(bundle);
  if (screens.length === 0) return ['the build has no chunk for the report route (routes/results.$analysisId.tsx)'];
  const preloaded = new Set(
    scriptsNamedIn(shell)
      .filter((script) => script.preload)
      .map((script) => script.file),
  );
  return screens.filter((file) => !preloaded.has(file)).map((file) => `${APP_SHELL_FILE} has no modulepreload for the report route's chunk ${file}`);
}

/** Every check, in the order the build reports them. */
export const bundleInvariants = [
  indexedDbInEntry,
  chartOrAdminCodeOnLanding,
  schemaLibraryOnLanding,
  landingFormNotPrerendered,
  landingControlDrawnDisabled,
  landingOverBudget,
  reportRouteNotPreloadedByAppShell,
] as const;
