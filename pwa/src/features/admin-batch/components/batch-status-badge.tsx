import { Badge, Loader } from '@mantine/core';
import { statusBadge } from '../batch-status.ts';

/**
 * SPEC section 4's status colours, as the badge's tint; the label is near-black, since even
 * the darkest green on its light tint falls short of AA (3.8:1, axe). Processing spins.
 */
export function BatchStatusBadge({ status }: { status: string }) {
  const badge = statusBadge(status);
  return (
    <Badge color={badge.color} c="dark.8" variant="light" leftSection={badge.spinning ? <Loader size={10} color={badge.color} aria-hidden /> : undefined}>
      {badge.label}
    </Badge>
  );
}
