/** SPEC section 4: the time estimate shown for each stretch of progress, in order. */
const TIME_LABELS: readonly { below: number; label: string }[] = [
  { below: 25, label: 'Estimated time: 1-2 minutes remaining' },
  { below: 50, label: 'about a minute remaining' },
  { below: 75, label: '30-45 seconds remaining' },
  { below: 90, label: 'Almost there... just a few seconds remaining' },
];
const FINISHING_LABEL = 'Finishing up...';

export function timeRemainingLabel(percent: number): string {
  return TIME_LABELS.find(({ below }) => percent < below)?.label ?? FINISHING_LABEL;
}
