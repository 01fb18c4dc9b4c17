import type { Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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

/**
 * The mall's attribute glossary (decision 0044): an attribute's name (`parent_id` null) or one of its values (under
 * its name), with the word each language shows and the other ways sellers write it. A product's attribute or value
 * that is a term reads as the term's word in every language: the facets group it once and its detail shows it in the
 * reader's language even where its seller gave no translation. Owned by `catalog`.
 */
export const attributeTerms = pgTable(
  'attribute_terms',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => attributeTerms.id, { onDelete: 'cascade' }),
    texts: jsonb('texts').$type<Record<Locale, string>>().notNull(),
    aliases: jsonb('aliases').$type<Partial<Record<Locale, string[]>>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attribute_terms_parent').on(t.parentId)],
);
