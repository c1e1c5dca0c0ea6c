/** The coverage rules live in engine/contract: the PDF applies them too. */
export { IN_APP_SIGNALS, isChecked, PARTIAL_VIEW_PERCENT, seesTooLittle, STATIC_COVERAGE } from '../../../../../engine/contract/coverage-rules.ts';
