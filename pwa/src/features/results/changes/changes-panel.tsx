import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AnalysisChanges, SignalChange } from '../../../../../engine/contract/changes.ts';
import { CHANGES_COPY } from '../../../../../engine/contract/report-copy.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { maturityLevelLabel } from '../maturity/maturity-levels.ts';
import type { ReportResult } from '../report-source.ts';
import { analysisChangesQuery } from './analysis-changes.ts';
import { EvidenceQuotes } from './evidence-quotes.tsx';
import { signedNumber } from '../../../../../engine/contract/signed-number.ts';

/**
 * Opens the Overview when the site was analysed before (issue #15). Draws nothing for a
 * first analysis, and nothing offline: the rest of the report stands on its own.
 */
export function ChangesPanel({ result }: { result: ReportResult }) {
  const { analysisId } = result;
  const { data } = useQuery({ ...analysisChangesQuery(analysisId ?? ''), enabled: Boolean(analysisId) });
  if (!data?.previous) return null;
  return <ChangesCard changes={data} previous={data.previous} levelNow={result.maturity.level} />;
}

interface ChangesCardProps {
  changes: AnalysisChanges;
  previous: NonNullable<AnalysisChanges['previous']>;
  levelNow: string;
}

function ChangesCard({ changes, previous, levelNow }: ChangesCardProps) {
  const currentScore = previous.score + changes.scoreDelta;
  // Dark shades under white text keep AA contrast.
  const tone = changes.scoreDelta > 0 ? 'teal.9' : changes.scoreDelta < 0 ? 'red.9' : 'gray.8';
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="changes-title" data-testid="changes-panel">
      <Stack gap="md">
        <Title order={2} size="h3" id="changes-title">
          {CHANGES_COPY.title(formatLongDate(new Date(previous.analyzedAt)))}
        </Title>
        <Group gap="lg">
          <Text>
            Maturity score {previous.score} → {currentScore}{' '}
            <Badge color={tone} variant="filled" size="lg" tt="none" data-testid="score-delta">
              {signedNumber(changes.scoreDelta)}
            </Badge>
          </Text>
          <Text data-testid="level-change">
            {changes.levelChanged ? `${maturityLevelLabel(previous.level)} → ${maturityLevelLabel(levelNow)}` : `Still ${maturityLevelLabel(previous.level)}`}
          </Text>
        </Group>
        {changes.engineChanged ? (
          <Text size="sm" c="gray.8" data-testid="engine-changed">
            {CHANGES_COPY.engineChanged(changes.engineChanged)}
          </Text>
        ) : null}
        {changes.gained.length === 0 && changes.lost.length === 0 ? (
          <Text size="sm">{CHANGES_COPY.noSignalChanges}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <SignalList title={CHANGES_COPY.gained} signals={changes.gained} testId="signals-gained" />
            <SignalList title={CHANGES_COPY.lost} signals={changes.lost} testId="signals-lost" />
          </SimpleGrid>
        )}
        <FrictionChanges changes={changes} />
        <Anchor
          renderRoot={(props) => <Link {...props} to="/results/$analysisId" params={{ analysisId: previous.analysisId }} />}
          c="indigo.8"
          underline="always"
          w="fit-content"
        >
          {CHANGES_COPY.earlierReport}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** Observed friction that appeared, grew or went away (issue #29); nothing when none did. */
function FrictionChanges({ changes }: { changes: AnalysisChanges }) {
  const added = changes.frictionAdded ?? [];
  const removed = changes.frictionRemoved ?? [];
  if (added.length === 0 && removed.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {[
        { title: CHANGES_COPY.frictionAdded, list: added, testId: 'friction-added' },
        { title: CHANGES_COPY.frictionRemoved, list: removed, testId: 'friction-removed' },
      ]
        .filter(({ list }) => list.length > 0)
        .map(({ title, list, testId }) => (
          <div key={testId} data-testid={testId}>
            <Text fw={600} mb={4}>
              {title}
            </Text>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((friction) => (
                <li key={`${friction.kind} ${friction.page}`}>
                  <Text fw={500}>{friction.issue}</Text>
                  {friction.previousIssue ? (
                    <Text size="sm" c="gray.7">
                      {CHANGES_COPY.frictionWas} {friction.previousIssue}
                    </Text>
                  ) : null}
                </li>
              ))}
            </Stack>
          </div>
        ))}
    </SimpleGrid>
  );
}

function SignalList({ title, signals, testId }: { title: string; signals: SignalChange[]; testId: string }) {
  if (signals.length === 0) return null;
  return (
    <div data-testid={testId}>
      <Text fw={600} mb={4}>
        {title}
      </Text>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {signals.map((signal) => (
          <li key={signal.id}>
            <Text fw={500}>{signal.title}</Text>
            <EvidenceQuotes evidence={signal.evidence} />
          </li>
        ))}
      </Stack>
    </div>
  );
}
