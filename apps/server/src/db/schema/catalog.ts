import { LOCALES, type Locale, type LocalizedText } from '@mall/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shippingTemplates } from './shipping';
import { merchants } from './shops';
import { oneOf } from './states';

/** Platform categories, two levels: top categories have parentId 0. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    name: text('name').notNull(),
    /** Names in the other storefront languages. */
    names: jsonb('names').$type<LocalizedText>().notNull().default({}),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    /** Raised by every edit; a form's save names the version it loaded (contract edits.ts, audit FR5, migration 0084). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

export type ProductAttr = { name: string; values: string[] };

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    shopCategoryId: integer('shop_category_id'),
    name: text('name').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    unitName: text('unit_name').notNull().default('piece'),
    attrs: jsonb('attrs').$type<ProductAttr[]>().notNull().default([]),
    /** Lowest price of the SKUs in stock (of all SKUs when none is) and its original price, kept in step with the SKUs
     * and their stock for listing and sorting (audit AO-F). */
    price: integer('price').notNull(),
    otPrice: integer('ot_price').notNull(),
    /** Sum of the SKUs' stock. */
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(true),
    /** Shipping weight of one piece in grams (the API speaks kilograms as a decimal string). */
    weightGrams: integer('weight_grams').notNull().default(0),
    /** The shop's shipping template for this product; null: the shop's default template. */
    shippingTemplateId: integer('shipping_template_id').references(() => shippingTemplates.id),
    /** Virtual goods need no address and no freight. */
    isVirtual: boolean('is_virtual').notNull().default(false),
    /** Position among the home page's recommended products; null when not recommended. */
    recommendSort: integer('recommend_sort'),
    /** The language the merchant wrote the name and description in; translations sit in `product_translations`. */
    originalLocale: text('original_locale').$type<Locale>().notNull().default('en'),
    /** Raised by every edit; a form's save names the version it loaded (contract edits.ts, migration 0015). */
    version: integer('version').notNull().default(1),
    /** Set while the operator has taken the product down (audit FG8, migration 0079): it is off sale and its shop
     * cannot put it back on sale until the operator lifts the takedown. */
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
    /** The operator's reason, shown to the shop in its console (1–500 characters while taken down). */
    takedownReason: text('takedown_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'products_takedown_check',
      sql`(${t.takenDownAt} IS NULL AND ${t.takedownReason} IS NULL) OR (NOT ${t.onSale} AND char_length(${t.takedownReason}) BETWEEN 1 AND 500)`,
    ),
    // The operator's list of the products taken down (migration 0079).
    index('products_taken_down_idx').on(t.takenDownAt, t.id).where(sql`${t.takenDownAt} IS NOT NULL`),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_category_idx').on(t.categoryId, t.sales),
    index('products_merchant_idx').on(t.merchantId, t.sales),
    index('products_sales_idx').on(t.sales, t.id),
    index('products_price_idx').on(t.price, t.id),
    index('products_created_idx').on(t.createdAt, t.id),
    // The consoles' product lists, most recently changed first (migration 0035).
    index('products_merchant_updated_idx').on(t.merchantId, t.updatedAt, t.id),
    index('products_updated_idx').on(t.updatedAt, t.id),
    // The sitemap index's last change of each child and each category's, one step each (migration 0089).
    index('products_sitemap_part_idx').on(sql`(${t.id} / 8333)`, t.updatedAt).where(sql`${t.onSale}`),
    index('products_category_updated_idx').on(t.categoryId, t.updatedAt).where(sql`${t.onSale}`),
    // A shop's categories count their products in its console (migration 0033).
    index('products_shop_category_idx').on(t.shopCategoryId).where(sql`${t.shopCategoryId} IS NOT NULL`),
    // Each shipping template counts the products that use it (migration 0034).
    index('products_shipping_template_idx').on(t.shippingTemplateId).where(sql`${t.shippingTemplateId} IS NOT NULL`),
    // The home page's recommendations, few among many (migration 0032).
    index('products_recommend_idx').on(t.recommendSort, t.id).where(sql`${t.recommendSort} IS NOT NULL`),
  ],
);

/**
 * Units paid (positive) or refunded back (negative) not yet counted in `products.sales`: the inventory appends, the
 * sales follower folds them in every few seconds (migration 0049, decision 0047).
 */
export const productSalesMoves = pgTable('product_sales_moves', {
  productId: integer('product_id').notNull(),
  quantity: integer('quantity').notNull(),
});

/**
 * A shop's imports of the last minutes, by the file's SHA-256 (migration 0052, audit AO2): the same file sent again
 * answers the first import's result instead of creating its products a second time. Rows older than the window are
 * replaced when the file comes again. Only files' results: the versions an export's imports gave its products, once
 * kept here under `versions:<export id>`, have their own table since migration 0080 (`productImportVersions`).
 */
export const productImports = pgTable(
  'product_imports',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    fileHash: text('file_hash').notNull(),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.fileHash] })],
);

/**
 * The version each import of an export's rows gave a product (audit FG1, migration 0080): a row of that export whose
 * product has not changed since is not "changed after the file was exported" (product-import.ts `versionsImported`).
 * Upserted by the import in its transaction; a shop's rows older than `VERSIONS_KEPT_DAYS` are deleted when it imports.
 */
export const productImportVersions = pgTable(
  'product_import_versions',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    exportId: text('export_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.exportId, t.productId] })],
);

/**
 * The stock an import set for a SKU from a row of one export (migration 0073, audit DS1): the same file imported again
 * reads its stock cell against this rather than the stock the export wrote, so the change is not added twice.
 */
export const productStockImports = pgTable(
  'product_stock_imports',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    exportId: text('export_id').notNull(),
    stockTyped: integer('stock_typed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.exportId] })],
);

export const productSkus = pgTable(
  'product_skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attrValues: jsonb('attr_values').$type<string[]>().notNull(),
    price: integer('price').notNull(),
    otPrice: integer('ot_price').notNull(),
    stock: integer('stock').notNull().default(0),
    image: text('image').notNull().default(''),
  },
  (t) => [index('product_skus_product_idx').on(t.productId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    userId: integer('user_id').notNull(),
    skuText: text('sku_text').notNull().default(''),
    productScore: smallint('product_score').notNull(),
    serviceScore: smallint('service_score').notNull(),
    comment: text('comment').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull().default([]),
    merchantReply: text('merchant_reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** The order item reviewed (null for demo reviews); one review per item. */
    orderItemId: integer('order_item_id'),
    shopOrderId: integer('shop_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // INCLUDE (product_score) in migration 0030: a card's count and average read the index alone.
    index('reviews_product_idx').on(t.productId, t.createdAt),
    uniqueIndex('reviews_order_item_idx').on(t.orderItemId),
    index('reviews_user_idx').on(t.userId, t.createdAt),
    index('reviews_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);

export const hotKeywords = pgTable(
  'hot_keywords',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** The storefront language whose readers see it first; null: every reader sees it, after their own language's. */
    locale: text('locale').$type<Locale>(),
    sort: integer('sort').notNull().default(0),
    /** Raised by every edit and reordering; a form's save names the version it loaded (audit FR5, migration 0084). */
    version: integer('version').notNull().default(1),
  },
  (t) => [check('hot_keywords_locale_check', sql`${t.locale} IS NULL OR ${oneOf(t.locale, LOCALES)}`)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().default(''),
  /** The words drawn over the picture, per language (`title` is the fallback). */
  texts: jsonb('texts').$type<LocalizedText>().notNull().default({}),
  image: text('image').notNull(),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  /** Raised by every edit; a form's save names the version it loaded (contract edits.ts, migration 0015). */
  version: integer('version').notNull().default(1),
});

export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalizedText>().notNull().default({}),
  image: text('image').notNull(),
  intro: text('intro').notNull().default(''),
  /** The intro in the storefront's other languages (`intro` is English and the fallback). */
  intros: jsonb('intros').$type<LocalizedText>().notNull().default({}),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  sort: integer('sort').notNull().default(0),
  /** Raised by every edit; a form's save names the version it loaded (contract edits.ts, audit FR5). */
  version: integer('version').notNull().default(1),
});

export const activityProducts = pgTable(
  'activity_products',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('activity_products_pk').on(t.activityId, t.productId)],
);

/** Store-wide settings as JSON values under well-known keys (see content/settings.ts). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
