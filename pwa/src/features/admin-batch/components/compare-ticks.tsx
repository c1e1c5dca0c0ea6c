import { Button, Checkbox, Group, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { compareSearch, MAX_COMPARED, MIN_COMPARED } from '../../compare/compare-ids.ts';

export const COMPARE_TICK_TEXTS = {
  button: 'Compare selected',
  hint: `Tick ${MIN_COMPARED} or ${MAX_COMPARED} completed sites to compare them side by side.`,
} as const;

export interface CompareTicks {
  ticked: string[];
  toggle: (analysisId: string) => void;
}

/** The items ticked for comparison, in the order they were ticked, at most three. */
export function useCompareTicks(): CompareTicks {
  const [ticked, setTicked] = useState<string[]>([]);
  const toggle = (analysisId: string) =>
    setTicked((current) =>
      current.includes(analysisId) ? current.filter((id) => id !== analysisId) : current.length < MAX_COMPARED ? [...current, analysisId] : current,
    );
  return { ticked, toggle };
}

export function CompareTick({ analysisId, url, ticks }: { analysisId: string; url: string; ticks: CompareTicks }) {
  const checked = ticks.ticked.includes(analysisId);
  return (
    <Checkbox
      aria-label={`Compare ${url}`}
      checked={checked}
      disabled={!checked && ticks.ticked.length >= MAX_COMPARED}
      onChange={() => ticks.toggle(analysisId)}
    />
  );
}

/** Opens the compare page with the ticked items once two or three are ticked. */
export function CompareTicked({ ticked }: { ticked: string[] }) {
  const navigate = useNavigate();
  const ready = ticked.length >= MIN_COMPARED && ticked.length <= MAX_COMPARED;
  return (
    <Group gap="sm">
      <Button variant="light" disabled={!ready} onClick={() => void navigate({ to: '/compare', search: compareSearch(ticked) })}>
        {COMPARE_TICK_TEXTS.button}
      </Button>
      <Text size="sm" c="gray.7">
        {COMPARE_TICK_TEXTS.hint}
      </Text>
    </Group>
  );
}
