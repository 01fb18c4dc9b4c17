import { z } from 'zod';
import { IdSchema } from './ids';

/** The shopper's favourite products and followed shops (API.md section D). */

export const CollectProductSchema = z.strictObject({ productId: IdSchema });
export const CollectedSchema = z.object({ collected: z.boolean() });
export const UncollectProductsSchema = z.strictObject({ productIds: z.array(IdSchema).min(1).max(200) });

export const CollectedProductSchema = z.object({
  id: z.number(),
  productId: z.number(),
  name: z.string(),
  image: z.string(),
  /** '' (and `onSale` false) for a product no longer shown: its price is not told (catalog's visibility rule). */
  price: z.string(),
  otPrice: z.string(),
  onSale: z.boolean(),
  createTime: z.string(),
});
export type CollectedProduct = z.infer<typeof CollectedProductSchema>;

/** The answer of following or unfollowing a shop. */
export const FollowSchema = z.object({ followed: z.boolean(), followerCount: z.number().int() });
export type Follow = z.infer<typeof FollowSchema>;

export const FollowedShopSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.string(),
  isSelf: z.boolean(),
  /** null while the shop has no review. */
  rating: z.number().nullable(),
  followerCount: z.number(),
});
export type FollowedShop = z.infer<typeof FollowedShopSchema>;
