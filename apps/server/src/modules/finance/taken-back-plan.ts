import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cardFailedSql, closedForServiceSql, heldForBuyerSql } from '../refunds/held-for-buyer';

/**
 * What a checkout's payment is held as in the books, and for whom, read only (decision 0051): what each shop order
 * still holds (`heldOf`), what the platform holds for the buyers of refunds closed for customer service
 * (`buyerHeldOf`), what accepted refunds wait for (`waitingOf`) and what Stripe gave back that no refund used yet
 * (`takenBackUnused`); and how money taken back would be shared across them (`planOf`) and cost each shop
 * (`stakesOf`). taken-back.ts books what the plan says; refunds and payments read it here.
 */

/**
 * SQL: whether ledger entry `alias` releases money the platform held for the buyer of a refund closed for customer
 * service (`stripe:<id>[:withdrawn|:failed|:reinstated]:platform:RE…`, audit EP2). It is booked on that refund's shop
 * order (audit ET2) but is not the shop order's money given back: readers of a shop order's `stripe:` entries as
 * money Stripe gave back of it (what refunds may use, points, the shop's part of a dispute) leave it out.
 */
export function buyerReleaseSql(alias: string): SQL {
  const e = sql.identifier(alias);
  return sql`(${e}.key LIKE 'stripe:%:platform:%')`;
}

/** What a shop order of a checkout still holds of its payment in the books. */
export type Held = {
  shopOrderId: number;
  orderNo: string;
  merchantId: number;
  status: string;
  /** Provider cash its entries booked: paid, less what was paid back or taken back. */
  cash: number;
  commission: number;
  discount: number;
  settled: boolean;
};

/**
 * What each refund of the mall accepted and waiting for its money ("refunding": Stripe has not paid it) of checkout
 * `orderId` still waits for, oldest first: its amount less the money Stripe gave back earlier it reserved (on a later
 * attempt, what is owed again less what it reserved and did not book yet: audit EP4), less (for
 * its shop order's oldest refunds first) what Stripe gave back of that shop order and no refund reserved yet, which
 * pays it already (audit EI2). Read under the shop orders' locks (`heldOf`), as a refund reserves.
 */
async function waitingOf(t: Queryable, orderId: number): Promise<{ shopOrderId: number; waits: number }[]> {
  // A refund paid again after a failure (decision 0052) waits for what is owed again (`owedAgain` of
  // refunds/refund-settlement.ts: the money the failures left with the platform less what later attempts paid), less
  // what it reserved of earlier money and has not booked yet; not for its amount (audit EP4).
  const { rows } = await t.execute<{ shop_order_id: number; waits: number }>(sql`
    SELECT r.shop_order_id, (CASE WHEN ${cardFailedSql('r')}
        THEN ${heldForBuyerSql('r')} - (r.paid_earlier - ${earlierBookedSql('r')})
        ELSE r.amount - r.paid_earlier END)::bigint AS waits
    FROM refunds r
    WHERE r.order_id = ${orderId} AND r.status = 'refunding'
    ORDER BY r.created_at, r.id`);
  const unused = new Map<number, number>();
  const out: { shopOrderId: number; waits: number }[] = [];
  for (const r of rows) {
    if (!(Number(r.waits) > 0)) continue;
    if (!unused.has(r.shop_order_id)) {
      unused.set(r.shop_order_id, Math.max(await takenBackUnused(t, r.shop_order_id), 0));
    }
    const free = unused.get(r.shop_order_id) ?? 0;
    const covered = Math.min(free, Number(r.waits));
    unused.set(r.shop_order_id, free - covered);
    if (Number(r.waits) > covered) out.push({ shopOrderId: r.shop_order_id, waits: Number(r.waits) - covered });
  }
  return out;
}

/**
 * How `amount` cents taken back of a checkout's payment are shared across its shop orders `held` (decision 0051): first
 * to the shop orders whose refunds of the mall wait for their money (`waiting`, oldest refund first), up to what each
 * waits for and holds, since money Stripe gave back while a refund waits is that refund's money (an operator paying it
 * at Stripe's dashboard, audit EI2); the rest in proportion to what each still holds (`shareByWeight`). The shares
 * sum to `amount` or, when it exceeds what the shop orders hold, to all they hold.
 */
export function sharesOf(
  held: Pick<Held, 'shopOrderId' | 'cash'>[],
  waiting: { shopOrderId: number; waits: number }[],
  amount: number,
): number[] {
  const first = held.map(() => 0);
  let left = Math.max(amount, 0);
  for (const w of waiting) {
    const i = held.findIndex((h) => h.shopOrderId === w.shopOrderId);
    if (i < 0 || left <= 0) continue;
    const part = Math.min(w.waits, left, Math.max(held[i]!.cash - first[i]!, 0));
    first[i]! += part;
    left -= part;
  }
  const rest = shareByWeight(
    left,
    held.map((h, i) => h.cash - first[i]!),
  );
  return first.map((f, i) => f + (rest[i] ?? 0));
}

/** The checkout's shop orders, locked (and their settlement queue rows, as a refund takes them), with what they hold. */
async function heldOf(t: Queryable, orderId: number): Promise<Held[]> {
  const { rows: locked } = await t.execute<{ id: number }>(sql`
    SELECT id FROM shop_orders WHERE order_id = ${orderId} ORDER BY id FOR UPDATE`);
  if (locked.length === 0) return [];
  const ids = `{${locked.map((r) => r.id).join(',')}}`;
  // Waits for a settlement batch holding one of them; afterwards its settle entry (if any) is seen below.
  await t.execute(sql`SELECT 1 FROM settlement_queue WHERE shop_order_id = ANY(${ids}::int[]) ORDER BY shop_order_id
    FOR UPDATE`);
  const { rows } = await t.execute<{
    id: number;
    order_no: string;
    merchant_id: number;
    status: string;
    cash: number;
    commission: number;
    discount: number;
    settled: boolean;
  }>(sql`
    SELECT so.id, so.order_no, so.merchant_id, so.status,
      coalesce(sum(l.amount) FILTER (WHERE l.account = 'provider_cash'), 0)::bigint AS cash,
      coalesce(-sum(l.amount) FILTER (WHERE l.account = 'platform_commission'), 0)::bigint AS commission,
      coalesce(sum(l.amount) FILTER (WHERE l.account = 'platform_discounts'), 0)::bigint AS discount,
      EXISTS (SELECT 1 FROM ledger_entries s WHERE s.key = 'settle:' || so.order_no) AS settled
    FROM shop_orders so LEFT JOIN ledger_entries e ON e.shop_order_id = so.id
      LEFT JOIN ledger_lines l ON l.entry_id = e.id
    WHERE so.id = ANY(${ids}::int[])
    GROUP BY so.id ORDER BY so.id`);
  const buyer = await buyerHeldOf(t, orderId);
  return rows.map((r) => ({
    shopOrderId: r.id,
    orderNo: r.order_no,
    merchantId: r.merchant_id,
    status: r.status,
    // The money its refunds closed for customer service left with the platform is the buyer's, not the shop's.
    cash: Number(r.cash) - buyer.filter((b) => b.shopOrderId === r.id).reduce((sum, b) => sum + b.booked, 0),
    commission: Number(r.commission),
    discount: Number(r.discount),
    settled: r.settled,
  }));
}

/**
 * The money the platform holds for the buyer of each refund of checkout `orderId` closed for customer service
 * (decision 0052: its card failed three times, `CARD_KEEPS_FAILING`, or paid again Stripe answered the money already
 * left, `TAKEN_BACK_AT_STRIPE`; fix-ES), oldest first. `held` is the refunds module's one definition of it
 * (`heldForBuyerSql`: what its failed payments booked back less what later attempts, a payment another way, or money
 * taken back since, audit EP2, paid the buyer). `booked` is the part of those entries booked on a shop order, which is
 * in the shop order's provider cash: the same as `held` for every entry written since audits ET2 and EY2 (they name
 * the shop order); it differs for a release or a payment another way booked before them without one.
 */
async function buyerHeldOf(t: Queryable, orderId: number): Promise<BuyerHeld[]> {
  const { rows } = await t.execute<{
    id: number;
    refund_no: string;
    shop_order_id: number;
    booked: number;
    held: number;
  }>(sql`
    SELECT r.id, r.refund_no, r.shop_order_id,
      coalesce((SELECT -sum(l.amount) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.refund_id = r.id AND e.shop_order_id IS NOT NULL AND l.account = 'platform_adjustments'), 0)::bigint
        AS booked,
      ${heldForBuyerSql('r')} AS held
    FROM refunds r
    WHERE r.order_id = ${orderId} AND ${closedForServiceSql('r')}
    ORDER BY r.closed_at, r.id`);
  return rows.map((r) => ({
    shopOrderId: r.shop_order_id,
    refundId: r.id,
    refundNo: r.refund_no,
    booked: Math.max(Number(r.booked), 0),
    held: Math.max(Number(r.held), 0),
  }));
}

type BuyerHeld = { shopOrderId: number; refundId: number; refundNo: string; booked: number; held: number };

/**
 * How `amount` cents taken back of checkout `orderId`'s payment are booked now (locking as `heldOf`): first what the
 * platform holds for the buyer of refunds closed for customer service (`released`, per refund of `buyer`: the money
 * was the buyer's, and this pays it, the shop untouched, audit EP2), the rest shared across the shop orders `held`
 * (`sharesOf`), and what exceeds both the platform's (`beyond`).
 */
export async function planOf(t: Queryable, orderId: number, amount: number) {
  const held = await heldOf(t, orderId);
  const buyer = held.length === 0 ? [] : await buyerHeldOf(t, orderId);
  let left = Math.max(amount, 0);
  const released = buyer.map((b) => {
    const part = Math.min(b.held, left);
    left -= part;
    return part;
  });
  const shares = sharesOf(held, await waitingOf(t, orderId), left);
  const beyond = left - shares.reduce((sum, s) => sum + s, 0);
  return { held, buyer, released, shares, beyond: Math.max(beyond, 0) };
}

/**
 * `amount` shared in proportion to `weights` (largest remainder, ties to the earlier one): the shares sum to
 * `amount`, which must not exceed the weights' sum, and none exceeds its weight.
 */
export function shareByWeight(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + Math.max(w, 0), 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const whole = BigInt(Math.min(amount, total));
  const big = BigInt(total);
  const exact = weights.map((w) => whole * BigInt(Math.max(w, 0)));
  const shares = exact.map((x) => Number(x / big));
  let left = Number(whole) - shares.reduce((sum, s) => sum + s, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x % big }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left--;
  }
  return shares;
}

/** The commission and platform-funded discount a part of a shop order's cash reverses (all of them with the rest). */
export function reversedOf(h: Held, part: number): { commission: number; discount: number } {
  const all = part >= h.cash;
  return {
    commission: all ? h.commission : Math.floor((h.commission * part) / h.cash),
    discount: all ? h.discount : Math.floor((h.discount * part) / h.cash),
  };
}

/** What money taken back costs a shop order's shop, and from which of its balances (`none`: it held nothing). */
export type Stake = { shopOrderId: number; amount: number; from: 'pending' | 'available' | 'none' };

/**
 * What taking `amount` cents of checkout `orderId`'s payment back would cost each shop (its part of the sale less the
 * commission it no longer pays), as `bookTakenBack` would book it now: from its pending money, or its available
 * balance once the order was settled. Locks as `bookTakenBack` does.
 */
export async function stakesOf(t: Queryable, orderId: number, amount: number): Promise<Stake[]> {
  const { held, shares } = await planOf(t, orderId, amount);
  return held.map((h, i) => {
    const part = shares[i] ?? 0;
    if (part <= 0) return { shopOrderId: h.shopOrderId, amount: 0, from: 'none' as const };
    const { commission, discount } = reversedOf(h, part);
    return {
      shopOrderId: h.shopOrderId,
      amount: part + discount - commission,
      from: h.settled ? 'available' : 'pending',
    };
  });
}

/** What the entries booked under `key` took from each shop order's shop (negative: gave back), and from which balance. */
export async function bookedStakes(t: Queryable, key: string): Promise<Stake[]> {
  const { rows } = await t.execute<{ id: number; amount: number; available: boolean }>(sql`
    SELECT e.shop_order_id AS id, sum(l.amount)::bigint AS amount,
      bool_or(l.account = 'merchant_available') AS available
    FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.key LIKE ${`${key}:%`} AND e.shop_order_id IS NOT NULL
      AND l.account IN ('merchant_pending', 'merchant_available')
    GROUP BY e.shop_order_id ORDER BY e.shop_order_id`);
  return rows.map((r) => ({
    shopOrderId: r.id,
    amount: Number(r.amount),
    from: Number(r.amount) === 0 ? 'none' : r.available ? 'available' : 'pending',
  }));
}

/**
 * What the provider gave back to the shopper of a shop order (refunds made at Stripe, the funds of a dispute the mall
 * lost) that no refund of the mall has been paid with yet (decision 0051): a refund the mall pays later is paid by it
 * first. The funds of a dispute still open are not the shopper's yet: Stripe holds them until it closes, and a won
 * dispute brings them back to the shop (audit DM1).
 */
export async function takenBackUnused(t: Queryable, shopOrderId: number): Promise<number> {
  const { rows } = await t.execute<{ unused: number }>(sql`
    SELECT (coalesce((SELECT -sum(l.amount) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.shop_order_id = ${shopOrderId} AND e.key LIKE 'stripe:%' AND l.account = 'provider_cash'
          AND NOT ${buyerReleaseSql('e')}
          AND NOT EXISTS (SELECT 1 FROM provider_returns pr WHERE pr.kind = 'dispute' AND pr.closed_at IS NULL
            AND e.key LIKE 'stripe:' || pr.ref || ':%')), 0)
      - coalesce((SELECT sum(r.paid_earlier) FROM refunds r
        WHERE r.shop_order_id = ${shopOrderId} AND r.status IN ('refunded', 'refunding')), 0))::bigint AS unused`);
  return Number(rows[0]?.unused ?? 0);
}

/**
 * SQL, in cents: the earlier money Stripe gave back that the refund row `alias` (a `refunds` alias of the enclosing
 * statement) booked as used, its `earlier:RE…` entries, less what a failed dashboard refund took back of them
 * (`earlier:RE…:failed:<re>`): provider cash they gave back.
 */
export function earlierBookedSql(alias: string): SQL {
  const r = sql.identifier(alias);
  return sql`coalesce((SELECT sum(bl.amount)
      FROM ledger_entries be JOIN ledger_lines bl ON bl.entry_id = be.id
      WHERE (be.refund_id = ${r}.id OR be.shop_order_id = ${r}.shop_order_id) AND bl.account = 'provider_cash'
        AND (be.key = 'earlier:' || ${r}.refund_no OR starts_with(be.key, 'earlier:' || ${r}.refund_no || ':'))), 0)::bigint`;
}
