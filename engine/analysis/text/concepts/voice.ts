import type { TextBlock } from '../../model/page-model.ts';

/**
 * Who is speaking. A customer quoted on the page speaks in the first person singular
 * ("I set up a system used by hundreds of schools", "Ich konnte es schnell
 * integrieren", "J'ai déployé...", "Yo monté..."): the figures and the speed are theirs,
 * not claims the site makes. Questions are left out ("Can I cancel?").
 */
const FIRST_PERSON = /(?:^|[^\p{L}])(?:(?:I|[Mm]e|[Mm]y|[Ii]ch|[Mm]ir|[Mm]ich|[Jj]e|[Mm]oi|[Yy]o)(?![\p{L}'’])|[Jj]['’](?=\p{L}))/u;

export function speaksInFirstPerson(text: string): boolean {
  // Without a question mark there is no question to leave out (the scan for one is slow on long texts).
  return FIRST_PERSON.test(text.includes('?') ? text.replace(/[^.!?]*\?/g, '') : text);
}

/** A customer's words: a quote block or one opening with a quotation mark; a testimonial section's heading is the site speaking. */
export function isCustomerQuote(block: TextBlock): boolean {
  return !block.heading && (block.quote || /^[“"„«]/.test(block.text));
}

/** Words a customer says, not the site: quoted, or in the first person singular. */
export function isCustomersVoice(block: TextBlock): boolean {
  return isCustomerQuote(block) || speaksInFirstPerson(block.text);
}
