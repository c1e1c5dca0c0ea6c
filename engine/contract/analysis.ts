import { z } from './zod.ts';
import { analysisIdSchema, isoDateTimeSchema, numberOrDigitsSchema } from './common.ts';
import { ANALYSIS_STATUSES, FRICTION_LEVELS, MATURITY_LEVELS, MAX_URL_LENGTH, PAGE_KINDS, STEP_STATUSES } from './analysis-constants.ts';
import { signalResultSchema } from './signals.ts';

export {
  ANALYSIS_STATUSES,
  ANALYSIS_STEP_NAMES,
  FRICTION_LEVELS,
  FRICTION_TYPES,
  type FrictionType,
  MATURITY_LEVELS,
  MAX_URL_LENGTH,
  PAGE_KINDS,
  STEP_STATUSES,
} from './analysis-constants.ts';

export const maturityLevelSchema = z.enum(MATURITY_LEVELS);
export type MaturityLevel = z.infer<typeof maturityLevelSchema>;

export const frictionLevelSchema = z.enum(FRICTION_LEVELS);
export type FrictionLevel = z.infer<typeof frictionLevelSchema>;

// ---- POST /api/analyze ----------------------------------------------------

export const analyzeRequestSchema = z.object({
  url: z
    .string({ error: 'Website URL is required.' })
    .trim()
    .min(1, 'Website URL is required.')
    .max(MAX_URL_LENGTH, `Website URL must be at most ${MAX_URL_LENGTH} characters.`),
  pricingUrl: z.string().trim().max(MAX_URL_LENGTH, `Pricing URL must be at most ${MAX_URL_LENGTH} characters.`).optional(),
  signupsPerMonth: z.number().finite().min(0).max(10_000_000).optional(),
  currentActivationRate: z.number().finite().min(0).max(100).optional(),
  averageRevenuePerUser: z.number().finite().min(0).max(1_000_000).optional(),
  forceDemoOnly: z.boolean().optional(),
  forceMaturityLevel: maturityLevelSchema.optional(),
});
export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

export const analyzeResponseSchema = z.object({ analysisId: analysisIdSchema });
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

// ---- GET /api/analysis/{id}/status -------------------------------------------

export const analysisStatusValueSchema = z.enum(ANALYSIS_STATUSES);
export type AnalysisStatusValue = z.infer<typeof analysisStatusValueSchema>;

export const stepStatusSchema = z.enum(STEP_STATUSES);
export type StepStatus = z.infer<typeof stepStatusSchema>;

export const analysisStepSchema = z.object({ name: z.string().min(1), status: stepStatusSchema });
export type AnalysisStep = z.infer<typeof analysisStepSchema>;

export const analysisStatusSchema = z.object({
  status: analysisStatusValueSchema,
  progress: z.number().int().min(0).max(100),
  steps: z.array(analysisStepSchema),
  /** A readable reason, present when status is failed. */
  error: z.string().optional(),
});
export type AnalysisStatus = z.infer<typeof analysisStatusSchema>;

// ---- GET /api/analysis/{id}/results ------------------------------------------

export const maturitySchema = z.object({
  score: numberOrDigitsSchema,
  level: maturityLevelSchema,
  workingPoints: z.array(z.string()),
  improvementAreas: z.array(z.string()),
});
export type Maturity = z.infer<typeof maturitySchema>;

/**
 * A quote from a fetched page that a finding rests on: the page's own words, verbatim
 * (whitespace aside), and the page they are on.
 */
export const adviceEvidenceSchema = z.object({ url: z.string().min(1), quote: z.string().min(1) });
export type AdviceEvidence = z.infer<typeof adviceEvidenceSchema>;

/**
 * What on this site a piece of advice answers (DESIGN section 4): `basis` is one sentence
 * naming the page; `evidence` the quotes it rests on, empty only when the basis is an
 * absence (then `basis` names the pages that were read). Results stored before these
 * fields existed read as an empty basis with no quotes.
 */
const adviceBasisFields = {
  basis: z.string().default(''),
  evidence: z.array(adviceEvidenceSchema).default([]),
};

export const frictionIssueSchema = z.object({ issue: z.string().min(1), impact: z.string(), ...adviceBasisFields });
export type FrictionIssue = z.infer<typeof frictionIssueSchema>;

export const frictionDimensionSchema = z.object({
  level: frictionLevelSchema,
  score: numberOrDigitsSchema,
  issues: z.array(frictionIssueSchema),
});
export type FrictionDimension = z.infer<typeof frictionDimensionSchema>;

export const frictionSchema = z.object({
  functional: frictionDimensionSchema,
  emotional: frictionDimensionSchema,
  motivational: frictionDimensionSchema,
  jobToBeDone: z.string(),
});
export type Friction = z.infer<typeof frictionSchema>;

export const strategySchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  effort: z.string().min(1),
  estimatedTime: z.string().min(1),
  description: z.string().min(1),
  steps: z.array(z.string()),
  exampleCopy: z.string().optional(),
  ...adviceBasisFields,
  /** The Friction tab's issues (their `issue` text) that this strategy removes, so its rank can be read. */
  removes: z.array(z.string()).default([]),
});
export type Strategy = z.infer<typeof strategySchema>;

export const currentMetricsSchema = z.object({
  signupsPerMonth: z.number().finite(),
  activationRate: z.number().finite(),
  revenuePerUser: z.number().finite(),
  monthlyRevenue: z.number().finite(),
  annualRevenue: z.number().finite(),
});
export type CurrentMetrics = z.infer<typeof currentMetricsSchema>;

export const funnelStepSchema = z.object({
  name: z.string().min(1),
  currentPercentage: z.number().finite().min(0).max(100),
});
export type FunnelStep = z.infer<typeof funnelStepSchema>;

export const revenueSchema = z.object({
  currentMetrics: currentMetricsSchema,
  activationFunnelSteps: z.array(funnelStepSchema).optional(),
});
export type Revenue = z.infer<typeof revenueSchema>;

export const pageKindSchema = z.enum(PAGE_KINDS);
export type PageKind = z.infer<typeof pageKindSchema>;

/** What the crawler fetched, so a reader can see which pages the findings rest on. */
export const crawledPageSchema = z.object({
  url: z.string().min(1),
  kind: pageKindSchema,
  /** HTTP status, or 0 when no response arrived. */
  status: z.number().int().min(0),
  bytes: z.number().int().min(0),
  ms: z.number().min(0),
  /** Why the page could not be read, when it could not. */
  error: z.string().optional(),
  /** Drawn in headless Chromium (what was analysed is the rendered DOM). */
  rendered: z.boolean().optional(),
});
export type CrawledPage = z.infer<typeof crawledPageSchema>;

/** A page the analysis could not read, and why, in visitors' words. */
export const unreadablePageSchema = z.object({ url: z.string().min(1), reason: z.string().min(1) });
export type UnreadablePage = z.infer<typeof unreadablePageSchema>;

/** What the analysis could and could not see, so a report never presents blindness as fact. */
export const coverageSchema = z.object({
  /** At least one page was loaded in headless Chromium. */
  rendered: z.boolean(),
  /** Pages whose static HTML is a JavaScript shell (drawn by a bundle). */
  javascriptOnlyPages: z.array(z.string()),
  unreadablePages: z.array(unreadablePageSchema),
  /** The bot-protection service that kept the reader out, when one did. */
  botProtection: z.string().optional(),
  /** Share (0-100) of the maturity weights whose signals could be checked. */
  checkedWeightPercent: z.number().min(0).max(100).default(100),
  /**
   * The language the site is written in (ISO 639-1 code, English name), and whether the
   * engine reads it; where it does not, signals read from words are not checked.
   * Absent from results made before languages were told apart.
   */
  language: z.object({ code: z.string().min(2), name: z.string().min(1), read: z.boolean() }).optional(),
});
export type Coverage = z.infer<typeof coverageSchema>;

/** Results stored before coverage existed were read statically, all of them. */
const LEGACY_COVERAGE = { rendered: false, javascriptOnlyPages: [], unreadablePages: [], checkedWeightPercent: 100 };

export const analysisResultSchema = z.object({
  analysisId: analysisIdSchema.optional(),
  url: z.string().min(1),
  siteName: z.string().min(1),
  maturity: maturitySchema,
  friction: frictionSchema,
  strategies: z.array(strategySchema),
  revenue: revenueSchema,
  onboardingFlags: z.object({ demoOnly: z.boolean() }),
  signals: z.array(signalResultSchema),
  pages: z.array(crawledPageSchema),
  coverage: coverageSchema.default(LEGACY_COVERAGE),
  engineVersion: z.string().min(1),
  analyzedAt: isoDateTimeSchema,
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;
