import { Box } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../features/layout/not-found-page.tsx';
import { SiteFooter } from '../features/layout/site-footer.tsx';
import { TopBar } from '../features/layout/top-bar.tsx';
import { useNewsletterScript } from '../features/landing/use-newsletter-script.ts';
import { OfflineBanner } from '../features/pwa/offline-banner.tsx';
import { useOutboxSync } from '../features/pwa/outbox-sync.tsx';
import { UpdatePrompt } from '../features/pwa/update-prompt.tsx';

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
  // Analyses asked for offline are sent at start-up and whenever the connection returns.
  useOutboxSync();
  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <OfflineBanner />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <UpdatePrompt />
    </Box>
  );
}
