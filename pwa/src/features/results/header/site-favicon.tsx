import { Image, ThemeIcon } from '@mantine/core';
import { type SyntheticEvent, useState } from 'react';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { GlobeIcon } from '../icons.tsx';
import { FAVICON_SIZE, faviconUrl } from './favicon-url.ts';

/**
 * The analysed site's icon from the icon service. A neutral globe stands in until the icon
 * has loaded (on a slow phone that takes a while), and stays when there is none or it
 * fails: the visitor never sees an empty box or a broken image.
 */
export function SiteFavicon({ domain }: { domain: string }) {
  const src = faviconUrl(useRuntimeConfig().data?.faviconServiceUrl, domain);
  const [settled, setSettled] = useState<{ src: string; loaded: boolean }>();
  const state = settled === undefined || settled.src !== src ? 'loading' : settled.loaded ? 'loaded' : 'failed';
  const placeholder = (
    <ThemeIcon variant="light" color="gray" size={FAVICON_SIZE} radius="sm" data-testid="site-favicon-fallback">
      <GlobeIcon size={20} />
    </ThemeIcon>
  );
  if (!src || state === 'failed') return placeholder;
  // An answer that decodes to nothing (no width) is no icon either.
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => setSettled({ src, loaded: event.currentTarget.naturalWidth > 0 });
  return (
    <>
      {state === 'loading' ? placeholder : null}
      <Image
        src={src}
        alt=""
        w={FAVICON_SIZE}
        h={FAVICON_SIZE}
        radius="sm"
        referrerPolicy="no-referrer"
        // Still fetched while not displayed; shown once it has loaded.
        style={state === 'loaded' ? undefined : { display: 'none' }}
        onLoad={onLoad}
        onError={() => setSettled({ src, loaded: false })}
        data-testid="site-favicon"
      />
    </>
  );
}
