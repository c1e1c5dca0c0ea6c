import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { OfflineBanner } from '../pwa/offline-banner.tsx';
import { UpdatePrompt } from '../pwa/update-prompt.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';

/** What every screen has around its content: top bar, offline banner, footer, update prompt. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <OfflineBanner />
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
      <UpdatePrompt />
    </Box>
  );
}
