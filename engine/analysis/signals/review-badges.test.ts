import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { reviewBadges } from './review-badges.ts';

describe('review-badges', () => {
  it('finds a G2 badge image', () => {
    expect(detectOn(reviewBadges, { '/': '<img src="https://images.g2crowd.com/badge/leader.svg" alt="badge">' }).present).toBe(true);
  });

  it('finds a Trustpilot widget script', () => {
    expect(detectOn(reviewBadges, { '/': '<script src="https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js"></script>' }).present).toBe(true);
  });

  it('finds a locally hosted badge by its alt text', () => {
    const result = detectOn(reviewBadges, { '/': '<img src="/img/badge.svg" alt="G2 Leader Winter 2025">' });
    expect(result.evidence).toEqual([{ page: 'https://acme.test/', text: 'Badge image: "G2 Leader Winter 2025"' }]);
  });

  it('finds a rating claim in text', () => {
    expect(detectOn(reviewBadges, { '/': '<p>Rated 4.7/5 on Capterra from 1,100 reviews.</p>' }).present).toBe(true);
  });

  it('does not count a bare mention of a review site', () => {
    expect(detectOn(reviewBadges, { '/': '<p>Leave us a review, we read every one.</p><a href="/g2">G2</a>' }).present).toBe(false);
  });

  it('reads a German badge alt: "Trustpilot: Hervorragend, 4,7 von 5"', () => {
    expect(
      detectOn(reviewBadges, { '/': '<a href="https://de.trustpilot.com/review/acme.test"><img src="/tp.svg" alt="Trustpilot: Hervorragend, 4,7 von 5"></a>' })
        .present,
    ).toBe(true);
  });

  it('reads French: "Capterra : Excellent 4,8 sur 5"', () => {
    expect(detectOn(reviewBadges, { '/': '<p>Capterra: Excellent 4,8 sur 5</p>' }).present).toBe(true);
  });

  it('reads Spanish: "Capterra: 4,6 de 5"', () => {
    expect(detectOn(reviewBadges, { '/': '<p>Capterra: 4,6 de 5</p>' }).present).toBe(true);
  });

  it('does not count a rating with no review site: "Excellent, 4.8 out of 5"', () => {
    expect(detectOn(reviewBadges, { '/': '<p>Our support: Excellent, 4.8 out of 5</p>' }).present).toBe(false);
  });

  it('rejects German: "Bewerten Sie uns auf Trustpilot" without a rating', () => {
    expect(detectOn(reviewBadges, { '/': '<p>Zufrieden? Bewerten Sie uns auf Trustpilot.</p><a href="/bewertungen">Trustpilot</a>' }).present).toBe(false);
  });

  it('rejects French: "Satisfaction client : 4,8 sur 5" with no review site', () => {
    expect(detectOn(reviewBadges, { '/': '<p>Satisfaction client : 4,8 sur 5 selon notre enquête interne.</p>' }).present).toBe(false);
  });

  it('rejects Spanish: "Déjanos tu opinión en Google" without a rating', () => {
    expect(detectOn(reviewBadges, { '/': '<p>¿Te gusta Citaplus? Déjanos tu opinión en Google.</p>' }).present).toBe(false);
  });

  it("finds a review platform's logo kept with the reviews it shows", () => {
    const html =
      '<div><img src="/images/reviews/trustpilot.webp" alt="Trustpilot logo"><p>Quick to set up and the support team answers the same day.</p></div>';
    expect(detectOn(reviewBadges, { '/': html }).evidence[0]?.text).toBe('Review site image: "Trustpilot logo"');
  });

  it('does not count a review platform among the integrations', () => {
    const html = '<h2>Integrations</h2><img src="/integrations/trustpilot.svg" alt="Trustpilot"><img src="/integrations/g2.svg" alt="G2">';
    expect(detectOn(reviewBadges, { '/': html }).present).toBe(false);
  });

  it.each([
    ['German', '<img src="/bilder/tp.svg" alt="Trustpilot Bewertungen">'],
    ['French', '<img src="/img/avis/trustpilot.png" alt="">'],
    ['Spanish', '<img src="/img/opiniones/capterra.png" alt="Capterra">'],
  ])('reads %s: a review platform image named or filed as reviews', (_language, image) => {
    expect(detectOn(reviewBadges, { '/': image }).present).toBe(true);
  });
});
