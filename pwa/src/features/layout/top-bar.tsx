import { Box, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Logo } from './logo.tsx';

export function TopBar() {
  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', background: 'white' }}>
      <Container size="lg">
        <Group justify="space-between">
          <Link to="/" aria-label="Onboarding Analyzer home" style={{ textDecoration: 'none' }}>
            <Logo />
          </Link>
        </Group>
      </Container>
    </Box>
  );
}
