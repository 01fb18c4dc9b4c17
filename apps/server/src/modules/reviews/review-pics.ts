import { access } from 'node:fs/promises';
import path from 'node:path';
import { invalid } from '../../platform/errors';

/**
 * Review pictures must be pictures our upload call stored: the contract's pattern admits only its own names
 * (`/uploads/u/<yyyy-mm>/<32 hex>.jpg`, so no other site and no path tricks), and the file must be there.
 * Duplicates are dropped, keeping the shopper's order.
 */
export async function checkUploadedPictures(dataDir: string, pics: string[]): Promise<string[]> {
  const unique = [...new Set(pics)];
  for (const pic of unique) {
    const file = path.join(dataDir, pic);
    try {
      await access(file);
    } catch {
      throw invalid('Review pictures must be uploaded with the upload button');
    }
  }
  return unique;
}
