import { phrase } from '../text/phrases.ts';
import { ctaHits, textHits } from '../text/search.ts';
import { EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

const PROVIDER = '(?:google|microsoft|github|gitlab|apple|slack|linkedin)';
/** "Sign up with Google", "Mit Google registrieren", "Continuer avec Google", "Regístrate con Google". SAML SSO is not social sign-up. */
const SOCIAL_SIGNUP = phrase(
  `(?:sign ?up|sign ?in|log ?in|continue|register|join|get started) (?:free )?with ${PROVIDER}`,
  `mit ${PROVIDER} (?:registrieren|anmelden|fortfahren|einloggen|starten)`,
  `(?:continuer|s'inscrire|inscrivez-vous|se connecter|inscription|connexion|commencer) avec ${PROVIDER}`,
  `(?:continuar|regístrate|registrarse|iniciar sesión|inicia sesión|entrar|acceder|empieza) con ${PROVIDER}`,
);
const OAUTH_URL =
  /accounts\.google\.com\/o\/oauth2|login\.microsoftonline\.com\/[^?]*oauth2|github\.com\/login\/oauth|\/(?:auth|oauth|login|signup)\/(?:google|github|microsoft|gitlab|apple)(?:[/?#]|$)/i;

export const ssoSignup = defineSignal('sso-signup', (site) => {
  const evidence = new EvidenceList();
  for (const hit of ctaHits(site, SOCIAL_SIGNUP)) evidence.addCta(hit.page, hit.cta);
  for (const page of site.readable) {
    for (const cta of page.ctas) if (cta.href && OAUTH_URL.test(cta.href)) evidence.addCta(page, cta);
  }
  for (const hit of textHits(site, SOCIAL_SIGNUP)) evidence.addHit(hit);
  return found(evidence.toArray());
});
