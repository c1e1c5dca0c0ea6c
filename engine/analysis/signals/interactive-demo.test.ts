import { describe, expect, it } from 'vitest';
import { detectOn } from '../testing/site-from-html.ts';
import { interactiveDemo } from './interactive-demo.ts';

describe('interactive-demo', () => {
  it('finds an embedded Navattic demo', () => {
    const result = detectOn(interactiveDemo, { '/': '<iframe src="https://capture.navattic.com/abc123"></iframe>' });
    expect(result.evidence[0]?.text).toBe('Navattic iframe: capture.navattic.com');
  });

  it('finds a linked Storylane demo', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="https://app.storylane.io/share/x">See it</a>' }).present).toBe(true);
  });

  it('finds a "Take the product tour" button', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="/tour">Take the product tour</a>' }).present).toBe(true);
  });

  it('does not count "Request a demo"', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="/demo">Request a demo</a>' }).present).toBe(false);
  });

  it('does not count a "tour" that is a YouTube video', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="https://www.youtube.com/watch?v=abc">Take the tour</a>' }).present).toBe(false);
  });

  it('reads German: "Interaktive Demo"', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="/demo-tour">Interaktive Demo starten</a>' }).present).toBe(true);
  });

  it('reads French: "Démo interactive"', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="/visite">Voir la démo interactive</a>' }).present).toBe(true);
  });

  it('reads Spanish: "Demo interactiva"', () => {
    expect(detectOn(interactiveDemo, { '/': '<a href="/tour">Prueba la demo interactiva</a>' }).present).toBe(true);
  });
});
