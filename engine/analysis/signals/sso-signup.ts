import { OAUTH_URL, SOCIAL_SIGN_IN_WORDS, socialSignInsIn } from '../text/concepts/social-sign-in.ts';
import { excerpt } from '../text/phrases.ts';
import { blocksMatching, EvidenceList, matchingCtas } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/**
 * Present when a button, a link or a line offers to sign up or in with an identity
 * provider's account (text/concepts/social-sign-in.ts: "Sign up with Google", "Mit
 * GitHub anmelden", "Continuer avec Google", "Regístrate con Google"), or a link goes to
 * a provider's OAuth endpoint; SAML or SSO as a plan feature is not.
 */
export const ssoSignup = defineSignal('sso-signup', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    for (const cta of matchingCtas(page, SOCIAL_SIGN_IN_WORDS)) if (socialSignInsIn(cta.text).length > 0) evidence.addCta(page, cta);
    for (const cta of page.ctas) if (cta.href && OAUTH_URL.test(cta.href)) evidence.addCta(page, cta);
  }
  for (const { page, block } of blocksMatching(site, SOCIAL_SIGN_IN_WORDS)) {
    for (const offer of socialSignInsIn(block.text)) evidence.add(page.url, excerpt(block.text, offer.index, offer.text.length));
  }
  return found(evidence.toArray());
});
