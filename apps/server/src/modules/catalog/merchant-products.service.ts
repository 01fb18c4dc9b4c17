import {
  editMessages,
  fromCents,
  type Locale,
  type LocalizedText,
  localize,
  type MerchantProduct,
  type ProductInput,
  renamedSkuValues,
  skuKey,
  swappedTexts,
  toCents,
  translationMessages,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import type { ProductAttr } from '../../db/schema';
import { announceChange, type ChangeFeed } from '../../platform/change-feed';
import { checkVersion } from '../../platform/edit-version';
import { conflict, invalid, notFound } from '../../platform/errors';
import { removeSkusFromCarts } from '../cart/cart.service';
import * as inventory from '../inventory/inventory';
import { checkOwnTemplate } from '../shipping/templates.service';
import { gramsOf, kilogramsOf } from '../shipping/weight';
import { lockCategoryTreeShared } from './admin-categories.service';
import { checkProductPictures } from './product-pictures';
import { sanitizeRichText } from './rich-text';
import { refreshSearchDocuments } from './search-documents';
import { translationsForForm, translationsOf, writeTranslations } from './translations';
import { shownCategory } from './visibility';

/** A SKU's count at most (contract StockSchema). */
const MAX_STOCK = 999_999;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** A SKU as stored: cents, the struck-through price at least the price. */
type SkuValues = {
  attrValues: string[];
  price: number;
  otPrice: number;
  stock: number;
  stockShown?: number | undefined;
  image: string;
};

function toSkuValues(input: ProductInput): SkuValues[] {
  return input.skus.map((sku) => {
    const price = toCents(sku.price);
    const otPrice = sku.otPrice ? toCents(sku.otPrice) : price;
    if (otPrice < price) throw invalid('The original price cannot be lower than the price');
    return {
      attrValues: sku.attrValues,
      price,
      otPrice,
      stock: sku.stock,
      stockShown: sku.stockShown,
      image: sku.image,
    };
  });
}

/**
 * A translation into the language the product is written in would be thrown away (the original stays on the product):
 * refused, as the contract refuses it when the form names its language (the language left out: English on create,
 * the stored one on edit).
 */
function checkNoOriginalTranslation(input: ProductInput, original: string): void {
  if (input.translations?.[original as keyof typeof input.translations]) throw invalid(translationMessages.original);
}

/**
 * The listing columns follow the SKUs: the lowest price of those in stock (all when none is; audit AO-F) with its
 * original price, and the summed stock. The inventory prices the product again from the counts it writes
 * (`inventory.priceFromSkus`), which a form's counts read against the ones it showed may move.
 */
function summary(skus: SkuValues[]) {
  const offered = skus.some((sku) => sku.stock > 0) ? skus.filter((sku) => sku.stock > 0) : skus;
  const cheapest = offered.reduce((low, sku) => (sku.price < low.price ? sku : low), offered[0]!);
  return { price: cheapest.price, otPrice: cheapest.otPrice, stock: skus.reduce((sum, sku) => sum + sku.stock, 0) };
}

/**
 * The platform category must exist and be a leaf (the storefront lists products under second-level categories); an
 * id no category has is told as such (audit AO-D: the import's merchant typed a wrong number, not a top category).
 */
export async function checkCategories(db: Executor, merchantId: number, input: ProductInput, kept?: number) {
  const { rows } = await db.execute<{ leaf: boolean; shown: boolean }>(sql`
    SELECT NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) AS leaf, ${shownCategory} AS shown
    FROM categories c WHERE c.id = ${input.categoryId}`);
  if (!rows[0]) throw invalid('This category does not exist');
  if (!rows[0].leaf) throw invalid('Choose a category of the second level');
  // Shoppers cannot browse to a hidden category (decision 0042): a product is not put there, though one already in
  // it (`kept`, its category before the edit) keeps it until the merchant chooses another (audit DS7).
  if (!rows[0].shown && input.categoryId !== kept)
    throw invalid('The platform has hidden this category: choose one shoppers can browse');
  if (input.shopCategoryId !== null) {
    const { rows: own } = await db.execute(
      sql`SELECT 1 FROM shop_categories WHERE id = ${input.shopCategoryId} AND merchant_id = ${merchantId}`,
    );
    if (!own[0]) throw invalid('Choose a category of your shop');
  }
}

function attrsOf(input: ProductInput): ProductAttr[] {
  return input.attrs.map((a) => ({ name: a.name, values: a.values }));
}

/** A new SKU row of a product, empty until the inventory counts it; answers its id. */
async function insertSku(tx: Queryable, productId: number, sku: SkuValues): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO product_skus (product_id, attr_values, price, ot_price, stock, image)
    VALUES (${productId}, ${JSON.stringify(sku.attrValues)}::jsonb, ${sku.price}, ${sku.otPrice}, 0, ${sku.image})
    RETURNING id`);
  return rows[0]!.id;
}

export async function createProduct(
  db: Db,
  merchantId: number,
  input: ProductInput,
  staffId: number,
  changes: ChangeFeed,
): Promise<{ id: number }> {
  toSkuValues(input);
  checkNoOriginalTranslation(input, input.originalLocale ?? 'en');
  await checkCategories(db, merchantId, input);
  await checkOwnTemplate(db, merchantId, input.shippingTemplateId);
  await checkProductPictures(db, merchantId, staffId, input);
  const id = await db.transaction(async (tx) => {
    // Read again under the tree lock: the category may have got its first child since (audit FR race).
    await lockCategoryTreeShared(tx);
    await checkCategories(tx, merchantId, input);
    const created = await insertProduct(tx, merchantId, input);
    await refreshSearchDocuments(tx, [created]);
    return created;
  });
  // The new product shows in this process's search at once (decision 0004).
  await changes.announce(db, 'listings');
  return { id };
}

/** Writes a new product of this shop whose input was checked (the form, the import), in the caller's transaction. */
export async function insertProduct(tx: Tx, merchantId: number, input: ProductInput): Promise<number> {
  const skus = toSkuValues(input);
  const total = summary(skus);
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO products (merchant_id, category_id, shop_category_id, name, images, description, attrs, price,
      ot_price, on_sale, weight_grams, shipping_template_id, is_virtual, original_locale)
    VALUES (${merchantId}, ${input.categoryId}, ${input.shopCategoryId}, ${input.name},
      ${JSON.stringify(input.images)}::jsonb, ${sanitizeRichText(input.description)},
      ${JSON.stringify(attrsOf(input))}::jsonb, ${total.price}, ${total.otPrice}, ${input.onSale ?? true},
      ${gramsOf(input.weight)}, ${input.shippingTemplateId}, ${input.isVirtual}, ${input.originalLocale ?? 'en'})
    RETURNING id`);
  const id = rows[0]!.id;
  await writeTranslations(tx, merchantId, id, attrsOf(input), input.translations);
  const counts: { skuId: number; stock: number }[] = [];
  for (const sku of skus) counts.push({ skuId: await insertSku(tx, id, sku), stock: sku.stock });
  // Stock is the inventory's to write (DESIGN.md section 6): the rows start empty and get the shop's counts there.
  await inventory.countStock(tx, id, counts);
  return id;
}

/**
 * Edits a product of this shop. SKUs are matched by their attribute values, a renamed value taken for the old one
 * (contract `renamedSkuValues`): a SKU that still exists keeps its id (and so the carts and orders that point at it);
 * a new combination gets a new SKU; a combination that is gone is deleted and leaves the carts, unless unpaid orders
 * hold units of it (refused until they are paid or cancelled). SKU rows are locked in ascending id order before the product row, the order
 * checkout takes them in, so an edit and a checkout never wait on each other in a circle.
 */
export async function updateProduct(
  db: Db,
  merchantId: number,
  id: number,
  input: ProductInput,
  staffId: number,
  changes: ChangeFeed,
): Promise<void> {
  toSkuValues(input);
  // Another shop's product is not found before any of the form's fields is looked at: its pictures, categories and
  // template were answered first, with messages a product of one's own gets (audit FG10).
  const { rows: stored } = await db.execute<{ category_id: number; original_locale: string }>(
    sql`SELECT category_id, original_locale FROM products WHERE id = ${id} AND merchant_id = ${merchantId}`,
  );
  if (!stored[0]) throw notFound('Product not found');
  if (input.originalLocale === undefined) checkNoOriginalTranslation(input, stored[0].original_locale);
  await checkCategories(db, merchantId, input, stored[0].category_id);
  await checkOwnTemplate(db, merchantId, input.shippingTemplateId);
  await checkProductPictures(db, merchantId, staffId, input, id);
  // The form names the version it loaded: an edit never lands on a product it did not show (contract edits.ts).
  await db.transaction(async (tx) => {
    await lockCategoryTreeShared(tx);
    await checkCategories(tx, merchantId, input, stored[0]!.category_id);
    await rewriteProduct(tx, merchantId, id, input);
    await refreshSearchDocuments(tx, [id]);
  });
  await changes.announce(db, 'listings');
}

/**
 * Writes a checked edit of a product of this shop (the form, the import), in the caller's transaction. The form's
 * `version`, when given, must still be the product's (an edit without one, like the import's, edits the current one:
 * audit FX2); the edit raises it.
 */
export async function rewriteProduct(tx: Tx, merchantId: number, id: number, input: ProductInput): Promise<void> {
  const { rows: own } = await tx.execute<
    { version: number; attrs: ProductAttr[]; takedown_reason: string | null } & Stored
  >(
    sql`SELECT version, name, description, attrs, original_locale, takedown_reason FROM products
      WHERE id = ${id} AND merchant_id = ${merchantId}`,
  );
  if (!own[0]) throw notFound('Product not found');
  checkVersion(own[0].version, input.version);
  // Fixing a product the operator took down is allowed; putting it on sale is not (audit FG8). The write below is
  // conditional on the version read here, which a takedown raises: one in between makes this edit a 409.
  if (input.onSale === true && own[0].takedown_reason !== null) throw takenDown(own[0].takedown_reason);
  const edit = await withLanguageSwapped(tx, id, own[0], input);
  const skus = toSkuValues(edit);
  const version = own[0].version;
  const { rows: existing } = await tx.execute<{ id: number; attr_values: string[]; stock: number }>(
    sql`SELECT id, attr_values, stock FROM product_skus WHERE product_id = ${id} ORDER BY id FOR UPDATE`,
  );
  // A SKU is known by its values as this edit names them: a renamed option value keeps its SKU (audit AO-A).
  const renamed = renamedSkuValues(own[0].attrs, edit.attrs);
  const byKey = new Map(existing.map((row) => [skuKey(renamed(row.attr_values)), row]));
  const kept = new Set<number>();
  const counts: { skuId: number; stock: number }[] = [];
  for (const sku of skus) {
    const row = byKey.get(skuKey(sku.attrValues));
    if (row !== undefined) {
      const skuId = row.id;
      kept.add(skuId);
      await tx.execute(sql`
        UPDATE product_skus SET attr_values = ${JSON.stringify(sku.attrValues)}::jsonb, price = ${sku.price},
          ot_price = ${sku.otPrice}, image = ${sku.image}
        WHERE id = ${skuId}`);
      // The form's count is read against the one it showed: sales and holds since then are not given back.
      const stock =
        sku.stockShown === undefined
          ? sku.stock
          : Math.min(MAX_STOCK, Math.max(0, row.stock + sku.stock - sku.stockShown));
      counts.push({ skuId, stock });
    } else {
      counts.push({ skuId: await insertSku(tx, id, sku), stock: sku.stock });
    }
  }
  const gone = existing.filter((row) => !kept.has(row.id));
  if (gone.length > 0) {
    await refuseHeldSkus(tx, merchantId, gone);
    await removeSkusFromCarts(
      tx,
      gone.map((row) => row.id),
    );
    await tx.execute(
      sql`DELETE FROM product_skus WHERE id IN (${sql.join(
        gone.map((row) => sql`${row.id}`),
        sql`, `,
      )})`,
    );
  }
  const total = summary(skus);
  // Conditional on the version read above: a concurrent edit that committed in between makes this one a 409.
  const { rows: written } = await tx.execute(sql`
    UPDATE products SET version = version + 1, category_id = ${edit.categoryId}, shop_category_id = ${edit.shopCategoryId},
      name = ${edit.name}, images = ${JSON.stringify(edit.images)}::jsonb,
      description = ${sanitizeRichText(edit.description)}, attrs = ${JSON.stringify(attrsOf(edit))}::jsonb,
      price = ${total.price}, ot_price = ${total.otPrice}, weight_grams = ${gramsOf(edit.weight)},
      shipping_template_id = ${edit.shippingTemplateId}, is_virtual = ${edit.isVirtual},
      on_sale = coalesce(${edit.onSale ?? null}::boolean, on_sale), updated_at = now(),
      original_locale = coalesce(${edit.originalLocale ?? null}, original_locale)
    WHERE id = ${id} AND merchant_id = ${merchantId} AND version = ${version}
    RETURNING id`);
  if (!written[0]) throw conflict(editMessages.stale);
  await inventory.countStock(tx, id, counts);
  await writeTranslations(tx, merchantId, id, attrsOf(edit), edit.translations, own[0].attrs);
  // The goods detail (texts, prices, SKUs, translations) in every process once this commits (issue 25).
  await announceChange(tx, 'product', [id]);
}

/** A product's own texts and their language, as stored. */
type Stored = { name: string; description: string; attrs: ProductAttr[]; original_locale: Locale };

/**
 * An edit that says the product is written in a language it has a translation in, and leaves the translations out
 * (an API client; the console sends them): the two swap as the console's "Written in" swaps them (contract
 * `swappedTexts`), so that no text is lost (audit DD). Left as they were, the translation in the new original's
 * language was deleted and the old language's readers read the original's text as its language's. The edit's texts
 * must then be the stored ones: changed, they could be written in either language, and taking them for the wrong one
 * would lose the other's; refused, naming both ways to say it. Without a translation in that language, the texts are
 * taken as written in it, as the console takes them.
 */
async function withLanguageSwapped(tx: Tx, id: number, stored: Stored, input: ProductInput): Promise<ProductInput> {
  const to = input.originalLocale;
  if (to === undefined || to === stored.original_locale || input.translations !== undefined) return input;
  const translations = (await translationsOf(tx, [id])).get(id) ?? {};
  const translated = translations[to];
  if (!translated) return input;
  const attrs = attrsOf(input);
  const same =
    input.name === stored.name &&
    sanitizeRichText(input.description) === sanitizeRichText(stored.description) &&
    JSON.stringify(attrs) === JSON.stringify(stored.attrs);
  if (!same) throw invalid(translationMessages.swapEdited);
  const swapped = swappedTexts({ name: stored.name, description: stored.description, attrs }, translated);
  // A SKU is named by its values in the original: each takes its value's words in the new one, by position.
  const renamed = (values: string[]) =>
    values.map((v, a) => swapped.original.attrs[a]?.values[attrs[a]?.values.indexOf(v) ?? -1] ?? v);
  const { [to]: _, ...others } = translations;
  return {
    ...input,
    name: swapped.original.name,
    description: swapped.original.description,
    attrs: swapped.original.attrs,
    skus: input.skus.map((sku) => ({ ...sku, attrValues: renamed(sku.attrValues) })),
    translations: { ...others, [stored.original_locale]: swapped.translation },
  };
}

/**
 * A SKU that units of unpaid orders are held on stays until they are paid or cancelled (audit AO-A): the shop set those
 * units aside for a shopper who may still pay, and a cancel gives them back to the SKU. Removed, the units would be
 * given back to nothing and the shop's count would fall short; moved to another option, they would count one colour
 * as another. The wait is short (an unpaid order is cancelled at its pay deadline), so the edit is refused, naming
 * the orders. Read after the SKUs are locked: a checkout that took units of them meanwhile has committed.
 */
async function refuseHeldSkus(tx: Tx, merchantId: number, gone: { id: number; attr_values: string[] }[]) {
  const { rows } = await tx.execute<{ sku_id: number; order_no: string }>(sql`
    SELECT DISTINCT i.sku_id, s.order_no FROM shop_orders s JOIN order_items i ON i.shop_order_id = s.id
    WHERE s.merchant_id = ${merchantId} AND s.status = 'unpaid'
      AND i.sku_id = ANY(${`{${gone.map((row) => row.id).join(',')}}`}::int[])
    ORDER BY s.order_no`);
  if (!rows[0]) return;
  const held = gone.find((row) => row.id === rows[0]!.sku_id)!;
  const orders = [...new Set(rows.filter((r) => r.sku_id === held.id).map((r) => r.order_no))];
  throw conflict(
    `Unpaid orders ${orders.join(', ')} hold ${held.attr_values.join(' / ')}: it can be removed once they are paid or cancelled`,
  );
}

/** The shop's answer when it would put on sale a product the operator took down (audit FG8): the operator's reason. */
export const takenDown = (reason: string) =>
  conflict(`The platform took this product down: "${reason}". It stays off sale until the platform lifts the takedown`);

export async function setOnSale(
  db: Db,
  merchantId: number,
  id: number,
  onSale: boolean,
  changes: ChangeFeed,
): Promise<void> {
  const { rows } = await db.transaction(async (tx) => {
    // A product taken down by the operator is not put on sale (audit FG8): the condition is in the statement, so a
    // takedown committed meanwhile is seen; taking it off sale stays allowed.
    const written = await tx.execute(sql`
    UPDATE products SET on_sale = ${onSale}, version = version + 1, updated_at = now()
    WHERE id = ${id} AND merchant_id = ${merchantId} AND (NOT ${onSale}::boolean OR taken_down_at IS NULL)
    RETURNING id`);
    await refreshSearchDocuments(tx, [id]);
    if (written.rows[0]) await announceChange(tx, 'product', [id]);
    return written;
  });
  if (!rows[0]) {
    const { rows: down } = await db.execute<{ takedown_reason: string | null }>(
      sql`SELECT takedown_reason FROM products WHERE id = ${id} AND merchant_id = ${merchantId}`,
    );
    if (down[0]?.takedown_reason) throw takenDown(down[0].takedown_reason);
    throw notFound('Product not found');
  }
  await changes.announce(db, 'listings');
}

export async function productDetail(db: Db, merchantId: number, id: number, locale: Locale): Promise<MerchantProduct> {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    original_locale: NonNullable<MerchantProduct['originalLocale']>;
    category_id: number;
    shop_category_id: number | null;
    images: string[];
    description: string;
    attrs: ProductAttr[];
    on_sale: boolean;
    sales: number;
    weight_grams: number;
    shipping_template_id: number | null;
    is_virtual: boolean;
    version: number;
    taken_down_at: string | null;
    takedown_reason: string | null;
  }>(sql`
    SELECT id, name, original_locale, category_id, shop_category_id, images, description, attrs, on_sale, sales,
      weight_grams,
      shipping_template_id, is_virtual, version, taken_down_at, takedown_reason
    FROM products WHERE id = ${id} AND merchant_id = ${merchantId}`);
  const p = rows[0];
  if (!p) throw notFound('Product not found');
  const { rows: skus } = await db.execute<{
    id: number;
    attr_values: string[];
    price: number;
    ot_price: number;
    stock: number;
    image: string;
  }>(sql`SELECT id, attr_values, price, ot_price, stock, image FROM product_skus WHERE product_id = ${id} ORDER BY id`);
  const { rows: category } = await db.execute<{ name: string; names: LocalizedText; shown: boolean }>(
    sql`SELECT c.name, c.names, ${shownCategory} AS shown FROM categories c WHERE c.id = ${p.category_id}`,
  );
  const c = category[0];
  return {
    id: p.id,
    name: p.name,
    categoryId: p.category_id,
    // The form's picker offers shown categories only: it names a hidden one itself (audit DS7).
    categoryName: c ? localize({ en: c.name, ...c.names }, locale, c.name) : '',
    categoryHidden: c ? !c.shown : false,
    shopCategoryId: p.shop_category_id,
    images: p.images,
    // As the shop shows it: a picture of another site stored before the allowlist was narrowed is not offered again.
    description: sanitizeRichText(p.description),
    attrs: p.attrs,
    skus: skus.map((s) => ({
      id: s.id,
      attrValues: s.attr_values,
      price: fromCents(s.price),
      otPrice: fromCents(s.ot_price),
      stock: s.stock,
      image: s.image,
    })),
    onSale: p.on_sale,
    sales: p.sales,
    weight: kilogramsOf(p.weight_grams),
    shippingTemplateId: p.shipping_template_id,
    isVirtual: p.is_virtual,
    originalLocale: p.original_locale,
    translations: await translationsForForm(db, id),
    version: p.version,
    takenDownAt: p.taken_down_at === null ? null : new Date(p.taken_down_at).toISOString(),
    takedownReason: p.takedown_reason,
  };
}
