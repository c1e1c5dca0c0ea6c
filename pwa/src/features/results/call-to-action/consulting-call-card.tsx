import { Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CheckIcon } from '../icons.tsx';
import { BookingButton } from './booking-button.tsx';

/** SPEC section 1's claims, as the consulting offer states them. */
export const CONSULTING_CLAIMS = [
  '+40-60% activation',
  '4-6 weeks implementation',
  '+25-35% revenue',
  'Results within 30 days',
] as const;

/** Closes every result page (SPEC section 2): the offer to implement the report with an expert. */
export function ConsultingCallCard() {
  return (
    <Card component="section" aria-labelledby="consulting-call-title" withBorder radius="lg" p="xl" mt="xl" bg="indigo.0">
      <Stack gap="md">
        <Title order={2} id="consulting-call-title" size="h3">
          Turn this report into revenue
        </Title>
        <Text>
          Our onboarding specialists implement the fixes in this report with your team, step by step, and measure the results with you.
        </Text>
        <List spacing="xs" icon={<ThemeIcon color="teal" size={22} radius="xl"><CheckIcon size={14} /></ThemeIcon>}>
          {CONSULTING_CLAIMS.map((claim) => (
            <List.Item key={claim}>{claim}</List.Item>
          ))}
        </List>
        <Group>
          <BookingButton size="md" />
        </Group>
      </Stack>
    </Card>
  );
}
