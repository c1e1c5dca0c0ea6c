import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { holdOfflineSubmits } from './features/landing/early-submit.ts';
import { localDatabaseExists } from './lib/local-database.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { isPrerenderedAddress } from './prerendered.ts';

/*
 * The page's first script, and all a first visit to the landing page runs before the
 * visitor does anything (issue #23). The pre-rendered landing page is whole without the
 * app: its text is drawn and its form posts itself (POST /analyze). So there the app is
 * loaded at the visitor's first input (a key, a tap, a click, focus, scrolling), which
 * is soon enough: an address typed meanwhile is kept (features/landing/analysis-form.tsx)
 * and an early press posts the form (offline, it is held for the app: features/landing/early-submit.ts). A returning visitor who keeps reports on this device
 * gets the app at once, for their list; every other screen needs it at once anyway.
 */
const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel', 'scroll'] as const;

let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  for (const type of FIRST_INPUT) window.removeEventListener(type, startApp, true);
  void import('./start-app.tsx');
};

/** Input before this script ran (on a slow connection a visitor may have begun typing): a field has focus or a changed value. */
function visitorHasBegun(root: HTMLElement): boolean {
  const focused = document.activeElement;
  if (focused && focused !== document.body && root.contains(focused)) return true;
  return [...root.querySelectorAll('input')].some((input) => input.value !== input.defaultValue);
}

const root = document.getElementById('root');
const address = `${window.location.pathname}${window.location.search}${window.location.hash}`;
if (root && isPrerenderedAddress(root, address) && !visitorHasBegun(root)) {
  for (const type of FIRST_INPUT) window.addEventListener(type, startApp, { capture: true, passive: true });
  holdOfflineSubmits(startApp);
  void localDatabaseExists().then((kept) => kept && startApp());
} else {
  startApp();
}

// The offline shell and the update prompt (DESIGN section 5), on every page from the first visit on.
registerServiceWorker();
