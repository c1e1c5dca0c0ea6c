import { vi } from 'vitest';

/** Makes window.matchMedia answer `prefers-reduced-motion: reduce` as the visitor's system would; returns the undo. */
export function preferReducedMotion(reduce: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  return () => {
    window.matchMedia = original;
  };
}
