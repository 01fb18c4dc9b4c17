import type { ImportRow, ProductCsvColumn } from '@mall/contract';
import { type FileRow, OVERFLOW } from './product-import-file';

type Column = ProductCsvColumn | null;

/** The rows of one product, each with the errors and changes found so far. */
export class Rows {
  readonly results: ImportRow[];
  constructor(readonly rows: FileRow[]) {
    this.results = rows.map((r) => ({
      row: r.row,
      productId: null,
      skuId: null,
      name: r.cells.name ?? '',
      sku: '',
      action: 'unchanged',
      changes: [],
      errors: r.overflow ? [{ column: null, message: OVERFLOW }] : [],
    }));
  }
  error(index: number, column: Column, message: string) {
    const errors = this.results[index]!.errors;
    if (!errors.some((e) => e.column === column && e.message === message)) errors.push({ column, message });
  }
  get failed() {
    return this.results.some((r) => r.errors.length > 0);
  }
  /** A product-level column: the first row's value; a later row that says otherwise is an error. */
  agreed(column: ProductCsvColumn): string | undefined {
    const first = this.rows[0]!.cells[column];
    this.rows.forEach((r, i) => {
      if (i > 0 && r.cells[column] !== undefined && r.cells[column] !== first)
        this.error(i, column, 'All rows of one product need the same value here');
    });
    return first;
  }
  finish(action: ImportRow['action']) {
    for (const r of this.results)
      r.action = r.errors.length > 0 ? 'error' : action === 'update' && r.changes.length === 0 ? 'unchanged' : action;
  }
}
