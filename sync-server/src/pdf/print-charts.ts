import { REVENUE_COPY } from '../../../engine/contract/report-copy.ts';
import { formatCurrency } from '../../../engine/revenue/format-figures.ts';
import type { RevenueImpact } from '../../../engine/revenue/revenue-impact.ts';
import { html, type SafeHtml } from './html.ts';

/** The results screen's chart colours (Mantine gray.5 and teal.6). */
const CURRENT_COLOUR = '#adb5bd';
const OPTIMISED_COLOUR = '#12b886';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Annual revenue, current against optimised, as two labelled columns. */
export function annualRevenueChart(impact: RevenueImpact): SafeHtml {
  const width = 520;
  const height = 170;
  const top = 24;
  const base = height - 28;
  const tallest = Math.max(impact.current.annualRevenue, impact.optimised.annualRevenue, 1);
  const columns = [
    { label: REVENUE_COPY.current, value: impact.current.annualRevenue, colour: CURRENT_COLOUR, x: 110 },
    { label: `${REVENUE_COPY.optimised(impact.upliftPercent)}`, value: impact.optimised.annualRevenue, colour: OPTIMISED_COLOUR, x: 310 },
  ];
  return html`<svg class="chart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${REVENUE_COPY.annualChartTitle}">
    <line x1="40" y1="${base}" x2="${width - 20}" y2="${base}" stroke="#ced4da" />
    ${columns.map((column) => {
      const barHeight = round1(((base - top) * Math.max(column.value, 0)) / tallest);
      return html`<rect x="${column.x}" y="${round1(base - barHeight)}" width="100" height="${barHeight}" rx="4" fill="${column.colour}" />
      <text x="${column.x + 50}" y="${round1(base - barHeight - 6)}" text-anchor="middle" class="chart-value">${formatCurrency(column.value)}</text>
      <text x="${column.x + 50}" y="${base + 18}" text-anchor="middle" class="chart-label">${column.label}</text>`;
    })}
  </svg>`;
}

/** The activation funnel: per step, the current and the optimised share of visitors. */
export function funnelChart(impact: RevenueImpact): SafeHtml {
  const labelWidth = 190;
  const barWidth = 300;
  const rowHeight = 38;
  const height = impact.funnel.length * rowHeight + 10;
  return html`<svg class="chart" viewBox="0 0 ${labelWidth + barWidth + 60} ${height}" width="${labelWidth + barWidth + 60}" height="${height}" role="img" aria-label="${REVENUE_COPY.funnelTitle}">
    ${impact.funnel.map((step, index) => {
      const y = index * rowHeight + 6;
      const current = round1((barWidth * step.currentPercentage) / 100);
      const optimised = round1((barWidth * step.optimisedPercentage) / 100);
      return html`<text x="0" y="${y + 18}" class="chart-label">${step.name}</text>
      <rect x="${labelWidth}" y="${y}" width="${current}" height="13" rx="2" fill="${CURRENT_COLOUR}" />
      <text x="${labelWidth + current + 4}" y="${y + 11}" class="chart-value-small">${step.currentPercentage}%</text>
      <rect x="${labelWidth}" y="${y + 16}" width="${optimised}" height="13" rx="2" fill="${OPTIMISED_COLOUR}" />
      <text x="${labelWidth + optimised + 4}" y="${y + 27}" class="chart-value-small">${step.optimisedPercentage}%</text>`;
    })}
  </svg>`;
}

/** The legend both charts share. */
export function chartLegend(): SafeHtml {
  return html`<p class="legend"><span class="swatch" style="background:${CURRENT_COLOUR}"></span>${REVENUE_COPY.current}
    <span class="swatch" style="background:${OPTIMISED_COLOUR}"></span>Optimised</p>`;
}
