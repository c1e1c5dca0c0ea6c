import { anyPhrase, isNegated } from '../phrases.ts';
import { lexiconPhrase } from './lexicon.ts';
import { clausesOf, type Found, matchesIn, memoByText, near, sentenceAt, type Span } from './clause.ts';

/**
 * Signing up or in with an account at an identity provider (Google, Microsoft, GitHub,
 * Apple...): an account action and "with", "via" or "using" the provider's name (or
 * its account) in one clause, in either order ("Sign up with Google", "Mit Google
 * registrieren", "Inscription via GitHub"). Not single sign-on through a company's
 * identity system (SAML, SSO as a plan feature), the provider's products the product
 * works with (Google Drive, GitHub Actions), an app store, nor a social profile.
 */

/** Providers whose accounts sites let visitors sign up with. */
const PROVIDER = '(?:google|microsoft|github|gitlab|bitbucket|apple|slack|linkedin|facebook|twitter|discord)';

/** Creating an account or entering one: "sign up", "continue", "registrieren", "se connecter", "regístrate". */
const ACCOUNT_ACTION = lexiconPhrase({
  en: [
    'sign ?(?:up|in)',
    'signup',
    'log ?in',
    'login',
    'continue',
    'register(?:ing)?',
    'join',
    'get started',
    'create (?:your |an |a |my )?account',
    'one-click sign ?up',
    'use your',
  ],
  de: ['registrier\\p{L}*', 'anmeld\\p{L}*', 'anmelden', 'einloggen', 'fortfahren', 'weiter', 'starten', 'konto', 'erstellen sie ein konto', 'nutzen sie ihr'],
  fr: [
    "s'inscrire",
    'inscri(?:vez|s|ption)(?:-vous|-toi)?',
    'se connecter',
    'connectez-vous',
    'connexion',
    'continuer',
    'commencer',
    'créez? (?:votre |un )compte',
    'utilisez votre',
  ],
  es: [
    'regístr(?:ate|ese)',
    'registrarse',
    'registrarte',
    'registro',
    'iniciar sesión',
    'inicia sesión',
    'continuar',
    'entra',
    'entrar',
    'acceder',
    'empieza',
    'crea (?:tu |una )cuenta',
    'usa tu',
  ],
});

/** "with Google", "mit Ihrem Google-Konto", "via GitHub", "con tu cuenta de Google", or a provider's own OAuth button text. */
const WITH_PROVIDER = lexiconPhrase({
  en: [`(?:with|using|via|through) ${PROVIDER}`, `(?:with|using|via|through) your ${PROVIDER}`, `your ${PROVIDER}(?: or ${PROVIDER})? account`],
  de: [
    `(?:mit|über|per|via) ${PROVIDER}`,
    `(?:mit|über|per|via) (?:ihrem|deinem|ihr) ${PROVIDER}`,
    `(?:ihr|ihrem|dein|deinem) ${PROVIDER}(?:-| oder ${PROVIDER}-)konto`,
  ],
  fr: [`(?:avec|via|par) ${PROVIDER}`, `(?:avec|via|par) (?:votre|ton) compte ${PROVIDER}`, `(?:votre|ton) compte ${PROVIDER}`],
  es: [`(?:con|mediante|vía|via) ${PROVIDER}`, `(?:con|mediante|vía|via) (?:tu|su) cuenta de ${PROVIDER}`, `(?:tu|su) cuenta de ${PROVIDER}`],
});

/** Single sign-on through the company's identity system, or the provider's products: not a social sign-up. */
const NOT_SOCIAL = lexiconPhrase({
  en: [
    'saml',
    'sso',
    'single sign-on',
    'oidc',
    'openid',
    'oauth ?2? providers?',
    'okta',
    'azure ad',
    'entra id',
    `${PROVIDER} (?:drive|docs|sheets|calendar|workspace|analytics|ads|play|actions|teams|365|podcasts|pay)`,
    'app store',
    // The product's own users signing in to what it builds: a feature, not the site's signup.
    'visitors',
    'end users',
    '(?:your|their) (?:users|customers|members)',
  ],
  de: ['saml', 'sso', 'oidc', `${PROVIDER} (?:kalender|drive|sheets|workspace)`, 'besucher(?:innen)?', '(?:ihre|deine) (?:kunden|nutzer)(?:innen)?'],
  fr: ['saml', 'sso', 'authentification unique', 'oidc', `${PROVIDER} (?:agenda|drive|sheets|workspace)`, 'visiteurs', '(?:vos|tes) (?:utilisateurs|clients)'],
  es: ['saml', 'sso', 'inicio de sesión único', 'oidc', `${PROVIDER} (?:calendar|drive|sheets|workspace)`, 'visitantes', '(?:tus|sus) (?:usuarios|clientes)'],
});

/** Every word a social sign-up holds one of: the provider's name. */
export const SOCIAL_SIGN_IN_WORDS = anyPhrase(WITH_PROVIDER);

/** Words the account action may stand from the provider: "Create your account in one click with Google". */
const NEAR = 5;

/** The social sign-ups a text (a sentence, a button's label) offers. */
export const socialSignInsIn = memoByText((text: string): Found[] => {
  return clausesOf(text)
    .map((clause) => signInIn(text, clause))
    .filter((found): found is Found => found !== undefined);
});

function signInIn(text: string, clause: Span): Found | undefined {
  if (matchesIn(text, NOT_SOCIAL, sentenceAt(text, clause.start)).length > 0) return undefined;
  const providers = matchesIn(text, WITH_PROVIDER, clause);
  const actions = matchesIn(text, ACCOUNT_ACTION, clause).filter((action) => !isNegated(text, action.index));
  const action = actions.find((each) => near(text, [each], providers, NEAR));
  return action && providers.length > 0 ? (action.index < providers[0]!.index ? action : providers[0]) : undefined;
}

/** OAuth endpoints of identity providers, or a site's own "/auth/google" route. */
export const OAUTH_URL =
  /accounts\.google\.com\/o\/oauth2|login\.microsoftonline\.com\/[^?]*oauth2|github\.com\/login\/oauth|gitlab\.com\/oauth|appleid\.apple\.com\/auth|\/(?:auth|oauth|login|signup|users\/auth)\/(?:google|github|microsoft|gitlab|apple|slack|linkedin)(?:[/?#]|$)/i;
