import { describe, expect, it } from 'vitest';
import { matches } from '../phrases.ts';
import { filedWithReviews, isTrackingScript, linksToReviews, REVIEW_CLAIM } from './review-ratings.ts';

describe('review ratings', () => {
  it.each([
    ['en', 'Rated 4.8/5 on Capterra'],
    ['en', 'G2 Leader Winter 2025'],
    ['de', '4,7 von 5 Sternen auf Trustpilot'],
    ['de', 'Capterra Bewertung: 4,8'],
    ['fr', 'Noté 4,6/5 sur G2'],
    ['fr', 'Trustpilot : Excellent, 4,8 sur 5'],
    ['es', 'Valorado con 4,8 sobre 5 en Capterra'],
    ['es', 'Puntuación en G2: 4,7'],
  ])('%s: "%s" is a rating or award on a platform', (_language, text) => {
    expect(matches(REVIEW_CLAIM, text)).toBe(true);
  });

  it.each([
    ['en', 'Rated 5 stars by our users'],
    ['en', 'We are listed on G2, Capterra and GetApp.'],
    ['de', '4,9 von 5 in unserer eigenen Kundenumfrage'],
    ['fr', 'Importez vos avis G2 et Capterra dans un seul tableau de bord.'],
    ['es', '12.000 estrellas en GitHub'],
  ])('%s: "%s" is none', (_language, text) => {
    expect(matches(REVIEW_CLAIM, text)).toBe(false);
  });

  it('tells a link to the reviews from a request to leave one', () => {
    expect(linksToReviews('https://www.g2.com/products/acme/reviews', 'Read our reviews on G2')).toBe(true);
    expect(linksToReviews('https://fr.trustpilot.com/review/acme.test', 'Lire nos avis sur Trustpilot')).toBe(true);
    expect(linksToReviews('https://www.g2.com/products/acme/take_survey', 'Review us on G2')).toBe(false);
    expect(linksToReviews('https://www.trustpilot.com/evaluate/acme.test', 'Leave us a review on Trustpilot')).toBe(false);
    expect(linksToReviews('https://www.capterra.com/vendors/sign-up', 'List your software on Capterra')).toBe(false);
  });

  it('tells a tracking pixel from a badge', () => {
    expect(isTrackingScript('https://ct.capterra.com/capterra_tracker.js?vid=1')).toBe(true);
    expect(isTrackingScript('https://tracking.g2crowd.com/attribution_tracking/conversions/1.js')).toBe(true);
    expect(isTrackingScript('https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js')).toBe(false);
  });

  it.each([['/images/reviews/trustpilot.webp'], ['/bilder/bewertungen/capterra.png'], ['/img/avis/g2.svg'], ['/img/insignias/getapp.png']])(
    '"%s" is filed with reviews',
    (path) => {
      expect(filedWithReviews(path)).toBe(true);
    },
  );

  it('an integration logo is not', () => {
    expect(filedWithReviews('/integrations/trustpilot.svg')).toBe(false);
  });
});
