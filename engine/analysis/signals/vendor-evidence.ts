import type { SiteModel } from '../model/site-model.ts';
import { EvidenceList } from '../text/search.ts';
import { vendorOfResource, vendorsInInlineScript, type VendorCategory } from '../vendors.ts';

/**
 * Evidence of a vendor category in use: the resource host (script, frame, link) and
 * inline snippets that load it, e.g. "Intercom script: widget.intercom.io".
 */
export function vendorEvidence(site: SiteModel, category: VendorCategory, evidence = new EvidenceList()): EvidenceList {
  for (const page of site.readable) {
    for (const resource of page.resources) {
      const vendor = vendorOfResource(resource, category);
      if (vendor) evidence.add(page.url, `${vendor.name} ${resource.tag === 'a' ? 'link' : resource.tag}: ${resource.host}`);
    }
    for (const vendor of vendorsInInlineScript(page.inlineScript, category)) {
      evidence.add(page.url, `${vendor.name} snippet in inline script`);
    }
  }
  return evidence;
}
