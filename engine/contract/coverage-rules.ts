import type { Coverage } from './analysis.ts';
import type { SignalId, SignalResult } from './signals.ts';

/**
 * What the report says about coverage (issue #13), on screen and in the PDF alike.
 */

/** Reports kept from before coverage existed were read statically, every signal checked. */
export const STATIC_COVERAGE: Coverage = { rendered: false, javascriptOnlyPages: [], unreadablePages: [], checkedWeightPercent: 100 };

/** Below this share of the weights checked, the report leads with how little it could see. */
export const PARTIAL_VIEW_PERCENT = 50;

export function isChecked(signal: SignalResult): boolean {
  return signal.checked !== false;
}

export function seesTooLittle(coverage: Coverage): boolean {
  return coverage.checkedWeightPercent < PARTIAL_VIEW_PERCENT;
}

/** Tools that run inside a product, after login: a public page can only show that they are not loaded there. */
export const IN_APP_SIGNALS: ReadonlySet<SignalId> = new Set(['onboarding-tool', 'product-analytics']);
