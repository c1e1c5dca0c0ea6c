import type { AdviceEvidence } from '../../contract/analysis.ts';
import { OBSERVED_FRICTION_TITLES } from '../../contract/observed-friction.ts';
import { listed } from '../advice/findings.ts';
import type { CallToAction, PageModel } from '../model/page-model.ts';
import { LOGIN_WORDING, SIGNUP_CTA, WEAK_START_CTA } from '../text/concepts/access-actions.ts';
import { isSalesRequest } from '../text/concepts/sales-path.ts';
import { trialOffersIn } from '../text/concepts/trial-offer.ts';
import { VAGUE_CTA } from '../text/friction-phrases.ts';
import { matches } from '../text/phrases.ts';
import { counted, maxWeight, measured, type Auditor, type ObservedCheck, type ObserveInput } from './observation.ts';

/**
 * The home page's first screen (issue #29, functional and emotional), by document order
 * up to the end of the section holding its H1 (model/read-forms.ts): no call to action
 * in it, more than three competing ones, a main one that says nothing about what
 * happens ("Submit", "Learn more" alone), and a headline and lead that name no job.
 */

/** More calls to action than this in the first screen compete with each other. */
export const MAX_FIRST_SCREEN_CTAS = 3;
/** Wording of a way on: starting, trying, signing up or asking for a demo. */
const WAY_ON = [SIGNUP_CTA, WEAK_START_CTA];
const saysWayOn = (text: string) => WAY_ON.some((pattern) => matches(pattern, text)) || trialOffersIn(text).length > 0 || isSalesRequest(text);
/** A call to action's label longer than this is a sentence, not a button. */
const MAX_CTA_LABEL = 60;

/**
 * The first screen's distinct calls to action a visitor could press. The main one is the
 * first drawn as a button and not as a pair's quieter one, else the first button, else the
 * first call to action; `passedOver` says a quieter button before it was left aside.
 */
function firstScreenCtas(home: PageModel): { ctas: CallToAction[]; primary?: CallToAction; passedOver?: boolean } {
  const screen = home.firstScreen;
  if (!screen) return { ctas: [] };
  const seen = new Set<string>();
  const ctas: CallToAction[] = [];
  let primary: CallToAction | undefined;
  let firstButton: CallToAction | undefined;
  for (const index of screen.ctas) {
    const cta = home.ctas[index];
    if (!cta || !cta.text || cta.text.length > MAX_CTA_LABEL || cta.region === 'footer') continue;
    // A logo or a badge is no call to action; an image drawn as a button says what it does in its alt text.
    if (screen.imageOnly.includes(index) && !saysWayOn(cta.text)) continue;
    const key = `${cta.text.toLowerCase()}\n${cta.href ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    ctas.push(cta);
    if (!screen.buttonLike.includes(index)) continue;
    firstButton ??= cta;
    if (!primary && !screen.lesser.includes(index)) primary = cta;
  }
  if (ctas.length === 0) return { ctas };
  return { ctas, primary: primary ?? firstButton ?? ctas[0], passedOver: primary !== undefined && primary !== firstButton };
}

/** The headline as the page writes it. */
function headline(home: PageModel, input: ObserveInput): AdviceEvidence | undefined {
  const [h1] = home.h1;
  return h1 ? input.facts.quoteOn(home.url, h1) : undefined;
}

const UNCLEAR_JOB_ISSUE = OBSERVED_FRICTION_TITLES['unclear-job'];

function unclearJob(home: PageModel, input: ObserveInput): ObservedCheck {
  if (input.jobIsClear)
    return { status: 'clear', kind: 'unclear-job', page: home.url, note: 'the home page says in its headline or description what the product does' };
  const title = input.facts.homeTitle;
  return {
    status: 'found',
    kind: 'unclear-job',
    page: home.url,
    weight: maxWeight('unclear-job'),
    issue: UNCLEAR_JOB_ISSUE,
    basis: title
      ? `The home page has neither an H1 heading nor a meta description; its title, “${title.quote}”, is all it says about itself.`
      : 'The home page has no title, no H1 heading and no meta description.',
    evidence: title ? [title] : [],
    figures: {},
  };
}

export const firstScreenAudit: Auditor = (input) => {
  const home = input.site.home;
  if (!home?.readable) return [];
  const checks: ObservedCheck[] = [unclearJob(home, input)];
  // Without an H1 there is no first section to read: nothing is said about it.
  if (!home.firstScreen) return checks;
  const { facts } = input;
  const { ctas, primary, passedOver } = firstScreenCtas(home);
  const top = headline(home, input);
  const headlineWords = top ? `, from its headline “${top.quote}”,` : '';
  if (ctas.length === 0) {
    const nav = home.ctas.find((cta) => cta.region === 'nav' && cta.text.length <= 30 && !matches(LOGIN_WORDING, cta.text) && saysWayOn(cta.text));
    checks.push({
      status: 'found',
      kind: 'first-screen-no-cta',
      page: home.url,
      weight: maxWeight('first-screen-no-cta'),
      issue: "The home page's first screen has no call to action",
      basis: `The first section of the home page${headlineWords} holds no button or link to act on${nav ? `; only the navigation's “${nav.text}” leads on` : ''}.`,
      evidence: [...(top ? [top] : []), measured(home.url, 'no call to action in the first section')],
      figures: { ctas: 0 },
      subject: { page: home.url },
    });
  } else {
    checks.push({
      status: 'clear',
      kind: 'first-screen-no-cta',
      page: home.url,
      note: `the home page's first screen has ${counted(ctas.length, 'call to action', 'calls to action')}`,
    });
  }
  if (ctas.length > MAX_FIRST_SCREEN_CTAS) {
    const quotes = ctas.map((cta) => facts.quoteOn(home.url, cta.text)).filter((entry): entry is AdviceEvidence => entry !== undefined);
    checks.push({
      status: 'found',
      kind: 'first-screen-crowded',
      page: home.url,
      weight: maxWeight('first-screen-crowded'),
      issue: `The home page's first screen offers ${ctas.length} competing calls to action`,
      basis: `The first section of the home page${headlineWords} offers ${ctas.length} buttons and links side by side: ${listed(
        ctas.map((cta) => `“${cta.text}”`),
        'and',
      )}.`,
      evidence: quotes.slice(0, 5),
      figures: { ctas: ctas.length },
      subject: { page: home.url, ...(primary && facts.quoteOn(home.url, primary.text) ? { button: facts.quoteOn(home.url, primary.text)! } : {}) },
    });
  } else if (ctas.length > 0) {
    checks.push({
      status: 'clear',
      kind: 'first-screen-crowded',
      page: home.url,
      note: `no more than ${MAX_FIRST_SCREEN_CTAS} calls to action compete in the first screen`,
    });
  }
  if (primary && VAGUE_CTA.test(primary.text.trim())) {
    const button = facts.quoteOn(home.url, primary.text);
    checks.push({
      status: 'found',
      kind: 'vague-primary-cta',
      page: home.url,
      weight: maxWeight('vague-primary-cta'),
      issue: `The home page's main button says only “${primary.text}”`,
      basis: `The ${passedOver ? "main button in the home page's first section (the first not drawn as a quieter second one)" : "first button in the home page's first section"} reads “${primary.text}”, which does not say what happens when it is pressed.`,
      evidence: button ? [button] : [],
      figures: {},
      subject: { page: home.url, ...(button ? { button } : {}) },
    });
  } else if (primary) {
    checks.push({ status: 'clear', kind: 'vague-primary-cta', page: home.url, note: `the first screen's main button says “${primary.text}”` });
  }
  return checks;
};
