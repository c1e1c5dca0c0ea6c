import { describe, expect, it } from 'vitest';
import { reportPreloadLink } from '../../src/http/report-preload.ts';

describe('the report page preload', () => {
  it('names the results call of an analysis, lower-cased as the PWA asks for it', () => {
    expect(reportPreloadLink('/results/3F2B8C1E-7A4D-4E2B-9C1A-5D6E7F8A9B0C')).toBe(
      '</api/analysis/3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c/results>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
  });

  it('names the shared-report call for a share slug', () => {
    expect(reportPreloadLink('/results/acme-k3x9')).toBe('</api/results/acme-k3x9>; rel=preload; as=fetch; crossorigin=use-credentials');
  });

  it.each(['/results/shared-acme', '/results/a%3E%3Cb', '/results/a b', '/results/', '/results/x/y', '/admin/vanity', '/'])('gives nothing for %s', (path) => {
    expect(reportPreloadLink(path)).toBeUndefined();
  });
});
