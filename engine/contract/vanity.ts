import { z } from './zod.ts';
import { analysisResultSchema } from './analysis.ts';
import { isoDateTimeSchema } from './common.ts';
import { VANITY_MESSAGES, VANITY_PATH_LIMITS } from './vanity-messages.ts';

export { VANITY_MESSAGES } from './vanity-messages.ts';

export const vanityPathSchema = z
  .string({ error: VANITY_MESSAGES.pathTooShort })
  .min(VANITY_PATH_LIMITS.min, VANITY_MESSAGES.pathTooShort)
  .max(VANITY_PATH_LIMITS.max, VANITY_MESSAGES.pathTooLong)
  .regex(VANITY_PATH_LIMITS.pattern, VANITY_MESSAGES.pathCharacters);

export const vanityCreateRequestSchema = z.object({
  vanityPath: vanityPathSchema,
  /** What the results address names (results-address.ts): an analysis id, a share slug or shared-{path}; stored as the analysis id. */
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

/** How many days of views GET /api/vanity/{path}/stats returns (and the store keeps). */
export const VANITY_STATS_DAYS = 30;

/** A calendar day in UTC, YYYY-MM-DD. */
export const utcDateSchema = z.iso.date();

/**
 * GET /api/vanity/{path}/stats (admin): views are people's browsers resolving the
 * link; previews are bots, link-preview fetchers and HEAD requests. `daily` holds
 * the last 30 UTC days, oldest first, every day present; referrers are the hosts of
 * the pages that linked to the link, most views first.
 */
export const vanityStatsSchema = z.object({
  views: z.number().int().min(0),
  previews: z.number().int().min(0),
  daily: z.array(z.object({ date: utcDateSchema, views: z.number().int().min(0) })).length(VANITY_STATS_DAYS),
  referrers: z.array(z.object({ host: z.string().min(1), views: z.number().int().min(1) })),
});
export type VanityStats = z.infer<typeof vanityStatsSchema>;
