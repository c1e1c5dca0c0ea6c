import { describe, expect, it } from 'vitest';
import { extractAnalysisId } from '../../../src/features/admin-vanity/extract-analysis-id.ts';

const ID = '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c';

describe('extractAnalysisId', () => {
  it.each([
    [`https://app.example.com/results/${ID}`, ID],
    [`https://app.example.com/results/${ID}?tab=revenue#top`, ID],
    [`https://app.example.com/results/${ID}/`, ID],
    [`  http://127.0.0.1:3000/results/${ID}  `, ID],
    ['/results/shared-acme-corp', 'shared-acme-corp'],
    ['https://app.example.com/results/acme%20corp', 'acme corp'],
  ])('takes the segment after /results/ in %s', (input, id) => {
    expect(extractAnalysisId(input)).toBe(id);
  });

  it('finds a UUID without /results/, in any letter case', () => {
    expect(extractAnalysisId(`https://app.example.com/analyzing/${ID}`)).toBe(ID);
    expect(extractAnalysisId(ID.toUpperCase())).toBe(ID.toUpperCase());
  });

  it('falls back to a run of digits', () => {
    expect(extractAnalysisId('https://app.example.com/report?id=12345')).toBe('12345');
    expect(extractAnalysisId('987')).toBe('987');
  });

  it('prefers the /results/ segment over a UUID elsewhere in the text', () => {
    expect(extractAnalysisId(`https://app.example.com/results/42?from=${ID}`)).toBe('42');
  });

  it('gives undefined when the text holds no id', () => {
    expect(extractAnalysisId('https://app.example.com/results/')).toBeUndefined();
    expect(extractAnalysisId('not a link at all')).toBeUndefined();
    expect(extractAnalysisId('')).toBeUndefined();
  });
});
