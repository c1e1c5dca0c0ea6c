import { describe, expect, it } from 'vitest';
import { analyzePages } from './analyze.ts';
import type { FetchedPage } from './page.ts';

const ANALYZED_AT = '2026-01-01T00:00:00.000Z';
const SHELL =
  '<!doctype html><html><head><title>Acme</title><script src="/assets/app.js"></script></head><body><div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript></body></html>';

function page(overrides: Partial<FetchedPage>): FetchedPage {
  return { url: 'https://acme.test/', kind: 'home', status: 200, html: '', contentType: 'text/html', bytes: 100, ms: 5, ...overrides };
}

describe('coverage of what the analysis could see', () => {
  it('reports a JavaScript-only home page that was not rendered, and checks none of the signals it hides', () => {
    const notRendered = 'This page is drawn by JavaScript, and rendering is switched off on this server';
    const result = analyzePages({
      url: 'https://acme.test/',
      pages: [page({ html: SHELL, javascriptOnly: true, notRendered })],
      options: {},
      analyzedAt: ANALYZED_AT,
    });
    expect(result.coverage).toMatchObject({
      rendered: false,
      javascriptOnlyPages: ['https://acme.test/'],
      unreadablePages: [{ url: 'https://acme.test/', reason: notRendered }],
      checkedWeightPercent: 0,
    });
    expect(result.signals.every((signal) => !signal.checked && !signal.present)).toBe(true);
    expect(result.maturity.improvementAreas).toEqual([]);
    expect(result.strategies.every((strategy) => !/trial|tour|pricing/i.test(strategy.id))).toBe(true);
  });

  it('checks everything once the same home page was rendered', () => {
    const rendered = '<html><body><h1>Acme</h1><a href="/signup">Start your free trial</a></body></html>';
    const result = analyzePages({
      url: 'https://acme.test/',
      pages: [page({ html: rendered, javascriptOnly: true, rendered: true })],
      options: {},
      analyzedAt: ANALYZED_AT,
    });
    expect(result.coverage.rendered).toBe(true);
    expect(result.coverage.checkedWeightPercent).toBe(100);
    expect(result.signals.find((signal) => signal.id === 'free-trial')).toMatchObject({ present: true, checked: true });
    expect(result.signals.every((signal) => signal.checked)).toBe(true);
  });

  it('on a site in a language it has no words for, checks only what markup and vendors show, and names the language', () => {
    const portuguese =
      '<html lang="pt-BR"><body><h1>Gestão de pedidos para a sua loja</h1><p>Você acompanha cada entrega em tempo real, sem planilhas e sem retrabalho.</p>' +
      '<a href="/cadastro">Teste grátis por 14 dias</a><script src="https://widget.intercom.io/widget/abc123"></script></body></html>';
    const result = analyzePages({ url: 'https://acme.test/', pages: [page({ html: portuguese })], options: {}, analyzedAt: ANALYZED_AT });
    const byId = Object.fromEntries(result.signals.map((signal) => [signal.id, signal]));
    expect(result.coverage.language).toEqual({ code: 'pt', name: 'Portuguese', read: false });
    // Read from markup and vendors: judged as anywhere.
    expect(byId['live-chat']).toMatchObject({ present: true, checked: true });
    expect(byId['customer-logos']).toMatchObject({ present: false, checked: true });
    // Read from words: a trial the engine cannot read is not "missing".
    expect(byId['free-trial']).toMatchObject({ present: false, checked: false });
    expect(byId['time-to-value']).toMatchObject({ present: false, checked: false });
    expect(result.maturity.improvementAreas.some((area) => /trial/i.test(area))).toBe(false);
    expect(result.coverage.checkedWeightPercent).toBeLessThan(50);
  });

  it('reads a German site under a theme’s lang="en" as German, checking everything', () => {
    const german =
      '<html lang="en"><body><h1>Belege und Rechnungen für Ihre Kanzlei</h1><p>Wir helfen Ihnen, die Belege und die Rechnungen für Ihre Kunden mit einem Klick zu erstellen. Sie sparen Zeit und Ihr Team ist nicht mehr auf Papier angewiesen, auch bei der Steuer ist alles von Anfang an sauber und Sie sind immer auf dem neuesten Stand.</p></body></html>';
    const result = analyzePages({ url: 'https://acme.test/', pages: [page({ html: german })], options: {}, analyzedAt: ANALYZED_AT });
    expect(result.coverage.language).toEqual({ code: 'de', name: 'German', read: true });
    expect(result.signals.every((signal) => signal.checked)).toBe(true);
  });

  it('leaves unchecked only what a failed pricing page would have shown', () => {
    const home = page({ html: '<html><body><h1>Acme</h1><p>Book a demo with our team.</p><a href="/pricing">Pricing</a></body></html>' });
    const pricing = page({ url: 'https://acme.test/pricing', kind: 'pricing', status: 503, error: 'The site answered 503 Service Unavailable' });
    const result = analyzePages({ url: 'https://acme.test/', pages: [home, pricing], options: {}, analyzedAt: ANALYZED_AT });
    const byId = Object.fromEntries(result.signals.map((signal) => [signal.id, signal]));
    expect(byId['transparent-pricing']!.checked).toBe(false);
    expect(byId['help-center']!.checked).toBe(true);
    expect(result.coverage.unreadablePages).toEqual([{ url: 'https://acme.test/pricing', reason: 'The site answered 503 Service Unavailable' }]);
    expect(result.coverage.checkedWeightPercent).toBeGreaterThan(50);
  });

  it('reads a signup link the site answers 404 as a dead end: listed as unreadable, hiding nothing', () => {
    const home = page({
      html: '<html><body><h1>Acme</h1><a href="/demo">Book a demo</a><form action="/intro"><button>Get started</button></form></body></html>',
    });
    const signup = page({ url: 'https://acme.test/intro', kind: 'signup', status: 404, error: 'The site answered 404 Not Found' });
    const result = analyzePages({ url: 'https://acme.test/', pages: [home, signup], options: {}, analyzedAt: ANALYZED_AT });
    const byId = Object.fromEntries(result.signals.map((signal) => [signal.id, signal]));
    expect(byId['self-serve-signup']).toMatchObject({ present: false, checked: true });
    expect(byId['demo-only']).toMatchObject({ present: true, checked: true });
    expect(result.coverage.unreadablePages).toEqual([{ url: 'https://acme.test/intro', reason: 'The site answered 404 Not Found' }]);
  });
});
