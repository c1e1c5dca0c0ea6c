import { useReducedMotion } from '@mantine/hooks';

/**
 * Whether the visitor asked the system for less motion (prefers-reduced-motion: reduce).
 * Read during the first render, so an animation that should not run never starts:
 * only screens drawn in the browser use it, never pre-rendered markup.
 */
export function usePrefersReducedMotion(): boolean {
  return useReducedMotion(false, { getInitialValueInEffect: false });
}
