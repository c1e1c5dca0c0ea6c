import { outlineOf } from '../model/outline.ts';
import { addressOf } from '../model/page-model.ts';
import { isHelpAddress } from '../text/concepts/help-resources.ts';
import { isTemplateAddress, isTemplateHeading, isTemplateLabel, TEMPLATE_LABEL, TEMPLATE_WORDS, templateOfferIn } from '../text/concepts/templates.ts';
import { excerpt } from '../text/phrases.ts';
import { EvidenceList, matchingCtas, MAX_EVIDENCE, textHits } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/*
 * Present when the site offers ready starting points to its users: a link or button that
 * names templates or an example gallery (or leads to one), a heading over templates, or a
 * clause that offers them (counted, ready-made, chosen from, from a gallery); not
 * templates the visitor makes, "template" qualifying a product noun, a plan's template
 * limit, a "Starter" plan or a hardware starter kit, a docs page about a concept, or theme
 * paths in markup (never read).
 */
export const templates = defineSignal('templates', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    const labelled = matchingCtas(page, TEMPLATE_LABEL);
    for (const cta of page.ctas) {
      if (!cta.text || cta.text.length > 40) continue;
      const url = cta.kind === 'link' ? addressOf(cta) : undefined;
      if (!((labelled.has(cta) && isTemplateLabel(cta.text)) || (url && isTemplateAddress(url) && site.isOwnHost(url.hostname)))) continue;
      // A link into the docs explains a concept of the product ("Blueprints" -> /docs/blueprints): no gallery to start from.
      if (!url || !(/^(?:mailto|tel):/i.test(url.protocol) || isHelpAddress(url))) evidence.addCta(page, cta);
    }
    for (const section of outlineOf(page)) {
      if (section.title.region !== 'meta' && section.title.heading && isTemplateHeading(section.title.text))
        evidence.add(page.url, `Heading: "${section.title.text}"`);
    }
  }
  let last: unknown;
  for (const hit of textHits(site, TEMPLATE_WORDS)) {
    if (evidence.size >= MAX_EVIDENCE) break;
    if (hit.block === last) continue;
    last = hit.block;
    const offer = templateOfferIn(hit.block.text);
    if (offer) evidence.add(hit.page.url, excerpt(hit.block.text, offer.index, offer.text.length));
  }
  return found(evidence.toArray());
});
