import { describe, expect, it } from 'vitest';
import { evidencePhrase } from '../../contract/evidence-wording.ts';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { freemium } from './freemium.ts';

describe('freemium', () => {
  it('finds "Free forever"', () => {
    expect(detectOn(freemium, { '/': '<p>Free forever for up to 3 users.</p>' }).present).toBe(true);
  });

  it('finds a pricing tier named "Free"', () => {
    const result = detectOn(freemium, { '/pricing': '<h3>Free</h3><p>3 projects</p><h3>Pro</h3><p>$12/month</p>' });
    expect(result.present).toBe(true);
    expect(result.evidence[0]?.text).toBe('Pricing tier: "Free"');
  });

  it('finds a $0 tier on the pricing page', () => {
    expect(detectOn(freemium, { '/pricing': '<h3>Starter</h3><p>$0 / month</p>' }).present).toBe(true);
  });

  it('is not fooled by "worry-free"', () => {
    expect(detectOn(freemium, { '/': '<h2>Worry-free on-call</h2><p>Hassle-free plan changes.</p>' }).present).toBe(false);
  });

  it('does not take a free trial for a free plan', () => {
    expect(detectOn(freemium, { '/': '<p>Start your free trial. Free for 14 days.</p>' }).present).toBe(false);
  });

  it('does not take "$0 setup fee" for a free plan', () => {
    expect(detectOn(freemium, { '/pricing': '<p>$0 setup fee on annual plans</p>' }).present).toBe(false);
  });

  it('does not take the question "Is there a free plan?" for one', () => {
    expect(detectOn(freemium, { '/': '<p>Is there a free plan? No, every plan starts with a trial.</p>' }).present).toBe(false);
  });

  it('reads German: "Für immer kostenlos"', () => {
    expect(detectOn(freemium, { '/': '<p>Für immer kostenlos für Einzelpersonen.</p>' }).present).toBe(true);
  });

  it('reads French: "Offre gratuite"', () => {
    expect(detectOn(freemium, { '/': '<p>Notre offre gratuite inclut 2 agendas.</p>' }).present).toBe(true);
  });

  it('reads Spanish: "Gratis para siempre"', () => {
    expect(detectOn(freemium, { '/': '<p>Plan básico gratis para siempre.</p>' }).present).toBe(true);
  });

  it('rejects German: "sorgenfrei" is no free plan', () => {
    expect(detectOn(freemium, { '/': '<h2>Sorgenfrei abrechnen</h2><p>Ihre Buchhaltung, stressfrei erledigt.</p>' }).present).toBe(false);
  });

  it('rejects French: "essai gratuit de 14 jours" is no free plan', () => {
    expect(detectOn(freemium, { '/': '<p>Commencez votre essai gratuit de 14 jours.</p>' }).present).toBe(false);
  });

  it('rejects Spanish: "Sin preocupaciones" and "envío gratis" are no free plan', () => {
    expect(detectOn(freemium, { '/': '<h2>Sin preocupaciones</h2><p>Envío gratis del lector de tarjetas.</p>' }).present).toBe(false);
  });

  describe('a plan card or table that costs nothing', () => {
    it('describes the tier so that a report quotes its name once: \'Pricing tier: "Free" on /pricing\'', () => {
      const { evidence } = detectOn(freemium, { '/pricing': '<h3>Free</h3><p>3 projects</p>' });
      expect(evidence.map((each) => evidencePhrase(each, 'https://acme.test/'))).toEqual(['Pricing tier: "Free" on /pricing']);
    });

    it('finds a plan whose price slot says "Free!" under its name', () => {
      const html = '<div>Hobby</div><p>Free!</p><p>2 projects</p><div>Team</div><p>$20/mo</p>';
      expect(detectOn(freemium, { '/pricing': html }).evidence[0]?.text).toBe('Pricing tier: "Free!"');
    });

    it('finds the price row of a plans table: "Price | Free | $40"', () => {
      const html = '<table><tr><th>Plan</th><th>Core</th><th>Plus</th></tr><tr><td>Price</td><td>Free</td><td>$40</td></tr></table>';
      expect(detectOn(freemium, { '/pricing': html }).present).toBe(true);
    });

    it('does not take "Free" in a feature row for a free plan', () => {
      const html = '<table><tr><td>Data import</td><td>Free</td><td>Free</td></tr></table><h3>Plus</h3><p>$40/mo</p>';
      expect(detectOn(freemium, { '/pricing': html }).present).toBe(false);
    });

    it('finds a plans section on the home page: "Basic (free)"', () => {
      const html = '<section class="plans"><h3>Basic (free)</h3><p>One board</p><h3>Studio</h3><p>12 € per month</p></section>';
      expect(detectOn(freemium, { '/': html }).present).toBe(true);
    });

    it('does not take a free card that is a time-limited try-out for a free plan (German)', () => {
      const html =
        '<h2>Kostenlos</h2><p>Testen Sie uns 30 Tage lang mit Ihrem Team.</p><h2>Team</h2><p>19 € pro Monat</p><table><tr><th>Kostenlos</th><th>Team</th></tr></table>';
      expect(detectOn(freemium, { '/preise': html }).present).toBe(false);
    });

    it('ignores "free" among the keywords of a data blob', () => {
      const html = '<script type="application/ld+json">{"keywords":["free","vpn"]}</script><h3>Pro</h3><p>$9/mo</p>';
      expect(detectOn(freemium, { '/pricing': html }).present).toBe(false);
    });
  });

  describe('an FAQ answer', () => {
    it('quotes the yes that answers "Is it really free?", not the question', () => {
      const html = '<h4>Is Acme really free?</h4><p>Yes. The self-hosted edition costs nothing and has no user limit.</p>';
      const result = detectOn(freemium, { '/': html });
      expect(result.evidence.map((each) => each.text)).toEqual(['Yes. The self-hosted edition costs nothing and has no user limit.']);
    });

    it('reads an answer that affirms without a yes: "It is completely free."', () => {
      expect(detectOn(freemium, { '/': '<button>Is it really free?</button><div>It is completely free for clubs, now and later.</div>' }).present).toBe(true);
    });

    it('does not take an answer that offers a trial instead', () => {
      const html = '<button>Do you have a free plan?</button><p>We offer a 30-day free trial on every plan, then you pick one.</p>';
      expect(detectOn(freemium, { '/': html }).present).toBe(false);
    });

    it('does not take "Yes, for 30 days" for a free-forever product', () => {
      expect(detectOn(freemium, { '/': '<h4>Is it really free?</h4><p>Yes, for 30 days. Then pick a plan.</p>' }).present).toBe(false);
    });

    it('does not take a free service for a free product: "Is onboarding free? Yes"', () => {
      expect(detectOn(freemium, { '/': '<h4>Is onboarding really free?</h4><p>Yes, for every paying customer.</p>' }).present).toBe(false);
    });

    it('reads German: "Ist es wirklich kostenlos?" - "Ja, ..."', () => {
      expect(detectOn(freemium, { '/': '<h3>Ist der Planer wirklich kostenlos?</h3><p>Ja, ohne Abo und ohne Limit.</p>' }).present).toBe(true);
    });

    it('reads French: "Est-ce vraiment gratuit ?" - "Oui, ..."', () => {
      expect(detectOn(freemium, { '/': '<h3>Est-ce vraiment gratuit ?</h3><p>Oui, et sans publicité.</p>' }).present).toBe(true);
    });

    it('reads Spanish: "¿Es realmente gratis?" - "Sí."', () => {
      expect(
        detectOn(freemium, { '/': '<summary>¿El panel es realmente gratis?</summary><p>Sí. Solo pagas si quieres funciones avanzadas.</p>' }).present,
      ).toBe(true);
    });

    it('rejects Spanish: "¿Es realmente gratis?" - "No, ..."', () => {
      expect(detectOn(freemium, { '/': '<summary>¿Es realmente gratis?</summary><p>No, pero puedes probarlo 14 días.</p>' }).present).toBe(false);
    });
  });

  describe('wording of a free edition or a free-forever product', () => {
    it('finds "Free - self-hosted, forever"', () => {
      expect(detectOn(freemium, { '/pricing': '<div>Free - self-hosted, forever</div>' }).present).toBe(true);
    });

    it('does not take "free updates" for a free plan, even "forever"', () => {
      expect(detectOn(freemium, { '/': '<p>One licence, free updates forever.</p>' }).present).toBe(false);
    });

    it('does not take a free plan limited to days for a free-forever plan', () => {
      expect(detectOn(freemium, { '/': '<p>Use the free plan for 14 days, then choose a tier.</p>' }).present).toBe(false);
    });

    it('reads German: "kostenlose Community Edition"', () => {
      expect(detectOn(freemium, { '/': '<p>Starten Sie mit der kostenlosen Community Edition.</p>' }).present).toBe(true);
    });

    it('reads French: "libre et gratuit, pour toujours"', () => {
      expect(detectOn(freemium, { '/': '<p>Le logiciel reste gratuit et open source pour toujours.</p>' }).present).toBe(true);
    });

    it('reads Spanish: "edición comunitaria gratuita"', () => {
      expect(detectOn(freemium, { '/': '<p>Descarga la edición comunitaria gratuita.</p>' }).present).toBe(true);
    });
  });
});
