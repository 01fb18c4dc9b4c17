/**
 * Reads a spreadsheet's CSV (RFC 4180): quoted fields with doubled quotes, line breaks inside quotes, CRLF, LF or CR
 * line ends, a leading byte order mark. The separator is the one the header line uses most, outside quotes: a
 * comma, or the semicolon that spreadsheets write in French and Spanish, or a tab. A quote inside an unquoted field
 * is kept as text (`5" screen`). Blank lines are skipped.
 */
export type CsvRecord = { /** 1-based row in the spreadsheet (the header is row 1). */ row: number; cells: string[] };

export class CsvSyntaxError extends Error {
  constructor(readonly row: number) {
    super(`A quoted field that starts on row ${row} never ends`);
  }
}

function separatorOf(text: string): string {
  const counts = new Map([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const [sep, count] of counts) if (count > counts.get(best)!) best = sep;
  return best;
}

export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const sep = separatorOf(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let row = 1;
  let start = 1;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ row, cells });
    row += 1;
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' && cell === '' && (i === 0 || text[i - 1] === sep || text[i - 1] === '\n' || text[i - 1] === '\r')) {
      // A quoted field: up to the quote that is not doubled.
      start = row;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new CsvSyntaxError(start);
        const q = text[i]!;
        if (q === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        cell += q;
        i += 1;
      }
      // Text after the closing quote (`"a"b`) is kept, as spreadsheets do.
      continue;
    }
    if (ch === sep) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
    } else {
      cell += ch;
    }
    i += 1;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/**
 * A cell as the merchant meant it: the apostrophe `csvCell` puts before a formula start (or before apostrophes that
 * come before one: `''=1` is the text `'=1`, audit FG3) comes off again.
 */
export function cellText(value: string): string {
  return /^''*[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
