// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type EarlyPresses = typeof import('../../../src/features/landing/early-presses.ts');

/** The pre-rendered entry form, as far as the first script reads it (the marks are the components' own). */
function drawForm(presses: EarlyPresses): HTMLFormElement {
  const attributes = (marks: Record<string, string>) =>
    Object.entries(marks)
      .map(([name, value]) => ` ${name}="${value}"`)
      .join('');
  document.body.innerHTML = `
    <div id="scope">
      <form id="${presses.ANALYSIS_FORM_ID}" method="post" action="/analyze">
        <input name="url" value="">
        <button type="button"${attributes(presses.exampleAddressMark('stripe.com'))}><span>stripe.com</span></button>
        <button type="button" aria-expanded="false" aria-controls="options"${attributes(presses.optionsToggleMark())}><span><span>Show additional options</span></span></button>
        <div id="options" hidden>
          <input name="pricingUrl" value="">
          <div${attributes(presses.metricSliderMark())}><div class="track"></div><div role="slider" tabindex="0" aria-valuenow="500"></div></div>
          <button type="button"${attributes(presses.demoShortcutMark('guided'))}>guided</button>
        </div>
        <button type="submit">
          <span${attributes(presses.submitLabelMark('idle'))}>Get your FREE Activation Strategy</span>
          <span${attributes(presses.submitLabelMark('sending'))} hidden>Analyzing...</span>
        </button>
      </form>
    </div>`;
  return document.querySelector('form')!;
}

let presses: EarlyPresses;
let form: HTMLFormElement;
const startApp = vi.fn();

beforeEach(async () => {
  // A fresh module for each test: its record of the page is the page's, once per load.
  vi.resetModules();
  presses = await import('../../../src/features/landing/early-presses.ts');
  form = drawForm(presses);
  presses.answerPressesBeforeApp(startApp, document.getElementById('scope')!);
});

afterEach(() => {
  startApp.mockClear();
  vi.restoreAllMocks();
});

const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
const toggle = () => form.querySelector<HTMLButtonElement>('[aria-controls="options"]')!;
const submitButton = () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const visibleLabel = () => [...submitButton().querySelectorAll<HTMLElement>('span')].find((label) => !label.hidden)?.textContent;

function pressSubmit(): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

describe('the entry form before the app runs', () => {
  it('an example chip fills the address and starts the app, and the press goes no further', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    const seenBeyond = vi.fn();
    document.body.addEventListener('click', seenBeyond);
    form.querySelector('span')!.dispatchEvent(click);
    expect(field('url').value).toBe('stripe.com');
    expect(startApp).toHaveBeenCalled();
    expect(seenBeyond).not.toHaveBeenCalled();
  });

  it('a demo preset adds its parameter to what the field holds', () => {
    field('url').value = 'acme.io';
    form.querySelector<HTMLButtonElement>('[data-demo-shortcut]')!.click();
    expect(field('url').value).toBe('acme.io?maturity=Guided');
  });

  it('the options toggle opens and closes the section, with its label and aria-expanded', () => {
    toggle().click();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('options')!.hidden).toBe(false);
    expect(toggle().textContent).toBe('Hide additional options');
    toggle().click();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('options')!.hidden).toBe(true);
    expect(toggle().textContent).toBe('Show additional options');
  });

  it('a press of the button is held, online too: no post, the button reads "Analyzing..." and is disabled', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(pressSubmit().defaultPrevented).toBe(true);
    expect(startApp).toHaveBeenCalled();
    expect(submitButton().disabled).toBe(true);
    expect(visibleLabel()).toBe('Analyzing...');
    expect(presses.readFormBeforeApp().submitHeld).toBe(true);
  });

  it('arrow keys on a slider are kept for the app, not left to scroll the page', () => {
    const thumb = form.querySelector('[role="slider"]')!;
    const key = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    thumb.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    const letter = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    thumb.dispatchEvent(letter);
    expect(letter.defaultPrevented).toBe(false);
    expect(presses.takeOverForm(form, { heldShown: false }).sliderPresses).toEqual([{ target: thumb, key: 'ArrowRight' }]);
  });

  it('reads what the form shows for the app to start from', () => {
    field('url').value = 'notioncom';
    field('pricingUrl').value = 'notion.com/pricing';
    toggle().click();
    expect(presses.readFormBeforeApp()).toEqual({ url: 'notioncom', pricingUrl: 'notion.com/pricing', optionsOpen: true, submitHeld: false });
  });
});

describe('once the app takes the form over', () => {
  it('hands over what was held once, marks the form, and answers nothing after', () => {
    pressSubmit();
    const handover = presses.takeOverForm(form, { heldShown: true });
    expect(handover.submitHeld).toBe(true);
    expect(form.hasAttribute(presses.APP_HANDLES_FORM)).toBe(true);
    expect(presses.takeOverForm(form, { heldShown: false }).submitHeld).toBe(false);

    expect(pressSubmit().defaultPrevented).toBe(false);
    form.querySelector<HTMLButtonElement>('[data-example-address]')!.click();
    expect(field('url').value).toBe('');
    // The app's own form starts empty from now on (a later visit of the landing screen).
    expect(presses.readFormBeforeApp()).toEqual({ url: '', pricingUrl: '', optionsOpen: false, submitHeld: false });
  });

  it("takes the held look back when the app's first render did not draw it (a press while React hydrated)", () => {
    pressSubmit();
    presses.takeOverForm(form, { heldShown: false });
    expect(submitButton().disabled).toBe(false);
    expect(visibleLabel()).toBe('Get your FREE Activation Strategy');
  });

  it('replays a kept key on its element, for the app to handle', () => {
    presses.takeOverForm(form, { heldShown: false });
    const thumb = form.querySelector('[role="slider"]')!;
    const keys: string[] = [];
    thumb.addEventListener('keydown', (event) => keys.push((event as KeyboardEvent).key));
    presses.replaySliderPress({ target: thumb, key: 'Home' });
    expect(keys).toEqual(['Home']);
  });
});

describe('when the app cannot be loaded', () => {
  it('posts a held press the way a browser without JavaScript does, and leaves later presses to the browser', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const post = vi.spyOn(form, 'submit').mockImplementation(() => undefined);
    pressSubmit();
    presses.answerWithoutApp();
    expect(post).toHaveBeenCalledTimes(1);
    expect(pressSubmit().defaultPrevented).toBe(false);
  });

  it('offline, does not post into no connection: the button is given back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const post = vi.spyOn(form, 'submit').mockImplementation(() => undefined);
    pressSubmit();
    presses.answerWithoutApp();
    expect(post).not.toHaveBeenCalled();
    expect(submitButton().disabled).toBe(false);
    expect(visibleLabel()).toBe('Get your FREE Activation Strategy');
  });
});
