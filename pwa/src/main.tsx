import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { answerPressesBeforeApp, answerWithoutApp } from './features/landing/early-presses.ts';
import { localDatabaseExists } from './lib/local-database.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { isPrerenderedAddress, PRERENDERED_HREF_ATTRIBUTE } from './prerendered.ts';

/*
 * The page's first script, and all a first visit to the landing page runs before the
 * visitor does anything (issue #23). The pre-rendered landing page is whole without the
 * app: its text is drawn and its form posts itself (POST /analyze) where no script runs.
 * So there the app is loaded at the visitor's first input (a key, a tap, a click, focus,
 * scrolling, an autofilled field), and until it runs this script answers the form's
 * controls itself (features/landing/early-presses.ts, issue #31): chips and the options
 * toggle work at once, a press of the button is held for the app, which sends it the
 * SPEC's way. A returning visitor who keeps reports on this device gets the app at once,
 * for their list; every other screen needs it at once anyway.
 */
const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin', 'input', 'touchstart', 'wheel', 'scroll'] as const;

let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  for (const type of FIRST_INPUT) window.removeEventListener(type, startApp, true);
  // A failed download leaves the page to the browser: a held press is posted as without JavaScript.
  import('./start-app.tsx').catch(answerWithoutApp);
};

/** Input before this script ran (on a slow connection a visitor may have begun typing): a field has focus or a changed value. */
function visitorHasBegun(root: HTMLElement): boolean {
  const focused = document.activeElement;
  if (focused && focused !== document.body && root.contains(focused)) return true;
  return [...root.querySelectorAll('input')].some((input) => input.value !== input.defaultValue);
}

const root = document.getElementById('root');
const address = `${window.location.pathname}${window.location.search}${window.location.hash}`;
// The landing markup is on show (at / or at an address the app will draw anew, such as /?error=...) until the app runs.
if (root?.hasAttribute(PRERENDERED_HREF_ATTRIBUTE)) answerPressesBeforeApp(startApp);
if (root && isPrerenderedAddress(root, address) && !visitorHasBegun(root)) {
  for (const type of FIRST_INPUT) window.addEventListener(type, startApp, { capture: true, passive: true });
  void localDatabaseExists().then((kept) => kept && startApp());
} else {
  startApp();
}

// The offline shell and the update prompt (DESIGN section 5), on every page from the first visit on.
registerServiceWorker();
