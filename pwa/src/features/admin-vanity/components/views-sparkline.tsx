import type { VanityStats } from '../../../../../engine/contract/vanity.ts';

const WIDTH = 96;
const HEIGHT = 24;

/** The points of a line through the daily views, scaled to the box; a flat line at the bottom when there are none. */
export function sparklinePoints(daily: readonly { views: number }[], width = WIDTH, height = HEIGHT): string {
  const highest = Math.max(1, ...daily.map((day) => day.views));
  const step = daily.length > 1 ? width / (daily.length - 1) : 0;
  return daily
    .map((day, index) => `${Math.round(index * step * 10) / 10},${Math.round((height - 2 - ((height - 4) * day.views) / highest) * 10) / 10}`)
    .join(' ');
}

/** A row's last 30 days of views, drawn small; the text beside it says the total for screen readers and everyone. */
export function ViewsSparkline({ daily }: { daily: VanityStats['daily'] }) {
  return (
    <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" data-testid="views-sparkline">
      <polyline points={sparklinePoints(daily)} fill="none" stroke="var(--mantine-color-indigo-7)" strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
}
