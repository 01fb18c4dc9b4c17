import { sql } from 'drizzle-orm';
import { readGlossary } from '../../modules/catalog/attribute-glossary';
import { insertNumbered } from '../../modules/checkout/order-numbers';
import { markCouponsUsed } from '../../modules/coupons/coupon-checkout';
import { commissionRates, orderItemSplits } from '../../modules/finance/commission';
import { recordRefund, recordSale } from '../../modules/finance/settlement';
import * as inventory from '../../modules/inventory/inventory';
import { fillLineTexts } from '../../modules/orders/line-texts';
import * as transitions from '../../modules/orders/order-transitions';
import { spendPoints } from '../../modules/points/points.service';
import { refundShare } from '../../modules/refunds/refund-amounts';
import { completeIfAllReviewed } from '../../modules/reviews/order-completion';
import type { Queryable } from '../client';

/**
 * The demo shopper's past, so that every account page has something on it: orders in every state (awaiting payment,
 * awaiting shipment, on the way, awaiting a review, completed and reviewed, cancelled, a refund under review and one
 * paid back), points earned (usable and still frozen) and spent, coupons unused, used and expired, favourite shops.
 * Written the way the real flows write: stock is reserved, paid orders go through the orders owner's transitions and
 * book their sale on the ledger, reviews complete their order and earn its points; then the times are moved into the
 * past (every state and amount stays as the flows left it).
 */

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

type Line = {
  product_id: number;
  sku_id: number;
  name: string;
  image: string;
  attrs: { name: string }[];
  attr_values: string[];
  price: number;
};
type Placed = { orderId: number; orderNo: string; shopOrderId: number; shopOrderNo: string; itemIds: number[] };
type Ctx = { db: Queryable; userId: number; now: number; address: Record<string, string>; rates: Map<number, number> };

const at = (ms: number) => sql`to_timestamp(${ms / 1000})`;

/** `count` SKUs in stock of different on-sale products of a shop listed before the order, from the `skip`-th on (by id). */
async function linesOf(
  db: Queryable,
  shopName: string,
  count: number,
  skip: number,
  listedBefore: number,
  minPrice = 0,
): Promise<Line[]> {
  const { rows } = await db.execute<Line>(sql`
    SELECT DISTINCT ON (p.id) p.id AS product_id, s.id AS sku_id, p.name,
      coalesce(nullif(s.image, ''), p.images->>0, '') AS image, p.attrs, s.attr_values, s.price
    FROM products p JOIN product_skus s ON s.product_id = p.id JOIN merchants m ON m.id = p.merchant_id
    WHERE m.name = ${shopName} AND p.on_sale AND s.stock >= 3 AND s.price >= ${minPrice}
      AND p.created_at < ${at(listedBefore)}
    ORDER BY p.id, s.id OFFSET ${skip} LIMIT ${count}`);
  return rows;
}

const skuText = (l: Line) => l.attr_values.map((v, i) => (l.attrs[i] ? `${l.attrs[i].name}: ${v}` : v)).join(', ');

/**
 * A checkout of one shop as place-order writes it: the order, the shop order, its items with their splits, the stock
 * reserved, the coupon marked used and the points spent. Created at `createdAt`.
 */
async function place(
  ctx: Ctx,
  merchantId: number,
  lines: (Line & { quantity: number })[],
  createdAt: number,
  extra: { couponUserId?: number; coupon?: number; points?: number; payMinutes?: number } = {},
): Promise<Placed> {
  const { db, userId } = ctx;
  const proTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const freight = proTotal >= 4900 ? 0 : 399;
  const coupon = extra.coupon ?? 0;
  const points = extra.points ?? 0;
  // The mall's default: 100 points pay one dollar, so a point is worth a cent.
  const pointsMoney = points;
  const pay = proTotal + freight - coupon - pointsMoney;
  const deadline = createdAt + (extra.payMinutes ?? 30) * MIN;
  // Numbers drawn again when taken, as checkout draws them: the seed writes many in one second (order-numbers.ts).
  const { no: orderNo, row: order } = await insertNumbered('PT', async (no) => {
    const { rows } = await db.execute<{ id: number }>(sql`
      INSERT INTO orders (order_no, pre_order_no, user_id, pay_type, pro_total, freight, coupon_discount,
        points_discount, points_used, pay_amount, address, pay_deadline, created_at)
      VALUES (${no}, ${`demo-${no}`}, ${userId}, 'card', ${proTotal}, ${freight}, ${coupon}, ${pointsMoney},
        ${points}, ${pay}, ${JSON.stringify(ctx.address)}::jsonb, ${at(deadline)}, ${at(createdAt)})
      ON CONFLICT (order_no) DO NOTHING RETURNING id`);
    return rows[0];
  });
  const orderId = order.id;
  const bp = ctx.rates.get(merchantId) ?? 0;
  const splits = orderItemSplits({
    bp,
    amounts: lines.map((l) => l.price * l.quantity),
    coupon,
    shopCoupon: coupon,
    points: pointsMoney,
  });
  const { no: shopOrderNo, row: shopOrder } = await insertNumbered('SH', async (no) => {
    const { rows } = await db.execute<{ id: number }>(sql`
      INSERT INTO shop_orders (order_no, order_id, user_id, merchant_id, pro_total, freight, coupon_discount,
        points_discount, points_used, coupon_user_id, pay_amount, created_at)
      VALUES (${no}, ${orderId}, ${userId}, ${merchantId}, ${proTotal}, ${freight}, ${coupon}, ${pointsMoney},
        ${points}, ${extra.couponUserId ?? null}, ${pay}, ${at(createdAt)})
      ON CONFLICT (order_no) DO NOTHING RETURNING id`);
    return rows[0];
  });
  const so = [shopOrder];
  const itemIds: number[] = [];
  for (const [i, l] of lines.entries()) {
    const split = splits[i]!;
    const { rows: item } = await db.execute<{ id: number }>(sql`
      INSERT INTO order_items (shop_order_id, product_id, sku_id, name, image, sku_text, price, quantity,
        commission_bp, shop_discount, platform_discount, commission)
      VALUES (${so[0]!.id}, ${l.product_id}, ${l.sku_id}, ${l.name}, ${l.image}, ${skuText(l)}, ${l.price},
        ${l.quantity}, ${bp}, ${split.shopDiscount}, ${split.platformDiscount}, ${split.commission})
      RETURNING id`);
    itemIds.push(item[0]!.id);
  }
  await inventory.reserve(db, stockLines(lines), (l) => String(l.skuId));
  if (extra.couponUserId !== undefined) {
    await markCouponsUsed(db, orderId, [extra.couponUserId]);
    await db.execute(sql`UPDATE coupon_users SET used_at = ${at(createdAt)} WHERE id = ${extra.couponUserId}`);
  }
  if (points > 0) {
    await spendPoints(db, { userId, orderId, orderNo, points, money: pointsMoney });
    await db.execute(sql`UPDATE points_ledger SET created_at = ${at(createdAt)}, available_at = ${at(createdAt)}
      WHERE order_id = ${orderId} AND type = 'spend'`);
  }
  return { orderId, orderNo, shopOrderId: so[0]!.id, shopOrderNo, itemIds };
}

const stockLines = (lines: (Line & { quantity: number })[]) =>
  lines.map((l) => ({ productId: l.product_id, skuId: l.sku_id, quantity: l.quantity }));

/** Paid by the test card at `paidAt`: the orders owner marks it paid (and books the sale), the units count as sold. */
async function pay(ctx: Ctx, o: Placed, lines: (Line & { quantity: number })[], paidAt: number): Promise<void> {
  const { db } = ctx;
  await transitions.markPaid(db, o.orderId);
  await inventory.recordSales(db, stockLines(lines));
  await recordSale(db, o.orderId);
  await db.execute(sql`
    INSERT INTO payments (order_id, provider, provider_ref, amount, status, message, created_at)
    SELECT id, 'testcard', ${`tc_demo_${o.orderNo}`}, pay_amount, 'succeeded', '', ${at(paidAt)} FROM orders
    WHERE id = ${o.orderId}`);
  await db.execute(sql`UPDATE orders SET paid_at = ${at(paidAt)} WHERE id = ${o.orderId}`);
  await db.execute(sql`UPDATE shop_orders SET paid_at = ${at(paidAt)} WHERE id = ${o.shopOrderId}`);
}

/** Handed to the courier at `shippedAt`, with the parcel's journey so far. */
async function ship(ctx: Ctx, o: Placed, shippedAt: number, trackingNo: string): Promise<void> {
  const { db, now } = ctx;
  await transitions.ship(db, o.shopOrderId, { method: 'send', courierCompany: 'Lao Post EMS', trackingNo });
  await db.execute(sql`UPDATE shop_orders SET shipped_at = ${at(shippedAt)} WHERE id = ${o.shopOrderId}`);
  const steps = [
    [0, `Handed to Lao Post EMS, tracking number ${trackingNo}`],
    [9 * HOUR, 'Left the sorting centre'],
    [30 * HOUR, 'Arrived at the Vientiane delivery office'],
    [40 * HOUR, 'Out for delivery'],
  ] as const;
  for (const [after, text] of steps) {
    if (shippedAt + after > now) break;
    await db.execute(sql`INSERT INTO logistics_events (shop_order_id, text, created_at)
      VALUES (${o.shopOrderId}, ${text}, ${at(shippedAt + after)})`);
  }
}

async function receive(ctx: Ctx, o: Placed, receivedAt: number): Promise<void> {
  await transitions.confirmReceipt(ctx.db, ctx.userId, o.shopOrderNo);
  await ctx.db.execute(sql`UPDATE shop_orders SET received_at = ${at(receivedAt)} WHERE id = ${o.shopOrderId}`);
}

/** The shopper reviews every item; the reviews owner completes the order and earns its points (frozen 7 days). */
async function review(
  ctx: Ctx,
  o: Placed,
  merchantId: number,
  lines: Line[],
  reviewedAt: number,
  words: { score: number; comment: string; pics?: boolean; reply?: string }[],
): Promise<void> {
  const { db, userId } = ctx;
  for (const [i, l] of lines.entries()) {
    const w = words[i % words.length]!;
    await db.execute(sql`
      INSERT INTO reviews (product_id, merchant_id, user_id, sku_text, product_score, service_score, comment, pics,
        merchant_reply, replied_at, order_item_id, shop_order_id, created_at)
      VALUES (${l.product_id}, ${merchantId}, ${userId}, ${skuText(l)}, ${w.score}, ${Math.min(5, w.score + 1)},
        ${w.comment}, ${JSON.stringify(w.pics ? [l.image] : [])}::jsonb, ${w.reply ?? null},
        ${w.reply ? at(reviewedAt + 5 * HOUR) : null}, ${o.itemIds[i]!}, ${o.shopOrderId}, ${at(reviewedAt)})`);
    await db.execute(sql`UPDATE order_items SET reviewed = true WHERE id = ${o.itemIds[i]!}`);
  }
  await completeIfAllReviewed(db, o.shopOrderId);
  await db.execute(sql`UPDATE shop_orders SET completed_at = ${at(reviewedAt)} WHERE id = ${o.shopOrderId}`);
  await db.execute(sql`UPDATE points_ledger SET created_at = ${at(reviewedAt)}, available_at = ${at(reviewedAt + 7 * DAY)}
    WHERE shop_order_id = ${o.shopOrderId} AND type = 'earn'`);
}

/** A coupon of `shop` (0: the mall's) named `name`, received at `receivedAt`; answers the coupon_users id. */
async function receiveCoupon(ctx: Ctx, merchantId: number, name: string, receivedAt: number): Promise<number | null> {
  const { rows } = await ctx.db.execute<{ id: number; valid_days: number | null; valid_to: string | null }>(sql`
    UPDATE coupons SET taken = taken + 1 WHERE id = (
      SELECT id FROM coupons WHERE merchant_id = ${merchantId} AND name = ${name} ORDER BY id LIMIT 1)
    RETURNING id, valid_days, valid_to`);
  const coupon = rows[0];
  if (!coupon) return null;
  const validTo =
    coupon.valid_days !== null ? receivedAt + coupon.valid_days * DAY : new Date(coupon.valid_to ?? 0).getTime();
  const { rows: held } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO coupon_users (coupon_id, user_id, merchant_id, valid_from, valid_to, created_at)
    VALUES (${coupon.id}, ${ctx.userId}, ${merchantId}, ${at(receivedAt)}, ${at(validTo)}, ${at(receivedAt)})
    RETURNING id`);
  return held[0]!.id;
}

/** A refund request on items of a paid order that is still waiting to be shipped. */
async function askRefund(
  ctx: Ctx,
  o: Placed,
  merchantId: number,
  lines: (Line & { quantity: number })[],
  chosen: number[],
  askedAt: number,
  reason: string,
): Promise<{ id: number; amount: number }> {
  const { db } = ctx;
  const { rows: so } = await db.execute<{ pay_amount: number; freight: number; points_used: number }>(
    sql`SELECT pay_amount, freight, points_used FROM shop_orders WHERE id = ${o.shopOrderId}`,
  );
  const share = refundShare({
    payAmount: so[0]!.pay_amount,
    freight: so[0]!.freight,
    pointsUsed: so[0]!.points_used,
    items: lines.map((l, i) => ({ id: o.itemIds[i]!, price: l.price, quantity: l.quantity })),
    chosen: chosen.map((i) => o.itemIds[i]!),
    coversTheRest: chosen.length === lines.length,
    shipped: false,
    taken: { goods: 0, freight: 0, points: 0 },
  });
  const { row: refunded } = await insertNumbered('RE', async (no) => {
    const { rows } = await db.execute<{ id: number }>(sql`
      INSERT INTO refunds (refund_no, order_id, shop_order_id, user_id, merchant_id, type, status, reason, explain,
        amount, points, created_at)
      VALUES (${no}, ${o.orderId}, ${o.shopOrderId}, ${ctx.userId}, ${merchantId}, 'refund', 'review',
        ${reason}, '', ${share.amount}, ${share.points}, ${at(askedAt)})
      ON CONFLICT (refund_no) DO NOTHING RETURNING id`);
    return rows[0];
  });
  const refund = [refunded];
  for (const i of chosen) {
    const itemId = o.itemIds[i]!;
    await db.execute(sql`
      INSERT INTO refund_items (refund_id, order_item_id, quantity, amount)
      VALUES (${refund[0]!.id}, ${itemId}, ${lines[i]!.quantity}, ${share.perItem.get(itemId) ?? 0})`);
    await db.execute(sql`UPDATE order_items SET refund_status = 'applying' WHERE id = ${itemId}`);
  }
  return { id: refund[0]!.id, amount: share.amount };
}

/** The shop accepted a refund of unshipped goods and the test card paid it back at `paidBackAt`. */
async function payBack(ctx: Ctx, o: Placed, refundId: number, paidBackAt: number): Promise<void> {
  const { db } = ctx;
  const when = at(paidBackAt);
  await db.execute(sql`
    UPDATE refunds SET status = 'refunded', provider_ref = 'tcr_' || refund_no, reviewed_at = ${when},
      refunded_at = ${when}, closed_at = ${when}
    WHERE id = ${refundId}`);
  await db.execute(sql`
    INSERT INTO payments (order_id, provider, provider_ref, amount, status, message, created_at)
    SELECT order_id, 'testcard', provider_ref, amount, 'refund', refund_no, ${when} FROM refunds WHERE id = ${refundId}`);
  await db.execute(sql`
    UPDATE order_items SET refund_status = 'refunded'
    WHERE id IN (SELECT order_item_id FROM refund_items WHERE refund_id = ${refundId})`);
  const { rows } = await db.execute<{ product_id: number; sku_id: number; quantity: number }>(sql`
    SELECT i.product_id, i.sku_id, ri.quantity FROM refund_items ri JOIN order_items i ON i.id = ri.order_item_id
    WHERE ri.refund_id = ${refundId} ORDER BY i.sku_id`);
  await inventory.restock(
    db,
    rows.map((r) => ({ productId: r.product_id, skuId: r.sku_id, quantity: r.quantity })),
  );
  await recordRefund(db, refundId);
  await transitions.closeRefunded(db, o.shopOrderId);
}

const qty = (lines: Line[], quantities: number[]) => lines.map((l, i) => ({ ...l, quantity: quantities[i] ?? 1 }));

export async function seedShopperHistory(db: Queryable, userId: number | undefined, now: number): Promise<void> {
  if (userId === undefined) return;
  const { rows: addr } = await db.execute<Record<string, string>>(sql`
    SELECT real_name AS "realName", email, country, region_code AS "regionCode", region, city, detail,
      post_code AS "postCode", country_code AS "countryCode", phone
    FROM addresses WHERE user_id = ${userId} AND is_default`);
  const { rows: shops } = await db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM merchants WHERE status = 'open' ORDER BY id`,
  );
  const shopId = new Map(shops.map((s) => [s.name, s.id]));
  const rates = await commissionRates(
    db,
    shops.map((s) => s.id),
  );
  const ctx: Ctx = { db, userId, now, address: addr[0] ?? {}, rates };
  const ago = (days: number, hours = 0) => now - days * DAY - hours * HOUR;
  const id = (name: string) => shopId.get(name);

  // Coupons: one used on an order below, two to use, one that ran out unused.
  const storeCoupon = await receiveCoupon(ctx, id('Maison Lumière') ?? 0, 'Store coupon', ago(52));
  await receiveCoupon(ctx, 0, 'Mall coupon', ago(4));
  await receiveCoupon(ctx, id('Siam Silk House') ?? 0, 'Store coupon', ago(2));
  await receiveCoupon(ctx, id('悦享生活旗舰店') ?? 0, 'Welcome coupon', ago(40));

  // 1. Completed and reviewed long ago (settled for the shop; its points usable).
  const silk = id('Siam Silk House');
  if (silk !== undefined) {
    const lines = qty(await linesOf(db, 'Siam Silk House', 2, 0, ago(80)), [1, 2]);
    if (lines.length > 0) {
      const o = await place(ctx, silk, lines, ago(80));
      await pay(ctx, o, lines, ago(80) + 3 * MIN);
      await ship(ctx, o, ago(79), 'EMS8800012345LA');
      await receive(ctx, o, ago(76));
      await review(ctx, o, silk, lines, ago(75), [
        {
          score: 5,
          comment:
            'Beautiful silk, the colours are even richer than in the pictures. Well packed and it arrived in Vientiane in three days.',
          pics: true,
          reply: 'Thank you for your kind words! We hope you enjoy wearing it.',
        },
        { score: 4, comment: 'Good quality for the price. The second one is a present for my sister, she loves it.' },
      ]);
    }
  }
  // 2. Completed with the shop's coupon.
  const maison = id('Maison Lumière');
  if (maison !== undefined) {
    // Goods enough to reach the coupon's minimum spend, as the shopper chose them.
    const { rows: c } = await db.execute<{ amount: number; min_spend: number }>(sql`
      SELECT c.amount, c.min_spend FROM coupon_users u JOIN coupons c ON c.id = u.coupon_id WHERE u.id = ${storeCoupon ?? 0}`);
    const lines = qty(await linesOf(db, 'Maison Lumière', 1, 0, ago(50), Math.ceil((c[0]?.min_spend ?? 0) / 2)), [2]);
    const total = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const useCoupon = storeCoupon !== null && c[0] !== undefined && total >= c[0].min_spend;
    if (lines.length > 0) {
      const o = await place(
        ctx,
        maison,
        lines,
        ago(50),
        useCoupon ? { couponUserId: storeCoupon, coupon: c[0]!.amount } : {},
      );
      await pay(ctx, o, lines, ago(50) + 5 * MIN);
      await ship(ctx, o, ago(49), 'EMS8800023456LA');
      await receive(ctx, o, ago(45));
      await review(ctx, o, maison, lines, ago(44), [
        { score: 4, comment: 'Lovely and well made. Delivery took a little longer than expected, but worth it.' },
      ]);
    }
  }
  // 3. Completed, paid partly with points.
  const pantry = id('Green Pantry');
  if (pantry !== undefined) {
    const lines = qty(await linesOf(db, 'Green Pantry', 2, 1, ago(30)), [2, 1]);
    if (lines.length > 0) {
      const { rows: bal } = await db.execute<{ points: number }>(sql`
        SELECT coalesce(sum(points), 0)::int AS points FROM points_ledger
        WHERE user_id = ${userId} AND available_at <= ${at(ago(30))}`);
      const points = Math.floor((bal[0]?.points ?? 0) * 0.6);
      const o = await place(ctx, pantry, lines, ago(30), { points });
      await pay(ctx, o, lines, ago(30) + 2 * MIN);
      await ship(ctx, o, ago(29), 'EMS8800034567LA');
      await receive(ctx, o, ago(27));
      await review(ctx, o, pantry, lines, ago(26), [
        { score: 5, comment: 'Fresh and tasty, exactly what I order every month. Fast delivery as always.' },
        { score: 3, comment: 'Fine, but the bag was a little smaller than I thought.' },
      ]);
    }
  }
  // 4. Completed three days ago: its points are still frozen.
  const lao = id('Lao Heritage Crafts');
  if (lao !== undefined) {
    const lines = qty(await linesOf(db, 'Lao Heritage Crafts', 1, 0, ago(9)), [1]);
    if (lines.length > 0) {
      const o = await place(ctx, lao, lines, ago(9));
      await pay(ctx, o, lines, ago(9) + 4 * MIN);
      await ship(ctx, o, ago(8), 'EMS8800045678LA');
      await receive(ctx, o, ago(4));
      await review(ctx, o, lao, lines, ago(3), [
        {
          score: 5,
          comment: 'ງາມຫຼາຍ, ຄຸນນະພາບດີ. Beautiful work from a local shop, I will buy again.',
          pics: true,
        },
      ]);
    }
  }
  // 5. Received yesterday, waiting for a review.
  const runner = id('Urban Runner Sports');
  if (runner !== undefined) {
    const lines = qty(await linesOf(db, 'Urban Runner Sports', 1, 0, ago(6)), [1]);
    if (lines.length > 0) {
      const o = await place(ctx, runner, lines, ago(6));
      await pay(ctx, o, lines, ago(6) + 3 * MIN);
      await ship(ctx, o, ago(5), 'EMS8800056789LA');
      await receive(ctx, o, ago(1));
    }
  }
  // 6. On its way.
  if (lao !== undefined) {
    const lines = qty(await linesOf(db, 'Lao Heritage Crafts', 2, 1, ago(3)), [1, 1]);
    if (lines.length > 0) {
      const o = await place(ctx, lao, lines, ago(3));
      await pay(ctx, o, lines, ago(3) + 6 * MIN);
      await ship(ctx, o, ago(2), 'EMS8800067890LA');
    }
  }
  // 7. Paid this morning, waiting to be shipped.
  if (silk !== undefined) {
    const lines = qty(await linesOf(db, 'Siam Silk House', 1, 2, ago(1)), [1]);
    if (lines.length > 0) {
      const o = await place(ctx, silk, lines, ago(0, 5));
      await pay(ctx, o, lines, ago(0, 5) + 2 * MIN);
    }
  }
  // 8. A refund asked for on one item of an order not shipped yet: the shop has not decided.
  if (maison !== undefined) {
    const lines = qty(await linesOf(db, 'Maison Lumière', 2, 0, ago(2)), [1, 1]);
    if (lines.length > 1) {
      const o = await place(ctx, maison, lines, ago(2));
      await pay(ctx, o, lines, ago(2) + 4 * MIN);
      await askRefund(ctx, o, maison, lines, [1], ago(1, 3), 'Wrong size, colour or model');
    }
  }
  // 9. Refunded in full before shipping.
  if (pantry !== undefined) {
    const lines = qty(await linesOf(db, 'Green Pantry', 1, 4, ago(18)), [3]);
    if (lines.length > 0) {
      const o = await place(ctx, pantry, lines, ago(18));
      await pay(ctx, o, lines, ago(18) + 2 * MIN);
      const refund = await askRefund(ctx, o, pantry, lines, [0], ago(17, 20), 'No longer needed');
      await payBack(ctx, o, refund.id, ago(17, 2));
    }
  }
  // 10. Cancelled: never paid.
  const home = id('悦享生活旗舰店');
  if (home !== undefined) {
    const lines = qty(await linesOf(db, '悦享生活旗舰店', 1, 0, ago(12)), [1]);
    if (lines.length > 0) {
      const o = await place(ctx, home, lines, ago(12));
      await transitions.cancelUnpaid(db, o.orderId);
      await inventory.release(db, stockLines(lines));
      await db.execute(sql`UPDATE orders SET cancelled_at = ${at(ago(12) + 30 * MIN)} WHERE id = ${o.orderId}`);
      await db.execute(
        sql`UPDATE shop_orders SET cancelled_at = ${at(ago(12) + 30 * MIN)} WHERE order_id = ${o.orderId}`,
      );
    }
  }
  // 11. Awaiting payment: placed a moment ago; the demo gives it a day (a real checkout gets the configured minutes).
  const mall = id('Mall Self-operated');
  if (mall !== undefined) {
    const lines = qty(await linesOf(db, 'Mall Self-operated', 1, 3, ago(1)), [1]);
    if (lines.length > 0) await place(ctx, mall, lines, now - 10 * MIN, { payMinutes: 24 * 60 });
  }

  // Favourite shops, counted in their followers as following does.
  for (const name of ['Siam Silk House', 'Lao Heritage Crafts', 'Maison Lumière']) {
    const merchantId = id(name);
    if (merchantId === undefined) continue;
    const { rows } = await db.execute(sql`
      INSERT INTO merchant_follows (user_id, merchant_id, created_at) VALUES (${userId}, ${merchantId}, ${at(ago(60))})
      ON CONFLICT DO NOTHING RETURNING merchant_id`);
    if (rows[0])
      await db.execute(sql`UPDATE merchants SET follower_count = follower_count + 1 WHERE id = ${merchantId}`);
  }
}

/**
 * The seeded orders' lines (the shopper's and the finance history's) in every language, as checkout writes them
 * (audit AF2); after every seeded order, with the glossary the seed just wrote.
 */
export async function seedLineTexts(db: Queryable): Promise<void> {
  await fillLineTexts(db, await readGlossary(db));
}

/** Counts the history's paid and refunded units on their products (the inventory's moves, folded at once). */
export async function seedSalesCounts(db: Queryable): Promise<void> {
  await inventory.foldSales(db);
}
