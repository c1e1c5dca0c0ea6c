import { describe, expect, it } from 'vitest';
import { matches } from '../phrases.ts';
import { asksForDemo, carriesDemoLogin, namesDemoToOpen, showsDemoLogin, TRY_DEMO_LABEL, TRY_DEMO_WORDING } from './demo-instances.ts';

describe('demo instances', () => {
  it.each([
    ['en', 'Take the interactive tour'],
    ['en', 'Open the sandbox'],
    ['de', 'Demo ausprobieren'],
    ['fr', 'Essayer la démo'],
    ['es', 'Probar la demo'],
  ])('%s: "%s" is a demo to try', (_language, label) => {
    expect(matches(TRY_DEMO_LABEL, label)).toBe(true);
  });

  it.each([
    ['en', 'Request a demo'],
    ['en', 'Schedule a live demo'],
    ['de', 'Demo anfragen'],
    ['fr', 'Réserver une démo'],
    ['es', 'Solicitar una demo'],
  ])('%s: "%s" is no demo to try', (_language, label) => {
    expect(matches(TRY_DEMO_LABEL, label)).toBe(false);
    expect(asksForDemo(label)).toBe(true);
  });

  it.each([
    ['en', 'Live demo'],
    ['de', 'Zur Demo'],
    ['fr', 'Démo en ligne'],
    ['es', 'Demo en vivo'],
  ])('%s: "%s" names a demo to open', (_language, label) => {
    expect(namesDemoToOpen(label)).toBe(true);
  });

  it.each([
    ['en', 'Live demo with an expert'],
    ['de', 'Kostenlose Demo vereinbaren'],
    ['fr', 'Démo gratuite'],
    ['es', 'Ver demo'],
  ])('%s: "%s" asks for a demo to be given', (_language, label) => {
    expect(namesDemoToOpen(label)).toBe(false);
  });

  it.each([
    ['en', 'Log in with demo@acme.test and the password demo1234.'],
    ['de', 'Benutzer: demo · Passwort: demo'],
    ['fr', 'Identifiant : demo · Mot de passe : demo'],
    ['es', 'Usuario: demo · Contraseña: demo'],
  ])('%s: "%s" shows a demo login', (_language, text) => {
    expect(showsDemoLogin(text)).toBe(true);
  });

  it('does not take credentials sent later for a login shown', () => {
    expect(showsDemoLogin('Request access and we will email your demo credentials within one working day.')).toBe(false);
  });

  it('reads a demo login carried by a link', () => {
    expect(carriesDemoLogin('https://app.acme.test/signin?email=demo@acme.test&password=demo')).toBe(true);
    expect(carriesDemoLogin('https://app.acme.test/login')).toBe(false);
  });

  it.each([
    ['en', 'Click through a live version of Acme with sample data, no signup needed.'],
    ['de', 'Klicken Sie sich durch eine Beispielfirma mit echten Abläufen.'],
    ['fr', 'Essayez toutes les fonctions dans notre environnement de démonstration.'],
    ['es', 'Recorre una empresa ficticia con sus procesos reales.'],
  ])('%s: copy offering a demo to try: "%s"', (_language, text) => {
    expect(matches(TRY_DEMO_WORDING, text)).toBe(true);
  });

  it('does not take interactive dashboards or a sandbox plan feature for one', () => {
    expect(matches(TRY_DEMO_WORDING, 'Interactive dashboards let you drill into every number.')).toBe(false);
    expect(matches(TRY_DEMO_WORDING, 'Dedicated sandbox environment')).toBe(false);
  });
});
