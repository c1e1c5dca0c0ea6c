import { gatherFacts } from '../../engine/analysis/advice/site-facts.ts';
import { buildSiteModel } from '../../engine/analysis/model/site-model.ts';
import { observeFriction } from '../../engine/analysis/observed/observe-friction.ts';
import { assessFriction } from '../../engine/analysis/scoring/friction.ts';
import { siteNameOf } from '../../engine/analysis/scoring/site-identity.ts';
import { chooseStrategies } from '../../engine/analysis/scoring/strategies.ts';
import { SIGNAL_IDS, type Evidence, type SignalId, type SignalResult } from '../../engine/contract/signals.ts';
import { fetchedPages, TEST_ORIGIN, type PageSpec } from './site-from-html.ts';

export interface AdviceSiteOptions {
  /** What each present signal's detector quoted (page path -> text); none by default. */
  evidence?: Partial<Record<SignalId, Array<{ path: string; text: string }>>>;
  trialDays?: number;
  jobIsClear?: boolean;
}

/**
 * Test support: the advice a site of tiny HTML pages gets for chosen signals, so a test
 * sets what the detectors found and reads what the report advises on it.
 */
export function adviceSite(pages: Record<string, string | PageSpec>, present: readonly SignalId[], options: AdviceSiteOptions = {}) {
  const fetched = fetchedPages(pages);
  const site = buildSiteModel(`${TEST_ORIGIN}/`, fetched);
  const evidenceOf = (id: SignalId): Evidence[] => (options.evidence?.[id] ?? []).map(({ path, text }) => ({ page: new URL(path, TEST_ORIGIN).href, text }));
  const signals: SignalResult[] = SIGNAL_IDS.map((id) => ({
    id,
    present: present.includes(id),
    checked: true,
    evidence: evidenceOf(id),
    ...(id === 'free-trial' && options.trialDays ? { trialDays: options.trialDays } : {}),
  }));
  const facts = gatherFacts({ site, pages: fetched, signals, siteName: siteNameOf(site.home, site.url) });
  const observed = observeFriction({ site, pages: fetched, facts, jobIsClear: options.jobIsClear ?? true });
  const friction = assessFriction({ signals, observed, facts });
  return { signals, facts, friction, observed, strategies: chooseStrategies({ signals, facts, friction, observed }) };
}
