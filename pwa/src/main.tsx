import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isOnline, onConnectionChange } from './lib/online-status.ts';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { createAppRouter } from './router.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// Queries and mutations pause while the app knows it is offline and resume when it is back.
onlineManager.setEventListener((setOnline) => {
  setOnline(isOnline());
  return onConnectionChange(() => setOnline(isOnline()));
});

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* SPEC section 4: one toast visible at a time, 5 s by default. */}
      <Notifications limit={1} autoClose={5000} position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);

// The offline shell and the update prompt (DESIGN section 5).
registerServiceWorker();
