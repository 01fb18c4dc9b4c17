import { sql } from 'drizzle-orm';
import { executePrepared, inIds, type Queryable } from '../../db/client';
import type { FreeShippingRule, ShippingChargeBy, ShippingRule } from '../../db/schema';
import type { FreightTemplate } from '../checkout/freight';
import { settingOf, settingValue } from '../content/settings';
import { servedCountries, servedOf } from './served';
import { BUILT_IN_TEMPLATE } from './templates.service';

// What freight reads of a product (the goods detail's freight line, the cart, checkout and the product page): its
// weight, virtual flag and the template it follows. The templates themselves are written by templates.service.ts.

export type ProductShipping = {
  productId: number;
  merchantId: number;
  weightGrams: number;
  isVirtual: boolean;
  /** The template the product follows: its own, else its shop's default, else the platform's (0: built in). */
  templateId: number;
  template: FreightTemplate;
};

/** What a product's shipping is read from: `shippingColumns` selected beside `shippingTemplateJoin`. */
export type ShippingRow = {
  product_id: number;
  merchant_id: number;
  weight_grams: number;
  is_virtual: boolean;
  template_id: number | null;
  charge_by: ShippingChargeBy | null;
  rules: ShippingRule[] | null;
  free: FreeShippingRule[] | null;
  undeliverable: string[] | null;
};

/**
 * The columns of `ShippingRow` for the product aliased `p` (the join aliased `t` must be `shippingTemplateJoin`):
 * freight's own read, and the server-rendered product page's, which reads them with the product in one round trip.
 */
export const shippingColumns = sql`p.id AS product_id, p.merchant_id, p.weight_grams, p.is_virtual,
  t.id AS template_id, t.charge_by, t.rules, t.free, t.undeliverable`;

/** The template product `p` follows: its own, else its shop's default, else the platform's (none: built in). */
export const shippingTemplateJoin = sql`LEFT JOIN LATERAL (
      SELECT st.id, st.charge_by, st.rules, st.free, st.undeliverable FROM shipping_templates st
      WHERE NOT st.deleted AND (
        (st.id = p.shipping_template_id AND st.merchant_id = p.merchant_id)
        OR (st.merchant_id = p.merchant_id AND st.is_default)
        OR (st.merchant_id IS NULL AND st.is_default))
      ORDER BY (st.id IS NOT DISTINCT FROM p.shipping_template_id) DESC, (st.merchant_id IS NOT NULL) DESC, st.id
      LIMIT 1) t ON true`;

export function toProductShipping(r: ShippingRow): ProductShipping {
  return {
    productId: r.product_id,
    merchantId: r.merchant_id,
    weightGrams: r.weight_grams,
    isVirtual: r.is_virtual,
    templateId: r.template_id ?? 0,
    template:
      r.template_id === null
        ? BUILT_IN_TEMPLATE
        : { chargeBy: r.charge_by!, rules: r.rules!, free: r.free!, undeliverable: r.undeliverable! },
  };
}

/** For each product: weight, virtual flag and the template it follows. */
export async function productShipping(db: Queryable, productIds: number[]): Promise<Map<number, ProductShipping>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const { rows } = await executePrepared<ShippingRow>(
    db,
    sql`SELECT ${shippingColumns} FROM products p ${shippingTemplateJoin} WHERE ${inIds(sql`p.id`, ids)}`,
  );
  return new Map(rows.map((r) => [r.product_id, toProductShipping(r)]));
}

/** What freight reads before it prices: each product's shipping, and the countries the mall serves (null: all). */
export type ShippingRead = { shipping: Map<number, ProductShipping>; served: ReadonlySet<string> | null };

/**
 * The columns of `ShippingRow` past the product's id and shop, and the served countries, for a statement that reads
 * product `p` anyway and joins `shippingTemplateJoin` (checkout's lines): `shippingReadOf` turns its rows into what
 * `shippingAndServed` answers, one round trip fewer (issue 25).
 */
export const shippingBeside = sql`p.weight_grams, p.is_virtual, t.id AS template_id, t.charge_by, t.rules, t.free,
  t.undeliverable, ${settingValue('shipping')} AS served`;

/** `ShippingRead` of rows carrying `shippingColumns` (or the product's id and shop and `shippingBeside`). */
export function shippingReadOf(rows: (ShippingRow & { served: unknown })[]): ShippingRead | null {
  if (!rows[0]) return null;
  return {
    shipping: new Map(rows.map((r) => [r.product_id, toProductShipping(r)])),
    served: servedOf(settingOf('shipping', rows[0].served)),
  };
}

/**
 * `productShipping` and the countries the mall serves (`servedCountries`), read in one statement: checkout prices
 * freight with both on every pre-order, price and order (issue 25: one round trip fewer each).
 */
export async function shippingAndServed(db: Queryable, productIds: number[]): Promise<ShippingRead> {
  const ids = [...new Set(productIds)];
  const { rows } =
    ids.length === 0
      ? { rows: [] }
      : await executePrepared<ShippingRow & { served: unknown }>(
          db,
          sql`SELECT ${shippingColumns}, ${settingValue('shipping')} AS served
          FROM products p ${shippingTemplateJoin} WHERE ${inIds(sql`p.id`, ids)}`,
        );
  // No product found (none asked, or all gone since): the setting read on its own.
  return shippingReadOf(rows) ?? { shipping: new Map(), served: await servedCountries(db) };
}
