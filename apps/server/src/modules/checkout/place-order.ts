import { type Locale, orderNoteMessages, toCents } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, executePrepared, type Queryable } from '../../db/client';
import type { AddressSnapshot, PreOrderLine } from '../../db/schema';
import { conflict, invalid, notFound } from '../../platform/errors';
import { addressColumn, addressOf } from '../addresses/addresses.service';
import { skuText } from '../catalog/translations';
import { markCouponsUsed } from '../coupons/coupon-checkout';
import { freightCommission, orderItemSplits } from '../finance/commission';
import * as inventory from '../inventory/inventory';
import { recordNotice } from '../notices/record';
import { spendPoints } from '../points/points.service';
import { applyChoice, holdLines, PAY_MINUTES_DEFAULT, priceShops } from './checkout.service';
import { ADDRESS_NEEDED, applyFreight, type Delivery, destinationOf } from './delivery';
import { type FrozenItem, frozenFreightGroups } from './frozen-freight';
import { checkHeld, checkoutRate, HOLD_DEFAULTS, type HoldLimits, holdsLock } from './holds';
import { describePlacedLines } from './lines';
import { insertNumbered, orderNumbers } from './order-numbers';
import { checkPayMinimum, type Discounted, totals } from './pricing';

export type CreatedOrder = { orderNo: string; payAmount: number; payDeadline: Date; existing: boolean };

export type OrderChoice = {
  preOrderNo: string;
  addressId?: number;
  couponIds: number[];
  usePoints: boolean;
  mark: string;
  /** A note per shop by merchant id; when given, `mark` goes nowhere and each shop gets only its own. */
  marks?: Record<string, string>;
  payType: string;
  /** The amount the shopper confirmed; the order is refused when it would cost anything else. */
  payFee?: string;
};

/** The answer when the order would cost other than the amount the shopper confirmed. */
export const PRICE_CHANGED = 'The price of your order has changed: please check the new total and confirm again';

/** The note a shop receives: its own of `marks` when the shopper wrote per shop, else the one `mark` for all. */
const noteFor = (input: OrderChoice, merchantId: number) =>
  input.marks ? (input.marks[String(merchantId)] ?? '') : input.mark;

/**
 * Places the order: one PT order and one SH order per shop, in one transaction, as a list of named steps. The
 * pre-order row is locked first, so the same preOrderNo answers the same order; the account's holds are counted
 * under its own lock; stock is reserved by the inventory; coupons and points are spent by their owners.
 */
export async function createOrder(
  db: Db,
  userId: number,
  input: OrderChoice,
  payMinutes = PAY_MINUTES_DEFAULT,
  limits: HoldLimits = HOLD_DEFAULTS,
  /** The shopper's language: each order item keeps the name and SKU text the shopper saw when buying. */
  locale: Locale = 'en',
  /** The time zone of the shopper's browser: the pay-by date of the order's mail is written in it (audit CI2). */
  zone?: string,
): Promise<CreatedOrder> {
  const { weight, shopRun } = await checkoutRate(db, userId, 'create', limits);
  return db.transaction(async (tx) => {
    const t = tx;
    const pre = await lockPreOrder(tx, userId, input.preOrderNo, input.addressId);
    // The account's checkouts count one after the other from here, so two at once cannot both pass the caps.
    const placed = await orderPlacedFrom(tx, input.preOrderNo, userId);
    if (placed) return placed;
    if (pre.expired) throw invalid('This checkout has expired, please start again');
    // An order of only virtual goods asks for no address (checked once the goods are known).
    const address = input.addressId === undefined ? null : await addressOf(pre.address);

    // The goods as they are now and what the account holds in unpaid orders, read after the holds lock.
    const { described, held, shipping } = await describePlacedLines(t, pre.lines, locale, userId);
    checkHeld(held, weight, holdLines(described), limits);

    const shops = priceShops(described, shopRun);
    const inOrder = new Set(shops.map((shop) => String(shop.merchantId)));
    if (Object.keys(input.marks ?? {}).some((merId) => !inOrder.has(merId)))
      throw invalid(orderNoteMessages.notInOrder);
    const delivery = await applyFreight(t, shops, await destinationOf(address), shipping);
    if (delivery.needsAddress && !address) throw invalid(ADDRESS_NEEDED);
    // An incomplete address or goods that cannot go there: nothing is written (issue 21).
    if (!delivery.deliverable) throw invalid(delivery.message);
    const discounted = await applyChoice(t, userId, shops, input, true);
    // Goods and freight worth less than a card charge takes: nobody could pay it, so nothing is held (audit DF2).
    checkPayMinimum(totals(shops).pay);
    // What the shopper confirmed is what the order costs, or nothing is written: the points or a coupon the price
    // counted may have gone to another checkout meanwhile (both priced, then placed at once).
    if (input.payFee !== undefined && toCents(input.payFee) !== totals(shops).pay) throw conflict(PRICE_CHANGED);
    const order = await writeOrder(tx, {
      userId,
      input,
      address,
      shops,
      discounted,
      payMinutes,
      virtualShops: delivery.virtualShops,
      shipping: delivery.shipping,
    });
    // Only the coupons that took something off: one that took nothing stays the shopper's (audit F5).
    const taken = [...discounted.shops.map((s) => s.couponUserId), discounted.platformCouponUserId];
    await markCouponsUsed(
      t,
      order.id,
      taken.filter((id): id is number => id !== null),
    );
    await spendPoints(t, {
      userId,
      orderId: order.id,
      orderNo: order.orderNo,
      points: discounted.pointsUsed,
      money: order.pointsMoney,
    });
    await clearCartLines(tx, userId, pre.lines);
    await recordNotice(tx, { kind: 'order_placed', orderId: order.id, zone });
    // Stock last: the hot SKUs' and products' rows stay locked only until the commit that follows, not while the
    // order is priced and written (issue 25). A sold-out line still rolls everything back.
    const names = new Map(described.map(({ line, row }) => [line.skuId, row.name]));
    await inventory.reserve(tx, pre.lines, (line) => names.get(line.skuId) ?? '');
    return { orderNo: order.orderNo, payAmount: order.payAmount, payDeadline: order.payDeadline, existing: false };
  });
}

/** The checkout, locked, with the chosen address read in the same statement (`address`: null when not the user's). */
async function lockPreOrder(t: Queryable, userId: number, preOrderNo: string, addressId: number | undefined) {
  const { rows } = await executePrepared<{ lines: PreOrderLine[]; source: string; expired: boolean; address: unknown }>(
    t,
    sql`
    SELECT lines, source, expires_at <= now() AS expired,
      ${addressId === undefined ? sql`NULL` : addressColumn(userId, addressId)} AS address
    FROM pre_orders WHERE pre_order_no = ${preOrderNo} AND user_id = ${userId} FOR UPDATE`,
  );
  if (!rows[0]) throw notFound('This checkout does not exist');
  return rows[0];
}

/**
 * The order this checkout already became (a repeated click or a retry after a lost answer), or null; in the same
 * statement, the account's holds lock (holds.ts). Read after the pre-order's lock, so a checkout that waited for the
 * same pre-order's first placing sees its order.
 */
async function orderPlacedFrom(t: Queryable, preOrderNo: string, userId: number): Promise<CreatedOrder | null> {
  const { rows } = await executePrepared<{ order_no: string | null; pay_amount: number; pay_deadline: string }>(
    t,
    sql`SELECT o.order_no, o.pay_amount, o.pay_deadline
    FROM (SELECT ${holdsLock(userId)}) AS locked LEFT JOIN orders o ON o.pre_order_no = ${preOrderNo}`,
  );
  const done = rows[0];
  if (!done?.order_no) return null;
  return {
    orderNo: done.order_no,
    payAmount: done.pay_amount,
    payDeadline: new Date(done.pay_deadline),
    existing: true,
  };
}

/** Writes the PT order, one SH order per shop and their items, with the amounts priced and discounted. */
async function writeOrder(
  t: Queryable,
  o: {
    userId: number;
    input: OrderChoice;
    address: (AddressSnapshot & { regionCode?: string; region?: string; city?: string }) | null;
    shops: ReturnType<typeof priceShops>;
    discounted: Discounted;
    payMinutes: number;
    /** Per shop: only virtual goods (delivery method `virtual`; otherwise `send`, the courier). */
    virtualShops: boolean[];
    /** The products' shipping freight was priced with (delivery.ts): the freight groups are frozen from it. */
    shipping: Delivery['shipping'];
  },
) {
  const sum = totals(o.shops);
  const a = o.address;
  const snapshot: AddressSnapshot = a
    ? {
        realName: a.realName,
        email: a.email,
        country: a.country,
        regionCode: a.regionCode ?? '',
        region: a.region ?? '',
        city: a.city ?? '',
        detail: a.detail,
        postCode: a.postCode,
        countryCode: a.countryCode,
        phone: a.phone,
      }
    : { realName: '', email: '', country: '', detail: '', postCode: '', countryCode: '', phone: '' };
  // Each shop order and its items as they are written: the amounts split, the freight's commission at the goods' rate
  // frozen with the shop order (issue 21, decision 0024), each shop's commission rate now read with its goods
  // (describeLines, the order placed).
  const shopRows = o.shops.map((shop, index) => {
    const share = o.discounted.shops[index]!;
    const bp = shop.described[0]?.row.commission_bp ?? 0;
    const splits = orderItemSplits({
      bp,
      amounts: shop.described.map(({ line, row }) => row.price * line.quantity),
      coupon: shop.coupon,
      shopCoupon: share.shopCoupon,
      points: shop.points,
      covered: share.covered,
    });
    return {
      merchant_id: shop.merchantId,
      pro_total: shop.proTotal,
      freight: shop.freight,
      coupon_discount: shop.coupon,
      points_discount: shop.points,
      points_used: share.pointsUsed,
      coupon_user_id: share.couponUserId,
      pay_amount: shop.proTotal + shop.freight - shop.coupon - shop.points,
      mark: noteFor(o.input, shop.merchantId),
      delivery_method: o.virtualShops[index] ? 'virtual' : 'send',
      freight_commission_bp: bp,
      freight_commission: freightCommission(shop.freight, bp),
      own_shop: shop.own,
      items: shop.described.map(({ line, row }, i) => ({
        product_id: row.product_id,
        sku_id: row.sku_id,
        name: row.name,
        image: row.image,
        sku_text: skuText(row.attrs, row.attr_values),
        names: row.texts?.names ?? null,
        sku_texts: row.texts?.skuTexts ?? null,
        price: row.price,
        quantity: line.quantity,
        commission_bp: bp,
        shop_discount: splits[i]!.shopDiscount,
        platform_discount: splits[i]!.platformDiscount,
        points_discount: splits[i]!.pointsDiscount,
        commission: splits[i]!.commission,
      })),
    };
  });
  // The checkout, its shop orders and their items in one statement (issue 25: two round trips fewer for one shop).
  // A number another order holds writes nothing under it: the checkout's draws again with nothing written, and a
  // shop order's (a shop of the checkout left out) is written on its own under a new number.
  const { no: orderNo, row: written } = await insertNumbered(
    'PT',
    async (no) => {
      const numbered = shopRows.map((shop) => ({ ...shop, order_no: orderNumbers.draw('SH') }));
      const { rows } = await executePrepared<{ order: { id: number; pay_deadline: string } | null } & Written>(
        t,
        sql`
      WITH o AS (
        INSERT INTO orders (order_no, pre_order_no, user_id, pay_type, pro_total, freight, coupon_discount,
          points_discount, points_used, platform_coupon_user_id, pay_amount, address, mark, pay_deadline)
        VALUES (${no}, ${o.input.preOrderNo}, ${o.userId}, ${o.input.payType}, ${sum.proTotal}, ${sum.freight},
          ${sum.coupon}, ${sum.points}, ${o.discounted.pointsUsed}, ${o.discounted.platformCouponUserId}, ${sum.pay},
          ${JSON.stringify(snapshot)}::jsonb, ${o.input.marks ? '' : o.input.mark},
          now() + make_interval(mins => ${o.payMinutes}))
        ON CONFLICT (order_no) DO NOTHING
        RETURNING id, pay_deadline),
      ${shopOrdersAndItems(sql`o`, o.userId, numbered)}
      SELECT (SELECT row_to_json(o) FROM o) AS order, ${writtenColumns}`,
      );
      const row = rows[0]!;
      return row.order ? { ...row, order: row.order } : undefined;
    },
    orderNumbers.draw,
  );
  const orderId = written.order.id;
  const shopIds = new Map((written.shops ?? []).map((so) => [so.merchant_id, so.id]));
  const items = written.items ?? [];
  for (const shop of shopRows) {
    if (shopIds.has(shop.merchant_id)) continue;
    // Its number was taken meanwhile: the shop order alone, drawn again.
    const { row } = await insertNumbered(
      'SH',
      async (no) => {
        const { rows } = await executePrepared<Written>(
          t,
          sql`WITH ${shopOrdersAndItems(sql`(SELECT ${orderId}::int AS id) o`, o.userId, [{ ...shop, order_no: no }])}
          SELECT ${writtenColumns}`,
        );
        return rows[0]?.shops?.length ? rows[0] : undefined;
      },
      orderNumbers.draw,
    );
    shopIds.set(shop.merchant_id, row.shops![0]!.id);
    items.push(...(row.items ?? []));
  }
  for (const [index, shop] of o.shops.entries()) {
    const shopOrderId = shopIds.get(shop.merchantId)!;
    const frozenItems: FrozenItem[] = items
      .filter((i) => i.shop_order_id === shopOrderId)
      .sort((a, b) => a.id - b.id)
      .map((i) => ({ id: i.id, productId: i.product_id, price: i.price, quantity: i.quantity }));
    // The freight groups, frozen for a partial refund to price again (decision 0024, audit CS2).
    const frozen = frozenFreightGroups(o.shipping, frozenItems, snapshot, shopRows[index]!.freight);
    if (frozen.length > 0) {
      await executePrepared(
        t,
        sql`UPDATE shop_orders SET freight_waivers = ${JSON.stringify(frozen)}::jsonb WHERE id = ${shopOrderId}`,
      );
    }
  }
  return {
    id: orderId,
    orderNo,
    payAmount: sum.pay,
    pointsMoney: sum.points,
    payDeadline: new Date(written.order.pay_deadline),
  };
}

type ShopRow = { order_no: string; merchant_id: number; items: object[] } & Record<string, unknown>;
type Written = {
  shops: { id: number; merchant_id: number }[] | null;
  items: { id: number; shop_order_id: number; product_id: number; price: number; quantity: number }[] | null;
};
const writtenColumns = sql`(SELECT json_agg(json_build_object('id', so.id, 'merchant_id', so.merchant_id)) FROM so) AS shops,
  (SELECT json_agg(json_build_object('id', it.id, 'shop_order_id', it.shop_order_id, 'product_id', it.product_id,
    'price', it.price, 'quantity', it.quantity) ORDER BY it.id) FROM it) AS items`;

/**
 * The shop orders `shops` of the checkout whose row `o` (id) the statement names, and their items, as common table
 * expressions `so` and `it`. A shop order whose number is taken is not written, nor its items.
 */
function shopOrdersAndItems(o: SQL, userId: number, shops: ShopRow[]): SQL {
  const orders = shops.map(({ items: _, ...shop }) => shop);
  const items = shops.flatMap((shop) => shop.items.map((item) => ({ ...item, shop_no: shop.order_no })));
  return sql`so AS (
      INSERT INTO shop_orders (order_no, order_id, user_id, merchant_id, pro_total, freight, coupon_discount,
        points_discount, points_used, coupon_user_id, pay_amount, mark, delivery_method, freight_commission_bp,
        freight_commission, own_shop)
      SELECT x.order_no, o.id, ${userId}, x.merchant_id, x.pro_total, x.freight, x.coupon_discount, x.points_discount,
        x.points_used, x.coupon_user_id, x.pay_amount, x.mark, x.delivery_method, x.freight_commission_bp,
        x.freight_commission, x.own_shop
      FROM ${o} CROSS JOIN ROWS FROM (jsonb_to_recordset(${JSON.stringify(orders)}::jsonb) AS (order_no text,
        merchant_id int, pro_total int, freight int, coupon_discount int, points_discount int, points_used int,
        coupon_user_id int, pay_amount int, mark text, delivery_method text, freight_commission_bp int,
        freight_commission int, own_shop boolean)) WITH ORDINALITY AS x(order_no, merchant_id, pro_total, freight,
        coupon_discount, points_discount, points_used, coupon_user_id, pay_amount, mark, delivery_method,
        freight_commission_bp, freight_commission, own_shop, n)
      ORDER BY x.n
      ON CONFLICT (order_no) DO NOTHING
      RETURNING id, order_no, merchant_id),
    it AS (
      INSERT INTO order_items (shop_order_id, product_id, sku_id, name, image, sku_text, names, sku_texts, price,
        quantity, commission_bp, shop_discount, platform_discount, points_discount, commission)
      SELECT so.id, x.product_id, x.sku_id, x.name, x.image, x.sku_text, x.names, x.sku_texts, x.price, x.quantity,
        x.commission_bp, x.shop_discount, x.platform_discount, x.points_discount, x.commission
      FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS (shop_no text, product_id int,
        sku_id int, name text, image text, sku_text text, names jsonb, sku_texts jsonb, price int, quantity int,
        commission_bp int, shop_discount int, platform_discount int, points_discount int, commission int))
        WITH ORDINALITY AS x(shop_no, product_id, sku_id, name, image, sku_text, names, sku_texts, price, quantity,
        commission_bp, shop_discount, platform_discount, points_discount, commission, n)
      JOIN so ON so.order_no = x.shop_no
      ORDER BY x.n
      RETURNING id, shop_order_id, product_id, price, quantity)`;
}

/**
 * What was ordered leaves the cart, and only that: a line loses the units the checkout ordered and goes when none is
 * left. Units added to it after the checkout began (another tab, a visitor cart merged at a sign-in) stay in the cart
 * (audit AV4); a line since changed to another option is not what was ordered and stays whole.
 */
async function clearCartLines(t: Queryable, userId: number, lines: PreOrderLine[]): Promise<void> {
  const ordered = new Map<number, { skuId: number; quantity: number }>();
  for (const line of lines) {
    if (line.cartId === undefined) continue;
    const seen = ordered.get(line.cartId);
    ordered.set(line.cartId, { skuId: line.skuId, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  if (ordered.size === 0) return;
  const list = (pick: (id: number, o: { skuId: number; quantity: number }) => number) =>
    `{${[...ordered].map(([id, o]) => Math.trunc(pick(id, o))).join(',')}}`;
  await t.execute(
    sql`
    WITH ordered AS (
      SELECT * FROM unnest(${list((id) => id)}::int[], ${list((_, o) => o.skuId)}::int[],
        ${list((_, o) => o.quantity)}::int[]) AS o (id, sku_id, quantity)),
    gone AS (
      DELETE FROM cart_items c USING ordered o
      WHERE c.user_id = ${userId} AND c.id = o.id AND c.sku_id = o.sku_id AND c.quantity <= o.quantity
      RETURNING c.id)
    UPDATE cart_items c SET quantity = c.quantity - o.quantity, updated_at = now() FROM ordered o
    WHERE c.user_id = ${userId} AND c.id = o.id AND c.sku_id = o.sku_id AND c.quantity > o.quantity`,
  );
}
