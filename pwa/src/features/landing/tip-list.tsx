import { List } from '@mantine/core';

/** The suggestions under an analysis failure (banner and alert). */
export function TipList({ tips }: { tips: readonly string[] }) {
  return (
    <List size="sm" spacing={4} mt="xs">
      {tips.map((tip) => (
        <List.Item key={tip}>{tip}</List.Item>
      ))}
    </List>
  );
}
