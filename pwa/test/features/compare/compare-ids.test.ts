import { describe, expect, it } from 'vitest';
import { parseCompareIds } from '../../../src/features/compare/compare-ids.ts';

const A = '0a1b2c3d-1111-4aaa-8bbb-000000000001';
const B = '0a1b2c3d-2222-4aaa-8bbb-000000000002';

describe('parseCompareIds', () => {
  it('reads two or three ids in order, share slugs included', () => {
    expect(parseCompareIds(`${A},${B}`)).toEqual([A, B]);
    expect(parseCompareIds(` ${B} , acme-inc-4f2a ,${A}`)).toEqual([B, 'acme-inc-4f2a', A]);
  });

  it('drops repeats and refuses fewer than two or more than three', () => {
    expect(parseCompareIds(`${A},${A}`)).toBeUndefined();
    expect(parseCompareIds(A)).toBeUndefined();
    expect(parseCompareIds(`${A},${B},c-1,d-2`)).toBeUndefined();
    expect(parseCompareIds(undefined)).toBeUndefined();
  });

  it('refuses anything that is not a report key', () => {
    expect(parseCompareIds(`${A},../admin`)).toBeUndefined();
    expect(parseCompareIds(`${A},<b>`)).toBeUndefined();
  });
});
