import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type EntryInput, type LineInput, postEntry } from './ledger';
import { freightCommissionKept, refundReversal } from './splits';

/**
 * A refund that has just been paid back (the refund settlement calls it in its transaction, after marking the refund
 * and its items refunded): reverses the refund's share of the sale from the shop's pending balance, or from
 * available once the order is settled, and the money back out of provider cash. Orders paid before the ledger have
 * no sale to reverse.
 *
 * The share: the goods paid back with their commission and platform-funded discount (splits.ts), and the freight
 * part of the money (money back − goods paid back): positive when freight comes back (the last items or, priced
 * again, the freight lines no longer cost before shipping, or the freight share of goods returned for the seller's
 * fault), negative when the refund keeps freight
 * back because the goods kept no longer ship free. The commission on the freight the shop keeps follows it
 * (decision 0024): what it was before this refund less what it is after.
 */
export async function recordRefund(t: Queryable, refundId: number): Promise<void> {
  const entry = await refundEntryOf(t, refundId);
  if (!entry) return;
  await postEntry(t, entry.entry);
  if (!entry.closing) return;
  // The last items are back. What the order still leaves the shop (freight kept after shipping, less its commission)
  // is the shop's: the order stays queued and the settlement job moves it to available like a completed order's
  // (audit P2: deleting the queue row here stranded it in pending for ever). With nothing left, it leaves the queue.
  await t.execute(sql`
    DELETE FROM settlement_queue q WHERE q.shop_order_id = ${entry.entry.shopOrderId}
      AND (SELECT coalesce(sum(l.amount), 0) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.shop_order_id = ${entry.entry.shopOrderId} AND l.account = 'merchant_pending') = 0`);
}

/**
 * The entry `refund:RE…` that `recordRefund` would post for refund `refundId` now (its share of the sale, and the money
 * out of provider cash), without posting it; null when its order has no sale in the books. Takes the same locks. Also
 * what a refund paid by money Stripe gave back charges its shop when that money fails (decision 0052, audit EH2).
 */
export async function refundEntryOf(
  t: Queryable,
  refundId: number,
): Promise<{ entry: EntryInput & { shopOrderId: number }; closing: boolean } | null> {
  const { rows: found } = await t.execute<{
    id: number;
    order_no: string;
    merchant_id: number;
    refund_no: string;
    amount: number;
    freight: number;
    freight_commission_bp: number;
    freight_commission: number;
  }>(sql`
    SELECT so.id, so.order_no, so.merchant_id, r.refund_no, r.amount, so.freight, so.freight_commission_bp,
      so.freight_commission
    FROM refunds r JOIN shop_orders so ON so.id = r.shop_order_id WHERE r.id = ${refundId}
    FOR UPDATE OF so`);
  const so = found[0];
  if (!so) return null;
  // Waits for a settlement batch holding this order; afterwards the settle entry (if any) is seen below.
  await t.execute(sql`SELECT 1 FROM settlement_queue WHERE shop_order_id = ${so.id} FOR UPDATE`);
  const { rows: books } = await t.execute<{
    sold: boolean;
    settled: boolean;
    discount: number;
    commission: number;
    freight_back: number;
  }>(sql`
    SELECT EXISTS (SELECT 1 FROM ledger_entries WHERE key = ${`sale:${so.order_no}`}) AS sold,
      EXISTS (SELECT 1 FROM ledger_entries WHERE key = ${`settle:${so.order_no}`}) AS settled,
      coalesce((SELECT -sum(l.amount) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.shop_order_id = ${so.id} AND e.kind = 'refund' AND l.account = 'platform_discounts'), 0)::bigint
        AS discount,
      coalesce((SELECT sum(l.amount) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.shop_order_id = ${so.id} AND e.kind = 'refund' AND l.account = 'platform_commission'), 0)::bigint
        AS commission,
      coalesce((SELECT sum(r.amount - (SELECT coalesce(sum(ri.amount), 0) FROM refund_items ri
          WHERE ri.refund_id = r.id))
        FROM refunds r WHERE r.shop_order_id = ${so.id} AND r.id <> ${refundId}
          AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.key = 'refund:' || r.refund_no)), 0)::bigint
        AS freight_back`);
  const state = books[0]!;
  if (!state.sold) return null;

  const { rows: items } = await t.execute<{
    goods: number;
    platform_discount: number;
    commission: number;
    refund_status: string;
    before: number;
    now: number;
    named_before: boolean;
    named_now: boolean;
  }>(sql`
    SELECT i.price * i.quantity - i.shop_discount AS goods, i.platform_discount, i.commission, i.refund_status,
      coalesce((SELECT sum(ri.amount) FROM refund_items ri JOIN refunds r ON r.id = ri.refund_id
        WHERE ri.order_item_id = i.id AND r.id <> ${refundId}
          AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.key = 'refund:' || r.refund_no)), 0)::bigint AS before,
      coalesce((SELECT ri.amount FROM refund_items ri WHERE ri.order_item_id = i.id AND ri.refund_id = ${refundId}), 0)
        AS now,
      EXISTS (SELECT 1 FROM refund_items ri JOIN refunds r ON r.id = ri.refund_id
        WHERE ri.order_item_id = i.id AND r.id <> ${refundId}
          AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.key = 'refund:' || r.refund_no)) AS named_before,
      EXISTS (SELECT 1 FROM refund_items ri WHERE ri.order_item_id = i.id AND ri.refund_id = ${refundId}) AS named_now
    FROM order_items i WHERE i.shop_order_id = ${so.id} ORDER BY i.id`);
  const closing = items.every((i) => i.refund_status === 'refunded');
  const share = refundReversal(
    items.map((i) => ({
      goods: Number(i.goods),
      platformDiscount: Number(i.platform_discount),
      commission: Number(i.commission),
      refundedBefore: Number(i.before),
      refundedNow: Number(i.now),
      namedBefore: i.named_before,
      namedNow: i.named_now,
    })),
    closing,
    // What earlier refunds reversed of the goods' commission (the freight's is counted apart, below).
    {
      platformDiscount: Number(state.discount),
      commission: Number(state.commission) - freightCommissionReversed(so, Number(state.freight_back)),
    },
  );
  const money = Number(so.amount);
  const goodsBack = items.reduce((sum, i) => sum + Number(i.now), 0);
  // Signed: freight coming back, or (below zero) freight kept back from the goods' money.
  const freight = money - goodsBack;
  const freightBefore = Number(state.freight_back);
  const onFreight =
    freightCommissionReversed(so, freightBefore + freight) - freightCommissionReversed(so, freightBefore);
  const commission = share.commission + onFreight;
  const account = state.settled ? 'merchant_available' : 'merchant_pending';
  const lines: LineInput[] = [
    { account, merchantId: so.merchant_id, kind: 'refund', amount: share.goods + freight },
    { account, merchantId: so.merchant_id, kind: 'commission', amount: -commission },
    { account: 'platform_commission', kind: 'commission', amount: commission },
    { account: 'platform_discounts', kind: 'refund', amount: -share.platformDiscount },
    { account: 'provider_cash', kind: 'refund', amount: -money },
  ];
  return {
    entry: {
      key: `refund:${so.refund_no}`,
      kind: 'refund',
      merchantId: so.merchant_id,
      shopOrderId: so.id,
      refundId,
      lines,
    },
    closing,
  };
}

type FreightTerms = { freight: number; freight_commission_bp: number; freight_commission: number };

const commissionTerms = (so: FreightTerms) => ({
  freight: so.freight,
  bp: so.freight_commission_bp,
  frozen: so.freight_commission,
});

/** What refunds that took `freightBack` cents of freight back (signed) reversed of the freight's commission. */
function freightCommissionReversed(so: FreightTerms, freightBack: number): number {
  return so.freight_commission - freightCommissionKept(commissionTerms(so), so.freight - freightBack);
}
