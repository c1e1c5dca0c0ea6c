import { z } from './zod.ts';

/** Every API error body carries a human-readable message; zod failures add the issues. */
export const errorResponseSchema = z.object({
  message: z.string().min(1),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** SPEC section 3: some scores arrive as numbers or as strings holding digits. */
export const numberOrDigitsSchema = z.union([z.number().finite(), z.string().regex(/\d/, 'must contain digits')]);

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Analysis ids are UUIDs (hex digits and dashes, SPEC section 2). */
export const analysisIdSchema = z.uuid();

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/ready when the process can take work; otherwise 503 with an error body. */
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  /** What the store keeps on disk that grows with use: the pages analyses read (issue #30), and the space left where they are kept. */
  disk: z.object({
    storedPages: z.object({ pageSets: z.number().int().min(0), bytes: z.number().int().min(0) }),
    freeBytes: z.number().int().min(0).optional(),
  }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
