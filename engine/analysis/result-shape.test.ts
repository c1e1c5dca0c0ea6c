import { describe, expect, it } from 'vitest';
import { contractChange, resultShape } from './result-shape.ts';

const BEFORE = [
  'url: string minLength=1',
  'coverage: object',
  'coverage.pagesRead: number minimum=0',
  'coverage.note?: string',
  'level: enum',
  'level = "Basic"',
  'level = "Guided"',
];

describe('the result contract as lines', () => {
  it('names every field, whether a result may lack it, and each enum member', () => {
    const shape = resultShape();
    expect(shape).toContain('coverage.language?: object');
    expect(shape).toContain('coverage.language?.read: boolean');
    expect(shape).toContain('signals[].id = "live-chat"');
    expect(shape).toContain('engineVersion: string minLength=1');
  });

  it('sees no change in the same lines', () => {
    expect(contractChange(BEFORE, [...BEFORE])).toEqual({ kind: 'none', breaking: [] });
  });

  it('calls a field a result may lack, with what lies under it, an addition', () => {
    const after = [...BEFORE, 'coverage.language?: object', 'coverage.language?.code: string minLength=2', 'coverage.language?.read: boolean'];
    expect(contractChange(BEFORE, after)).toEqual({ kind: 'additive', breaking: [] });
  });

  it('calls another enum member or union branch an addition', () => {
    expect(contractChange(BEFORE, [...BEFORE, 'level = "Conversion-Optimised"']).kind).toBe('additive');
    expect(contractChange(['score: union', 'score<0>: number'], ['score: union', 'score<0>: number', 'score<1>: string', 'score<1>.x: string']).kind).toBe(
      'additive',
    );
  });

  it('calls a field gone, renamed or retyped a break', () => {
    expect(
      contractChange(
        BEFORE,
        BEFORE.filter((line) => !line.startsWith('coverage.note')),
      ),
    ).toEqual({ kind: 'breaking', breaking: ['- coverage.note?: string'] });
    const renamed = BEFORE.map((line) => line.replace('coverage.pagesRead', 'coverage.pagesSeen'));
    expect(contractChange(BEFORE, renamed).breaking).toEqual(['- coverage.pagesRead: number minimum=0', '+ coverage.pagesSeen: number minimum=0']);
    expect(
      contractChange(
        BEFORE,
        BEFORE.map((line) => line.replace('url: string', 'url: number')),
      ).kind,
    ).toBe('breaking');
  });

  it('calls a field every result must now have, or a bound moved, a break', () => {
    expect(contractChange(BEFORE, [...BEFORE, 'coverage.language: object']).breaking).toEqual(['+ coverage.language: object']);
    expect(contractChange(BEFORE, [...BEFORE, 'coverage.note?.x: string']).breaking).toEqual(['+ coverage.note?.x: string']);
    expect(
      contractChange(
        BEFORE,
        BEFORE.map((line) => line.replace('coverage.note?', 'coverage.note')),
      ).kind,
    ).toBe('breaking');
    expect(
      contractChange(
        BEFORE,
        BEFORE.map((line) => line.replace('minimum=0', 'minimum=1')),
      ).kind,
    ).toBe('breaking');
  });

  it('calls an enum member gone a break', () => {
    expect(
      contractChange(
        BEFORE,
        BEFORE.filter((line) => line !== 'level = "Guided"'),
      ).breaking,
    ).toEqual(['- level = "Guided"']);
  });
});
