// The build's pre-render (vite.config.ts, prerenderPages): runs in Node, never in the
// browser. It renders with the router's browser code paths (the build resolves packages
// as a browser would), so the landing markup is exactly what the browser's first
// render produces and React can hydrate it instead of drawing the page again.
import { Center, Loader, MantineProvider } from '@mantine/core';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app.tsx';
import { SiteFrame } from './features/layout/site-frame.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { PRERENDERED_HREF } from './prerendered.ts';
import { createAppRouter } from './router.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The router's browser build records itself on `self`, which Node lacks.
(globalThis as { self?: unknown }).self ??= globalThis;

function routerAt(href: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [href] }), origin: 'http://localhost' });
  return { queryClient, router };
}

async function renderToHtml(element: ReactNode): Promise<string> {
  // Unlike renderToString, prerender waits for lazy sections, so no boundary is left for the client to redo.
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
    // Every boundary inline, in place: outlined ones would need React's inline scripts, which the CSP forbids.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      errors.push(error);
    },
  });
  // A section that failed here would be drawn again in the browser, with an error in its console: fail the build instead.
  if (errors.length > 0) throw new AggregateError(errors, `the pre-render failed: ${errors.map(String).join('; ')}`);
  return new Response(prelude).text();
}

/** The landing page (/) as the browser first draws it: hero and form, the rest follows in the browser. */
export async function renderLandingPage(): Promise<string> {
  const { queryClient, router } = routerAt(PRERENDERED_HREF);
  await router.load();
  return renderToHtml(<App router={router} queryClient={queryClient} />);
}

/**
 * Every other screen's first paint: the top bar and footer around a screen-tall main
 * (so the footer starts below the fold and nothing moves when the screen arrives) that
 * says it is loading: the spinner turns with the CSS alone, so a slow phone never shows
 * an empty page while the app's code arrives (where the report's own loading state shows next).
 */
export async function renderAppShell(): Promise<string> {
  const { queryClient, router } = routerAt(PRERENDERED_HREF);
  return renderToHtml(
    <App router={router} queryClient={queryClient}>
      <RouterContextProvider router={router}>
        <SiteFrame>
          <Center py={96} mih="100vh" role="status" aria-label="Loading">
            <Loader />
          </Center>
        </SiteFrame>
      </RouterContextProvider>
    </App>,
  );
}

/**
 * The theme's CSS variables and Mantine's global classes, as the style elements
 * MantineProvider would add in the browser: the build puts them in the head of every
 * page, and the app renders without them (pwa/src/app.tsx).
 */
export async function renderThemeStyles(): Promise<string> {
  const styles = await renderToHtml(<MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} />);
  if (!styles.includes('--mantine-')) throw new Error('the pre-render found no theme CSS variables');
  return styles;
}
