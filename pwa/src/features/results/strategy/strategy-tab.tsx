import { Badge, Blockquote, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Strategy } from '../../../../../engine/contract/analysis.ts';
import { ADVICE_COPY, STRATEGY_COPY } from '../../../../../engine/contract/report-copy.ts';
import { AdviceBasis } from '../advice-basis/advice-basis.tsx';

function StrategyCard({ strategy, rank, siteUrl }: { strategy: Strategy; rank: number; siteUrl: string }) {
  const removes = strategy.removes ?? [];
  return (
    <Card withBorder radius="lg" p="lg" component="article" aria-labelledby={`strategy-${strategy.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} size="h4" id={`strategy-${strategy.id}`}>
            {`${rank}. ${strategy.title}`}
          </Title>
          <Group gap={6}>
            <Badge variant="filled" color="indigo.8" tt="none">{`Effort: ${strategy.effort}`}</Badge>
            <Badge variant="filled" color="teal.9" tt="none">{`Time: ${strategy.estimatedTime}`}</Badge>
          </Group>
        </Group>
        <Text>{strategy.description}</Text>
        <AdviceBasis basis={strategy.basis} evidence={strategy.evidence} siteUrl={siteUrl} />
        {removes.length > 0 ? (
          <Text size="sm" data-testid="strategy-removes">
            <Text span fw={600}>
              {ADVICE_COPY.removes}
            </Text>{' '}
            {removes.join(' · ')}
          </Text>
        ) : null}
        {strategy.steps.length > 0 ? (
          <div>
            <Text fw={600} size="sm" mb={4}>
              {STRATEGY_COPY.steps}
            </Text>
            <List type="ordered" spacing={4} size="sm">
              {strategy.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
        {strategy.exampleCopy ? (
          <div>
            <Text fw={600} size="sm" mb={4}>
              {STRATEGY_COPY.exampleCopy}
            </Text>
            <Blockquote color="teal" p="sm" iconSize={0}>
              <Text size="sm">{strategy.exampleCopy}</Text>
            </Blockquote>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Improvement Strategy: the strategies chosen for the gaps found, most valuable first. */
export function StrategyTab({ strategies, siteUrl }: { strategies: Strategy[]; siteUrl: string }) {
  if (strategies.length === 0) {
    return (
      <Card withBorder radius="lg" p="lg">
        <Text>{STRATEGY_COPY.noneNeeded}</Text>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      <Text>{STRATEGY_COPY.intro}</Text>
      {strategies.map((strategy, index) => (
        <StrategyCard key={strategy.id} strategy={strategy} rank={index + 1} siteUrl={siteUrl} />
      ))}
    </Stack>
  );
}
