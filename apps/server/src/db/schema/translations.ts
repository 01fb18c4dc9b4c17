import type { Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { type ProductAttr, products } from './catalog';

/**
 * A product's name, description and attributes in one more language (DESIGN.md section 7). The original stays on the
 * product (`products.original_locale`); `attrs` follows the product's own attributes position by position.
 * Owned by `catalog`.
 */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    attrs: jsonb('attrs').$type<ProductAttr[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'product_translations_pk', columns: [t.productId, t.locale] }),
    check('product_translations_locale_check', sql`${t.locale} IN ('en', 'zh-CN', 'fr', 'th', 'lo', 'es')`),
  ],
);
