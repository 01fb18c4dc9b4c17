import type { ProductInput } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalid } from '../../platform/errors';
import { assertOwnUploads } from '../uploads/upload-owners';
import { sanitizeRichText } from './rich-text';

type Runner = Pick<Db, 'execute'>;

export const FOREIGN_PICTURE =
  'A description may show only pictures uploaded to the mall: add them with “Insert a picture”, not as a link';

/** The descriptions of a product form: its own and its translations'. */
function descriptionsOf(input: Pick<ProductInput, 'description' | 'translations'>): string[] {
  return [input.description, ...Object.values(input.translations ?? {}).map((t) => t?.description ?? '')];
}

/** The pictures the descriptions show (all of them the mall's: rich-text.ts) and the ones the allowlist leaves out. */
function picturesIn(descriptions: string[]): { shown: string[]; refused: string[] } {
  const shown: string[] = [];
  const refused: string[] = [];
  for (const description of descriptions) {
    shown.push(...[...sanitizeRichText(description, refused).matchAll(/<img src="([^"]*)"/g)].map((m) => m[1]!));
  }
  return { shown, refused };
}

/**
 * A product form may point only at the shop's own uploads (upload-owners.ts) and the seed's stock pictures drawn for it: its
 * pictures, its SKUs' pictures and the pictures its descriptions (translations included) show. A description's
 * picture from anywhere else is refused with a sentence rather than dropped unseen (audit CH notes), unless the
 * product already held it from before: the saved text then simply leaves it out, as the shop already shows it.
 * Editing `productId`, what it already shows may be sent again unchanged (seeded products keep their generated pictures).
 */
export async function checkProductPictures(
  db: Runner,
  merchantId: number,
  staffId: number,
  input: ProductInput,
  productId?: number,
): Promise<void> {
  const described = picturesIn(descriptionsOf(input));
  const sent = [...input.images, ...input.skus.map((s) => s.image), ...described.shown];
  let keep: string[] = [];
  let refusedBefore = new Set<string>();
  if (productId !== undefined) {
    const { rows } = await db.execute<{ images: string[]; descriptions: string[]; sku_images: string[] }>(sql`
      SELECT p.images,
        array_prepend(p.description, coalesce((SELECT array_agg(t.description) FROM product_translations t
          WHERE t.product_id = p.id), '{}')) AS descriptions,
        coalesce((SELECT json_agg(s.image) FROM product_skus s WHERE s.product_id = p.id), '[]') AS sku_images
      FROM products p WHERE p.id = ${productId} AND p.merchant_id = ${merchantId}`);
    const stored = rows[0];
    if (stored) {
      const before = picturesIn(stored.descriptions);
      keep = [...stored.images, ...stored.sku_images, ...before.shown];
      refusedBefore = new Set(before.refused);
    }
  }
  if (described.refused.some((src) => !refusedBefore.has(src))) throw invalid(FOREIGN_PICTURE);
  await assertOwnUploads(db, sent, { userId: staffId, merchantId }, { keep, stock: true });
}
