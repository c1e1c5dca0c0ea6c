import { z } from './zod.ts';
import { adviceEvidenceSchema, maturityLevelSchema, observedFrictionKindSchema } from './analysis.ts';
import { analysisIdSchema, isoDateTimeSchema } from './common.ts';
import { evidenceSchema, signalIdSchema } from './signals.ts';

// ---- GET /api/analysis/{id}/changes (issue #15) ---------------------------------

/** The analysis compared against: the latest earlier completed analysis of the same site. */
export const previousAnalysisSchema = z.object({
  analysisId: analysisIdSchema,
  analyzedAt: isoDateTimeSchema,
  score: z.number().finite(),
  level: maturityLevelSchema,
});
export type PreviousAnalysis = z.infer<typeof previousAnalysisSchema>;

/** A signal that appeared or went away, with the evidence of the report where it was present. */
export const signalChangeSchema = z.object({
  id: signalIdSchema,
  title: z.string().min(1),
  evidence: z.array(evidenceSchema),
});
export type SignalChange = z.infer<typeof signalChangeSchema>;

/**
 * Observed friction that appeared, went away or grew (issue #29): a finding of a kind
 * both reports could check. `previousIssue` is what a finding that grew said before
 * ("asks for 3 fields" -> "asks for 9 fields").
 */
export const frictionChangeSchema = z.object({
  kind: observedFrictionKindSchema,
  page: z.string().min(1),
  issue: z.string().min(1),
  basis: z.string(),
  evidence: z.array(adviceEvidenceSchema),
  previousIssue: z.string().optional(),
});
export type FrictionChange = z.infer<typeof frictionChangeSchema>;
/** What moved between two engine versions (engine/CHANGELOG.md): differences in these may be the engine's, not the site's. */
export const engineMovesSchema = z.object({
  signals: z.array(signalIdSchema),
  /** Scores or levels moved (weights, bands, or a signal they rest on). */
  scores: z.boolean(),
});
export type EngineMoves = z.infer<typeof engineMovesSchema>;

/**
 * Set when two engine versions made the two reports (issue #30). With `rescored` the
 * earlier report's stored pages were scored again by `to` first, so every change listed
 * is one the site made; without, its pages were gone and `moved` says what the engine
 * alone may explain.
 */
export const engineChangedSchema = z.object({
  /** The engine that made the earlier report. */
  from: z.string().min(1),
  /** The engine of the report compared with it: the current engine when rescored. */
  to: z.string().min(1),
  rescored: z.boolean(),
  moved: engineMovesSchema.optional(),
});
export type EngineChanged = z.infer<typeof engineChangedSchema>;

export const analysisChangesSchema = z.object({
  previous: previousAnalysisSchema.nullable(),
  /** This score minus the previous one; 0 when there is no previous analysis. */
  scoreDelta: z.number().finite(),
  levelChanged: z.boolean(),
  /** Present now, absent before (both times checked). */
  gained: z.array(signalChangeSchema),
  /** Present before, absent now (both times checked); evidence is what the earlier report saw. */
  lost: z.array(signalChangeSchema),
  /** Strategy ids recommended now and not before. */
  strategiesAdded: z.array(z.string().min(1)),
  /** Strategy ids recommended before and no longer. */
  strategiesResolved: z.array(z.string().min(1)),
  /** Observed friction found now and not before, or heavier than before (both reports checked its kind). */
  frictionAdded: z.array(frictionChangeSchema).default([]),
  /** Observed friction found before and not now; what the earlier report said. */
  frictionRemoved: z.array(frictionChangeSchema).default([]),
  engineChanged: engineChangedSchema.optional(),
});
export type AnalysisChanges = z.infer<typeof analysisChangesSchema>;
