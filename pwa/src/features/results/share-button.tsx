import { Button } from '@mantine/core';
import { ShareIcon } from './icons.tsx';

/** Opens the share dialog; both headings (own and shared mode) carry it. */
export function ShareButton({ onShare }: { onShare: () => void }) {
  return (
    <Button variant="light" leftSection={<ShareIcon />} onClick={onShare}>
      Share report
    </Button>
  );
}
