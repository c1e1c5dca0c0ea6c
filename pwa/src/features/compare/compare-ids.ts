/** Two or three reports side by side (issue #15). */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 3;

/** What /results/{x} takes: an analysis id, a share slug or a vanity hand-off key. */
const REPORT_KEY = /^[a-z0-9][a-z0-9-]{0,99}$/i;

/**
 * The reports `?ids=a,b[,c]` names, in order, without repeats; undefined when it does not
 * name two or three of them.
 */
export function parseCompareIds(param: unknown): string[] | undefined {
  if (typeof param !== 'string') return undefined;
  const ids = [
    ...new Set(
      param
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
  if (ids.length < MIN_COMPARED || ids.length > MAX_COMPARED) return undefined;
  return ids.every((id) => REPORT_KEY.test(id)) ? ids : undefined;
}

/** The search of a compare link, as the router takes it. */
export function compareSearch(ids: readonly string[]): { ids: string } {
  return { ids: ids.join(',') };
}
