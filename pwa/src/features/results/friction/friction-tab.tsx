import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Friction } from '../../../../../engine/contract/analysis.ts';
import { FRICTION_COPY } from '../../../../../engine/contract/report-copy.ts';
import { AdviceBasis } from '../advice-basis/advice-basis.tsx';
import { type DisplayedDimension, FRICTION_TYPE_LABELS, frictionDisplay } from './friction-display.ts';
import { useStaggeredReveal } from './use-staggered-reveal.ts';

/** How long one bar takes to fill once its turn comes. */
const FILL_MS = 800;

function FrictionBar({ label, score, colour, revealed, animate }: { label: string; score: number; colour: string; revealed: boolean; animate: boolean }) {
  return (
    <Progress
      value={revealed ? score : 0}
      color={colour}
      size="lg"
      radius="xl"
      transitionDuration={animate ? FILL_MS : 0}
      aria-label={`${label}: ${score} out of 100`}
    />
  );
}

function DimensionCard({ dimension, revealed, animate, siteUrl }: { dimension: DisplayedDimension; revealed: boolean; animate: boolean; siteUrl: string }) {
  return (
    <Card withBorder radius="lg" p="lg" data-testid={`friction-${dimension.type}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h4">
            {dimension.label}
          </Title>
          <Text fw={800} size="xl">
            {dimension.score}
            <Text span size="sm" c="gray.7" fw={500}>
              /100
            </Text>
          </Text>
        </Group>
        <Badge variant="outline" color="gray.8" w="fit-content" tt="none">
          {dimension.level}
        </Badge>
        <FrictionBar label={dimension.label} score={dimension.score} colour={dimension.colour.hex} revealed={revealed} animate={animate} />
        {dimension.issues.length > 0 ? (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {dimension.issues.map((issue) => (
              <li key={issue.issue} data-testid={issue.kind ? 'observed-issue' : 'missing-issue'}>
                <Group gap={6} align="baseline" wrap="nowrap">
                  <Badge size="xs" variant={issue.kind ? 'filled' : 'outline'} color={issue.kind ? 'grape.9' : 'gray.8'} tt="none" style={{ flexShrink: 0 }}>
                    {issue.kind ? FRICTION_COPY.observedBadge : FRICTION_COPY.missingBadge}
                  </Badge>
                  <Text fw={600} size="sm">
                    {issue.issue}
                  </Text>
                </Group>
                <Text size="sm" c="gray.7">
                  {issue.impact}
                </Text>
                <AdviceBasis basis={issue.basis} evidence={issue.evidence} siteUrl={siteUrl} />
              </li>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="gray.7" data-testid="friction-all-clear">
            {dimension.allClear ?? FRICTION_COPY.noIssues}
          </Text>
        )}
        {dimension.notChecked.map((unchecked) => (
          <Text key={unchecked.issue} size="sm" c="gray.7" data-testid="friction-not-checked">
            <Text span fw={600} c="grape.9">
              {FRICTION_COPY.notChecked}:
            </Text>{' '}
            {unchecked.basis}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

/** Friction Analysis: the three dimensions, their bars, the overall score and the issues. */
export function FrictionTab({ friction, siteUrl }: { friction: Friction; siteUrl: string }) {
  const display = frictionDisplay(friction);
  const { revealed, animate } = useStaggeredReveal();
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h3">
              {FRICTION_COPY.overallHeading}
            </Title>
            <Text fw={800} size="xl" data-testid="friction-overall">
              {display.overall}
              <Text span size="sm" c="gray.7" fw={500}>
                /100
              </Text>
            </Text>
          </Group>
          <FrictionBar label="Overall friction" score={display.overall} colour={display.overallColour.hex} revealed={revealed[3] ?? true} animate={animate} />
          <Text>{FRICTION_COPY.summary(display.severity, FRICTION_TYPE_LABELS[display.dominant])}</Text>
          {friction.jobToBeDone ? (
            <Text size="sm" c="gray.7">
              <Text span fw={600} c="dark">
                {FRICTION_COPY.jobToBeDone}{' '}
              </Text>
              {friction.jobToBeDone}
            </Text>
          ) : null}
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {display.dimensions.map((dimension, index) => (
          <DimensionCard key={dimension.type} dimension={dimension} revealed={revealed[index] ?? true} animate={animate} siteUrl={siteUrl} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
