import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { BookingButton } from './booking-button.tsx';

/** Closes every result page (SPEC section 2): the offer to implement the report with an expert. */
export function ConsultingCallCard() {
  return (
    <Card component="section" aria-labelledby="consulting-call-title" withBorder radius="lg" p="xl" mt="xl" bg="indigo.0">
      <Stack gap="md">
        <Title order={2} id="consulting-call-title" size="h3">
          Turn this report into revenue
        </Title>
        <Text>
          Our onboarding specialists implement the fixes in this report with your team, step by step, and measure the
          lift in activation and revenue with you.
        </Text>
        <Group>
          <BookingButton size="md" />
        </Group>
      </Stack>
    </Card>
  );
}
