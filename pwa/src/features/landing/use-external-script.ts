import { useEffect, useState } from 'react';
import { injectScriptOnce } from './script-injector.ts';

export type ExternalScriptStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A third-party script that never answers must not keep a spinner turning. */
export const SCRIPT_TIMEOUT_MS = 10_000;

/**
 * Loads a script once per page and reports how it went: idle without an address,
 * failed on error or after the timeout (ready again should it arrive late).
 */
export function useExternalScript(src: string | undefined, timeoutMs = SCRIPT_TIMEOUT_MS): ExternalScriptStatus {
  const [state, setState] = useState<{ src: string; status: ExternalScriptStatus }>({ src: '', status: 'idle' });

  useEffect(() => {
    if (!src) return undefined;
    let active = true;
    setState({ src, status: 'loading' });
    const timer = setTimeout(() => {
      if (active) setState((current) => (current.status === 'loading' ? { src, status: 'failed' } : current));
    }, timeoutMs);
    injectScriptOnce(src).then(
      () => active && setState({ src, status: 'ready' }),
      () => active && setState({ src, status: 'failed' }),
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [src, timeoutMs]);

  if (!src) return 'idle';
  // Before the effect has run for a new address, it is about to load.
  return state.src === src ? state.status : 'loading';
}
