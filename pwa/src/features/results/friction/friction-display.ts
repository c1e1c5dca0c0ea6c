/** SPEC section 9's friction display rules live in engine/contract: the PDF print view shows the same scores. */
export * from '../../../../../engine/contract/friction-display.ts';
