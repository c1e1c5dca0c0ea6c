import { createFileRoute } from '@tanstack/react-router';
import { vanityUrlsQuery } from '../../features/admin-vanity/api/vanity-urls.ts';
import { VanityAdminPage } from '../../features/admin-vanity/components/vanity-admin-page.tsx';
import { preloadQuery } from '../../lib/preload-query.ts';

export const Route = createFileRoute('/_admin/admin/vanity')({
  // The loader travels with the screen's code, so the entry chunk every page loads does not grow.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => preloadQuery(context.queryClient, vanityUrlsQuery),
  component: VanityAdminPage,
});
