import { Alert, Badge, Button, Card, Center, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { REVENUE_COPY } from '../../../../../engine/contract/report-copy.ts';
import { resolveMetrics } from '../../../../../engine/revenue/metrics.ts';
import { DEFAULT_GROWTH_SCENARIO, GROWTH_SCENARIOS, type GrowthScenario } from '../../../../../engine/revenue/uplift.ts';
import type { RevenueImpact } from '../../../../../engine/revenue/revenue-impact.ts';
import type { SavedMetrics } from '../../../lib/db.ts';
import { formatCount, formatCurrency } from '../../../lib/format.ts';
import type { ReportResult } from '../report-source.ts';
import { funnelForRate } from './funnel-input.ts';
import { MetricField } from './metric-field.tsx';
import { METRIC_NAMES, sameMetrics } from './metric-limits.ts';
import { RevenueCharts } from './revenue-charts.tsx';
import { loadSavedMetrics, readLocalSavedMetrics, removeSavedMetrics, storeSavedMetrics } from './saved-metrics.ts';
import { useRevenueImpact } from './use-revenue-impact.ts';

const METRIC_DISPLAY: Record<keyof SavedMetrics, { label: string; format: (value: number) => string }> = {
  signupsPerMonth: { label: REVENUE_COPY.metricLabels.signupsPerMonth, format: formatCount },
  activationRate: { label: REVENUE_COPY.metricLabels.activationRate, format: (value) => `${value}%` },
  revenuePerUser: { label: REVENUE_COPY.metricLabels.revenuePerUser, format: formatCurrency },
};

function Figure({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={strong ? 800 : 600} size={strong ? 'lg' : 'md'} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

function Comparison({ impact }: { impact: RevenueImpact }) {
  const column = (kind: 'current' | 'optimised') => {
    const figures = impact[kind];
    return (
      <Card withBorder radius="lg" p="lg" bg={kind === 'optimised' ? 'teal.0' : undefined}>
        <Title order={3} size="h4" mb="sm">
          {kind === 'current' ? REVENUE_COPY.current : REVENUE_COPY.optimised(impact.upliftPercent)}
        </Title>
        <Stack gap={6}>
          <Figure label={REVENUE_COPY.activationRate} value={`${figures.activationRate}%`} testId={`${kind}-activation`} />
          <Figure label={REVENUE_COPY.monthlyRevenue} value={formatCurrency(figures.monthlyRevenue)} testId={`${kind}-monthly`} />
          <Figure label={REVENUE_COPY.annualRevenue} value={formatCurrency(figures.annualRevenue)} testId={`${kind}-annual`} />
        </Stack>
      </Card>
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {column('current')}
      {column('optimised')}
      <Card withBorder radius="lg" p="lg" bg="indigo.0">
        <Title order={3} size="h4" mb="sm">
          {REVENUE_COPY.annualImpact}
        </Title>
        <Text fw={800} size="2rem" lh={1.1} c="indigo.9" data-testid="annual-impact">
          {`${impact.annualImpact >= 0 ? '+' : ''}${formatCurrency(impact.annualImpact)}`}
        </Text>
        <Text size="sm" c="gray.7" mt={6}>
          {REVENUE_COPY.monthlyImpact(formatCurrency(impact.monthlyImpact))}
        </Text>
      </Card>
    </SimpleGrid>
  );
}

/**
 * Revenue Impact (lazy-loaded with its charts): the three metrics in read or edit
 * mode, the growth scenario, current vs optimised figures, the funnel and the copy.
 * Saved metrics (SPEC section 4) override the analysis's values.
 */
export default function RevenueTab({ result }: { result: ReportResult }) {
  const serverMetrics = useMemo(() => resolveMetrics(result.revenue?.currentMetrics ?? {}), [result]);
  const [saved, setSaved] = useState(() => readLocalSavedMetrics());
  const [values, setValues] = useState<SavedMetrics>(() => saved ?? serverMetrics);
  const [editing, setEditing] = useState(false);
  const [scenario, setScenario] = useState<GrowthScenario>(DEFAULT_GROWTH_SCENARIO);
  const touched = useRef(false);

  // localStorage was read above; when it was cleared, the IndexedDB mirror may still hold the saved metrics.
  const readMirror = useEffectEvent(() => {
    if (saved) return;
    void loadSavedMetrics().then((mirrored) => {
      if (!mirrored || touched.current) return;
      setSaved(mirrored);
      setValues(mirrored);
    });
  });
  useEffect(() => readMirror(), []); // once, on mount: later changes are the visitor's own

  const change = (next: SavedMetrics) => {
    touched.current = true;
    setValues(next);
  };
  const save = () => {
    void storeSavedMetrics(values);
    setSaved(values);
    setEditing(false);
  };
  const cancel = () => {
    change(serverMetrics);
    setEditing(false);
  };
  const reset = () => {
    change(serverMetrics);
    setSaved(undefined);
    void removeSavedMetrics();
  };

  const { impact, failed } = useRevenueImpact({
    ...values,
    upliftPercent: scenario,
    funnelSteps: funnelForRate(result.revenue?.activationFunnelSteps, serverMetrics.activationRate, values.activationRate),
  });
  const custom = Boolean(saved) || !sameMetrics(values, serverMetrics);

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p="lg">
        <Group justify="space-between" mb="md" gap="sm">
          <Group gap="sm">
            <Title order={2} size="h3">
              {REVENUE_COPY.metricsHeading}
            </Title>
            {saved && !editing ? (
              <Badge variant="filled" color="teal.9" tt="none">
                Your saved metrics
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs">
            {editing ? (
              <>
                <Button color="indigo.8" onClick={save}>
                  Save
                </Button>
                <Button variant="default" onClick={cancel}>
                  Cancel
                </Button>
                <Button variant="default" onClick={reset}>
                  Reset
                </Button>
              </>
            ) : (
              <>
                <Button variant="light" onClick={() => setEditing(true)}>
                  Edit Metrics
                </Button>
                {custom ? (
                  <Button variant="default" onClick={reset}>
                    Reset
                  </Button>
                ) : null}
              </>
            )}
          </Group>
        </Group>
        {editing ? (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
            {METRIC_NAMES.map((name) => (
              <MetricField key={name} name={name} value={values[name]} onChange={(value) => change({ ...values, [name]: value })} />
            ))}
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {METRIC_NAMES.map((name) => (
              <div key={name}>
                <Text size="sm" c="gray.7">
                  {METRIC_DISPLAY[name].label}
                </Text>
                <Text fw={800} size="xl" data-testid={`metric-${name}`}>
                  {METRIC_DISPLAY[name].format(values[name])}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
      </Card>

      <Card withBorder radius="lg" p="lg">
        <Group justify="space-between" gap="md">
          <div>
            <Text fw={600} id="growth-scenario-label">
              Growth scenario
            </Text>
            <Text size="sm" c="gray.7">
              How much better activation gets once onboarding is fixed.
            </Text>
          </div>
          <SegmentedControl
            aria-labelledby="growth-scenario-label"
            value={String(scenario)}
            onChange={(value) => setScenario(Number(value) as GrowthScenario)}
            data={GROWTH_SCENARIOS.map((uplift) => ({ value: String(uplift), label: `+${uplift}%` }))}
          />
        </Group>
      </Card>

      {failed ? (
        <Alert color="red" title="Revenue figures unavailable">
          We could not calculate the revenue figures. Please reload the page.
        </Alert>
      ) : !impact ? (
        <Center py="xl">
          <Loader aria-label="Calculating revenue figures" />
        </Center>
      ) : (
        <>
          <Comparison impact={impact} />
          <RevenueCharts impact={impact} />
          <Card withBorder radius="lg" p="lg">
            <Title order={3} size="h4" mb="sm">
              {REVENUE_COPY.beyondActivation}
            </Title>
            <Stack gap="xs">
              <Text>{REVENUE_COPY.churnSentence(impact.upliftPercent, impact.copy.churnReduction)}</Text>
              <Text data-testid="benchmark-copy">{impact.copy.benchmarkSentence}</Text>
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}
