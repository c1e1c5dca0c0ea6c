import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';

export const MAKER_URL = 'https://onboarding-analyzer.com/about';

/**
 * The year the build pre-rendered the landing page in (vite.config.ts defines it), so
 * hydration finds the markup it expects; a visitor in a later year sees theirs right after.
 */
const PRERENDERED_YEAR = Number(import.meta.env.BUILD_YEAR) || new Date().getFullYear();

export function SiteFooter() {
  const year = useHydrated() ? new Date().getFullYear() : PRERENDERED_YEAR;
  return (
    <Box component="footer" py="lg" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Group gap="lg">
            {/* Both point home until the legal pages exist (SPEC section 2). */}
            <Anchor component={Link} to="/" size="sm" c="dimmed">
              Privacy Policy
            </Anchor>
            <Anchor component={Link} to="/" size="sm" c="dimmed">
              Terms of Service
            </Anchor>
            <Anchor href={MAKER_URL} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
              Made by the Onboarding Analyzer team
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed">
            © {year} Onboarding Analyzer. All rights reserved.
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
