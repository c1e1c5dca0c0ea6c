import { describe, expect, it } from 'vitest';
import { matches } from '../phrases.ts';
import { entriesOf, groupOf, lexiconPhrase, wholeLabel, type Lexicon } from './lexicon.ts';

const HELP: Lexicon = { en: ['help ?cent(?:er|re)'], de: ['hilfe-?center'], fr: ["centre d'aide"], es: ['centro de ayuda'] };
const EXTRA: Lexicon = { en: ['docs'], de: [], fr: [], es: [], pt: ['central de ajuda'] };

describe('lexicon', () => {
  it('lists the entries of every language, optional ones included', () => {
    expect(entriesOf(HELP, EXTRA)).toEqual(['help ?cent(?:er|re)', 'hilfe-?center', "centre d'aide", 'centro de ayuda', 'docs', 'central de ajuda']);
  });

  it('groups the entries for a larger pattern', () => {
    expect(groupOf(EXTRA)).toBe('(?:docs|central de ajuda)');
  });

  it('matches an entry of any language with phrase boundaries (en)', () => {
    expect(matches(lexiconPhrase(HELP), 'Visit the help-center today')).toBe(true);
  });

  it('matches an entry of any language with phrase boundaries (de)', () => {
    expect(matches(lexiconPhrase(HELP), 'Zum Hilfe-Center')).toBe(true);
  });

  it('matches an entry of any language with phrase boundaries (fr)', () => {
    expect(matches(lexiconPhrase(HELP), "Le centre d'aide répond")).toBe(true);
  });

  it('matches an entry of any language with phrase boundaries (es)', () => {
    expect(matches(lexiconPhrase(HELP), 'Abre el centro de ayuda')).toBe(true);
  });

  it('does not match inside a longer word', () => {
    expect(matches(lexiconPhrase(EXTRA), 'mydocs')).toBe(false);
  });

  it('anchors a whole label', () => {
    expect(matches(wholeLabel(HELP), ' Help Center ')).toBe(true);
    expect(matches(wholeLabel(HELP), 'Help Center articles')).toBe(false);
  });
});
