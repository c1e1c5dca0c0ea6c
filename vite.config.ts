import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { BUILD_DEFINE } from './pwa/build/build-year.ts';
import { precompressAssets } from './pwa/build/precompress-assets.ts';
import { prerenderPages } from './pwa/build/prerender-pages.ts';
import { sharedChunk } from './pwa/build/shared-chunk.ts';
import { verifyBundle } from './pwa/build/verify-bundle.ts';
import { webApp } from './pwa/build/web-app.ts';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The PWA lives in pwa/; its build lands in dist/pwa, which the sync server serves.
// Each plugin of our own is one file in pwa/build/, tested in pwa/test/build/.

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
    webApp(),
    prerenderPages(),
    // After prerender-pages: it checks the pages that plugin writes.
    verifyBundle(),
    precompressAssets(),
  ],
  define: BUILD_DEFINE,
  build: {
    outDir: '../dist/pwa',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: sharedChunk } },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
