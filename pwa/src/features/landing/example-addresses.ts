import type { MaturityLevel } from '../../../../engine/contract/analysis.ts';

/** Well-known SaaS sites a visitor can try with one click. */
export const EXAMPLE_ADDRESSES = ['stripe.com', 'slack.com', 'notion.so', 'hubspot.com', 'calendly.com'] as const;

export interface DemoShortcut {
  label: string;
  /** Read by assistive technology and shown as a tooltip: what the shortcut does. */
  description: string;
  param: 'demo' | 'maturity';
  value: 'true' | MaturityLevel;
}

/** The hidden overrides of SPEC section 5, as one-click presets for demos. */
export const DEMO_SHORTCUTS: readonly DemoShortcut[] = [
  { label: 'demo-only', description: 'Add demo=true: report the site as demo-only', param: 'demo', value: 'true' },
  { label: 'basic', description: 'Add maturity=Basic: force the Basic level', param: 'maturity', value: 'Basic' },
  { label: 'guided', description: 'Add maturity=Guided: force the Guided level', param: 'maturity', value: 'Guided' },
  {
    label: 'optimised',
    description: 'Add maturity=Conversion-Optimised: force the Conversion-Optimised level',
    param: 'maturity',
    value: 'Conversion-Optimised',
  },
];

/**
 * The typed address (or the first example when empty) with the shortcut's query
 * parameter set, replacing an earlier value of the same parameter only, so a demo
 * flag and a maturity level can be combined.
 */
export function withDemoShortcut(current: string, shortcut: DemoShortcut): string {
  const base = current.trim() || EXAMPLE_ADDRESSES[0];
  const [beforeHash, hash] = splitOnce(base, '#');
  const [path, query] = splitOnce(beforeHash, '?');
  const kept = (query ?? '').split('&').filter((pair) => pair !== '' && pair.split('=')[0]?.toLowerCase() !== shortcut.param);
  kept.push(`${shortcut.param}=${shortcut.value}`);
  return `${path}?${kept.join('&')}${hash === undefined ? '' : `#${hash}`}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator);
  return index < 0 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)];
}
