import { Group, Text } from '@mantine/core';

export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#4c3bcf" />
      <path d="M14 44 L26 30 L36 38 L50 20" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="50" cy="20" r="5" fill="#ffd43b" />
    </svg>
  );
}

export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark />
      <Text fw={800} size="lg" c="dark.8">
        Onboarding Analyzer
      </Text>
    </Group>
  );
}
