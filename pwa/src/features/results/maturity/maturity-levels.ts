/** The level names and descriptions are typed once in engine/contract: the PDF prints them too. */
export { MATURITY_LEVEL_DESCRIPTIONS, MATURITY_LEVEL_LABELS, maturityLevelLabel } from '../../../../../engine/contract/report-copy.ts';
