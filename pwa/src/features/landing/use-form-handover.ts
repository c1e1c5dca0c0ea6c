import { type RefObject, useEffect, useEffectEvent } from 'react';
import { type FormBeforeApp, replaySliderPress, takeOverForm } from './early-presses.ts';

interface HandoverHandlers {
  /** Whether the first render drew the submit as held (readFormBeforeApp's submitHeld). */
  heldShown: boolean;
  /** What the form shows now, which the first script may have changed while React hydrated. */
  onState: (state: FormBeforeApp) => void;
  /** Sends the press of the submit button that waited for the app. */
  onHeldSubmit: () => void;
}

/**
 * Takes the entry form over from the page's first script once the app runs
 * (early-presses.ts), and carries out the presses it kept: slider presses first, in the
 * order they came, then a held submit, so what the visitor set is what gets sent.
 */
export function useFormHandover(formRef: RefObject<HTMLFormElement | null>, handlers: HandoverHandlers): void {
  const takeOver = useEffectEvent(() => {
    const form = formRef.current;
    if (!form) return;
    const handover = takeOverForm(form, { heldShown: handlers.heldShown });
    handlers.onState(handover);
    if (!handover.submitHeld && handover.sliderPresses.length === 0) return;
    const { onHeldSubmit } = handlers;
    // Outside React's commit, a frame apart: each press is handled and drawn before the next
    // (a slider moves at the frame after its press), and the submit comes after them all.
    void (async () => {
      for (const press of handover.sliderPresses) {
        await nextFrame();
        replaySliderPress(press);
      }
      await nextFrame();
      if (handover.submitHeld) onHeldSubmit();
    })();
  });
  useEffect(() => takeOver(), []);
}

const nextFrame = () => new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve()));
