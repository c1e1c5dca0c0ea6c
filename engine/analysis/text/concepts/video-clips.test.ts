import { describe, expect, it } from 'vitest';
import { inCompanySection, namedAsBackdrop } from './video-clips.ts';

describe('video clips', () => {
  it.each([
    ['en', 'hero-background.mp4'],
    ['en', 'ambient.mp4 bg-video'],
    ['en', 'spinner.mp4'],
    ['de', 'hintergrund.mp4'],
    ['de', 'farbverlauf-wellen.webm'],
    ['fr', 'fond-accueil.mp4'],
    ['fr', 'degrade-abstrait.webm'],
    ['es', 'fondo-portada.mp4'],
    ['es', 'oficina-equipo.mp4'],
  ])('%s: "%s" is named as a backdrop', (_language, names) => {
    expect(namedAsBackdrop(names)).toBe(true);
  });

  it.each([
    ['en', 'board-demo.mp4'],
    ['en', 'hero.mp4'],
    ['de', 'dienstplan-demo.mp4 startseite.mp4'],
    ['fr', 'relances-fonctionnalite.webm'],
    ['es', 'recordatorios-funcion.webm'],
    ['en', 'teams-dashboard.mp4 stock-levels.webm'],
  ])('%s: "%s" shows the product', (_language, names) => {
    expect(namedAsBackdrop(names)).toBe(false);
  });

  it.each([
    ['en', 'Our team'],
    ['de', 'Über uns'],
    ['fr', 'Notre équipe'],
    ['es', 'Quiénes somos'],
  ])('%s: a clip under "%s" plays in a section about the company', (_language, heading) => {
    expect(inCompanySection([heading])).toBe(true);
  });

  it('a clip under a product heading does not', () => {
    expect(inCompanySection(['Plan the whole sprint on one board'])).toBe(false);
  });
});
