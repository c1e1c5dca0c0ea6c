import { Button, Collapse, Stack, TextInput } from '@mantine/core';
import { useId } from 'react';
import { formatCount, formatCurrency } from '../../lib/format.ts';
import type { AnalysisFormErrors, AnalysisFormValues } from './analysis-form-schema.ts';
import { DemoShortcuts } from './demo-shortcuts.tsx';
import type { DemoShortcut } from './example-addresses.ts';
import { LANDING_METRICS } from './landing-metrics.ts';
import { MetricSlider } from './metric-slider.tsx';

interface AdditionalOptionsProps {
  expanded: boolean;
  onToggle: () => void;
  values: AnalysisFormValues;
  errors: AnalysisFormErrors;
  setField: <K extends keyof AnalysisFormValues>(field: K, value: AnalysisFormValues[K]) => void;
  onShortcut: (shortcut: DemoShortcut) => void;
}

/** SPEC section 2: the collapsible pricing address, revenue sliders and hidden overrides. */
export function AdditionalOptions({ expanded, onToggle, values, errors, setField, onShortcut }: AdditionalOptionsProps) {
  const panelId = useId();
  return (
    <div>
      <Button variant="subtle" size="compact-sm" px={0} onClick={onToggle} aria-expanded={expanded} aria-controls={panelId}>
        {expanded ? 'Hide additional options' : 'Show additional options'}
      </Button>
      <Collapse expanded={expanded} id={panelId}>
        <Stack gap="md" pt="sm">
          <TextInput
            label="Pricing page (optional)"
            placeholder="yourcompany.com/pricing"
            value={values.pricingUrl}
            onChange={(event) => setField('pricingUrl', event.currentTarget.value)}
            error={errors.pricingUrl}
            autoComplete="url"
          />
          <MetricSlider
            label="Signups per month"
            range={LANDING_METRICS.signupsPerMonth}
            value={values.signupsPerMonth}
            format={formatCount}
            onChange={(value) => setField('signupsPerMonth', value)}
          />
          <MetricSlider
            label="Current activation rate"
            range={LANDING_METRICS.currentActivationRate}
            value={values.currentActivationRate}
            format={(value) => `${value}%`}
            onChange={(value) => setField('currentActivationRate', value)}
          />
          <MetricSlider
            label="Average revenue per user (monthly)"
            range={LANDING_METRICS.averageRevenuePerUser}
            value={values.averageRevenuePerUser}
            format={formatCurrency}
            onChange={(value) => setField('averageRevenuePerUser', value)}
          />
          <DemoShortcuts onPick={onShortcut} />
        </Stack>
      </Collapse>
    </div>
  );
}
