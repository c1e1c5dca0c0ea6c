import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFoundPage } from './features/layout/not-found-page.tsx';
import { routeTree } from './routeTree.gen.ts';

/**
 * `history` and `origin` are for the build's pre-render (pwa/src/prerender.tsx); the browser uses its own.
 * `keepScrollAtStart`: the page was drawn and could be scrolled before the app ran (the
 * pre-rendered landing page), so the app's first screen leaves the visitor where they
 * are instead of putting them back at the top, where a press on its way would land on
 * something else. Navigations after it restore or reset the scroll as usual.
 */
export function createAppRouter(queryClient: QueryClient, prerender?: { history: RouterHistory; origin: string }, { keepScrollAtStart = false } = {}) {
  let started = false;
  const restoreScroll = () => {
    const first = !started;
    started = true;
    return !(first && keepScrollAtStart);
  };
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    // Restoring scroll positions needs a window; the pre-render has none and renders the same markup without it.
    scrollRestoration: prerender ? false : restoreScroll,
    ...prerender,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** An admin page that shows what it last loaded when offline, so the admin layout lets it open without the session check. */
    readsOffline?: boolean;
  }
}
