import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { applyUpdate, getUpdateState, subscribeToUpdateState } from '../../lib/service-worker.ts';

export const UPDATE_TEXTS = {
  waiting: 'A new version of Onboarding Analyzer is ready.',
  activatedElsewhere: 'Onboarding Analyzer was updated in another tab.',
  hint: 'Reload when it suits you: anything typed on this page and not yet sent will be cleared.',
} as const;

/**
 * The update prompt (DESIGN section 5): a banner, not a toast, so the app's other
 * toasts cannot push it away. Nothing reloads until the user says so.
 */
export function UpdatePrompt() {
  const state = useSyncExternalStore(subscribeToUpdateState, getUpdateState, () => 'current' as const);
  const [dismissed, setDismissed] = useState(false);
  if (state === 'current' || dismissed) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={400}>
      <Paper
        withBorder
        shadow="lg"
        radius="md"
        p="md"
        maw={{ base: 'calc(100vw - 32px)', sm: 420 }}
        role="status"
        aria-live="polite"
        data-testid="update-prompt"
      >
        <Text fw={700}>{state === 'waiting' ? UPDATE_TEXTS.waiting : UPDATE_TEXTS.activatedElsewhere}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {UPDATE_TEXTS.hint}
        </Text>
        <Group justify="flex-end" mt="sm" gap="xs">
          <Button variant="subtle" color="gray" c="gray.8" onClick={() => setDismissed(true)}>
            Later
          </Button>
          <Button onClick={applyUpdate}>Reload</Button>
        </Group>
      </Paper>
    </Affix>
  );
}
