// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_FORM_ID, holdOfflineSubmits, takeHeldSubmit } from '../../../src/features/landing/early-submit.ts';

function entryForm(): HTMLFormElement {
  document.body.innerHTML = `<form id="${ANALYSIS_FORM_ID}" method="post" action="/analyze"><input name="url" value="acme.io"><button type="submit">Go</button></form>`;
  return document.querySelector('form')!;
}

function press(form: HTMLFormElement): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

afterEach(() => vi.restoreAllMocks());

describe('a press of the entry form before the app runs', () => {
  // One listener for the whole file, as main.tsx adds it once per page.
  const startApp = vi.fn();
  holdOfflineSubmits(startApp);

  it('offline, is held for the app (no post into no connection), starts the app, and is handed over once', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const form = entryForm();
    expect(press(form).defaultPrevented).toBe(true);
    expect(startApp).toHaveBeenCalled();
    expect(takeHeldSubmit(form)).toBe(true);
    expect(takeHeldSubmit(form)).toBe(false);
  });

  it('online, is left to the browser, which posts the form', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const form = entryForm();
    expect(press(form).defaultPrevented).toBe(false);
    expect(takeHeldSubmit(form)).toBe(false);
  });

  it('once the app handles the form, is left to the app even offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const form = entryForm();
    takeHeldSubmit(form);
    expect(press(form).defaultPrevented).toBe(false);
  });
});
