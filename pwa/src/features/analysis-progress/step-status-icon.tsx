import { Box, Loader, ThemeIcon } from '@mantine/core';
import type { StepStatus } from '../../../../engine/contract/analysis.ts';

/** Completed: green check; in progress: spinner; pending: grey dot. Decorative: the text says the status. */
export function StepStatusIcon({ status }: { status: StepStatus }) {
  if (status === 'completed') {
    return (
      <ThemeIcon color="green" size={22} radius="xl" aria-hidden="true">
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </ThemeIcon>
    );
  }
  if (status === 'in-progress') return <Loader size={22} aria-hidden="true" />;
  return (
    <Box w={22} h={22} style={{ display: 'grid', placeItems: 'center' }} aria-hidden="true">
      <Box w={10} h={10} bg="gray.4" style={{ borderRadius: '50%' }} />
    </Box>
  );
}
