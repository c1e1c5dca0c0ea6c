import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsvTable } from '../../src/batch/csv-table.ts';

const spectrumDir = path.dirname(createRequire(import.meta.url).resolve('csv-spectrum/package.json'));
// location_coordinates: the package's expected JSON disagrees with its own CSV (another phone
// number, a lone object instead of an array, mangled bytes), so it cannot judge a parser.
const BROKEN_SPECTRUM_CASES = new Set(['location_coordinates']);
const spectrumCases = readdirSync(path.join(spectrumDir, 'csvs'))
  .map((file) => path.basename(file, '.csv'))
  .filter((name) => !BROKEN_SPECTRUM_CASES.has(name));

/** The table as header-keyed records, the shape csv-spectrum's expectations use. */
function asRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = readCsvTable(text).rows.map((row) => row.cells);
  return rows.map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index] ?? ''])));
}

describe('readCsvTable against the csv-spectrum cases', () => {
  it('has the cases to check', () => {
    expect(spectrumCases.length).toBeGreaterThanOrEqual(10);
  });

  it.each(spectrumCases)('reads %s as the spectrum expects', (name) => {
    const csv = readFileSync(path.join(spectrumDir, 'csvs', `${name}.csv`), 'utf8');
    const expected = JSON.parse(readFileSync(path.join(spectrumDir, 'json', `${name}.json`), 'utf8')) as Record<string, string>[];
    // Cells are trimmed at their ends only; line breaks inside quoted cells stay.
    expect(asRecords(csv)).toEqual(expected);
  });
});

describe('readCsvTable on pasted input', () => {
  it('drops a byte-order mark, blank lines, whitespace-only lines and comment lines (indented ones too)', () => {
    const text = '\ufeffurl,companyName\r\n# exported from the CRM\r\n\r\n   \r\nacme.io,Acme\r\n  # not this one\r\n,,\r\nbeta.com,Beta\r\n';
    expect(readCsvTable(text).rows).toEqual([
      { cells: ['url', 'companyName'], line: 1 },
      { cells: ['acme.io', 'Acme'], line: 5 },
      { cells: ['beta.com', 'Beta'], line: 8 },
    ]);
  });

  it('names the line a row starts on even after a quoted cell spanning lines', () => {
    const text = 'url,notes\nacme.io,"two\nlines"\nbeta.com,x\n';
    expect(readCsvTable(text).rows.map((row) => row.line)).toEqual([1, 2, 4]);
  });

  it('counts lines the same way for CRLF, LF and old Mac CR line ends', () => {
    for (const end of ['\r\n', '\n', '\r']) {
      const text = ['url', '', 'acme.io', '#x', 'beta.com'].join(end);
      expect(readCsvTable(text).rows.map((row) => row.line)).toEqual([1, 3, 5]);
    }
  });

  it('detects tab, semicolon and pipe separated input', () => {
    expect(readCsvTable('url\tcompany\nacme.io\tAcme, Inc').delimiter).toBe('\t');
    expect(readCsvTable('url;company\nacme.io;Acme').rows[1]!.cells).toEqual(['acme.io', 'Acme']);
    expect(readCsvTable('url|company\nacme.io|Acme').rows[1]!.cells).toEqual(['acme.io', 'Acme']);
  });

  it('keeps commas inside quoted fields and unescapes doubled quotes', () => {
    expect(readCsvTable('"https://acme.io","Acme, ""the"" company"').rows[0]!.cells).toEqual(['https://acme.io', 'Acme, "the" company']);
  });

  it('keeps a trailing delimiter as an empty last cell', () => {
    expect(readCsvTable('acme.io,Acme,\nbeta.com,Beta,').rows.map((row) => row.cells)).toEqual([
      ['acme.io', 'Acme', ''],
      ['beta.com', 'Beta', ''],
    ]);
  });
});
