import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { RevenueImpact } from '../../../../../engine/revenue/revenue-impact.ts';
import { REVENUE_COPY } from '../../../../../engine/contract/report-copy.ts';
import { formatCurrency } from '../../../lib/format.ts';

/** Both charts compare the same two things in the same colours. */
const SERIES = [
  { name: 'current', label: 'Current', color: 'gray.5' },
  { name: 'optimised', label: 'Optimised', color: 'teal.6' },
];

/** Current vs optimised annual revenue, as bars. */
function RevenueChart({ impact }: { impact: RevenueImpact }) {
  const data = [
    { scenario: 'Current', current: impact.current.annualRevenue, optimised: 0 },
    { scenario: `Optimised (+${impact.upliftPercent}%)`, current: 0, optimised: impact.optimised.annualRevenue },
  ];
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={3} size="h4" mb="md" id="revenue-chart-title">
        {REVENUE_COPY.annualChartTitle}
      </Title>
      <BarChart
        h={240}
        data={data}
        dataKey="scenario"
        type="stacked"
        series={SERIES}
        valueFormatter={formatCurrency}
        yAxisProps={{ width: 90 }}
        withTooltip={false}
        aria-labelledby="revenue-chart-title"
      />
    </Card>
  );
}

/** The activation funnel, current vs optimised, as bars and as a table that screen readers can read. */
function FunnelChart({ impact }: { impact: RevenueImpact }) {
  const data = impact.funnel.map((step) => ({ step: step.name, current: step.currentPercentage, optimised: step.optimisedPercentage }));
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={3} size="h4" mb="md" id="funnel-chart-title">
        {REVENUE_COPY.funnelTitle}
      </Title>
      <BarChart
        h={260}
        data={data}
        dataKey="step"
        orientation="vertical"
        series={SERIES}
        valueFormatter={(value) => `${value}%`}
        withLegend
        withTooltip={false}
        xAxisProps={{ domain: [0, 100] }}
        yAxisProps={{ width: 150 }}
        aria-labelledby="funnel-chart-title"
      />
      <Table mt="md" striped aria-labelledby="funnel-chart-title" data-testid="funnel-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Step</Table.Th>
            <Table.Th scope="col" ta="right">
              Current
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Optimised
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {impact.funnel.map((step) => (
            <Table.Tr key={step.name}>
              <Table.Th scope="row" fw={500}>
                {step.name}
              </Table.Th>
              <Table.Td ta="right">{`${step.currentPercentage}%`}</Table.Td>
              <Table.Td ta="right" fw={600}>{`${step.optimisedPercentage}%`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="gray.7" mt="xs">
        {REVENUE_COPY.funnelNote}
      </Text>
    </Card>
  );
}

export function RevenueCharts({ impact }: { impact: RevenueImpact }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <RevenueChart impact={impact} />
      <FunnelChart impact={impact} />
    </SimpleGrid>
  );
}
