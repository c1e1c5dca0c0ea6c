import { describe, expect, it } from 'vitest';
import { isMachineText } from './machine-text.ts';

describe('machine text', () => {
  it.each([
    ['an error', '"Error: connection refused while connecting to the database at 127.0.0.1:5432"'],
    ['a German error', '"Fehler: Verbindung zur Datenbank wurde abgelehnt"'],
    ['a French error', '"Erreur : connexion refusée à la base de données"'],
    ['a log line', '[2024-05-01 10:02:11] WARN worker-3 retrying job 8812 after timeout'],
    ['a commit message', 'fix(auth): refresh the session token before it expires'],
    ['JSON', '{ "message": "Workspace created successfully for this account" }'],
    ['a stack frame', 'TypeError: undefined is not a function at render (app.js:12)'],
  ])('takes %s for machine text', (_what, text) => {
    expect(isMachineText(text)).toBe(true);
  });

  it.each([
    ['en', '“We get paid nine days sooner on average since we switched.”'],
    ['de', '„Seit wir Acme nutzen, sind die Rechnungen raus, bevor der Monteur vom Hof fährt.“'],
    ['fr', '« Le support a répondu en quatre minutes un dimanche : je ne m’y attendais pas. »'],
    ['es', '«Ahorramos 3.000 € al año en papel y en horas de oficina.»'],
  ])('%s: a customer’s words are not', (_language, text) => {
    expect(isMachineText(text)).toBe(false);
  });
});
