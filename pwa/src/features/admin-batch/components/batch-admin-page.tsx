import { Button, Center, Container, Group, Loader, Stack, Tabs, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useOnlineStatus } from '../../../lib/online-status.ts';
import { NeedsConnection, SessionUnreachable } from '../../pwa/connection-notices.tsx';
import { NEEDS_CONNECTION_TEXTS } from '../../pwa/connection-texts.ts';
import { useBatchSession } from '../use-batch-session.ts';
import { BatchDetailsTab } from './batch-details-tab.tsx';
import { BatchJobsTab } from './batch-jobs-tab.tsx';
import { BatchLoginForm } from './batch-login-form.tsx';
import { CreateBatchTab } from './create-batch-tab.tsx';

type TabKey = 'create' | 'manage' | 'details';

/** SPEC section 2, Batch administration: its own login form, then three tabs. */
export function BatchAdminPage() {
  const session = useBatchSession();
  const online = useOnlineStatus();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Batch Processing Admin</Title>
          {session.state === 'signed-in' ? (
            <Button variant="default" onClick={session.signOut}>
              Logout
            </Button>
          ) : null}
        </Group>
        {online ? null : <NeedsConnection>{NEEDS_CONNECTION_TEXTS.batchAdmin}</NeedsConnection>}
        {session.state === 'offline' ? (
          online ? (
            <SessionUnreachable onRetry={session.retryCheck} />
          ) : null
        ) : session.state === 'checking' ? (
          <Center py={60} role="status">
            <Loader />
            <VisuallyHidden>Checking your session...</VisuallyHidden>
          </Center>
        ) : session.state === 'signed-out' ? (
          <BatchLoginForm onSignedIn={session.signIn} />
        ) : (
          <BatchWorkspace onSessionExpired={session.expire} />
        )}
      </Stack>
    </Container>
  );
}

function BatchWorkspace({ onSessionExpired }: { onSessionExpired: (options?: { silent?: boolean }) => void }) {
  const [tab, setTab] = useState<TabKey>('create');
  const [selectedBatchId, setSelectedBatchId] = useState<string | null>(null);
  const open = (batchId: string) => {
    setSelectedBatchId(batchId);
    setTab('details');
  };
  const backToList = () => {
    setSelectedBatchId(null);
    setTab('manage');
  };

  return (
    <Tabs value={tab} onChange={(next) => next && setTab(next as TabKey)}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="create">Create Batch Job</Tabs.Tab>
        <Tabs.Tab value="manage">Manage Batch Jobs</Tabs.Tab>
        {selectedBatchId ? <Tabs.Tab value="details">Batch Details</Tabs.Tab> : null}
      </Tabs.List>
      <Tabs.Panel value="create">
        <CreateBatchTab onCreated={open} onSessionExpired={onSessionExpired} />
      </Tabs.Panel>
      <Tabs.Panel value="manage">
        <BatchJobsTab onSelect={open} onSessionExpired={onSessionExpired} />
      </Tabs.Panel>
      {selectedBatchId ? (
        <Tabs.Panel value="details">
          <BatchDetailsTab key={selectedBatchId} batchId={selectedBatchId} onBack={backToList} onOpenBatch={open} onSessionExpired={onSessionExpired} />
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
