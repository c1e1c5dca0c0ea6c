const WIDTH = 96;
const HEIGHT = 24;

/**
 * The points of a line through `values`, left to right, scaled to the box: `highest` at the
 * top (the largest value unless given, e.g. 100 for scores) and 0 at the bottom.
 */
export function sparklinePoints(values: readonly number[], { width = WIDTH, height = HEIGHT, highest = Math.max(1, ...values) } = {}): string {
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((value, index) => `${Math.round(index * step * 10) / 10},${Math.round((height - 2 - ((height - 4) * value) / highest) * 10) / 10}`)
    .join(' ');
}

/** A small line of values; decorative, so the text beside it says what it shows. */
export function Sparkline({ values, testId, highest }: { values: readonly number[]; testId: string; highest?: number }) {
  return (
    <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" data-testid={testId}>
      <polyline points={sparklinePoints(values, { highest })} fill="none" stroke="var(--mantine-color-indigo-7)" strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
}
