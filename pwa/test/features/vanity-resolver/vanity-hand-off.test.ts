// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { exampleAnalysisResult } from '../../../../engine/contract/examples.ts';
import { ApiError } from '../../../src/lib/api-client.ts';
import { vanityErrorMessage } from '../../../src/features/vanity-resolver/use-resolve-vanity.ts';
import { handOffVanityResult, sharedResultsId } from '../../../src/features/vanity-resolver/vanity-hand-off.ts';

describe('the vanity hand-off', () => {
  it('leaves the resolved result under analysisResult for the results page', () => {
    const resolved = { ...exampleAnalysisResult(), analysisId: 'abc', vanityPath: 'acme', companyName: 'Acme Inc' };
    handOffVanityResult(resolved);
    expect(JSON.parse(localStorage.getItem('analysisResult') ?? 'null')).toEqual(resolved);
  });

  it('redirects to shared-{path}, or shared-analysis without a path', () => {
    expect(sharedResultsId('acme')).toBe('shared-acme');
    expect(sharedResultsId('')).toBe('shared-analysis');
  });
});

describe('the vanity error message', () => {
  it("is the server's message when it sent one", () => {
    expect(vanityErrorMessage(new ApiError(404, '{"message":"Vanity URL not found"}', 'Not Found'))).toBe('Vanity URL not found');
  });

  it.each([
    ['a body without a message', new ApiError(502, '<h1>Bad gateway</h1>', 'Bad Gateway')],
    ['a network failure', new TypeError('Failed to fetch')],
  ])("falls back to 'Failed to resolve vanity URL' for %s", (_case, error) => {
    expect(vanityErrorMessage(error)).toBe('Failed to resolve vanity URL');
  });
});
