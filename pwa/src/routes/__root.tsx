import { Box } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../features/layout/not-found-page.tsx';
import { SiteFooter } from '../features/layout/site-footer.tsx';
import { TopBar } from '../features/layout/top-bar.tsx';
import { useNewsletterScript } from '../features/landing/use-newsletter-script.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  // SPEC section 1: the newsletter-form script is injected once into every page.
  useNewsletterScript();
  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
