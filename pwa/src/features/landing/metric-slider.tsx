import { Group, Slider, Text } from '@mantine/core';
import { metricSliderMark } from './early-presses.ts';
import type { LandingMetricName } from './landing-metrics.ts';

interface MetricSliderProps {
  /** The field's name in the form the browser posts when the app could not be loaded. */
  name: LandingMetricName;
  label: string;
  value: number;
  range: { min: number; max: number; step: number };
  format: (value: number) => string;
  onChange: (value: number) => void;
}

/** A labelled slider whose value is shown beside its name and read out by screen readers. */
export function MetricSlider({ name, label, value, range, format, onChange }: MetricSliderProps) {
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" fw={700} aria-hidden="true">
          {format(value)}
        </Text>
      </Group>
      <Slider
        {...metricSliderMark()}
        name={name}
        value={value}
        min={range.min}
        max={range.max}
        step={range.step}
        onChange={onChange}
        label={format}
        thumbLabel={label}
        thumbValueText={format}
      />
    </div>
  );
}
