import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../src/features/admin-auth/use-validated-form.ts';
import { vanityCreateBody, vanityFormSchema } from '../../../src/features/admin-vanity/vanity-form-schema.ts';

const ID = '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c';

function errorsFor(vanityPath: string, analysisUrl: string) {
  const result = v.safeParse(vanityFormSchema, { vanityPath, analysisUrl });
  return result.success ? {} : fieldErrors(result.issues);
}

describe('vanity form', () => {
  it('gives the create body with the id taken from the results URL', () => {
    const result = v.parse(vanityFormSchema, { vanityPath: ' acme-2026 ', analysisUrl: `https://app.example.com/results/${ID}` });
    expect(vanityCreateBody(result)).toEqual({ vanityPath: 'acme-2026', analysisId: ID });
  });

  it.each([
    ['ab', 'Vanity path must be at least 3 characters long'],
    ['a'.repeat(51), 'Vanity path must be at most 50 characters long'],
    ['acme corp', 'Vanity path can only contain letters, numbers, and hyphens'],
    ['acme_corp', 'Vanity path can only contain letters, numbers, and hyphens'],
    ['<b>acme</b>', 'Vanity path can only contain letters, numbers, and hyphens'],
  ])('refuses the path %j with the SPEC message', (vanityPath, message) => {
    expect(errorsFor(vanityPath, ID).vanityPath).toBe(message);
  });

  it('requires an analysis URL that is not just blanks', () => {
    expect(errorsFor('acme', '')).toEqual({ analysisUrl: 'Analysis URL is required' });
    expect(errorsFor('acme', '    ')).toEqual({ analysisUrl: 'Analysis URL is required' });
  });

  it('says so when no analysis id can be found in the URL', () => {
    expect(errorsFor('acme', 'https://app.example.com/results/')).toEqual({
      analysisUrl: 'Could not extract a valid analysis ID from the provided URL',
    });
  });

  it('reports both fields at once', () => {
    expect(errorsFor('a', '')).toEqual({
      vanityPath: 'Vanity path must be at least 3 characters long',
      analysisUrl: 'Analysis URL is required',
    });
  });
});
