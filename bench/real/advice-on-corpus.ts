import type { AnalysisResult } from '../../engine/contract/analysis.ts';
import { languageOfSlug } from '../../test-support/engine/advice-checks.ts';
import { adviceFailures, type AdvisedSite } from '../../test-support/engine/advice-rules.ts';

/**
 * Issue #25's advice rules over the real corpus (they used to run in `npm test`, which
 * must pass without ../shared: issue #32 item 7). The pages are read again from the
 * corpus server, as the crawler read them, so a quote can be looked for on its page.
 */
export async function adviceOnCorpus(analysed: readonly { slug: string; result: AnalysisResult }[]): Promise<{ rule: string; failures: string[] }[]> {
  const sites: AdvisedSite[] = [];
  for (const { slug, result } of analysed) {
    const pages = await Promise.all(
      result.pages.map(async (page) => ({
        url: page.url,
        kind: page.kind,
        status: page.status,
        html: page.status === 200 ? await fetch(page.url).then((response) => (response.ok ? response.text() : '')) : '',
      })),
    );
    sites.push({ name: slug, language: languageOfSlug(slug), pages, result });
  }
  return adviceFailures(sites);
}

/** The rules' outcome in words: a line per rule, with every failure under it. */
export function printAdvice(outcome: readonly { rule: string; failures: string[] }[]): string {
  const lines = ['Advice rules (issue #25) over the corpus:'];
  for (const { rule, failures } of outcome) {
    lines.push(`  ${failures.length === 0 ? 'ok  ' : 'FAIL'} ${rule}${failures.length ? ` (${failures.length})` : ''}`);
    for (const failure of failures.slice(0, 20)) lines.push(`      ${failure}`);
  }
  return `${lines.join('\n')}\n`;
}
