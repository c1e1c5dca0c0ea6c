/**
 * How many generated cases a property test runs: a short run in `npm test`, the long
 * one under `npm run test:hostile`, which sets HOSTILE_LONG=1.
 */
export function hostileRuns(short: number, long: number): number {
  return process.env.HOSTILE_LONG === '1' ? long : short;
}

/** Whether this is the long run (tests may take longer per case then). */
export const isLongHostileRun = process.env.HOSTILE_LONG === '1';
