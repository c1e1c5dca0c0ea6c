import { describe, expect, it } from 'vitest';
import { helpMentionIn, isHelpAddress, isHelpLabel, namesAnotherThing } from './help-resources.ts';

const at = (address: string) => new URL(address, 'https://acme.test/');

describe('help-resources', () => {
  it('reads help resources named as links, in four languages', () => {
    expect(isHelpLabel('Help Center')).toBe(true);
    expect(isHelpLabel('Zur Wissensdatenbank')).toBe(true);
    expect(isHelpLabel("Centre d'aide")).toBe(true);
    expect(isHelpLabel('Manual de usuario (PDF)')).toBe(true);
  });

  it('does not read a verb or a title as a help resource name', () => {
    expect(isHelpLabel('Help us improve')).toBe(false);
    expect(isHelpLabel('The ultimate guide to remote work')).toBe(false);
    expect(isHelpLabel('For tour guides')).toBe(false);
    expect(isHelpLabel('Manual de marca')).toBe(false);
  });

  it('reads help addresses by host, hosted help desk and first path segment', () => {
    expect(isHelpAddress(at('https://docs.acme.test/'))).toBe(true);
    expect(isHelpAddress(at('https://acme.zendesk.com/hc/de'))).toBe(true);
    expect(isHelpAddress(at('https://intercom.help/acme/fr/'))).toBe(true);
    expect(isHelpAddress(at('/es/ayuda/primeros-pasos'))).toBe(true);
  });

  it('does not read a feature page, a vendor site, a blog post or a support page as a help address', () => {
    expect(isHelpAddress(at('/features/helpdesk'))).toBe(false);
    expect(isHelpAddress(at('https://www.zendesk.com/'))).toBe(false);
    expect(isHelpAddress(at('/blog/guides/remote-work'))).toBe(false);
    expect(isHelpAddress(at('/support'))).toBe(false);
  });

  it('tells a slug built on a help word from a help page', () => {
    expect(namesAnotherThing(at('/behandlungsdokumentation'))).toBe(true);
    expect(namesAnotherThing(at('/documentation'))).toBe(false);
  });

  it("finds the site's own resource in copy (en)", () => {
    expect(helpMentionIn('Search the articles in our help centre.')?.text).toBe('in our help centre');
  });

  it("finds the site's own resource in copy (de)", () => {
    expect(helpMentionIn('Durchsuchen Sie mehr als 400 Artikel in unserer Wissensdatenbank.')?.text).toBe('in unserer Wissensdatenbank');
  });

  it("finds the site's own resource in copy (fr)", () => {
    expect(helpMentionIn("Formez-vous gratuitement à l'Académie Acme.")?.text).toBe("à l'Académie");
  });

  it("finds the site's own resource in copy (es)", () => {
    expect(helpMentionIn('Consulte la referencia de la API para ver los límites.')).toBeDefined();
  });

  it('does not take a help centre the visitor builds, in four languages', () => {
    expect(helpMentionIn('Build a help center your customers will love.')).toBeUndefined();
    expect(helpMentionIn('Erstellen Sie eine Wissensdatenbank für Ihr Team.')).toBeUndefined();
    expect(helpMentionIn("Créez un centre d'aide pour vos clients.")).toBeUndefined();
    expect(helpMentionIn('Publica artículos de ayuda para tus clientes.')).toBeUndefined();
  });

  it('does not take documenting for documentation', () => {
    expect(helpMentionIn('Die lückenlose Dokumentation der Arbeitszeiten.')).toBeUndefined();
    expect(helpMentionIn('La documentation des interventions se fait sur le terrain.')).toBeUndefined();
  });

  it('does not take an audience for a resource', () => {
    expect(helpMentionIn('Pour les guides conférenciers : réservations en ligne.')).toBeUndefined();
  });
});
