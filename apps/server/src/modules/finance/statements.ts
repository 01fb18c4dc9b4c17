import {
  type FinanceSummary,
  fromCents,
  type LedgerBalanceValue,
  type LedgerKindValue,
  type LedgerLine,
  type LedgerQuery,
  type Page,
} from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { shopTimeZone } from '../../platform/csv';
import { commissionRates } from './commission';
import { financeSettings } from './finance-settings';
import { shopBalances } from './ledger';
import { bpToPercent } from './splits';

/** A shop's balances and statement (the merchant console's Finance page). Every query is scoped to the shop. */

/** Paid payouts (the `paidOut` figures are sums of paid payouts, MONEY flows). */
async function paidOutOf(t: Queryable, merchantId: number): Promise<number> {
  const { rows } = await t.execute<{ sum: number }>(
    sql`SELECT coalesce(sum(amount), 0)::bigint AS sum FROM payouts WHERE merchant_id = ${merchantId} AND status = 'paid'`,
  );
  return Number(rows[0]?.sum ?? 0);
}

export async function financeSummary(t: Queryable, merchantId: number): Promise<FinanceSummary> {
  const [b, paidOut, rates, settings] = await Promise.all([
    shopBalances(t, merchantId),
    paidOutOf(t, merchantId),
    commissionRates(t, [merchantId]),
    financeSettings(t),
  ]);
  return {
    pending: fromCents(b.pending),
    available: fromCents(Math.max(0, b.available)),
    paying: fromCents(b.paying),
    paidOut: fromCents(paidOut),
    debt: fromCents(Math.max(0, -b.available)),
    commissionRate: bpToPercent(rates.get(merchantId) ?? 0),
    settlementDays: settings.settlementDays,
  };
}

const BALANCE: Record<string, LedgerBalanceValue> = {
  merchant_pending: 'pending',
  merchant_available: 'available',
  merchant_paying: 'paying',
  merchant_paid_out: 'paid_out',
};

type LineRow = {
  id: number;
  kind: LedgerKindValue;
  account: string;
  amount: number;
  balance_after: number;
  created_at: string;
  memo: string;
  order_no: string | null;
  refund_no: string | null;
  payout_no: string | null;
};

/**
 * Days are the shop's (its time zone, the one its console and CSV print times in; audit AW1: UTC days gave a Bangkok
 * shop asking for 5 Dec the lines it reads as 5 Dec 07:00 to 6 Dec 06:59). `to` includes its whole day. The bounds are
 * constants of the query, so the shop's (merchant, created_at) index still reads only the asked days.
 */
export function filters(merchantId: number, q: Pick<LedgerQuery, 'kind' | 'from' | 'to'>, timeZone: string): SQL {
  const parts = [sql`l.merchant_id = ${merchantId}`];
  if (q.kind) parts.push(sql`l.kind = ${q.kind}`);
  if (q.from) parts.push(sql`l.created_at >= (${q.from}::date::timestamp AT TIME ZONE ${timeZone})`);
  if (q.to) parts.push(sql`l.created_at < ((${q.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`);
  return sql.join(parts, sql` AND `);
}

/**
 * Newest first. With a date filter, by time then id: the shop's (merchant, created_at) index then reads only the
 * asked days, where the id order walked every later line of the shop backwards to reach an old week (1.6 s for a
 * week four months back in a shop of 700,000 lines, bench/finance-indexes.mjs). An entry's lines share their time
 * and keep their id order; lines of two entries posted at the same moment may show in their start order.
 */
export function newestFirst(q: Pick<LedgerQuery, 'from' | 'to'>): SQL {
  return q.from || q.to ? sql`l.created_at DESC, l.id DESC` : sql`l.id DESC`;
}

/**
 * The page's ids first, then their lines: the ids alone come from the shop's own index (merchant, merchant and kind,
 * or merchant and time) without touching the table, whereas asked for whole lines the planner may walk every shop's
 * newest lines backwards when one shop holds most of the ledger.
 */
export async function lines(t: Queryable, where: SQL, order: SQL, limit: number, offset: number): Promise<LineRow[]> {
  const { rows } = await t.execute<LineRow>(sql`
    SELECT l.id, l.kind, l.account, l.amount, l.balance_after, l.created_at, e.memo,
      so.order_no, r.refund_no, p.payout_no
    FROM (SELECT l.id FROM ledger_lines l WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) page
    JOIN ledger_lines l ON l.id = page.id
    JOIN ledger_entries e ON e.id = l.entry_id
    LEFT JOIN shop_orders so ON so.id = e.shop_order_id
    LEFT JOIN refunds r ON r.id = e.refund_id
    LEFT JOIN payouts p ON p.id = e.payout_id
    ORDER BY ${order}`);
  return rows;
}

export function view(r: LineRow): LedgerLine {
  const line: LedgerLine = {
    id: Number(r.id),
    kind: r.kind,
    balance: BALANCE[r.account] ?? 'available',
    // Lines are signed from the mall's books; the shop reads them the other way round.
    amount: fromCents(-Number(r.amount)),
    balanceAfter: fromCents(Number(r.balance_after ?? 0)),
    createTime: new Date(r.created_at).toISOString(),
  };
  if (r.order_no) line.orderNo = r.order_no;
  if (r.refund_no) line.refundNo = r.refund_no;
  if (r.payout_no) line.payoutNo = r.payout_no;
  if (r.memo) line.memo = r.memo;
  return line;
}

/**
 * Counting stops here: a shop with a million lines pages through them without counting a million rows. Beyond it
 * the total grows with the pages read (one page more while a full page came back), so paging forward never ends early.
 */
export const COUNT_CAP = 10_000;

export async function ledgerPage(t: Queryable, merchantId: number, q: LedgerQuery): Promise<Page<LedgerLine>> {
  const where = filters(merchantId, q, await shopTimeZone(t, merchantId));
  const offset = (q.page - 1) * q.limit;
  const [rows, count] = await Promise.all([
    lines(t, where, newestFirst(q), q.limit, offset),
    t.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (SELECT 1 FROM ledger_lines l WHERE ${where} LIMIT ${COUNT_CAP}) x`),
  ]);
  const counted = Number(count.rows[0]?.n ?? 0);
  const total =
    counted < COUNT_CAP ? counted : Math.max(COUNT_CAP, offset + rows.length + (rows.length === q.limit ? q.limit : 0));
  return { list: rows.map(view), total, page: q.page, limit: q.limit };
}
