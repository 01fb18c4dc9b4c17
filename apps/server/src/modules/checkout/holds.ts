import { holdWeight, mostOfOneItem } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, executePrepared, type Queryable } from '../../db/client';
import { forbidden, invalid } from '../../platform/errors';
import { limitBy } from '../../platform/rate-limit';
import { guestsOpen, type Setting, settingOf, settingValue } from '../content/settings';
import { shopRunByOf } from '../shops/own-shop';

/** A guest's new checkout while guests are switched off (decision 0055): its cart and placed orders stay its own. */
export const GUESTS_CLOSED = 'Guest purchases are closed: sign in or register to place a new order';

/**
 * What one account may hold in unpaid orders (each holds its stock until paid or cancelled), decision 0010. A
 * guest's holds weigh double, so a guest reaches every cap at half. The defaults are the configuration's.
 */
export type HoldLimits = {
  /** Unpaid checkouts at once. */
  orders: number;
  /** Units in all unpaid checkouts together. */
  units: number;
  /** Units of one SKU, whatever its stock. */
  skuUnits: number;
  /** Percent of one SKU's stock (what is left plus what the account holds of it), never below SKU_FLOOR units. */
  skuShare: number;
  /** RATE_LIMIT_FACTOR (`app.rateLimits.factor`): multiplies the checkout rate below, as it does every rate limit. */
  rateFactor: number;
};

export const HOLD_DEFAULTS: HoldLimits = { orders: 5, units: 50, skuUnits: 20, skuShare: 25, rateFactor: 1 };

/** Checkouts begun (pre-orders) and placed (creates) per account in ten minutes; a guest gets half. */
const PRE_ORDERS_PER_WINDOW = 60;
const CREATES_PER_WINDOW = 30;
const WINDOW_SECONDS = 600;

export const TOO_OFTEN = 'You are checking out too often; please wait a few minutes';
export const TOO_MANY_ORDERS = 'You have too many unpaid orders; pay or cancel one first';
/**
 * The most of one item a shopper may order at a time, as said to them. The cart says it too: a cart line never holds
 * more than `mostOfOneItem` (audit P3: a cart of 30 could never be checked out).
 */
export const atMostOfOneItem = (most: number) => `You can order at most ${most} of one item at a time`;

/**
 * The most of one SKU the account may order now, said as a number, and with what its unpaid orders already hold of it
 * when they hold some (audit P3: "pay or cancel your unpaid orders" was said to shoppers who had none).
 */
function tooManyOfOne(most: number, held: number): string {
  return held > 0 ? `${atMostOfOneItem(most)}; your unpaid orders already hold ${held} of it` : atMostOfOneItem(most);
}

/** The caps of one SKU: what the cart needs of HoldLimits. */
export type SkuLimits = Pick<HoldLimits, 'skuUnits' | 'skuShare'>;

/**
 * The guest weight and the most of one SKU an account may take in one checkout: the contract's, shared with the
 * storefront's stepper (audit CE10), the one rule of checkout (checkHolds), the cart and its merge.
 */
export { holdWeight, mostOfOneItem } from '@mall/contract';

export type Line = { skuId: number; quantity: number; stock: number };

/**
 * Counts a pre-order or a create against the account's rate (429 past it); answers the account's weight and the shop
 * it runs (own-shop.ts), which checkout prices with. The count, whether the account is a guest and its shop are one
 * statement (issue 25: three fewer round trips per order). With `heldOf` (the SKUs of a pre-order the client named),
 * the same statement also reads what the account holds (`held`, for `checkHeld`): one round trip more saved.
 */
export async function checkoutRate(
  db: Db,
  userId: number,
  step: 'pre' | 'create',
  limits: HoldLimits,
  heldOf?: number[],
): Promise<{ weight: number; shopRun: number | null; held: Held | null }> {
  const max = step === 'pre' ? PRE_ORDERS_PER_WINDOW : CREATES_PER_WINDOW;
  const buyer = await limitBy<{
    guest: boolean;
    shop: number | null;
    held: Held | null;
    methods?: Setting<'loginMethods'> | null;
    home?: Setting<'home'> | null;
  }>(
    { db, factor: limits.rateFactor },
    `checkout:${step}:user:${userId}`,
    WINDOW_SECONDS,
    // A guest's statement also reads whether guests are open (decision 0055); a member's reads nothing more.
    sql`SELECT json_build_object('guest', u.is_guest, 'shop', ${shopRunByOf(sql`u.id`)},
      'held', ${heldOf ? sql`(${heldStatement(userId, heldOf)})` : sql`NULL`},
      'methods', CASE WHEN u.is_guest THEN ${settingValue('loginMethods')} END,
      'home', CASE WHEN u.is_guest THEN ${settingValue('home')} END) FROM users u WHERE u.id = ${userId}`,
    (fact) => Math.floor(max / holdWeight(fact?.guest ?? null)),
    TOO_OFTEN,
  );
  if (buyer?.guest && !guestsOpen(settingOf('loginMethods', buyer.methods), settingOf('home', buyer.home))) {
    throw forbidden(GUESTS_CLOSED);
  }
  return { weight: holdWeight(buyer?.guest ?? null), shopRun: buyer?.shop ?? null, held: buyer?.held ?? null };
}

/** What an account holds in unpaid orders: the orders, their units, and their units of each SKU asked about. */
export type Held = { orders: number; units: number; per_sku: Record<string, number> };

/** `Held` as one JSON value (a statement to use as a column of another: `checkoutRate`, lines.ts). */
export function heldStatement(userId: number, skuIds: number[]) {
  const ids = `{${skuIds.map((id) => Math.trunc(id)).join(',')}}`;
  return sql`
    WITH held AS (
      SELECT i.sku_id, i.quantity FROM order_items i JOIN shop_orders s ON s.id = i.shop_order_id
      WHERE s.user_id = ${userId} AND s.status = 'unpaid'
    )
    SELECT json_build_object('orders', (SELECT count(*)::int FROM orders WHERE user_id = ${userId} AND status = 'unpaid'),
      'units', (SELECT coalesce(sum(quantity), 0)::int FROM held),
      'per_sku', (SELECT coalesce(jsonb_object_agg(sku_id, units), '{}') FROM (
        SELECT sku_id, sum(quantity)::int AS units FROM held WHERE sku_id = ANY(${ids}::int[]) GROUP BY sku_id
      ) x))`;
}

/**
 * Refuses a checkout of these lines when, added to what the account holds in unpaid orders now, it would pass a cap.
 * Inside the order's transaction take `holdsLock` first, so that two checkouts of one account count one after the
 * other; before (at pre-order) it is an early answer only.
 */
export async function checkHolds(db: Queryable, userId: number, weight: number, lines: Line[], limits: HoldLimits) {
  const { rows } = await executePrepared<{ held: Held }>(
    db,
    sql`SELECT (${heldStatement(
      userId,
      lines.map((l) => l.skuId),
    )}) AS held`,
  );
  checkHeld(rows[0]?.held ?? null, weight, lines, limits);
}

/** `checkHolds` on what the account was read to hold (`checkoutRate`'s `held`). */
export function checkHeld(found: Held | null, weight: number, lines: Line[], limits: HoldLimits): void {
  const held = found ?? { orders: 0, units: 0, per_sku: {} };
  if ((held.orders + 1) * weight > limits.orders) throw invalid(TOO_MANY_ORDERS);
  const adding = lines.reduce((sum, l) => sum + l.quantity, 0);
  if ((held.units + adding) * weight > limits.units) {
    // Said as a number, in the account's own units (a guest's count double), with what its unpaid orders already
    // hold only when they hold some (audit AV3: "pay or cancel your unpaid orders" was said to shoppers who had none).
    const most = Math.floor(limits.units / weight);
    throw invalid(
      held.units > 0
        ? `You can order at most ${most} items at a time; your unpaid orders already hold ${held.units}`
        : `You can order at most ${most} items at a time`,
    );
  }
  for (const line of lines) {
    const mine = held.per_sku[String(line.skuId)] ?? 0;
    const most = mostOfOneItem(limits, line.stock + mine, weight);
    if (mine + line.quantity > most) throw invalid(tooManyOfOne(most, mine));
  }
}

/**
 * Serialises the checkouts of one account until the transaction ends (nothing else takes this lock): a column of the
 * statement that takes it, so that it costs no round trip of its own (issue 25). The statements after it see what the
 * account's earlier checkouts committed.
 */
export const holdsLock = (userId: number): SQL => sql`pg_advisory_xact_lock(hashtext(${`holds:${userId}`}))`;
