import { describe, expect, it } from 'vitest';
import { countedAfter, countsThings, isLimitOrSize, usageAfter, usedByBefore } from './counted.ts';

const after = (text: string, count: string) => countedAfter(text, text.indexOf(count) + count.length)?.who;
const brands = new Set(['acme']);

describe('countedAfter', () => {
  it('finds who is counted right after the count: "10,000+ teams"', () => {
    expect(after('Trusted by 10,000+ teams', '10,000+')).toBe('teams');
  });

  it('passes modifying words: "12,000 happy customers", "800+ engineering teams"', () => {
    expect(after('12,000 happy customers', '12,000')).toBe('customers');
    expect(after('800+ engineering teams', '800+')).toBe('teams');
  });

  it('passes the "of" of a word quantity: "thousands of developers", "des milliers d\'entreprises"', () => {
    expect(after('thousands of developers', 'thousands')).toBe('developers');
    expect(after("des milliers d'entreprises", 'des milliers')).toBe('entreprises');
  });

  it("reads downloads and installs as counted, and GitHub stars (a project's popularity) not", () => {
    expect(after('4.2M downloads', '4.2M')).toBe('downloads');
    expect(after('10M+ installs', '10M+')).toBe('installs');
    expect(after('25k GitHub stars', '25k')).toBeUndefined();
    expect(after('20k Sterne auf GitHub', '20k')).toBeUndefined();
  });

  it('reads German, French and Spanish: "Handwerksbetriebe", "communes", "ayuntamientos"', () => {
    expect(after('Über 3.500 Handwerksbetriebe', '3.500')).toBe('Handwerksbetriebe');
    expect(after('Des centaines de communes', 'centaines')).toBe('communes');
    expect(after('Cientos de ayuntamientos', 'Cientos')).toBe('ayuntamientos');
  });

  it('counts no things: "200 integrations", "1,000 templates for teams", "Tausende Vorlagen"', () => {
    expect(after('Over 200 integrations', '200')).toBeUndefined();
    expect(after('1,000 templates for teams', '1,000')).toBeUndefined();
    expect(after('Tausende Vorlagen für Teams', 'Tausende')).toBeUndefined();
  });

  it('counts no employees: "our 50 employees", "nos 50 collaborateurs"', () => {
    expect(after('our 50 employees', '50')).toBeUndefined();
    expect(after('nos 50 collaborateurs', '50')).toBeUndefined();
  });
});

describe('countsThings', () => {
  it('reads counts of requests, years and countries as things', () => {
    expect(countsThings('500 million requests', 11)).toBe(true);
    expect(countsThings('20 Jahre Erfahrung', 2)).toBe(true);
    expect(countsThings('40 pays', 2)).toBe(true);
  });
});

describe('usageAfter', () => {
  it('finds a verb of use after the counted: "studios use", "Betriebe vertrauen", "artisans utilisent", "clínicas confían"', () => {
    for (const [text, count] of [
      ['4,000 studios use Acme', '4,000'],
      ['900 Betriebe vertrauen uns', '900'],
      ['3 000 artisans utilisent', '3 000'],
      ['8.000 clínicas confían', '8.000'],
    ] as const) {
      expect(usageAfter(text, count.length, brands), text).toBe(true);
    }
  });

  it('finds the product named after "with": "schneiden mit Acme", "verwalten ihre Mitglieder mit uns"', () => {
    expect(usageAfter('40.000 Podcaster schneiden mit Acme', 6, brands)).toBe(true);
    expect(usageAfter('12.000 Vereine verwalten ihre Mitglieder mit uns', 6, brands)).toBe(true);
  });

  it('does not run past the clause', () => {
    expect(usageAfter('40 countries. Teams use Acme', 2, brands)).toBe(false);
  });
});

describe('usedByBefore', () => {
  it('finds "Trusted by", "Join the", "im Einsatz bei", "utilisé par", "únete a"', () => {
    for (const text of ['Trusted by ', 'Join the ', 'Im Einsatz bei ', 'Utilisé par ', 'Únete a ']) expect(usedByBefore(text), text).toBe(true);
  });

  it('does not take other words for it', () => {
    expect(usedByBefore('Save ')).toBe(false);
  });
});

describe('isLimitOrSize', () => {
  it('reads plan limits, team sizes and ranges as no reach', () => {
    const at = (text: string, count: string) => isLimitOrSize(text, text.indexOf(count), text.indexOf(count) + count.length);
    expect(at('Invite up to 3 members', '3')).toBe(false);
    expect(at('Plans for teams of 5 to 50 people', '50')).toBe(true);
    expect(at('Our team of 35 engineers', '35')).toBe(true);
    expect(at('Unser Team aus 35 Entwicklern', '35')).toBe(true);
    expect(at('Planes para equipos de 5 a 50 personas', '5')).toBe(true);
    expect(at('Trusted by 35 engineers', '35')).toBe(false);
  });
});

describe('demo data', () => {
  it('reads sample and fictional customers as no count in four languages', () => {
    expect(after('5,000 sample customers', '5,000')).toBeUndefined();
    expect(after('5.000 fiktive Kunden', '5.000')).toBeUndefined();
    expect(after('5 000 clients fictifs', '5 000')).toBeUndefined();
    expect(after('5.000 clientes ficticios', '5.000')).toBeUndefined();
  });
});
