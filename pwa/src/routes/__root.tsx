import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../features/layout/not-found-page.tsx';
import { SiteFrame } from '../features/layout/site-frame.tsx';
import { useNewsletterScript } from '../features/landing/use-newsletter-script.ts';
import { useOutboxSync } from '../features/pwa/outbox-sync.tsx';
import { useAlertNotifications } from '../features/admin-watches/use-alert-notifications.ts';

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
  // With an admin signed in, a watch's new alert shows a notice on any screen.
  useAlertNotifications();
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
