import { z } from 'zod';
import { analysisResultSchema } from './analysis.ts';
import { isoDateTimeSchema } from './common.ts';

/** SPEC section 5, word for word: the PWA form and the server give the same messages. */
export const VANITY_MESSAGES = {
  pathTooShort: 'Vanity path must be at least 3 characters long',
  pathTooLong: 'Vanity path must be at most 50 characters long',
  pathCharacters: 'Vanity path can only contain letters, numbers, and hyphens',
  analysisUrlRequired: 'Analysis URL is required',
  analysisIdNotFound: 'Could not extract a valid analysis ID from the provided URL',
} as const;

export const vanityPathSchema = z
  .string({ error: VANITY_MESSAGES.pathTooShort })
  .min(3, VANITY_MESSAGES.pathTooShort)
  .max(50, VANITY_MESSAGES.pathTooLong)
  .regex(/^[A-Za-z0-9-]+$/, VANITY_MESSAGES.pathCharacters);

export const vanityCreateRequestSchema = z.object({
  vanityPath: vanityPathSchema,
  analysisId: z
    .string({ error: VANITY_MESSAGES.analysisUrlRequired })
    .trim()
    .min(1, VANITY_MESSAGES.analysisUrlRequired)
    .max(100, VANITY_MESSAGES.analysisIdNotFound),
});
export type VanityCreateRequest = z.infer<typeof vanityCreateRequestSchema>;

export const vanityUrlSchema = z.object({
  id: z.string().min(1),
  vanityPath: z.string().min(1),
  analysisId: z.string().min(1),
  createdAt: isoDateTimeSchema,
  lastAccessedAt: isoDateTimeSchema.nullable(),
  accessCount: z.number().int().min(0),
});
export type VanityUrl = z.infer<typeof vanityUrlSchema>;

export const vanityListResponseSchema = z.array(vanityUrlSchema);

export const vanityCreateResponseSchema = z.object({
  message: z.string(),
  vanity: vanityUrlSchema,
});
export type VanityCreateResponse = z.infer<typeof vanityCreateResponseSchema>;

/** GET /api/v/{path}: the analysis result, with the analysis id and shared name when known. */
export const vanityResolveResponseSchema = analysisResultSchema.extend({
  analysisId: z.string().min(1),
  vanityPath: z.string().min(1),
  companyName: z.string().optional(),
});
export type VanityResolveResponse = z.infer<typeof vanityResolveResponseSchema>;
