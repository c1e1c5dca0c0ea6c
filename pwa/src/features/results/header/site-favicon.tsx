import { Image, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { GlobeIcon } from '../icons.tsx';
import { FAVICON_SIZE, faviconUrl } from './favicon-url.ts';

/** The analysed site's icon from the icon service; a neutral globe when there is none or it fails to load. */
export function SiteFavicon({ domain }: { domain: string }) {
  const src = faviconUrl(useRuntimeConfig().data?.faviconServiceUrl, domain);
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || failedSrc === src) {
    return (
      <ThemeIcon variant="light" color="gray" size={FAVICON_SIZE} radius="sm" data-testid="site-favicon-fallback">
        <GlobeIcon size={20} />
      </ThemeIcon>
    );
  }
  return (
    <Image
      src={src}
      alt=""
      w={FAVICON_SIZE}
      h={FAVICON_SIZE}
      radius="sm"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
      data-testid="site-favicon"
    />
  );
}
