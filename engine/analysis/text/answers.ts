import type { PageModel, TextBlock } from '../model/page-model.ts';
import type { SiteModel } from '../model/site-model.ts';
import { excerpt, isInQuestion } from './phrases.ts';
import { textHits } from './search.ts';

/**
 * FAQ answers. A question claims nothing ("Is there a free plan?"); its answer does
 * ("Yes, the Starter plan is free forever"), so a detector that reads FAQs quotes the
 * answer. Questions sit in a heading, a summary or a button, with the answer in the
 * blocks after it, or in one block ("Is it free? Yes, ...").
 */
export interface Answer {
  page: PageModel;
  question: string;
  /** The answer's text: the rest of the question's block, or the blocks after it up to the next question. */
  text: string;
}

/** Blocks read after a question as its answer. */
const MAX_ANSWER_BLOCKS = 3;

const endsAsQuestion = (block: TextBlock) => /\?\s*$/.test(block.text);

/** The answer to the question a block asks, if the page gives one. */
function answerAfter(page: PageModel, block: TextBlock, questionEnd: number): string {
  const rest = block.text.slice(questionEnd + 1).trim();
  if (rest.length > 1) return rest;
  const start = page.blocks.indexOf(block);
  const parts: string[] = [];
  for (const next of page.blocks.slice(start + 1, start + 1 + MAX_ANSWER_BLOCKS)) {
    if (next.region !== block.region || next.heading || endsAsQuestion(next)) break;
    parts.push(next.text);
  }
  return parts.join(' ');
}

/** Where the sentence holding an index starts: after the last ".", "!" or "?" before it. */
function sentenceStart(text: string, index: number): number {
  const before = text.slice(0, index);
  const end = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '));
  return end === -1 ? 0 : end + 2;
}

/** Every question matching the pattern, with the answer the page gives to it. */
export function* answersTo(site: SiteModel, question: RegExp): Generator<Answer> {
  const seen = new Set<TextBlock>();
  for (const hit of textHits(site, question)) {
    if (seen.has(hit.block) || !isInQuestion(hit.block.text, hit.match.index)) continue;
    seen.add(hit.block);
    const questionEnd = hit.block.text.indexOf('?', hit.match.index);
    const questionStart = sentenceStart(hit.block.text, hit.match.index);
    const text = answerAfter(hit.page, hit.block, questionEnd);
    if (text) yield { page: hit.page, question: hit.block.text.slice(questionStart, questionEnd + 1).trim(), text };
  }
}

const YES =
  /^(?:yes|yep|yeah|absolutely|of course|sure|definitely|indeed|ja|jawohl|natürlich|natuerlich|selbstverständlich|klar|genau|oui|bien sûr|absolument|tout à fait|évidemment|sí|si(?=[.!,])|claro|por supuesto|desde luego|efectivamente)(?![\p{L}])/iu;
const NO = /^(?:no|nope|not at all|not really|nein|keineswegs|non|pas du tout|nullement|para nada|en absoluto)(?![\p{L}])/iu;
/** "Absolutely not!", "Natürlich nicht", "Bien sûr que non", "Por supuesto que no": a yes word that says no. */
const YES_WORD_THEN_NOT = /^[\p{L} ]{2,20}?\s(?:not|nicht|que non|pas|que no)(?![\p{L}])/iu;

/** The answer opens with a yes ("Yes!", "Ja, natürlich.", "Oui, ...", "Sí."). */
export function saysYes(answer: string): boolean {
  const reply = answer.replace(/^[\s"'«¡¿(—–-]+/u, '');
  return YES.test(reply) && !YES_WORD_THEN_NOT.test(reply);
}

/** The answer opens with a no ("No.", "Nein, ...", "Non, ...", "No, ..."). */
export function saysNo(answer: string): boolean {
  const reply = answer.replace(/^[\s"'«¡¿(—–-]+/u, '');
  return NO.test(reply) || (YES.test(reply) && YES_WORD_THEN_NOT.test(reply));
}

/** The answer's first sentence: what it claims before any "but". */
export function firstSentence(answer: string): string {
  const end = answer.search(/[.!?](?:\s|$)/);
  return end === -1 ? answer : answer.slice(0, end + 1);
}

/** An answer as evidence: its opening, cut at a word boundary. */
export function answerQuote(answer: Answer): string {
  return excerpt(answer.text);
}
