import { z } from './zod.ts';
import { analysisResultSchema } from './analysis.ts';
import { engineMovesSchema } from './changes.ts';
import { analysisIdSchema } from './common.ts';

// ---- The pages each analysis read, and scoring them again (issue #30) ---------------

/** POST /api/analysis/{id}/rescore (admin): the new analysis, made from the stored pages by the current engine. */
export const rescoreResponseSchema = z.object({
  analysisId: analysisIdSchema,
  rescoredFrom: analysisIdSchema,
  /** The engine that scored the pages this time. */
  engineVersion: z.string().min(1),
});
export type RescoreResponse = z.infer<typeof rescoreResponseSchema>;

/**
 * GET /api/analysis/{id}/current-engine: the report as the engine this server runs reads
 * it, so reports two engines made can be set side by side (the compare view).
 */
export const currentEngineReadingSchema = z.object({
  /** The engine this server runs. */
  engineVersion: z.string().min(1),
  /** The report itself when that engine made it, else its stored pages scored again by it; null when they are no longer kept. */
  result: analysisResultSchema.nullable(),
  /** When `result` is null: what moved between the report's engine and this one, which differences may be the engine's. */
  moved: engineMovesSchema.optional(),
});
export type CurrentEngineReading = z.infer<typeof currentEngineReadingSchema>;

/** What a client is told when an analysis' pages are no longer kept (PAGES_RETENTION_DAYS) or never were. */
export const PAGES_GONE_MESSAGE =
  'The pages this analysis read are no longer kept (they are kept for PAGES_RETENTION_DAYS days), so it cannot be scored again. Run the analysis again instead.';
