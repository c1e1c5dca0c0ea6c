import type { AdviceEvidence } from '../../contract/analysis.ts';
import { formatCount } from '../../revenue/format-figures.ts';
import { FRICTION_TYPES, type FrictionType } from '../../contract/analysis-constants.ts';
import type { ObservedFrictionKind } from '../../contract/observed-friction.ts';
import type { AdviceFacts } from '../advice/site-facts.ts';
import type { SiteModel } from '../model/site-model.ts';
import type { FetchedPage } from '../page.ts';
import { OBSERVED_FRICTION_WEIGHTS } from '../weights.ts';

/**
 * One check of observed friction (issue #29), Lighthouse-audit style: each auditor in
 * this folder reads the parsed pages and says, per kind, what it found, that it looked
 * and found nothing, or that the page it needed was not read.
 */
export interface ObserveInput {
  site: SiteModel;
  pages: readonly FetchedPage[];
  facts: AdviceFacts;
  /** The home page says what the product does (an H1 or a description; scoring/site-identity.ts). */
  jobIsClear: boolean;
}

/** What a strategy's steps may name: the site's own form, its fields and buttons. */
export interface ObservedSubject {
  /** The form's or the button's page. */
  page: string;
  /** The button, as the page writes it. */
  button?: AdviceEvidence;
  /** Where the button leads. */
  target?: string;
  /** The fields a sign-up form could do without, as the page labels them. */
  extraFields?: string[];
  /** What it asks beyond an email, a name and a password, in words ("a phone number"). */
  asks?: string[];
}

interface CheckBase {
  kind: ObservedFrictionKind;
  /** The page it rests on. */
  page: string;
}

export interface FoundFriction extends CheckBase {
  status: 'found';
  /** Friction points it adds to its dimension (weights.ts), at most the kind's weight. */
  weight: number;
  issue: string;
  basis: string;
  evidence: AdviceEvidence[];
  figures: Record<string, number>;
  subject?: ObservedSubject;
}

export interface ClearCheck extends CheckBase {
  status: 'clear';
  /** What was looked at, for a dimension's all-clear sentence ("the sign-up form on /signup asks for an email and a password"). */
  note: string;
}

export interface UncheckedFriction extends CheckBase {
  status: 'not-checked';
  issue: string;
  basis: string;
  evidence: AdviceEvidence[];
}

export type ObservedCheck = FoundFriction | ClearCheck | UncheckedFriction;

export type Auditor = (input: ObserveInput) => ObservedCheck[];

/** The kind's full weight in a dimension: what a check that could be made adds to the dimension's total. */
export function kindWeight(kind: ObservedFrictionKind, type: FrictionType): number {
  return OBSERVED_FRICTION_WEIGHTS[kind][type] ?? 0;
}

/** The dimension a kind is listed under: where it weighs most (the first on a tie). */
export function dimensionOf(kind: ObservedFrictionKind): FrictionType {
  let best: FrictionType = FRICTION_TYPES[0];
  for (const type of FRICTION_TYPES) if (kindWeight(kind, type) > kindWeight(kind, best)) best = type;
  return best;
}

/** The kind's largest weight: what a finding of it adds at most. */
export function maxWeight(kind: ObservedFrictionKind): number {
  return Math.max(...FRICTION_TYPES.map((type) => kindWeight(kind, type)));
}

/** A figure the analysis measured, as evidence: not the page's words. */
export function measured(url: string, figure: string): AdviceEvidence {
  return { url, quote: figure, measured: true };
}

/** "1.2 MB", "640 KB", "820 bytes": decimal units, as the HTTP Archive counts. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1000) return `${Math.round(bytes / 1000)} KB`;
  return `${bytes} bytes`;
}

/** "1 field", "9 fields". */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
