import { describe, expect, it } from 'vitest';
import { matches } from '../phrases.ts';
import { MEDIA_LENGTH, NO_SETUP_EFFORT, productSpeedIn, setupActionsIn } from './setup-actions.ts';

const actions = (text: string) => setupActionsIn(text).map((action) => action.text);

describe('setupActionsIn', () => {
  it('finds English setup verbs: "set up", "ship", "get online", "go live"', () => {
    expect(actions('Set up, ship it, get your docs online and go live')).toEqual(['Set up', 'ship', 'get your docs online', 'online', 'go live', 'live']);
  });

  it('finds a first result and tells it apart: "your first invoice"', () => {
    expect(setupActionsIn('Send your first invoice')).toEqual([expect.objectContaining({ text: 'first invoice', firstResult: true })]);
  });

  it('does not take a first reply or a first month for a first result', () => {
    expect(actions('First response time; your first month is free')).toEqual([]);
  });

  it('finds German: "eingerichtet", "startklar", "Richte ... ein", "Ihre erste Rechnung"', () => {
    expect(actions('eingerichtet, startklar, Richte deinen Shop ein, Ihre erste Rechnung')).toEqual(['eingerichtet', 'startklar', 'Richte', 'erste Rechnung']);
  });

  it('finds French: "opérationnel", "mise en place", "votre premier devis"', () => {
    expect(actions('opérationnel ; la mise en place ; votre premier devis')).toEqual(['opérationnel', 'mise en place', 'premier devis']);
  });

  it('finds Spanish: "listo", "puesta en marcha", "tu primera factura", "el alta"', () => {
    expect(actions('listo; la puesta en marcha; tu primera factura; el alta')).toEqual(['listo', 'puesta en marcha', 'primera factura', 'el alta']);
  });

  it('finds "from zero to" and "zu Ihrer eigenen" as first results', () => {
    expect(actions('From zero to a working page')).toEqual(['From zero to']);
    expect(actions('In 45 Sekunden zu Ihrer eigenen Zeiterfassung')).toEqual(['zu Ihrer eigenen']);
  });
});

describe('productSpeedIn', () => {
  it('finds what the product does quickly in four languages', () => {
    for (const text of ['Pages load fast', 'Berichte laden schnell', 'Les pages se chargent vite', 'Las páginas cargan rápido']) {
      expect(productSpeedIn(text), text).toHaveLength(1);
    }
  });

  it('does not take a noun being set up for speed: "set up search"', () => {
    expect(productSpeedIn('Set up search and alerts')).toEqual([]);
  });
});

describe('MEDIA_LENGTH', () => {
  it('finds something to read or watch in four languages', () => {
    for (const text of ['8 min read', 'Lesezeit: 6 Minuten', 'Regardez la vidéo', 'Tiempo de lectura']) expect(matches(MEDIA_LENGTH, text), text).toBe(true);
  });
});

describe('NO_SETUP_EFFORT', () => {
  it('finds claims that nothing needs setting up in four languages', () => {
    for (const text of ['No installation required', 'Keine Installation nötig', 'Aucune installation requise', 'Sin instalación']) {
      expect(matches(NO_SETUP_EFFORT, text), text).toBe(true);
    }
  });

  it('does not take a fee for an effort: "No setup fees", "without installation costs"', () => {
    expect(matches(NO_SETUP_EFFORT, 'No setup fees')).toBe(false);
    expect(matches(NO_SETUP_EFFORT, 'without installation costs')).toBe(false);
  });

  it('does not take a no-code product category for an effort claim', () => {
    expect(matches(NO_SETUP_EFFORT, 'The no-code website builder')).toBe(false);
  });
});
