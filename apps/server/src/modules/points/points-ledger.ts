import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pointsRules } from './points.service';

// Interface between the after-sales parts. Refunds and reviews call these inside their own transactions (pass the
// transaction as `t`). Every change is a ledger row (schema/after-sales.ts); a row counts once available_at passed.

/** Points a paid amount earns: `earnRate` points per whole dollar, rounded down. */
export function pointsEarnedBy(cents: number, earnRate: number): number {
  return Math.floor((Math.max(0, cents) * Math.round(earnRate * 100)) / 10_000);
}

/**
 * Earns the points of a shop order that just became completed, frozen for the configured days. Idempotent (the
 * ledger holds one earn row per shop order). The base is what the shopper paid for its goods (freight is not
 * rewarded: issue 21, decision 0024) less the goods' money refunded, and less what Stripe gave back of it without the
 * mall that no refund used (its dashboard, after shipping: audit DT3; the funds of a dispute the mall lost: audit EG2;
 * not a refund that failed since, nor the funds of a dispute still open), taken off the goods. A shop order of the
 * buyer's own shop earns nothing: the mall does not reward a shop for buying from itself (audit CH2; who ran the
 * shop when it was ordered, audits CX1 and CY2).
 */
export async function earnPointsForShopOrder(t: Queryable, shopOrderId: number): Promise<void> {
  const rules = await pointsRules(t);
  const { rows } = await t.execute<{
    user_id: number;
    order_id: number;
    order_no: string;
    status: string;
    pay_amount: number;
    refunded: number;
    own: boolean;
  }>(sql`
    SELECT so.user_id, so.order_id, so.order_no, so.status, so.pay_amount - least(so.freight, so.pay_amount) AS pay_amount,
      (coalesce((SELECT sum(ri.amount) FROM refunds r JOIN refund_items ri ON ri.refund_id = r.id
          WHERE r.shop_order_id = so.id AND r.status = 'refunded'), 0)
        + greatest(0, coalesce((SELECT -sum(l.amount) FROM ledger_entries e
            JOIN ledger_lines l ON l.entry_id = e.id AND l.account = 'provider_cash'
            WHERE e.shop_order_id = so.id AND e.key LIKE 'stripe:%'
              -- Not a release of money held for a buyer (finance's buyerReleaseSql): not the order's money given back.
              AND e.key NOT LIKE 'stripe:%:platform:%'
              AND NOT EXISTS (SELECT 1 FROM provider_returns pr WHERE pr.kind = 'dispute' AND pr.closed_at IS NULL
                AND e.key LIKE 'stripe:' || pr.ref || ':%')), 0)
          - coalesce((SELECT sum(r.paid_earlier) FROM refunds r
            WHERE r.shop_order_id = so.id AND r.status = 'refunded'), 0)))::int AS refunded,
      so.own_shop AS own
    FROM shop_orders so WHERE so.id = ${shopOrderId}`);
  const so = rows[0];
  if (!so || so.status === 'cancelled' || so.status === 'unpaid' || so.own) return;
  const base = Math.max(0, so.pay_amount - so.refunded);
  const points = pointsEarnedBy(base, rules.earnRate);
  if (points <= 0) return;
  await t.execute(sql`
    INSERT INTO points_ledger (user_id, type, points, money, order_id, shop_order_id, title, available_at)
    VALUES (${so.user_id}, 'earn', ${points}, ${base}, ${so.order_id}, ${shopOrderId}, ${so.order_no},
      now() + make_interval(days => ${rules.frozenDays}))
    ON CONFLICT (shop_order_id) WHERE type = 'earn' DO NOTHING`);
}

/** Gives back the points a cancelled unpaid checkout had spent (they pay a debt first: see below). Idempotent. */
export async function givePointsBackForCancel(t: Queryable, orderId: number): Promise<void> {
  const { rows } = await t.execute<{ user_id: number; points_used: number; points_discount: number; order_no: string }>(
    sql`SELECT user_id, points_used, points_discount, order_no FROM orders WHERE id = ${orderId}`,
  );
  const order = rows[0];
  if (!order || order.points_used <= 0) return;
  const { rows: done } = await t.execute(sql`
    SELECT 1 FROM points_ledger WHERE order_id = ${orderId} AND type = 'return' AND refund_id IS NULL LIMIT 1`);
  if (done[0]) return;
  await t.execute(sql`
    INSERT INTO points_ledger (user_id, type, points, money, order_id, title)
    VALUES (${order.user_id}, 'return', ${order.points_used}, ${order.points_discount}, ${orderId}, ${order.order_no})`);
}

/**
 * Gives back the points spent on a shop order Stripe refunded in full and the mall closed (audit DM4): what its
 * refunds have not given back yet, less what its open requests will give back when they are paid. Call it once, in
 * the transaction that closed the shop order.
 */
export async function givePointsBackForClosedShopOrder(t: Queryable, shopOrderId: number): Promise<void> {
  const { rows } = await t.execute<{
    user_id: number;
    order_id: number;
    order_no: string;
    left: number;
    left_money: number | null;
  }>(sql`
    SELECT so.user_id, so.order_id, so.order_no,
      so.points_used
        - coalesce((SELECT sum(p.points) FROM points_ledger p WHERE p.shop_order_id = so.id AND p.type = 'return'), 0)
        - coalesce((SELECT sum(r.points) FROM refunds r WHERE r.shop_order_id = so.id
            AND r.status IN ('review', 'accepted', 'returned', 'refunding')), 0) AS left,
      -- The money those points took (audit FY3): the points money of the items no refund gave back or will give back.
      CASE WHEN NOT EXISTS (SELECT 1 FROM order_items i WHERE i.shop_order_id = so.id AND i.points_discount IS NULL)
        THEN (SELECT coalesce(sum(i.points_discount), 0) FROM order_items i WHERE i.shop_order_id = so.id
          AND NOT EXISTS (SELECT 1 FROM refund_items ri JOIN refunds r ON r.id = ri.refund_id
            WHERE ri.order_item_id = i.id
              AND r.status IN ('review', 'accepted', 'returned', 'refunding', 'refunded')))::int END AS left_money
    FROM shop_orders so WHERE so.id = ${shopOrderId}`);
  const so = rows[0];
  const points = Number(so?.left ?? 0);
  if (!so || points <= 0) return;
  // The user's row lock serialises this with checkouts spending points and refunds giving them back.
  await t.execute(sql`SELECT id FROM users WHERE id = ${so.user_id} FOR UPDATE`);
  const money = so.left_money ?? Math.floor((points * 100) / (await pointsRules(t)).value);
  await t.execute(sql`
    INSERT INTO points_ledger (user_id, type, points, money, order_id, shop_order_id, title)
    VALUES (${so.user_id}, 'return', ${points}, ${money}, ${so.order_id}, ${shopOrderId}, ${so.order_no})`);
}

/**
 * Settles points for a refund that was paid back: the refund's `points` (spent points) return to the user, and
 * points the shop order already earned are taken back in proportion (`takeBackEarnedPoints`) to `amount`, the goods'
 * money paid back (freight is neither earned on nor taken back). Idempotent per refund.
 */
export async function settlePointsForRefund(
  t: Queryable,
  refund: { id: number; userId: number; shopOrderId: number; points: number; amount: number },
): Promise<void> {
  // The user's row lock serialises this with checkouts spending points.
  await t.execute(sql`SELECT id FROM users WHERE id = ${refund.userId} FOR UPDATE`);
  const { rows: done } = await t.execute(sql`SELECT 1 FROM points_ledger WHERE refund_id = ${refund.id} LIMIT 1`);
  if (done[0]) return;
  const { rows: orders } = await t.execute<{ order_id: number; order_no: string }>(
    sql`SELECT order_id, order_no FROM shop_orders WHERE id = ${refund.shopOrderId}`,
  );
  const shopOrder = orders[0];
  if (!shopOrder) return;

  if (refund.points > 0) {
    // The money those points paid: what they took off the refund's items at sale (`order_items.points_discount`), so
    // that the returns of a shop order refunded whole sum to its spend's money (audit FY3). Recomputed from today's
    // value, rounded down, it said 25.12 for points that paid 25.13, and more wrongly once the value changed. Items
    // placed before that was kept (null) are still priced at today's value.
    const { rows: took } = await t.execute<{ money: number | null }>(sql`
      SELECT CASE WHEN bool_and(i.points_discount IS NOT NULL) THEN sum(i.points_discount) END::int AS money
      FROM refund_items ri JOIN order_items i ON i.id = ri.order_item_id WHERE ri.refund_id = ${refund.id}`);
    const money = took[0]?.money ?? Math.floor((refund.points * 100) / (await pointsRules(t)).value);
    await t.execute(sql`
      INSERT INTO points_ledger (user_id, type, points, money, order_id, shop_order_id, refund_id, title)
      VALUES (${refund.userId}, 'return', ${refund.points}, ${money},
        ${shopOrder.order_id}, ${refund.shopOrderId}, ${refund.id}, ${shopOrder.order_no})`);
  }
  await takeBackEarnedPoints(t, { ...refund, orderId: shopOrder.order_id, orderNo: shopOrder.order_no });
}

/**
 * Takes back the points a shop order earned beyond what the money still kept earns (all that is left of them when
 * the refund covers the rest of the money). The one place that computes a deduction; call it inside the
 * refund's settling transaction, after locking the user's row.
 *
 * What is owed is taken whole, whatever the balance is doing: points spent elsewhere, or parked in an unpaid
 * checkout, leave the usable balance below zero, a debt. The balance is the sum of the ledger, so points earned or
 * given back later (a cancelled checkout's) pay the debt first, and checkout spends nothing while it is not above
 * zero. Points still frozen are cancelled where they are: the deduction shares the earned row's available_at, so
 * the two thaw at the same instant and add up to nothing (the frozen figure drops at once, the balance never sees
 * them).
 */
export async function takeBackEarnedPoints(
  t: Queryable,
  refund: {
    id: number | null;
    userId: number;
    shopOrderId: number;
    amount: number;
    orderId: number;
    orderNo: string;
    title?: string;
  },
): Promise<void> {
  const { rows: earned } = await t.execute<{ points: number; money: number; deducted: number; deducted_money: number }>(
    sql`
    SELECT e.points, e.money,
      coalesce((SELECT -sum(d.points) FROM points_ledger d WHERE d.shop_order_id = e.shop_order_id AND d.type = 'deduct'), 0)::int
        AS deducted,
      coalesce((SELECT sum(d.money) FROM points_ledger d WHERE d.shop_order_id = e.shop_order_id AND d.type = 'deduct'), 0)::int
        AS deducted_money
    FROM points_ledger e WHERE e.shop_order_id = ${refund.shopOrderId} AND e.type = 'earn'`,
  );
  const earn = earned[0];
  if (!earn || earn.money <= 0) return;
  const leftPoints = earn.points - earn.deducted;
  const leftMoney = earn.money - earn.deducted_money;
  if (leftPoints <= 0) return;
  const money = Math.min(refund.amount, Math.max(0, leftMoney));
  const keptMoney = Math.max(0, leftMoney - money);
  // What stays is what the kept money earns (audit AM3: a share of the earned points, rounded down, left one point
  // too many). If the rate fell since the order earned, the old share is kept rather than taking more than it.
  const { earnRate } = await pointsRules(t);
  const share = Number((BigInt(earn.points) * BigInt(keptMoney)) / BigInt(earn.money));
  const keep = Math.min(leftPoints, Math.max(pointsEarnedBy(keptMoney, earnRate), share));
  const take = leftPoints - keep;
  if (take <= 0) return;
  await t.execute(sql`
    INSERT INTO points_ledger (user_id, type, points, money, order_id, shop_order_id, refund_id, title, available_at)
    SELECT ${refund.userId}, 'deduct', ${-take}, ${money}, ${refund.orderId}, ${refund.shopOrderId}, ${refund.id},
      ${refund.title ?? refund.orderNo}, greatest(now(), e.available_at)
    FROM points_ledger e WHERE e.shop_order_id = ${refund.shopOrderId} AND e.type = 'earn'`);
}

/** The title of the points a Stripe return (`ref`: a refund made at Stripe, a lost dispute) took back. */
const stripeTitle = (ref: string) => `stripe:${ref}`;

/**
 * Money Stripe gave back of a shop order without the mall (a refund made at its dashboard, the funds of a dispute the
 * mall lost: decision 0051) takes back the points the shop order earned, as a refund of the mall does
 * (`takeBackEarnedPoints`): in proportion to `amount`, the money given back (taken off the goods, as the earning does),
 * once per Stripe id (`ref`, kept in the row's title). A shop order that has not earned yet earns on what is left
 * (`earnPointsForShopOrder`). Inside the transaction that booked the money.
 */
export async function takeBackPointsForStripeReturn(
  t: Queryable,
  input: { shopOrderId: number; amount: number; ref: string },
): Promise<void> {
  if (input.amount <= 0) return;
  const { rows } = await t.execute<{ user_id: number; order_id: number; order_no: string }>(
    sql`SELECT user_id, order_id, order_no FROM shop_orders WHERE id = ${input.shopOrderId}`,
  );
  const so = rows[0];
  if (!so) return;
  // The user's row lock serialises this with checkouts spending points and refunds settling theirs.
  await t.execute(sql`SELECT id FROM users WHERE id = ${so.user_id} FOR UPDATE`);
  const title = stripeTitle(input.ref);
  const { rows: done } = await t.execute(sql`
    SELECT 1 FROM points_ledger WHERE shop_order_id = ${input.shopOrderId} AND type = 'deduct' AND title = ${title}
    LIMIT 1`);
  if (done[0]) return;
  await takeBackEarnedPoints(t, {
    id: null,
    userId: so.user_id,
    shopOrderId: input.shopOrderId,
    amount: input.amount,
    orderId: so.order_id,
    orderNo: so.order_no,
    title,
  });
}

/**
 * A refund made at Stripe that took back points (`takeBackPointsForStripeReturn`) failed (decision 0052): the money
 * is back with the shop, so the points its `amount` (the money no longer given back) took back come back, once: what
 * the money kept now earns, never more than that refund took. One recorded before the shop order completed took none:
 * the order earned without its money (`earnPointsForShopOrder`), so the points the order earns on that money come now
 * (fix-ES: the shopper ends with what the order earns on what they finally paid). The row is a `deduct` with positive
 * points and negative money, so the sums the points page shows (earned, money earned) are as if the money had never
 * gone back.
 */
export async function givePointsBackForFailedStripeRefund(
  t: Queryable,
  input: { shopOrderId: number; amount: number; ref: string },
): Promise<void> {
  if (input.amount <= 0) return;
  const { rows } = await t.execute<{ user_id: number; order_id: number; order_no: string }>(
    sql`SELECT user_id, order_id, order_no FROM shop_orders WHERE id = ${input.shopOrderId}`,
  );
  const so = rows[0];
  if (!so) return;
  await t.execute(sql`SELECT id FROM users WHERE id = ${so.user_id} FOR UPDATE`);
  const title = stripeTitle(input.ref);
  const { rows: taken } = await t.execute<{ points: number; money: number; undone: boolean; rows: number }>(sql`
    SELECT coalesce(-sum(points) FILTER (WHERE title = ${title}), 0)::int AS points,
      coalesce(sum(money) FILTER (WHERE title = ${title}), 0)::int AS money,
      count(*) FILTER (WHERE title = ${title})::int AS rows,
      coalesce(bool_or(title = ${`${title}:failed`}), false) AS undone
    FROM points_ledger WHERE shop_order_id = ${input.shopOrderId} AND type = 'deduct'`);
  const took = taken[0];
  if (!took || took.undone) return;
  const { rows: earned } = await t.execute<{
    points: number;
    money: number;
    deducted: number;
    deducted_money: number;
    earned_after: boolean;
  }>(
    sql`
    SELECT e.points, e.money,
      coalesce((SELECT -sum(d.points) FROM points_ledger d WHERE d.shop_order_id = e.shop_order_id AND d.type = 'deduct'), 0)::int
        AS deducted,
      coalesce((SELECT sum(d.money) FROM points_ledger d WHERE d.shop_order_id = e.shop_order_id AND d.type = 'deduct'), 0)::int
        AS deducted_money,
      EXISTS (SELECT 1 FROM provider_returns pr WHERE pr.provider = 'stripe' AND pr.ref = ${input.ref}
        AND pr.kind = 'refund' AND pr.created_at < e.created_at) AS earned_after
    FROM points_ledger e WHERE e.shop_order_id = ${input.shopOrderId} AND e.type = 'earn'`,
  );
  const earn = earned[0];
  if (!earn || earn.money <= 0) return;
  const { earnRate } = await pointsRules(t);
  const leftPoints = earn.points - earn.deducted;
  // Given back before the shop order completed, it took no points: the order earned without that money (audit DT3),
  // so the points it would have earned on it come now, what the money kept now earns (fix-ES).
  const before = Number(took.rows) === 0 && earn.earned_after;
  if (!before && took.points <= 0) return;
  const money = before ? input.amount : Math.min(input.amount, took.money);
  const keptMoney = before
    ? earn.money - earn.deducted_money + money
    : Math.min(earn.money, earn.money - earn.deducted_money + money);
  // What the kept money earns now, as takeBackEarnedPoints reckons what stays.
  const share = Number((BigInt(earn.points) * BigInt(keptMoney)) / BigInt(earn.money));
  const keep = before
    ? Math.max(pointsEarnedBy(keptMoney, earnRate), share)
    : Math.min(earn.points, Math.max(pointsEarnedBy(keptMoney, earnRate), share));
  const give = before ? keep - leftPoints : Math.min(took.points, keep - leftPoints);
  if (give <= 0) return;
  await t.execute(sql`
    INSERT INTO points_ledger (user_id, type, points, money, order_id, shop_order_id, title, available_at)
    SELECT ${so.user_id}, 'deduct', ${give}, ${-money}, ${so.order_id}, ${input.shopOrderId},
      ${`${title}:failed`}, greatest(now(), e.available_at)
    FROM points_ledger e WHERE e.shop_order_id = ${input.shopOrderId} AND e.type = 'earn'`);
}
