import type { ProductInput } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assertOwnUploads } from '../uploads/upload-owners';
import { sanitizeRichText } from './rich-text';

type Runner = Pick<Db, 'execute'>;

/** Where an address in a description points on our site, decoded once as a browser would ('' when it cannot be). */
function decoded(src: string): string {
  try {
    return decodeURIComponent(src);
  } catch {
    return src;
  }
}

/** The pictures of a description that point into our uploads (other same-site paths and https pictures stay free). */
function uploadsShownIn(description: string): string[] {
  const srcs = [...sanitizeRichText(description).matchAll(/<img src="([^"]*)"/g)].map((m) => m[1]!);
  return srcs.filter((src) => /^\/+uploads\//i.test(decoded(src)));
}

/**
 * A product form may point only at the shop's own uploads (upload-owners.ts) and the seed's stock pictures: its
 * pictures, its SKUs' pictures and the uploads its description shows. Editing `productId`, what it already shows may
 * be sent again unchanged (seeded products keep their generated pictures).
 */
export async function checkProductPictures(
  db: Runner,
  merchantId: number,
  staffId: number,
  input: ProductInput,
  productId?: number,
): Promise<void> {
  const sent = [...input.images, ...input.skus.map((s) => s.image), ...uploadsShownIn(input.description)];
  let keep: string[] = [];
  if (productId !== undefined) {
    const { rows } = await db.execute<{ images: string[]; description: string; sku_images: string[] }>(sql`
      SELECT p.images, p.description,
        coalesce((SELECT json_agg(s.image) FROM product_skus s WHERE s.product_id = p.id), '[]') AS sku_images
      FROM products p WHERE p.id = ${productId} AND p.merchant_id = ${merchantId}`);
    const stored = rows[0];
    if (stored) keep = [...stored.images, ...stored.sku_images, ...uploadsShownIn(stored.description)];
  }
  await assertOwnUploads(db, sent, { userId: staffId, merchantId }, { keep, stock: true });
}
