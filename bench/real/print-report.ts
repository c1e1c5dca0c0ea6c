import type { RealReport, RealSite } from './score-real.ts';

const pct = (value: number) => value.toFixed(3);
const quote = (text: string) => (text.length > 140 ? `${text.slice(0, 137)}...` : text);

/** The README's report: per signal, per site (false alarms with the engine's evidence, pages fetched), totals. */
export function printReport(report: RealReport, meta: { corpusDir: string; seconds: number }): string {
  const lines: string[] = [];
  lines.push(`Real development corpus: ${meta.corpusDir} (${report.sites.length} sites, ${meta.seconds.toFixed(0)} s)`, '');
  lines.push(printSignalTable(report).trimEnd());
  lines.push('', 'Per site:');
  for (const site of report.sites) {
    const marks = [site.levelRight ? '' : 'LEVEL', site.demoOnlyRight === false ? 'DEMO-ONLY' : '', site.trialDaysRight === false ? 'TRIAL-DAYS' : ''].filter(
      Boolean,
    );
    lines.push(
      `  ${site.slug}: band ${site.band}; level ${site.level} (score ${site.score ?? '-'}); from labels ${site.levelFromLabels}${site.levelFromLabelsRight ? '' : ' (outside the band)'}${marks.length ? `  <- ${marks.join(', ')}` : ''}`,
    );
    if (site.error) lines.push(`    analysis failed: ${site.error}`);
    if (site.misses.length) lines.push(`    missed: ${site.misses.join(', ')}`);
    for (const alarm of site.falseAlarms) {
      lines.push(`    false alarm ${alarm.id}:`);
      for (const evidence of alarm.evidence.slice(0, 3)) lines.push(`      "${quote(evidence.text)}" (${evidence.page})`);
    }
    lines.push(
      `    pages: ${site.fetched.map((page) => `${new URL(page.url).pathname} ${page.status}`).join(', ') || 'none'}; corpus pages fetched ${site.corpusPagesFetched}/${site.corpusPages}`,
    );
  }
  lines.push('', printSummary(report, 'Totals').trimEnd());
  return `${lines.join('\n')}\n`;
}

/** The totals of a report, under a title: one folder's or the union's. */
export function printSummary(report: RealReport, title: string): string {
  const lines: string[] = [];
  const count = (predicate: (site: RealReport['sites'][number]) => boolean) => report.sites.filter(predicate).length;
  lines.push(`${title}:`);
  lines.push(`  signals: precision ${pct(report.precision)}, recall ${pct(report.recall)}, micro-F1 ${pct(report.microF1)}`);
  lines.push(`  level right: ${count((site) => site.levelRight)} of ${report.sites.length} (${pct(report.levelRight)})`);
  lines.push(`  demoOnly right: ${pct(report.demoOnlyRight)}; trialDays right: ${pct(report.trialDaysRight)}`);
  lines.push(`  level from the labels: ${count((site) => site.levelFromLabelsRight)} of ${report.sites.length} (${pct(report.levelFromLabels)})`);
  lines.push(`  corpus pages fetched: ${report.corpusPagesFetched} of ${report.corpusPages}`);
  return `${lines.join('\n')}\n`;
}

/** Support, true and false positives, misses, precision and recall of every signal. */
export function printSignalTable(report: RealReport): string {
  const lines: string[] = [];
  lines.push('Per signal:');
  lines.push(`  ${'signal'.padEnd(22)} support  tp  fp  fn  precision  recall`);
  for (const t of report.signals) {
    const precision = t.tp + t.fp === 0 ? '   -' : (t.tp / (t.tp + t.fp)).toFixed(2);
    const recall = t.support === 0 ? '  -' : (t.tp / t.support).toFixed(2);
    lines.push(
      `  ${t.id.padEnd(22)} ${String(t.support).padStart(7)} ${String(t.tp).padStart(3)} ${String(t.fp).padStart(3)} ${String(t.fn).padStart(3)}  ${precision.padStart(9)}  ${recall.padStart(6)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Observed friction per site (issue #29), apart from the scored signals: no labels say
 * what is right here, so it is printed to be read against the pages, with the counts
 * per kind ("?" marks a kind the analysis could not check on that site).
 */
export function printObservedFriction(sites: readonly RealSite[], title: string): string {
  const lines: string[] = [`Observed friction, ${title} (not scored: read it against the pages):`];
  const counts = new Map<string, number>();
  for (const site of sites) {
    if (!site.outcome.ok) continue;
    const observed = site.outcome.result.friction?.observed ?? [];
    lines.push(`  ${site.slug}: ${observed.length === 0 ? 'none' : ''}`.trimEnd());
    for (const finding of observed) {
      const key = finding.checked ? finding.kind : `${finding.kind} (not checked)`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      lines.push(`    ${finding.checked ? '+' : '?'} ${finding.kind}: ${quote(finding.issue)}`);
    }
  }
  lines.push('  per kind:');
  for (const [kind, count] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) lines.push(`    ${kind.padEnd(36)} ${count}`);
  return `${lines.join('\n')}\n`;
}
