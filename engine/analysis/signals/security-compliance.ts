import { phrase } from '../text/phrases.ts';
import { EvidenceList, matchingItems, textHits } from '../text/search.ts';
import { imageAlt } from '../model/page-model.ts';
import { defineSignal, found } from './detector.ts';

/**
 * SOC 2, ISO 27001, HIPAA or PCI claims, and GDPR stated as compliance ("GDPR
 * compliant", "DSGVO-konform"); a cookie banner that merely names the GDPR is not.
 */
const COMPLIANCE_CLAIM = phrase(
  'soc ?2(?: type (?:ii|i|1|2))?',
  'iso(?:/iec)? ?27001',
  'iso ?27017',
  'iso ?27018',
  'hipaa(?: compliant| compliance)?',
  'pci(?: dss)?(?: compliant| level 1)',
  'gdpr(?: |-)?(?:compliant|compliance|ready)',
  '(?:compliant|compliance|comply|complies|complying) with (?:the )?(?:eu )?gdpr',
  '(?:operated|hosted) (?:in the eu )?(?:under|according to) (?:the )?gdpr',
  'ccpa(?: |-)compliant',
  'tisax',
  'bsi c5',
  'dsgvo(?:-| )?(?:konform\\p{L}*|compliant)',
  'konform (?:mit der|zur) dsgvo',
  'dsgvo-?konformität',
  'conformes? (?:au |avec le |à la )?rgpd',
  'rgpd(?:-| )?conformes?',
  'conformité (?:au |avec le )?rgpd',
  '(?:respecte|respectent|respectons) (?:pleinement |strictement )?(?:le )?rgpd',
  "(?:opérée?s?|hébergée?s?) (?:dans l'ue |en europe )?sous (?:le )?rgpd",
  'cumple (?:con )?(?:el )?rgpd',
  '(?:conforme|de acuerdo) (?:al|con el) rgpd',
  'cumplimiento (?:del )?rgpd',
  'conformidad con (?:el )?rgpd',
  '(?:certifié|certification|hébergeur|hébergement) hds',
);

export const securityCompliance = defineSignal('security-compliance', (site) => {
  const evidence = new EvidenceList();
  for (const hit of textHits(site, COMPLIANCE_CLAIM)) evidence.addHit(hit);
  for (const page of site.readable) {
    for (const resource of matchingItems(page.resources, imageAlt, COMPLIANCE_CLAIM)) evidence.add(page.url, `Badge image: "${resource.label}"`);
  }
  return found(evidence.toArray());
});
