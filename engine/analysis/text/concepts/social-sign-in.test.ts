import { describe, expect, it } from 'vitest';
import { OAUTH_URL, socialSignInsIn } from './social-sign-in.ts';

const offers = (text: string) => socialSignInsIn(text).length > 0;

describe('socialSignInsIn', () => {
  it('reads "Sign up with Google"', () => {
    expect(offers('Sign up with Google')).toBe(true);
  });

  it('reads the provider before the action in German: "Mit GitHub anmelden"', () => {
    expect(offers('Mit GitHub anmelden')).toBe(true);
  });

  it('reads French: "Inscription via Google, GitHub ou e-mail"', () => {
    expect(offers('Inscription via Google, GitHub ou e-mail.')).toBe(true);
  });

  it('reads Spanish: "Regístrate con tu cuenta de Google"', () => {
    expect(offers('Regístrate con tu cuenta de Google o Microsoft.')).toBe(true);
  });

  it('rejects SAML SSO as a plan feature', () => {
    expect(offers('Enforce Google SSO for your whole organisation on the Enterprise plan.')).toBe(false);
  });

  it('rejects the provider\'s products: "Sync your Google Calendar", "Deploy from GitHub Actions"', () => {
    expect(offers('Sync your Google Calendar. Deploy straight from GitHub Actions.')).toBe(false);
  });

  it("rejects a product feature for the customer's visitors", () => {
    expect(offers('Your visitors sign in via Google, GitHub or any OAuth2 provider.')).toBe(false);
  });

  it("reads OAuth endpoints and a site's own auth route", () => {
    expect([OAUTH_URL.test('https://accounts.google.com/o/oauth2/auth?client_id=1'), OAUTH_URL.test('https://acme.test/auth/github')]).toEqual([true, true]);
  });
});
