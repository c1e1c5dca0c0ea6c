import { Badge, Loader } from '@mantine/core';
import { statusBadge } from '../batch-status.ts';

/** SPEC section 4's status colours; processing spins. */
export function BatchStatusBadge({ status }: { status: string }) {
  const badge = statusBadge(status);
  return (
    <Badge color={badge.color} variant="light" leftSection={badge.spinning ? <Loader size={10} color={badge.color} aria-hidden /> : undefined}>
      {badge.label}
    </Badge>
  );
}
