import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion.ts';

/** SPEC section 9: the maturity score counts up over 1500 ms in 20 ms ticks. */
export const COUNT_UP_MS = 1500;
export const COUNT_UP_TICK_MS = 20;
const TICKS = COUNT_UP_MS / COUNT_UP_TICK_MS;

/** The number shown after `tick` ticks: evenly up to the target, exactly the target at the end. */
export function countUpValue(target: number, tick: number): number {
  if (tick >= TICKS) return target;
  return Math.round((target * Math.max(0, tick)) / TICKS);
}

/** The score counting up, or the score itself at once when the visitor prefers reduced motion. */
export function useCountUp(target: number): number {
  const reducedMotion = usePrefersReducedMotion();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (reducedMotion) return;
    let ticks = 0;
    setTick(0);
    const timer = setInterval(() => {
      ticks += 1;
      setTick(ticks);
      if (ticks >= TICKS) clearInterval(timer);
    }, COUNT_UP_TICK_MS);
    return () => clearInterval(timer);
  }, [target, reducedMotion]);
  return reducedMotion ? target : countUpValue(target, tick);
}
