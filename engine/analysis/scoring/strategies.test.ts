import { describe, expect, it } from 'vitest';
import { SIGNAL_IDS, type SignalId, type SignalResult } from '../../contract/signals.ts';
import { chooseStrategies, MAX_STRATEGIES } from './strategies.ts';
import { STRATEGY_CATALOGUE, type CopyContext } from './strategy-catalogue.ts';

function signals(present: SignalId[]): SignalResult[] {
  return SIGNAL_IDS.map((id) => ({ id, present: present.includes(id), checked: true, evidence: [] }));
}

const CONTEXT: CopyContext = { siteName: 'Ledgerly', signupCta: 'Start free trial', demoCta: 'Talk to sales', trialDays: 14, startingPrice: '$12' };
const EVERYTHING_WANTED = SIGNAL_IDS.filter((id) => id !== 'credit-card-required' && id !== 'demo-only');

describe('strategy catalogue', () => {
  it('has at least 12 complete entries with unique ids', () => {
    expect(STRATEGY_CATALOGUE.length).toBeGreaterThanOrEqual(12);
    expect(new Set(STRATEGY_CATALOGUE.map((entry) => entry.id)).size).toBe(STRATEGY_CATALOGUE.length);
    for (const entry of STRATEGY_CATALOGUE) {
      expect(entry.title && entry.effort && entry.estimatedTime && entry.description, entry.id).toBeTruthy();
      expect(entry.steps.length, entry.id).toBeGreaterThan(0);
    }
  });

  it("writes every example with the site's own name", () => {
    for (const entry of STRATEGY_CATALOGUE) expect(entry.exampleCopy(CONTEXT), entry.id).toContain('Ledgerly');
  });
});

describe('choosing strategies', () => {
  it('puts a self-serve path first for a demo-only site', () => {
    const chosen = chooseStrategies(signals(['demo-request', 'demo-only', 'customer-logos']), CONTEXT);
    expect(chosen[0]?.id).toBe('self-serve-path');
    expect(chosen[0]?.exampleCopy).toBe('Try Ledgerly yourself today, or talk to sales if you would rather talk first.');
  });

  it('chooses only strategies for what is missing', () => {
    const chosen = chooseStrategies(signals(EVERYTHING_WANTED.filter((id) => id !== 'interactive-demo')), CONTEXT).map((strategy) => strategy.id);
    expect(chosen).toEqual(['interactive-product-tour', 'activation-emails']);
  });

  it('orders by the weight of what is missing', () => {
    const chosen = chooseStrategies(signals(EVERYTHING_WANTED.filter((id) => id !== 'onboarding-tool' && id !== 'community')), CONTEXT).map(
      (strategy) => strategy.id,
    );
    expect(chosen.indexOf('onboarding-checklist')).toBeLessThan(chosen.indexOf('user-community'));
  });

  it("writes the example with the site's own CTA wording and trial length", () => {
    const chosen = chooseStrategies(signals(['self-serve-signup', 'free-trial']), CONTEXT);
    expect(chosen.find((strategy) => strategy.id === 'remove-credit-card')?.exampleCopy).toBe(
      'Start free trial: your 14-day Ledgerly trial starts now, no credit card required.',
    );
  });

  it('does not advise card-free signup to a site with no signup', () => {
    const chosen = chooseStrategies(signals(['demo-request', 'demo-only']), CONTEXT).map((strategy) => strategy.id);
    expect(chosen).not.toContain('remove-credit-card');
    expect(chosen).not.toContain('one-click-signup');
  });

  it(`returns at most ${MAX_STRATEGIES}, and still one for a site that has everything`, () => {
    expect(chooseStrategies(signals([]), CONTEXT)).toHaveLength(MAX_STRATEGIES);
    expect(chooseStrategies(signals(EVERYTHING_WANTED), CONTEXT).map((strategy) => strategy.id)).toEqual(['activation-emails']);
  });
});
