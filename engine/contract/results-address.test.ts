import { describe, expect, it } from 'vitest';
import { resultsAddressOf, vanityHandoffSegment, vanityPathOfHandoff } from './results-address.ts';

const ID = '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c';

describe('resultsAddressOf', () => {
  it('reads a UUID-shaped segment as an analysis id, lower-cased', () => {
    expect(resultsAddressOf(ID)).toEqual({ kind: 'analysis', key: ID });
    expect(resultsAddressOf(ID.toUpperCase())).toEqual({ kind: 'analysis', key: ID });
  });

  it('reads shared-{path} as the vanity hand-off, kept as written', () => {
    expect(resultsAddressOf('shared-Acme')).toEqual({ kind: 'handoff', key: 'shared-Acme' });
    expect(resultsAddressOf(`shared-${ID}`)).toEqual({ kind: 'handoff', key: `shared-${ID}` });
  });

  it('reads anything else as a share slug, lower-cased', () => {
    expect(resultsAddressOf('Acme-Corp')).toEqual({ kind: 'share', key: 'acme-corp' });
    expect(resultsAddressOf('1234abcd')).toEqual({ kind: 'share', key: '1234abcd' });
    expect(resultsAddressOf(`${ID}-2`)).toEqual({ kind: 'share', key: `${ID}-2` });
    expect(resultsAddressOf('shared')).toEqual({ kind: 'share', key: 'shared' });
  });
});

describe('vanityHandoffSegment', () => {
  it('prefixes the vanity path, which the results page then reads as a hand-off', () => {
    expect(vanityHandoffSegment('acme')).toBe('shared-acme');
    expect(resultsAddressOf(vanityHandoffSegment('acme')).kind).toBe('handoff');
  });

  it('names an empty path "analysis" (SPEC section 2)', () => {
    expect(vanityHandoffSegment('')).toBe('shared-analysis');
  });

  it('is read back to its vanity path', () => {
    const address = resultsAddressOf(vanityHandoffSegment('Acme-2'));
    expect(address.kind === 'handoff' && vanityPathOfHandoff(address)).toBe('Acme-2');
  });
});
