import { Badge, Box, Container, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Headline, promise and hero picture; the entry form sits under the promise. */
export function HeroSection({ children }: { children: ReactNode }) {
  return (
    <Box py={{ base: 'xl', md: 64 }} style={{ background: 'linear-gradient(180deg, var(--mantine-color-indigo-0), white)' }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge size="lg" variant="light" w="fit-content">
              Free Activation Strategy
            </Badge>
            <Title order={1} fz={{ base: 36, md: 52 }} lh={1.1}>
              Turn Signups Into Revenue
            </Title>
            <Text size="lg" c="gray.8">
              See the exact steps to fix your onboarding. We read your website the way a new visitor does, score your onboarding maturity and friction, and show
              what better activation is worth in revenue.
            </Text>
            <Text fw={600} c="indigo.9">
              Your analysis takes under 2 minutes. No credit card required.
            </Text>
            {children}
          </Stack>
          <Image
            src="/landing-hero.svg"
            alt="A sample report: the activation step of a signup funnel grows and revenue rises"
            w="100%"
            h="auto"
            width={560}
            height={420}
          />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
