import type { AdviceEvidence, AnalysisResult } from '../../../engine/contract/analysis.ts';
import { FRICTION_TYPE_LABELS, frictionDisplay } from '../../../engine/contract/friction-display.ts';
import { isChecked, seesTooLittle, STATIC_COVERAGE } from '../../../engine/contract/coverage-rules.ts';
import { evidenceQuote, pageLabel } from '../../../engine/contract/evidence-wording.ts';
import {
  ADVICE_COPY,
  COVERAGE_COPY,
  FRICTION_COPY,
  MATURITY_LEVEL_DESCRIPTIONS,
  maturityLevelLabel,
  nextStepTexts,
  OVERVIEW_COPY,
  REVENUE_COPY,
  STRATEGY_COPY,
  WHATS_NEXT_COPY,
} from '../../../engine/contract/report-copy.ts';
import { SIGNAL_TITLES } from '../../../engine/contract/signal-titles.ts';
import type { SignalResult } from '../../../engine/contract/signals.ts';
import { formatCount, formatCurrency } from '../../../engine/revenue/format-figures.ts';
import { parseMetric } from '../../../engine/revenue/metrics.ts';
import { computeRevenueImpact } from '../../../engine/revenue/revenue-impact.ts';
import { annualRevenueChart, chartLegend, funnelChart } from './print-charts.ts';
import { html, type SafeHtml } from './html.ts';

/** The five tabs of the results screen, printed one after another (print-view.ts puts each on its own page). */

/** Quotes printed per finding, as on screen; the rest are counted. */
const QUOTES_PER_SIGNAL = 3;

function signalTitle(signal: SignalResult): string {
  const title = SIGNAL_TITLES[signal.id] ?? signal.id;
  return signal.trialDays ? `${title} (${signal.trialDays} days)` : title;
}

/** What on the site a strategy or friction issue answers, and the page's own words it rests on, as the screen shows them. */
function adviceBasis(basis: string | undefined, evidence: AdviceEvidence[] | undefined, siteUrl: string): SafeHtml | null {
  const quotes = evidence ?? [];
  if (!basis && quotes.length === 0) return null;
  return html`${basis ? html`<p class="small"><strong>${ADVICE_COPY.basis}</strong> ${basis}</p>` : null}
    ${quotes.map((quote) => html`<blockquote>“${quote.quote}”<small>${ADVICE_COPY.quoteOn} ${pageLabel(quote.url, siteUrl)}</small></blockquote>`)}`;
}

function findingList(items: string[], empty: string): SafeHtml {
  return items.length === 0 ? html`<p>${empty}</p>` : html`<ul class="findings">${items.map((item) => html`<li>${item}</li>`)}</ul>`;
}

export function overviewTab(result: AnalysisResult): SafeHtml {
  const { maturity } = result;
  const score = Math.round(Math.min(100, Math.max(0, parseMetric(maturity.score))));
  const description = MATURITY_LEVEL_DESCRIPTIONS[maturity.level];
  const found = result.signals.filter((signal) => signal.present);
  const missing = result.signals.filter((signal) => !signal.present && isChecked(signal));
  const coverage = result.coverage ?? STATIC_COVERAGE;
  return html`${
    seesTooLittle(coverage)
      ? html`<div class="card alert"><h3>${COVERAGE_COPY.partialTitle}</h3><p>${COVERAGE_COPY.partialText(coverage.checkedWeightPercent)}</p></div>`
      : null
  }
    <div class="card maturity">
      <div class="score"><strong>${score}</strong><span>out of 100</span></div>
      <div>
        <h3>${OVERVIEW_COPY.maturityHeading}</h3>
        <p class="badge">${maturityLevelLabel(maturity.level)}</p>
        ${description ? html`<p>${description}</p>` : null}
      </div>
    </div>
    ${result.onboardingFlags?.demoOnly ? html`<div class="card alert"><h3>${OVERVIEW_COPY.demoOnlyTitle}</h3><p>${OVERVIEW_COPY.demoOnlyText}</p></div>` : null}
    <div class="columns">
      <div class="card"><h3>${OVERVIEW_COPY.workingHeading}</h3>${findingList(maturity.workingPoints, OVERVIEW_COPY.nothingWorking)}</div>
      <div class="card"><h3>${OVERVIEW_COPY.improveHeading}</h3>${findingList(maturity.improvementAreas, OVERVIEW_COPY.nothingToImprove)}</div>
    </div>
    ${
      result.signals.length > 0
        ? html`<div class="card evidence">
      <h3>${OVERVIEW_COPY.evidenceHeading}</h3>
      <p class="muted">${OVERVIEW_COPY.evidenceIntro}</p>
      ${
        found.length > 0
          ? found.map(
              (signal) => html`<div class="signal"><p class="strong">${signalTitle(signal)}</p>
              ${signal.evidence.slice(0, QUOTES_PER_SIGNAL).map((evidence) => html`<blockquote>“${evidenceQuote(evidence)}”<small>on ${pageLabel(evidence.page, result.url)}</small></blockquote>`)}
              ${signal.evidence.length > QUOTES_PER_SIGNAL ? html`<p class="muted small">and ${signal.evidence.length - QUOTES_PER_SIGNAL} more</p>` : null}</div>`,
            )
          : html`<p>${OVERVIEW_COPY.noSignalsFound}</p>`
      }
      ${missing.length > 0 ? html`<p class="strong small">${OVERVIEW_COPY.notFoundHeading}</p><p class="tags">${missing.map((signal) => html`<span>${signalTitle(signal)}</span>`)}</p>` : null}
    </div>`
        : null
    }
    ${coveragePanel(result)}`;
}

/** "What we could and couldn't see", as the Overview shows it: pages read, pages out of reach, signals not checked. */
function coveragePanel(result: AnalysisResult): SafeHtml {
  const coverage = result.coverage ?? STATIC_COVERAGE;
  const unreadable = new Set(coverage.unreadablePages.map((page) => page.url));
  const read = result.pages.filter((page) => !page.error && !unreadable.has(page.url));
  const unchecked = result.signals.filter((signal) => !isChecked(signal));
  return html`<div class="card coverage keep">
      <h3>${COVERAGE_COPY.panelTitle}</h3>
      ${
        read.length > 0
          ? html`<p class="strong small">${COVERAGE_COPY.pagesRead}</p><ul>${read.map(
              (page) => html`<li>${pageLabel(page.url, result.url)} (${page.rendered ? COVERAGE_COPY.rendered : COVERAGE_COPY.readAsHtml})</li>`,
            )}</ul>`
          : null
      }
      ${
        coverage.unreadablePages.length > 0
          ? html`<p class="strong small">${COVERAGE_COPY.outOfReach}</p><ul>${coverage.unreadablePages.map((page) => html`<li>${pageLabel(page.url, result.url)}: ${page.reason}</li>`)}</ul>`
          : html`<p>${COVERAGE_COPY.allRead}</p>`
      }
      ${
        unchecked.length > 0
          ? html`<p class="strong small">${COVERAGE_COPY.couldntCheck}</p><p class="tags">${unchecked.map((signal) => html`<span>${signalTitle(signal)}</span>`)}</p><p class="muted small">${coverage.language && !coverage.language.read ? COVERAGE_COPY.unreadLanguage(coverage.language.name) : COVERAGE_COPY.couldntCheckNote}</p>`
          : null
      }
    </div>`;
}

/** Revenue Impact at the report's own metrics and the default growth scenario. */
export function revenueTab(result: AnalysisResult): SafeHtml {
  const metrics = result.revenue?.currentMetrics;
  const impact = computeRevenueImpact({ ...metrics, funnelSteps: result.revenue?.activationFunnelSteps });
  const labels = REVENUE_COPY.metricLabels;
  const column = (kind: 'current' | 'optimised') => {
    const figures = impact[kind];
    return html`<div class="card${kind === 'optimised' ? ' tinted' : ''}">
      <h3>${kind === 'current' ? REVENUE_COPY.current : REVENUE_COPY.optimised(impact.upliftPercent)}</h3>
      <dl><dt>${REVENUE_COPY.activationRate}</dt><dd>${figures.activationRate}%</dd>
      <dt>${REVENUE_COPY.monthlyRevenue}</dt><dd>${formatCurrency(figures.monthlyRevenue)}</dd>
      <dt>${REVENUE_COPY.annualRevenue}</dt><dd>${formatCurrency(figures.annualRevenue)}</dd></dl>
    </div>`;
  };
  return html`<div class="card">
      <h3>${REVENUE_COPY.metricsHeading}</h3>
      <dl class="metrics">
        <div><dt>${labels.signupsPerMonth}</dt><dd>${formatCount(impact.signupsPerMonth)}</dd></div>
        <div><dt>${labels.activationRate}</dt><dd>${impact.current.activationRate}%</dd></div>
        <div><dt>${labels.revenuePerUser}</dt><dd>${formatCurrency(impact.revenuePerUser)}</dd></div>
      </dl>
    </div>
    <div class="columns three">
      ${column('current')}
      ${column('optimised')}
      <div class="card impact"><h3>${REVENUE_COPY.annualImpact}</h3>
        <p class="big">${impact.annualImpact >= 0 ? '+' : ''}${formatCurrency(impact.annualImpact)}</p>
        <p class="muted">${REVENUE_COPY.monthlyImpact(formatCurrency(impact.monthlyImpact))}</p></div>
    </div>
    <div class="card keep"><h3>${REVENUE_COPY.annualChartTitle}</h3>${annualRevenueChart(impact)}${chartLegend()}</div>
    <div class="card keep"><h3>${REVENUE_COPY.funnelTitle}</h3>${funnelChart(impact)}<p class="muted small">${REVENUE_COPY.funnelNote}</p></div>
    <div class="card"><h3>${REVENUE_COPY.beyondActivation}</h3>
      <p>${REVENUE_COPY.churnSentence(impact.upliftPercent, impact.copy.churnReduction)}</p>
      <p>${impact.copy.benchmarkSentence}</p></div>`;
}

export function frictionTab(result: AnalysisResult): SafeHtml {
  const display = frictionDisplay(result.friction);
  const bar = (score: number, colour: string) => html`<div class="bar"><span style="width:${score}%;background:${colour}"></span></div>`;
  return html`<div class="card">
      <h3>${FRICTION_COPY.overallHeading} <span class="score-inline">${display.overall}/100</span></h3>
      ${bar(display.overall, display.overallColour.hex)}
      <p>${FRICTION_COPY.summary(display.severity, FRICTION_TYPE_LABELS[display.dominant])}</p>
      ${result.friction.jobToBeDone ? html`<p class="muted"><strong>${FRICTION_COPY.jobToBeDone}</strong> ${result.friction.jobToBeDone}</p>` : null}
    </div>
    ${display.dimensions.map(
      (dimension) => html`<div class="card keep">
      <h3>${dimension.label} <span class="score-inline">${dimension.score}/100</span></h3>
      <p class="badge outline">${dimension.level}</p>
      ${bar(dimension.score, dimension.colour.hex)}
      ${
        dimension.issues.length > 0
          ? html`<ul class="issues">${dimension.issues.map(
              (issue) =>
                html`<li><p class="strong">${issue.issue}</p><p class="muted">${issue.impact}</p>${adviceBasis(issue.basis, issue.evidence, result.url)}</li>`,
            )}</ul>`
          : html`<p class="muted">${FRICTION_COPY.noIssues}</p>`
      }
    </div>`,
    )}`;
}

export function strategyTab(result: AnalysisResult): SafeHtml {
  if (result.strategies.length === 0) return html`<div class="card"><p>${STRATEGY_COPY.noneNeeded}</p></div>`;
  return html`<p>${STRATEGY_COPY.intro}</p>
    ${result.strategies.map(
      (strategy, index) => html`<div class="card keep">
      <h3>${index + 1}. ${strategy.title}</h3>
      <p class="tags"><span>Effort: ${strategy.effort}</span><span>Time: ${strategy.estimatedTime}</span></p>
      <p>${strategy.description}</p>
      ${adviceBasis(strategy.basis, strategy.evidence, result.url)}
      ${(strategy.removes ?? []).length > 0 ? html`<p class="small"><strong>${ADVICE_COPY.removes}</strong> ${strategy.removes.join(' · ')}</p>` : null}
      ${strategy.steps.length > 0 ? html`<p class="strong small">${STRATEGY_COPY.steps}</p><ol>${strategy.steps.map((step) => html`<li>${step}</li>`)}</ol>` : null}
      ${strategy.exampleCopy ? html`<p class="strong small">${STRATEGY_COPY.exampleCopy}</p><blockquote>${strategy.exampleCopy}</blockquote>` : null}
    </div>`,
    )}`;
}

export function whatsNextTab(result: AnalysisResult, bookingUrl: string): SafeHtml {
  const steps = nextStepTexts(result.strategies, result.revenue?.currentMetrics?.activationRate);
  return html`<div class="card">
      <h3>${WHATS_NEXT_COPY.heading}</h3>
      <ol class="next-steps">${steps.map((step) => html`<li><p class="strong">${step.title}</p><p class="muted">${step.text}</p></li>`)}</ol>
    </div>
    <div class="card tinted">
      <h3>${WHATS_NEXT_COPY.expertHeading}</h3>
      <p>${WHATS_NEXT_COPY.expertText}</p>
      <p><a href="${bookingUrl}">${bookingUrl}</a></p>
    </div>`;
}
