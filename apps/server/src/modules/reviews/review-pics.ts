import type { Db } from '../../db/client';
import { assertOwnUploads } from '../uploads/upload-owners';

/**
 * Review pictures must be the reviewer's own uploads (upload-owners.ts): the address our upload call gave out
 * (`/uploads/u/<yyyy-mm>/<32 hex>.jpg`, so no other site and no path tricks), recorded as sent by this shopper.
 * Duplicates are dropped, keeping the shopper's order.
 */
export async function checkUploadedPictures(db: Db, userId: number, pics: string[]): Promise<string[]> {
  const unique = [...new Set(pics)];
  await assertOwnUploads(
    db,
    unique,
    { userId },
    { unknown: 'Review pictures must be uploaded with the upload button' },
  );
  return unique;
}
