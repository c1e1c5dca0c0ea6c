import { describe, expect, it } from 'vitest';
import { isTemplateAddress, isTemplateHeading, isTemplateLabel, templateOfferIn } from './templates.ts';

const offers = (text: string) => templateOfferIn(text) !== undefined;

describe('templates concept', () => {
  it('finds templates offered (en)', () => {
    expect(templateOfferIn('Start from one of 300+ ready-made templates.')?.text).toBe('300+ ready-made templates');
  });

  it('finds templates offered (de)', () => {
    expect(offers('Wählen Sie aus Dutzenden Angebotsvorlagen.')).toBe(true);
  });

  it('finds templates offered (fr)', () => {
    expect(offers('Modèles de factures gratuits à télécharger.')).toBe(true);
  });

  it('finds templates offered (es)', () => {
    expect(offers('Avanza más rápido con plantillas creadas por la comunidad.')).toBe(true);
  });

  it('finds ready examples to start from', () => {
    expect(offers('Launch an example workspace and start coding.')).toBe(true);
    expect(offers('A gallery of examples you can remix.')).toBe(true);
  });

  it('does not take templates the visitor makes, in four languages', () => {
    expect(offers('Create and save your own email templates.')).toBe(false);
    expect(offers('Speichere jedes Dokument als Vorlage für dein Team.')).toBe(false);
    expect(offers('Chaque offre inclut jusqu’à 20 modèles personnalisés.')).toBe(false);
    expect(offers('Guarda cualquier documento como plantilla.')).toBe(false);
  });

  it('does not take the other senses of the words', () => {
    expect(offers('Découvrez notre modèle de langage, conçu pour le droit.')).toBe(false);
    expect(offers('Nuestra plantilla ha crecido a 120 personas.')).toBe(false);
    expect(offers('The starter kit ships with a mini PC and six months of Plus.')).toBe(false);
    expect(offers('Plug-and-play analytics with pre-built dashboards.')).toBe(false);
  });

  it('reads template headings and labels', () => {
    expect(isTemplateHeading('Starter kits for Next.js and Astro')).toBe(true);
    expect(isTemplateHeading('Template editor with live preview')).toBe(false);
    expect(isTemplateLabel('Vorlage verwenden')).toBe(true);
    expect(isTemplateLabel('Starter')).toBe(false);
  });

  it('reads template addresses by their first segment', () => {
    expect(isTemplateAddress(new URL('https://acme.test/fr/modeles/devis'))).toBe(true);
    expect(isTemplateAddress(new URL('https://acme.test/wp-content/themes/x/templates/a.css'))).toBe(false);
  });
});
