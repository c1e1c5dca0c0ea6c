import { z } from './zod.ts';

/**
 * GET /api/config: what the PWA needs at run time and must not bake into its build
 * (DESIGN section 2). An empty string means "not configured".
 */
export const runtimeConfigSchema = z.object({
  bookingUrl: z.string(),
  testimonialWidgetUrl: z.string(),
  newsletterScriptUrl: z.string(),
  /** Icon service address with {domain} and {size} placeholders. */
  faviconServiceUrl: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
