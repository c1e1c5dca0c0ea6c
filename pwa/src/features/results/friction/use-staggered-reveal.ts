import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion.ts';

/** SPEC section 9: the friction bars fill one after another, at these delays. */
export const FRICTION_BAR_DELAYS_MS = [100, 300, 500, 700] as const;

/**
 * Which of the bars have started filling; bar i starts at FRICTION_BAR_DELAYS_MS[i].
 * When the visitor prefers reduced motion, every bar is full from the start.
 */
export function useStaggeredReveal(): { revealed: boolean[]; animate: boolean } {
  const reducedMotion = usePrefersReducedMotion();
  const [revealed, setRevealed] = useState(() => FRICTION_BAR_DELAYS_MS.map(() => false));
  useEffect(() => {
    if (reducedMotion) return;
    const timers = FRICTION_BAR_DELAYS_MS.map((delay, index) =>
      setTimeout(() => setRevealed((current) => current.map((shown, i) => shown || i === index)), delay),
    );
    return () => timers.forEach(clearTimeout);
  }, [reducedMotion]);
  return reducedMotion ? { revealed: FRICTION_BAR_DELAYS_MS.map(() => true), animate: false } : { revealed, animate: true };
}
