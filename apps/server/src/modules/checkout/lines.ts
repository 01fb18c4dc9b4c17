import type { Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { executePrepared, inIds, type Queryable } from '../../db/client';
import type { PreOrderLine } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import {
  localAttrs,
  localSkuValues,
  type TranslationColumns,
  translationColumns,
  translationJoin,
} from '../catalog/translations';
import { isVisibleColumn } from '../catalog/visibility';
import { commissionBpOf } from '../finance/commission';
import { allTranslationsColumn, type LineTexts, lineTexts } from '../orders/line-texts';
import {
  type ShippingRead,
  type ShippingRow,
  shippingBeside,
  shippingReadOf,
  shippingTemplateJoin,
} from '../shipping/product-shipping';
import { shopNameSql } from '../shops/shop-texts';
import { type Held, heldStatement } from './holds';

// The lines of a checkout as the database knows them now (prices, stock, names in the reader's language).

type LineRow = {
  product_id: number;
  sku_id: number;
  name: string;
  image: string;
  attrs: { name: string; values: string[] }[];
  original_locale: Locale;
  attr_values: string[];
  price: number;
  stock: number;
  sellable: boolean;
  merchant_id: number;
  mer_name: string;
  category_id: number;
  parent_category_id: number;
  /** Every translation of the product, read only when the order is placed. */
  translations?: Parameters<typeof lineTexts>[1];
  /** The shop's commission rate now (finance's `commissionBpOf`), read only when the order is placed. */
  commission_bp?: number;
} & TranslationColumns;

/**
 * Current facts of the chosen SKUs, from the database; nothing the client says about prices is used. Names and SKU
 * values are in the reader's language (else the original): what the order confirmation shows and the order keeps.
 */
export async function describeLines(
  db: Queryable,
  lines: PreOrderLine[],
  /** No default: every message that names an item names it as the reader saw it (audit AV2). */
  locale: Locale,
  /** Lines the client just named (a buy-now): an unsold product answers as an unknown one would (public visibility). */
  fresh = false,
  /**
   * The order is placed: each line also answers its name and option text in every language (`texts`, audit AF2) and
   * its shop's commission rate.
   */
  everyLanguage = false,
) {
  return (await readLines(db, lines, locale, { fresh, everyLanguage })).described;
}

/**
 * `describeLines` with what freight reads of the goods (`applyFreight`'s `read`) in the same statement: the
 * confirmation page and its price, which price freight at once (issue 25: one round trip fewer each).
 */
export async function describeShippedLines(db: Queryable, lines: PreOrderLine[], locale: Locale) {
  const { described, shipping } = await readLines(db, lines, locale, {
    fresh: false,
    everyLanguage: false,
    shipping: true,
  });
  return { described, shipping };
}

/**
 * `describeLines` of an order being placed, with what the account holds in unpaid orders read in the same statement
 * (holds.ts `Held`, for `checkHeld`): one round trip fewer (issue 25). Call it after the account's holds lock.
 */
export async function describePlacedLines(db: Queryable, lines: PreOrderLine[], locale: Locale, userId: number) {
  return readLines(db, lines, locale, { fresh: false, everyLanguage: true, heldBy: userId, shipping: true });
}

async function readLines(
  db: Queryable,
  lines: PreOrderLine[],
  locale: Locale,
  opts: { fresh: boolean; everyLanguage: boolean; heldBy?: number; shipping?: boolean },
) {
  const { fresh, everyLanguage } = opts;
  if (lines.length === 0) return { described: [], held: null, shipping: null };
  const skuIds = lines.map((l) => l.skuId);
  const { rows } = await executePrepared<LineRow & { held?: Held } & Partial<ShippingRow & { served: unknown }>>(
    db,
    sql`
    SELECT p.id AS product_id, s.id AS sku_id, p.name, coalesce(nullif(s.image, ''), p.images->>0, '') AS image,
      p.attrs, p.original_locale, s.attr_values, s.price, s.stock, ${isVisibleColumn} AS sellable,
      m.id AS merchant_id, ${shopNameSql('m', locale)} AS mer_name, p.category_id, coalesce(c.parent_id, 0) AS parent_category_id,
      ${translationColumns}${everyLanguage ? sql`, ${allTranslationsColumn} AS translations, ${commissionBpOf(sql`m`)} AS commission_bp` : sql``}${
        opts.heldBy === undefined ? sql`` : sql`, (${heldStatement(opts.heldBy, skuIds)}) AS held`
      }${opts.shipping ? sql`, ${shippingBeside}` : sql``}
    FROM product_skus s JOIN products p ON p.id = s.product_id JOIN merchants m ON m.id = p.merchant_id
      LEFT JOIN categories c ON c.id = p.category_id ${translationJoin(locale)}
      ${opts.shipping ? shippingTemplateJoin : sql``}
    WHERE ${inIds(sql`s.id`, skuIds)}`,
  );
  const shipping: ShippingRead | null = opts.shipping
    ? shippingReadOf(rows as (ShippingRow & { served: unknown })[])
    : null;
  const described = lines.map((line) => {
    const found = rows.find((r) => r.sku_id === line.skuId && r.product_id === line.productId);
    if (fresh && !found?.sellable) throw notFound('A product in your order is no longer available');
    // In a checkout the shopper already saw, the item no longer sold is named (audit N6), with 409 rather than the 404
    // of an unknown checkout, so the page says which item to take out.
    if (found && !found.sellable) throw new AppError(409, `${found.t_name || found.name} is no longer available`);
    if (!found) throw new AppError(409, 'A product in your order is no longer available');
    const texts: LineTexts | null = everyLanguage
      ? lineTexts(found, found.translations ?? null, found.attr_values)
      : null;
    const row = {
      ...found,
      texts,
      name: found.t_name || found.name,
      attrs: localAttrs(found.attrs, found.t_attrs, { original: found.original_locale, reader: locale }),
      attr_values: localSkuValues(found.attrs, found.t_attrs, found.attr_values, {
        original: found.original_locale,
        reader: locale,
      }),
    };
    return { line, row };
  });
  return { described, held: rows[0]?.held ?? null, shipping };
}

/** The lines as the hold caps count them: what is asked and what is left of each SKU. */
export const holdLines = (described: Awaited<ReturnType<typeof describeLines>>) =>
  described.map(({ line, row }) => ({ skuId: line.skuId, quantity: line.quantity, stock: row.stock }));
