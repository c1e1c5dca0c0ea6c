/*
 * The pre-rendered entry form before the app's code runs (issue #31). The page's first
 * script (main.tsx) loads the app at the visitor's first input, which takes seconds on a
 * slow phone; meanwhile this module, part of that first script, answers the form's
 * controls itself, so none is drawn and dead:
 * - an example chip or a demo preset fills the address, as the app's would;
 * - the options toggle opens and closes its section;
 * - a press of the submit button (a click, Enter) is held: the button reads
 *   'Analyzing...' and is disabled, and the app sends the request its own way once it
 *   runs (the SPEC's JSON call, its banner, its field errors); offline, into the outbox;
 * - a press or an arrow key on a slider is kept and carried out once the app runs.
 * The app's form starts from what the page shows (readFormBeforeApp) and takes the form
 * over once it runs (takeOverForm); from then on this module leaves every event alone.
 * Without JavaScript the browser posts the form itself (POST /analyze), and the controls
 * that need a script are not drawn (NEEDS_SCRIPT_ATTRIBUTE).
 */
import { OPTIONS_TOGGLE_TEXTS } from './additional-options-texts.ts';
import { NEEDS_SCRIPT_ATTRIBUTE } from '../../prerendered.ts';
import { DEMO_SHORTCUTS, withDemoShortcut } from './example-addresses.ts';

export const ANALYSIS_FORM_ID = 'analysis-form';

// The marks the form's components put on the controls this module answers.
const EXAMPLE_ADDRESS = 'data-example-address';
const DEMO_SHORTCUT = 'data-demo-shortcut';
const OPTIONS_TOGGLE = 'data-options-toggle';
const METRIC_SLIDER = 'data-metric-slider';
const SUBMIT_LABEL = 'data-submit-label';
/** On the form once the app handles it: what tests and the bundle bench wait for. */
export const APP_HANDLES_FORM = 'data-app-handles';

export const needsScriptMark = () => ({ [NEEDS_SCRIPT_ATTRIBUTE]: '' });
export const exampleAddressMark = (address: string) => ({ [EXAMPLE_ADDRESS]: address });
export const demoShortcutMark = (label: string) => ({ [DEMO_SHORTCUT]: label });
export const optionsToggleMark = () => ({ [OPTIONS_TOGGLE]: '' });
export const metricSliderMark = () => ({ [METRIC_SLIDER]: '' });
/** The submit button holds both labels and shows one: so the first script can show the sending one without redrawing what the app will hydrate. */
export const submitLabelMark = (label: 'idle' | 'sending') => ({ [SUBMIT_LABEL]: label });

/** The keys a slider answers (Mantine's Slider): kept for the app when pressed on one before it runs. */
const SLIDER_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * A press on a slider before the app ran, to be carried out on the same element once it
 * runs: a key, or a pointer at a place on the element (as fractions of its box, which
 * stay true if the page scrolls meanwhile).
 */
export type SliderPress = { target: Element; key: string } | { target: Element; across: number; down: number };

/** What the pre-rendered form shows, which the app's form starts from. */
export interface FormBeforeApp {
  url: string;
  pricingUrl: string;
  optionsOpen: boolean;
  /** The submit button was pressed and the press waits for the app. */
  submitHeld: boolean;
}

export interface Handover extends FormBeforeApp {
  sliderPresses: SliderPress[];
}

const EMPTY_FORM: FormBeforeApp = { url: '', pricingUrl: '', optionsOpen: false, submitHeld: false };

/** This module and the app share one instance of it (the entry's chunk), so this is the page's one record. */
const page = { appHandles: false, appUnavailable: false, submitHeld: false, sliderPresses: [] as SliderPress[] };

function entryForm(target: EventTarget | null): HTMLFormElement | null {
  if (page.appHandles || !(target instanceof Element)) return null;
  const form = target.closest('form');
  return form?.id === ANALYSIS_FORM_ID ? form : null;
}

/**
 * Listens, before the app runs, for every press on the entry form; `startApp` loads the
 * app (at once or already under way). `scope`: where to listen, the whole window but in tests.
 */
export function answerPressesBeforeApp(startApp: () => void, scope: Pick<EventTarget, 'addEventListener'> = window): void {
  const answered = (event: Event) => {
    // React, if it is hydrating meanwhile, must not answer the same press again.
    event.stopPropagation();
    startApp();
  };

  scope.addEventListener(
    'click',
    (event) => {
      const form = entryForm(event.target);
      if (!form) return;
      const control = (event.target as Element).closest(`[${EXAMPLE_ADDRESS}], [${DEMO_SHORTCUT}], [${OPTIONS_TOGGLE}]`);
      if (!control) return;
      const example = control.getAttribute(EXAMPLE_ADDRESS);
      const shortcut = DEMO_SHORTCUTS.find((entry) => entry.label === control.getAttribute(DEMO_SHORTCUT));
      if (example !== null) setAddress(form, example);
      else if (shortcut) setAddress(form, withDemoShortcut(fieldValue(form, 'url'), shortcut));
      else toggleOptions(control);
      answered(event);
    },
    true,
  );

  scope.addEventListener(
    'submit',
    (event) => {
      const form = entryForm(event.target);
      if (!form || page.appUnavailable) return;
      event.preventDefault();
      page.submitHeld = true;
      showSubmitHeld(form, true);
      answered(event);
    },
    true,
  );

  scope.addEventListener(
    'keydown',
    (event) => {
      const { key } = event as KeyboardEvent;
      const form = entryForm(event.target);
      const thumb = form && SLIDER_KEYS.has(key) ? (event.target as Element).closest(`[${METRIC_SLIDER}] [role="slider"]`) : null;
      if (!thumb) return;
      event.preventDefault();
      page.sliderPresses.push({ target: thumb, key });
      answered(event);
    },
    true,
  );

  scope.addEventListener(
    'pointerdown',
    (event) => {
      const { button, clientX, clientY } = event as PointerEvent;
      const form = entryForm(event.target);
      if (!form || button !== 0 || !(event.target as Element).closest(`[${METRIC_SLIDER}]`)) return;
      const target = event.target as Element;
      const box = target.getBoundingClientRect();
      page.sliderPresses.push({ target, across: (clientX - box.left) / (box.width || 1), down: (clientY - box.top) / (box.height || 1) });
      startApp();
    },
    true,
  );
}

/**
 * The app could not be loaded (a failed download): presses go to the browser from now on,
 * and a held one is sent the way a browser without JavaScript sends it, unless offline,
 * where that post would only end on the browser's error page.
 */
export function answerWithoutApp(): void {
  page.appUnavailable = true;
  const form = document.getElementById(ANALYSIS_FORM_ID);
  if (page.appHandles || !page.submitHeld || !(form instanceof HTMLFormElement)) return;
  page.submitHeld = false;
  if (navigator.onLine) {
    form.submit();
  } else {
    showSubmitHeld(form, false);
  }
}

/** What the form shows before the app has taken it over (the app's first render starts from it); the empty form after. */
export function readFormBeforeApp(): FormBeforeApp {
  // The build's pre-render runs in Node, which has no document.
  if (page.appHandles || typeof document === 'undefined') return EMPTY_FORM;
  const form = document.getElementById(ANALYSIS_FORM_ID);
  return form instanceof HTMLFormElement ? readForm(form) : EMPTY_FORM;
}

/**
 * Called by the app's form once it runs: from now on the app answers every press. Gives
 * what the form shows now (the first script may have answered a press while React was
 * hydrating) and the presses left for the app. `heldShown`: whether the app's first
 * render drew the submit as held; if not, the held look is taken back so the app draws it.
 */
export function takeOverForm(form: HTMLFormElement, { heldShown }: { heldShown: boolean }): Handover {
  const handover = { ...readForm(form), sliderPresses: page.sliderPresses };
  page.appHandles = true;
  page.submitHeld = false;
  page.sliderPresses = [];
  if (handover.submitHeld && !heldShown) showSubmitHeld(form, false);
  form.setAttribute(APP_HANDLES_FORM, '');
  return handover;
}

/** Carries out a slider press on its element, now that the app's slider listens (Mantine's: mousedown on the track, keydown on the thumb). */
export function replaySliderPress(press: SliderPress): void {
  if ('key' in press) {
    press.target.dispatchEvent(new KeyboardEvent('keydown', { key: press.key, bubbles: true, cancelable: true }));
    return;
  }
  const box = press.target.getBoundingClientRect();
  const at = { button: 0, clientX: box.left + press.across * box.width, clientY: box.top + press.down * box.height };
  press.target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, ...at }));
  document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, ...at }));
}

function readForm(form: HTMLFormElement): FormBeforeApp {
  return {
    url: fieldValue(form, 'url'),
    pricingUrl: fieldValue(form, 'pricingUrl'),
    optionsOpen: form.querySelector(`[${OPTIONS_TOGGLE}]`)?.getAttribute('aria-expanded') === 'true',
    submitHeld: page.submitHeld,
  };
}

function fieldValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}

function setAddress(form: HTMLFormElement, address: string): void {
  const field = form.elements.namedItem('url');
  if (field instanceof HTMLInputElement) field.value = address;
}

/** Opens or closes the options section as the app's toggle does: its label, aria-expanded and the section's hidden. */
function toggleOptions(toggle: Element): void {
  const section = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!section) return;
  const open = toggle.getAttribute('aria-expanded') !== 'true';
  toggle.setAttribute('aria-expanded', String(open));
  section.hidden = !open;
  // The label's one text node, changed in place: the app hydrates the same text from aria-expanded.
  const label = document.createTreeWalker(toggle, NodeFilter.SHOW_TEXT).nextNode();
  if (label) label.nodeValue = open ? OPTIONS_TOGGLE_TEXTS.hide : OPTIONS_TOGGLE_TEXTS.show;
}

/** The submit button as the app draws it while sending (disabled, 'Analyzing...' with its spinner), or as it was. */
function showSubmitHeld(form: HTMLFormElement, held: boolean): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return;
  button.disabled = held;
  for (const label of button.querySelectorAll<HTMLElement>(`[${SUBMIT_LABEL}]`)) label.hidden = (label.getAttribute(SUBMIT_LABEL) === 'sending') !== held;
}
