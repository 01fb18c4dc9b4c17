import type { Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * One search document per product and storefront language (DESIGN.md section 7), owned by `catalog` and rebuilt by
 * its code whenever a product, its SKUs or translations, its shop or its shipping template change (never by a
 * trigger). Only products a shopper may see have documents. `words` holds the folded words of the product's name in
 * every language (so every language's name is found from every language), `own_words` those of the name in this
 * document's language (ranked first); `keys` the facet values one filters by (`c:12` category, `s:3` shop, `r:4`
 * rated 4 and up, `a:colour=red` attribute in this language, `stock`, `self`, `to:FR` or `to:*` delivers there);
 * the other columns are what facets count and lists sort by. The GIN indexes are partial, one per language. The three
 * list orders (best sellers, price, newest) have B-tree indexes that carry `category_ids` and `merchant_id` as INCLUDE
 * columns (migration 0024; drizzle's builder cannot say INCLUDE), so a category's or a shop's list in any order is an
 * index-only walk that stops at its page. Prices cluster by category, so a category's list by price walks an index
 * keyed by its top or child category (`category_ids[1]`, `category_ids[2]`; migration 0025). A product's documents
 * agree on all of it, so these indexes hold the English documents only (migration 0036, `ORDER_LOCALE`).
 * `locale`, `words` and `keys` compare byte by byte (COLLATE "C", migration 0031: the same order as the cluster's
 * C.UTF-8, without a library call per comparison; drizzle's builder cannot say it).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    /** The name a reader of this language sees (its translation, else the original). */
    name: text('name').notNull(),
    words: text('words').array().notNull(),
    ownWords: text('own_words').array().notNull(),
    keys: text('keys').array().notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    merchantId: integer('merchant_id').notNull(),
    /** Attribute values as shown in this language, `Name=Value`, one per folded key. */
    attrPairs: text('attr_pairs').array().notNull(),
    /** Countries a `to:*` document does not deliver to. */
    noShip: text('no_ship').array().notNull(),
    price: integer('price').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull(),
    inStock: boolean('in_stock').notNull(),
    isSelf: boolean('is_self').notNull(),
    sales: integer('sales').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_documents_pk', columns: [t.productId, t.locale] }),
    // The list orders' indexes hold the English documents only (migration 0036): a product's six agree on what they carry.
    index('search_documents_sales_idx').on(t.sales, t.productId).where(sql`${t.locale} = 'en'`),
    index('search_documents_price_idx').on(t.price, t.productId).where(sql`${t.locale} = 'en'`),
    index('search_documents_top_price_idx')
      .on(sql`(${t.categoryIds}[1])`, t.price, t.productId)
      .where(sql`${t.locale} = 'en'`),
    index('search_documents_child_price_idx')
      .on(sql`(${t.categoryIds}[2])`, t.price, t.productId)
      .where(sql`${t.locale} = 'en' AND ${t.categoryIds}[2] IS NOT NULL`),
    index('search_documents_new_idx').on(t.createdAt, t.productId).where(sql`${t.locale} = 'en'`),
    // A shop's list in each order is keyed by the shop first (migration 0037), as the categories' price order is.
    index('search_documents_shop_sales_idx').on(t.merchantId, t.sales, t.productId).where(sql`${t.locale} = 'en'`),
    index('search_documents_shop_price_idx').on(t.merchantId, t.price, t.productId).where(sql`${t.locale} = 'en'`),
    index('search_documents_shop_new_idx').on(t.merchantId, t.createdAt, t.productId).where(sql`${t.locale} = 'en'`),
  ],
);

/**
 * A product's words as posting lists (decision 0034, migration 0026): one row per word of its documents, with what a
 * keyword search ranks by (`own`, `shown`: bit sets over the languages in the order of LOCALES; `sales`) and filters
 * on (`price`, `category_ids`, `merchant_id`), all carried by the term's B-trees so that a search counts and ranks its
 * matches from the index alone: one in product order (words joined on the product), one in a page's order (best
 * sellers, then the newest; migration 0027) that a keyword of one word walks and leaves at the page's end. Written
 * with the documents, by their one writer. `term` compares byte by byte (COLLATE "C", migration 0031), as does the
 * term of the word counts below.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    term: text('term').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    own: smallint('own').notNull(),
    shown: smallint('shown').notNull(),
    sales: integer('sales').notNull(),
    price: integer('price').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    merchantId: integer('merchant_id').notNull(),
  },
  (t) => [
    index('search_postings_term_idx').on(t.term, t.productId),
    index('search_postings_best_idx').on(t.term, t.sales.desc(), t.productId.desc()),
    index('search_postings_product_idx').on(t.productId),
  ],
);

/** Every word of the documents once: the vocabulary "did you mean" looks in (trigram index, migration 0017). */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

/**
 * How many products hold each word (decision 0037, migration 0029): a word's count is the sum of its rows. The
 * postings' statement triggers append a row per word a statement changed (never an update, so writers of one word
 * do not wait for each other); `compactTermCounts` folds them; a whole build of the documents counts them afresh.
 */
export const searchTermCounts = pgTable(
  'search_term_counts',
  {
    term: text('term').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [index('search_term_counts_term_idx').on(t.term)],
);

/**
 * Products whose documents are to be rebuilt from what their owners hold, with the shop open (decision 0048, migration
 * 0057): a migration that changes how documents are derived names its products here instead of deleting their
 * documents; every process's refresher takes a batch at a time (`search-refresh.ts`), the old documents answering
 * until then.
 */
export const searchRefreshQueue = pgTable('search_refresh_queue', {
  productId: integer('product_id').primaryKey(),
});
