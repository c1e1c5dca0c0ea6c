import { describe, expect, it } from 'vitest';
import { detectOn } from '../testing/site-from-html.ts';
import { selfServeSignup } from './self-serve-signup.ts';

const CALLBACK_FORM = `<h1>Get started</h1><p>A specialist will call you back within one business day.</p>
  <form action="/leads"><input name="name"><input name="company"><input type="tel" name="phone"><button>Submit</button></form>`;

describe('self-serve-signup', () => {
  it('finds a "Sign up" link', () => {
    const result = detectOn(selfServeSignup, { '/': '<a href="/signup">Sign up</a>' });
    expect(result.present).toBe(true);
    expect(result.evidence[0]).toEqual({ page: 'https://acme.test/', text: '"Sign up" -> https://acme.test/signup' });
  });

  it('finds a "Start free trial" button in an email form', () => {
    const result = detectOn(selfServeSignup, { '/': '<form action="/trial"><input type="email" name="email"><button type="submit">Start free trial</button></form>' });
    expect(result.present).toBe(true);
  });

  it('finds a signup form with a password field on the signup page', () => {
    const result = detectOn(selfServeSignup, { '/signup': '<form action="/accounts"><input type="email" name="email"><input type="password" name="password"><button>Continue</button></form>' });
    expect(result.present).toBe(true);
  });

  it('accepts "Get started" when it leads to a page with an account form', () => {
    const result = detectOn(selfServeSignup, {
      '/': '<a href="/join-us">Get started</a>',
      '/join-us': '<form><input type="email" name="email"><input type="password" name="password"><button>Create account</button></form>',
    });
    expect(result.present).toBe(true);
  });

  it('rejects "Get started" that leads to a call-back form', () => {
    const result = detectOn(selfServeSignup, { '/': '<a href="/get-started">Get started</a>', '/get-started': CALLBACK_FORM });
    expect(result.present).toBe(false);
  });

  it('rejects "Sign up" that only opens an email to the company', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="mailto:hello@acme.test">Sign up</a>' }).present).toBe(false);
  });

  it('rejects a site with only "Log in" and "Book a demo"', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/login">Log in</a><a href="/demo">Book a demo</a>' }).present).toBe(false);
  });

  it('does not count a login form as a signup form', () => {
    const result = detectOn(selfServeSignup, { '/signup': '<form><input type="email" name="email"><input type="password" name="password"><button>Log in</button></form>' });
    expect(result.present).toBe(false);
  });

  it('reads German: "Jetzt kostenlos testen"', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/registrieren">Jetzt kostenlos testen</a>' }).present).toBe(true);
  });

  it('reads French: "Créer un compte"', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/inscription">Créer un compte</a>' }).present).toBe(true);
  });

  it('reads Spanish: "Regístrate gratis"', () => {
    expect(detectOn(selfServeSignup, { '/': '<a href="/registro">Regístrate gratis</a>' }).present).toBe(true);
  });
});
