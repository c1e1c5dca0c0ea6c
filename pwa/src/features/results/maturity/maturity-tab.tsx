import { Alert, Badge, Card, Grid, List, RingProgress, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { toNumber } from '../../../lib/format.ts';
import { ChangesPanel } from '../changes/changes-panel.tsx';
import { AlertIcon, CheckIcon } from '../icons.tsx';
import type { ReportResult } from '../report-source.ts';
import { COVERAGE_COPY, OVERVIEW_COPY } from '../../../../../engine/contract/report-copy.ts';
import { CoveragePanel } from './coverage-panel.tsx';
import { seesTooLittle, STATIC_COVERAGE } from './coverage.ts';
import { MATURITY_LEVEL_DESCRIPTIONS, maturityLevelLabel } from './maturity-levels.ts';
import { SignalEvidence } from './signal-evidence.tsx';
import { useCountUp } from './use-count-up.ts';

const LEVEL_COLOURS: Record<string, string> = { Basic: 'orange.6', Guided: 'yellow.6', 'Conversion-Optimised': 'teal.6' };
const OTHER_LEVEL = 'indigo.6';

function ScoreRing({ score, colour }: { score: number; colour: string }) {
  const shown = useCountUp(score);
  return (
    <RingProgress
      size={150}
      thickness={14}
      roundCaps
      sections={[{ value: shown, color: colour }]}
      label={
        <>
          <Text ta="center" fw={800} size="2rem" lh={1} aria-hidden="true" data-testid="maturity-score">
            {shown}
          </Text>
          <Text ta="center" size="xs" c="gray.7" aria-hidden="true">
            out of 100
          </Text>
          <VisuallyHidden>{`Onboarding maturity score ${score} out of 100`}</VisuallyHidden>
        </>
      }
    />
  );
}

function FindingList({ items, kind }: { items: string[]; kind: 'working' | 'improve' }) {
  if (items.length === 0) {
    return <Text size="sm">{kind === 'working' ? OVERVIEW_COPY.nothingWorking : OVERVIEW_COPY.nothingToImprove}</Text>;
  }
  return (
    <List
      spacing="sm"
      icon={
        <ThemeIcon color={kind === 'working' ? 'teal' : 'orange'} size={22} radius="xl">
          {kind === 'working' ? <CheckIcon size={14} /> : <AlertIcon size={14} />}
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/** Onboarding Overview: the maturity score and level, what works, what to improve, and the evidence. */
export function MaturityTab({ result }: { result: ReportResult }) {
  const { maturity } = result;
  const score = Math.round(Math.min(100, Math.max(0, toNumber(maturity.score))));
  const colour = LEVEL_COLOURS[maturity.level] ?? OTHER_LEVEL;
  const description = MATURITY_LEVEL_DESCRIPTIONS[maturity.level];
  const coverage = result.coverage ?? STATIC_COVERAGE;
  const partial = seesTooLittle(coverage);
  return (
    <Stack gap="lg">
      {partial ? (
        <Alert color="yellow" title={COVERAGE_COPY.partialTitle} icon={<AlertIcon />} data-testid="partial-view">
          {COVERAGE_COPY.partialText(coverage.checkedWeightPercent)}
        </Alert>
      ) : null}
      <ChangesPanel result={result} />
      <Card withBorder radius="lg" p="lg">
        <Grid align="center" gap="lg">
          <Grid.Col span={{ base: 12, sm: 'content' }}>
            <ScoreRing score={score} colour={colour} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 'auto' }}>
            <Stack gap="xs">
              <Title order={2} size="h3">
                {OVERVIEW_COPY.maturityHeading}
              </Title>
              {/* autoContrast: dark text on the light level colours keeps AA contrast */}
              <Badge size="lg" color={colour} variant="filled" autoContrast w="fit-content">
                {maturityLevelLabel(maturity.level)}
              </Badge>
              {partial ? (
                <Text size="sm" c="gray.7">
                  Based on what we could see.
                </Text>
              ) : null}
              {description ? <Text>{description}</Text> : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Card>

      {result.onboardingFlags?.demoOnly ? (
        <Alert color="orange" title={OVERVIEW_COPY.demoOnlyTitle} icon={<AlertIcon />}>
          {OVERVIEW_COPY.demoOnlyText}
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="lg" p="lg">
          <Title order={3} size="h4" mb="sm">
            {OVERVIEW_COPY.workingHeading}
          </Title>
          <FindingList items={maturity.workingPoints} kind="working" />
        </Card>
        <Card withBorder radius="lg" p="lg">
          <Title order={3} size="h4" mb="sm">
            {OVERVIEW_COPY.improveHeading}
          </Title>
          <FindingList items={maturity.improvementAreas} kind="improve" />
        </Card>
      </SimpleGrid>

      <Card withBorder radius="lg" p="lg">
        <CoveragePanel
          siteUrl={result.pages[0]?.url ?? result.url}
          pages={result.pages}
          coverage={coverage}
          signals={result.signals}
          engine={{ version: result.engineVersion, ...(result.rescoredFrom ? { rescoredFromPagesOf: new Date(result.analyzedAt) } : {}) }}
        />
      </Card>

      <Card withBorder radius="lg" p="lg">
        <SignalEvidence signals={result.signals} siteUrl={result.pages[0]?.url ?? result.url} />
      </Card>
    </Stack>
  );
}
