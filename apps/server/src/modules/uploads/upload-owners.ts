import { stat } from 'node:fs/promises';
import path from 'node:path';
import { STOCK_PICTURE_PATTERN, UPLOAD_PATH_PATTERN } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalid } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';

type Runner = Pick<Db, 'execute'>;

export const NOT_YOURS = 'This picture was not uploaded by you';
const UPLOAD_FIRST = 'Upload the picture first';

/**
 * Who is sending the addresses: a user (their own uploads), a shop's staff (also every upload made for the shop), or
 * the platform (any recorded upload, and the demo pictures).
 */
export type UploadUser = { userId: number; merchantId?: number | null } | { platform: true };

export type OwnUploadsOptions = {
  /** What the field holds today: sending it again unchanged is always accepted (seed pictures, older uploads). */
  keep?: Iterable<string>;
  /** Answered for an address our upload call never gave out (wrong shape, other site, `..`, unknown file). */
  unknown?: string;
  /**
   * Also accept the seed's demo pictures the sender may show (the contract offers them as stock pictures): the platform
   * any of them, a shop only its own (`stockOfTheShop`).
   */
  stock?: boolean;
};

/**
 * Where the demo (stock) pictures are: DATA_DIR/uploads/demo, on every process's disk (the seed draws them there),
 * set once by the app at start. A stock picture is one that exists there (audit M2); unset, none is looked up.
 */
const stockPictures = { dir: null as string | null };

export function configureStockPictures(dir: string | null): void {
  stockPictures.dir = dir;
}

async function stockPictureExists(url: string): Promise<boolean> {
  if (stockPictures.dir === null) return true;
  try {
    return (await stat(path.join(stockPictures.dir, path.basename(url)))).isFile();
  } catch {
    return false;
  }
}

/** Remembers who uploaded a file (and for which shop, when the uploader is a shop's staff). */
export async function recordUpload(db: Runner, path: string, userId: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO uploads (path, user_id, merchant_id)
    VALUES (${path}, ${userId}, (SELECT merchant_id FROM merchant_staff WHERE user_id = ${userId}))`);
}

/**
 * Deletes uploads of `userId` that nothing of theirs still shows (audit FO3: a closed account's avatar): the file from
 * the public store and the `uploads` row, so that the address answers 404 and names nobody. An upload made for a shop
 * (staff) is the shop's and stays, as does one the person also used where it outlives them: a review's pictures (a
 * published review), a refund's vouchers (the shop's and the platform's record of a refund) and a chat picture (a
 * conversation the shop keeps). Call it once the rows that showed the upload are committed away (a rolled-back change
 * keeps the file).
 */
export async function removeOwnUploads(
  stores: { db: Db; files: FileStore },
  userId: number,
  paths: Iterable<string>,
): Promise<void> {
  const asked = [...new Set(paths)].filter((path) => UPLOAD_PATH_PATTERN.test(path));
  if (asked.length === 0) return;
  const { rows } = await stores.db.execute<{ path: string }>(sql`
    SELECT u.path FROM uploads u
    WHERE u.user_id = ${userId} AND u.merchant_id IS NULL AND u.path IN (${sql.join(
      asked.map((path) => sql`${path}`),
      sql`, `,
    )})
      AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = ${userId} AND jsonb_exists(r.pics, u.path))
      AND NOT EXISTS (SELECT 1 FROM refunds f WHERE f.user_id = ${userId} AND jsonb_exists(f.images, u.path))
      AND NOT EXISTS (SELECT 1 FROM chat_messages c
        WHERE c.sender = 'shopper' AND c.sender_id = ${userId} AND c.kind = 'image' AND c.body = u.path)`);
  for (const { path } of rows) {
    await stores.files.delete(path.slice('/uploads/'.length));
    await stores.db.execute(sql`DELETE FROM uploads WHERE path = ${path}`);
  }
}

/**
 * Every address in `urls` must be an upload of the sender (see `UploadUser`), unless it is already stored in the field
 * (`keep`). Throws an invalid-input error naming the first address refused; answers nothing otherwise.
 */
export async function assertOwnUploads(
  db: Runner,
  urls: Iterable<string>,
  who: UploadUser,
  options: OwnUploadsOptions = {},
): Promise<void> {
  const kept = new Set(options.keep ?? []);
  const platform = 'platform' in who;
  const stock = platform || options.stock === true;
  const fresh = [...new Set(urls)].filter((url) => url !== '' && !kept.has(url));
  const stocked = fresh.filter((url) => stock && STOCK_PICTURE_PATTERN.test(url));
  const asked = fresh.filter((url) => !stocked.includes(url));
  if (asked.some((url) => !UPLOAD_PATH_PATTERN.test(url))) throw invalid(options.unknown ?? UPLOAD_FIRST);
  for (const url of stocked) if (!(await stockPictureExists(url))) throw invalid(options.unknown ?? UPLOAD_FIRST);
  if (!platform && stocked.length > 0 && !(await stockOfTheShop(db, stocked, who.merchantId ?? null))) {
    throw invalid(NOT_YOURS);
  }
  if (asked.length === 0) return;
  const { rows } = await db.execute<{ path: string; user_id: number; merchant_id: number | null }>(
    sql`SELECT path, user_id, merchant_id FROM uploads WHERE path IN (${sql.join(
      asked.map((url) => sql`${url}`),
      sql`, `,
    )})`,
  );
  const owners = new Map(rows.map((r) => [r.path, r]));
  for (const url of asked) {
    const owner = owners.get(url);
    if (!owner) throw invalid(options.unknown ?? UPLOAD_FIRST);
    if (platform) continue;
    const mine = owner.user_id === who.userId || (who.merchantId != null && owner.merchant_id === who.merchantId);
    if (!mine) throw invalid(NOT_YOURS);
  }
}

/** `shop-<N>-avatar.svg`, `shop-<N>-banner.svg`, `shop-<N>-cert-<K>.svg`: drawn by the seed for its shop N. */
const SHOP_STOCK = /^\/uploads\/demo\/shop-(\d+)-/;
/** `p-<shape>-<colour>-<look>-<view>.svg`: drawn by the seed for products (a look may serve several products). */
const PRODUCT_STOCK = /^\/uploads\/demo\/p-/;

/**
 * A demo picture belongs to the shop it was drawn for (audit FO2): the seed writes the shops first into an empty
 * table, so its shop N is the shop of id N and `shop-N-…` pictures are that shop's; a product picture is the shop's
 * when one of its products (or their SKUs) shows it. The seed draws no picture for shops in general: the mall's logo,
 * banners, category icons and people's avatars are the platform's or a person's, and no shop may wear them.
 */
async function stockOfTheShop(db: Runner, urls: string[], merchantId: number | null): Promise<boolean> {
  if (merchantId === null) return false;
  const products: string[] = [];
  for (const url of urls) {
    const shop = SHOP_STOCK.exec(url);
    if (shop) {
      if (Number(shop[1]) !== merchantId) return false;
    } else if (PRODUCT_STOCK.test(url)) products.push(url);
    else return false;
  }
  for (const url of products) {
    const { rows } = await db.execute(sql`
      SELECT 1 WHERE EXISTS (
        SELECT 1 FROM products WHERE merchant_id = ${merchantId} AND images @> ${JSON.stringify([url])}::jsonb)
      OR EXISTS (
        SELECT 1 FROM product_skus s JOIN products p ON p.id = s.product_id
        WHERE p.merchant_id = ${merchantId} AND s.image = ${url})`);
    if (rows.length === 0) return false;
  }
  return true;
}
