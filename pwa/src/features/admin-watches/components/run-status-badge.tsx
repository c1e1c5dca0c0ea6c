import { Badge, Loader } from '@mantine/core';
import type { WatchRun } from '../../../../../engine/contract/watches.ts';
import { RUN_STATUS_BADGES } from '../watch-text.ts';

/** A run's status; the label is near-black on the light tint, which reads at AA. */
export function RunStatusBadge({ status }: { status: WatchRun['status'] }) {
  const badge = RUN_STATUS_BADGES[status];
  return (
    <Badge color={badge.color} c="dark.8" variant="light" leftSection={status === 'running' ? <Loader size={10} color={badge.color} aria-hidden /> : undefined}>
      {badge.label}
    </Badge>
  );
}
