import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates markup the build pre-rendered (pwa/src/prerender.tsx), true
 * from the render after, and always true for a screen drawn in the browser. Controls that
 * only work once the page's code runs use it to wait instead of doing nothing when clicked.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
