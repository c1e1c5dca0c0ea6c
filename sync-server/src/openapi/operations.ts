import { z } from 'zod';
import {
  analysisResultSchema,
  analysisStatusSchema,
  analysisStatusValueSchema,
  analyzeRequestSchema,
  analyzeResponseSchema,
} from '../../../engine/contract/analysis.ts';
import { analysisChangesSchema } from '../../../engine/contract/changes.ts';
import { reportPdfErrorSchema } from '../../../engine/contract/report-pdf.ts';
import { currentEngineReadingSchema, rescoreResponseSchema } from '../../../engine/contract/stored-pages.ts';
import { checkAuthResponseSchema, loginRequestSchema, loginResponseSchema } from '../../../engine/contract/auth.ts';
import {
  batchCreateRequestSchema,
  batchCreateResponseSchema,
  batchErrorResponseSchema,
  batchJobDetailSchema,
  batchJobListResponseSchema,
} from '../../../engine/contract/batch.ts';
import { analysisIdSchema, healthResponseSchema, messageResponseSchema, readyResponseSchema } from '../../../engine/contract/common.ts';
import { runtimeConfigSchema } from '../../../engine/contract/runtime-config.ts';
import { SHARE_SLUG_PATTERN, sharedAnalysisResultSchema, shareRequestSchema, shareResponseSchema } from '../../../engine/contract/share.ts';
import {
  vanityCreateRequestSchema,
  vanityCreateResponseSchema,
  vanityListResponseSchema,
  vanityPathSchema,
  vanityResolveResponseSchema,
  vanityStatsSchema,
} from '../../../engine/contract/vanity.ts';
import {
  alertListQuerySchema,
  alertListResponseSchema,
  watchCreateRequestSchema,
  watchCreateResponseSchema,
  watchDetailSchema,
  watchListResponseSchema,
  watchRunResponseSchema,
  watchUpdateRequestSchema,
} from '../../../engine/contract/watches.ts';

/** An answer: JSON described by a zod schema (errors default to `{ message }`), or another media type. */
export interface ApiAnswer {
  description: string;
  schema?: z.ZodType;
  /** application/json unless said; a non-JSON answer is described as a string. */
  mediaType?: string;
}

/**
 * One row per endpoint of the API (SPEC section 7 and DESIGN section 4): the OpenAPI
 * document is built from this table, and a test checks it against the routers. An
 * endpoint added to a router is added here as one row.
 */
export interface ApiOperation {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Under /api, in OpenAPI's template form: /analysis/{id}/status. */
  path: string;
  summary: string;
  tag: string;
  /** Needs `Authorization: Bearer <token>` from POST /api/auth/login. */
  admin?: boolean;
  params?: Record<string, z.ZodType>;
  /** Query parameters; required unless their schema takes no value. */
  query?: Record<string, z.ZodType>;
  body?: z.ZodType;
  /** Success answers by status. */
  answers: Record<number, ApiAnswer>;
  /** Error answers by status, with `{ message }` bodies unless a schema says otherwise. */
  errors?: Record<number, string | ApiAnswer>;
}

/** GET /api/analysis/{id}/results while the analysis has no report. */
const analysisNotReadySchema = z.object({ message: z.string(), status: analysisStatusValueSchema });
const shareSlugSchema = z.string().regex(SHARE_SLUG_PATTERN);

/** GET …/report.pdf: the report as a download, or why not. */
const PDF_ANSWERS: Record<number, ApiAnswer> = {
  200: { description: 'The whole report as an A4 PDF (Content-Disposition: attachment, named after the site and date)', mediaType: 'application/pdf' },
};
const PDF_UNAVAILABLE: ApiAnswer = {
  description: 'No browser to print with (printFallback: true: print from the app instead), or printing is busy or timed out (Retry-After)',
  schema: reportPdfErrorSchema,
};

const INVALID_BODY = 'The body is not valid JSON or breaks the schema: `{ message, issues }`.';
const SAVE_FAILED = 'The data store could not save the change; nothing was changed.';

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/health',
    tag: 'operations',
    summary: 'Liveness: the process is up',
    answers: { 200: { description: 'Alive, with version and uptime', schema: healthResponseSchema } },
  },
  {
    method: 'get',
    path: '/ready',
    tag: 'operations',
    summary: 'Readiness: the store accepts writes, an analysis thread answers and no shutdown is under way',
    answers: { 200: { description: 'Ready for traffic', schema: readyResponseSchema } },
    errors: { 503: 'Not ready; the message says why' },
  },
  {
    method: 'get',
    path: '/config',
    tag: 'operations',
    summary: "The PWA's run-time configuration (third-party addresses)",
    answers: { 200: { description: 'Configuration; an empty string means not configured', schema: runtimeConfigSchema } },
  },
  {
    method: 'get',
    path: '/openapi.json',
    tag: 'operations',
    summary: 'This document',
    answers: { 200: { description: 'OpenAPI 3.1 document of the API', schema: z.record(z.string(), z.unknown()) } },
  },
  {
    method: 'post',
    path: '/analyze',
    tag: 'analysis',
    summary: 'Start an analysis of a website',
    body: analyzeRequestSchema,
    answers: { 200: { description: 'Queued; poll its status', schema: analyzeResponseSchema } },
    errors: {
      400: INVALID_BODY,
      422: 'The address cannot be analysed (does not resolve, private network, not a website)',
      429: 'Too many unfinished analyses from this client; Retry-After says when to try again',
      503: SAVE_FAILED,
    },
  },
  {
    method: 'get',
    path: '/analysis/{id}/status',
    tag: 'analysis',
    summary: "An analysis's status, progress and steps",
    params: { id: analysisIdSchema },
    answers: { 200: { description: 'Current status', schema: analysisStatusSchema } },
    errors: { 404: 'No analysis with this id' },
  },
  {
    method: 'get',
    path: '/analysis/{id}/results',
    tag: 'analysis',
    summary: 'The report of a completed analysis (strong ETag; 304 on If-None-Match)',
    params: { id: analysisIdSchema },
    answers: {
      200: { description: 'The report', schema: analysisResultSchema },
      304: { description: 'Unchanged since the ETag in If-None-Match' },
    },
    errors: {
      404: 'No analysis with this id',
      409: { description: 'The analysis is still running or failed', schema: analysisNotReadySchema },
      410: 'The stored report is damaged',
    },
  },
  {
    method: 'get',
    path: '/analysis/{id}/changes',
    tag: 'analysis',
    summary: 'What changed since the latest earlier completed analysis of the same site',
    params: { id: analysisIdSchema },
    answers: {
      200: {
        description:
          'Score and level change, signals gained and lost, strategies added and resolved; previous is null for a first analysis. engineChanged is set when two engine versions made the pair: rescored when the earlier pages were scored again by the current engine first, else moved says what the engine alone may explain',
        schema: analysisChangesSchema,
      },
    },
    errors: { 404: 'No analysis with this id', 409: 'The analysis has no report yet' },
  },
  {
    method: 'post',
    path: '/analysis/{id}/rescore',
    tag: 'analysis',
    admin: true,
    summary: "Score an analysis' stored pages again with the current engine, as a new analysis marked rescoredFrom",
    params: { id: analysisIdSchema },
    answers: {
      201: {
        description: "The new analysis; its report has the pages' analyzedAt, and equals the original but for its ids when the engine did not change",
        schema: rescoreResponseSchema,
      },
    },
    errors: {
      401: 'No valid admin token',
      404: 'No analysis with this id, or its pages are no longer kept (PAGES_RETENTION_DAYS)',
      409: 'The analysis has no report yet',
      410: 'The stored pages are damaged',
      503: SAVE_FAILED,
    },
  },
  {
    method: 'get',
    path: '/analysis/{id}/pages',
    tag: 'analysis',
    admin: true,
    summary: 'The pages an analysis read, as one gzipped tar: page-set.json and each page as fetched (and as rendered)',
    params: { id: analysisIdSchema },
    answers: {
      200: {
        description: 'A .tar.gz (Content-Disposition: attachment); npm run analyze -- --from-pages <file> scores it again',
        mediaType: 'application/gzip',
      },
    },
    errors: {
      401: 'No valid admin token',
      404: 'No analysis with this id, or its pages are no longer kept',
      409: 'The analysis has no report yet',
      410: 'The stored pages are damaged',
    },
  },
  {
    method: 'get',
    path: '/analysis/{id}/current-engine',
    tag: 'analysis',
    summary: "The report as the engine this server runs reads it (itself, or its stored pages scored again): the compare view's common ground",
    params: { id: analysisIdSchema },
    answers: {
      200: {
        description: 'The engine version and the report it gives; result null (with moved) when the pages are no longer kept',
        schema: currentEngineReadingSchema,
      },
    },
    errors: { 404: 'No analysis with this id', 409: 'The analysis has no report yet' },
  },
  {
    method: 'get',
    path: '/analysis/{id}/report.pdf',
    tag: 'analysis',
    summary: 'The report of a completed analysis as a PDF',
    params: { id: analysisIdSchema },
    answers: PDF_ANSWERS,
    errors: { 404: 'No completed analysis with this id', 503: PDF_UNAVAILABLE },
  },
  {
    method: 'post',
    path: '/analysis/{id}/share',
    tag: 'sharing',
    summary: 'Create (or reuse) a shareable link to a completed report',
    params: { id: analysisIdSchema },
    body: shareRequestSchema,
    answers: {
      200: { description: 'This analysis was already shared under this name', schema: shareResponseSchema },
      201: { description: 'Link created', schema: shareResponseSchema },
    },
    errors: { 400: INVALID_BODY, 404: 'No completed analysis with this id', 429: 'Too many links for this analysis', 503: SAVE_FAILED },
  },
  {
    method: 'get',
    path: '/results/{slug}',
    tag: 'sharing',
    summary: 'A shared report',
    params: { slug: shareSlugSchema },
    answers: { 200: { description: 'The report with the company name it was shared for', schema: sharedAnalysisResultSchema } },
    errors: { 404: 'No shared report with this slug' },
  },
  {
    method: 'get',
    path: '/results/{slug}/report.pdf',
    tag: 'sharing',
    summary: 'A shared report as a PDF, under the company name it was shared for',
    params: { slug: shareSlugSchema },
    answers: PDF_ANSWERS,
    errors: { 404: 'No shared report with this slug', 503: PDF_UNAVAILABLE },
  },
  {
    method: 'get',
    path: '/vanity',
    tag: 'vanity',
    admin: true,
    summary: 'Every vanity link with its visit count',
    answers: { 200: { description: 'Vanity links', schema: vanityListResponseSchema } },
  },
  {
    method: 'post',
    path: '/vanity',
    tag: 'vanity',
    admin: true,
    summary: 'Create a vanity link to a completed analysis',
    body: vanityCreateRequestSchema,
    answers: { 201: { description: 'Created', schema: vanityCreateResponseSchema } },
    errors: { 400: INVALID_BODY, 404: 'No completed analysis behind this id, share slug or shared-{path}', 409: 'The vanity path is taken', 503: SAVE_FAILED },
  },
  {
    method: 'get',
    path: '/vanity/{vanityPath}/stats',
    tag: 'vanity',
    admin: true,
    summary: "A vanity link's views by people, previews by bots and link unfurlers, 30 days of daily views and the referring hosts",
    params: { vanityPath: vanityPathSchema },
    answers: { 200: { description: 'Link statistics', schema: vanityStatsSchema } },
    errors: { 404: 'No vanity link with this path' },
  },
  {
    method: 'delete',
    path: '/vanity/{vanityPath}',
    tag: 'vanity',
    admin: true,
    summary: 'Delete a vanity link',
    params: { vanityPath: vanityPathSchema },
    answers: { 200: { description: 'Deleted', schema: messageResponseSchema } },
    errors: { 404: 'No vanity link with this path', 503: SAVE_FAILED },
  },
  {
    method: 'get',
    path: '/v/{vanityPath}',
    tag: 'vanity',
    summary: 'Resolve a vanity link to its report (counts a visit)',
    params: { vanityPath: vanityPathSchema },
    answers: { 200: { description: 'The report behind the link', schema: vanityResolveResponseSchema } },
    errors: { 404: 'No vanity link with this path, or its report is gone' },
  },
  {
    method: 'post',
    path: '/auth/login',
    tag: 'admin',
    summary: "Admin login (the admin login page's path)",
    body: loginRequestSchema,
    answers: { 200: { description: 'A bearer token for the admin routes', schema: loginResponseSchema } },
    errors: { 400: INVALID_BODY, 401: 'Wrong username or password', 429: 'Too many failed logins from this address; Retry-After says when' },
  },
  {
    method: 'post',
    path: '/admin/login',
    tag: 'admin',
    summary: "Admin login (the batch screen's path)",
    body: loginRequestSchema,
    answers: { 200: { description: 'A bearer token for the admin routes', schema: loginResponseSchema } },
    errors: { 400: INVALID_BODY, 401: 'Wrong username or password', 429: 'Too many failed logins from this address; Retry-After says when' },
  },
  {
    method: 'get',
    path: '/admin/check-auth',
    tag: 'admin',
    admin: true,
    summary: 'Whether the bearer token is still valid',
    answers: { 200: { description: 'Valid', schema: checkAuthResponseSchema } },
  },
  {
    method: 'post',
    path: '/batch/csv',
    tag: 'batch',
    admin: true,
    summary: 'Create a batch job from a list or CSV of websites',
    body: batchCreateRequestSchema,
    answers: { 201: { description: 'Created and queued', schema: batchCreateResponseSchema } },
    errors: {
      400: { description: 'No website found in the input, or too many', schema: batchErrorResponseSchema },
      503: SAVE_FAILED,
    },
  },
  {
    method: 'get',
    path: '/batch',
    tag: 'batch',
    admin: true,
    summary: 'Every batch job',
    answers: { 200: { description: 'Batch jobs, newest first', schema: batchJobListResponseSchema } },
  },
  {
    method: 'get',
    path: '/batch/{id}',
    tag: 'batch',
    admin: true,
    summary: 'A batch job with its items',
    params: { id: z.string().min(1) },
    answers: { 200: { description: 'The job', schema: batchJobDetailSchema } },
    errors: { 404: 'No batch job with this id' },
  },
  {
    method: 'post',
    path: '/batch/{id}/run-again',
    tag: 'batch',
    admin: true,
    summary: 'Start a new batch job with the same websites',
    params: { id: z.string().min(1) },
    answers: { 201: { description: 'Created and queued', schema: batchCreateResponseSchema } },
    errors: { 404: 'No batch job with this id', 503: SAVE_FAILED },
  },
  {
    method: 'get',
    path: '/batch/{id}/results.csv',
    tag: 'batch',
    admin: true,
    summary: 'A batch job as CSV (UTF-8 with a byte order mark), one row per website',
    params: { id: z.string().min(1) },
    answers: { 200: { description: 'url, company, status, maturity level, score, results link, error', mediaType: 'text/csv' } },
    errors: { 404: 'No batch job with this id' },
  },
  {
    method: 'post',
    path: '/watches',
    tag: 'watches',
    admin: true,
    summary: 'Watch a site: analyse it again on a schedule and alert on regressions',
    body: watchCreateRequestSchema,
    answers: { 201: { description: 'Created; the webhook secret and the feed address are shown here', schema: watchCreateResponseSchema } },
    errors: {
      400: `${INVALID_BODY} Also an unknown schedule or time zone, a cron expression that never fires, or a webhook address the network guard refuses.`,
      422: 'The site cannot be analysed (does not resolve, private network)',
      503: SAVE_FAILED,
    },
  },
  {
    method: 'get',
    path: '/watches',
    tag: 'watches',
    admin: true,
    summary: 'Every watch with its next and last run, last scores and alert count',
    answers: { 200: { description: 'Watches, newest first', schema: watchListResponseSchema } },
  },
  {
    method: 'get',
    path: '/watches/{id}',
    tag: 'watches',
    admin: true,
    summary: 'A watch with its webhook secret, feed address, last runs and webhook deliveries',
    params: { id: z.string().min(1) },
    answers: { 200: { description: 'The watch', schema: watchDetailSchema } },
    errors: { 404: 'No watch with this id' },
  },
  {
    method: 'patch',
    path: '/watches/{id}',
    tag: 'watches',
    admin: true,
    summary: 'Change a watch (the fields given); webhookUrl null removes the webhook',
    params: { id: z.string().min(1) },
    body: watchUpdateRequestSchema,
    answers: { 200: { description: 'The watch as changed', schema: watchDetailSchema } },
    errors: { 400: 'As for creating a watch', 404: 'No watch with this id', 422: 'The site cannot be analysed', 503: SAVE_FAILED },
  },
  {
    method: 'delete',
    path: '/watches/{id}',
    tag: 'watches',
    admin: true,
    summary: "Stop watching a site: its runs, alerts and deliveries go; its analyses stay in the site's history",
    params: { id: z.string().min(1) },
    answers: { 200: { description: 'Deleted', schema: messageResponseSchema } },
    errors: { 404: 'No watch with this id', 503: SAVE_FAILED },
  },
  {
    method: 'post',
    path: '/watches/{id}/run',
    tag: 'watches',
    admin: true,
    summary: 'Run a watch now, outside its schedule',
    params: { id: z.string().min(1) },
    answers: {
      202: { description: "Its analysis is queued behind visitors' analyses; follow it at /api/analysis/{analysisId}/status", schema: watchRunResponseSchema },
    },
    errors: { 404: 'No watch with this id', 409: 'A run of this watch is under way', 422: 'The site cannot be analysed', 503: SAVE_FAILED },
  },
  {
    method: 'get',
    path: '/alerts',
    tag: 'watches',
    admin: true,
    summary: 'Alerts of every watch (or one), newest first',
    query: alertListQuerySchema.shape,
    answers: { 200: { description: 'Alerts, newest first', schema: alertListResponseSchema } },
    errors: { 400: 'A query parameter breaks the schema' },
  },
  {
    method: 'get',
    path: '/watches/{id}/feed.atom',
    tag: 'watches',
    summary: "A watch's alerts as an Atom feed, for feed readers: no token, the key is the secret",
    params: { id: z.string().min(1) },
    query: { key: z.string().min(1) },
    answers: { 200: { description: 'Atom 1.0 feed of the last 50 alerts', mediaType: 'application/atom+xml' } },
    errors: { 404: 'No watch with this id, or a wrong key' },
  },
];
