import { Anchor, Badge, Box, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FRICTION_TYPES } from '../../../../engine/contract/analysis-constants.ts';
import { SIGNAL_IDS, SIGNAL_TITLES } from '../../../../engine/contract/signal-titles.ts';
import { formatLongDate, toNumber } from '../../lib/format.ts';
import { displaySiteName } from '../../lib/site-name.ts';
import { EvidenceQuotes } from '../results/changes/evidence-quotes.tsx';
import { shortAddress } from '../results/external-href.ts';
import { maturityLevelLabel } from '../results/maturity/maturity-levels.ts';
import type { ReportOutcome } from '../results/load-report.ts';
import type { ReportResult } from '../results/report-source.ts';
import { type ComparedFriction, comparedFriction, FRICTION_CHANGE_LABELS } from './friction-state.ts';
import { SIGNAL_STATE_LABELS, type SignalState, signalState } from './signal-state.ts';

/** Strategies shown per report: the first three are the ones to start with. */
const TOP_STRATEGIES = 3;

const FRICTION_LABELS = { functional: 'Functional', emotional: 'Emotional', motivational: 'Motivational' } as const;

const STATE_COLOURS: Readonly<Record<SignalState, string>> = { present: 'teal.9', absent: 'gray.7', unchecked: 'grape.9' };

export const COMPARE_COLUMN_TEXTS = {
  loading: 'Loading the report...',
  notFound: "We couldn't find this report.",
  needsConnection: 'This report was never opened on this device. Connect to the internet to load it.',
  inProgress: 'This analysis is still running.',
  failed: 'This report could not be loaded.',
  openReport: 'Open the full report',
} as const;

/** The friction this report saw on the site, and what changed since the same site's earlier report in the comparison. */
function ObservedFrictionList({ friction }: { friction: ComparedFriction }) {
  if (friction.shown.length === 0 && friction.gone.length === 0) return null;
  return (
    <Stack gap={4} component="ul" p={0} mt="xs" mb={0} style={{ listStyle: 'none' }} aria-label="Observed friction" data-testid="compare-observed">
      {friction.shown.map(({ finding, change }) => (
        <li key={`${finding.kind} ${finding.page}`} data-change={change ?? 'same'}>
          <Text size="sm">
            {change ? (
              <Text span size="xs" fw={700} c="red.9">
                {FRICTION_CHANGE_LABELS[change]}:{' '}
              </Text>
            ) : null}
            {finding.issue}
          </Text>
        </li>
      ))}
      {friction.gone.map((gone) => (
        <li key={`${gone.kind} ${gone.page}`} data-change="gone">
          <Text size="sm" c="gray.7">
            <Text span size="xs" fw={700} c="teal.9">
              {FRICTION_CHANGE_LABELS.gone}:{' '}
            </Text>
            {gone.issue}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/** The name a column is headed with: the company a shared report names, else the site. */
export function columnName(result: ReportResult): string {
  return result.companyName ?? displaySiteName(result.url);
}

/** One report in the comparison, or why it is not there. */
export function ReportColumn({
  reportKey,
  outcome,
  engineNote,
  others = [],
}: {
  reportKey: string;
  outcome: ReportOutcome | undefined;
  engineNote?: string;
  others?: readonly ReportResult[];
}) {
  if (outcome?.kind === 'report') return <ReportSummaryColumn reportKey={reportKey} result={outcome.result} engineNote={engineNote} others={others} />;
  const message = !outcome
    ? COMPARE_COLUMN_TEXTS.loading
    : outcome.kind === 'not-found'
      ? COMPARE_COLUMN_TEXTS.notFound
      : outcome.kind === 'needs-connection'
        ? COMPARE_COLUMN_TEXTS.needsConnection
        : outcome.kind === 'in-progress'
          ? COMPARE_COLUMN_TEXTS.inProgress
          : COMPARE_COLUMN_TEXTS.failed;
  return (
    <Card withBorder radius="lg" p="lg" data-testid="compare-column">
      <Text role={outcome ? undefined : 'status'}>{message}</Text>
    </Card>
  );
}

function ReportSummaryColumn({
  reportKey,
  result,
  engineNote,
  others,
}: {
  reportKey: string;
  result: ReportResult;
  engineNote: string | undefined;
  others: readonly ReportResult[];
}) {
  const score = Math.round(Math.min(100, Math.max(0, toNumber(result.maturity.score))));
  const analysedAt = result.analyzedAt ? new Date(result.analyzedAt) : undefined;
  const signals = new Map(result.signals.map((signal) => [signal.id, signal]));
  const headingId = `compare-${reportKey}`;
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby={headingId} data-testid="compare-column">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {columnName(result)}
          </Title>
          <Text size="sm" c="gray.7">
            {shortAddress(result.url)}
            {analysedAt && !Number.isNaN(analysedAt.getTime()) ? ` · ${formatLongDate(analysedAt)}` : null}
          </Text>
          {engineNote ? (
            <Text size="xs" c="gray.7" mt={4} data-testid="compare-engine-note">
              {engineNote}
            </Text>
          ) : null}
        </div>
        <Group gap="sm">
          <Badge size="lg" color="indigo.8" variant="filled" tt="none">
            {maturityLevelLabel(result.maturity.level)}
          </Badge>
          <Text fw={700} data-testid="compare-score">
            Score {score}
          </Text>
        </Group>

        <Box component="section" aria-label="Friction">
          <Title order={3} size="h5" mb={4}>
            Friction
          </Title>
          {FRICTION_TYPES.map((type) => (
            <Text key={type} size="sm">
              {FRICTION_LABELS[type]}: {result.friction[type].level}
            </Text>
          ))}
          <ObservedFrictionList friction={comparedFriction(result, others)} />
        </Box>

        <Box component="section" aria-label="Signals">
          <Title order={3} size="h5" mb={4}>
            Signals
          </Title>
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {SIGNAL_IDS.map((id) => {
              const signal = signals.get(id);
              const state = signalState(signal);
              const label = (
                <Group gap={6} wrap="nowrap" component="span" style={{ display: 'inline-flex' }}>
                  <Text span size="sm">
                    {SIGNAL_TITLES[id]}
                  </Text>
                  <Text span size="xs" fw={700} c={STATE_COLOURS[state]}>
                    {SIGNAL_STATE_LABELS[state]}
                  </Text>
                </Group>
              );
              return (
                <li key={id} data-testid={`signal-${id}`} data-state={state}>
                  {signal && signal.evidence.length > 0 ? (
                    // Evidence on demand: the list stays short enough to compare at a glance.
                    <details>
                      <summary style={{ cursor: 'pointer' }}>{label}</summary>
                      <Box pl="md" pb={4}>
                        <EvidenceQuotes evidence={signal.evidence} />
                      </Box>
                    </details>
                  ) : (
                    label
                  )}
                </li>
              );
            })}
          </Stack>
        </Box>

        <Box component="section" aria-label="Top strategies">
          <Title order={3} size="h5" mb={4}>
            Top strategies
          </Title>
          {result.strategies.length > 0 ? (
            <List type="ordered" size="sm" spacing={4}>
              {result.strategies.slice(0, TOP_STRATEGIES).map((strategy) => (
                <List.Item key={strategy.id}>{strategy.title}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">No strategies: nothing to fix first.</Text>
          )}
        </Box>

        <Anchor
          renderRoot={(props) => <Link {...props} to="/results/$analysisId" params={{ analysisId: reportKey }} />}
          c="indigo.8"
          underline="always"
          size="sm"
        >
          {COMPARE_COLUMN_TEXTS.openReport}
        </Anchor>
      </Stack>
    </Card>
  );
}
