import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { customerLogos } from './customer-logos.ts';

const images = (names: string[]) => names.map((name) => `<img src="/logos/${name}.svg" alt="${name}">`).join('');

describe('customer-logos', () => {
  it('finds a logo wall under "Trusted by"', () => {
    const result = detectOn(customerLogos, {
      '/': `<section><p>Trusted by teams at</p><div>${images(['Northwind', 'Contoso', 'Globex', 'Initech'])}</div></section>`,
    });
    expect(result.evidence[0]?.text).toBe('4 logos: Northwind, Contoso, Globex, Initech');
  });

  it('finds inline SVG logos named by their titles', () => {
    const svgs = ['Orbital', 'Fernway', 'Quillstack', 'Mapleline'].map((name) => `<li><svg role="img"><title>${name}</title></svg></li>`).join('');
    expect(detectOn(customerLogos, { '/': `<p>Loved by product teams</p><ul>${svgs}</ul>` }).present).toBe(true);
  });

  it('does not count "Trusted by" text without logos', () => {
    expect(detectOn(customerLogos, { '/': '<h2>Trusted by teams who hate busywork</h2><p>Studios and clinics use us.</p>' }).present).toBe(false);
  });

  it('does not count a wall of integration logos', () => {
    expect(detectOn(customerLogos, { '/': `<h2>Integrates with your stack</h2><div>${images(['Slack', 'GitHub', 'Jira', 'Zapier'])}</div>` }).present).toBe(
      false,
    );
  });

  it('does not count social icons in the footer', () => {
    const icons = ['twitter.com', 'linkedin.com', 'facebook.com', 'instagram.com']
      .map((host) => `<a href="https://${host}/acme"><svg><title>${host}</title></svg></a>`)
      .join('');
    expect(detectOn(customerLogos, { '/': `<footer><p>Our customers love us</p>${icons}</footer>` }).present).toBe(false);
  });

  it('finds a wall under "Suppliers running on Acme"', () => {
    expect(
      detectOn(customerLogos, {
        '/': `<section><h2>Suppliers running on Acme</h2><div>${images(['Tidewater', 'Fellside', 'Northgrid', 'Solway'])}</div></section>`,
      }).present,
    ).toBe(true);
  });

  it('does not count a wall of integrations "Works with"', () => {
    expect(
      detectOn(customerLogos, { '/': `<section><h2>Works with the tools you use</h2><div>${images(['Slack', 'Jira', 'Figma', 'Notion'])}</div></section>` })
        .present,
    ).toBe(false);
  });

  it('reads German: "Diese Unternehmen nutzen Acme"', () => {
    expect(
      detectOn(customerLogos, {
        '/': `<section><h2>Diese Unternehmen nutzen Acme</h2><div>${images(['Bergmann', 'Hofer', 'Kessler', 'Lindner'])}</div></section>`,
      }).present,
    ).toBe(true);
  });

  it('reads German: not "Integrationen"', () => {
    expect(
      detectOn(customerLogos, { '/': `<section><h2>Integrationen</h2><div>${images(['DATEV', 'Lexware', 'sevDesk', 'Shopify'])}</div></section>` }).present,
    ).toBe(false);
  });

  it('reads French: "Ils utilisent Acme"', () => {
    expect(
      detectOn(customerLogos, { '/': `<section><h2>Ils utilisent Acme</h2><div>${images(['Dupont', 'Moreau', 'Lefèvre', 'Girard'])}</div></section>` }).present,
    ).toBe(true);
  });

  it('reads French: not "Paiement sécurisé"', () => {
    expect(
      detectOn(customerLogos, { '/': `<section><h2>Paiement sécurisé</h2><div>${images(['Visa', 'Mastercard', 'CB', 'Amex'])}</div></section>` }).present,
    ).toBe(false);
  });

  it('reads Spanish: "Empresas que usan Acme"', () => {
    expect(
      detectOn(customerLogos, { '/': `<section><h2>Empresas que usan Acme</h2><div>${images(['Iberia', 'Garrido', 'Solana', 'Vidal'])}</div></section>` })
        .present,
    ).toBe(true);
  });

  it('reads Spanish: not "Integraciones"', () => {
    expect(
      detectOn(customerLogos, { '/': `<section><h2>Integraciones</h2><div>${images(['Holded', 'Stripe', 'Shopify', 'Zapier'])}</div></section>` }).present,
    ).toBe(false);
  });

  it('rejects German: "Vertrauen" without logos', () => {
    expect(
      detectOn(customerLogos, { '/': '<h2>Vertrauen Sie auf 20 Jahre Erfahrung</h2><p>Handwerksbetriebe in ganz Deutschland arbeiten mit uns.</p>' }).present,
    ).toBe(false);
  });
});
