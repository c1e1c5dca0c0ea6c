import type { PageModel, TextBlock } from '../model/page-model.ts';
import { excerpt, matches, phrase } from '../text/phrases.ts';
import { EvidenceList, matchingItems } from '../text/search.ts';
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
  'organi[sz]er',
  'geschäftsführer(?:in)?',
  'gründer(?:in)?',
  'inhaber(?:in)?',
  'leiter(?:in)?',
  'direktor(?:in)?',
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
/** A social post's byline: "Dana Reyes @danareyes", or the handle alone. */
const HANDLE = /(?:^|\s)@[\p{L}\d_.]{2,30}$/u;
/** A name and the site of the person's company: "Jo Lind lindworks.io". */
const NAME_AND_SITE = /^\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+){0,2} [\w-]+(?:\.[\w-]+)*\.[a-z]{2,}$/u;
/**
 * The shorter sign-off of a quote in a testimonial container: an organisation or a
 * place rather than a person ("Harbour Rowing Club (Division 2)", "Atelier Nord · Lyon").
 * Two capitalised words or a separator, no sentence.
 */
const SIGN_OFF = /^[\p{Lu}\d][^.!?:]{0,58}[^.!?:*]$/u;
const SIGN_OFF_SHAPE = /[,·|–—]|\p{Lu}[\p{Ll}\p{Lu}'’&.-]*\s+\p{Lu}/u;
/** The end of a sentence (not the dot of "acme.io"). */
const SENTENCE_END = /[.!?…]["”»]?(?:\s|$)/u;
/** Blocks a visitor presses or fills in sign nothing. */
const NOT_A_BYLINE_TAG = new Set(['a', 'button', 'label', 'option', 'h1', 'h2', 'h3']);

/**
 * Headings of a section of customer quotes: "What our customers say", "Kundenstimmen",
 * "Ce que disent nos clients", "Lo que dicen nuestros clientes". Under one of them a
 * quote needs no quote marks, and a quoted line no name.
 */
const TESTIMONIAL_HEADING = phrase(
  'testimonials?',
  "what (?:[\\p{L}'-]+ ){0,3}(?:say|says|said|are saying|think|thinks)",
  'hear from',
  'in their (?:own )?words',
  'customer (?:stories|voices|love|reviews|quotes)',
  'success stories',
  'wall of love',
  "don't (?:just )?take our word",
  'loved by',
  'kind words',
  'kundenstimmen',
  'stimmen (?:aus|unserer|von|zu)',
  'was (?:[\\p{L}-]+ ){0,3}(?:sagen|sagt|meinen)',
  'das sagen',
  'erfahrungsberichte',
  'kundenmeinungen',
  'kundengeschichten',
  'erfolgsgeschichten',
  'kundenbewertungen',
  'témoignages?',
  "ce que (?:[\\p{L}'-]+ ){0,3}(?:disent|dit|pensent|pense)",
  'ils (?:en )?parlent',
  'avis (?:de nos|des|clients?)',
  'paroles? de clients?',
  'histoires? (?:de )?clients?',
  'retours? clients?',
  'testimonios?',
  'lo que (?:[\\p{L}-]+ ){0,3}(?:dicen|opinan|piensan)',
  'qué dicen',
  'opiniones (?:de )?(?:nuestros )?(?:clientes|usuarios)',
  'historias de (?:éxito|clientes)',
  'casos de éxito',
  'reseñas',
);
/** How far below its heading a quote section reaches. */
const SECTION_REACH = 40;
/** A heading-length block. */
const HEADING_LENGTH = 90;

function isMarked(block: TextBlock): boolean {
  return block.quote || block.tag === 'blockquote' || QUOTE_MARKS.test(block.text);
}

/** A block of the page body that could be someone's words (a quote card may style them as a heading). */
function isQuoteText(block: TextBlock): boolean {
  if (block.heading && !block.quote) return false;
  if (NOT_A_BYLINE_TAG.has(block.tag) && !block.heading) return false;
  // A long job title ("Former Chief Scientist at … and Founder of …") is a byline, not words said.
  return !matches(ROLE, block.text.slice(0, 30)) && !(block.text.length < 100 && !SENTENCE_END.test(block.text) && matches(ROLE, block.text));
}

/** A line naming a person: "— Name", "Name, Role", a job title, "@handle", "Name site.com". */
function isNamedByline(block: TextBlock): boolean {
  const text = block.text;
  if (text.length > 90) return false;
  return ATTRIBUTION.test(text) || NAMED_PERSON.test(text) || HANDLE.test(text) || NAME_AND_SITE.test(text) || matches(ROLE, text);
}

/** Any sign-off: a named byline, or an organisation's or place's name (read only beside a quote in a testimonial container). */
function isSignOff(block: TextBlock): boolean {
  if (NOT_A_BYLINE_TAG.has(block.tag) || block.text.length > 60) return false;
  // "Testimonial pending" on a template's empty card signs nothing.
  return SIGN_OFF.test(block.text) && SIGN_OFF_SHAPE.test(block.text) && !matches(TESTIMONIAL_HEADING, block.text);
}

/** A social post's signature: a name, then the handle ("Dana Reyes @danareyes"); a bare "@acme" link is a profile. */
function isPostByline(block: TextBlock): boolean {
  return block.tag !== 'a' && block.text.length <= 60 && POST_BYLINE.test(block.text);
}
const POST_BYLINE = /\S\s+@[\p{L}\d_.]{2,30}$/u;

/**
 * A testimonial carousel: the quote shown, then a button per person to switch to
 * ("Dana Reyes Founder, Northwind", "Sam Ode CTO, Parcelwise").
 */
function isCarouselQuote(blocks: readonly TextBlock[], index: number): boolean {
  const people = blocks.slice(index + 1, index + 3);
  const isPersonButton = (block: TextBlock) => block.tag === 'button' && block.text.length <= 60 && /^\p{Lu}[^,]*,\s*\S/u.test(block.text);
  return people.length === 2 && people.every(isPersonButton) && people.some((person) => NAMED_PERSON.test(person.text) || matches(ROLE, person.text));
}

/** Where a quote's byline may stand: below it, or above it as a card's header. */
const AROUND = [1, 2, 3, -1, -2];
const BELOW = [1, 2, 3];

/** The byline next to the quote at `index`. */
function bylineOf(blocks: readonly TextBlock[], index: number, accepts: (block: TextBlock) => boolean, offsets = AROUND): TextBlock | undefined {
  for (const offset of offsets) {
    const block = blocks[index + offset];
    // A blockquote's own <footer> signs it too, so any region but the navigation's.
    if (block && block.region !== 'nav' && block.text.length <= 90 && accepts(block)) return block;
  }
  return undefined;
}

/**
 * For each block, whether it sits in a section headed like a testimonials section:
 * the heading reaches down until the next top-level heading or SECTION_REACH blocks.
 */
function testimonialSections(page: PageModel): Section[] {
  const headings = matchingItems(page.blocks, (block) => (block.text.length <= HEADING_LENGTH ? block.text : ''), TESTIMONIAL_HEADING);
  const sections: Section[] = [];
  let headedAt = -Infinity;
  page.blocks.forEach((block, index) => {
    if (headings.has(block)) headedAt = index;
    // A new top-level heading ends the section, unless the testimonials line was its eyebrow just above it.
    else if (block.heading && (block.tag === 'h1' || block.tag === 'h2') && index - headedAt > 2) headedAt = -Infinity;
    sections.push(index - headedAt > SECTION_REACH ? 'outside' : index - headedAt === 1 ? 'lead-in' : 'inside');
  });
  return sections;
}

/** Where a block stands against a testimonials heading; the line right under the heading introduces the section. */
type Section = 'outside' | 'lead-in' | 'inside';

/**
 * The quotes of one page with who said them. A quote is marked (quote marks, a
 * blockquote, a testimonial container) or stands under a testimonials heading; it is
 * someone's when a byline is next to it, and under such a heading a marked quote
 * needs none. Social posts (a text and "Name @handle") count when the page shows two.
 */
function* pageQuotes(page: PageModel): Generator<string> {
  const blocks = page.blocks;
  let sections: Section[] | undefined;
  const posts: string[] = [];
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index]!;
    if (block.region !== 'main' || block.text.length < 40) continue;
    sections ??= testimonialSections(page);
    const section = sections[index]!;
    if (!isMarked(block)) {
      // Most paragraphs end here: unmarked words outside a testimonials section are a quote only as a social post.
      if (section === 'outside') {
        const next = blocks[index + 1];
        if (next && isPostByline(next) && isQuoteText(block)) posts.push(`${excerpt(block.text)} ${next.text}`);
        else if (isCarouselQuote(blocks, index) && isQuoteText(block)) yield `${excerpt(block.text)} ${next!.text}`;
      } else if (section === 'inside' && isQuoteText(block)) {
        // Someone signs them below, or a post's "@handle" heads them.
        const byline = bylineOf(blocks, index, isNamedByline, BELOW) ?? bylineOf(blocks, index, (above) => HANDLE.test(above.text), [-1, -2]);
        if (byline) yield `${excerpt(block.text)} ${byline.text}`;
      }
      continue;
    }
    if (!isQuoteText(block)) continue;
    // Docs use blockquotes for notes ("Note: …" over "Step 2 (Optional)"): there only a named byline signs.
    const contained = (block.quote || block.tag === 'blockquote') && page.kind !== 'docs';
    const byline = bylineOf(blocks, index, isNamedByline) ?? (contained ? bylineOf(blocks, index, isSignOff) : undefined);
    if (byline) yield `${excerpt(block.text)} ${byline.text}`;
    else if (section !== 'outside') yield excerpt(block.text);
  }
  if (posts.length >= 2) yield* posts;
}

/** Customer quotes with a named source nearby, in any markup, or reviews with an author in structured data. */
export const testimonials = defineSignal('testimonials', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    for (const quote of pageQuotes(page)) evidence.add(page.url, quote);
    for (const quote of page.structuredQuotes ?? []) evidence.add(page.url, `${excerpt(quote.text)} — ${quote.author} (structured data)`);
  }
  return found(evidence.toArray());
});
