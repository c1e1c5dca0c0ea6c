import { describe, expect, it } from 'vitest';
import { logoLinkKind, namesOrganisations, otherWallOf, otherWallOfPath, saysCustomers } from './logo-walls.ts';

describe('logo walls: customer wording', () => {
  it.each([
    ['en', 'Trusted by fast-growing teams'],
    ['en', 'Join 4,000 companies already on Acme'],
    ['de', 'Sie vertrauen uns'],
    ['de', 'Unsere Kunden'],
    ['de', 'Sie sind zu Acme umgestiegen'],
    ['fr', 'Ils nous font confiance'],
    ['fr', 'Des écoles qui ont adopté Acme'],
    ['es', 'Confían en nosotros'],
    ['es', 'Empresas que usan Acme'],
  ])('%s: "%s" says customers', (_language, text) => {
    expect(saysCustomers(text)).toBe(true);
  });

  it.each([
    ['en', 'Built for finance teams'],
    ['de', 'Von Start-ups bis zu Konzernen'],
    ['fr', 'Des start-up aux grands groupes'],
    ['es', 'De startups a grandes empresas'],
  ])('%s: "%s" does not', (_language, text) => {
    expect(saysCustomers(text)).toBe(false);
  });

  it.each([
    ['en', 'Clinics on Acme'],
    ['de', 'Kanzleien mit Acme'],
    ['fr', 'Les cabinets Acme'],
    ['es', 'Más de 1.500 restaurantes'],
  ])('%s: "%s" names organisations', (_language, text) => {
    expect(namesOrganisations(text)).toBe(true);
  });
});

describe('logo walls: other rows', () => {
  it.each([
    ['en', 'Integrates with your favourite tools', 'integrations'],
    ['en', 'As seen in', 'press'],
    ['en', 'Backed by', 'backers'],
    ['de', 'Bekannt aus', 'press'],
    ['de', 'Gefördert durch', 'backers'],
    ['de', 'Sichere Zahlung', 'payment'],
    ['fr', 'Nos partenaires', 'partners'],
    ['fr', 'Ils parlent de nous', 'press'],
    ['fr', 'Prix et distinctions', 'awards'],
    ['es', 'Financiado por la Unión Europea', 'backers'],
    ['es', 'Certificaciones', 'certifications'],
    ['es', 'Descarga la app', 'platforms'],
  ])('%s: "%s" is a %s row', (_language, text, kind) => {
    expect(otherWallOf(text)).toBe(kind);
  });

  it.each([['Trusted by fast-growing teams'], ['Built for finance teams'], ['Unsere Kunden'], ['Nos clients'], ['Nuestros clientes']])(
    '"%s" names no other row',
    (text) => {
      expect(otherWallOf(text)).toBeUndefined();
    },
  );

  it.each([
    ['en', 'Trusted by security teams at'],
    ['en', 'Used by payments and compliance leaders at'],
    ['de', 'Sicherheits- und Compliance-Teams vertrauen auf Acme'],
    ['de', 'Im Einsatz bei Zahlungs- und Compliance-Verantwortlichen von'],
    ['fr', 'Les équipes sécurité de ces entreprises nous font confiance'],
    ['es', 'Los equipos de seguridad de estas empresas confían en Acme'],
  ])('%s: a trade in "%s" says who chose the product, it names no row', (_language, text) => {
    expect(otherWallOf(text)).toBeUndefined();
  });

  it.each([
    ['en', 'Security & compliance', 'certifications'],
    ['de', 'Sicherheit und Datenschutz', 'certifications'],
    ['fr', 'Paiement sécurisé', 'payment'],
    ['es', 'Seguridad y cumplimiento', 'certifications'],
  ])('%s: "%s" without people is still a %s row', (_language, text, kind) => {
    expect(otherWallOf(text)).toBe(kind);
  });

  it('reads the folder an image is filed in', () => {
    expect(otherWallOfPath('/img/press/forbes.webp')).toBe('press');
    expect(otherWallOfPath('/bilder/siegel/iso.svg')).toBe('certifications');
    expect(otherWallOfPath('/img/logos/northwind.svg')).toBeUndefined();
  });
});

describe('logo walls: where a logo links', () => {
  it('tells a case study from an integration or partner page', () => {
    expect(logoLinkKind('https://acme.test/customers/northwind')).toBe('customer');
    expect(logoLinkKind('https://acme.test/de/referenzen/hofer')).toBe('customer');
    expect(logoLinkKind('https://acme.test/casos-de-exito/solana')).toBe('customer');
    expect(logoLinkKind('https://acme.test/integrations/slack')).toBe('integrations');
    expect(logoLinkKind('https://acme.test/partners/aws')).toBe('partners');
  });

  it('says nothing of the section page itself or another site', () => {
    expect(logoLinkKind('https://acme.test/customers')).toBeUndefined();
    expect(logoLinkKind('https://northwind.example/')).toBeUndefined();
  });
});
