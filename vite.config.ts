import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRERENDERED_HREF, PRERENDERED_HREF_ATTRIBUTE } from './pwa/src/prerendered.ts';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The brand colour of the logo and the icons (pwa/scripts/render-icons.ts). */
const THEME_COLOR = '#4c3bcf';

/**
 * The year in the footer of the pre-rendered markup, given to the browser build too, so
 * hydration finds what it expects (pwa/src/features/layout/site-footer.tsx).
 */
const BUILD_DEFINE = { 'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) };

/** What every client route except / starts from: the server's fallback and the service worker's. */
const APP_SHELL_FILE = 'app-shell.html';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes .br and .gz beside every hashed text asset and the two HTML pages; the server
 * (koa-send) sends them to browsers that accept them. Hashed names change with their
 * content, and the pages are compressed in the same build that wrote them, so a copy
 * never goes stale (sw.js and the manifest are served as built).
 */
function precompressAssets(): Plugin {
  let outDir = '';
  let assetsDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      assetsDir = path.resolve(outDir, config.build.assetsDir);
    },
    async closeBundle() {
      const assets = (await readdir(assetsDir)).filter((file) => /\.(js|css|svg|json)$/.test(file)).map((file) => path.join(assetsDir, file));
      const pages = ['index.html', APP_SHELL_FILE].map((file) => path.join(outDir, file));
      await Promise.all(
        [...assets, ...pages].map(async (file) => {
          const source = await readFile(file);
          if (source.length < 1024) return; // not worth a round of decoding
          await writeFile(`${file}.br`, await brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${file}.gz`, await gzipAsync(source, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Pre-renders in Node, at build time: the landing page's markup goes into index.html
 * (served for / only), and the site frame around an empty screen into app-shell.html
 * (every other client route). The first paint then needs only HTML and CSS; the browser
 * hydrates the landing markup (pwa/src/main.tsx). A failed pre-render fails the build.
 */
function prerenderPages(): Plugin {
  let root = '';
  let mode = '';
  return {
    name: 'prerender-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('prerender-pages: the build wrote no index.html');
      const template = String(index.source);
      const { landing, shell, themeStyles } = await renderPagesInNode(root, mode);
      const page = withHeadStyles(template, themeStyles);
      // Before the service worker's precache list is made (vite-plugin-pwa, closeBundle), so its revisions match.
      index.source = withScriptsAfterPaint(withRootMarkup(page, landing, PRERENDERED_HREF));
      const shellPage = withModulePreloads(withRootMarkup(page, shell), reportRouteChunks(bundle));
      this.emitFile({ type: 'asset', fileName: APP_SHELL_FILE, source: withScriptsAfterPaint(shellPage) });
    },
  };
}

/** What pwa/src/prerender.tsx renders: both pages' markup and the theme's style elements for their heads. */
interface PrerenderedPages {
  landing: string;
  shell: string;
  themeStyles: string;
}

/** Bundles pwa/src/prerender.tsx for Node, resolving packages as the browser build does, and runs it. */
async function renderPagesInNode(root: string, mode: string): Promise<PrerenderedPages> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'oa-prerender-'));
  try {
    await build({
      configFile: false,
      root,
      mode,
      logLevel: 'warn',
      define: BUILD_DEFINE,
      plugins: [react()],
      // Everything bundled with the browser's export conditions: the router then takes its
      // browser code paths, and the markup matches the browser's first render.
      ssr: { noExternal: true, resolve: { conditions: ['browser', 'module', 'development|production'] } },
      build: {
        ssr: 'src/prerender.tsx',
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        // .mjs: the temporary folder has no package.json saying these are ES modules.
        rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
      },
    });
    return await renderInWorker(pathToFileURL(path.join(outDir, 'prerender.mjs')).href);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Runs the bundled renderer in a worker thread and ends the thread after: the browser
 * code it runs (React's scheduler, query timers) keeps handles open that would stop the
 * build's process from exiting.
 */
function renderInWorker(rendererUrl: string): Promise<PrerenderedPages> {
  const code = `
    const { parentPort } = require('node:worker_threads');
    import(${JSON.stringify(rendererUrl)})
      .then(async (renderer) => ({ landing: await renderer.renderLandingPage(), shell: await renderer.renderAppShell(), themeStyles: await renderer.renderThemeStyles() }))
      .then((pages) => parentPort.postMessage({ pages }), (error) => parentPort.postMessage({ error: String(error?.stack ?? error) }));
  `;
  const worker = new Worker(code, { eval: true });
  return new Promise<PrerenderedPages>((resolve, reject) => {
    worker.once('message', (message: { pages?: PrerenderedPages; error?: string }) => {
      if (message.pages) resolve(message.pages);
      else reject(new Error(`prerender-pages: ${message.error}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`prerender-pages: the renderer stopped (exit ${code}) before answering`)));
  }).finally(() => worker.terminate());
}

/**
 * Both pages paint from their pre-rendered HTML and CSS (the landing page whole, the app
 * shell's top bar and footer), so the browser is told to fetch the scripts after what
 * that first paint needs. Nothing else competes with them, so they still start at once;
 * on the app shell the report itself is already on its way (the server's preload Link).
 */
function withScriptsAfterPaint(html: string): string {
  const scripts = /<(script type="module"|link rel="modulepreload")/g;
  if (!scripts.test(html)) throw new Error('prerender-pages: the page has no module script');
  return html.replace(scripts, '<$1 fetchpriority="low"');
}

/** The report screen's route file; its code is what most app-shell visits (report links) draw first. */
const REPORT_ROUTE = /[\\/]routes[\\/]results\.\$analysisId\.tsx/;

/**
 * The chunks of the report route's screen, with what they import that the entry does not
 * load anyway. Named in the app shell, they arrive with the entry instead of after it
 * has run; the progress screen, the other main user of the shell, leads to a report.
 */
function reportRouteChunks(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const route = chunks.filter((chunk) => chunk.isDynamicEntry && REPORT_ROUTE.test(chunk.facadeModuleId ?? ''));
  if (!entry || route.length === 0) throw new Error('prerender-pages: the build has no chunk for the report route');
  const loadedByEntry = new Set([entry.fileName, ...entry.imports]);
  return [...new Set(route.flatMap((chunk) => [chunk.fileName, ...chunk.imports]))].filter((file) => !loadedByEntry.has(file));
}

function withModulePreloads(html: string, files: readonly string[]): string {
  return atHeadEnd(html, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''));
}

function withHeadStyles(html: string, styles: string): string {
  return atHeadEnd(html, styles);
}

function atHeadEnd(html: string, markup: string): string {
  if (!html.includes('</head>')) throw new Error('prerender-pages: index.html has no </head>');
  return html.replace('</head>', () => `${markup}</head>`);
}

function withRootMarkup(template: string, markup: string, prerenderedHref?: string): string {
  const emptyRoot = '<div id="root"></div>';
  if (!template.includes(emptyRoot)) throw new Error(`prerender-pages: index.html has no ${emptyRoot}`);
  const attribute = prerenderedHref ? ` ${PRERENDERED_HREF_ATTRIBUTE}="${prerenderedHref}"` : '';
  return template.replace(emptyRoot, () => `<div id="root"${attribute}>${markup}</div>`);
}

/** Dexie and the PWA modules that import it (see codeSplitting below). */
const USES_INDEXEDDB = /node_modules[\\/]dexie[\\/]|pwa[\\/]src[\\/]lib[\\/](db|use-live-query|outbox)\.ts$/;

// The PWA lives in pwa/; its build lands in dist/pwa, which the sync server serves.

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  plugins: [
    // The router plugin must come before react() so route files are split before JSX is compiled.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromRoot('./pwa/src/routes'),
      generatedRouteTree: fromRoot('./pwa/src/routeTree.gen.ts'),
    }),
    react(),
    VitePWA({
      // Landing and admin screens hold forms: a new version waits for the user's 'Reload'.
      registerType: 'prompt',
      // No inline registration script (the CSP allows none): pwa/src/lib/service-worker.ts registers it.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Onboarding Analyzer',
        short_name: 'Onboarding',
        description:
          'Free Activation Strategy for your SaaS: onboarding maturity, friction, what to fix first and what it is worth. Reports you have opened stay on your device.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The whole shell: every route chunk (they are lazy), the revenue worker, styles, images.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The pre-rendered landing page (index.html) answers / only; every other route starts from the shell.
        navigateFallback: APP_SHELL_FILE,
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // No runtime route matches /api/*: the service worker never answers an API call, so
        // admin, auth and analysis-status answers always come from the server (which marks
        // them no-store). Reports are kept for offline use in IndexedDB by the app instead.
        runtimeCaching: [],
      },
    }),
    prerenderPages(),
    precompressAssets(),
  ],
  define: BUILD_DEFINE,
  build: {
    outDir: '../dist/pwa',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Left to itself the bundler makes dozens of tiny shared chunks (one per Mantine
        // component); on a slow phone connection each costs a request before the first
        // screen can run. Code shared by two or more chunks goes into one instead, except
        // IndexedDB's library and the modules that call it: only the screens that need
        // them load them (lib/local-database.ts).
        codeSplitting: {
          groups: [{ name: 'shared', minShareCount: 2, test: (id: string) => !USES_INDEXEDDB.test(id) }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
