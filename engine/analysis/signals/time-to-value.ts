import type { PageModel } from '../model/page-model.ts';
import { clauseAround, isQuestion, wordsBetween, type Clause } from '../text/concepts/clause.ts';
import { TIMED_ITEM, MEDIA_LENGTH, NO_SETUP_EFFORT, productSpeedIn, setupActionsIn, type ActionHit } from '../text/concepts/setup-actions.ts';
import { isCustomersVoice } from '../text/concepts/voice.ts';
import { TIME_SPAN_WORDS, timeSpansIn, type TimeSpan } from '../text/concepts/time-spans.ts';
import { excerpt, isInQuestion, matches } from '../text/phrases.ts';
import { perText } from '../text/per-text.ts';
import { allMatches, blocksWithAnyWord, matchingBlocks } from '../text/search.ts';
import { StrongestEvidence } from '../text/strongest-evidence.ts';
import { defineSignal, found } from './detector.ts';

/**
 * Present when a setup or first-result action and a short time span stand in one
 * clause ("set up in 5 minutes", "your first invoice in 2 minutes", "go live in hours,
 * not weeks"), and the clause is not about the product's own speed, an interval or the
 * length of something to watch or read; or when the site says nothing needs setting up
 * ("no installation required").
 */

/** Words at most between an action and the span it takes, its "in" included ("Link your calendar, inbox, payment provider and bookkeeping tool in minutes"). */
const MAX_GAP_BEFORE = 9;
/** Words at most between a span and the action after it ("In 10 Minuten eingerichtet", "in two minutes to install"). */
const MAX_GAP_AFTER = 6;
/** Words at most between "online" or "live" and its span, its "in" included ("online in ten minutes", "In Stunden statt Wochen online"). */
const WEAK_GAP = 2;
/** A speed word this close before an action is the action's subject ("customers pay online in seconds"). */
const SPEED_REACH = 2;

/**
 * "It takes", "das dauert", "cela prend", "lleva" right before a span: the time something
 * said nearby takes ("Sign up. It only takes two minutes.", "You link your calendar and
 * you are done — it takes around 10 minutes", "How long does setup take? It generally
 * takes less than ten minutes").
 */
const TAKES_BEFORE =
  /(?:^|[\s,;:—–-])(?:(?:it|this|that|which|das|es|dies|cela|ça|ceci|esto|eso)\s+)?(?:(?:only|just|usually|generally|typically|normally|nur|meist|normalerweise|ne|généralement|solo|sólo|normalmente|generalmente)\s+)*(?:takes?|took|dauert|braucht|prend|demande|lleva|toma|tarda)(?:\s+[\p{L}'’]+){0,5}\s*$/iu;
/** Clauses before a span's own that "it takes" may point back to. */
const CLAUSES_BACK = 2;

/** A time span and its clause make a setup claim: an action near it, with no speed word in between. */
function isSetupClaim(clause: Clause, span: TimeSpan): boolean {
  const text = clause.text;
  const spanStart = span.index - clause.start;
  const spanEnd = span.end - clause.start;
  const speed = productSpeedIn(text);
  // "fast" or "schnell" qualifies the word next to it only: "launch fast", "schnell eingerichtet".
  const gaps = (action: ActionHit) => (span.adverb ? [0, 0] : action.weak ? [WEAK_GAP, WEAK_GAP] : [MAX_GAP_BEFORE, MAX_GAP_AFTER]);
  const speedWithin = (from: number, to: number) => speed.some((word) => word.index >= from && word.end <= to);
  // The span belongs to a speed word right before it ("Acme réagit instantanément", "pay online in seconds").
  if (speed.some((word) => word.end <= spanStart && wordsBetween(text, word.end, spanStart) < SPEED_REACH)) return false;
  for (const action of setupActionsIn(text)) {
    const [maxBefore, maxAfter] = gaps(action);
    if (action.end <= spanStart) {
      if (wordsBetween(text, action.end, spanStart) > maxBefore! || speedWithin(action.end, spanStart)) continue;
      const reach = speed.some((word) => word.end <= action.index && wordsBetween(text, word.end, action.index) < SPEED_REACH);
      if (!reach) return true;
    } else if (action.index >= spanEnd) {
      if (wordsBetween(text, spanEnd, action.index) <= maxAfter! && !speedWithin(spanEnd, action.index)) return true;
    }
  }
  return false;
}

/**
 * "It takes N minutes", said of a setup action in its own clause, in the clauses just
 * before it, or in the question its block answers (the block before, asking); never
 * where the product's own speed is named.
 */
function takesSetupTime(page: PageModel, at: number, clause: Clause, span: TimeSpan): boolean {
  const text = page.blocks[at]!.text;
  const before = clause.text.slice(0, span.index - clause.start);
  if (!TAKES_BEFORE.test(before)) return false;
  const said = [clause.text];
  let start = clause.start;
  for (let back = 0; back < CLAUSES_BACK && start > 0; back += 1) {
    const before = clauseAround(text, start - 2, 0, 'sentence');
    said.push(before.text);
    start = before.start;
  }
  const previous = page.blocks[at - 1];
  if (start === 0 && previous && previous.region === page.blocks[at]!.region && /\?\s*$/.test(previous.text)) said.push(previous.text);
  return said.some((words) => setupActionsIn(words).length > 0) && said.every((words) => productSpeedIn(words).length === 0);
}

/** Something done for its own sake timed right next to its span: "a two-minute survey", "die Fünf-Minuten-Anleitung". */
function timedItemAround(clause: Clause, span: TimeSpan): boolean {
  const text = clause.text;
  const start = span.index - clause.start;
  const end = span.end - clause.start;
  return allMatches(text, TIMED_ITEM).some(
    (word) => (word.index >= end ? wordsBetween(text, end, word.index) : wordsBetween(text, word.index + word[0].length, start)) <= 1,
  );
}

/** A count ("in 5 minutes", "in a few minutes") says most, a fixed span ("in no time") less, an adverb or clicks least. */
function spanStrength(span: TimeSpan): number {
  if (span.adverb || span.clicks) return 1;
  return /\d|[\p{L}]+\s+[\p{L}]/u.test(span.text) ? 3 : 2;
}

export const timeToValue = defineSignal('time-to-value', (site) => {
  const evidence = new StrongestEvidence();
  const spansIn = perText(site, 'time-spans', timeSpansIn);
  for (const page of site.readable) {
    const positions = new Map(page.blocks.map((block, at) => [block, at]));
    for (const block of blocksWithAnyWord(page, TIME_SPAN_WORDS)) {
      for (const span of spansIn(block.text)) {
        if (span.kind !== 'span' || span.scale !== 'short') continue;
        const clause = clauseAround(block.text, span.index, span.end - span.index, 'sentence');
        if (isQuestion(clause) || matches(MEDIA_LENGTH, clause.text) || timedItemAround(clause, span)) continue;
        if (!isSetupClaim(clause, span) && (span.adverb || !takesSetupTime(page, positions.get(block)!, clause, span))) continue;
        // A customer's "we could quickly integrate it" is their story, not the site's claim (asked last: few blocks get here).
        if (isCustomersVoice(block)) break;
        // A count in minutes says more than "in no time", which says more than "fast" or "in two clicks".
        evidence.add(page.url, excerpt(clause.text, span.index - clause.start, span.end - span.index), spanStrength(span));
        break;
      }
    }
    for (const block of matchingBlocks(page, NO_SETUP_EFFORT)) {
      if (isCustomersVoice(block)) continue;
      for (const match of allMatches(block.text, NO_SETUP_EFFORT)) {
        if (isInQuestion(block.text, match.index)) continue;
        const clause = clauseAround(block.text, match.index, match[0].length, 'sentence');
        evidence.add(page.url, excerpt(clause.text, match.index - clause.start, match[0].length), 1);
        break;
      }
    }
  }
  return found(evidence.toArray());
});
