import { type ImportRow, PRODUCT_IMPORT_LIMITS, type ProductCsvColumn } from '@mall/contract';
import { CsvSyntaxError, cellText, parseCsv } from '../../platform/csv-parse';
import { invalid } from '../../platform/errors';
import { columnOfTitle } from './product-csv-words';

/** One line of the file below the header: its cells by column (only the columns the file has), trimmed. */
export type FileRow = { row: number; cells: Partial<Record<ProductCsvColumn, string>> };

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
  if (Buffer.byteLength(text, 'utf8') > PRODUCT_IMPORT_LIMITS.bytes) {
    throw invalid('The file must be at most 2 MB and 5000 rows');
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
  if (body.length > PRODUCT_IMPORT_LIMITS.rows) throw invalid('The file must be at most 2 MB and 5000 rows');

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
    const cells: FileRow['cells'] = {};
    record.cells.forEach((value, i) => {
      const column = columns[i];
      if (column) cells[column] = readCell(column, value);
    });
    return { row: record.row, cells };
  });
  return { rows, headerErrors };
}
