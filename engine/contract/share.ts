import { z } from './zod.ts';
import { analysisResultSchema } from './analysis.ts';

export const COMPANY_NAME_REQUIRED_MESSAGE = 'Please enter a company name to create a shareable link.';
export const MAX_COMPANY_NAME_LENGTH = 120;

// ---- POST /api/analysis/{id}/share ---------------------------------------------

export const shareRequestSchema = z.object({
  companyName: z
    .string({ error: COMPANY_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, COMPANY_NAME_REQUIRED_MESSAGE)
    .max(MAX_COMPANY_NAME_LENGTH, `Company name must be at most ${MAX_COMPANY_NAME_LENGTH} characters.`),
});
export type ShareRequest = z.infer<typeof shareRequestSchema>;

export const shareResponseSchema = z.object({
  /** Path of the shared report (/results/{slug}); the PWA prefixes the page origin. */
  shareUrl: z.string().startsWith('/results/'),
  slug: z.string().min(1),
});
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/** Share slugs: lowercase letters, digits and dashes, never UUID-shaped. */
export const SHARE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// ---- GET /api/results/{slug} ------------------------------------------------------

export const sharedAnalysisResultSchema = analysisResultSchema.extend({
  companyName: z.string().min(1),
  shareSlug: z.string().regex(SHARE_SLUG_PATTERN),
});
export type SharedAnalysisResult = z.infer<typeof sharedAnalysisResultSchema>;
