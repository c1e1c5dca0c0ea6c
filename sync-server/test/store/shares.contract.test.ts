import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHARE_SLUG_PATTERN } from '../../../engine/contract/share.ts';
import { type OpenedStore, describeEachStore } from '../support/store-kinds.ts';
import type { ShareRepository } from '../../src/store/repositories.ts';
import { MAX_SHARES_PER_ANALYSIS, MAX_SLUG_BASE_LENGTH, ShareLimitError, slugBaseFromCompanyName } from '../../src/store/shares.ts';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ANALYSIS = '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c';

describe('slugBaseFromCompanyName', () => {
  it.each([
    ['Acme', 'acme'],
    ['  Acme Corp.  ', 'acme-corp'],
    ['Café Zürich', 'cafe-zurich'],
    ['Straße & Söhne GmbH', 'strasse-and-sohne-gmbh'],
    ['ACME__Rocket!!Co', 'acme-rocket-co'],
    ['Яндекс', 'yandeks'],
    ['Ωmega Λabs', 'omega-labs'],
    ['3M', '3m'],
    ['Shared Inc', 'report-shared-inc'],
    ['3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c', 'report-3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c'],
  ])('%j -> %s', (name, slug) => {
    expect(slugBaseFromCompanyName(name)).toBe(slug);
  });

  it('gives names without spellable letters a stable, usable slug', () => {
    const chinese = slugBaseFromCompanyName('腾讯');
    expect(chinese).toMatch(/^report-[0-9a-f]{8}$/);
    expect(slugBaseFromCompanyName('腾讯')).toBe(chinese);
    expect(slugBaseFromCompanyName('阿里巴巴')).not.toBe(chinese);
    expect(slugBaseFromCompanyName('🚀🚀')).toMatch(/^report-[0-9a-f]{8}$/);
  });

  it('cuts long names at a word boundary', () => {
    const slug = slugBaseFromCompanyName('The Very Long Name Of A Company That Goes On And On Without Stopping Ever');
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_BASE_LENGTH);
    expect(slug).toBe('the-very-long-name-of-a-company-that-goes-on-and-on-without');
    expect(slugBaseFromCompanyName('x'.repeat(120))).toBe('x'.repeat(MAX_SLUG_BASE_LENGTH));
  });

  it('always answers the share slug pattern and never a UUID shape', () => {
    const names = ['Acme', 'a-b', '--', '  ', 'Ünïcödé', '12345678-1234-1234-1234-123456789abc', 'shared-', 'Shared', '😀 Co', 'a'.repeat(200)];
    for (const name of names) {
      const slug = slugBaseFromCompanyName(name);
      expect(slug).toMatch(SHARE_SLUG_PATTERN);
      expect(slug).not.toMatch(UUID_SHAPE);
      expect(slug.startsWith('shared-')).toBe(false);
    }
  });
});

describeEachStore('shares in the $name store', (kind) => {
  let opened: OpenedStore;
  let shares: ShareRepository;

  beforeEach(async () => {
    opened = await kind.open();
    shares = opened.store.shares;
  });
  afterEach(async () => {
    await opened.dispose();
  });

  it('records a share and finds it by slug in any letter case', async () => {
    const { share, created } = await shares.create({ analysisId: ANALYSIS, companyName: ' Acme Corp ' }, new Date('2026-11-22T10:00:00Z'));
    expect(created).toBe(true);
    expect(share).toEqual({ slug: 'acme-corp', analysisId: ANALYSIS, companyName: 'Acme Corp', createdAt: '2026-11-22T10:00:00.000Z' });
    expect(await shares.find('acme-corp')).toEqual(share);
    expect(await shares.find('ACME-Corp')).toEqual(share);
    expect(await shares.find('nobody')).toBeUndefined();
    expect(await shares.find('../etc')).toBeUndefined();
    expect(await shares.find('constructor')).toBeUndefined();
  });

  it('adds a number when the slug is taken', async () => {
    const other = '11111111-2222-4333-8444-555555555555';
    const first = await shares.create({ analysisId: ANALYSIS, companyName: 'Acme' });
    const second = await shares.create({ analysisId: other, companyName: 'ACME' });
    const third = await shares.create({ analysisId: other, companyName: 'acme!' });
    expect([first.share.slug, second.share.slug, third.share.slug]).toEqual(['acme', 'acme-2', 'acme-3']);
  });

  it('gives back the existing link when the same report is shared under the same name again', async () => {
    const first = await shares.create({ analysisId: ANALYSIS, companyName: 'Acme' });
    const again = await shares.create({ analysisId: ANALYSIS, companyName: 'Acme' });
    expect(again).toEqual({ share: first.share, created: false });
    expect(await shares.listForAnalysis(ANALYSIS)).toEqual([first.share]);
  });

  it('lists the shares of one report, newest first', async () => {
    const older = await shares.create({ analysisId: ANALYSIS, companyName: 'Old Name' }, new Date('2026-01-01T00:00:00Z'));
    const newer = await shares.create({ analysisId: ANALYSIS, companyName: 'New Name' }, new Date('2026-02-01T00:00:00Z'));
    await shares.create({ analysisId: '11111111-2222-4333-8444-555555555555', companyName: 'Elsewhere' });
    expect(await shares.listForAnalysis(ANALYSIS)).toEqual([newer.share, older.share]);
  });

  it('never hands out one slug twice when requests arrive at once', async () => {
    // Fifteen reports shared under one name at the same moment all want "acme".
    const made = await Promise.all(
      Array.from({ length: 15 }, (_, n) => shares.create({ analysisId: `${ANALYSIS.slice(0, -2)}${String(n).padStart(2, '0')}`, companyName: 'Acme' })),
    );
    const slugs = made.map((outcome) => outcome.share.slug);
    expect(new Set(slugs).size).toBe(15);
    expect(slugs).toContain('acme');
    expect(slugs).toContain('acme-15');
  });

  it('refuses more than the limit of links for one report, also when the requests arrive at once', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: MAX_SHARES_PER_ANALYSIS + 3 }, (_, n) => shares.create({ analysisId: ANALYSIS, companyName: `Team ${n}` })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(MAX_SHARES_PER_ANALYSIS);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ShareLimitError);
    await expect(shares.create({ analysisId: ANALYSIS, companyName: 'One more' })).rejects.toThrow(ShareLimitError);
    expect(await shares.listForAnalysis(ANALYSIS)).toHaveLength(MAX_SHARES_PER_ANALYSIS);
  });

  it('keeps shares across a reopen of the store', async () => {
    await shares.create({ analysisId: ANALYSIS, companyName: 'Acme' });
    const reopened = await opened.reopen();
    expect((await reopened.shares.find('acme'))?.analysisId).toBe(ANALYSIS);
  });
});
