import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Watch } from '../../../../../engine/contract/watches.ts';
import { adminErrorMessage } from '../../../lib/admin-api.ts';
import { toast } from '../../../lib/notify.ts';
import { useOnlineStatus } from '../../../lib/online-status.ts';
import { useAdminLogout } from '../../admin-auth/use-admin-logout.ts';
import { formatRelativeTime } from '../../admin-vanity/relative-time.ts';
import { useDeleteWatch } from '../api/delete-watch.ts';
import { useRunWatch } from '../api/run-watch.ts';
import { reloadWatches, useWatchList } from '../api/watch-list.ts';
import { AlertList } from './alert-list.tsx';
import { WatchDetails } from './watch-details.tsx';
import { WatchFormModal } from './watch-form-modal.tsx';
import { WatchTable } from './watch-table.tsx';

export const DELETE_WATCH_CONFIRMATION = 'Stop watching this site? Its runs, alerts and webhook deliveries are deleted; its reports stay.';
export const OFFLINE_LIST_TEXT = "You're offline: this is the list as it was last loaded. Creating, running and changing watches needs a connection.";

/** /admin/watches (issue #26): watched sites, their runs and alerts. */
export function WatchesAdminPage() {
  const logout = useAdminLogout();
  const list = useWatchList();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const run = useRunWatch();
  const remove = useDeleteWatch();
  const [form, setForm] = useState<{ watch?: Watch } | undefined>();
  const [selected, setSelected] = useState<string | undefined>();
  const readOnly = !online || list.data?.fromDevice === true;
  const loadError = list.isError ? adminErrorMessage(list.error, 'Failed to load the watches') : undefined;

  // The admin is signed in: new alerts show a notice on every screen from now on.
  useEffect(() => void import('../alert-notices.ts').then(({ startAlertPolling }) => startAlertPolling()), []);

  const runNow = (watch: Watch) =>
    run.mutate(watch.id, {
      onSuccess: () => toast({ title: 'Run started', message: `${watch.url} is being analysed, after any visitors' analyses waiting.` }),
      onError: (error) => toast({ title: 'Run not started', message: adminErrorMessage(error, 'Failed to start the run'), destructive: true }),
    });

  const deleteWatch = (watch: Watch) => {
    if (!window.confirm(DELETE_WATCH_CONFIRMATION)) return;
    remove.mutate(watch.id, {
      onSuccess: () => {
        if (selected === watch.id) setSelected(undefined);
        toast({ title: 'Watch deleted', message: watch.url });
      },
      onError: (error) => toast({ title: 'Error', message: adminErrorMessage(error, 'Failed to delete the watch'), destructive: true }),
    });
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Watched Sites</Title>
          <Button variant="default" onClick={logout}>
            Logout
          </Button>
        </Group>
        <Text c="dimmed">
          A watched site is analysed again on its schedule. When a run finds the site worse than the run before (a lower level, a lost signal), an alert is
          raised, listed here, sent to the watch&apos;s webhook and added to its feed.
        </Text>
        {list.data?.fromDevice && (
          <Alert color="yellow" variant="light" role="status" data-testid="offline-watch-list">
            {OFFLINE_LIST_TEXT} Loaded {formatRelativeTime(new Date(list.data.loadedAt).toISOString())}.
          </Alert>
        )}
        <Card withBorder padding="lg" component="section" aria-labelledby="watch-list-title">
          <Group justify="space-between" mb="md">
            <Title order={2} size="h3" id="watch-list-title">
              Watches
            </Title>
            <Group gap="xs">
              <Button variant="light" onClick={() => void reloadWatches(queryClient)} loading={list.isFetching && !list.isPending} disabled={!online}>
                Refresh
              </Button>
              <Button onClick={() => setForm({})} disabled={readOnly}>
                Watch a site
              </Button>
            </Group>
          </Group>
          {list.isPending && !loadError ? (
            <Text c="dimmed" role="status">
              Loading watches...
            </Text>
          ) : loadError ? (
            <Alert color="red" role="alert">
              {loadError}
            </Alert>
          ) : list.data && list.data.watches.length > 0 ? (
            <WatchTable
              watches={list.data.watches}
              actions={{
                onRun: runNow,
                onDetails: (watch) => setSelected(watch.id),
                onEdit: (watch) => setForm({ watch }),
                onDelete: deleteWatch,
                running: run.isPending ? run.variables : undefined,
                readOnly,
              }}
            />
          ) : (
            <Text c="dimmed">No watched sites yet. Watch a site to have it analysed again on a schedule.</Text>
          )}
        </Card>
        {selected && online && <WatchDetails watchId={selected} onClose={() => setSelected(undefined)} />}
        <Card withBorder padding="lg" component="section" aria-labelledby="alert-list-title">
          <Title order={2} size="h3" id="alert-list-title" mb="md">
            Alerts
          </Title>
          {list.data && <AlertList alerts={list.data.alerts} />}
        </Card>
      </Stack>
      <WatchFormModal
        opened={form !== undefined}
        watch={form?.watch}
        onClose={() => setForm(undefined)}
        onSaved={(watchId) => {
          setForm(undefined);
          setSelected(watchId);
        }}
      />
    </Container>
  );
}
