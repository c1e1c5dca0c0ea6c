import { describe, expect, it } from 'vitest';
import { fetchedPages } from '../../../test-support/engine/site-from-html.ts';
import { buildSiteModel } from '../model/site-model.ts';
import { siteLanguageOf } from './site-language.ts';

function languageOf(html: string) {
  const pages = fetchedPages({ '/': html });
  return siteLanguageOf(buildSiteModel('https://acme.test/', pages), pages);
}

const GERMAN =
  '<p>Wir helfen Ihnen, die Belege und die Rechnungen für Ihre Kunden mit einem Klick zu erstellen. Sie sparen Zeit und Ihr Team ist nicht mehr auf Papier angewiesen, auch bei der Steuer ist alles von Anfang an sauber.</p>'.repeat(
    2,
  );
const SPANISH =
  '<p>Gestiona los clientes y las facturas de tu negocio con un clic. Para equipos que quieren más tiempo y menos papeles, sin complicaciones y con todo el historial al día y por fin en orden.</p>'.repeat(
    2,
  );

describe('siteLanguageOf', () => {
  it('reads the language the text is written in, even under a theme’s lang="en"', () => {
    expect(languageOf(`<html lang="en"><body>${GERMAN}</body></html>`)).toBe('de');
    expect(languageOf(`<html><body>${SPANISH}</body></html>`)).toBe('es');
  });

  it('takes the lang attribute when there is too little text to count', () => {
    expect(languageOf('<html lang="fr-CA"><body><h1>Acme</h1><p>Démo</p></body></html>')).toBe('fr');
  });

  it('falls back to English for other languages and for pages that say nothing', () => {
    expect(languageOf('<html lang="it"><body><h1>Acme</h1></body></html>')).toBe('en');
    expect(languageOf('<html><body></body></html>')).toBe('en');
  });
});
