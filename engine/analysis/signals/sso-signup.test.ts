import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { ssoSignup } from './sso-signup.ts';

describe('sso-signup', () => {
  it('finds "Sign up with Google"', () => {
    expect(detectOn(ssoSignup, { '/signup': '<a href="/auth/google">Sign up with Google</a>' }).present).toBe(true);
  });

  it('finds "Continue with GitHub"', () => {
    expect(detectOn(ssoSignup, { '/signup': '<button>Continue with GitHub</button>' }).present).toBe(true);
  });

  it('finds an OAuth link even when the button only shows a logo', () => {
    expect(detectOn(ssoSignup, { '/signup': '<a href="https://accounts.google.com/o/oauth2/v2/auth?client_id=x"><img src="/g.svg" alt=""></a>' }).present).toBe(
      true,
    );
  });

  it('does not count SAML SSO listed as a plan feature', () => {
    expect(detectOn(ssoSignup, { '/pricing': '<ul><li>SAML SSO and SCIM</li><li>Sign in with SSO for every team</li></ul>' }).present).toBe(false);
  });

  it('does not count an integration with Google', () => {
    expect(detectOn(ssoSignup, { '/': '<p>Sync with Google Calendar and Microsoft Teams.</p>' }).present).toBe(false);
  });

  it('reads German: "Mit Google registrieren"', () => {
    expect(detectOn(ssoSignup, { '/': '<button>Mit Google registrieren</button>' }).present).toBe(true);
  });

  it('reads French: "Continuer avec Google"', () => {
    expect(detectOn(ssoSignup, { '/': '<a href="/auth/g">Continuer avec Google</a>' }).present).toBe(true);
  });

  it('reads Spanish: "Regístrate con Google"', () => {
    expect(detectOn(ssoSignup, { '/': '<button>Regístrate con Google</button>' }).present).toBe(true);
  });

  it('rejects Spanish: "SSO SAML en el plan Enterprise" is no social sign-up', () => {
    expect(detectOn(ssoSignup, { '/': '<p>SSO SAML en el plan Enterprise.</p>' }).present).toBe(false);
  });
});
