import Papa from 'papaparse';

export interface CsvRow {
  /** Cell values with surrounding whitespace removed. */
  cells: string[];
  /** 1-based line of the input on which the row starts, for messages that point at it. */
  line: number;
}

export interface CsvTable {
  rows: CsvRow[];
  /** The delimiter papaparse settled on (comma unless the text is clearly tab-, semicolon- or pipe-separated). */
  delimiter: string;
}

const DELIMITERS = [',', '\t', ';', '|'];
const BYTE_ORDER_MARK = '\ufeff';

/**
 * Reads CSV-like text as admins paste or export it: any of the common delimiters,
 * quoted fields (with commas, quotes and line breaks inside), CRLF or LF, a
 * byte-order mark, blank and whitespace-only lines, and `#` comment lines (also
 * when indented) are all understood. Rows keep their line number so a bad entry
 * can be named.
 */
export function readCsvTable(input: string): CsvTable {
  const text = input.startsWith(BYTE_ORDER_MARK) ? input.slice(1) : input;
  const rows: CsvRow[] = [];
  const lines = new LineCounter(text);
  let delimiter = ',';

  Papa.parse<string[]>(text, {
    delimitersToGuess: DELIMITERS,
    comments: '#',
    skipEmptyLines: 'greedy',
    step(result) {
      delimiter = result.meta.delimiter;
      const cells = result.data.map((cell) => cell.trim());
      // The row ends at `cursor`; a quoted cell that spans lines started that many lines earlier.
      const endLine = lines.lineAt(result.meta.cursor);
      const spannedLines = cells.reduce((count, cell) => count + countLineBreaks(cell), 0);
      if (isBlank(cells) || isComment(cells)) return;
      rows.push({ cells, line: endLine - spannedLines });
    },
  });
  return { rows, delimiter };
}

function isBlank(cells: string[]): boolean {
  return cells.every((cell) => cell === '');
}

/** papaparse only knows comments that start at the first column; an indented `#` is one too. */
function isComment(cells: string[]): boolean {
  return cells[0]?.startsWith('#') ?? false;
}

function countLineBreaks(text: string): number {
  return text.match(/\r\n|\r|\n/g)?.length ?? 0;
}

/** Maps a character offset to its 1-based line number, scanning forward only (rows arrive in order). */
class LineCounter {
  #offset = 0;
  #line = 1;

  constructor(private readonly text: string) {}

  /** The line of the last character before `cursor` (the row's own line break does not count). */
  lineAt(cursor: number): number {
    let end = cursor;
    while (end > this.#offset && (this.text[end - 1] === '\n' || this.text[end - 1] === '\r')) end -= 1;
    for (; this.#offset < end; this.#offset += 1) {
      const char = this.text[this.#offset];
      if (char === '\n' || (char === '\r' && this.text[this.#offset + 1] !== '\n')) this.#line += 1;
    }
    return this.#line;
  }
}
