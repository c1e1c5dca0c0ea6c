import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { CONSULTING_CALL_COPY } from '../../../../../engine/contract/report-copy.ts';
import { BookingButton } from './booking-button.tsx';

/** Closes every result page (SPEC section 2): the offer to implement the report with an expert. */
export function ConsultingCallCard() {
  return (
    <Card component="section" aria-labelledby="consulting-call-title" withBorder radius="lg" p="xl" mt="xl" bg="indigo.0">
      <Stack gap="md">
        <Title order={2} id="consulting-call-title" size="h3">
          {CONSULTING_CALL_COPY.title}
        </Title>
        <Text>{CONSULTING_CALL_COPY.text}</Text>
        <Group>
          <BookingButton size="md" />
        </Group>
      </Stack>
    </Card>
  );
}
