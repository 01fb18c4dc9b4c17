import { sql } from 'drizzle-orm';
import { executePrepared, type Queryable } from '../../db/client';
import type { StockLine } from '../inventory/inventory';
import { recordNotice } from '../notices/record';
import { settleNotices } from '../notices/settle';
import { afterSalesDays } from '../refunds/after-sales';

/**
 * The owner of order states (DESIGN.md section 6): the only code that writes `orders.status` and
 * `shop_orders.status`. Each transition is one conditional update from the states it may leave, inside the caller's
 * transaction, and answers what it moved; a transition asked twice (two clicks, two processes, a job and a shopper)
 * moves once. The states themselves are `ORDER_STATUSES` and `SHOP_ORDER_STATUSES` (db/schema/states.ts), which
 * the database also checks.
 *
 *   checkout:    unpaid -> paid | cancelled
 *   shop order:  unpaid -> to_ship -> to_receive -> to_review -> completed
 *                unpaid -> cancelled;   any paid state -> refunded (every item paid back)
 *                to_ship -> refunded (the provider took all its money back, decision 0051)
 */

/** unpaid -> cancelled, for the checkout and its shop orders; `userId` limits it to the shopper's own. */
export async function cancelUnpaid(t: Queryable, orderId: number, userId?: number): Promise<boolean> {
  const owner = userId === undefined ? sql`` : sql`AND user_id = ${userId}`;
  const { rows } = await t.execute<{ id: number }>(sql`
    UPDATE orders SET status = 'cancelled', cancelled_at = now() WHERE id = ${orderId} AND status = 'unpaid' ${owner}
    RETURNING id`);
  if (rows.length === 0) return false;
  await t.execute(sql`
    UPDATE shop_orders SET status = 'cancelled', cancelled_at = now() WHERE order_id = ${orderId} AND status = 'unpaid'`);
  if (userId === undefined) await recordNotice(t, { kind: 'order_cancelled', orderId });
  return true;
}

/**
 * A shop of the checkout (the `orders` row of the statement) is closed by the platform (suspended): its goods left
 * every listing and checkout, and the checkout is not paid for them (audit N3, Y1).
 */
export const ORDER_SHOP_CLOSED = sql`EXISTS (SELECT 1 FROM shop_orders so JOIN merchants m ON m.id = so.merchant_id
  WHERE so.order_id = orders.id AND m.status <> 'open')`;

/**
 * What applying a payment did: `paid`, or nothing because the checkout is no longer unpaid (cancelled, or paid by
 * another payment) or because a shop of it is closed; the caller refunds the payment in both cases.
 */
export type PaidOutcome = 'paid' | 'not_unpaid' | 'shop_closed';

/**
 * unpaid -> paid for the checkout, its shop orders to "to ship", while every shop of it is open: this is the one
 * place that decides whether a payment, from any provider, can be applied (audit Y1: a payment that completed after
 * a shop was suspended was kept and booked to that shop). The caller books the sale on the ledger (modules/finance
 * `recordSale`) as the last write of its transaction: it locks the shops' balances (issue 25).
 */
export async function markPaid(t: Queryable, orderId: number): Promise<{ outcome: PaidOutcome; lines: StockLine[] }> {
  // The checkout, its shop orders and the units they hold (for the inventory's sales) in one statement (issue 25).
  const { rows } = await executePrepared<{ paid: boolean; lines: StockLine[] }>(
    t,
    sql`
    WITH paid AS (
      UPDATE orders SET status = 'paid', paid_at = now()
      WHERE id = ${orderId} AND status = 'unpaid' AND NOT ${ORDER_SHOP_CLOSED} RETURNING id),
    shops AS (
      UPDATE shop_orders SET status = 'to_ship', paid_at = now()
      WHERE order_id = (SELECT id FROM paid) AND status = 'unpaid' RETURNING id)
    SELECT EXISTS (SELECT 1 FROM paid) AS paid,
      (SELECT coalesce(json_agg(json_build_object('productId', i.product_id, 'skuId', i.sku_id,
         'quantity', i.quantity) ORDER BY i.id), '[]') FROM order_items i JOIN shops s ON s.id = i.shop_order_id) AS lines`,
  );
  if (!rows[0]?.paid) {
    // Only when nothing was paid (rare): say why, so that the shopper is told the right reason for the refund.
    const { rows: unpaid } = await t.execute(sql`SELECT 1 FROM orders WHERE id = ${orderId} AND status = 'unpaid'`);
    return { outcome: unpaid.length > 0 ? 'shop_closed' : 'not_unpaid', lines: [] };
  }
  await recordNotice(t, { kind: 'order_paid', orderId });
  return { outcome: 'paid', lines: rows[0].lines };
}

/**
 * How the parcel travels: a courier company with a tracking number (`send`, the courier's name and phone optional),
 * the shop's own delivery (`deliver`) by a person with a phone and no courier, or nothing travels (`virtual` goods).
 */
export type Shipment =
  | { method: 'send'; courierCompany: string; trackingNo: string; courierName?: string; courierPhone?: string }
  | { method: 'deliver'; courierName: string; courierPhone: string }
  | { method: 'virtual' };

/** to_ship -> to_receive, with the delivery method and who carries it (courier and tracking number, or deliverer). */
export async function ship(t: Queryable, shopOrderId: number, shipment: Shipment): Promise<boolean> {
  const courier = shipment.method === 'send' ? shipment : { courierCompany: null, trackingNo: null };
  const person: { courierName?: string; courierPhone?: string } = shipment.method === 'virtual' ? {} : shipment;
  const { rows } = await t.execute<{ id: number }>(sql`
    UPDATE shop_orders SET status = 'to_receive', shipped_at = now(), delivery_method = ${shipment.method},
      courier_company = ${courier.courierCompany}, tracking_no = ${courier.trackingNo},
      courier_name = ${person.courierName ?? null}, courier_phone = ${person.courierPhone ?? null}
    WHERE id = ${shopOrderId} AND status = 'to_ship' RETURNING id`);
  // The shop's own delivery is told as such: who brings it and their phone, not a tracking number (audit FC1).
  const kind =
    shipment.method === 'virtual'
      ? 'order_delivered'
      : shipment.method === 'deliver'
        ? 'order_out_for_delivery'
        : 'order_shipped';
  if (rows.length > 0) {
    await recordNotice(t, { kind, shopOrderIds: [shopOrderId] });
    // The staff's "to ship" notice is settled by the shipment (audit FZ3).
    await settleNotices(t, { kind: 'new_order', shopOrderId });
  }
  return rows.length > 0;
}

/** to_receive -> to_review: the shopper confirms receipt of their own shop order. */
export async function confirmReceipt(t: Queryable, userId: number, orderNo: string): Promise<boolean> {
  const { rows } = await t.execute(sql`
    UPDATE shop_orders SET status = 'to_review', received_at = now()
    WHERE order_no = ${orderNo} AND user_id = ${userId} AND status = 'to_receive' RETURNING id`);
  return rows.length > 0;
}

/**
 * to_receive -> to_review for every shop order shipped `days` ago or earlier (the auto-receipt job), unless a refund
 * of it is open: a shopper who asked for their money back ("the parcel has not arrived") is not told it arrived while
 * the shop decides (audit AM12); the order waits for the refund to close, like `completeOverdue`.
 */
export async function confirmOverdueReceipts(t: Queryable, days: number): Promise<number> {
  const { rows } = await t.execute<{ id: number }>(sql`
    UPDATE shop_orders s SET status = 'to_review', received_at = now()
    WHERE s.status = 'to_receive' AND s.shipped_at <= now() - make_interval(days => ${days}) AND ${NO_OPEN_REFUND}
    RETURNING s.id`);
  await recordNotice(t, { kind: 'order_received', shopOrderIds: rows.map((r) => r.id) });
  return rows.length;
}

/** No refund of the shop order aliased `s` is open (in review, accepted, goods on the way back, paying). */
const NO_OPEN_REFUND = sql`NOT EXISTS (SELECT 1 FROM refunds r
  WHERE r.shop_order_id = s.id AND r.status IN ('review', 'accepted', 'returned', 'refunding'))`;

/** to_review -> completed when every item is reviewed or refunded and no refund is open (issue 21). */
export async function completeIfAllReviewed(t: Queryable, shopOrderId: number): Promise<boolean> {
  const afterSales = await afterSalesDays(t);
  const { rows } = await t.execute<{ id: number }>(sql`
    UPDATE shop_orders s SET status = 'completed', completed_at = now(), after_sales_days = ${afterSales}
    WHERE s.id = ${shopOrderId} AND s.status = 'to_review'
      AND NOT EXISTS (SELECT 1 FROM order_items i
        WHERE i.shop_order_id = s.id AND NOT i.reviewed AND i.refund_status <> 'refunded')
      AND ${NO_OPEN_REFUND}
    RETURNING s.id`);
  return rows.length > 0;
}

/** to_review -> completed when received `days` ago or earlier and no refund is open. */
export async function completeOverdue(t: Queryable, shopOrderId: number, days: number): Promise<boolean> {
  const afterSales = await afterSalesDays(t);
  const { rows } = await t.execute<{ id: number }>(sql`
    UPDATE shop_orders s SET status = 'completed', completed_at = now(), after_sales_days = ${afterSales}
    WHERE s.id = ${shopOrderId} AND s.status = 'to_review'
      AND s.received_at <= now() - make_interval(days => ${days})
      AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.shop_order_id = s.id AND i.refund_status = 'applying')
      AND ${NO_OPEN_REFUND}
    RETURNING s.id`);
  return rows.length > 0;
}

/** Any state -> refunded once every item of the shop order is paid back. */
export async function closeRefunded(t: Queryable, shopOrderId: number): Promise<boolean> {
  const { rows } = await t.execute(sql`
    UPDATE shop_orders s SET status = 'refunded'
    WHERE s.id = ${shopOrderId} AND s.status <> 'refunded'
      AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.shop_order_id = s.id AND i.refund_status <> 'refunded')
    RETURNING s.id`);
  // Every item paid back before it shipped (a full refund accepted), nothing is left to ship: the staff's "to ship"
  // notice is settled (brief GG, item 2; one of a shipped order was settled by the shipment already).
  if (rows.length > 0) await settleNotices(t, { kind: 'new_order', shopOrderId });
  return rows.length > 0;
}

/**
 * to_ship -> refunded when the payment provider took back everything the shop order held (decision 0051: a refund
 * made at Stripe): nothing is left to ship for. A shipped order is left as it is (the operator settles with the shop).
 */
export async function closeTakenBack(t: Queryable, shopOrderId: number): Promise<boolean> {
  const { rows } = await t.execute(sql`
    UPDATE shop_orders SET status = 'refunded' WHERE id = ${shopOrderId} AND status = 'to_ship' RETURNING id`);
  // Closed unshipped (a refund made at Stripe, a dispute lost): nothing is left to ship (brief GG, item 2).
  if (rows.length > 0) await settleNotices(t, { kind: 'new_order', shopOrderId });
  return rows.length > 0;
}
