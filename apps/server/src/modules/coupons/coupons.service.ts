import {
  type Coupon,
  type CouponQuery,
  fromCents,
  type Locale,
  type LocalizedText,
  localize,
  type MyCoupon,
  type MyCouponQuery,
} from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { conflict, forbidden, invalid, notFound } from '../../platform/errors';
import { PRODUCT_NOT_FOUND, visibleProduct } from '../catalog/visibility';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** A coupon that can be received now: open, inside its receive window, not past its fixed end, its shop open. */
const openForReceiving = sql`c.status = 'open'
  AND (c.receive_from IS NULL OR c.receive_from <= now()) AND (c.receive_to IS NULL OR c.receive_to > now())
  AND (c.valid_to IS NULL OR c.valid_to > now())
  AND (c.merchant_id = 0 OR EXISTS (SELECT 1 FROM merchants om WHERE om.id = c.merchant_id AND om.status = 'open'))`;

/** Terms shared by every coupon answer: shop, kind, money, covered goods or category. */
export const termColumns = sql`c.name, c.names, c.merchant_id, coalesce(m.name, '') AS mer_name,
  coalesce(m.names, '{}'::jsonb) AS mer_names, c.use_type, c.amount,
  c.min_spend, c.product_ids, c.category_id, coalesce(cat.name, '') AS category_name,
  coalesce(cat.names, '{}'::jsonb) AS category_names`;
export const termJoins = sql`LEFT JOIN merchants m ON m.id = c.merchant_id AND c.merchant_id <> 0
  LEFT JOIN categories cat ON cat.id = c.category_id`;

export type TermRow = {
  name: string;
  /** The name in the other languages (decision 0056); `name` where a language is left out. */
  names: LocalizedText;
  merchant_id: number;
  mer_name: string;
  /** The shop's name in the other languages (decision 0056). */
  mer_names: LocalizedText;
  use_type: number;
  amount: number;
  min_spend: number;
  product_ids: number[];
  category_id: number | null;
  category_name: string;
  category_names: LocalizedText;
};

/** A coupon's name in the reader's language, else as written (decision 0056). */
export function couponName(r: { name: string; names: LocalizedText | null }, locale: Locale): string {
  return localize({ ...r.names, en: r.name }, locale, r.name) || r.name;
}

/** `shopNameAsWritten`: the consoles read the shop's name as written, shoppers in their language (decision 0056). */
export function toTerms(r: TermRow, locale: Locale, shopNameAsWritten = false) {
  return {
    name: couponName(r, locale),
    merId: r.merchant_id,
    merName: shopNameAsWritten ? r.mer_name : r.mer_names[locale] || r.mer_name,
    useType: r.use_type,
    money: fromCents(r.amount),
    minSpend: fromCents(r.min_spend),
    productIds: r.product_ids,
    categoryId: r.category_id,
    categoryName: r.category_id === null ? '' : localize({ en: r.category_name, ...r.category_names }, locale),
  };
}

/** Which coupons cover a product: its shop's whole-shop coupons, goods coupons naming it, its category's; and the platform's. */
async function coversProduct(db: Db, productId: number): Promise<SQL> {
  const { rows } = await db.execute<{ merchant_id: number; category_id: number; parent_id: number }>(sql`
    SELECT p.merchant_id, p.category_id, coalesce(cat.parent_id, 0) AS parent_id
    FROM products p JOIN merchants m ON m.id = p.merchant_id LEFT JOIN categories cat ON cat.id = p.category_id
    WHERE p.id = ${productId} AND ${visibleProduct}`);
  const p = rows[0];
  // A product the storefront does not show answers as its detail does (catalog's visibility rule).
  if (!p) throw notFound(PRODUCT_NOT_FOUND);
  return sql`AND c.merchant_id IN (0, ${p.merchant_id}) AND (c.use_type = 1
    OR (c.use_type = 2 AND c.product_ids @> ${JSON.stringify([productId])}::jsonb)
    OR (c.use_type = 3 AND c.category_id IN (${p.category_id}, ${p.parent_id})))`;
}

/**
 * Coupons open for receiving, with the viewer's `received` flag (false for visitors): the mall's first, largest
 * first; for one product its shop's first.
 */
export async function listCoupons(db: Db, viewerId: number | null, q: CouponQuery, locale: Locale) {
  const filters: SQL[] = [];
  if (q.useType !== undefined) filters.push(sql`AND c.use_type = ${q.useType}`);
  if (q.merId !== undefined) filters.push(sql`AND c.merchant_id = ${q.merId}`);
  if (q.productId !== undefined) filters.push(await coversProduct(db, q.productId));
  const viewer = viewerId ?? 0;
  const { rows } = await db.execute<
    TermRow & {
      id: number;
      total: number;
      taken: number;
      per_user: number;
      valid_days: number | null;
      valid_from: string | null;
      valid_to: string | null;
      receive_from: string | null;
      receive_to: string | null;
      held: number;
      count: number;
    }
  >(sql`
    SELECT * FROM (
      SELECT c.id, ${termColumns}, c.total, c.taken, c.per_user, c.valid_days, c.valid_from, c.valid_to,
        c.receive_from, c.receive_to,
        (SELECT count(*) FROM coupon_users cu WHERE cu.coupon_id = c.id AND cu.user_id = ${viewer})::int AS held
      FROM coupons c ${termJoins}
      WHERE ${openForReceiving} ${sql.join(filters, sql` `)}
    ) x
    WHERE x.total = 0 OR x.taken < x.total OR x.held > 0
    ORDER BY ${q.productId === undefined ? sql`(x.merchant_id <> 0)` : sql`(x.merchant_id = 0)`}, x.amount DESC, x.id
    LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`);
  const { rows: counted } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM coupons c
    WHERE ${openForReceiving} ${sql.join(filters, sql` `)}
      AND (c.total = 0 OR c.taken < c.total
        OR EXISTS (SELECT 1 FROM coupon_users cu WHERE cu.coupon_id = c.id AND cu.user_id = ${viewer}))`);
  return {
    list: rows.map((r): Coupon => {
      const remaining = r.total === 0 ? null : Math.max(0, r.total - r.taken);
      return {
        id: r.id,
        ...toTerms(r, locale),
        validDays: r.valid_days,
        validFrom: iso(r.valid_from),
        validTo: iso(r.valid_to),
        receiveFrom: iso(r.receive_from),
        receiveTo: iso(r.receive_to),
        remaining,
        received: r.held > 0,
        receivable: r.held < r.per_user && remaining !== 0,
      };
    }),
    total: counted[0]?.n ?? 0,
    page: q.page,
    limit: q.limit,
  };
}

/** Explains why a coupon could not be taken (after the conditional update found nothing to take). */
async function whyNotReceivable(db: Queryable, couponId: number): Promise<never> {
  const { rows } = await db.execute<{ open: boolean; sold_out: boolean }>(sql`
    SELECT ${openForReceiving} AS open, (c.total > 0 AND c.taken >= c.total) AS sold_out
    FROM coupons c WHERE c.id = ${couponId}`);
  const row = rows[0];
  if (!row) throw notFound('This coupon does not exist');
  if (!row.open) throw invalid('This coupon cannot be received now');
  throw conflict('This coupon has all been taken');
}

export const GUEST_REFUSED = 'Sign up to receive coupons';

/**
 * Takes one coupon for the shopper, a member (guests are refused). The counter moves by a conditional update
 * (`taken < total`), whose row lock also serialises every receiver of this coupon, so the shopper's own count read
 * afterwards is exact: a refusal rolls the counter back with the rest. Never more than `total` in all, never more
 * than `perUser` each.
 */
export async function receiveCoupon(db: Db, userId: number, couponId: number) {
  const { rows: had } = await db.execute<{ n: number; per_user: number; guest: boolean }>(sql`
    SELECT (SELECT count(*) FROM coupon_users WHERE coupon_id = c.id AND user_id = ${userId})::int AS n, c.per_user,
      coalesce((SELECT is_guest FROM users WHERE id = ${userId}), false) AS guest
    FROM coupons c WHERE c.id = ${couponId}`);
  // Coupons are for members: a guest account needs no verified contact, so guests in bulk would drain them.
  if (had[0]?.guest) throw forbidden(GUEST_REFUSED);
  if (had[0] && had[0].n >= had[0].per_user) throw conflict('You have already received this coupon');
  return db.transaction(async (tx) => {
    const t = tx;
    const { rows } = await t.execute<{ per_user: number; merchant_id: number; valid_days: number | null }>(sql`
      UPDATE coupons c SET taken = taken + 1
      WHERE c.id = ${couponId} AND ${openForReceiving} AND (c.total = 0 OR c.taken < c.total)
      RETURNING c.per_user, c.merchant_id, c.valid_days`);
    const coupon = rows[0];
    if (!coupon) return whyNotReceivable(t, couponId);
    const { rows: held } = await t.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM coupon_users WHERE coupon_id = ${couponId} AND user_id = ${userId}`,
    );
    if ((held[0]?.n ?? 0) >= coupon.per_user) throw conflict('You have already received this coupon');
    const { rows: created } = await t.execute<{ id: number; valid_from: string; valid_to: string }>(sql`
      INSERT INTO coupon_users (coupon_id, user_id, merchant_id, valid_from, valid_to)
      SELECT c.id, ${userId}, c.merchant_id, coalesce(c.valid_from, now()),
        coalesce(c.valid_to, now() + make_interval(days => c.valid_days))
      FROM coupons c WHERE c.id = ${couponId}
      RETURNING id, valid_from, valid_to`);
    const row = created[0]!;
    return {
      id: row.id,
      couponId,
      validFrom: new Date(row.valid_from).toISOString(),
      validTo: new Date(row.valid_to).toISOString(),
    };
  });
}

/** A shop coupon whose shop is not open (suspended): nothing of it can be bought, so the coupon cannot be spent. */
const SHOP_CLOSED = sql`(c.merchant_id <> 0 AND m.status IS DISTINCT FROM 'open')`;
/** What checkout takes now (coupon-checkout.ts usableCouponsOf), of a shop one can buy from (on `cu`, `c`, `m`). */
const USABLE_NOW = sql`cu.status = 'unused' AND cu.valid_from <= now() AND cu.valid_to > now() AND NOT ${SHOP_CLOSED}`;

/**
 * My coupons, optionally of one kind: usable (checkout takes them now) or not usable now (not started yet, of a
 * suspended shop, used or expired; the still-to-come ones first), each with the state that says why.
 */
export async function listMyCoupons(db: Db, userId: number, q: MyCouponQuery, locale: Locale) {
  // Usable means what checkout takes now (usableCouponsOf), and a shop coupon's shop open to buy from (audit FL6):
  // a coupon whose window has not started, or of a suspended shop, is listed as not usable now, saying why.
  const state = q.type === 'usable' ? sql`AND ${USABLE_NOW}` : sql`AND NOT (${USABLE_NOW})`;
  const kind = q.useType === undefined ? sql`` : sql`AND c.use_type = ${q.useType}`;
  const order =
    q.type === 'usable'
      ? sql`cu.valid_to, cu.id`
      : sql`(cu.status = 'unused' AND cu.valid_to > now()) DESC, coalesce(cu.used_at, cu.valid_to) DESC, cu.id DESC`;
  const { rows, total } = await countedPage<
    TermRow & {
      id: number;
      coupon_id: number;
      status: string;
      expired: boolean;
      not_started: boolean;
      shop_closed: boolean;
      valid_from: string;
      valid_to: string;
      used_at: string | null;
      created_at: string;
      total: number;
    }
  >(
    db,
    q,
    (window) => sql`
    SELECT cu.id, cu.coupon_id, cu.status, cu.valid_to <= now() AS expired, cu.valid_from > now() AS not_started,
      ${SHOP_CLOSED} AS shop_closed, cu.valid_from, cu.valid_to, cu.used_at, cu.created_at, ${termColumns},
      count(*) OVER () AS total
    FROM coupon_users cu JOIN coupons c ON c.id = cu.coupon_id ${termJoins}
    WHERE cu.user_id = ${userId} ${state} ${kind}
    ORDER BY ${order} ${window}`,
  );
  return {
    list: rows.map(
      (r): MyCoupon => ({
        id: r.id,
        couponId: r.coupon_id,
        ...toTerms(r, locale),
        validFrom: new Date(r.valid_from).toISOString(),
        validTo: new Date(r.valid_to).toISOString(),
        status:
          r.status === 'used'
            ? 'used'
            : r.expired
              ? 'expired'
              : r.shop_closed
                ? 'shopSuspended'
                : r.not_started
                  ? 'notStarted'
                  : 'unused',
        usedTime: iso(r.used_at),
        receiveTime: new Date(r.created_at).toISOString(),
      }),
    ),
    total,
    page: q.page,
    limit: q.limit,
  };
}
