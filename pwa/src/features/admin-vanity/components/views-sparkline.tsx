import type { VanityStats } from '../../../../../engine/contract/vanity.ts';
import { Sparkline } from '../../../lib/sparkline.tsx';

/** A row's last 30 days of views, drawn small; the text beside it says the total for screen readers and everyone. */
export function ViewsSparkline({ daily }: { daily: VanityStats['daily'] }) {
  return <Sparkline values={daily.map((day) => day.views)} testId="views-sparkline" />;
}
