import { fromCents, type ShippingTemplate, type ShippingTemplateInput, toCents } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import type { FreeShippingRule, ShippingChargeBy, ShippingRule } from '../../db/schema';
import { announceChange } from '../../platform/change-feed';
import { checkVersion } from '../../platform/edit-version';
import { invalid, notFound } from '../../platform/errors';
import { findCountry, findRegion } from '../addresses/geo';
import { refreshPlatformTemplateDocuments, refreshShopSearchDocuments } from '../catalog/search-documents';
import type { FreightTemplate } from '../checkout/freight';

// Shipping templates (API.md section G): each shop's own, one default per shop, and the platform's default
// (merchant_id null) for shops without one. Units are stored as pieces or grams, fees as cents.

/** What freight falls back to when the platform has saved no default: $5 everywhere, free from $49. */
export const BUILT_IN_TEMPLATE: FreightTemplate = {
  chargeBy: 'piece',
  rules: [{ regions: [], first: 1, firstFee: 500, additional: 1, additionalFee: 0 }],
  free: [{ regions: [], minAmount: 4900 }],
  undeliverable: [],
};

export const MAX_TEMPLATES = 50;

type Row = {
  id: number;
  name: string;
  charge_by: ShippingChargeBy;
  rules: ShippingRule[];
  free: FreeShippingRule[];
  undeliverable: string[];
  is_default: boolean;
  updated_at: string;
  product_count: number;
  version: number;
};

const unitOut = (chargeBy: ShippingChargeBy, units: number) => (chargeBy === 'weight' ? units / 1000 : units);
const unitIn = (chargeBy: ShippingChargeBy, units: number) =>
  chargeBy === 'weight' ? Math.round(units * 1000) : Math.round(units);

function toTemplate(row: Row): ShippingTemplate {
  return {
    id: row.id,
    name: row.name,
    chargeBy: row.charge_by,
    rules: row.rules.map((r) => ({
      regions: r.regions,
      first: unitOut(row.charge_by, r.first),
      firstFee: fromCents(r.firstFee),
      additional: unitOut(row.charge_by, r.additional),
      additionalFee: fromCents(r.additionalFee),
    })),
    free: row.free.map((f) => ({
      regions: f.regions,
      ...(f.minAmount !== undefined ? { minAmount: fromCents(f.minAmount) } : {}),
      ...(f.minCount !== undefined ? { minCount: f.minCount } : {}),
    })),
    undeliverable: row.undeliverable,
    isDefault: row.is_default,
    productCount: Number(row.product_count),
    updateTime: new Date(row.updated_at).toISOString(),
    version: row.version,
  };
}

/**
 * Every region code must be a known country or a region of it (the codes the regions call answers); a refusal names
 * the codes to fix (a merchant may paste dozens).
 */
async function checkRegions(codes: string[]): Promise<void> {
  const unknown: string[] = [];
  for (const code of new Set(codes)) {
    const country = code.slice(0, 2);
    if (!(await findCountry(country)) || (code.length > 2 && !(await findRegion(country, code)))) unknown.push(code);
  }
  if (unknown.length > 0) throw invalid(`Unknown region code: ${unknown.slice(0, 10).join(', ')}`);
}

/** The input as stored: units in pieces or grams, money in cents; region codes checked. */
export async function storedTemplate(input: ShippingTemplateInput) {
  await checkRegions([
    ...input.rules.flatMap((r) => r.regions),
    ...input.free.flatMap((f) => f.regions),
    ...input.undeliverable,
  ]);
  const rules: ShippingRule[] = input.rules.map((r) => ({
    regions: [...new Set(r.regions)],
    first: unitIn(input.chargeBy, r.first),
    firstFee: toCents(r.firstFee),
    additional: unitIn(input.chargeBy, r.additional),
    additionalFee: toCents(r.additionalFee),
  }));
  const free: FreeShippingRule[] = input.free.map((f) => ({
    regions: [...new Set(f.regions)],
    ...(f.minAmount !== undefined ? { minAmount: toCents(f.minAmount) } : {}),
    ...(f.minCount !== undefined ? { minCount: f.minCount } : {}),
  }));
  return { chargeBy: input.chargeBy, rules, free, undeliverable: [...new Set(input.undeliverable)] };
}

const selectRows = (where: ReturnType<typeof sql>) => sql`
  SELECT t.id, t.name, t.charge_by, t.rules, t.free, t.undeliverable, t.is_default, t.updated_at, t.version,
    (SELECT count(*) FROM products p WHERE p.shipping_template_id = t.id)::int AS product_count
  FROM shipping_templates t WHERE NOT t.deleted AND ${where}`;

export async function listTemplates(db: Queryable, merchantId: number): Promise<ShippingTemplate[]> {
  const { rows } = await db.execute<Row>(
    sql`${selectRows(sql`t.merchant_id = ${merchantId}`)} ORDER BY t.is_default DESC, t.id DESC`,
  );
  return rows.map(toTemplate);
}

/** One writer of a shop's templates at a time keeps "one default per shop" true. */
async function lockShop(t: Queryable, merchantId: number | null) {
  await t.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`shipping-templates:${merchantId ?? 0}`}))`);
}

export async function createTemplate(db: Db, merchantId: number, input: ShippingTemplateInput) {
  const stored = await storedTemplate(input);
  return db.transaction(async (tx) => {
    await lockShop(tx, merchantId);
    const { rows: counted } = await tx.execute<{ n: number; defaults: number }>(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE is_default)::int AS defaults
      FROM shipping_templates WHERE merchant_id = ${merchantId} AND NOT deleted`);
    if ((counted[0]?.n ?? 0) >= MAX_TEMPLATES) throw invalid('At most 50 shipping templates per shop');
    // The shop's first template becomes its default.
    const makeDefault = input.isDefault || (counted[0]?.defaults ?? 0) === 0;
    if (makeDefault) await unmarkDefault(tx, merchantId);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO shipping_templates (merchant_id, name, charge_by, rules, free, undeliverable, is_default)
      VALUES (${merchantId}, ${input.name}, ${stored.chargeBy}, ${JSON.stringify(stored.rules)}::jsonb,
        ${JSON.stringify(stored.free)}::jsonb, ${JSON.stringify(stored.undeliverable)}::jsonb, ${makeDefault})
      RETURNING id`);
    // Where the shop delivers may have changed: its products' search documents follow ("delivers to my country").
    await templatesChanged(tx, merchantId);
    return { id: rows[0]!.id };
  });
}

/**
 * A shop's templates were written, in the caller's transaction: its products' search documents are rebuilt (where it
 * delivers), and every process's kept product pages (their JSON-LD shipping offer) and listings (`shipsTo`) are
 * dropped when this commits (audit GE1): they stayed as they were until something unrelated emptied them.
 */
async function templatesChanged(tx: Queryable, merchantId: number): Promise<void> {
  await refreshShopSearchDocuments(tx, merchantId);
  await announceChange(tx, 'listings');
}

/** Unmarks the shop's default (but `except`), raising its version: a form that showed it as the default is stale. */
const unmarkDefault = (t: Queryable, merchantId: number, except = 0) =>
  t.execute(sql`UPDATE shipping_templates SET is_default = false, version = version + 1
    WHERE merchant_id = ${merchantId} AND is_default AND id <> ${except}`);

/** Edits one of the shop's templates (another shop's: 404) at the version its form loaded (else 409). */
export async function updateTemplate(db: Db, merchantId: number, id: number, input: ShippingTemplateInput) {
  const stored = await storedTemplate(input);
  await db.transaction(async (tx) => {
    await lockShop(tx, merchantId);
    const { rows: found } = await tx.execute<{ is_default: boolean; version: number }>(sql`
      SELECT is_default, version FROM shipping_templates
      WHERE id = ${id} AND merchant_id = ${merchantId} AND NOT deleted FOR UPDATE`);
    if (!found[0]) throw notFound('Shipping template not found');
    checkVersion(found[0].version, input.version);
    if (found[0].is_default && !input.isDefault)
      throw invalid('A shop always has a default template: make another one the default instead');
    if (input.isDefault) await unmarkDefault(tx, merchantId, id);
    await tx.execute(sql`
      UPDATE shipping_templates SET version = version + 1, name = ${input.name}, charge_by = ${stored.chargeBy},
        rules = ${JSON.stringify(stored.rules)}::jsonb, free = ${JSON.stringify(stored.free)}::jsonb,
        undeliverable = ${JSON.stringify(stored.undeliverable)}::jsonb, is_default = ${input.isDefault},
        updated_at = now()
      WHERE id = ${id}`);
    await templatesChanged(tx, merchantId);
  });
}

/**
 * Deletes a template no product names. The default one can only go when no product falls back to it (no product
 * of the shop without a template of its own); then the shop's goods follow the platform's default.
 */
export async function deleteTemplate(db: Db, merchantId: number, id: number) {
  await db.transaction(async (tx) => {
    await lockShop(tx, merchantId);
    const { rows: found } = await tx.execute<{ is_default: boolean }>(sql`
      SELECT is_default FROM shipping_templates
      WHERE id = ${id} AND merchant_id = ${merchantId} AND NOT deleted FOR UPDATE`);
    if (!found[0]) throw notFound('Shipping template not found');
    const { rows: used } = await tx.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM products
      WHERE merchant_id = ${merchantId}
        AND (shipping_template_id = ${id} OR (${found[0].is_default} AND shipping_template_id IS NULL))`);
    if ((used[0]?.n ?? 0) > 0) throw invalid('Products use this shipping template; give them another template first');
    await tx.execute(
      sql`UPDATE shipping_templates SET deleted = true, is_default = false, updated_at = now() WHERE id = ${id}`,
    );
    await templatesChanged(tx, merchantId);
  });
}

/** A template of this shop (not deleted), or a refusal: products can only name their own shop's templates. */
export async function checkOwnTemplate(db: Queryable, merchantId: number, id: number | null): Promise<void> {
  if (id === null) return;
  const { rows } = await db.execute(
    sql`SELECT 1 FROM shipping_templates WHERE id = ${id} AND merchant_id = ${merchantId} AND NOT deleted`,
  );
  if (!rows[0]) throw invalid('Choose one of your shipping templates');
}

// ---- The platform's default ----

export async function platformTemplate(db: Queryable): Promise<ShippingTemplate> {
  const { rows } = await db.execute<Row>(
    sql`${selectRows(sql`t.merchant_id IS NULL AND t.is_default`)} ORDER BY t.id LIMIT 1`,
  );
  if (rows[0]) return toTemplate(rows[0]);
  return toTemplate({
    id: 0,
    name: 'Platform default',
    charge_by: BUILT_IN_TEMPLATE.chargeBy,
    rules: BUILT_IN_TEMPLATE.rules,
    free: BUILT_IN_TEMPLATE.free,
    undeliverable: BUILT_IN_TEMPLATE.undeliverable,
    is_default: true,
    updated_at: new Date(0).toISOString(),
    product_count: 0,
    version: 0,
  });
}

/** Saves the platform's default at the version its form loaded (0 while only the built-in one exists). */
export async function savePlatformTemplate(db: Db, input: ShippingTemplateInput): Promise<ShippingTemplate> {
  const stored = await storedTemplate(input);
  await db.transaction(async (tx) => {
    await lockShop(tx, null);
    const { rows: current } = await tx.execute<{ version: number }>(sql`
      SELECT version FROM shipping_templates WHERE merchant_id IS NULL AND is_default AND NOT deleted`);
    checkVersion(current[0]?.version ?? 0, input.version);
    const { rows } = await tx.execute<{ id: number }>(sql`
      UPDATE shipping_templates SET version = version + 1, name = ${input.name}, charge_by = ${stored.chargeBy},
        rules = ${JSON.stringify(stored.rules)}::jsonb, free = ${JSON.stringify(stored.free)}::jsonb,
        undeliverable = ${JSON.stringify(stored.undeliverable)}::jsonb, updated_at = now()
      WHERE merchant_id IS NULL AND is_default AND NOT deleted RETURNING id`);
    if (!rows[0])
      await tx.execute(sql`
        INSERT INTO shipping_templates (merchant_id, name, charge_by, rules, free, undeliverable, is_default)
        VALUES (NULL, ${input.name}, ${stored.chargeBy}, ${JSON.stringify(stored.rules)}::jsonb,
          ${JSON.stringify(stored.free)}::jsonb, ${JSON.stringify(stored.undeliverable)}::jsonb, true)`);
    await refreshPlatformTemplateDocuments(tx);
    // Every product page's shipping offer and every listing filtered by delivery country (audit GE1).
    await announceChange(tx, 'listings');
  });
  return platformTemplate(db);
}
