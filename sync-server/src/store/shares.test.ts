import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHARE_SLUG_PATTERN } from '../../../engine/contract/share.ts';
import { makeTempDir } from '../testing/temp-dir.ts';
import { createShare, findShare, MAX_SHARES_PER_ANALYSIS, MAX_SLUG_BASE_LENGTH, ShareLimitError, slugBaseFromCompanyName } from './shares.ts';
import { openStore, type Store } from './store.ts';

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

describe('createShare and findShare', () => {
  let store: Store;
  let remove: () => Promise<void>;

  beforeEach(async () => {
    const temp = await makeTempDir();
    remove = temp.remove;
    store = await openStore(temp.dir);
  });
  afterEach(async () => {
    await store.close();
    await remove();
  });

  it('records a share and finds it by slug in any letter case', async () => {
    const { share, created } = await createShare(store.db, { analysisId: ANALYSIS, companyName: ' Acme Corp ' }, new Date('2026-11-22T10:00:00Z'));
    expect(created).toBe(true);
    expect(share).toEqual({ slug: 'acme-corp', analysisId: ANALYSIS, companyName: 'Acme Corp', createdAt: '2026-11-22T10:00:00.000Z' });
    expect(findShare(store.db, 'acme-corp')).toEqual(share);
    expect(findShare(store.db, 'ACME-Corp')).toEqual(share);
    expect(findShare(store.db, 'nobody')).toBeUndefined();
    expect(findShare(store.db, '../etc')).toBeUndefined();
  });

  it('adds a number when the slug is taken', async () => {
    const other = '11111111-2222-4333-8444-555555555555';
    const first = await createShare(store.db, { analysisId: ANALYSIS, companyName: 'Acme' });
    const second = await createShare(store.db, { analysisId: other, companyName: 'ACME' });
    const third = await createShare(store.db, { analysisId: other, companyName: 'acme!' });
    expect([first.share.slug, second.share.slug, third.share.slug]).toEqual(['acme', 'acme-2', 'acme-3']);
  });

  it('gives back the existing link when the same report is shared under the same name again', async () => {
    const first = await createShare(store.db, { analysisId: ANALYSIS, companyName: 'Acme' });
    const again = await createShare(store.db, { analysisId: ANALYSIS, companyName: 'Acme' });
    expect(again).toEqual({ share: first.share, created: false });
    expect(Object.keys(store.db.data.shares)).toEqual(['acme']);
  });

  it('never hands out one slug twice when requests arrive at once', async () => {
    // Fifteen reports shared under one name at the same moment all want "acme".
    const made = await Promise.all(
      Array.from({ length: 15 }, (_, n) => createShare(store.db, { analysisId: `${ANALYSIS.slice(0, -2)}${String(n).padStart(2, '0')}`, companyName: 'Acme' })),
    );
    const slugs = made.map((outcome) => outcome.share.slug);
    expect(new Set(slugs).size).toBe(15);
    expect(slugs).toContain('acme');
    expect(slugs).toContain('acme-15');
  });

  it('refuses more than the limit of links for one report', async () => {
    for (let n = 0; n < MAX_SHARES_PER_ANALYSIS; n += 1) await createShare(store.db, { analysisId: ANALYSIS, companyName: `Team ${n}` });
    await expect(createShare(store.db, { analysisId: ANALYSIS, companyName: 'One more' })).rejects.toThrow(ShareLimitError);
    expect(Object.keys(store.db.data.shares)).toHaveLength(MAX_SHARES_PER_ANALYSIS);
  });

  it('keeps shares across a reopen of the store', async () => {
    await createShare(store.db, { analysisId: ANALYSIS, companyName: 'Acme' });
    await store.close();
    const reopened = await openStore(store.dataDir);
    expect(findShare(reopened.db, 'acme')?.analysisId).toBe(ANALYSIS);
  });
});
