import { describe, expect, it } from 'vitest';
import { headsCompanySection, headsFaq, headsPress } from './company-sections.ts';

describe('company sections', () => {
  it.each([
    ['en', 'In the press'],
    ['de', 'Pressestimmen'],
    ['fr', 'Ils parlent de nous'],
    ['es', 'En los medios'],
  ])('%s: "%s" heads the press', (_language, heading) => {
    expect(headsPress(heading)).toBe(true);
  });

  it.each([
    ['en', 'Meet the team'],
    ['de', 'Vom Gründer'],
    ['fr', 'Le mot du fondateur'],
    ['es', 'Quiénes somos'],
  ])('%s: "%s" heads a section about the company', (_language, heading) => {
    expect(headsCompanySection(heading)).toBe(true);
  });

  it.each([
    ['en', 'Frequently asked questions'],
    ['de', 'Häufige Fragen'],
    ['fr', 'Questions fréquentes'],
    ['es', 'Preguntas frecuentes'],
  ])('%s: "%s" heads a FAQ', (_language, heading) => {
    expect(headsFaq(heading)).toBe(true);
  });

  it.each([['What our customers say'], ['Kundenstimmen'], ['Ils en parlent mieux que nous'], ['Testimonios']])('"%s" is none of them', (heading) => {
    expect(headsPress(heading) || headsCompanySection(heading) || headsFaq(heading)).toBe(false);
  });
});
