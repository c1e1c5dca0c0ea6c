import { createHash } from 'node:crypto';
import { resultsAddressOf } from '../../../engine/contract/results-address.ts';
import { SHARE_SLUG_PATTERN } from '../../../engine/contract/share.ts';
import type { ShareRecord } from './db-schema.ts';
import type { JsonDb } from './json-db.ts';
import type { CreatedShare, ShareRepository } from './repositories.ts';

/** Longest slug made from a name; longer names are cut at a word boundary. */
export const MAX_SLUG_BASE_LENGTH = 60;

/** A report may be shared under several names, but not without bound (db.json stays small). */
export const MAX_SHARES_PER_ANALYSIS = 20;

export class ShareLimitError extends Error {
  constructor() {
    super(`This report already has ${MAX_SHARES_PER_ANALYSIS} shareable links; reuse one of them.`);
    this.name = 'ShareLimitError';
  }
}

/** Letters NFKD does not take apart into a Latin letter and accents. */
const LATIN_EXTRAS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ł: 'l', þ: 'th', ð: 'd', ı: 'i' };

/** Cyrillic and Greek, so "Яндекс" and "Σκρουτζ" still read as names in the link. */
const TRANSLITERATION: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/**
 * The readable part of a share slug: lowercase letters, digits and dashes taken from
 * the company name ("Acme Corp." -> "acme-corp", "Café Zürich" -> "cafe-zurich").
 * Names with no letters we can spell (Chinese, Arabic, emoji) get "report-" and a
 * short fingerprint of the name, so the link still works and stays the same.
 */
export function slugBaseFromCompanyName(companyName: string): string {
  const spelled = [...companyName.trim().toLowerCase().replace(/&/g, ' and ')]
    .map((char) => LATIN_EXTRAS[char] ?? TRANSLITERATION[char] ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  let slug = spelled.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length > MAX_SLUG_BASE_LENGTH) {
    const cut = slug.slice(0, MAX_SLUG_BASE_LENGTH + 1);
    slug = (cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut.slice(0, MAX_SLUG_BASE_LENGTH)).replace(/-+$/, '');
  }
  if (!slug) return `report-${createHash('sha256').update(companyName.trim()).digest('hex').slice(0, 8)}`;
  // /results/{slug} must read back as a share, never as an analysis id or a vanity hand-off.
  if (resultsAddressOf(slug).kind !== 'share') return `report-${slug}`;
  return slug;
}

/** Shares in db.json, keyed by their lower-case slug. */
export class LowdbShares implements ShareRepository {
  constructor(private readonly db: JsonDb) {}

  async find(slug: string): Promise<ShareRecord | undefined> {
    const normalised = slug.toLowerCase();
    if (!SHARE_SLUG_PATTERN.test(normalised)) return undefined;
    const record = this.db.data.shares[normalised];
    return record ? { ...record } : undefined;
  }

  async listForAnalysis(analysisId: string): Promise<ShareRecord[]> {
    return this.#ofAnalysis(analysisId)
      .map((share) => ({ ...share }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** The check and the insert run in one store mutation, so two requests at once never get the same slug. */
  async create(input: { analysisId: string; companyName: string }, now = new Date()): Promise<CreatedShare> {
    const companyName = input.companyName.trim();
    const base = slugBaseFromCompanyName(companyName);
    const sameName = () => this.#ofAnalysis(input.analysisId).find((share) => share.companyName === companyName);
    const existing = sameName();
    if (existing) return { share: { ...existing }, created: false }; // nothing to write
    return this.db.mutate((data) => {
      const raced = sameName(); // an identical request may have been recorded since the check above
      if (raced) return { share: { ...raced }, created: false };
      if (this.#ofAnalysis(input.analysisId).length >= MAX_SHARES_PER_ANALYSIS) throw new ShareLimitError();
      let slug = base;
      for (let n = 2; data.shares[slug]; n += 1) slug = `${base}-${n}`;
      const share: ShareRecord = { slug, analysisId: input.analysisId, companyName, createdAt: now.toISOString() };
      data.shares[slug] = share;
      return { share: { ...share }, created: true };
    });
  }

  #ofAnalysis(analysisId: string): ShareRecord[] {
    return Object.values(this.db.data.shares).filter((share) => share.analysisId === analysisId);
  }
}
