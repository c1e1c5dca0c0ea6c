// The app itself, loaded by main.tsx: at once, or on the pre-rendered landing page at the visitor's first input.
// Import order is evaluation order: React first, then a pause (boot-pause.ts), then the rest.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './boot-pause.ts';
import { onlineManager } from '@tanstack/react-query';
import { App } from './app.tsx';
import { isOnline, onConnectionChange } from './lib/online-status.ts';
import { isPrerenderedAddress, PRERENDERED_HREF_ATTRIBUTE } from './prerendered.ts';
import { createQueryClient } from './lib/query-client.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import { createAppRouter } from './router.ts';

// Queries and mutations pause while the app knows it is offline and resume when it is back.
onlineManager.setEventListener((setOnline) => {
  setOnline(isOnline());
  return onConnectionChange(() => setOnline(isOnline()));
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
// The landing markup was on show (and maybe scrolled) before the app ran: its first screen keeps the scroll.
const router = createAppRouter(queryClient, undefined, { keepScrollAtStart: root.hasAttribute(PRERENDERED_HREF_ATTRIBUTE) });

const start = () => {
  const app = <App router={router} queryClient={queryClient} />;
  // A transition lets React render in slices, so the page answers input while it starts.
  startTransition(() => {
    if (isPrerenderedAddress(root, router.state.location.href)) {
      hydrateRoot(root, app);
    } else {
      // The app shell, or the landing markup at an address it was not drawn for (/?error=...): drawn anew.
      createRoot(root).render(app);
    }
  });
};

// The route's code is loaded before the first render, so that render is the screen itself,
// never an empty frame in place of the markup already on show. A failed load is the
// router's to show (its error screen), so the app starts either way.
// Each step ends its task, so none of them holds the page for long.
void (async () => {
  await yieldToBrowser();
  await router.load().catch(() => undefined);
  await yieldToBrowser();
  start();
})();
