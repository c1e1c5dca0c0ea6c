import { Text } from '@mantine/core';
import type { BatchItemChange } from '../../../../../engine/contract/batch.ts';
import { signedNumber } from '../../../../../engine/contract/signed-number.ts';
import { maturityLevelLabel } from '../../results/maturity/maturity-levels.ts';
import { engineChangeShort } from '../../../../../engine/contract/report-copy.ts';

/** An item's change since the site's previous analysis: score change, then level change. */
export function ItemChange({ change }: { change: BatchItemChange | undefined }) {
  if (!change) return <Text c="dimmed">—</Text>;
  return (
    <div>
      <Text fw={600} c={change.scoreDelta > 0 ? 'teal.9' : change.scoreDelta < 0 ? 'red.9' : undefined}>
        {signedNumber(change.scoreDelta)}
      </Text>
      <Text size="xs" c="gray.7">
        {change.levelChanged
          ? `${maturityLevelLabel(change.previousLevel)} → ${maturityLevelLabel(change.level)}`
          : `Still ${maturityLevelLabel(change.level)}`}
      </Text>
      {change.engineChanged && (
        <Text size="xs" c="gray.7">
          {engineChangeShort(change.engineChanged)}
        </Text>
      )}
    </div>
  );
}
