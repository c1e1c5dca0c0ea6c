import { useEffect } from 'react';
import { useRuntimeConfig } from '../../lib/runtime-config.ts';
import { injectScriptOnce } from './script-injector.ts';

/** SPEC section 1: the newsletter-form script, injected once per page and only when configured. */
export function useNewsletterScript(): void {
  const src = useRuntimeConfig().data?.newsletterScriptUrl;
  useEffect(() => {
    // A newsletter form that cannot load is not worth an error on the visitor's screen.
    if (src) injectScriptOnce(src).catch(() => undefined);
  }, [src]);
}
