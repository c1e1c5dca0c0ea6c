import { describe, expect, it } from 'vitest';
import { matches } from '../phrases.ts';
import { attributionOf, namesBrand, TESTIMONIAL_HEADING } from './quote-attribution.ts';

describe('quote attribution', () => {
  it.each([
    ['en', '— Amira Haddad, Founder, Bluefin'],
    ['en', 'Ruth Abebe, Product Manager @ Ledgerline'],
    ['en', 'Lucy Rowe · Rowe Roofing'],
    ['de', 'Dr. Henrike Maaß · Steuerberaterin'],
    ['de', 'Personalleiter bei Nordlicht'],
    ['fr', 'Sophie Durand, Directrice RH chez Lumio'],
    ['fr', 'Gérant, Martins Plomberie'],
    ['es', 'Lucía Romero, gerente de Clínica Sol'],
    ['es', 'Encargada de tienda, Panadería Sánchez'],
  ])('%s: "%s" signs with a role or company', (_language, line) => {
    expect(attributionOf(line)).toBe('signed');
  });

  it('reads a social handle', () => {
    expect(attributionOf('Dana Reyes @danareyes')).toBe('handle');
  });

  it.each([['Grace Liu'], ['— Leonardo da Vinci'], ['— Les Échos'], ['Dana R.']])('"%s" is a bare name', (line) => {
    expect(attributionOf(line)).toBe('name');
  });

  it.each([['Step 2: Check your firewall'], ['Billing, Plans'.toLowerCase()], ['Read the story']])('"%s" is no byline', (line) => {
    expect(attributionOf(line)).toBeUndefined();
  });

  it('tells a byline naming the brand', () => {
    expect(namesBrand('Jane Doe, CEO and co-founder of Acme', ['acme'])).toBe(true);
    expect(namesBrand('Marc Lemaire, fondateur d’Acme', ['acme'])).toBe(true);
    expect(namesBrand('Chris Park, Head of Finance, Ovalhouse', ['acme'])).toBe(false);
    expect(namesBrand('Ana Ruiz, Acmetrics', ['acme'])).toBe(false);
  });

  it.each([
    ['en', 'What our customers say'],
    ['de', 'Was Praxen über Acme sagen'],
    ['fr', 'Rejoignez nos heureux clients'],
    ['es', 'Lo que opinan nuestros usuarios'],
  ])('%s: "%s" heads customer quotes', (_language, heading) => {
    expect(matches(TESTIMONIAL_HEADING, heading)).toBe(true);
  });
});
