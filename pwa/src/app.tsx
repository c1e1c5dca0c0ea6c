import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode } from 'react';
import type { AppRouter } from './router.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Whether the HTML the app starts from carries the theme's styles (every build does). */
const STATIC_THEME_STYLES = import.meta.env.PROD;

interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  /** The router's screens unless given: the build's app shell renders the site frame alone. */
  children?: ReactNode;
}

/** The whole app, as the browser runs it and as the build pre-renders it (pwa/src/prerender.tsx). */
export function App({ router, queryClient, children = <RouterProvider router={router} /> }: AppProps) {
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        // The build writes the theme's CSS variables and global classes into the HTML head
        // (pwa/src/prerender.tsx, renderThemeStyles): computing them again on every start
        // costs a phone tens of milliseconds. The dev server has no such head, so it does.
        withCssVariables={!STATIC_THEME_STYLES}
        withGlobalClasses={!STATIC_THEME_STYLES}
      >
        {/* SPEC section 4: one toast visible at a time, 5 s by default. */}
        <Notifications limit={1} autoClose={5000} position="bottom-right" />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
