import { describe, expect, it } from 'vitest';
import { shownRefusalReason } from '../../../src/features/landing/landing-search.ts';

const ORIGIN = 'https://analyzer.example';
const REASON = 'You already have 10 analyses waiting. Please wait for one to finish.';

describe('shownRefusalReason', () => {
  it("shows the server's reason after our own form post sent the visitor back", () => {
    expect(shownRefusalReason(REASON, `${ORIGIN}/`, ORIGIN)).toBe(REASON);
  });

  it('shows no words from the address when the link came from another site or from nowhere', () => {
    expect(shownRefusalReason('Call +1 555 0100 to unlock your report', 'https://evil.example/mail', ORIGIN)).toBe('');
    expect(shownRefusalReason(REASON, '', ORIGIN)).toBe('');
    expect(shownRefusalReason(REASON, 'not a url', ORIGIN)).toBe('');
  });

  it('shows nothing for a missing or overlong reason', () => {
    expect(shownRefusalReason(undefined, `${ORIGIN}/`, ORIGIN)).toBe('');
    expect(shownRefusalReason('x'.repeat(301), `${ORIGIN}/`, ORIGIN)).toBe('');
  });
});
