import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { useAdminLogout } from '../../admin-auth/use-admin-logout.ts';
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
        <CreateVanityForm />
        <VanityList />
      </Stack>
    </Container>
  );
}
