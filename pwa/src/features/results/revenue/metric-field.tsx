import { NumberInput, Slider, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { clampMetric, METRIC_LIMITS, type MetricName } from './metric-limits.ts';

/** One metric in edit mode: a number input (full range) over a slider (SPEC section 5's ranges). */
export function MetricField({ name, value, onChange }: { name: MetricName; value: number; onChange: (value: number) => void }) {
  const limit = METRIC_LIMITS[name];
  // What is typed may be half a number ("2" on the way to "2000"); it becomes the value once it is in range.
  const [typed, setTyped] = useState<string | number>(value);
  useEffect(() => setTyped(value), [value]);

  const format = (shown: number) => `${limit.prefix ?? ''}${shown.toLocaleString('en-US')}${limit.suffix ?? ''}`;
  return (
    <Stack gap={6}>
      <NumberInput
        label={limit.label}
        value={typed}
        min={limit.min}
        max={limit.max}
        step={limit.step}
        prefix={limit.prefix}
        suffix={limit.suffix}
        thousandSeparator=","
        allowNegative={false}
        allowDecimal={false}
        clampBehavior="none"
        description={`${format(limit.min)} to ${format(limit.max)}`}
        descriptionProps={{ c: 'gray.7' }}
        onChange={(next) => {
          setTyped(next);
          if (typeof next === 'number' && next >= limit.min && next <= limit.max) onChange(next);
        }}
        onBlur={() => {
          // A cleared field goes back to the last value; an out-of-range one to the nearest limit.
          const settled = typeof typed === 'number' ? clampMetric(name, typed) : value;
          setTyped(settled);
          onChange(settled);
        }}
      />
      <Slider
        value={Math.min(value, limit.sliderMax)}
        min={limit.min}
        max={limit.sliderMax}
        step={limit.step}
        label={format}
        thumbLabel={`${limit.label} slider`}
        onChange={onChange}
        mb="xs"
      />
    </Stack>
  );
}
