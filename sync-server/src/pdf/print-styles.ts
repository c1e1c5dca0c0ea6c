/** A4 print styles for print-view.ts (our own constant: the only markup passed to html() unescaped): one tab per page at least, cards never split across pages. */
export const PRINT_STYLES = `
@page { size: A4; margin: 16mm 14mm 18mm; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 10.5pt; line-height: 1.45; color: #212529; margin: 0; }
h1 { font-size: 20pt; margin: 0 0 4px; }
h2 { font-size: 15pt; margin: 0 0 10px; color: #364fc7; }
h3 { font-size: 12pt; margin: 0 0 6px; }
p { margin: 0 0 6px; }
a { color: #364fc7; word-break: break-all; }
.report-header { margin-bottom: 14px; }
.tab { break-before: page; }
.tab[data-tab="maturity"] { break-before: auto; }
.card { border: 1px solid #dee2e6; border-radius: 8px; padding: 10px 12px; margin-bottom: 10px; }
.card, .keep, .signal, blockquote, li { break-inside: avoid; }
/* The evidence list can be longer than a page: it may break between findings. */
.card.evidence { break-inside: auto; }
h2, h3 { break-after: avoid; }
.tinted { background: #e6fcf5; }
.alert { border-color: #fd7e14; background: #fff4e6; }
.muted { color: #495057; }
.small { font-size: 9pt; }
.strong { font-weight: 700; }
.badge { display: inline-block; background: #364fc7; color: #fff; border-radius: 4px; padding: 1px 8px; font-weight: 700; font-size: 9.5pt; }
.badge.outline { background: none; color: #343a40; border: 1px solid #868e96; }
.maturity { display: flex; gap: 18px; align-items: center; }
.score { width: 96px; height: 96px; border-radius: 50%; border: 8px solid #364fc7; display: flex; flex-direction: column; align-items: center; justify-content: center; flex: none; }
.score strong { font-size: 24pt; line-height: 1; }
.score span { font-size: 7.5pt; color: #495057; }
.score-inline { float: right; font-size: 12pt; }
.columns { display: flex; gap: 10px; }
.columns > .card { flex: 1; }
.findings, .issues, .next-steps { padding-left: 18px; margin: 0; }
.findings li, .issues li, .next-steps li { margin-bottom: 4px; }
blockquote { margin: 4px 0 6px; padding: 4px 10px; border-left: 3px solid #4c6ef5; background: #f8f9fa; }
blockquote small { display: block; color: #495057; font-size: 8.5pt; word-break: break-all; }
.tags span { display: inline-block; border: 1px solid #adb5bd; border-radius: 4px; padding: 0 6px; margin: 0 4px 4px 0; font-size: 8.5pt; }
.tag { display: inline-block; border: 1px solid #862e9c; color: #862e9c; border-radius: 4px; padding: 0 5px; font-size: 8pt; font-weight: 600; }
dl { margin: 0; }
dl dt { color: #495057; font-size: 9pt; }
dl dd { margin: 0 0 4px; font-weight: 700; font-size: 11.5pt; }
.metrics { display: flex; gap: 30px; }
.big { font-size: 20pt; font-weight: 800; color: #364fc7; }
.bar { height: 10px; border-radius: 5px; background: #e9ecef; margin: 6px 0; overflow: hidden; }
.bar span { display: block; height: 100%; }
.chart { max-width: 100%; height: auto; }
.chart-label { font-size: 11px; fill: #343a40; }
.chart-value { font-size: 12px; font-weight: 700; fill: #212529; }
.chart-value-small { font-size: 10px; fill: #212529; }
.legend { font-size: 9pt; }
.swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin: 0 4px 0 10px; vertical-align: middle; }
.call-to-action { background: #edf2ff; margin-top: 14px; }
`;
