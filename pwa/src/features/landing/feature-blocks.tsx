import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';

const FEATURES = [
  {
    title: 'Website Analyzer',
    text: 'Reads your homepage, pricing, signup and help pages the way a first-time visitor does, and quotes what it found.',
  },
  {
    title: 'Maturity Assessment',
    text: 'Places your onboarding on a 3-level model: Basic, Guided or Conversion-Optimised.',
  },
  {
    title: 'Friction Analysis',
    text: 'Scores functional, emotional and motivational friction and names the issues behind each score.',
  },
  {
    title: 'Revenue Impact Forecast',
    text: 'Shows what a higher activation rate is worth in monthly and annual revenue, from your own numbers.',
  },
  {
    title: 'Shareable Report',
    text: 'Share the full report with your team or investors under your company name.',
  },
] as const;

/** SPEC section 1: the five things the free report contains. */
export function FeatureBlocks() {
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="features-heading">
      <Title order={2} id="features-heading" ta="center" mb="lg">
        Everything in your free report
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {FEATURES.map((feature, index) => (
          <Card key={feature.title} withBorder radius="md" padding="lg">
            <ThemeIcon size={36} radius="xl" variant="light" aria-hidden="true">
              <Text fw={800} size="sm">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Title order={3} size="h4" mt="md">
              {feature.title}
            </Title>
            <Text size="sm" c="gray.7" mt={6}>
              {feature.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
