import { z } from './zod.ts';
import { MATURITY_LEVELS } from './analysis-constants.ts';
import { engineChangedSchema } from './changes.ts';
import { isoDateTimeSchema } from './common.ts';

export const BATCH_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export const batchStatusSchema = z.enum(BATCH_STATUSES);
export type BatchStatus = z.infer<typeof batchStatusSchema>;

/** Most websites one batch may hold (after duplicates are removed); more is refused with 400. */
export const MAX_BATCH_ITEMS = 500;

/** Largest CSV body the batch endpoint reads (characters). */
export const MAX_CSV_CONTENT_LENGTH = 1_000_000;

export const batchCreateRequestSchema = z.object({
  csvContent: z
    .string({ error: 'Please upload a CSV file or enter CSV content' })
    .max(MAX_CSV_CONTENT_LENGTH, `CSV content must be at most ${MAX_CSV_CONTENT_LENGTH} characters`),
});
export type BatchCreateRequest = z.infer<typeof batchCreateRequestSchema>;

export const batchCreateResponseSchema = z.object({
  batchId: z.string().min(1),
  totalItems: z.number().int().min(0).optional(),
  /** Entries that are not valid addresses: kept in the batch as failed items with the reason. */
  invalidItems: z.number().int().min(0).optional(),
  /** Entries that repeated an earlier address and were left out (each site is analysed once). */
  duplicateItems: z.number().int().min(0).optional(),
});
export type BatchCreateResponse = z.infer<typeof batchCreateResponseSchema>;

/** The batch endpoint's error body (SPEC section 7): message, plus error and hint when known. */
export const batchErrorResponseSchema = z.object({
  message: z.string().min(1),
  error: z.string().optional(),
  hint: z.string().optional(),
});
export type BatchErrorResponse = z.infer<typeof batchErrorResponseSchema>;

/** How a completed item's report differs from the site's previous analysis (issue #15). */
export const batchItemChangeSchema = z.object({
  previousAnalysisId: z.string().min(1),
  scoreDelta: z.number().finite(),
  levelChanged: z.boolean(),
  previousLevel: z.enum(MATURITY_LEVELS),
  level: z.enum(MATURITY_LEVELS),
  /** Set when another engine made the previous report (issue #30). */
  engineChanged: engineChangedSchema.optional(),
});
export type BatchItemChange = z.infer<typeof batchItemChangeSchema>;

export const batchResultItemSchema = z.object({
  url: z.string().min(1),
  companyName: z.string().optional(),
  status: batchStatusSchema,
  error: z.string().optional(),
  analysisId: z.string().optional(),
  /** Set when the site had been analysed before this item. */
  change: batchItemChangeSchema.optional(),
});
export type BatchResultItem = z.infer<typeof batchResultItemSchema>;

export const batchJobSummarySchema = z.object({
  id: z.string().min(1),
  createdAt: isoDateTimeSchema,
  status: batchStatusSchema,
  totalItems: z.number().int().min(0),
  completedItems: z.number().int().min(0),
});
export type BatchJobSummary = z.infer<typeof batchJobSummarySchema>;

export const batchJobListResponseSchema = z.array(batchJobSummarySchema);

export const batchJobDetailSchema = batchJobSummarySchema.extend({
  updatedAt: isoDateTimeSchema,
  failedItems: z.number().int().min(0),
  processedItems: z.number().int().min(0),
  results: z.array(batchResultItemSchema),
});
export type BatchJobDetail = z.infer<typeof batchJobDetailSchema>;
