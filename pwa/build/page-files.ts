/** The pre-rendered landing page: served for / only (pwa/build/prerender-pages.ts). */
export const LANDING_FILE = 'index.html';

/** What every client route except / starts from: the server's fallback and the service worker's. */
export const APP_SHELL_FILE = 'app-shell.html';
