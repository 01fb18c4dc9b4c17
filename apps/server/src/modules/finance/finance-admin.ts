import {
  type AdjustmentInput,
  type AdminFinanceQuery,
  type AdminFinanceShop,
  type AdminFinanceShopsQuery,
  type AdminFinanceSummary,
  fromCents,
  type Page,
  toCents,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { conflict, notFound } from '../../platform/errors';
import { recordNotice } from '../notices/record';
import { postEntry } from './ledger';
import { bpToPercent, percentToBp } from './splits';

/** The platform console's view of money to merchants: the period overview, shops' balances, commission rates. */

/**
 * Days are UTC (24 hours, whatever the session's time zone), `to` inclusive. One sum per day, each a range of the (merchant, created_at) index over the mall's own
 * lines (merchant null): grouped over the whole period instead, the planner cannot tell how few days there are and
 * sorts every line of the period by day, on disk past a few weeks (bench/finance-indexes.mjs).
 */
export async function adminFinanceSummary(t: Queryable, q: AdminFinanceQuery): Promise<AdminFinanceSummary> {
  const from = `${q.from}T00:00:00Z`;
  const to = `${q.to}T00:00:00Z`;
  const { rows } = await t.execute<{
    day: string;
    gmv: number;
    commission: number;
    discounts: number;
    refunds: number;
  }>(sql`
    SELECT to_char(d.day AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, s.gmv, s.commission, s.discounts, s.refunds
    FROM generate_series(${from}::timestamptz, ${to}::timestamptz, interval '24 hours') AS d(day)
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(l.amount) FILTER (WHERE l.kind = 'sale' AND l.account = 'provider_cash'), 0)::bigint AS gmv,
        coalesce(-sum(l.amount) FILTER (WHERE l.account = 'platform_commission'), 0)::bigint AS commission,
        coalesce(sum(l.amount) FILTER (WHERE l.account = 'platform_discounts'), 0)::bigint AS discounts,
        coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'refund' AND l.account = 'provider_cash'), 0)::bigint
          AS refunds
      FROM ledger_lines l
      WHERE l.merchant_id IS NULL AND l.created_at >= d.day AND l.created_at < d.day + interval '24 hours'
        AND l.account IN ('provider_cash', 'platform_commission', 'platform_discounts')
        AND l.kind IN ('sale', 'refund', 'commission')) s
    ORDER BY d.day`);
  const { rows: payouts } = await t.execute<{ pending: number; paid: number }>(sql`
    SELECT coalesce(sum(amount) FILTER (WHERE status IN ('reviewing', 'paying')), 0)::bigint AS pending,
      coalesce(sum(amount) FILTER (WHERE status = 'paid' AND paid_at >= ${from}::timestamptz
        AND paid_at < ${to}::timestamptz + interval '1 day'), 0)::bigint AS paid
    FROM payouts`);
  // The adjustments the platform booked in the period (the mall's side of each, `platform_adjustments`): money given
  // to shops or taken from them outside any sale, which the overview left out (audit AW9).
  const { rows: adjusted } = await t.execute<{ amount: number }>(sql`
    SELECT coalesce(sum(amount), 0)::bigint AS amount FROM ledger_lines
    WHERE merchant_id IS NULL AND account = 'platform_adjustments'
      AND created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz + interval '1 day'`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days: AdminFinanceSummary['days'] = [];
  for (let d = Date.parse(from); d <= Date.parse(to); d += 86_400_000) {
    const date = new Date(d).toISOString().slice(0, 10);
    const r = byDay.get(date);
    days.push({ date, gmv: fromCents(Number(r?.gmv ?? 0)), commission: fromCents(Number(r?.commission ?? 0)) });
  }
  const total = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + Number(f(r)), 0);
  return {
    gmv: fromCents(total((r) => r.gmv)),
    commission: fromCents(total((r) => r.commission)),
    platformDiscounts: fromCents(total((r) => r.discounts)),
    refunds: fromCents(total((r) => r.refunds)),
    pendingPayouts: fromCents(Number(payouts[0]?.pending ?? 0)),
    paidOut: fromCents(Number(payouts[0]?.paid ?? 0)),
    adjustments: fromCents(Number(adjusted[0]?.amount ?? 0)),
    days,
  };
}

export async function adminFinanceShops(t: Queryable, q: AdminFinanceShopsQuery): Promise<Page<AdminFinanceShop>> {
  const keyword = q.keyword ? sql`AND m.name ILIKE ${`%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`}` : sql``;
  const { rows, total } = await countedPage<{
    id: number;
    name: string;
    commission_bp: number | null;
    handling_fee: string | null;
    pending: number | null;
    available: number | null;
    paying: number | null;
    paid_out: number;
    total: number;
  }>(
    t,
    q,
    (window) => sql`
    SELECT m.id, m.name, m.commission_bp, c.handling_fee::text AS handling_fee, b.pending, b.available, b.paying,
      (SELECT coalesce(sum(p.amount), 0) FROM payouts p WHERE p.merchant_id = m.id AND p.status = 'paid')::bigint
        AS paid_out,
      count(*) OVER ()::int AS total
    FROM merchants m LEFT JOIN merchant_categories c ON c.id = m.category_id
    LEFT JOIN merchant_balances b ON b.merchant_id = m.id
    WHERE true ${keyword}
    ORDER BY m.id ${window}`,
  );
  return {
    list: rows.map((r) => {
      const categoryBp = r.handling_fee === null ? 0 : percentToBp(r.handling_fee);
      const available = Number(r.available ?? 0);
      return {
        merId: r.id,
        name: r.name,
        pending: fromCents(Number(r.pending ?? 0)),
        available: fromCents(Math.max(0, available)),
        paying: fromCents(Number(r.paying ?? 0)),
        paidOut: fromCents(Number(r.paid_out)),
        debt: fromCents(Math.max(0, -available)),
        commissionRate: bpToPercent(r.commission_bp ?? categoryBp),
        categoryRate: bpToPercent(categoryBp),
        ownRate: r.commission_bp !== null,
      };
    }),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** A shop's own commission rate (null: its category's handling fee again); orders placed afterwards get it. */
export async function setCommissionRate(db: Db, merchantId: number, rate: string | null): Promise<void> {
  const bp = rate === null ? null : percentToBp(rate);
  const { rows } = await db.execute(
    sql`UPDATE merchants SET commission_bp = ${bp} WHERE id = ${merchantId} RETURNING id`,
  );
  if (rows.length === 0) throw notFound('Shop not found');
}

/**
 * Books an adjustment to a shop's available balance (API.md F, kind `adjustment`): a positive amount is money the
 * mall gives the shop, a negative one money it takes (the shop may go into debt, which its next sales pay off). The
 * other side is the mall's `platform_adjustments`. Keyed on the form's `requestId`: the same form sent twice books
 * once (and answers that it is a replay); the same number for another shop or amount is refused.
 */
export async function adjustShop(
  db: Db,
  adminId: number,
  merchantId: number,
  input: AdjustmentInput,
): Promise<{ replayed: boolean }> {
  const cents = toCents(input.amount);
  const key = `adjustment:${input.requestId}`;
  return db.transaction(async (tx) => {
    const { rows: shop } = await tx.execute(sql`SELECT 1 FROM merchants WHERE id = ${merchantId}`);
    if (!shop[0]) throw notFound('Shop not found');
    const posted = await postEntry(tx, {
      key,
      kind: 'adjustment',
      merchantId,
      memo: input.reason,
      createdBy: adminId,
      lines: [
        { account: 'merchant_available', merchantId, amount: -cents },
        { account: 'platform_adjustments', amount: cents },
      ],
    });
    // The shop's staff are told at once, in their language: how much, why, and where the balance stands (audit AW10).
    if (posted) {
      await recordNotice(tx, { kind: 'balance_adjusted', entryKey: key });
      return { replayed: false };
    }
    const { rows } = await tx.execute<{ same: boolean }>(sql`
      SELECT (e.merchant_id = ${merchantId} AND l.amount = ${-cents}) AS same
      FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id AND l.account = 'merchant_available'
      WHERE e.key = ${key}`);
    if (!rows[0]?.same) throw conflict('This adjustment number was used for another adjustment');
    return { replayed: true };
  });
}
