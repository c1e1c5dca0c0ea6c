import type { PageModel, TextBlock } from '../model/page-model.ts';
import { OTHER_VOICE_HEADING } from '../text/concepts/company-sections.ts';
import { isFillerText, isMachineText } from '../text/concepts/machine-text.ts';
import {
  attributionOf,
  firstNameOf,
  isAuthorship,
  namesBrand,
  namesPerson,
  ROLE,
  speaksInFirstPerson,
  TESTIMONIAL_HEADING,
  type Attribution,
} from '../text/concepts/quote-attribution.ts';
import { excerpt, matches } from '../text/phrases.ts';
import { candidateBlocks, EvidenceList } from '../text/search.ts';
import { defineSignal, found } from './detector.ts';

/*
 * Rule: present when a customer's words stand on the site with who said them: a quote
 * (quote marks, a blockquote, a testimonial card) signed by a named person with a role
 * or company, a handle, or in a testimonial card an organisation; or any words signed
 * by a name under a testimonials heading; or social posts signed "Name @handle"; or a
 * review with its author in structured data. Not: quotes in press, team, company or
 * FAQ sections, the company's own people (a byline naming the brand), a bare name
 * under an aphorism, FAQ answers, code, log or error messages, docs notes.
 */

/** A quoted sentence: in quote marks, or a blockquote/testimonial card of real length. */
const QUOTE_MARKS = /^[“"„«»‹]\s?.{30,}[”"“»«›]$/su;
/** Quote marks around a quote (a decorative glyph before it too), dropped from evidence the report puts in marks of its own. */
const LEADING_MARKS = /^(?:[“"„«»‹”']\s*)+/u;
const TRAILING_MARKS = /(?:\s*[”"“»«›])+$/u;
/**
 * The shorter sign-off of a quote in a testimonial container: an organisation or a
 * place rather than a person ("Harbour Rowing Club (Division 2)", "Atelier Nord · Lyon").
 */
const SIGN_OFF = /^[\p{Lu}\d][^.!?:]{0,58}[^.!?:*]$/u;
const SIGN_OFF_SHAPE = /[,·|–—]|\p{Lu}[\p{Ll}\p{Lu}'’&.-]*\s+\p{Lu}/u;
/** The end of a sentence (not the dot of "acme.io"). */
const SENTENCE_END = /[.!?…]["”»]?(?:\s|$)/u;
/** Blocks a visitor presses or fills in sign nothing; big headings start something new. */
const NOT_A_BYLINE_TAG = new Set(['a', 'button', 'label', 'option', 'h1', 'h2', 'h3']);
const SECTION_HEADING_TAG = new Set(['h1', 'h2', 'h3']);
/** A social post's signature: a name, then the handle ("Dana Reyes @danareyes"); a bare "@acme" link is a profile. */
const POST_BYLINE = /\S\s+@[\p{L}\d_.]{2,30}$/u;
/** How far below its heading a section reaches. */
const SECTION_REACH = 40;
/** A heading-length block. */
const HEADING_LENGTH = 90;
/** A label-length block (an eyebrow above a heading: "Press", "FAQ"). */
const LABEL_LENGTH = 40;
/** Lines a byline may be, at most. */
const BYLINE_LENGTH = 90;
const STRENGTH: Record<Attribution, number> = { name: 1, handle: 2, signed: 3 };

function isMarked(block: TextBlock): boolean {
  return block.quote || block.tag === 'blockquote' || QUOTE_MARKS.test(block.text);
}

/** A block of the page body that could be someone's words (a quote card may style them as a heading). */
function isQuoteText(block: TextBlock): boolean {
  if (block.heading && !block.quote) return false;
  if (NOT_A_BYLINE_TAG.has(block.tag) && !block.heading) return false;
  if (block.tag === 'pre' || isMachineText(block.text) || isFillerText(block.text)) return false;
  // A long job title ("Former Chief Scientist at … and Founder of …") is a byline, not words said.
  return !matches(ROLE, block.text.slice(0, 30)) && !(block.text.length < 100 && !SENTENCE_END.test(block.text) && matches(ROLE, block.text));
}

/** Any sign-off: an organisation's or place's name, read only beside a quote in a testimonial container. */
function isSignOff(block: TextBlock): boolean {
  if (NOT_A_BYLINE_TAG.has(block.tag) || block.text.length > 60) return false;
  // "Testimonial pending" on a template's empty card signs nothing.
  return SIGN_OFF.test(block.text) && SIGN_OFF_SHAPE.test(block.text) && !matches(TESTIMONIAL_HEADING, block.text);
}

function isPostByline(block: TextBlock): boolean {
  return block.tag !== 'a' && block.text.length <= 60 && POST_BYLINE.test(block.text);
}

/** A line between a quote and its byline that neither signs nor interrupts: stars, a "Read the story" link. */
function isPassable(block: TextBlock): boolean {
  return !/\p{L}/u.test(block.text) || ((block.tag === 'a' || block.tag === 'button') && block.text.length <= 40);
}

interface Byline {
  block: TextBlock;
  strength: number;
}

/**
 * Who signs the quote at `index`: the lines right below it (or above it, a card's
 * header), read while they are bylines. A heading, a long text or a control ends the
 * sign-off; the strongest attribution among the lines is the quote's.
 */
function bylineOf(page: PageModel, index: number, direction: 1 | -1, accepts: (block: TextBlock, page: PageModel) => number): Byline | undefined {
  let best: Byline | undefined;
  for (let step = 1; step <= 3; step += 1) {
    const block = page.blocks[index + direction * step];
    if (!block || block.region === 'nav' || block.region === 'meta' || block.region === 'data') break;
    if (isPassable(block)) continue;
    if (SECTION_HEADING_TAG.has(block.tag) || block.text.length > BYLINE_LENGTH) break;
    const strength = NOT_A_BYLINE_TAG.has(block.tag) ? 0 : accepts(block, page);
    if (!strength) break;
    if (!best || strength > best.strength) best = { block, strength };
  }
  return best;
}

/** Each block's attribution, read once: a line is a neighbour of several paragraphs. */
const strengths = new WeakMap<TextBlock, number>();
/** Per page, the blocks holding one of ROLE's words (from the page's word index): only they can name a role. */
const roleWordBlocks = new WeakMap<PageModel, ReadonlySet<TextBlock>>();

function attributionStrength(block: TextBlock, page: PageModel): number {
  let strength = strengths.get(block);
  if (strength === undefined) {
    let roles = roleWordBlocks.get(page);
    if (!roles) {
      roles = new Set(candidateBlocks(page, ROLE));
      roleWordBlocks.set(page, roles);
    }
    const attribution = attributionOf(block.text, roles.has(block));
    strength = attribution ? STRENGTH[attribution] : 0;
    strengths.set(block, strength);
  }
  return strength;
}

/** A card's header above its words: a handle or a role, not a bare name (that may be the previous card's heading). */
function signedAbove(block: TextBlock, page: PageModel): number {
  const strength = attributionStrength(block, page);
  return strength >= STRENGTH.handle ? strength : 0;
}

/**
 * A testimonial carousel: the quote shown, then a button per person to switch to
 * ("Dana Reyes Founder, Northwind", "Sam Ode CTO, Parcelwise").
 */
function isCarouselQuote(blocks: readonly TextBlock[], index: number): boolean {
  const people = blocks.slice(index + 1, index + 3);
  const isPersonButton = (block: TextBlock) => block.tag === 'button' && block.text.length <= 60 && /^\p{Lu}[^,]*,\s*\S/u.test(block.text);
  return people.length === 2 && people.every(isPersonButton) && people.some((person) => attributionOf(person.text) === 'signed');
}

/** Where a block stands: under a testimonials heading, under a press, company or FAQ heading, or neither. */
type Standing = 'testimonials' | 'elsewhere' | 'outside';

/** A short block in the page body whose words head a section: a heading, or an eyebrow label. */
function isHeadingLike(block: TextBlock): boolean {
  return block.region === 'main' && !block.quote && block.text.length <= HEADING_LENGTH;
}

/** A short block in the page body that could head a press, company or FAQ section: a heading, or a label. */
function isElsewhereHeadingLike(block: TextBlock): boolean {
  return block.region === 'main' && !block.quote && (block.heading || block.text.length <= LABEL_LENGTH);
}

/**
 * For each block, the section it stands in: a heading reaches down until the next
 * top-level heading or SECTION_REACH blocks (an eyebrow just above a heading stays).
 */
function standingsOf(page: PageModel): Standing[] {
  // Through the page's word index: only headings holding one of the patterns' words are read.
  const testimonialHeadings = new Set(candidateBlocks(page, TESTIMONIAL_HEADING).filter(isHeadingLike));
  const elsewhereHeadings = new Set(candidateBlocks(page, OTHER_VOICE_HEADING).filter(isElsewhereHeadingLike));
  const standings: Standing[] = [];
  let kind: Standing = 'outside';
  let headedAt = -Infinity;
  page.blocks.forEach((block, index) => {
    if (testimonialHeadings.has(block) && matches(TESTIMONIAL_HEADING, block.text)) {
      kind = 'testimonials';
      headedAt = index;
    } else if (elsewhereHeadings.has(block) && matches(OTHER_VOICE_HEADING, block.text)) {
      kind = 'elsewhere';
      headedAt = index;
    } else if (block.heading && (block.tag === 'h1' || block.tag === 'h2') && index - headedAt > 2) {
      kind = 'outside';
      headedAt = -Infinity;
    }
    standings.push(index - headedAt > SECTION_REACH ? 'outside' : kind);
  });
  return standings;
}

/** The quote answers a question just above it: a FAQ's answer, not a customer's words. */
function answersQuestion(blocks: readonly TextBlock[], index: number): boolean {
  return [blocks[index - 1], blocks[index - 2]].some((block) => block !== undefined && block.text.length <= 200 && /\?\s*$/.test(block.text));
}

/** Words someone could have said, not a FAQ's answer. */
function saysWords(page: PageModel, index: number): boolean {
  return isQuoteText(page.blocks[index]!) && !answersQuestion(page.blocks, index);
}

/** A quote as evidence: its words once, without the marks the report adds, then who said it. */
function quoteEvidence(text: string, byline?: string): string {
  const words = excerpt(text).replace(LEADING_MARKS, '').replace(TRAILING_MARKS, '');
  if (!byline) return words;
  return /^[—–-]/.test(byline) ? `${words} ${byline}` : `${words} — ${byline}`;
}

/**
 * The quotes of one page with who said them. A marked quote needs a byline that names
 * a role, a company or a handle (a bare name under an aphorism is no customer), or in
 * a testimonial container an organisation; under a testimonials heading any words
 * signed by a name count, and a marked quote needs no byline. Social posts count when
 * the page shows two.
 */
function* pageQuotes(page: PageModel, brandNames: readonly string[]): Generator<string> {
  const blocks = page.blocks;
  let standings: Standing[] | undefined;
  const posts: string[] = [];
  const cards: CardQuote[] = [];
  const ownVoice = (byline: Byline | undefined) => byline !== undefined && namesBrand(byline.block.text, brandNames);
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index]!;
    if (block.region !== 'main' || block.text.length < 40) continue;
    standings ??= standingsOf(page);
    const standing = standings[index]!;
    if (standing === 'elsewhere') continue;
    const marked = isMarked(block);
    // Most paragraphs end here: unmarked words outside a testimonials section are a quote only as a social post,
    // a carousel's or a signed card's; the shape is looked for first, the words read only where it stands.
    if (!marked && standing === 'outside') {
      const next = blocks[index + 1];
      if (next && isPostByline(next)) {
        if (saysWords(page, index)) posts.push(quoteEvidence(block.text, next.text));
      } else if (isCarouselQuote(blocks, index)) {
        if (saysWords(page, index)) yield quoteEvidence(block.text, blocks[index + 1]!.text);
      } else {
        const card = cardQuote(page, index, brandNames);
        if (card && saysWords(page, index)) cards.push(card);
      }
      continue;
    }
    if (!saysWords(page, index)) continue;
    if (!marked) {
      // Someone signs them below, or a card's header above names them with a handle or a role.
      const byline = bylineOf(page, index, 1, attributionStrength) ?? bylineOf(page, index, -1, signedAbove);
      if (byline && !ownVoice(byline)) yield quoteEvidence(block.text, byline.block.text);
      continue;
    }
    // Docs use blockquotes for notes ("Note: …" over "Step 2 (Optional)"): there only a named byline signs.
    const contained = (block.quote || block.tag === 'blockquote') && page.kind !== 'docs';
    const signedWithin = signatureWithin(block.text);
    if (signedWithin && !namesBrand(signedWithin.byline, brandNames)) {
      yield quoteEvidence(signedWithin.words, signedWithin.byline);
      continue;
    }
    const byline = bylineOf(page, index, 1, attributionStrength) ?? bylineOf(page, index, -1, attributionStrength);
    if (ownVoice(byline)) continue;
    const enough = standing === 'testimonials' ? STRENGTH.name : STRENGTH.handle;
    if (byline && byline.strength >= enough) yield quoteEvidence(block.text, byline.block.text);
    else if (isCarouselQuote(blocks, index)) yield quoteEvidence(block.text, blocks[index + 1]!.text);
    else if (contained) {
      const signOff = bylineOf(page, index, 1, (below) => (isSignOff(below) ? 1 : 0));
      if (signOff && !ownVoice(signOff)) yield quoteEvidence(block.text, signOff.block.text);
      else if (standing === 'testimonials') yield quoteEvidence(block.text);
    } else if (standing === 'testimonials') yield quoteEvidence(block.text);
  }
  if (posts.length >= 2) yield* posts;
  // One card is enough when its byline gives a role; a run of two or more speaks for itself.
  if (cards.length >= 2) yield* cards.map((card) => card.quote);
  else if (cards[0]?.role) yield cards[0].quote;
}

interface CardQuote {
  quote: string;
  /** The byline names a role ("CEO Triario"), not only a name and a company. */
  role: boolean;
}

/**
 * Words on a card, unmarked and under no testimonials heading, signed by a person right
 * below or above ("Clem Delangue / Co-founder and CEO at Hugging Face / We're massive
 * users..."): a quote when it speaks in the first person or of the product, and is
 * neither an article's author line, the company's own people, nor a bio of the person
 * named ("Anna leads product...").
 */
function cardQuote(page: PageModel, index: number, brandNames: readonly string[]): CardQuote | undefined {
  const block = page.blocks[index]!;
  const byline = bylineOf(page, index, 1, signedAbove) ?? bylineOf(page, index, -1, signedAbove);
  if (!byline || byline.strength < STRENGTH.signed) return undefined;
  if (!speaksInFirstPerson(block.text) && !namesBrand(block.text, brandNames)) return undefined;
  // The person's name heads the card above its role: read it for the bio test too.
  const above = page.blocks[page.blocks.indexOf(byline.block) - 1];
  const named = above && above !== block && !SECTION_HEADING_TAG.has(above.tag) && attributionOf(above.text);
  const lines = [...(named ? [above.text] : []), byline.block.text];
  // A person signs it: "What you get as a partner:" or "Become a partner" under a paragraph name a role, not someone.
  if (!lines.some(namesPerson) || lines.some((line) => isAuthorship(line) || namesBrand(line, brandNames))) return undefined;
  const name = lines.map(firstNameOf).find((first) => first !== undefined);
  if (name && new RegExp(`(?:^|[^\\p{L}])${name}(?:$|[^\\p{L}])`, 'u').test(block.text)) return undefined;
  return { quote: quoteEvidence(block.text, byline.block.text), role: matches(ROLE, byline.block.text) };
}

/** The last line of a quote block that signs it: "Enfin en sécurité ! Zakaria Lagel , CEO @WeSave". */
const SIGNATURE_TAIL = /^(.{30,}?[.!?…»”"])\s+([^.!?…]{3,90})$/su;

/** A quote and its byline in one block, the byline after the last sentence. */
function signatureWithin(text: string): { words: string; byline: string } | undefined {
  const match = SIGNATURE_TAIL.exec(text);
  if (!match) return undefined;
  const byline = match[2]!.trim();
  const attribution = attributionOf(byline);
  return attribution === 'signed' || attribution === 'handle' ? { words: match[1]!, byline } : undefined;
}

/** Folders of testimonial images: "/images/testimonials/", "/kundenstimmen/", "/temoignages/", "/testimonios/", "/reviews/". */
const TESTIMONIAL_FOLDER = /\/(?:testimonials?|reviews|kundenstimmen|temoignages|témoignages|testimonios|opiniones)\//i;

/**
 * Quotes shown as pictures: a grid of three or more images filed as testimonials under a
 * testimonials heading (screenshots of users' posts, whose words are in the images).
 */
function testimonialImages(page: PageModel): string | undefined {
  for (const group of page.logoGroups) {
    if (group.region !== 'main' || group.distinct < 3 || group.paths.length === 0) continue;
    const heading = group.before.findLast((text) => text.length <= HEADING_LENGTH && matches(TESTIMONIAL_HEADING, text));
    if (heading && group.paths.filter((path) => TESTIMONIAL_FOLDER.test(path)).length >= group.paths.length / 2)
      return `Testimonial images: ${group.distinct} pictures of quotes under "${heading}"`;
  }
  return undefined;
}

/** Customer quotes with a named source nearby, in any markup, or reviews with an author in structured data. */
export const testimonials = defineSignal('testimonials', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    for (const quote of pageQuotes(page, site.brandNames)) evidence.add(page.url, quote);
    const pictured = testimonialImages(page);
    if (pictured) evidence.add(page.url, pictured);
    for (const quote of page.structuredQuotes ?? []) {
      if (!namesBrand(quote.author, site.brandNames)) evidence.add(page.url, `${quoteEvidence(quote.text)} — ${quote.author} (structured data)`);
    }
  }
  return found(evidence.toArray());
});
