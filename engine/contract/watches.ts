import { z } from './zod.ts';
import { maturityLevelSchema, observedFrictionKindSchema } from './analysis.ts';
import { engineChangedSchema } from './changes.ts';
import { analysisIdSchema, isoDateTimeSchema } from './common.ts';
import { signalIdSchema } from './signals.ts';
import { ALERT_KINDS, isKnownTimeZone, WATCH_MESSAGES } from './watch-rules.ts';

export { ALERT_KINDS, type AlertKind, DEFAULT_ALERT_ON, isKnownTimeZone, NAMED_SCHEDULES, WATCH_MESSAGES } from './watch-rules.ts';

// ---- Watches: scheduled re-analysis and regression alerts (issue #26) ----------------

export const alertKindSchema = z.enum(ALERT_KINDS);

export const timeZoneSchema = z
  .string()
  .trim()
  .min(1, WATCH_MESSAGES.unknownTimeZone)
  .max(64, WATCH_MESSAGES.unknownTimeZone)
  .refine(isKnownTimeZone, WATCH_MESSAGES.unknownTimeZone);

/** `daily`, `weekly` or a cron expression; whether the expression is valid and ever fires is the server's to say (400). */
export const scheduleSchema = z.string({ error: WATCH_MESSAGES.scheduleRequired }).trim().min(1, WATCH_MESSAGES.scheduleRequired).max(200);

const webhookUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\//i.test(value), WATCH_MESSAGES.webhookNotHttp);

const alertOnSchema = z.array(alertKindSchema).min(1, WATCH_MESSAGES.alertOnEmpty).max(ALERT_KINDS.length);

/** POST /api/watches. */
export const watchCreateRequestSchema = z.object({
  url: z.string({ error: WATCH_MESSAGES.urlRequired }).trim().min(1, WATCH_MESSAGES.urlRequired).max(2000),
  pricingUrl: z.string().trim().max(2000).optional(),
  schedule: scheduleSchema,
  /** The schedule's time zone; UTC when not given. */
  timeZone: timeZoneSchema.optional(),
  alertOn: alertOnSchema.optional(),
  /** Where alerts are POSTed, signed with the watch's secret; none: alerts are only stored, listed and in the feed. */
  webhookUrl: webhookUrlSchema.optional(),
});
export type WatchCreateRequest = z.infer<typeof watchCreateRequestSchema>;

/** PATCH /api/watches/{id}: the fields to change; `webhookUrl: null` removes the webhook. */
export const watchUpdateRequestSchema = z
  .object({
    url: z.string().trim().min(1, WATCH_MESSAGES.urlRequired).max(2000),
    pricingUrl: z.string().trim().max(2000).nullable(),
    schedule: scheduleSchema,
    timeZone: timeZoneSchema,
    alertOn: alertOnSchema,
    webhookUrl: webhookUrlSchema.nullable(),
  })
  .partial()
  .strict();
export type WatchUpdateRequest = z.infer<typeof watchUpdateRequestSchema>;

export const watchCreateResponseSchema = z.object({
  watchId: z.string().min(1),
  /** The key webhook signatures are made with: X-Signature-256 is sha256=<hex HMAC-SHA256 of the raw body>. */
  webhookSecret: z.string().min(1),
  /** The watch's Atom feed of alerts; the key in it is its only protection, so share it like a password. */
  feedUrl: z.string().min(1),
});
export type WatchCreateResponse = z.infer<typeof watchCreateResponseSchema>;

export const WATCH_RUN_STATUSES = ['running', 'completed', 'failed'] as const;
export const watchRunStatusSchema = z.enum(WATCH_RUN_STATUSES);

/** One run of a watch: an ordinary analysis of its site. */
export const watchRunSchema = z.object({
  id: z.string().min(1),
  analysisId: analysisIdSchema,
  /** `schedule`: its schedule came due (or was missed while the server was down); `manual`: Run now. */
  trigger: z.enum(['schedule', 'manual']),
  status: watchRunStatusSchema,
  startedAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.optional(),
  /** The report's maturity score and level, once completed. */
  score: z.number().finite().optional(),
  level: maturityLevelSchema.optional(),
  /** Set when this run raised an alert (or recorded one it did not send: engine changed, not alerted). */
  alertId: z.string().optional(),
  error: z.string().optional(),
  /** The engine that made the run's report (issue #30). */
  engineVersion: z.string().optional(),
  /** Set when the site's previous report was made by another engine: compared after scoring its pages again, or with the engine's moves set aside. */
  engineChanged: engineChangedSchema.optional(),
});
export type WatchRun = z.infer<typeof watchRunSchema>;

export const watchSchema = z.object({
  id: z.string().min(1),
  url: z.string().min(1),
  pricingUrl: z.string().optional(),
  /** As given: daily, weekly or a cron expression. */
  schedule: z.string().min(1),
  /** The cron expression the schedule runs on (daily and weekly get a quiet hour and a minute of their own). */
  cron: z.string().min(1),
  timeZone: z.string().min(1),
  alertOn: z.array(alertKindSchema),
  webhookUrl: z.string().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  nextRunAt: isoDateTimeSchema,
  lastRun: watchRunSchema.optional(),
  /** The last completed runs' scores, oldest first (the list's sparkline). */
  scores: z.array(z.object({ analysisId: analysisIdSchema, at: isoDateTimeSchema, score: z.number().finite() })),
  alertCount: z.number().int().min(0),
});
export type Watch = z.infer<typeof watchSchema>;

export const watchListResponseSchema = z.array(watchSchema);

/** One try at delivering an alert to the webhook, with the receiver's answer. */
export const webhookDeliverySchema = z.object({
  id: z.string().min(1),
  alertId: z.string().min(1),
  /** The X-Delivery-Id sent: the same for every try of one alert, so a receiver can tell a retry. */
  deliveryId: z.string().min(1),
  attempt: z.number().int().min(1),
  url: z.string().min(1),
  startedAt: isoDateTimeSchema,
  /** HTTP status of the answer; absent when none came (refused, timed out, interrupted). */
  status: z.number().int().optional(),
  ok: z.boolean(),
  ms: z.number().int().min(0).optional(),
  error: z.string().optional(),
  /** The start of the answer's body, as text. */
  response: z.string().optional(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /api/watches/{id}: the watch, its secret and feed, its last runs and webhook deliveries (newest first). */
export const watchDetailSchema = watchSchema.extend({
  webhookSecret: z.string().min(1),
  feedUrl: z.string().min(1),
  runs: z.array(watchRunSchema),
  deliveries: z.array(webhookDeliverySchema),
});
export type WatchDetail = z.infer<typeof watchDetailSchema>;

export const watchRunResponseSchema = z.object({ analysisId: analysisIdSchema });
export type WatchRunResponse = z.infer<typeof watchRunResponseSchema>;

/** A signal named in an alert: its stable id and the title the report shows. */
export const alertSignalSchema = z.object({ id: signalIdSchema, title: z.string().min(1) });

/** Observed friction named in an alert (issue #29): its kind, the page and what the report says, with what it said before when it grew. */
export const alertFrictionSchema = z.object({
  kind: observedFrictionKindSchema,
  page: z.string().min(1),
  issue: z.string().min(1),
  previousIssue: z.string().optional(),
});

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const alertSchema = z.object({
  id: z.string().min(1),
  watchId: z.string().min(1),
  url: z.string().min(1),
  analysisId: analysisIdSchema,
  previousAnalysisId: analysisIdSchema,
  createdAt: isoDateTimeSchema,
  /** Which of the watch's alertOn kinds this change met; empty on a record that alerted nobody (`notAlerted`). */
  reasons: z.array(alertKindSchema),
  level: z.object({ from: maturityLevelSchema, to: maturityLevelSchema }),
  score: z.object({ from: z.number().finite(), to: z.number().finite() }),
  lost: z.array(alertSignalSchema),
  gained: z.array(alertSignalSchema),
  /** Observed friction that appeared or grew; absent in alerts stored before it was watched. */
  frictionAdded: z.array(alertFrictionSchema).optional(),
  /** The webhook's delivery, when the watch has one. */
  delivery: z.object({ status: z.enum(DELIVERY_STATUSES), attempts: z.number().int().min(0) }).optional(),
  /** Set when another engine made the previous report (issue #30). */
  engineChanged: engineChangedSchema.optional(),
  /**
   * Engine changed, not alerted: the kinds the comparison met that the engine's change
   * alone could explain (the earlier pages were gone). Nothing was sent, nor counted, nor put in the feed.
   */
  notAlerted: z.array(alertKindSchema).min(1).optional(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListResponseSchema = z.array(alertSchema);

/** GET /api/alerts?watchId=&limit=&since= */
export const alertListQuerySchema = z.object({
  watchId: z.string().min(1).max(100).optional(),
  /** Only alerts created after this moment (the PWA asks for what is new since it last looked). */
  since: isoDateTimeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** What a webhook receives: a JSON POST, signed (X-Signature-256) and numbered (X-Delivery-Id). */
export const webhookPayloadSchema = z.object({
  event: z.literal('watch.alert'),
  alertId: z.string().min(1),
  watchId: z.string().min(1),
  url: z.string().min(1),
  analysisId: analysisIdSchema,
  previousAnalysisId: analysisIdSchema,
  createdAt: isoDateTimeSchema,
  reasons: z.array(alertKindSchema),
  level: z.object({ from: maturityLevelSchema, to: maturityLevelSchema }),
  score: z.object({ from: z.number().finite(), to: z.number().finite() }),
  lost: z.array(alertSignalSchema),
  gained: z.array(alertSignalSchema),
  /** Observed friction that appeared or grew since the previous report. */
  frictionAdded: z.array(alertFrictionSchema),
  /** Set when another engine made the previous report: compared after scoring its pages again (rescored), or with the engine's moves set aside. */
  engineChanged: engineChangedSchema.optional(),
  /** The new report in the app. */
  reportUrl: z.string().min(1),
  /** GET /api/analysis/{id}/changes: what changed, with the evidence quoted. */
  changesUrl: z.string().min(1),
  /** The two reports side by side in the app. */
  compareUrl: z.string().min(1),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
