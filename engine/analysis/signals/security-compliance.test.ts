import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { securityCompliance } from './security-compliance.ts';

describe('security-compliance', () => {
  it('finds SOC 2 Type II', () => {
    expect(detectOn(securityCompliance, { '/': '<p>Audited annually for SOC 2 Type II.</p>' }).present).toBe(true);
  });

  it('finds ISO 27001', () => {
    expect(detectOn(securityCompliance, { '/': '<p>ISO/IEC 27001 certified data centres.</p>' }).present).toBe(true);
  });

  it('finds a compliance badge image by its alt', () => {
    expect(detectOn(securityCompliance, { '/': '<img src="/badges/hipaa.svg" alt="HIPAA compliant">' }).present).toBe(true);
  });

  it('finds "GDPR compliant"', () => {
    expect(detectOn(securityCompliance, { '/': '<p>Hosted in Frankfurt. GDPR compliant.</p>' }).present).toBe(true);
  });

  it('does not count a cookie banner that names the GDPR', () => {
    expect(
      detectOn(securityCompliance, { '/': '<div class="cookie-banner">We use cookies as described in our privacy policy under the GDPR.</div>' }).present,
    ).toBe(false);
  });

  it('reads German: "DSGVO-konform"', () => {
    expect(detectOn(securityCompliance, { '/': '<p>Kundenfluss ist DSGVO-konform.</p>' }).present).toBe(true);
  });

  it('reads French: "conforme au RGPD"', () => {
    expect(detectOn(securityCompliance, { '/': '<p>Agendia est conforme au RGPD.</p>' }).present).toBe(true);
  });

  it('reads Spanish: "cumple con el RGPD"', () => {
    expect(detectOn(securityCompliance, { '/': '<p>Facturo cumple con el RGPD.</p>' }).present).toBe(true);
  });

  it('reads French: "conformité RGPD"', () => {
    expect(detectOn(securityCompliance, { '/': '<p>Hébergement en France, chiffrement des données, conformité RGPD.</p>' }).present).toBe(true);
  });

  it('does not count a CCPA notice link', () => {
    expect(detectOn(securityCompliance, { '/': '<footer><a href="/privacy#ccpa">CCPA notice</a></footer>' }).present).toBe(false);
  });

  it('reads German: "DSGVO-Konformität"', () => {
    expect(detectOn(securityCompliance, { '/': '<p>Serverstandort Deutschland und volle DSGVO-Konformität.</p>' }).present).toBe(true);
  });

  it('reads Spanish: "conformidad con el RGPD"', () => {
    expect(detectOn(securityCompliance, { '/': '<p>Datos alojados en la UE y conformidad con el RGPD.</p>' }).present).toBe(true);
  });

  it('rejects German: a cookie banner that names the DSGVO', () => {
    expect(
      detectOn(securityCompliance, { '/': '<div class="cookie-banner">Wir verwenden Cookies gemäß unserer Datenschutzerklärung nach der DSGVO.</div>' })
        .present,
    ).toBe(false);
  });

  it('rejects French: "Politique de confidentialité" and a RGPD rights notice', () => {
    expect(
      detectOn(securityCompliance, {
        '/': '<footer><a href="/confidentialite">Politique de confidentialité</a><p>Conformément au RGPD, vous disposez d\'un droit d\'accès à vos données.</p></footer>',
      }).present,
    ).toBe(false);
  });

  it('rejects Spanish: a cookie notice that names the RGPD', () => {
    expect(detectOn(securityCompliance, { '/': '<div class="cookies">Usamos cookies según nuestra política de privacidad y el RGPD.</div>' }).present).toBe(
      false,
    );
  });

  it('finds GDPR stated as the way the service runs, in four languages', () => {
    for (const claim of [
      '<p>Our hosting complies with the GDPR and data stays in Frankfurt.</p>',
      '<p>The platform runs in European data centres and is operated under GDPR.</p>',
      '<p>Vos données sont hébergées en France et nous sommes pleinement conformes au RGPD.</p>',
      "<p>L'infrastructure tourne dans des centres de données européens, opérée sous RGPD.</p>",
      '<p>Alojamos los datos en la UE, conforme al RGPD.</p>',
    ]) {
      expect(detectOn(securityCompliance, { '/': claim }).present, claim).toBe(true);
    }
  });

  it('rejects a form asking for consent under the GDPR', () => {
    expect(detectOn(securityCompliance, { '/': '<label><input type="checkbox"> I agree to the processing of my data under the GDPR.</label>' }).present).toBe(
      false,
    );
  });
});
