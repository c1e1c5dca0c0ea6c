import { createFileRoute } from '@tanstack/react-router';
import { watchListQuery } from '../../features/admin-watches/api/watch-list.ts';
import { WatchesAdminPage } from '../../features/admin-watches/components/watches-admin-page.tsx';
import { preloadQuery } from '../../lib/preload-query.ts';

export const Route = createFileRoute('/_admin/admin/watches')({
  // The loader travels with the screen's code, so the entry chunk every page loads does not grow.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => preloadQuery(context.queryClient, watchListQuery),
  // Installed and offline, the list shows what was last loaded (issue #26).
  staticData: { readsOffline: true },
  component: WatchesAdminPage,
});
