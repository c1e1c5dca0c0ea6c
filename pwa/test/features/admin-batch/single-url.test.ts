import { describe, expect, it } from 'vitest';
import { isSingleUrl } from '../../../src/features/admin-batch/single-url.ts';

describe('the single-URL hint', () => {
  it.each(['https://acme.io', 'acme.com', '  www.acme.com/pricing  ', 'http://127.0.0.1:8080/'])('%s is a single URL', (text) => {
    expect(isSingleUrl(text)).toBe(true);
  });

  it.each([
    ['empty text', ''],
    ['two lines', 'acme.io\nbeta.io'],
    ['a CSV row', 'acme.io,Acme'],
    ['a header alone', 'url'],
    ['a word', 'acme'],
    ['words with a dot', 'hello there.'],
  ])('%s is not', (_, text) => {
    expect(isSingleUrl(text)).toBe(false);
  });
});
