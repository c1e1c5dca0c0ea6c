import { Button, type ButtonProps, Text } from '@mantine/core';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { externalHref } from '../external-href.ts';
import { CalendarIcon } from '../icons.tsx';
import { WRAPPING_LABEL } from '../wrapping-label.ts';

import { CONSULTING_CALL_COPY } from '../../../../../engine/contract/report-copy.ts';

export const BOOKING_LABEL = CONSULTING_CALL_COPY.bookingLabel;

/** The consulting provider's booking page (run-time config), or undefined when none is configured or loaded. */
function useBookingUrl(): string | undefined {
  return externalHref(useRuntimeConfig().data?.bookingUrl);
}

/** Opens the booking page in a new tab; says so plainly when there is no booking page to open (no dead button). */
export function BookingButton(props: ButtonProps) {
  const bookingUrl = useBookingUrl();
  if (!bookingUrl) {
    return (
      <Text size="sm" c="gray.7">
        Booking is not available right now. Please try again later.
      </Text>
    );
  }
  return (
    <Button
      color="indigo.8"
      component="a"
      href={bookingUrl}
      target="_blank"
      rel="noopener noreferrer"
      leftSection={<CalendarIcon />}
      {...WRAPPING_LABEL}
      {...props}
    >
      {BOOKING_LABEL}
    </Button>
  );
}
