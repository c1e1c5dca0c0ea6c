import { describe, expect, it } from 'vitest';
import { timeSpansIn } from './time-spans.ts';

const first = (text: string) => timeSpansIn(text)[0];
const shortSpan = (text: string) => timeSpansIn(text).some((span) => span.kind === 'span' && span.scale === 'short');

describe('timeSpansIn', () => {
  it('reads a count and a unit: "in 5 minutes"', () => {
    expect(first('Set up in 5 minutes')).toMatchObject({ seconds: 300, scale: 'short', kind: 'span', text: '5 minutes' });
  });

  it('reads a number word: "within two hours"', () => {
    expect(first('within two hours')).toMatchObject({ seconds: 7200, scale: 'short' });
  });

  it('reads "in under a minute" and needs the "in" for "a minute"', () => {
    expect(first('running in under a minute')?.seconds).toBe(60);
    expect(timeSpansIn('wait a minute')).toEqual([]);
  });

  it('reads a compound adjective: "5-minute setup", "10-Minuten-Setup", "fünfminütige"', () => {
    expect(first('5-minute setup')?.seconds).toBe(300);
    expect(first('10-Minuten-Setup')?.seconds).toBe(600);
    expect(first('eine fünfminütige Einrichtung')?.seconds).toBe(300);
  });

  it('takes the upper end of a range: "5 to 10 minutes"', () => {
    expect(first('5 to 10 minutes')?.seconds).toBe(600);
  });

  it('reads "in minutes", "in no time" and "in a matter of minutes" as short', () => {
    expect(shortSpan('Deploy in minutes')).toBe(true);
    expect(shortSpan('ready in no time')).toBe(true);
    expect(shortSpan('in a matter of minutes')).toBe(true);
  });

  it('reads "same day", "overnight" and "one afternoon" as short', () => {
    expect(shortSpan('Go live the same day')).toBe(true);
    expect(shortSpan('set up overnight')).toBe(true);
    expect(shortSpan('takes one afternoon')).toBe(true);
  });

  it('reads "hours, not weeks" as short, and "in weeks" alone as long', () => {
    expect(shortSpan('Go live in hours, not weeks')).toBe(true);
    expect(first('Go live in weeks')?.scale).toBe('long');
  });

  it('reads days past two as long: "in 14 days", "6 to 8 weeks"', () => {
    expect(first('in 14 days')?.scale).toBe('long');
    expect(first('takes 6 to 8 weeks')?.scale).toBe('long');
  });

  it('reads milliseconds as the product\'s own speed: "in 40 ms"', () => {
    expect(first('renders in 40 ms')?.scale).toBe('instant');
  });

  it('reads an interval: "every 30 seconds"', () => {
    expect(first('checks every 30 seconds')?.kind).toBe('interval');
  });

  it('reads a rate: "5 hours a week", "24 hours a day", "20 times a day"', () => {
    expect(first('Save 5 hours a week')?.kind).toBe('rate');
    expect(first('24 hours a day')?.kind).toBe('rate');
    expect(timeSpansIn('Deploy 20 times a day').map((span) => span.kind)).not.toContain('span');
  });

  it('reads a delay and a duration: "after 30 minutes", "for 14 days"', () => {
    expect(first('expire after 30 minutes')?.kind).toBe('delay');
    expect(first('free for 14 days')?.kind).toBe('duration');
  });

  it('reads "several hours" as no claim of speed', () => {
    expect(first('can take several hours')?.scale).toBe('long');
  });

  it('reads clicks: "in two clicks"', () => {
    expect(first('in two clicks')).toMatchObject({ clicks: true, scale: 'short' });
  });

  it('reads German: "in wenigen Minuten", "in weniger als einer Minute", "am selben Tag", "über Nacht"', () => {
    expect(shortSpan('in wenigen Minuten startklar')).toBe(true);
    expect(first('in weniger als einer Minute')?.seconds).toBe(60);
    expect(shortSpan('Am selben Tag live')).toBe(true);
    expect(shortSpan('Über Nacht eingerichtet')).toBe(true);
  });

  it('reads German: "in Stunden statt Wochen", "alle 15 Minuten", "pro Woche"', () => {
    expect(shortSpan('In Stunden statt Wochen online')).toBe(true);
    expect(first('alle 15 Minuten')?.kind).toBe('interval');
    expect(first('10 Stunden pro Woche')?.kind).toBe('rate');
  });

  it('reads French: "en quelques minutes", "en moins d’une minute", "le jour même", "un quart d’heure"', () => {
    expect(shortSpan('Opérationnel en quelques minutes')).toBe(true);
    expect(first('prêt en moins d’une minute')?.seconds).toBe(60);
    expect(shortSpan('en ligne le jour même')).toBe(true);
    expect(first('en un quart d’heure')?.seconds).toBe(900);
  });

  it('reads French: "toutes les 30 secondes", "24 heures sur 24", "plusieurs heures"', () => {
    expect(first('toutes les 30 secondes')?.kind).toBe('interval');
    expect(first('24 heures sur 24')?.kind).toBe('rate');
    expect(first('peut prendre plusieurs heures')?.scale).toBe('long');
  });

  it('reads Spanish: "en cuestión de minutos", "un par de minutos", "el mismo día", "en horas, no en semanas"', () => {
    expect(shortSpan('Empieza en cuestión de minutos')).toBe(true);
    expect(first('toma solo un par de minutos')?.seconds).toBe(180);
    expect(shortSpan('online el mismo día')).toBe(true);
    expect(shortSpan('Lanza en horas, no en semanas')).toBe(true);
  });

  it('reads Spanish: "cada 30 segundos", "5 horas a la semana", "varias horas"', () => {
    expect(first('cada 30 segundos')?.kind).toBe('interval');
    expect(first('Ahorra 5 horas a la semana')?.kind).toBe('rate');
    expect(first('puede tardar varias horas')?.scale).toBe('long');
  });

  it('gives each span its place in the text', () => {
    const text = 'Live in 10 minutes.';
    const span = first(text)!;
    expect(text.slice(span.index, span.end)).toBe('10 minutes');
  });
});
