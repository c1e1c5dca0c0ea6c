import type { SiteModel } from '../model/site-model.ts';
import { EvidenceList } from '../text/search.ts';
import { inlineSightings, selfHostedWidgets, vendorOfGlobal, vendorOfRequest, vendorOfResource, type VendorCategory } from '../vendors.ts';

/**
 * Evidence of a vendor category in use: the resource host (script, frame, link),
 * inline snippets that load it, e.g. "Intercom script: widget.intercom.io", a
 * self-hosted widget's script and start-up call, and on a rendered page what the
 * browser saw: the requests it made and the globals it defined.
 */
export function vendorEvidence(site: SiteModel, category: VendorCategory, evidence = new EvidenceList()): EvidenceList {
  for (const page of site.readable) {
    // What the browser saw comes first: it is what happened, not what the markup suggests.
    for (const request of page.requests) {
      const vendor = vendorOfRequest(request, category);
      if (vendor) evidence.add(page.url, `${vendor.name}: the page requested ${request.host} while loading`);
    }
    for (const name of page.vendorGlobals) {
      const vendor = vendorOfGlobal(name, category);
      if (vendor) evidence.add(page.url, `${vendor.name}: the page set up window.${name} while loading`);
    }
    for (const resource of page.resources) {
      const vendor = vendorOfResource(resource, category);
      if (vendor) evidence.add(page.url, `${vendor.name} ${resource.tag === 'a' ? 'link' : resource.tag}: ${resource.host}`);
    }
    for (const widget of selfHostedWidgets(page, category)) {
      evidence.add(page.url, `${widget.vendor.name}, self-hosted: ${widget.path} started by ${widget.call}`);
    }
    for (const { vendor } of inlineSightings(page.inlineScript, category)) {
      evidence.add(page.url, `${vendor.name} snippet in inline script`);
    }
  }
  return evidence;
}
