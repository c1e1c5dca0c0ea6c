import { Button, Stack, TextInput } from '@mantine/core';
import { useId } from 'react';
import { formatCount, formatCurrency } from '../../lib/format.ts';
import { OPTIONS_TOGGLE_TEXTS } from './additional-options-texts.ts';
import type { AnalysisFormErrors, AnalysisFormValues } from './analysis-form-schema.ts';
import { DemoShortcuts } from './demo-shortcuts.tsx';
import { needsScriptMark, optionsToggleMark } from './early-presses.ts';
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

/**
 * SPEC section 2: the collapsible pricing address, revenue sliders and hidden overrides.
 * The section is in the pre-rendered page, closed by `hidden`, so the page's first script
 * can open it before the app runs (early-presses.ts) and the app hydrates it as shown.
 */
export function AdditionalOptions({ expanded, onToggle, values, errors, setField, onShortcut }: AdditionalOptionsProps) {
  const panelId = useId();
  return (
    <div {...needsScriptMark()}>
      <Button variant="subtle" size="compact-sm" px={0} onClick={onToggle} aria-expanded={expanded} aria-controls={panelId} {...optionsToggleMark()}>
        {expanded ? OPTIONS_TOGGLE_TEXTS.hide : OPTIONS_TOGGLE_TEXTS.show}
      </Button>
      <div id={panelId} hidden={!expanded}>
        <Stack gap="md" pt="sm">
          <TextInput
            name="pricingUrl"
            label="Pricing page (optional)"
            placeholder="yourcompany.com/pricing"
            value={values.pricingUrl}
            onChange={(event) => setField('pricingUrl', event.currentTarget.value)}
            error={errors.pricingUrl}
            autoComplete="url"
          />
          <MetricSlider
            name="signupsPerMonth"
            label="Signups per month"
            range={LANDING_METRICS.signupsPerMonth}
            value={values.signupsPerMonth}
            format={formatCount}
            onChange={(value) => setField('signupsPerMonth', value)}
          />
          <MetricSlider
            name="currentActivationRate"
            label="Current activation rate"
            range={LANDING_METRICS.currentActivationRate}
            value={values.currentActivationRate}
            format={(value) => `${value}%`}
            onChange={(value) => setField('currentActivationRate', value)}
          />
          <MetricSlider
            name="averageRevenuePerUser"
            label="Average revenue per user (monthly)"
            range={LANDING_METRICS.averageRevenuePerUser}
            value={values.averageRevenuePerUser}
            format={formatCurrency}
            onChange={(value) => setField('averageRevenuePerUser', value)}
          />
          <DemoShortcuts onPick={onShortcut} />
        </Stack>
      </div>
    </div>
  );
}
