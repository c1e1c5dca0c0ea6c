import { Group, Text, UnstyledButton } from '@mantine/core';
import { demoShortcutMark } from './early-presses.ts';
import { DEMO_SHORTCUTS, type DemoShortcut } from './example-addresses.ts';

/**
 * The hidden overrides as quiet one-click presets for demos: small text buttons that
 * add demo=true or maturity=... to the typed address.
 */
export function DemoShortcuts({ onPick }: { onPick: (shortcut: DemoShortcut) => void }) {
  return (
    <Group gap={10} wrap="wrap" role="group" aria-label="Demo presets">
      <Text size="xs" c="gray.7">
        Demo presets:
      </Text>
      {DEMO_SHORTCUTS.map((shortcut) => (
        <UnstyledButton
          key={shortcut.label}
          onClick={() => onPick(shortcut)}
          {...demoShortcutMark(shortcut.label)}
          title={shortcut.description}
          aria-label={`${shortcut.label}: ${shortcut.description}`}
          fz="xs"
          c="gray.7"
          td="underline"
        >
          {shortcut.label}
        </UnstyledButton>
      ))}
    </Group>
  );
}
