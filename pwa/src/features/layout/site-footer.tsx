import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export const MAKER_URL = 'https://onboarding-analyzer.com/about';

export function SiteFooter() {
  const year = new Date().getFullYear();
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
