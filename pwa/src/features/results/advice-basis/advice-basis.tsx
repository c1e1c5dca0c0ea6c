import { Anchor, Blockquote, Stack, Text } from '@mantine/core';
import type { AdviceEvidence } from '../../../../../engine/contract/analysis.ts';
import { pageLabel } from '../../../../../engine/contract/evidence-wording.ts';
import { ADVICE_COPY } from '../../../../../engine/contract/report-copy.ts';
import { externalHref } from '../external-href.ts';

/**
 * What on the site a strategy or friction issue answers: the one-sentence basis and the
 * page's own words it rests on, each with a link to the page it is on.
 */
export function AdviceBasis({ basis, evidence, siteUrl }: { basis?: string; evidence?: AdviceEvidence[]; siteUrl: string }) {
  const quotes = evidence ?? [];
  if (!basis && quotes.length === 0) return null;
  return (
    <Stack gap={6} data-testid="advice-basis">
      {basis ? (
        <Text size="sm">
          <Text span fw={600}>
            {ADVICE_COPY.basis}
          </Text>{' '}
          {basis}
        </Text>
      ) : null}
      {quotes.map((quote, index) => {
        const href = externalHref(quote.url);
        const label = pageLabel(quote.url, siteUrl);
        const page = href ? (
          <Anchor href={href} target="_blank" rel="noopener noreferrer" size="xs" c="indigo.8" underline="always">
            {label}
          </Anchor>
        ) : (
          label
        );
        // A figure the analysis measured is shown as one, never in quote marks as if the page said it.
        if (quote.measured) {
          return (
            <Text key={`${quote.url}-${index}`} size="sm" data-testid="advice-measure">
              <Text span fw={600}>
                {ADVICE_COPY.measuredOn} {page}:
              </Text>{' '}
              {quote.quote}
            </Text>
          );
        }
        return (
          <Blockquote key={`${quote.url}-${index}`} p="xs" color="indigo" iconSize={0} data-testid="advice-quote">
            <Text size="sm">“{quote.quote}”</Text>
            <Text size="xs" c="gray.7">
              {ADVICE_COPY.quoteOn} {page}
            </Text>
          </Blockquote>
        );
      })}
    </Stack>
  );
}
