import { Button, Container, Loader, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { adminErrorMessage, loginAdmin } from '../../lib/admin-api.ts';
import { toast } from '../../lib/notify.ts';
import { useOnlineStatus } from '../../lib/online-status.ts';
import { NeedsConnection } from '../pwa/connection-notices.tsx';
import { NEEDS_CONNECTION_TEXTS } from '../pwa/connection-texts.ts';
import { type LoginFormValues, loginFormSchema } from './login-form-schema.ts';
import { safeRedirectTarget } from './redirect-target.ts';
import { useValidatedForm } from './use-validated-form.ts';

const EMPTY_FORM: LoginFormValues = { username: '', password: '' };

/** SPEC section 2, Admin login: on success the token is stored and the admin goes to the redirect target. */
export function AdminLoginPage({ redirect }: { redirect: unknown }) {
  const router = useRouter();
  const form = useValidatedForm(loginFormSchema, EMPTY_FORM);
  const online = useOnlineStatus();
  const login = useMutation({
    mutationFn: ({ username, password }: LoginFormValues) => loginAdmin(username, password),
    onSuccess: () => {
      toast({ title: 'Login successful', message: 'Welcome to the admin area.' });
      void router.navigate({ href: safeRedirectTarget(redirect), replace: true });
    },
    onError: (error) => {
      toast({ title: 'Login failed', message: adminErrorMessage(error, 'Invalid credentials. Please try again.'), destructive: true });
    },
  });

  return (
    <Container size={420} py={60}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            if (online) login.mutate(values);
          })}
        >
          <Stack>
            <Title order={1} size="h2" ta="center">
              Admin Login
            </Title>
            {online ? null : <NeedsConnection>{NEEDS_CONNECTION_TEXTS.adminLogin}</NeedsConnection>}
            <TextInput label="Username" autoComplete="username" autoFocus {...form.fieldProps('username')} />
            <PasswordInput label="Password" autoComplete="current-password" {...form.fieldProps('password')} />
            <Button type="submit" fullWidth disabled={login.isPending || !online} leftSection={login.isPending ? <Loader size={16} color="gray" /> : undefined}>
              {login.isPending ? 'Logging in...' : 'Login'}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
