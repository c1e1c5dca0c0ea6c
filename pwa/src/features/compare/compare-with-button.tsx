import { Button, Center, Loader, Modal } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

export const COMPARE_WITH_TEXTS = {
  button: 'Compare with another site',
} as const;

// The picker reads the reports kept on the device: IndexedDB code loads only when it opens.
const ComparePicker = lazy(() => import('./compare-picker.tsx'));

/** On the results page: pick a kept report or paste a results link, then compare side by side. */
export function CompareWithButton({ reportKey }: { reportKey: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {COMPARE_WITH_TEXTS.button}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={COMPARE_WITH_TEXTS.button} centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        {opened ? (
          <Suspense
            fallback={
              <Center py="md">
                <Loader aria-label="Loading your reports" />
              </Center>
            }
          >
            <ComparePicker reportKey={reportKey} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}
