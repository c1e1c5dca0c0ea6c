import { describe, expect, it } from 'vitest';
import { forVisitorsAudience, isProductPagePath, madeByVisitor, makingFrameBefore, qualifiesProductNoun } from './own-product.ts';

function qualifies(text: string, noun: string): boolean {
  return qualifiesProductNoun(text, text.indexOf(noun), noun.length);
}

describe('own-product', () => {
  it('reads feature and integration pages by their path, a locale segment first or not', () => {
    expect(isProductPagePath('/features/helpdesk')).toBe(true);
    expect(isProductPagePath('/de/funktionen/wissensdatenbank')).toBe(true);
    expect(isProductPagePath('/fonctionnalites/base-de-connaissances')).toBe(true);
    expect(isProductPagePath('/funcionalidades/helpdesk')).toBe(true);
  });

  it('does not take the features index or a docs page for a feature page', () => {
    expect(isProductPagePath('/features')).toBe(false);
    expect(isProductPagePath('/docs/features/helpdesk')).toBe(false);
  });

  it('finds the visitor making their own (en)', () => {
    expect(madeByVisitor('Create and save your own email ')).toBe(true);
    expect(madeByVisitor('Build a ')).toBe(true);
  });

  it('finds the visitor making their own (de)', () => {
    expect(madeByVisitor('Erstelle und speichere deine eigenen ')).toBe(true);
  });

  it('finds the visitor making their own (fr)', () => {
    expect(madeByVisitor('Créez un ')).toBe(true);
  });

  it('finds the visitor making their own (es)', () => {
    expect(madeByVisitor('Crea y guarda tus propias ')).toBe(true);
  });

  it('does not take an offer for making one', () => {
    expect(madeByVisitor('Read the step-by-step guides in our ')).toBe(false);
    expect(madeByVisitor('Pick a ')).toBe(false);
  });

  it('checks only the making frame before a verb phrase ("Tu peux partir de")', () => {
    expect(makingFrameBefore('Tu peux ')).toBe(false);
    expect(makingFrameBefore('Lancez votre ')).toBe(true);
  });

  it('finds a noun that only qualifies a product noun, in four languages', () => {
    expect(qualifies('Knowledge base software for teams', 'Knowledge base')).toBe(true);
    expect(qualifies('Ein Vorlagen-Editor mit Vorschau', 'Vorlagen')).toBe(true);
    expect(qualifies('Logiciel de base de connaissances', 'base de connaissances')).toBe(true);
    expect(qualifies('Un editor de plantillas', 'plantillas')).toBe(true);
  });

  it('does not take a resource that stands alone for a product noun', () => {
    expect(qualifies('Search our knowledge base today', 'knowledge base')).toBe(false);
  });

  it("finds the product serving the visitor's own audience, in four languages", () => {
    expect(forVisitorsAudience('Publish help articles for your customers')).toBe(true);
    expect(forVisitorsAudience('Bauen Sie eine Community rund um Ihre Marke auf')).toBe(true);
    expect(forVisitorsAudience('Créez une communauté autour de votre marque')).toBe(true);
    expect(forVisitorsAudience('Crea un espacio para tus alumnos')).toBe(true);
  });

  it("does not take the site's own community for the visitor's audience", () => {
    expect(forVisitorsAudience('Join our community of 8,000 makers')).toBe(false);
  });
});
