import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { APP_SHELL_FILE } from './page-files.ts';
import { THEME_COLOR } from './theme-color.ts';

/** The web app manifest and the service worker vite-plugin-pwa writes from it. */
export const webAppOptions = {
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
} satisfies Partial<VitePWAOptions>;

export function webApp() {
  return VitePWA(webAppOptions);
}
