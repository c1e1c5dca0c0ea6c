import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
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

  it('finds a first result in about two minutes: "Your first status page is live in about two minutes"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Your first status page is live in about two minutes.</p>' }).present).toBe(true);
  });

  it('finds "running locally in under a minute"', () => {
    expect(detectOn(timeToValue, { '/': '<p>One command to install, and your site is running locally in under a minute:</p>' }).present).toBe(true);
  });

  it('finds an effort claim: "No installation required"', () => {
    expect(detectOn(timeToValue, { '/': '<li>Works in your browser. No installation required.</li>' }).present).toBe(true);
  });

  it('does not count a check interval: "checks your sites every 30 seconds"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Pagepilot checks your sites and APIs every 30 seconds.</p>' }).present).toBe(false);
  });

  it('reads German: "Ihre erste Rechnung in 2 Minuten"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Ihre erste Rechnung in 2 Minuten – ganz ohne Buchhaltungswissen.</p>' }).present).toBe(true);
  });

  it('reads German: not "Berichte laden in Sekunden"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Berichte laden in Sekunden, auch bei großen Mandanten.</p>' }).present).toBe(false);
  });

  it('reads French: "sans installation"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Tout se passe dans le navigateur, sans installation.</p>' }).present).toBe(true);
  });

  it('reads French: "votre premier devis en moins de 3 minutes"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Envoyez votre premier devis en moins de 3 minutes.</p>' }).present).toBe(true);
  });

  it('reads French: not "synchronisé en quelques secondes"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Chaque modification est synchronisée en quelques secondes.</p>' }).present).toBe(false);
  });

  it('reads Spanish: "tu primera factura en 2 minutos"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Emite tu primera factura en 2 minutos.</p>' }).present).toBe(true);
  });

  it('reads Spanish: not "los informes se generan en segundos"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Los informes se generan en segundos.</p>' }).present).toBe(false);
  });

  it('finds "The tracker installs in 15 minutes per vehicle"', () => {
    expect(detectOn(timeToValue, { '/': '<p>The tracker installs in 15 minutes per vehicle.</p>' }).present).toBe(true);
  });

  it('reads French: "Le boîtier s\'installe en 15 minutes"', () => {
    expect(detectOn(timeToValue, { '/': "<p>Le boîtier s'installe en 15 minutes par véhicule, sans passer par un garage.</p>" }).present).toBe(true);
  });

  it('reads Spanish: "tu primera factura enviada en menos de 2 minutos"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Plan gratis · tu primera factura enviada en menos de 2 minutos</p>' }).present).toBe(true);
  });

  it('reads French: not a demo call\'s length "Une démo de 30 minutes"', () => {
    expect(detectOn(timeToValue, { '/': '<h2>Une démo de 30 minutes</h2>' }).present).toBe(false);
  });

  it('reads French: "Configuration en 1 clic"', () => {
    expect(detectOn(timeToValue, { '/': '<li>Configuration en 1 clic</li>' }).present).toBe(true);
  });

  it('reads Spanish: "solo lleva unos minutos"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Crear tu cuenta solo lleva unos minutos.</p>' }).present).toBe(true);
  });

  it('reads German: "In 45 Sekunden zu Ihrer eigenen Zeiterfassung"', () => {
    expect(detectOn(timeToValue, { '/': '<h2>In 45 Sekunden zu Ihrer eigenen Zeiterfassung</h2>' }).present).toBe(true);
  });

  it('reads German: not time saved, "spart 20 Minuten pro Woche"', () => {
    expect(detectOn(timeToValue, { '/': '<p>Das Team spart 20 Minuten pro Woche.</p>' }).present).toBe(false);
  });

  describe('setup and first-result claims as real sites word them', () => {
    const claims = [
      '<h2>Start tracking in minutes</h2>',
      '<p>Link your calendar, inbox, payment provider and bookkeeping tool in minutes.</p>',
      '<p>From zero to a working search page, in 30 seconds.</p>',
      '<p>Fill in the short form. It only takes a few minutes.</p>',
      '<p>List your venue and start taking bookings in no time.</p>',
      '<p>Your first report is just a few clicks away.</p>',
      '<p>Spin up a workspace with a few clicks.</p>',
      '<p>Die Einrichtung dauert nur wenige Minuten.</p>',
      '<p>Ihr erstes Dashboard ist nur wenige Klicks entfernt.</p>',
      '<p>La mise en place est-elle compliquée ? Non, cela prend moins de 10 minutes.</p>',
      '<p>Vous recevez vos premiers retours en quelques heures seulement.</p>',
      '<p>Les premiers résultats arrivent généralement dans les 24 heures suivant le lancement.</p>',
      "<p>Vos premiers clients ne sont plus qu'à quelques clics !</p>",
      '<h4>Lanza rápido y sin riesgos</h4>',
    ];
    for (const claim of claims) {
      it(claim, () => {
        expect(detectOn(timeToValue, { '/': claim }).present).toBe(true);
      });
    }
  });

  describe('what is not a setup claim', () => {
    const traps = [
      '<p>Start your free trial today.</p>',
      '<p>Connect with our team today.</p>',
      '<p>Support answers within 2 hours on weekdays.</p>',
      '<p>Results load in milliseconds, even on large projects.</p>',
      '<p>Nos experts vous rappellent dans les 24 heures.</p>',
      '<p>Reports are exported in seconds as PDF.</p>',
    ];
    for (const trap of traps) {
      it(trap, () => {
        expect(detectOn(timeToValue, { '/': trap }).present).toBe(false);
      });
    }
  });
});
