import { Anchor, Text } from '@mantine/core';
import type { Evidence } from '../../../../../engine/contract/signals.ts';
import { externalHref, shortAddress } from '../external-href.ts';

/** Quotes shown per signal in a comparison; the rest are counted. */
const QUOTES_SHOWN = 2;

/** A signal's evidence as short quotes with the page each was seen on. */
export function EvidenceQuotes({ evidence }: { evidence: Evidence[] }) {
  if (evidence.length === 0) return null;
  return (
    <>
      {evidence.slice(0, QUOTES_SHOWN).map((quote, index) => {
        const href = externalHref(quote.page);
        return (
          <Text key={`${quote.page}-${index}`} size="sm" c="gray.8" mt={2}>
            “{quote.text}”{' '}
            <Text span size="xs" c="gray.7">
              on{' '}
              {href ? (
                <Anchor href={href} target="_blank" rel="noopener noreferrer" size="xs" c="indigo.8" underline="always">
                  {shortAddress(quote.page)}
                </Anchor>
              ) : (
                quote.page
              )}
            </Text>
          </Text>
        );
      })}
      {evidence.length > QUOTES_SHOWN ? (
        <Text size="xs" c="gray.7">
          and {evidence.length - QUOTES_SHOWN} more
        </Text>
      ) : null}
    </>
  );
}
