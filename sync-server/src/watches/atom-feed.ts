import type { AlertRecord, WatchRecord } from '../store/db-schema.ts';
import { alertHeadline } from '../../../engine/contract/alert-headline.ts';
import { alertLinks } from './watch-links.ts';

/** Text for XML: the five characters that mean something there, escaped; characters XML 1.0 cannot carry, dropped. */
function xml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- exactly the control characters XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/**
 * A watch's alerts as an Atom 1.0 feed (RFC 4287), newest first, so a founder can
 * follow a site in any feed reader. Entry ids are tag URIs of the alert ids: stable
 * across hosts and restarts, so a reader never shows an alert twice.
 */
export function atomFeed(watch: WatchRecord, alerts: readonly AlertRecord[], selfUrl: string): string {
  const updated = alerts[0]?.createdAt ?? watch.updatedAt;
  const entries = alerts.map((alert) => {
    const links = alertLinks(watch.appOrigin, alert);
    const lines = [
      `Score ${alert.score.from} → ${alert.score.to}, level ${alert.level.from} → ${alert.level.to}.`,
      ...(alert.lost.length > 0 ? [`No longer found: ${alert.lost.map((signal) => signal.title).join(', ')}.`] : []),
      ...(alert.gained.length > 0 ? [`Now on the site: ${alert.gained.map((signal) => signal.title).join(', ')}.`] : []),
      ...((alert.frictionAdded ?? []).length > 0 ? [`New friction: ${alert.frictionAdded!.map((friction) => friction.issue).join('; ')}.`] : []),
    ];
    return [
      '  <entry>',
      `    <id>tag:onboarding-analyzer,2026:alert:${xml(alert.id)}</id>`,
      `    <title>${xml(alertHeadline(alert))}</title>`,
      `    <updated>${xml(alert.createdAt)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${xml(links.reportUrl)}"/>`,
      `    <link rel="related" type="text/html" href="${xml(links.compareUrl)}" title="Compare with the previous report"/>`,
      `    <summary type="text">${xml(lines.join(' '))}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>tag:onboarding-analyzer,2026:watch:${xml(watch.id)}</id>`,
    `  <title>${xml(`Onboarding alerts for ${watch.url}`)}</title>`,
    `  <subtitle>${xml('Regressions found when this site was analysed again on its schedule.')}</subtitle>`,
    `  <updated>${xml(updated)}</updated>`,
    '  <author><name>Onboarding Analyzer</name></author>',
    `  <link rel="self" type="application/atom+xml" href="${xml(selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(watch.url)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
