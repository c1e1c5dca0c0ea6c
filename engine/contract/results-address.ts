/**
 * The one rule for what the path segment of /results/{x} names (SPEC section 2), read
 * by the PWA's report page, the server's report preload and the shares store:
 * - an analysis id: UUID-shaped, any letter case;
 * - the vanity resolver's hand-off: `shared-{path}`, read from the browser's storage;
 * - else a share slug, which the store never makes UUID-shaped or shared-prefixed.
 */
export type ResultsAddress = { kind: 'analysis'; key: string } | { kind: 'handoff'; key: string } | { kind: 'share'; key: string };

/** SPEC section 2: a vanity link redirects to /results/shared-{path}. */
export const VANITY_HANDOFF_PREFIX = 'shared-';

/** Loose on purpose: any UUID-shaped segment is an id, whatever its version bits. */
const ANALYSIS_ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids and slugs are lower case on the server, so the key is too; a hand-off key is kept as written. */
export function resultsAddressOf(segment: string): ResultsAddress {
  if (segment.startsWith(VANITY_HANDOFF_PREFIX)) return { kind: 'handoff', key: segment };
  if (ANALYSIS_ID_SHAPE.test(segment)) return { kind: 'analysis', key: segment.toLowerCase() };
  return { kind: 'share', key: segment.toLowerCase() };
}

/** The segment a vanity link's result is handed over under; an empty path reads as "analysis" (SPEC section 2). */
export function vanityHandoffSegment(vanityPath: string): string {
  return `${VANITY_HANDOFF_PREFIX}${vanityPath || 'analysis'}`;
}

/** The vanity path a hand-off segment was made from (the inverse of vanityHandoffSegment). */
export function vanityPathOfHandoff(address: ResultsAddress & { kind: 'handoff' }): string {
  return address.key.slice(VANITY_HANDOFF_PREFIX.length);
}
