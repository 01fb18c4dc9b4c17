import { cleanText, type ImportRow, PRODUCT_IMPORT_LIMITS, type ProductCsvColumn } from '@mall/contract';
import { CsvSyntaxError, cellText, parseCsv } from '../../platform/csv-parse';
import { invalid } from '../../platform/errors';
import { columnOfTitle } from './product-csv-words';

/**
 * One line of the file below the header: its cells by column (only the columns the file has), trimmed and cleaned as
 * the product form keeps texts (contract `cleanText`: composed, without invisible format characters; audit FG5), so
 * that every comparison with what is stored sees what the write would store: "Cafe\u0301" and "Re\u200Bd", pasted
 * from a web page, are the stored "Café" and "Red". `written`: the cells as the file wrote them, where cleaning
 * changed one. `overflow`: the line has text in cells beyond the header's last column (audit FG10), an error of its
 * row, never dropped unseen.
 */
export type Cells = Partial<Record<ProductCsvColumn, string>>;
export type FileRow = { row: number; cells: Cells; written?: Cells; overflow?: boolean };

/** A line with more cells than the header has columns: a stray separator or quote shifted its cells. */
export const OVERFLOW = 'This row has more cells than the header has columns: check its separators and quotes';

/** Megabytes to one decimal, rounded up: a file just over 2 MB reads "2.1 MB", not "2.0 MB". */
const megabytes = (bytes: number) => (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1);

/** The rows of the file, or the header row's faults (the columns cannot be read). */
export type ImportFile = { rows: FileRow[]; headerErrors: ImportRow['errors'] };

/** The columns every file needs: they say which product and SKU a row is. */
const IDENTITY: ProductCsvColumn[] = ['productId', 'skuId'];

/** Amounts in a spreadsheet's local style: "19,90" (French, Spanish) reads as 19.90. */
const DECIMAL_COLUMNS: ProductCsvColumn[] = ['price', 'otPrice', 'weight'];

function readCell(column: ProductCsvColumn, value: string): string {
  const text = cellText(value).trim();
  return DECIMAL_COLUMNS.includes(column) && /^\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
}

/**
 * Reads the uploaded text: at most 2 MB and 5,000 rows below the header; titles of any language. A file that cannot
 * be read at all is refused (400); a header with unknown, repeated or missing columns answers as row 1's errors.
 */
export function readImportFile(text: string): ImportFile {
  // Each limit says itself and how far the file is over it (audit FG4): a shop's export of more than 5,000 SKUs is
  // imported in parts (README).
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > PRODUCT_IMPORT_LIMITS.bytes) {
    throw invalid(`The file is ${megabytes(bytes)} MB: an import takes at most 2 MB, split it into smaller files`);
  }
  // Text that was not UTF-8 (a spreadsheet's "CSV" in a local code page) reaches us with replacement characters.
  if (text.includes('\uFFFD')) throw invalid('Save the file as CSV UTF-8 and choose it again');
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw invalid('A quoted cell of the file never ends: check its quotes');
    throw error;
  }
  const [header, ...body] = records;
  if (!header) throw invalid('The file is empty');
  if (body.length === 0) throw invalid('The file has no product rows below its header');
  if (body.length > PRODUCT_IMPORT_LIMITS.rows) {
    throw invalid(
      `The file has ${body.length} rows below its header: an import takes at most 5000, split it into files of 5000 rows or fewer`,
    );
  }

  const headerErrors: ImportRow['errors'] = [];
  const columns: (ProductCsvColumn | null)[] = header.cells.map((title) => {
    const text = cellText(title).trim();
    const column = columnOfTitle(text);
    if (text !== '' && column === null)
      headerErrors.push({ column: text, message: 'The import does not know this column' });
    return column;
  });
  for (const [i, column] of columns.entries()) {
    if (column !== null && columns.indexOf(column) !== i)
      headerErrors.push({ column, message: 'This column appears twice' });
  }
  if (IDENTITY.some((column) => !columns.includes(column))) {
    headerErrors.push({ column: null, message: 'The file needs the Product ID and SKU ID columns of the export' });
  }
  const rows = body.map((record) => {
    const cells: Cells = {};
    const written: Cells = {};
    let cleaned = false;
    record.cells.forEach((value, i) => {
      const column = columns[i];
      if (!column) return;
      written[column] = readCell(column, value);
      cells[column] = cleanText(written[column]).trim();
      if (cells[column] !== written[column]) cleaned = true;
    });
    const row: FileRow = cleaned ? { row: record.row, cells, written } : { row: record.row, cells };
    // Empty cells past the header (a spreadsheet pads short lines) lose nothing; text there would be lost unseen.
    if (record.cells.slice(columns.length).some((value) => value.trim() !== '')) row.overflow = true;
    return row;
  });
  return { rows, headerErrors };
}
