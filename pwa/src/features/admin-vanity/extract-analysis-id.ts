const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const NUMERIC_RUN = /\d+/;
const AFTER_RESULTS = /\/results\/([^/?#\s]+)/;

/**
 * SPEC section 5: the analysis id inside a pasted results URL: the path segment
 * after /results/, else a UUID anywhere in the text, else a run of digits.
 * Undefined when there is none.
 */
export function extractAnalysisId(input: string): string | undefined {
  const text = input.trim();
  const segment = AFTER_RESULTS.exec(text)?.[1];
  if (segment) return decodeSegment(segment);
  return UUID.exec(text)?.[0] ?? NUMERIC_RUN.exec(text)?.[0];
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a stray '%' is kept as typed
  }
}
