/** SPEC section 2: the label of the options toggle, shared by the app's toggle and the page's first script (early-presses.ts). */
export const OPTIONS_TOGGLE_TEXTS = {
  show: 'Show additional options',
  hide: 'Hide additional options',
} as const;
