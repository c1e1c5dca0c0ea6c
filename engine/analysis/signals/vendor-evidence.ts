import type { SiteModel } from '../model/site-model.ts';
import { VENDOR_GLOBALS } from '../model/vendor-globals.ts';
import { EvidenceList } from '../text/search.ts';
import { vendorOfHost, vendorOfResource, vendorsInInlineScript, type VendorCategory } from '../vendors.ts';

/**
 * Evidence of a vendor category in use: the resource host (script, frame, link),
 * inline snippets that load it, e.g. "Intercom script: widget.intercom.io", and on a
 * rendered page what the browser saw: the requests it made and the globals it defined.
 */
export function vendorEvidence(site: SiteModel, category: VendorCategory, evidence = new EvidenceList()): EvidenceList {
  for (const page of site.readable) {
    // What the browser saw comes first: it is what happened, not what the markup suggests.
    for (const request of page.requests) {
      const vendor = vendorOfHost(request.host, category);
      if (vendor) evidence.add(page.url, `${vendor.name}: the page requested ${request.host} while loading`);
    }
    for (const name of page.vendorGlobals) {
      const host = VENDOR_GLOBALS[name];
      const vendor = host ? vendorOfHost(host, category) : undefined;
      if (vendor) evidence.add(page.url, `${vendor.name}: the page set up window.${name} while loading`);
    }
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
