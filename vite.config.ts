import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

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
