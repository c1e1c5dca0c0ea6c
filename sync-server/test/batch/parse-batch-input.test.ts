import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_BATCH_ITEMS } from '../../../engine/contract/batch.ts';
import { BatchInputError, MISSING_ADDRESS, parseBatchInput } from '../../src/batch/parse-batch-input.ts';

const urls = (text: string) => parseBatchInput(text).entries.map((entry) => entry.url);
const pairs = (text: string) => parseBatchInput(text).entries.map((entry) => [entry.url, entry.companyName]);

function inputError(text: string) {
  try {
    parseBatchInput(text);
  } catch (error) {
    if (error instanceof BatchInputError) return error.body;
    throw error;
  }
  throw new Error('expected a BatchInputError');
}

describe('parseBatchInput: the formats of the info box', () => {
  it('reads a standard CSV with a url,companyName header', () => {
    expect(pairs('url,companyName\nhttps://acme.io,Acme\nhttps://beta.com,Beta Inc')).toEqual([
      ['https://acme.io/', 'Acme'],
      ['https://beta.com/', 'Beta Inc'],
    ]);
  });

  it('reads a plain list of URLs, one per line, without a header', () => {
    expect(pairs('https://acme.io\nbeta.com\nhttp://gamma.net/pricing')).toEqual([
      ['https://acme.io/', undefined],
      ['https://beta.com/', undefined],
      ['http://gamma.net/pricing', undefined],
    ]);
  });

  it.each([
    ['URL,Company'],
    ['Website,Name'],
    ['site,organization'],
    ['Domain,Organisation'],
    ['homepage,Company Name'],
    ['link,brand'],
    ['Website URL,company_name'],
    ['  Company Website ,Account Name'],
    ['websiteUrl,businessName'],
    ['web address,client'],
  ])('finds the columns under the header %s', (header) => {
    expect(pairs(`${header}\nacme.io,Acme`)).toEqual([['https://acme.io/', 'Acme']]);
  });

  it('finds the columns in any order and ignores unrelated ones', () => {
    const text = 'Company,Employees,Country,Website\nAcme,120,DE,acme.io\nBeta,8,US,beta.com';
    expect(pairs(text)).toEqual([
      ['https://acme.io/', 'Acme'],
      ['https://beta.com/', 'Beta'],
    ]);
  });

  it('prefers the website column over a LinkedIn link column', () => {
    const text = 'name,linkedin,website\nAcme,linkedin.com/company/acme,acme.io';
    expect(pairs(text)).toEqual([['https://acme.io/', 'Acme']]);
  });

  it('finds the address column by its content when the header names neither', () => {
    expect(pairs('company,x\nAcme,acme.io\nBeta,beta.com')).toEqual([
      ['https://acme.io/', 'Acme'],
      ['https://beta.com/', 'Beta'],
    ]);
  });

  it('takes the second column of a headerless two-column list as the company, in either order', () => {
    expect(pairs('acme.io,Acme\nbeta.com,Beta')).toEqual([
      ['https://acme.io/', 'Acme'],
      ['https://beta.com/', 'Beta'],
    ]);
    expect(pairs('Acme,acme.io\nBeta,beta.com')).toEqual([
      ['https://acme.io/', 'Acme'],
      ['https://beta.com/', 'Beta'],
    ]);
  });

  it('reads tab-separated input with company names that contain commas', () => {
    expect(pairs('website\tcompany\nacme.io\tAcme, Inc.\nbeta.com\tBeta')).toEqual([
      ['https://acme.io/', 'Acme, Inc.'],
      ['https://beta.com/', 'Beta'],
    ]);
  });

  it('accepts domains with or without a protocol and applies the address rules of SPEC section 5', () => {
    expect(urls('acme.io\nwww.beta.com/pricing\nhttp://gamma.net\n stripecom \nhttps://delta.ai/?utm=x')).toEqual([
      'https://acme.io/',
      'https://www.beta.com/pricing',
      'http://gamma.net/',
      'https://stripe.com/',
      'https://delta.ai/?utm=x',
    ]);
  });

  it('skips # comment lines, blank lines and whitespace-only lines', () => {
    expect(urls('# my prospects\nurl\n\n# the first\nacme.io\n   \n  # indented comment\nbeta.com\n')).toEqual(['https://acme.io/', 'https://beta.com/']);
  });

  it('handles quoted fields, CRLF, a byte-order mark and trailing delimiters', () => {
    const text = '\ufeff"url","companyName",\r\n"https://acme.io","Acme, ""The"" Company",\r\n\r\n"beta.com",,\r\n';
    expect(pairs(text)).toEqual([
      ['https://acme.io/', 'Acme, "The" Company'],
      ['https://beta.com/', undefined],
    ]);
  });
});

describe('parseBatchInput: duplicates and invalid entries', () => {
  it('analyses a site once however its address was written, and counts the repeats', () => {
    const parsed = parseBatchInput('url,company\nacme.io,\nhttps://ACME.io/,Acme\n  acme.io ,Other\nbeta.com,Beta');
    expect(parsed.entries.map((entry) => [entry.url, entry.companyName])).toEqual([
      // The first occurrence is kept; a later one lends it the company name it lacked.
      ['https://acme.io/', 'Acme'],
      ['https://beta.com/', 'Beta'],
    ]);
    expect(parsed.duplicates).toBe(2);
  });

  it('keeps invalid entries with the reason and the line, rather than dropping them', () => {
    const parsed = parseBatchInput('url,company\nacme.io,Acme\nnot a site!,Broken\n,Nameless\nbeta.com,Beta');
    expect(parsed.entries).toEqual([
      { url: 'https://acme.io/', companyName: 'Acme', line: 2 },
      { url: 'not a site!', companyName: 'Broken', line: 3, invalidReason: 'Line 3: "not a site!" is not a valid website address' },
      { url: MISSING_ADDRESS, companyName: 'Nameless', line: 4, invalidReason: 'Line 4: no website address' },
      { url: 'https://beta.com/', companyName: 'Beta', line: 5 },
    ]);
  });

  it('clips an absurdly long invalid entry before echoing it', () => {
    const parsed = parseBatchInput(`acme.io\n${'x'.repeat(5000)}`);
    expect(parsed.entries[1]!.url.length).toBeLessThanOrEqual(201);
    expect(parsed.entries[1]!.invalidReason!.length).toBeLessThan(300);
  });
});

describe('parseBatchInput: refusals', () => {
  it(`accepts ${MAX_BATCH_ITEMS} websites and refuses one more with a clear message`, () => {
    const list = (count: number) => Array.from({ length: count }, (_, n) => `site-${n}.example.com`).join('\n');
    expect(parseBatchInput(list(MAX_BATCH_ITEMS)).entries).toHaveLength(MAX_BATCH_ITEMS);
    const body = inputError(list(MAX_BATCH_ITEMS + 1));
    expect(body.message).toBe(`Batch too large: ${MAX_BATCH_ITEMS + 1} websites found, at most ${MAX_BATCH_ITEMS} are allowed per batch`);
    expect(body.hint).toMatch(/Split the list/);
  });

  it('counts duplicates once against the limit', () => {
    const repeated = Array.from({ length: MAX_BATCH_ITEMS + 50 }, () => 'acme.io').join('\n');
    expect(parseBatchInput(repeated).entries).toHaveLength(1);
  });

  it('refuses text without any address with a message that names URLs and a hint', () => {
    const body = inputError('hello there\nplease analyse my competitors');
    expect(body.message).toBe('No URL column found in the CSV content');
    expect(body.error).toBe('No line contains a website address');
    expect(body.hint).toMatch(/url,companyName/);
  });

  it('names the columns of a CSV that has no website column', () => {
    const spectrum = path.dirname(createRequire(import.meta.url).resolve('csv-spectrum/package.json'));
    const csv = readFileSync(path.join(spectrum, 'csvs', 'comma_in_quotes.csv'), 'utf8');
    // A street "address" column is not a web address.
    expect(inputError(csv)).toMatchObject({
      message: 'No URL column found in the CSV content',
      error: 'No column holds website addresses (the first row reads: first, last, address, city, zip)',
    });
  });

  it('refuses a url column whose every entry is invalid, naming the first few', () => {
    const body = inputError('url\nfoo\nbar baz\nqux\nquux\n');
    expect(body.message).toBe('No valid URLs found in the CSV content');
    expect(body.error).toBe(
      'Line 2: "foo" is not a valid website address; Line 3: "bar baz" is not a valid website address; Line 4: "qux" is not a valid website address; and 1 more',
    );
  });

  it.each([
    ['empty text', ''],
    ['only blank lines', '\n\r\n   \n'],
    ['only comments', '# url,companyName\n# acme.io'],
  ])('refuses %s', (_, text) => {
    expect(inputError(text).message).toBe('No URLs found: the CSV content is empty');
  });

  it('refuses a header without data rows', () => {
    expect(inputError('url,companyName\n')).toMatchObject({ message: 'No URLs found in the CSV content' });
  });
});
