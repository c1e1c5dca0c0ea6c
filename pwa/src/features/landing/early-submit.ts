/*
 * A press of the pre-rendered entry form before the app's code runs (main.tsx loads it
 * at the first input). Online, the browser posts the form itself and the server answers.
 * Offline, that post would end on the browser's own error page and the request would be
 * lost: so the press is held on the form, and the app, once it runs, sends it the way it
 * sends any offline request (into the outbox). Kept apart from the form's component: the
 * landing page's first script imports it.
 */

export const ANALYSIS_FORM_ID = 'analysis-form';

/** On the form while a press waits for the app. */
const HELD_ATTRIBUTE = 'data-held-submit';
/** On the form once the app handles its presses itself. */
const APP_ATTRIBUTE = 'data-app-submits';

/** Listens, before the app runs, for a press of the entry form while offline; `onHeld` starts the app. */
export function holdOfflineSubmits(onHeld: () => void): void {
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.id !== ANALYSIS_FORM_ID || form.hasAttribute(APP_ATTRIBUTE) || navigator.onLine) return;
      event.preventDefault();
      form.setAttribute(HELD_ATTRIBUTE, '');
      onHeld();
    },
    true,
  );
}

/** Called by the app's form once it handles presses: true when one was held for it (the caller sends it). */
export function takeHeldSubmit(form: HTMLFormElement): boolean {
  form.setAttribute(APP_ATTRIBUTE, '');
  const held = form.hasAttribute(HELD_ATTRIBUTE);
  form.removeAttribute(HELD_ATTRIBUTE);
  return held;
}
