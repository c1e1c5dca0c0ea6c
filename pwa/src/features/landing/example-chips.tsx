import { Button, Group, Text } from '@mantine/core';
import { exampleAddressMark, needsScriptMark } from './early-presses.ts';
import { EXAMPLE_ADDRESSES } from './example-addresses.ts';

/** One click fills the website field with a well-known SaaS site (before the app runs, the page's first script does: early-presses.ts). */
export function ExampleChips({ onPick }: { onPick: (address: string) => void }) {
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Example websites" {...needsScriptMark()}>
      <Text size="xs" c="gray.7">
        Try an example:
      </Text>
      {EXAMPLE_ADDRESSES.map((address) => (
        <Button key={address} size="compact-xs" radius="xl" variant="light" onClick={() => onPick(address)} {...exampleAddressMark(address)}>
          {address}
        </Button>
      ))}
    </Group>
  );
}
