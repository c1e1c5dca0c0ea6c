import { describe, expect, it } from 'vitest';
import { siteOf } from '../../../test-support/engine/site-from-html.ts';
import { siteLanguageOf } from './site-language.ts';

function languageOf(html: string) {
  return siteLanguageOf(siteOf({ '/': html }), html);
}

const PORTUGUESE =
  '<p>Organize os pedidos da sua loja com uma ferramenta simples. Você acompanha cada entrega em tempo real, sem planilhas e sem retrabalho, e a sua equipe ganha mais tempo para vender.</p>'.repeat(
    2,
  );
const ITALIAN =
  '<p>Gestisci le prenotazioni della tua palestra in un unico posto. Il calendario si aggiorna da solo, gli istruttori vedono le lezioni del giorno e i clienti pagano online senza code alla reception. Anche nel fine settimana, ogni cosa resta in ordine.</p>'.repeat(
    2,
  );
const DUTCH =
  '<p>Plan de diensten van je team zonder gedoe. Het rooster wordt automatisch bijgewerkt, medewerkers ruilen diensten met een tik en jij houdt meer tijd over voor het werk dat ertoe doet. Ook voor kleine teams is het gratis te proberen.</p>'.repeat(
    2,
  );
const GERMAN =
  '<p>Wir helfen Ihnen, die Belege und die Rechnungen für Ihre Kunden mit einem Klick zu erstellen. Sie sparen Zeit und Ihr Team ist nicht mehr auf Papier angewiesen, auch bei der Steuer ist alles von Anfang an sauber.</p>'.repeat(
    2,
  );
const SPANISH =
  '<p>Gestiona los clientes y las facturas de tu negocio con un clic. Para equipos que quieren más tiempo y menos papeles, sin complicaciones y con todo el historial al día y por fin en orden, también desde el móvil.</p>'.repeat(
    2,
  );

describe('siteLanguageOf', () => {
  it('reads Portuguese, Italian and Dutch by their words, as languages the detectors have no words for', () => {
    expect(languageOf(`<html><body>${PORTUGUESE}</body></html>`)).toEqual({ code: 'pt', name: 'Portuguese', read: false });
    expect(languageOf(`<html><body>${ITALIAN}</body></html>`)).toEqual({ code: 'it', name: 'Italian', read: false });
    expect(languageOf(`<html><body>${DUTCH}</body></html>`)).toEqual({ code: 'nl', name: 'Dutch', read: false });
  });

  it('reads the four languages it has words for, even under a theme’s lang="en"', () => {
    expect(languageOf(`<html lang="en"><body>${GERMAN}</body></html>`)).toMatchObject({ code: 'de', read: true });
    expect(languageOf(`<html lang="en"><body>${SPANISH}</body></html>`)).toMatchObject({ code: 'es', read: true });
    expect(languageOf(`<html lang="en"><body>${PORTUGUESE}</body></html>`)).toMatchObject({ code: 'pt', read: false });
  });

  it('takes the lang attribute when there is too little text to count', () => {
    expect(languageOf('<html lang="pt-BR"><body><h1>Acme</h1><p>Comece agora</p></body></html>')).toEqual({ code: 'pt', name: 'Portuguese', read: false });
    expect(languageOf('<html lang="fr-CA"><body><h1>Acme</h1><p>Démo</p></body></html>')).toMatchObject({ code: 'fr', read: true });
  });

  it('tells a script from its letters, and the language within it from the lang attribute', () => {
    expect(languageOf('<html><body><p>チームのタスクをひとつの場所で管理できます。今すぐ無料で始めましょう。</p></body></html>')).toMatchObject({
      code: 'ja',
      read: false,
    });
    expect(languageOf('<html lang="uk"><body><p>Керуйте завданнями команди в одному місці.</p></body></html>')).toEqual({
      code: 'uk',
      name: 'Ukrainian',
      read: false,
    });
    expect(languageOf('<html lang="en"><body><p>Управляйте задачами команды в одном месте.</p></body></html>')).toMatchObject({ code: 'ru', read: false });
  });

  it('takes a site with nothing to go on as English, so a guess never leaves a signal unchecked', () => {
    expect(languageOf('<html><body></body></html>')).toEqual({ code: 'en', name: 'English', read: true });
  });
});
