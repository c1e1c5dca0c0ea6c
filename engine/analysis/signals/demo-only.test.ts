import { describe, expect, it } from 'vitest';
import { detectOn } from '../testing/site-from-html.ts';
import { demoOnly } from './demo-only.ts';

describe('demo-only', () => {
  it('is present when the only way in is a demo', () => {
    const result = detectOn(demoOnly, { '/': '<a href="/demo">Request a demo</a><a href="/login">Log in</a>' });
    expect(result.present).toBe(true);
    expect(result.evidence[0]?.text).toBe('"Request a demo" -> https://acme.test/demo');
  });

  it('is present when "Get started" leads to a call-back form', () => {
    const result = detectOn(demoOnly, {
      '/': '<a href="/get-started">Get started</a>',
      '/get-started': '<p>A specialist will contact you.</p><form><input name="name"><input name="company"><input name="phone"><button>Submit</button></form>',
    });
    expect(result.present).toBe(true);
  });

  it('is absent when a signup sits beside the demo', () => {
    expect(detectOn(demoOnly, { '/': '<a href="/demo">Book a demo</a><a href="/signup">Start free trial</a>' }).present).toBe(false);
  });

  it('is absent when there is neither a demo nor a signup', () => {
    expect(detectOn(demoOnly, { '/': '<p>Status pages for small teams.</p>' })).toEqual({ present: false, evidence: [] });
  });
});
