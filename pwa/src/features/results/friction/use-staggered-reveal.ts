import { useEffect, useState } from 'react';

/** SPEC section 9: the friction bars fill one after another, at these delays. */
export const FRICTION_BAR_DELAYS_MS = [100, 300, 500, 700] as const;

/** Which of the bars have started filling; bar i starts at FRICTION_BAR_DELAYS_MS[i]. */
export function useStaggeredReveal(): boolean[] {
  const [revealed, setRevealed] = useState(() => FRICTION_BAR_DELAYS_MS.map(() => false));
  useEffect(() => {
    const timers = FRICTION_BAR_DELAYS_MS.map((delay, index) =>
      setTimeout(() => setRevealed((current) => current.map((shown, i) => shown || i === index)), delay),
    );
    return () => timers.forEach(clearTimeout);
  }, []);
  return revealed;
}
