import { describe, expect, it } from 'vitest';
import { exampleAnalysisResult } from './examples.ts';
import { VANITY_MESSAGES, vanityCreateRequestSchema, vanityListResponseSchema, vanityResolveResponseSchema } from './vanity.ts';

function firstMessage(body: unknown) {
  const result = vanityCreateRequestSchema.safeParse(body);
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
}

describe('vanity create request', () => {
  it('accepts a valid path and id', () => {
    const body = { vanityPath: 'acme-2026', analysisId: '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c' };
    expect(vanityCreateRequestSchema.parse(body)).toEqual(body);
  });

  it('gives the spec messages for each path rule', () => {
    expect(firstMessage({ vanityPath: 'ab', analysisId: 'x' })).toBe(VANITY_MESSAGES.pathTooShort);
    expect(firstMessage({ vanityPath: 'a'.repeat(51), analysisId: 'x' })).toBe(VANITY_MESSAGES.pathTooLong);
    expect(firstMessage({ vanityPath: 'acme inc', analysisId: 'x' })).toBe(VANITY_MESSAGES.pathCharacters);
    expect(firstMessage({ vanityPath: '<b>acme</b>', analysisId: 'x' })).toBe(VANITY_MESSAGES.pathCharacters);
  });

  it('requires an analysis id that is not just blanks', () => {
    expect(firstMessage({ vanityPath: 'acme', analysisId: '   ' })).toBe(VANITY_MESSAGES.analysisUrlRequired);
  });

  it('spells the messages exactly as SPEC section 5', () => {
    expect(VANITY_MESSAGES).toEqual({
      pathTooShort: 'Vanity path must be at least 3 characters long',
      pathTooLong: 'Vanity path must be at most 50 characters long',
      pathCharacters: 'Vanity path can only contain letters, numbers, and hyphens',
      analysisUrlRequired: 'Analysis URL is required',
      analysisIdNotFound: 'Could not extract a valid analysis ID from the provided URL',
    });
  });
});

describe('vanity list and resolve', () => {
  it('accepts entries with a null last access', () => {
    const list = [{ id: 'v1', vanityPath: 'acme', analysisId: 'a', createdAt: '2026-11-22T10:00:00.000Z', lastAccessedAt: null, accessCount: 0 }];
    expect(vanityListResponseSchema.parse(list)).toEqual(list);
  });

  it('refuses a negative view count', () => {
    const list = [{ id: 'v1', vanityPath: 'acme', analysisId: 'a', createdAt: '2026-11-22T10:00:00.000Z', lastAccessedAt: null, accessCount: -1 }];
    expect(vanityListResponseSchema.safeParse(list).error?.issues[0]?.path).toEqual([0, 'accessCount']);
  });

  it('a resolved vanity link carries the analysis id and path', () => {
    const { analysisId: _drop, ...withoutId } = exampleAnalysisResult();
    expect(vanityResolveResponseSchema.safeParse({ ...withoutId, vanityPath: 'acme' }).error?.issues[0]?.path).toEqual(['analysisId']);
    expect(vanityResolveResponseSchema.safeParse({ ...exampleAnalysisResult(), vanityPath: 'acme' }).success).toBe(true);
  });
});
