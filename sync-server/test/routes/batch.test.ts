import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BatchCreateResponse,
  type BatchJobDetail,
  batchErrorResponseSchema,
  batchJobDetailSchema,
  batchJobListResponseSchema,
  MAX_BATCH_ITEMS,
} from '../../../engine/contract/batch.ts';
import { forgedTokens } from '../../src/auth/forged-tokens.ts';
import { RESULTS_CSV_COLUMNS } from '../../src/batch/results-csv.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { adminSession, type AdminSession, waitForBatch } from '../support/admin-session.ts';

const JWT_SECRET = 'batch-routes-test-secret-0123456789abcdef';
let server: TestServer;
let admin: AdminSession;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'batch-test-password', JWT_SECRET });
  admin = await adminSession(server.url, 'admin', 'batch-test-password');
});
afterAll(async () => {
  await server.close();
});

/** Creates a batch and returns its stored detail. Addresses in these tests never leave the machine: `.invalid` does not resolve. */
async function createBatch(csvContent: string): Promise<{ created: BatchCreateResponse; detail: BatchJobDetail }> {
  const response = await admin.api('/batch/csv', { method: 'POST', body: { csvContent } });
  expect(response.status, await response.clone().text()).toBe(201);
  const created = (await response.json()) as BatchCreateResponse;
  const detail = batchJobDetailSchema.parse(await (await admin.api(`/batch/${created.batchId}`)).json());
  return { created, detail };
}

const urlsOf = (detail: BatchJobDetail) => detail.results.map((item) => item.url);

describe('batch endpoints refuse anyone without a valid admin token', () => {
  const endpoints = [
    ['POST', '/batch/csv'],
    ['GET', '/batch'],
    ['GET', '/batch/00000000-0000-4000-8000-000000000000'],
    ['GET', '/batch/00000000-0000-4000-8000-000000000000/results.csv'],
  ] as const;

  it.each(endpoints)('%s %s answers 401 without a token', async (method, path) => {
    const response = await admin.api(path, { method, token: null, body: method === 'POST' ? { csvContent: 'acme.invalid' } : undefined });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it.each(endpoints)('%s %s answers 401 to every forged, expired or foreign token', async (method, path) => {
    for (const [kind, token] of Object.entries(forgedTokens(JWT_SECRET))) {
      const response = await admin.api(path, { method, token, body: method === 'POST' ? { csvContent: 'acme.invalid' } : undefined });
      expect(response.status, kind).toBe(401);
    }
  });

  it('creates nothing for a refused request', async () => {
    const before = ((await (await admin.api('/batch')).json()) as unknown[]).length;
    await admin.api('/batch/csv', { method: 'POST', token: 'not-a-jwt', body: { csvContent: 'acme.invalid' } });
    expect(((await (await admin.api('/batch')).json()) as unknown[]).length).toBe(before);
  });
});

describe('POST /api/batch/csv reads every format of the info box', () => {
  it('a standard CSV with url,companyName', async () => {
    const { created, detail } = await createBatch('url,companyName\nhttps://acme.invalid,Acme\nhttps://beta.invalid,Beta');
    expect(created).toMatchObject({ batchId: detail.id, totalItems: 2, invalidItems: 0, duplicateItems: 0 });
    expect(detail.results.map((item) => [item.url, item.companyName])).toEqual([
      ['https://acme.invalid/', 'Acme'],
      ['https://beta.invalid/', 'Beta'],
    ]);
  });

  it('a plain list of URLs, one per line, without protocol or header', async () => {
    const { detail } = await createBatch('acme.invalid\nhttp://beta.invalid/pricing\nwww.gamma.invalid');
    expect(urlsOf(detail)).toEqual(['https://acme.invalid/', 'http://beta.invalid/pricing', 'https://www.gamma.invalid/']);
  });

  it('tab-separated values with other header names', async () => {
    const { detail } = await createBatch('Organization\tWebsite\nAcme, Inc.\tacme.invalid\nBeta\tbeta.invalid\n');
    expect(detail.results.map((item) => [item.url, item.companyName])).toEqual([
      ['https://acme.invalid/', 'Acme, Inc.'],
      ['https://beta.invalid/', 'Beta'],
    ]);
  });

  it.each(['URL', 'website', 'Site', 'domain', 'Homepage', 'link', 'Website URL'])('a header named %s', async (header) => {
    const { detail } = await createBatch(`${header},name\nacme.invalid,Acme`);
    expect(detail.results).toEqual([expect.objectContaining({ url: 'https://acme.invalid/', companyName: 'Acme' })]);
  });

  it('comments, quoted fields, CRLF, a byte-order mark, blank lines and trailing delimiters', async () => {
    const text =
      '\ufeff# prospects for Q3\r\n"url","company",\r\n\r\n"https://acme.invalid","Acme, ""The"" Company",\r\n  # paused\r\n  \r\nbeta.invalid,,\r\n';
    const { detail } = await createBatch(text);
    expect(detail.results.map((item) => [item.url, item.companyName])).toEqual([
      ['https://acme.invalid/', 'Acme, "The" Company'],
      ['https://beta.invalid/', undefined],
    ]);
  });

  it('analyses a duplicate address once and says how many were left out', async () => {
    const { created, detail } = await createBatch('acme.invalid\nhttps://ACME.invalid/\nacme.invalid\nbeta.invalid');
    expect(created).toMatchObject({ totalItems: 2, duplicateItems: 2 });
    expect(urlsOf(detail)).toEqual(['https://acme.invalid/', 'https://beta.invalid/']);
  });

  it('keeps an invalid entry as a failed item with its reason instead of dropping it', async () => {
    const { created, detail } = await createBatch('url,company\nacme.invalid,Acme\nnot a website,Oops');
    expect(created).toMatchObject({ totalItems: 2, invalidItems: 1 });
    expect(detail.results[1]).toEqual({
      url: 'not a website',
      companyName: 'Oops',
      status: 'failed',
      error: 'Line 3: "not a website" is not a valid website address',
    });
    expect(detail.failedItems).toBeGreaterThanOrEqual(1);
  });
});

describe('POST /api/batch/csv refusals', () => {
  it(`refuses more than ${MAX_BATCH_ITEMS} websites with 400 and a clear message`, async () => {
    const list = Array.from({ length: MAX_BATCH_ITEMS + 1 }, (_, n) => `site-${n}.invalid`).join('\n');
    const response = await admin.api('/batch/csv', { method: 'POST', body: { csvContent: list } });
    expect(response.status).toBe(400);
    expect(batchErrorResponseSchema.parse(await response.json())).toEqual({
      message: `Batch too large: ${MAX_BATCH_ITEMS + 1} websites found, at most ${MAX_BATCH_ITEMS} are allowed per batch`,
      hint: `Split the list into batches of at most ${MAX_BATCH_ITEMS} websites.`,
    });
  });

  it('answers text without any URL with { message, error, hint }, the message naming URLs and CSV', async () => {
    const response = await admin.api('/batch/csv', { method: 'POST', body: { csvContent: 'please analyse\nmy competitors' } });
    expect(response.status).toBe(400);
    const body = batchErrorResponseSchema.parse(await response.json());
    expect(body).toEqual({
      message: 'No URL column found in the CSV content',
      error: 'No line contains a website address',
      hint: expect.stringContaining('url,companyName'),
    });
  });

  it('answers content with only comments and blank lines the same way', async () => {
    const response = await admin.api('/batch/csv', { method: 'POST', body: { csvContent: '# url,companyName\n\n' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'No URLs found: the CSV content is empty', hint: expect.any(String) });
  });

  it('answers a missing csvContent with the SPEC message', async () => {
    const response = await admin.api('/batch/csv', { method: 'POST', body: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Please upload a CSV file or enter CSV content' });
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const response = await admin.api('/batch/csv', { method: 'POST', rawBody: 'url\nacme.invalid' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Request body must be a JSON object' });
  });
});

describe('GET /api/batch and /api/batch/{id}', () => {
  it('lists jobs newest first in the contract shape', async () => {
    const older = await createBatch('older.invalid');
    const newer = await createBatch('newer-a.invalid\nnewer-b.invalid');
    const list = batchJobListResponseSchema.parse(await (await admin.api('/batch')).json());
    const ids = list.map((job) => job.id);
    expect(ids.indexOf(newer.created.batchId)).toBeLessThan(ids.indexOf(older.created.batchId));
    expect(list.find((job) => job.id === newer.created.batchId)).toMatchObject({ totalItems: 2 });
  });

  it('answers 404 with a message for an unknown id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '__proto__']) {
      const response = await admin.api(`/batch/${id}`);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ message: 'Batch job not found' });
    }
  });

  it('completes a job whose addresses do not resolve, each item failed with its reason', async () => {
    const { created } = await createBatch('url,company\nnowhere-one.invalid,One\nnowhere-two.invalid,Two');
    const done = await waitForBatch(admin, created.batchId);
    expect(done).toMatchObject({ status: 'completed', totalItems: 2, completedItems: 0, failedItems: 2, processedItems: 2 });
    for (const item of done.results) {
      expect(item.status).toBe('failed');
      expect(item.error).toMatch(/nowhere-(one|two)\.invalid/);
      expect(item.analysisId).toBeUndefined();
    }
  });
});

describe('GET /api/batch/{id}/results.csv', () => {
  it('downloads one row per item with the columns admins asked for', async () => {
    const { created } = await createBatch('url,company\nnowhere.invalid,Nobody\nbroken entry,Broken');
    await waitForBatch(admin, created.batchId);
    const response = await admin.api(`/batch/${created.batchId}/results.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="batch-${created.batchId.slice(0, 8)}-results.csv"`);
    const rows = Papa.parse<string[]>((await response.text()).trim()).data;
    expect(rows[0]).toEqual([...RESULTS_CSV_COLUMNS]);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['https://nowhere.invalid/', 'Nobody', 'failed'],
      ['broken entry', 'Broken', 'failed'],
    ]);
    expect(rows[2]![7]).toBe('Line 3: "broken entry" is not a valid website address');
  });

  it('never exports a pasted formula live', async () => {
    const { created } = await createBatch('url,company\nacme.invalid,"=HYPERLINK(""http://evil.invalid"",""x"")"\n@SUM(A1),+cmd|calc');
    const text = await (await admin.api(`/batch/${created.batchId}/results.csv`)).text();
    const cells = Papa.parse<string[]>(text.trim()).data.slice(1).flat();
    expect(cells).toContain(`'=HYPERLINK("http://evil.invalid","x")`);
    expect(cells).toContain(`'@SUM(A1)`);
    expect(cells).toContain(`'+cmd|calc`);
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('starts with a UTF-8 byte order mark so Excel reads accented names', async () => {
    const { created } = await createBatch('url,company\nnowhere.invalid,Café Zoë');
    await waitForBatch(admin, created.batchId);
    // fetch's text() drops a leading BOM, so read the bytes the browser saves.
    const bytes = new Uint8Array(await (await admin.api(`/batch/${created.batchId}/results.csv`)).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFurl,company,')).toBe(true);
    expect(text).toContain('Café Zoë');
  });

  it('answers 404 for an unknown batch', async () => {
    const response = await admin.api('/batch/00000000-0000-4000-8000-000000000000/results.csv');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Batch job not found' });
  });
});
