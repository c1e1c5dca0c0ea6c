import { z } from 'zod';
import type { AnalyzeInput } from '../../../engine/analysis/analyze.ts';
import type { FetchedPage } from '../../../engine/analysis/page.ts';
import { maturityLevelSchema, pageKindSchema } from '../../../engine/contract/analysis.ts';
import { isoDateTimeSchema } from '../../../engine/contract/common.ts';
import { CRAWL_LIMITS } from '../../../engine/crawl/crawl-limits.ts';

/**
 * The pages one analysis read, kept with it (issue #30), Lighthouse's artifacts to its
 * audits: everything the engine was given, so the engine can score them again later or
 * offline and give the same report when it has not changed. For each page the HTML as
 * fetched, and for a rendered page the DOM the browser drew (what the engine read), the
 * requests it made and the vendor globals it defined.
 */
export interface PageSet extends AnalyzeInput {
  /** The engine that scored these pages first. */
  engineVersion: string;
}

/**
 * Bounded by the crawl's own limits: at most `maxPages` pages, each read up to
 * `maxPageBytes`, and its rendered DOM beside it for a rendered page (plus room for the
 * requests a page made). A set beyond this is not kept; its analysis cannot be scored again.
 */
export const MAX_PAGE_SET_CHARS = CRAWL_LIMITS.maxPages * 2 * CRAWL_LIMITS.maxPageBytes + 1024 * 1024;

const pageRequestSchema = z.object({ url: z.string(), type: z.string(), initiator: z.string().optional() });

const storedPageSchema = z.object({
  url: z.string().min(1),
  kind: pageKindSchema,
  status: z.number().int().min(0),
  html: z.string(),
  contentType: z.string(),
  bytes: z.number().min(0),
  ms: z.number().min(0),
  error: z.string().optional(),
  botProtection: z.string().optional(),
  javascriptOnly: z.boolean().optional(),
  notRendered: z.string().optional(),
  rendered: z.boolean().optional(),
  staticHtml: z.string().optional(),
  requests: z.array(pageRequestSchema).optional(),
  vendorGlobals: z.array(z.string()).optional(),
});

export const pageSetSchema = z.object({
  url: z.string().min(1),
  options: z.object({
    forceDemoOnly: z.boolean().optional(),
    forceMaturityLevel: maturityLevelSchema.optional(),
    signupsPerMonth: z.number().optional(),
    currentActivationRate: z.number().optional(),
    averageRevenuePerUser: z.number().optional(),
  }),
  analyzedAt: isoDateTimeSchema,
  engineVersion: z.string().min(1),
  pages: z.array(storedPageSchema).min(1),
});

/** A stored page set that cannot be read back (cut short, edited, not one of ours). */
export class DamagedPageSetError extends Error {
  constructor(reason: string) {
    super(`The stored pages are damaged: ${reason}`);
    this.name = 'DamagedPageSetError';
  }
}

/** Reads what was stored or saved; throws DamagedPageSetError when it is not a page set. */
export function parsePageSet(value: unknown): PageSet {
  const parsed = pageSetSchema.safeParse(value);
  if (!parsed.success) throw new DamagedPageSetError(parsed.error.issues[0]?.message ?? 'not a page set');
  const pages: FetchedPage[] = parsed.data.pages;
  return { ...parsed.data, pages };
}
