import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { loginAdmin } from '../../../lib/admin-api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { useOnlineStatus } from '../../../lib/online-status.ts';

/** What a refused login says: SPEC section 8's text, except that a rate-limited admin is told when to try again. */
function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.serverMessage) return error.serverMessage;
  return 'Invalid username or password.';
}

/** SPEC section 2: the batch screen's own login form (POST /api/admin/login); Enter submits. */
export function BatchLoginForm({ onSignedIn }: { onSignedIn: (token: string, username: string) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const online = useOnlineStatus();
  const login = useMutation({
    mutationFn: () => loginAdmin(username.trim(), password, '/api/admin/login'),
    onSuccess: (token) => {
      toast({ title: 'Login successful', message: 'Welcome to the admin area.' });
      onSignedIn(token, username.trim());
    },
    // A refusal and an answer without a token both land here (SPEC section 8).
    onError: (error) => toast({ title: 'Authentication failed', message: loginFailureMessage(error), destructive: true }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Offline the page says a connection is needed; a login would only wait for one.
    if (login.isPending || !online) return;
    if (username.trim() === '' || password === '') {
      toast({ title: 'Authentication required', message: 'Please enter both username and password.', destructive: true });
      return;
    }
    login.mutate();
  };

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={420} w="100%" mx="auto" component="section" aria-labelledby="batch-login-title">
      <form noValidate onSubmit={submit}>
        <Stack>
          <Title order={2} size="h3" id="batch-login-title">
            Log in to manage batch jobs
          </Title>
          <Text c="dimmed" size="sm">
            Batch analysis is for administrators.
          </Text>
          <TextInput label="Username" autoComplete="username" autoFocus value={username} onChange={(event) => setUsername(event.currentTarget.value)} />
          <PasswordInput label="Password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
          <Button type="submit" fullWidth loading={login.isPending} disabled={!online}>
            Login
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
