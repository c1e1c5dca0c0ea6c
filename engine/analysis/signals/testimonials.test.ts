import { describe, expect, it } from 'vitest';
import { detectOn } from '../testing/site-from-html.ts';
import { testimonials } from './testimonials.ts';

describe('testimonials', () => {
  it('finds a quoted customer with name and role', () => {
    const result = detectOn(testimonials, { '/': '<blockquote>“We get paid nine days sooner on average since we switched.”</blockquote><p>— Amira Haddad, Founder, Bluefin</p>' });
    expect(result.evidence[0]?.text).toContain('Amira Haddad');
  });

  it('finds a testimonial card (page builder) with the role on its own line', () => {
    const html = '<div class="testimonial-card"><p>Vaultline gave us one prioritised list instead of eleven thousand alerts.</p><div>Elena Vasquez</div><div>CISO, Meridian Bank</div></div>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(true);
  });

  it('does not count a quote without anyone behind it', () => {
    expect(detectOn(testimonials, { '/': '<blockquote>“The best way to predict the future is to invent it, they say.”</blockquote>' }).present).toBe(false);
  });

  it('does not count a plain feature paragraph', () => {
    expect(detectOn(testimonials, { '/': '<p>Reminders go out on their own schedule and stop when a client pays.</p><p>Head of nothing</p>' }).present).toBe(false);
  });

  it('reads German quotes („…“) with a German role', () => {
    const html = '<div class="kundenstimme"><p>„Heute ist die Rechnung raus, bevor der Monteur vom Hof fährt, jedes Mal.“</p><p>Thomas Berger, Inhaber, Berger Haustechnik</p></div>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(true);
  });

  it('reads French quotes (« … ») with a French role', () => {
    const html = '<p>« Le téléphone sonne deux fois moins au cabinet depuis que les patients réservent en ligne. »</p><p>— Claire Martin, fondatrice du cabinet</p>';
    expect(detectOn(testimonials, { '/': html }).present).toBe(true);
  });
});
