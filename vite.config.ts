import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The brand colour of the logo and the icons (pwa/scripts/render-icons.ts). */
const THEME_COLOR = '#4c3bcf';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes .br and .gz beside every hashed text asset; the server (koa-send) sends them
 * to browsers that accept them. Only /assets/: their names change with their content,
 * so a compressed copy can never go stale (index.html and sw.js are served as built).
 */
function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      const files = (await readdir(assetsDir)).filter((file) => /\.(js|css|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(assetsDir, file));
          if (source.length < 1024) return; // not worth a round of decoding
          await writeFile(path.join(assetsDir, `${file}.br`), await brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(path.join(assetsDir, `${file}.gz`), await gzipAsync(source, { level: 9 }));
        }),
      );
    },
  };
}

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
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // No runtime route matches /api/*: the service worker never answers an API call, so
        // admin, auth and analysis-status answers always come from the server (which marks
        // them no-store). Reports are kept for offline use in IndexedDB by the app instead.
        runtimeCaching: [],
      },
    }),
    precompressAssets(),
  ],
  build: {
    outDir: '../dist/pwa',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
