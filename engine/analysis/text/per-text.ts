import type { SiteModel } from '../model/site-model.ts';

/**
 * A reading of texts, kept for the one analysis: the menu, the footer and a table's
 * repeated cells say the same words on every page (and often several times on one), so
 * a recogniser's costly scan of a text runs once per site. Callers must not change what
 * it returns.
 */
export function perText<T>(site: SiteModel, key: string, read: (text: string) => T): (text: string) => T {
  const readings = site.memo(`per-text:${key}`, () => new Map<string, T>());
  return (text) => {
    let value = readings.get(text);
    if (value === undefined) {
      value = read(text);
      readings.set(text, value);
    }
    return value;
  };
}
