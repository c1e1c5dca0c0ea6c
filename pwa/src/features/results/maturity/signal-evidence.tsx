import { Anchor, Badge, Blockquote, Group, Stack, Text, Title } from '@mantine/core';
import { OVERVIEW_COPY } from '../../../../../engine/contract/report-copy.ts';
import { evidenceParts } from '../../../../../engine/contract/evidence-wording.ts';
import { SIGNAL_TITLES } from '../../../../../engine/contract/signal-titles.ts';
import type { SignalResult } from '../../../../../engine/contract/signals.ts';
import { externalHref } from '../external-href.ts';
import { IN_APP_SIGNALS, isChecked } from './coverage.ts';

/** Quotes shown per finding; the rest are counted, so a long page list does not bury the others. */
const QUOTES_PER_SIGNAL = 3;

function signalTitle(signal: SignalResult): string {
  const title = SIGNAL_TITLES[signal.id] ?? signal.id;
  return signal.trialDays ? `${title} (${signal.trialDays} days)` : title;
}

/** The evidence behind the findings: what was quoted, on which page; and what was looked for and not found. */
export function SignalEvidence({ signals, siteUrl }: { signals: SignalResult[]; siteUrl: string }) {
  const found = signals.filter((signal) => signal.present);
  // What could not be checked is not missing: the coverage panel names it.
  const missing = signals.filter((signal) => !signal.present && isChecked(signal));
  if (signals.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="evidence-title">
      <div>
        <Title order={3} id="evidence-title" size="h4">
          {OVERVIEW_COPY.evidenceHeading}
        </Title>
        <Text size="sm" c="gray.7">
          {OVERVIEW_COPY.evidenceIntro}
        </Text>
      </div>
      {found.length > 0 ? (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {found.map((signal) => (
            <li key={signal.id}>
              <Text fw={600}>{signalTitle(signal)}</Text>
              {signal.evidence.slice(0, QUOTES_PER_SIGNAL).map((evidence, index) => {
                const href = externalHref(evidence.page);
                const parts = evidenceParts(evidence, siteUrl);
                return (
                  <Blockquote key={`${evidence.page}-${index}`} p="xs" mt={6} color="indigo" iconSize={0}>
                    <Text size="sm">{parts.quote !== undefined ? `“${parts.quote}”` : parts.description}</Text>
                    <Text size="xs" c="gray.7">
                      on{' '}
                      {href ? (
                        <Anchor href={href} target="_blank" rel="noopener noreferrer" size="xs" c="indigo.8" underline="always">
                          {parts.page}
                        </Anchor>
                      ) : (
                        parts.page
                      )}
                      {parts.target ? `, leads to ${parts.target}` : null}
                    </Text>
                  </Blockquote>
                );
              })}
              {signal.evidence.length > QUOTES_PER_SIGNAL ? (
                <Text size="xs" c="gray.7" mt={4}>
                  and {signal.evidence.length - QUOTES_PER_SIGNAL} more
                </Text>
              ) : null}
            </li>
          ))}
        </Stack>
      ) : (
        <Text size="sm">{OVERVIEW_COPY.noSignalsFound}</Text>
      )}
      {missing.length > 0 ? (
        <div>
          <Text fw={600} size="sm" mb={6}>
            {OVERVIEW_COPY.notFoundHeading}
          </Text>
          <Group gap={6}>
            {missing.map((signal) => (
              <Badge key={signal.id} variant="outline" color="gray.7" radius="sm" tt="none" fw={500}>
                {IN_APP_SIGNALS.has(signal.id) ? `${signalTitle(signal)}: not seen on your public pages` : signalTitle(signal)}
              </Badge>
            ))}
          </Group>
        </div>
      ) : null}
    </Stack>
  );
}
