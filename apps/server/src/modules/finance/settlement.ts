import { type SQL, sql } from 'drizzle-orm';
import { type Db, executePrepared, type Queryable } from '../../db/client';
import { afterSalesDays, afterSalesEnded } from '../refunds/after-sales';
import { postEntries } from './ledger';

/**
 * The settlement lifecycle on the ledger (issue 13, MONEY flows): a paid shop order credits the shop's pending
 * balance (`sale:SH…`), a completed one moves what is still pending to available once the after-sales window has
 * passed (`settle:SH…`), and a refund reverses exactly its share from pending or, once settled, from available
 * (`refund:RE…`; available may go below zero, a debt later sales pay off). Every step is keyed, so running it twice,
 * or in two processes, records it once.
 */

type ShopOrderBooks = {
  id: number;
  order_no: string;
  merchant_id: number;
  freight: number;
  pay_amount: number;
  goods: number;
  platform_discount: number;
  commission: number;
};

/**
 * The sale of every shop order of a checkout that has just been paid (the orders owner's `markPaid` calls it last in
 * its transaction): provider cash in, platform-funded discounts paid by the platform, the shop's goods and freight to its
 * pending balance less the commission on both (decision 0024), which the platform earns.
 */
export async function recordSale(t: Queryable, orderId: number): Promise<void> {
  const { rows } = await executePrepared<ShopOrderBooks>(
    t,
    sql`
    SELECT so.id, so.order_no, so.merchant_id, so.freight, so.pay_amount,
      coalesce(sum(i.price * i.quantity - i.shop_discount), 0)::bigint AS goods,
      coalesce(sum(i.platform_discount), 0)::bigint AS platform_discount,
      (coalesce(sum(i.commission), 0) + so.freight_commission)::bigint AS commission
    FROM shop_orders so LEFT JOIN order_items i ON i.shop_order_id = so.id
    WHERE so.order_id = ${orderId} AND so.status <> 'cancelled'
    GROUP BY so.id ORDER BY so.id`,
  );
  const entries = rows.map((so) => {
    const paid = Number(so.pay_amount);
    const goods = Number(so.goods);
    const freight = Number(so.freight);
    const commission = Number(so.commission);
    // Orders placed before the splits were frozen carry none: the platform is taken to have funded the difference.
    const discount = goods + freight - paid;
    return {
      key: `sale:${so.order_no}`,
      kind: 'sale' as const,
      merchantId: so.merchant_id,
      shopOrderId: so.id,
      lines: [
        { account: 'provider_cash' as const, amount: paid },
        { account: 'platform_discounts' as const, amount: discount },
        {
          account: 'merchant_pending' as const,
          merchantId: so.merchant_id,
          kind: 'sale' as const,
          amount: -(goods + freight),
        },
        {
          account: 'merchant_pending' as const,
          merchantId: so.merchant_id,
          kind: 'commission' as const,
          amount: commission,
        },
        { account: 'platform_commission' as const, kind: 'commission' as const, amount: -commission },
      ],
    };
  });
  // Every shop of the checkout in one posting, its settlement queue rows in the same statement; the shops' balances
  // are locked by it (ledger.ts), so the caller calls this last in its transaction.
  await postEntries(
    t,
    entries,
    sql`INSERT INTO settlement_queue (shop_order_id, merchant_id) SELECT shop_order_id, merchant_id FROM posted
      ON CONFLICT DO NOTHING`,
  );
}

const BATCH = 5000;

/**
 * The settlement job: completed shop orders whose after-sales window has passed (counted from the last refund's close
 * when that came later) and that have no refund open move what is still pending for them to available. Batches lock their queue rows and shop orders with SKIP LOCKED (another process takes other
 * orders, a refund in progress keeps its order for the next run) and each settlement is keyed `settle:SH…`, so the
 * job is safe to run twice and in several processes. Answers how many shop orders it settled.
 */
export async function settleDue(db: Db, opts: { batch?: number; days?: number } = {}): Promise<number> {
  const days = opts.days ?? (await afterSalesDays(db));
  const batch = opts.batch ?? BATCH;
  let settled = 0;
  for (;;) {
    const { picked, posted } = await db.transaction((t) => settleBatch(t, days, batch));
    settled += posted;
    if (picked < batch) return settled;
  }
}

/**
 * One batch of the settlement job inside the caller's transaction: up to `batch` due shop orders (locked, others'
 * skipped), settled and taken off the queue. Answers how many it picked and how many settlements it posted.
 */
export async function settleBatch(
  t: Queryable,
  days: number,
  batch: number,
): Promise<{ picked: number; posted: number }> {
  // A lost commit only means the queue row is still there and the next run settles it (the key makes it once), so
  // the batch need not wait for its commit to reach the disk.
  await t.execute(sql`SET LOCAL synchronous_commit = off`);
  // The queue row is the lock: a refund of the same order takes it too (recordRefund), so the two never interleave.
  // The shop order's row is locked as well: a refund being asked for holds it, and its order waits for the next run
  // (issue 21: an order with a refund open is never settled; its window counts from the last refund's close).
  const { rows } = await t.execute<{ id: number; order_no: string; merchant_id: number }>(sql`
    SELECT so.id, so.order_no, so.merchant_id FROM settlement_queue q JOIN shop_orders so ON so.id = q.shop_order_id
    WHERE ${afterSalesEnded(days)}
      -- A dispute of the payment still open holds its money (decision 0051).
      AND NOT EXISTS (SELECT 1 FROM provider_returns pr
        WHERE pr.order_id = so.order_id AND pr.kind = 'dispute' AND pr.closed_at IS NULL)
    ORDER BY q.shop_order_id LIMIT ${batch} FOR UPDATE OF q, so SKIP LOCKED`);
  if (rows.length === 0) return { picked: 0, posted: 0 };
  const ids = JSON.stringify(rows.map((r) => r.id));
  const { rows: pending } = await t.execute<{ shop_order_id: number; pending: number }>(sql`
    SELECT e.shop_order_id, -sum(l.amount)::bigint AS pending
    FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.shop_order_id IN (SELECT (x)::int FROM jsonb_array_elements_text(${ids}::jsonb) AS x)
      AND l.account = 'merchant_pending'
    GROUP BY e.shop_order_id`);
  const owed = new Map(pending.map((p) => [p.shop_order_id, Number(p.pending)]));
  const keys = await postEntries(
    t,
    rows.map((so) => {
      const amount = owed.get(so.id) ?? 0;
      return {
        key: `settle:${so.order_no}`,
        kind: 'settle' as const,
        merchantId: so.merchant_id,
        shopOrderId: so.id,
        lines: [
          { account: 'merchant_pending' as const, merchantId: so.merchant_id, amount },
          { account: 'merchant_available' as const, merchantId: so.merchant_id, amount: -amount },
        ],
      };
    }),
  );
  await t.execute(sql`
    DELETE FROM settlement_queue
    WHERE shop_order_id IN (SELECT (x)::int FROM jsonb_array_elements_text(${ids}::jsonb) AS x)`);
  return { picked: rows.length, posted: keys.size };
}

// A refund's entry (`refund:RE…`) is booked by refund-books.ts; callers import it from here as before.
export { recordRefund } from './refund-books';

/** True (in SQL) when the shop order aliased `so` is settled: its money left pending (a refund must not open then). */
export function isSettled(): SQL {
  return sql`EXISTS (SELECT 1 FROM ledger_entries e_settled WHERE e_settled.key = 'settle:' || so.order_no)`;
}
