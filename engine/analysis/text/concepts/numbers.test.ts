import { describe, expect, it } from 'vitest';
import { NUMBER_WORDS, numberWordsValue, quantitiesIn } from './numbers.ts';

const first = (text: string) => quantitiesIn(text)[0];
const values = (text: string) => quantitiesIn(text).map((quantity) => quantity.value);

describe('quantitiesIn', () => {
  it('reads a comma thousands separator: "10,000 teams"', () => {
    expect(first('Trusted by 10,000 teams')).toMatchObject({ value: 10000, text: '10,000' });
  });

  it('reads a dot thousands separator with a trailing plus: "4.000.000+"', () => {
    expect(first('4.000.000+ Downloads')).toMatchObject({ value: 4000000, bound: 'atLeast', text: '4.000.000+' });
  });

  it('reads a space, a narrow no-break space and a no-break space as separators', () => {
    expect(values('3 500 agences, 12\u202F000 clients, 7\u00A0000 écoles')).toEqual([3500, 12000, 7000]);
  });

  it('reads an apostrophe separator: "10\'000 Kunden"', () => {
    expect(first("10'000 Kunden")?.value).toBe(10000);
  });

  it('reads decimals with a dot or a comma: "4.8", "99,9"', () => {
    expect(values('Rated 4.8 with 99,9 % uptime')).toEqual([4.8, 99.9]);
  });

  it('marks a share: "99.9% uptime"', () => {
    expect(first('99.9% uptime')).toMatchObject({ value: 99.9, percent: true });
  });

  it('reads k and M multipliers: "50k", "2M", "20 k"', () => {
    expect(values('50k developers, 2M users, 20 k étoiles')).toEqual([50000, 2000000, 20000]);
  });

  it('reads German multipliers: "1,5 Mio.", "3 Mrd."', () => {
    expect(values('1,5 Mio. Nutzer und 3 Mrd. Anfragen')).toEqual([1500000, 3000000000]);
  });

  it('reads word multipliers: "2 million", "3 Millionen", "1,5 millions", "20 mil", "4 millones"', () => {
    expect(values('2 million, 3 Millionen, 1,5 millions, 20 mil, 4 millones')).toEqual([2e6, 3e6, 1.5e6, 20000, 4e6]);
  });

  it('does not take "2 m" for two million', () => {
    expect(values('a desk 2 m wide')).toEqual([]);
  });

  it('reads English number words: "twenty thousand", "one hundred and fifty", "a million"', () => {
    expect(values('twenty thousand, one hundred and fifty, a million')).toEqual([20000, 150, 1e6]);
  });

  it('reads German compounds: "zwölftausend", "zweihundertfünfzig", "zwei Millionen", "eine Million"', () => {
    expect(values('zwölftausend, zweihundertfünfzig, zwei Millionen, eine Million')).toEqual([12000, 250, 2e6, 1e6]);
  });

  it('reads French number words: "quatre mille", "vingt-cinq", "quatre-vingt-dix", "deux mille cinq cents"', () => {
    expect(values('quatre mille ; vingt-cinq ; quatre-vingt-dix ; deux mille cinq cents')).toEqual([4000, 25, 90, 2500]);
  });

  it('reads Spanish number words: "cuatro mil", "veinticinco", "treinta y cinco", "doscientos", "un millón"', () => {
    expect(values('cuatro mil; veinticinco; treinta y cinco; doscientos; un millón')).toEqual([4000, 25, 35, 200, 1e6]);
  });

  it('reads dozens in four languages: "a dozen", "zwei Dutzend", "une douzaine de", "una docena de"', () => {
    expect(values('a dozen')).toEqual([12]);
    expect(values('zwei Dutzend')).toEqual([24]);
    expect(values('une douzaine de')).toEqual([12]);
    expect(values('una docena de')).toEqual([12]);
  });

  it('reads English word quantities as an order of magnitude: "hundreds of", "thousands of", "tens of thousands of"', () => {
    expect(quantitiesIn('hundreds of companies, thousands of developers, tens of thousands of teams').map((q) => [q.value, q.approximate])).toEqual([
      [100, true],
      [1000, true],
      [10000, true],
    ]);
  });

  it('reads German word quantities: "Hunderte", "Tausende von", "Zehntausende"', () => {
    expect(values('Hunderte Kommunen, Tausende von Nutzern, Zehntausende Teams')).toEqual([100, 1000, 10000]);
  });

  it('reads French word quantities: "des centaines de", "des milliers d\'", "une vingtaine de"', () => {
    expect(values("des centaines de communes, des milliers d'entreprises, une vingtaine de villes")).toEqual([100, 1000, 20]);
  });

  it('reads Spanish word quantities: "cientos de", "miles de", "millones de", "decenas de miles de"', () => {
    expect(values('cientos de ayuntamientos, miles de autónomos, millones de usuarios, decenas de miles de empresas')).toEqual([100, 1000, 1e6, 1e4]);
  });

  it('takes the "of" into a word quantity\'s text', () => {
    expect(first("des milliers d'entreprises")?.text).toBe("des milliers d'");
  });

  it('reads "over" and "more than" as a lower bound in four languages', () => {
    for (const text of ['over 2,000', 'more than 2,000', 'mehr als 2.000', 'über 2.000', 'plus de 2 000', 'más de 2.000', '+ de 2 000', '+2.000']) {
      expect(first(text), text).toMatchObject({ value: 2000, bound: 'atLeast' });
    }
  });

  it('reads "up to" as an upper bound in four languages', () => {
    for (const text of ['up to 10', 'bis zu 10', "jusqu'à 10", 'hasta 10']) expect(first(text), text).toMatchObject({ value: 10, bound: 'atMost' });
  });

  it('reads "half a million" and "plus d\'un million"', () => {
    expect(values('half a million')).toEqual([5e5]);
    expect(first("plus d'un million")).toMatchObject({ value: 1e6, bound: 'atLeast' });
  });

  it('gives each quantity its span in the text', () => {
    const text = 'Join 50,000 makers';
    const [quantity] = quantitiesIn(text);
    expect(text.slice(quantity!.index, quantity!.end)).toBe('50,000');
  });

  it('reads no number inside a word or a version: "2FA", "v3"', () => {
    expect(values('2FA and v3 and H1')).toEqual([]);
  });

  it('reads no number word inside another word: "Nacht", "elfish"', () => {
    expect(values('Über Nacht')).toEqual([]);
  });
});

describe('numberWordsValue', () => {
  it('reads a run of words in each language', () => {
    expect(numberWordsValue('two hundred and fifty thousand')).toBe(250000);
    expect(numberWordsValue('dreitausendfünfhundert')).toBe(3500);
    expect(numberWordsValue('soixante et onze')).toBe(71);
    expect(numberWordsValue('dos mil quinientos')).toBe(2500);
  });

  it('is undefined for words that are no number', () => {
    expect(numberWordsValue('several')).toBeUndefined();
  });
});

describe('NUMBER_WORDS', () => {
  it('holds one to ninety-nine in each language', () => {
    expect(NUMBER_WORDS.en['forty-two']).toBe(42);
    expect(NUMBER_WORDS.de['zweiundvierzig']).toBe(42);
    expect(NUMBER_WORDS.fr['quatre-vingt-dix-neuf']).toBe(99);
    expect(NUMBER_WORDS.es['veintidós']).toBe(22);
  });
});
