import { describe, expect, it } from 'vitest';
import { complianceClaimsIn } from './compliance.ts';

const kinds = (text: string) => complianceClaimsIn(text).map((claim) => claim.kind);

describe('complianceClaimsIn', () => {
  it('reads a named security standard as a claim: "SOC 2 Type II", "ISO/IEC 27001:2022"', () => {
    expect(kinds('Acme is SOC 2 Type II certified.')).toEqual(['standard']);
    expect(kinds('Certified to ISO/IEC 27001:2022.')).toEqual(['standard']);
  });

  it('reads PCI DSS, CIS benchmarks, BSI C5, TISAX, HDS and NIS2 as standards', () => {
    for (const text of [
      'PCI DSS Level 1',
      'follows the CIS benchmarks',
      'nach BSI C5 testiert',
      'TISAX assessed',
      'Hébergement certifié HDS',
      'Ready for NIS2',
    ]) {
      expect(kinds(text), text).toEqual(['standard']);
    }
  });

  it('reads a law as met only with a word of compliance, in four languages', () => {
    for (const text of ['Fully GDPR compliant.', 'DSGVO-konform gehostet.', 'Conforme au RGPD.', 'Cumple con el RGPD.', 'GDPR-ready by design.']) {
      expect(kinds(text), text).toEqual(['law']);
    }
    expect(kinds('Read about the GDPR.')).toEqual([]);
  });

  it('reads a data-processing agreement as a claim in four languages', () => {
    for (const text of [
      'We sign a DPA with every customer.',
      'AV-Vertrag inklusive.',
      'Accord de traitement des données disponible.',
      'Contrato de encargo del tratamiento incluido.',
    ]) {
      expect(kinds(text), text).toEqual(['agreement']);
    }
  });

  it('does not read "dpa" in small letters (a news agency) as an agreement', () => {
    expect(kinds('Foto: dpa')).toEqual([]);
  });

  it('does not read a question as a claim', () => {
    expect(kinds('Is Acme GDPR compliant?')).toEqual([]);
    expect(kinds('¿Acme cumple con el RGPD?')).toEqual([]);
  });

  it('does not read a plan towards a standard as a claim, in four languages', () => {
    for (const text of [
      'We are working towards SOC 2.',
      'ISO 27001 ist in Vorbereitung.',
      'Nous préparons la certification ISO 27001.',
      'Todavía no contamos con SOC 2.',
    ]) {
      expect(kinds(text), text).toEqual([]);
    }
  });

  it('does not read teaching about a standard as a claim', () => {
    expect(kinds('A beginner’s guide to HIPAA.')).toEqual([]);
    expect(kinds('Webinar: so bereiten Sie sich auf ein ISO-27001-Audit vor.')).toEqual([]);
  });

  it('does not read a privacy notice that names the law as a claim, in four languages', () => {
    for (const text of [
      'Under the GDPR you have the right to access your data.',
      'Gemäß DSGVO können Sie Ihre Einwilligung widerrufen.',
      'Conformément au RGPD, vous disposez d’un droit d’accès.',
      'De acuerdo con el RGPD, tiene derecho a acceder a sus datos.',
    ]) {
      expect(kinds(text), text).toEqual([]);
    }
  });

  it("does not read an agreement with the site's own vendor as one offered", () => {
    expect(kinds('We have a DPA with our analytics provider.')).toEqual([]);
    expect(kinds('Mit unserem Hosting-Anbieter haben wir einen AV-Vertrag.')).toEqual([]);
  });

  it('gives the clause that makes the claim', () => {
    const [claim] = complianceClaimsIn('Fast and simple. ISO 27001 certified data centres. Try it.');
    expect(claim?.clause.text).toBe('ISO 27001 certified data centres.');
  });
});
