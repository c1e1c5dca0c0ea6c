import { PROBED_GLOBALS } from '../vendors.ts';

/**
 * Globals that vendors' scripts define on window (a dotted name is a property path),
 * from the vendor table, so the renderer probes exactly what the table can name: the
 * chat, product-analytics and onboarding vendors' globals and self-hosted widgets' calls.
 */
export const VENDOR_GLOBALS: readonly string[] = PROBED_GLOBALS;
