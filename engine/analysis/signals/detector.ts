import { SIGNAL_TITLES, type Evidence, type SignalId } from '../../contract/signals.ts';
import type { SiteModel } from '../model/site-model.ts';
import { SIGNAL_WEIGHTS, type SignalCategory } from '../weights.ts';

export interface Detection {
  present: boolean;
  evidence: Evidence[];
  trialDays?: number;
}

/** One signal, Lighthouse-audit style: metadata plus one pure function of the site. */
export interface SignalDetector {
  id: SignalId;
  title: string;
  weight: number;
  category: SignalCategory;
  detect(site: SiteModel): Detection;
}

/** Builds a detector whose title, weight and category come from the shared tables. */
export function defineSignal(id: SignalId, detect: (site: SiteModel) => Detection): SignalDetector {
  const { weight, category } = SIGNAL_WEIGHTS[id];
  return {
    id,
    title: SIGNAL_TITLES[id],
    weight,
    category,
    // Detectors that build on others (demo-only) call them again; compute each once per site.
    detect: (site) => site.memo(`signal:${id}`, () => detect(site)),
  };
}

export function found(evidence: Evidence[], extra: Omit<Detection, 'present' | 'evidence'> = {}): Detection {
  return { present: evidence.length > 0, evidence, ...extra };
}
