import { z } from 'zod';

/** The shopping cart's calls (API.md C): what is sent, and the cart as it is answered. */

const Id = z.number().int().positive().max(2_147_483_647);
/** Quantities are whole numbers from 1 to 999 (DESIGN.md section 4). */
export const MAX_QUANTITY = 999;
export const QuantitySchema = z
  .number()
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_QUANTITY, 'At most 999 at a time');

/** The caps of one SKU at checkout (decision 0010): units of it whatever its stock, and percent of its stock. */
export type SkuCaps = { skuUnits: number; skuShare: number };
/** A share of a small stock is less than one basket needs: up to this many units of a SKU are never refused by it. */
const SKU_FLOOR = 5;
/** A guest's holds weigh double, so a guest reaches every cap at half. */
const GUEST_WEIGHT = 2;

/** How much an account's holds weigh: a guest's double. */
export const holdWeight = (guest: boolean | null | undefined) => (guest ? GUEST_WEIGHT : 1);

/**
 * The most of one SKU an account may take in one checkout, in its own units: a share of the SKU's stock (`stock`: what
 * is left plus what the account already holds of it), never below SKU_FLOOR nor above `skuUnits`, a guest's units
 * counting double. The one rule of checkout, of the cart and of the product page's stepper, so that none offers more
 * than checkout sells (audit P3; audit AV7: guests and low-stock items were let into the cart past it; audit CE10:
 * the stepper offered the stock or 20). Here so that the server and the storefront share it.
 */
export function mostOfOneItem(limits: SkuCaps, stock: number, weight: number): number {
  const share = Math.floor((stock * limits.skuShare) / 100);
  return Math.floor(Math.min(limits.skuUnits, Math.max(SKU_FLOOR, share)) / weight);
}

export const CartSaveSchema = z.strictObject({ productId: Id, skuId: Id, quantity: QuantitySchema });
export const CartNumSchema = z.strictObject({ id: Id, quantity: QuantitySchema });
export const CartDeleteSchema = z.strictObject({ ids: z.array(Id).min(1).max(200) });
/** The header badge: `numType` and `type` are read by older clients' calls and change nothing. */
export const CartCountQuerySchema = z.object({
  numType: z.enum(['true', 'false']).optional(),
  type: z.enum(['total', 'sum']).optional(),
});
export const CartCountSchema = z.object({ count: z.number().int() });

export const CartItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  skuId: z.number().int(),
  quantity: z.number().int(),
  name: z.string(),
  image: z.string(),
  skuText: z.string(),
  price: z.string(),
  stock: z.number().int(),
  /** false when the product is off sale, its shop closed or the SKU out of stock. */
  valid: z.boolean(),
  /**
   * Why a line that is not valid cannot be bought (audit N2, N5): no longer sold (off sale, shop closed), sold out, or
   * its option removed by the shop.
   */
  unavailable: z.enum(['off_sale', 'out_of_stock', 'option_gone']).optional(),
});
export const CartGroupSchema = z.object({
  merId: z.number().int(),
  merName: z.string(),
  items: z.array(CartItemSchema),
  /**
   * Freight of the shop's ticked-or-not valid items to the shopper's default address (absent when signed out or no
   * default address): { deliverable, freight, freeOver?, message } as the product freight call answers.
   */
  freight: z
    .object({ deliverable: z.boolean(), freight: z.string(), freeOver: z.string().optional(), message: z.string() })
    .optional(),
});
