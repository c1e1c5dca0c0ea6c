import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { useAdminLogout } from '../../admin-auth/use-admin-logout.ts';
import { NeedsConnectionWhenOffline } from '../../pwa/connection-notices.tsx';
import { NEEDS_CONNECTION_TEXTS } from '../../pwa/connection-texts.ts';
import { CreateVanityForm } from './create-vanity-form.tsx';
import { VanityList } from './vanity-list.tsx';

/** SPEC section 2, Vanity administration (behind the guard). */
export function VanityAdminPage() {
  const logout = useAdminLogout();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Vanity URL Administration</Title>
          <Button variant="default" onClick={logout}>
            Logout
          </Button>
        </Group>
        <NeedsConnectionWhenOffline>{NEEDS_CONNECTION_TEXTS.vanityAdmin}</NeedsConnectionWhenOffline>
        <CreateVanityForm />
        <VanityList />
      </Stack>
    </Container>
  );
}
