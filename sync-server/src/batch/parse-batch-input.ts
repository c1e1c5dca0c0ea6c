import { type BatchErrorResponse, MAX_BATCH_ITEMS } from '../../../engine/contract/batch.ts';
import { normalizeWebsiteUrl } from '../../../engine/contract/normalize-url.ts';
import { chooseColumns } from './batch-columns.ts';
import { readCsvTable } from './csv-table.ts';

/** One website of a batch, as read from the admin's input. */
export interface BatchEntry {
  /** The normalised address (SPEC section 5), or the text as typed when it is not a valid one. */
  url: string;
  companyName?: string;
  /** 1-based input line the entry came from. */
  line: number;
  /** Set when the entry cannot be analysed; it is kept (and shown as failed) rather than dropped. */
  invalidReason?: string;
}

export interface ParsedBatch {
  entries: BatchEntry[];
  /** Entries whose address repeated an earlier one (after normalisation) and were left out. */
  duplicates: number;
}

/** The input holds nothing that can become a batch; answered as 400 with SPEC section 7's error body. */
export class BatchInputError extends Error {
  constructor(readonly body: BatchErrorResponse) {
    super(body.message);
    this.name = 'BatchInputError';
  }
}

export const FORMAT_HINT = 'Paste one website per line (e.g. acme.io), or a CSV with a header row such as url,companyName. Lines starting with # are ignored.';

/** How many invalid entries an error body names before it summarises the rest. */
const NAMED_INVALID_ENTRIES = 3;

/**
 * Turns pasted text or an uploaded CSV into batch entries: every format of SPEC
 * section 2's info box, duplicates analysed once, and invalid entries kept with
 * their reason (they are recorded as failed items, so nothing vanishes silently).
 * Throws BatchInputError when no valid address is found or the batch is too large.
 */
export function parseBatchInput(text: string): ParsedBatch {
  const { rows } = readCsvTable(text);
  if (rows.length === 0) {
    throw new BatchInputError({
      message: 'No URLs found: the CSV content is empty',
      error: 'Only blank lines or # comments were found',
      hint: FORMAT_HINT,
    });
  }

  const columns = chooseColumns(rows.map((row) => row.cells));
  if (columns.urlColumn === undefined) {
    const firstRow = rows[0]!.cells.filter((cell) => cell !== '');
    throw new BatchInputError({
      message: 'No URL column found in the CSV content',
      error:
        firstRow.length > 1 ? `No column holds website addresses (the first row reads: ${clip(firstRow.join(', '))})` : 'No line contains a website address',
      hint: FORMAT_HINT,
    });
  }

  const entries: BatchEntry[] = [];
  const seen = new Map<string, BatchEntry>();
  let duplicates = 0;
  for (const row of columns.hasHeader ? rows.slice(1) : rows) {
    const raw = row.cells[columns.urlColumn] ?? '';
    const company = columns.companyColumn === undefined ? '' : (row.cells[columns.companyColumn] ?? '');
    const entry = toEntry(raw, company, row.line);
    if (!entry.invalidReason) {
      const earlier = seen.get(entry.url);
      if (earlier) {
        duplicates += 1;
        earlier.companyName ??= entry.companyName;
        continue;
      }
      seen.set(entry.url, entry);
    }
    entries.push(entry);
  }

  if (seen.size === 0) {
    throw new BatchInputError({
      message: entries.length === 0 ? 'No URLs found in the CSV content' : 'No valid URLs found in the CSV content',
      error: entries.length === 0 ? 'The file has a header row but no data rows' : describeInvalid(entries),
      hint: FORMAT_HINT,
    });
  }
  if (entries.length > MAX_BATCH_ITEMS) {
    // Worded without "URL" or "CSV" on purpose: the PWA reads those words as a format problem.
    throw new BatchInputError({
      message: `Batch too large: ${entries.length} websites found, at most ${MAX_BATCH_ITEMS} are allowed per batch`,
      hint: `Split the list into batches of at most ${MAX_BATCH_ITEMS} websites.`,
    });
  }
  return { entries, duplicates };
}

function toEntry(raw: string, company: string, line: number): BatchEntry {
  const companyName = company === '' ? undefined : clip(company);
  const base = companyName ? { companyName, line } : { line };
  if (raw === '') return { ...base, url: MISSING_ADDRESS, invalidReason: `Line ${line}: no website address` };
  const normalised = normalizeWebsiteUrl(raw);
  if (!normalised.ok) return { ...base, url: clip(raw), invalidReason: `Line ${line}: "${clip(raw)}" is not a valid website address` };
  return { ...base, url: normalised.value.url };
}

/** What an entry without an address is listed as. */
export const MISSING_ADDRESS = '(no address)';

/** Pasted text can hold anything; what is stored and echoed back stays short. */
const MAX_ECHOED_CHARS = 200;

function clip(text: string): string {
  return text.length > MAX_ECHOED_CHARS ? `${text.slice(0, MAX_ECHOED_CHARS)}…` : text;
}

function describeInvalid(entries: BatchEntry[]): string {
  const named = entries.slice(0, NAMED_INVALID_ENTRIES).map((entry) => entry.invalidReason);
  const more = entries.length - named.length;
  return `${named.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}
