import { z } from './zod.ts';

import { SIGNAL_IDS, type SignalId } from './signal-titles.ts';

export { SIGNAL_IDS, SIGNAL_TITLES, type SignalId } from './signal-titles.ts';

export const signalIdSchema = z.enum(SIGNAL_IDS as [SignalId, ...SignalId[]]);

export const evidenceSchema = z.object({
  /** URL of the page the quote was seen on. */
  page: z.string().min(1),
  /** The quoted text, link, or script host that was seen. */
  text: z.string().min(1),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const signalResultSchema = z.object({
  id: signalIdSchema,
  present: z.boolean(),
  /**
   * False when the signal rests on what could not be read (a JavaScript-only page that
   * was not rendered, a page that failed): "couldn't check", never "missing". Results
   * stored before coverage existed read as checked.
   */
  checked: z.boolean().default(true),
  evidence: z.array(evidenceSchema),
  trialDays: z.number().int().positive().optional(),
});
export type SignalResult = z.infer<typeof signalResultSchema>;
