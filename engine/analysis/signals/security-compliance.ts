import { imageAlt } from '../model/page-model.ts';
import { answerQuote, answersTo, saysYes } from '../text/answers.ts';
import { complianceClaimsIn, COMPLIANCE_NAMED, type ComplianceKind } from '../text/concepts/compliance.ts';
import { saidOfAnother } from '../text/concepts/own-names.ts';
import { excerpt } from '../text/phrases.ts';
import { matchingItems, textHits } from '../text/search.ts';
import { StrongestEvidence } from '../text/strongest-evidence.ts';
import { defineSignal, found } from './detector.ts';

/**
 * Present when the site claims a compliance standard: names a security standard or
 * audit it holds (SOC 2, ISO 27001, HIPAA, PCI DSS...), says it meets a data-protection
 * law (GDPR, DSGVO, RGPD, CCPA) or offers a data-processing agreement, in a clause that
 * is no question, no plan, no lesson and no privacy notice and is not said of another
 * company ("Stripe, a PCI DSS certified processor"); or answers yes to a question about
 * one. The claim is quoted, never the question.
 */

/** A named standard says most; a law met or an agreement offered next; a badge or a bare "yes" least. */
const STRENGTH: Record<ComplianceKind, number> = { standard: 3, law: 2, agreement: 2 };

export const securityCompliance = defineSignal('security-compliance', (site) => {
  const evidence = new StrongestEvidence();
  const read = new Set<object>();
  for (const hit of textHits(site, COMPLIANCE_NAMED)) {
    if (read.has(hit.block)) continue;
    read.add(hit.block);
    const text = hit.block.text;
    // A processor's or a host's own certificate, named in passing, is theirs.
    const claims = complianceClaimsIn(text).filter((claim) => !saidOfAnother(text, claim.index, claim.clause.start, site));
    const strongest = claims.sort((a, b) => STRENGTH[b.kind] - STRENGTH[a.kind])[0];
    if (strongest) {
      const { clause } = strongest;
      evidence.add(hit.page.url, excerpt(clause.text, strongest.index - clause.start, strongest.end - strongest.index), STRENGTH[strongest.kind]);
    }
  }
  for (const page of site.readable) {
    for (const resource of matchingItems(page.resources, imageAlt, COMPLIANCE_NAMED)) {
      if (complianceClaimsIn(resource.label).length > 0) evidence.add(page.url, `Badge image: "${resource.label}"`, 1);
    }
  }
  // "Is Acme SOC 2 certified?" claims nothing; its "Yes, ..." does, and is what is quoted.
  for (const answer of answersTo(site, COMPLIANCE_NAMED)) if (saysYes(answer.text)) evidence.add(answer.page.url, answerQuote(answer), 1);
  return found(evidence.toArray());
});
