import type { TextBlock } from '../model/page-model.ts';
import { matches, phrase } from '../text/phrases.ts';
import { EvidenceList } from '../text/search.ts';
import { excerpt } from '../text/phrases.ts';
import { defineSignal, found } from './detector.ts';

/** A quoted sentence: in quote marks, or a blockquote/testimonial card of real length. */
const QUOTE_MARKS = /^[“"„«»‹]\s?.{30,}[”"“»«›]$/su;
/** Who said it: "— Name, Role" or a job title. */
const ROLE = phrase(
  'ceo',
  'cto',
  'cfo',
  'coo',
  'ciso',
  'cio',
  'cmo',
  'cpo',
  'chief [\\p{L}]+ officer',
  'founder',
  'co-?founder',
  'head of',
  'vp',
  'director',
  'manager',
  'lead',
  'owner',
  'engineer',
  'designer',
  'marketer',
  'consultant',
  'partner',
  'president',
  'geschäftsführer(?:in)?',
  'gründer(?:in)?',
  'inhaber(?:in)?',
  'leiter(?:in)?',
  'fondat(?:eur|rice)',
  'direct(?:eur|rice)',
  'responsable',
  'gérant(?:e)?',
  'fundador(?:a)?',
  'director(?:a)?',
  'gerente',
  'jef(?:e|a) de',
);
const ATTRIBUTION = /^[—–-]\s?\p{Lu}/u;
/**
 * A person's name followed by what they do, as testimonial cards sign off:
 * "Lucía Romero Propietaria, Barbería", "Dr. Henrike Maaß · Steuerberaterin". Read
 * only on the few short blocks just after a quote.
 */
const NAMED_PERSON =
  /^(?:(?:Dr|Prof|Mme|Mr|Mrs|Ms|Sr|Sra|Hr|Fr)\.? )?\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}\.)?(?: (?:de |van |von |del |la |le )?\p{Lu}[\p{Ll}'’-]+){1,2}(?:\s*[,·|]|\s[-–—])\s*\p{L}/u;

function isQuote(block: TextBlock): boolean {
  if (block.region !== 'main' || block.heading) return false;
  if (QUOTE_MARKS.test(block.text)) return true;
  return block.quote && block.text.length >= 40 && !matches(ROLE, block.text.slice(0, 30));
}

function isAttribution(block: TextBlock | undefined): boolean {
  if (!block || block.text.length > 90) return false;
  return ATTRIBUTION.test(block.text) || NAMED_PERSON.test(block.text) || matches(ROLE, block.text);
}

/** Customer quotes with a named source nearby, in any markup, or reviews with an author in ld+json. */
export const testimonials = defineSignal('testimonials', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    page.blocks.forEach((block, index) => {
      if (!isQuote(block)) return;
      const next = page.blocks.slice(index + 1, index + 4);
      const source = next.find(isAttribution);
      if (source) evidence.add(page.url, `${excerpt(block.text)} ${source.text}`);
    });
    for (const quote of page.structuredQuotes ?? []) evidence.add(page.url, `${excerpt(quote.text)} — ${quote.author} (structured data)`);
  }
  return found(evidence.toArray());
});
