import { describe, expect, it } from 'vitest';
import { matches } from '../phrases.ts';
import { BUY_CTA, DOWNLOAD_CTA, EVENT_PATH, LOGIN_WORDING, NOT_THE_PRODUCT, SIGNUP_CTA, SIGNUP_PATH, WEAK_START_CTA } from './access-actions.ts';

describe('access actions', () => {
  it('reads signup wording in four languages', () => {
    expect(['Sign up free', 'Kostenlos registrieren', "S'inscrire", 'Regístrate gratis'].every((label) => matches(SIGNUP_CTA, label))).toBe(true);
  });

  it('reads start wording that needs its target to tell: "Get started", "Jetzt loslegen", "Lancez-vous", "Empieza ya"', () => {
    expect(['Get started', 'Jetzt loslegen', 'Lancez-vous', 'Empieza ya'].every((label) => matches(WEAK_START_CTA, label))).toBe(true);
  });

  it('reads "passer à l\'action" as a start', () => {
    expect(matches(WEAK_START_CTA, "Je passe à l'action")).toBe(true);
  });

  it('reads buying and downloading: "Buy now", "Télécharger pour Linux", "App Store"', () => {
    expect(matches(BUY_CTA, 'Buy now') && matches(DOWNLOAD_CTA, 'Télécharger pour Linux') && matches(DOWNLOAD_CTA, 'App Store')).toBe(true);
  });

  it('tells signing in apart: "Log in", "Einloggen", "Se connecter", "Iniciar sesión"', () => {
    expect(['Log in', 'Einloggen', 'Se connecter', 'Iniciar sesión'].every((label) => matches(LOGIN_WORDING, label))).toBe(true);
  });

  it('tells a newsletter, an event or a job apart', () => {
    expect(
      ['Sign up for our newsletter', 'Zum Webinar anmelden', "S'abonner", 'Únete a nuestro equipo'].every((label) => matches(NOT_THE_PRODUCT, label)),
    ).toBe(true);
  });

  it('reads signup paths, an onboarding path included, and event paths', () => {
    expect([
      SIGNUP_PATH.test('/onboard?lang=fr'),
      SIGNUP_PATH.test('/registro'),
      EVENT_PATH.test('/newsletter'),
      EVENT_PATH.test('/webinars/register'),
    ]).toEqual([true, true, true, true]);
  });
});
