import { Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';

/** SPEC section 1's marketing claims, each typed once. */
const CLAIMS = [
  { claim: '+40-60% activation', detail: 'Visitors who reach value in their first session come back and keep using your product.' },
  { claim: '4-6 weeks implementation', detail: 'The strategy is a short list of changes your team can ship in a few sprints.' },
  { claim: '+25-35% revenue', detail: 'More activated users from the same traffic means more paying customers.' },
  { claim: 'Results within 30 days', detail: 'Onboarding changes show up in your activation numbers within a month of shipping.' },
  { claim: '25-40% acquisition lift from self-serve', detail: 'Letting visitors start on their own widens the top of your funnel.' },
] as const;

export function MarketingClaims() {
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="claims-heading">
      <Title order={2} id="claims-heading" ta="center" mb="lg">
        What better onboarding is worth
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="md">
        {CLAIMS.map(({ claim, detail }) => (
          <Paper key={claim} withBorder radius="md" p="md">
            <Text fw={800} size="lg" c="indigo.8">
              {claim}
            </Text>
            <Text size="sm" c="gray.7" mt={6}>
              {detail}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
