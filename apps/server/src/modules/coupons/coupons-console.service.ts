import { type ConsoleCoupon, type CouponCreate, type Locale, toCents } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { checkVersion } from '../../platform/edit-version';
import { invalidField, notFound } from '../../platform/errors';
import { cleanNames } from '../catalog/admin-categories.service';
import { type TermRow, termColumns, termJoins, toTerms } from './coupons.service';

// The consoles' coupons: a shop's staff manage their shop's (merchantId > 0), platform administrators the
// platform's (merchantId 0). Every function takes the owner explicitly and touches nothing else.

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

export async function listOwnCoupons(
  db: Db,
  merchantId: number,
  q: { page: number; limit: number; status?: 'open' | 'closed' },
  locale: Locale,
) {
  const status = q.status ? sql`AND c.status = ${q.status}` : sql``;
  const { rows, total } = await countedPage<
    TermRow & {
      id: number;
      total: number;
      taken: number;
      used: number;
      per_user: number;
      valid_days: number | null;
      valid_from: string | null;
      valid_to: string | null;
      receive_from: string | null;
      receive_to: string | null;
      status: 'open' | 'closed';
      created_at: string;
      version: number;
      count: number;
    }
  >(
    db,
    q,
    (window) => sql`
    SELECT c.id, ${termColumns}, c.total, c.taken, c.used, c.per_user, c.valid_days, c.valid_from, c.valid_to,
      c.receive_from, c.receive_to, c.status, c.created_at, c.version, count(*) OVER () AS count
    FROM coupons c ${termJoins}
    WHERE c.merchant_id = ${merchantId} ${status}
    ORDER BY c.id DESC ${window}`,
    'count',
  );
  return {
    list: rows.map(
      (r): ConsoleCoupon => ({
        id: r.id,
        ...toTerms(r, locale, true),
        total: r.total,
        taken: r.taken,
        used: r.used,
        perUser: r.per_user,
        validDays: r.valid_days,
        validFrom: iso(r.valid_from),
        validTo: iso(r.valid_to),
        receiveFrom: iso(r.receive_from),
        receiveTo: iso(r.receive_to),
        status: r.status,
        createTime: new Date(r.created_at).toISOString(),
        version: r.version,
      }),
    ),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** Creates a coupon of this owner; goods coupons only name the shop's own products (any, for the platform). */
export async function createCoupon(db: Db, merchantId: number, input: CouponCreate): Promise<{ id: number }> {
  const amount = toCents(input.money);
  const minSpend = toCents(input.minSpend);
  // Each refusal names its field, as the schema's do, so that the console marks it (audit W5).
  if (amount <= 0) throw invalidField('money', 'The discount must be more than 0');
  if (minSpend > 0 && amount >= minSpend)
    throw invalidField('money', 'The discount must be less than the minimum spend');
  if (input.validTo && Date.parse(input.validTo) <= Date.now())
    throw invalidField('validTo', 'The validity must end in the future');
  if (input.receiveTo && Date.parse(input.receiveTo) <= Date.now())
    throw invalidField('receiveTo', 'Receiving must end in the future');
  const productIds = input.useType === 2 ? [...new Set(input.productIds)].sort((a, b) => a - b) : [];
  if (productIds.length > 0) {
    const { rows } = await db.execute<{ merchant_id: number }>(sql`
      SELECT merchant_id FROM products WHERE id IN (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    // An id of no product is told as such: the platform has no shop of its own to blame it on.
    if (rows.length !== productIds.length)
      throw invalidField('productIds', 'A product chosen for this coupon does not exist');
    if (merchantId !== 0 && rows.some((r) => r.merchant_id !== merchantId))
      throw invalidField('productIds', 'A goods coupon can only cover products of your shop');
  }
  const categoryId = input.useType === 3 ? (input.categoryId ?? null) : null;
  if (categoryId !== null) {
    const { rows } = await db.execute(sql`SELECT 1 FROM categories WHERE id = ${categoryId}`);
    if (!rows[0]) throw invalidField('categoryId', 'This category does not exist');
  }
  const fixed = input.validDays === undefined;
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO coupons (merchant_id, name, names, use_type, product_ids, category_id, amount, min_spend, total,
      per_user, valid_from, valid_to, valid_days, receive_from, receive_to)
    VALUES (${merchantId}, ${input.name}, ${JSON.stringify(cleanNames(input.names))}::jsonb, ${input.useType}, ${JSON.stringify(productIds)}::jsonb, ${categoryId},
      ${amount}, ${minSpend}, ${input.total}, ${input.perUser},
      ${fixed ? (input.validFrom ?? null) : null}, ${fixed ? (input.validTo ?? null) : null}, ${input.validDays ?? null},
      ${input.receiveFrom ?? null}, ${input.receiveTo ?? null})
    RETURNING id`);
  return { id: rows[0]!.id };
}

/** Stops handing the coupon out; coupons already received stay usable. */
/**
 * Closes one of the owner's coupons. With the version the console listed (edits.ts), a coupon changed since is
 * refused with 409 instead of closed unseen; closing raises the version.
 */
export async function closeCoupon(db: Db, merchantId: number, couponId: number, version?: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ version: number }>(sql`
      SELECT version FROM coupons WHERE id = ${couponId} AND merchant_id = ${merchantId} FOR UPDATE`);
    if (!rows[0]) throw notFound('This coupon does not exist');
    if (version !== undefined) checkVersion(rows[0].version, version);
    await tx.execute(sql`UPDATE coupons SET status = 'closed', version = version + 1 WHERE id = ${couponId}`);
  });
}
