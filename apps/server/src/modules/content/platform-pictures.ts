import { adminMessages } from '@mall/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assertOwnUploads } from '../uploads/upload-owners';

/**
 * Pictures the platform's admins point at (banners, activities, category icons, logo, login picture, service QR
 * code): any upload our upload call recorded, whoever sent it, or one of the seed's stock pictures; never a path of
 * another shape, another site or a file nobody uploaded. `stored` is what the field shows today (or a query
 * selecting it as `picture`): it may be sent again unchanged.
 */
export async function checkPlatformPictures(
  db: Pick<Db, 'execute'>,
  urls: string[],
  stored: SQL | string[] = [],
): Promise<void> {
  const keep = Array.isArray(stored)
    ? stored
    : (await db.execute<{ picture: string }>(stored)).rows.map((r) => r.picture);
  await assertOwnUploads(db, urls, { platform: true }, { keep, unknown: adminMessages.image });
}
