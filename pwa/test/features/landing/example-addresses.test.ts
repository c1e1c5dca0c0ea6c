import { describe, expect, it } from 'vitest';
import { normalizeWebsiteUrl } from '../../../../engine/contract/normalize-url.ts';
import { DEMO_SHORTCUTS, EXAMPLE_ADDRESSES, withDemoShortcut } from '../../../src/features/landing/example-addresses.ts';

const [demo, basic, guided, optimised] = DEMO_SHORTCUTS as [
  (typeof DEMO_SHORTCUTS)[0],
  (typeof DEMO_SHORTCUTS)[0],
  (typeof DEMO_SHORTCUTS)[0],
  (typeof DEMO_SHORTCUTS)[0],
];

describe('example addresses', () => {
  it('offers five distinct sites, each a valid address', () => {
    expect(new Set(EXAMPLE_ADDRESSES).size).toBe(5);
    for (const address of EXAMPLE_ADDRESSES) expect(normalizeWebsiteUrl(address).ok).toBe(true);
  });
});

describe('the hidden demo and maturity shortcuts', () => {
  it('cover demo=true and the three maturity levels', () => {
    expect(DEMO_SHORTCUTS.map((s) => `${s.param}=${s.value}`)).toEqual(['demo=true', 'maturity=Basic', 'maturity=Guided', 'maturity=Conversion-Optimised']);
  });

  it.each([
    ['', demo, 'stripe.com?demo=true'],
    ['  acme.io ', basic, 'acme.io?maturity=Basic'],
    ['acme.io/start?ref=ad', guided, 'acme.io/start?ref=ad&maturity=Guided'],
    ['acme.io?maturity=Basic', optimised, 'acme.io?maturity=Conversion-Optimised'],
    ['acme.io?demo=true', basic, 'acme.io?demo=true&maturity=Basic'],
    ['acme.io?maturity=Guided&demo=true', demo, 'acme.io?maturity=Guided&demo=true'],
    ['acme.io/#top', demo, 'acme.io/?demo=true#top'],
  ])('turns %j with %s into %j', (current, shortcut, expected) => {
    expect(withDemoShortcut(current, shortcut)).toBe(expected);
  });

  it('gives addresses whose overrides the form reads and strips', () => {
    const filled = withDemoShortcut(withDemoShortcut('acme.io', demo), optimised);
    expect(normalizeWebsiteUrl(filled)).toEqual({
      ok: true,
      value: { url: 'https://acme.io/', forceDemoOnly: true, forceMaturityLevel: 'Conversion-Optimised' },
    });
  });
});
