import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A visitor's cart (no account yet): found by the SHA-256 of the random token in the `mall_cart` cookie. */
export const visitorCarts = pgTable(
  'visitor_carts',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 30 days after the last change; an expired cart is found by nobody and swept. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('visitor_carts_token_idx').on(t.tokenHash), index('visitor_carts_expires_idx').on(t.expiresAt)],
);

/** Its lines, with the same bounds as an account's cart (one line per SKU, 1 to 999). */
export const visitorCartItems = pgTable(
  'visitor_cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => visitorCarts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** The option's values when the shop removed its SKU (audit N5): the line stays, unavailable, until cleared. */
    goneValues: jsonb('gone_values').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visitor_cart_items_cart_sku_idx').on(t.cartId, t.skuId),
    check('visitor_cart_items_quantity_check', sql`${t.quantity} BETWEEN 1 AND 999`),
  ],
);
