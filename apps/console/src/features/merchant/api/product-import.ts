import type { ImportResult } from '@mall/contract';
import { apiAction, apiPost } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** Downloads the shop's products as CSV, one row per SKU, titled in the console's language. */
export const exportProducts = (fallbackError: string) =>
  downloadFile('/api/merchant/products/export.csv', {}, 'products.csv', fallbackError);

/** What the file would create and change, row by row; saves nothing. */
export const previewImport = (csv: string) => apiPost<ImportResult>('/api/merchant/products/import/preview', { csv });

/** Saves every row of the file, or none (the server refuses a file with errors). */
export const applyImport = (csv: string) => apiAction<ImportResult>('/api/merchant/products/import', { csv });
