import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { afterSalesDays } from '../refunds/after-sales';
import { type LineInput, postEntries, postEntry } from './ledger';
import { refundReversal } from './splits';

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
 * The sale of every shop order of a checkout that has just been paid (the orders owner's `markPaid` calls it in its
 * transaction): provider cash in, platform-funded discounts paid by the platform, the shop's goods and freight to its
 * pending balance less the commission, which the platform earns.
 */
export async function recordSale(t: Queryable, orderId: number): Promise<void> {
  const { rows } = await t.execute<ShopOrderBooks>(sql`
    SELECT so.id, so.order_no, so.merchant_id, so.freight, so.pay_amount,
      coalesce(sum(i.price * i.quantity - i.shop_discount), 0)::bigint AS goods,
      coalesce(sum(i.platform_discount), 0)::bigint AS platform_discount,
      coalesce(sum(i.commission), 0)::bigint AS commission
    FROM shop_orders so LEFT JOIN order_items i ON i.shop_order_id = so.id
    WHERE so.order_id = ${orderId} AND so.status <> 'cancelled'
    GROUP BY so.id ORDER BY so.id`);
  for (const so of rows) {
    const paid = Number(so.pay_amount);
    const goods = Number(so.goods);
    const freight = Number(so.freight);
    const commission = Number(so.commission);
    // Orders placed before the splits were frozen carry none: the platform is taken to have funded the difference.
    const discount = goods + freight - paid;
    const posted = await postEntry(t, {
      key: `sale:${so.order_no}`,
      kind: 'sale',
      merchantId: so.merchant_id,
      shopOrderId: so.id,
      lines: [
        { account: 'provider_cash', amount: paid },
        { account: 'platform_discounts', amount: discount },
        { account: 'merchant_pending', merchantId: so.merchant_id, kind: 'sale', amount: -(goods + freight) },
        { account: 'merchant_pending', merchantId: so.merchant_id, kind: 'commission', amount: commission },
        { account: 'platform_commission', kind: 'commission', amount: -commission },
      ],
    });
    if (posted) {
      await t.execute(sql`
        INSERT INTO settlement_queue (shop_order_id, merchant_id) VALUES (${so.id}, ${so.merchant_id})
        ON CONFLICT DO NOTHING`);
    }
  }
}

const BATCH = 5000;

/**
 * The settlement job: completed shop orders whose after-sales window has passed move what is still pending for them
 * to available. Batches lock their queue rows and shop orders with SKIP LOCKED (another process takes other
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
  const { rows } = await t.execute<{ id: number; order_no: string; merchant_id: number }>(sql`
    SELECT so.id, so.order_no, so.merchant_id FROM settlement_queue q JOIN shop_orders so ON so.id = q.shop_order_id
    WHERE so.status = 'completed' AND so.completed_at <= now() - make_interval(days => ${days})
    ORDER BY q.shop_order_id LIMIT ${batch} FOR UPDATE OF q SKIP LOCKED`);
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

/**
 * A refund that has just been paid back (the refund settlement calls it in its transaction, after marking the refund
 * and its items refunded): reverses the refund's share of the sale (goods, their commission and platform-funded
 * discount, freight if it came back) from the shop's pending balance, or from available once the order is settled,
 * and the money back out of provider cash. Orders paid before the ledger have no sale to reverse.
 */
export async function recordRefund(t: Queryable, refundId: number): Promise<void> {
  const { rows: found } = await t.execute<{
    id: number;
    order_no: string;
    merchant_id: number;
    refund_no: string;
    amount: number;
  }>(sql`
    SELECT so.id, so.order_no, so.merchant_id, r.refund_no, r.amount
    FROM refunds r JOIN shop_orders so ON so.id = r.shop_order_id WHERE r.id = ${refundId}
    FOR UPDATE OF so`);
  const so = found[0];
  if (!so) return;
  // Waits for a settlement batch holding this order; afterwards the settle entry (if any) is seen below.
  await t.execute(sql`SELECT 1 FROM settlement_queue WHERE shop_order_id = ${so.id} FOR UPDATE`);
  const { rows: books } = await t.execute<{ sold: boolean; settled: boolean; discount: number; commission: number }>(
    sql`
    SELECT EXISTS (SELECT 1 FROM ledger_entries WHERE key = ${`sale:${so.order_no}`}) AS sold,
      EXISTS (SELECT 1 FROM ledger_entries WHERE key = ${`settle:${so.order_no}`}) AS settled,
      coalesce(-sum(l.amount) FILTER (WHERE l.account = 'platform_discounts'), 0)::bigint AS discount,
      coalesce(sum(l.amount) FILTER (WHERE l.account = 'platform_commission'), 0)::bigint AS commission
    FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.shop_order_id = ${so.id} AND e.kind = 'refund'`,
  );
  const state = books[0]!;
  if (!state.sold) return;

  const { rows: items } = await t.execute<{
    goods: number;
    platform_discount: number;
    commission: number;
    refund_status: string;
    before: number;
    now: number;
  }>(sql`
    SELECT i.price * i.quantity - i.shop_discount AS goods, i.platform_discount, i.commission, i.refund_status,
      coalesce((SELECT sum(ri.amount) FROM refund_items ri JOIN refunds r ON r.id = ri.refund_id
        WHERE ri.order_item_id = i.id AND r.id <> ${refundId}
          AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.key = 'refund:' || r.refund_no)), 0)::bigint AS before,
      coalesce((SELECT ri.amount FROM refund_items ri WHERE ri.order_item_id = i.id AND ri.refund_id = ${refundId}), 0)
        AS now
    FROM order_items i WHERE i.shop_order_id = ${so.id} ORDER BY i.id`);
  const closing = items.every((i) => i.refund_status === 'refunded');
  const share = refundReversal(
    items.map((i) => ({
      goods: Number(i.goods),
      platformDiscount: Number(i.platform_discount),
      commission: Number(i.commission),
      refundedBefore: Number(i.before),
      refundedNow: Number(i.now),
    })),
    closing,
    { platformDiscount: Number(state.discount), commission: Number(state.commission) },
  );
  const money = Number(so.amount);
  const goodsBack = items.reduce((sum, i) => sum + Number(i.now), 0);
  const freight = Math.max(0, money - goodsBack);
  const account = state.settled ? 'merchant_available' : 'merchant_pending';
  const lines: LineInput[] = [
    { account, merchantId: so.merchant_id, kind: 'refund', amount: share.goods + freight },
    { account, merchantId: so.merchant_id, kind: 'commission', amount: -share.commission },
    { account: 'platform_commission', kind: 'commission', amount: share.commission },
    { account: 'platform_discounts', kind: 'refund', amount: -share.platformDiscount },
    { account: 'provider_cash', kind: 'refund', amount: -(share.goods - share.platformDiscount + freight) },
  ];
  await postEntry(t, {
    key: `refund:${so.refund_no}`,
    kind: 'refund',
    merchantId: so.merchant_id,
    shopOrderId: so.id,
    refundId,
    lines,
  });
  if (closing) await t.execute(sql`DELETE FROM settlement_queue WHERE shop_order_id = ${so.id}`);
}
