import { describe, expect, it } from 'vitest';
import { detectOn } from '../testing/site-from-html.ts';
import { timeToValue } from './time-to-value.ts';

describe('time-to-value', () => {
  it('finds "Up and running in 5 minutes"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Up and running in 5 minutes with one agent.</p>' }).present).toBe(true);
  });

  it('finds a first result claim: "send your first invoice in under 2 minutes"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Send your first invoice in under 2 minutes.</p>' }).present).toBe(true);
  });

  it('finds "5-minute setup"', () => {
    expect(detectOn(timeToValue, { '/': '<li>5-minute setup</li>' }).present).toBe(true);
  });

  it('does not count product speed: "Dashboards render in 40 ms"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Dashboards render in 40 ms. Search thousands of notes in milliseconds.</p>' }).present).toBe(false);
  });

  it('does not count "updates reach subscribers in seconds"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Status updates reach subscribers in seconds by email.</p>' }).present).toBe(false);
  });

  it('reads German: "In 10 Minuten eingerichtet"', () => {
    expect(detectOn(timeToValue, { '/': '<p>In 10 Minuten eingerichtet.</p>' }).present).toBe(true);
  });

  it('reads French: "opérationnel en quelques minutes"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Votre cabinet est opérationnel en quelques minutes.</p>' }).present).toBe(true);
  });

  it('reads Spanish: "listo en 5 minutos"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Todo listo en 5 minutos.</p>' }).present).toBe(true);
  });
});
