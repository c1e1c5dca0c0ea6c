import react from '@vitejs/plugin-react';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'vite';
import { BUILD_DEFINE } from './build-year.ts';

/** What pwa/src/prerender.tsx renders: both pages' markup and the theme's style elements for their heads. */
export interface PrerenderedPages {
  landing: string;
  shell: string;
  themeStyles: string;
}

/** Bundles pwa/src/prerender.tsx for Node, resolving packages as the browser build does, and runs it. */
export async function renderPagesInNode(root: string, mode: string): Promise<PrerenderedPages> {
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
