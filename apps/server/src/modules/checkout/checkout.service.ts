import { randomBytes } from 'node:crypto';
import { fromCents, type Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { type Db, executePrepared, type Queryable } from '../../db/client';
import type { PreOrderLine } from '../../db/schema';
import { AppError, invalid, notFound } from '../../platform/errors';
import { getAddress, listAddresses } from '../addresses/addresses.service';
import { skuText } from '../catalog/translations';
import { chosenCoupons, type HeldCoupon, usableCouponsOf } from '../coupons/coupon-checkout';
import { pointsRules, usablePoints } from '../points/points.service';
import { shopRunBy } from '../shops/own-shop';
import { applyFreight, type Delivery, destinationOf } from './delivery';
import { checkHeld, checkHolds, checkoutRate, HOLD_DEFAULTS, type HoldLimits } from './holds';
import { describeLines, describeShippedLines, holdLines } from './lines';
import {
  applyDiscounts,
  checkOrderSize,
  couponAlone,
  type Discounted,
  type PricedShop,
  priceAnswer,
  totals,
} from './pricing';

export const PAY_MINUTES_DEFAULT = 30;
export { describeLines, holdLines } from './lines';

function checkStock(described: Awaited<ReturnType<typeof describeLines>>) {
  for (const { line, row } of described) {
    if (line.quantity > row.stock) {
      throw new AppError(
        409,
        row.stock === 0 ? `${row.name} is out of stock` : `Only ${row.stock} of ${row.name} left`,
      );
    }
  }
}

export async function createPreOrder(
  db: Db,
  userId: number,
  input:
    | { type: 'cart'; cartIds: number[] }
    | { type: 'buyNow'; items: { productId: number; skuId: number; quantity: number }[] },
  limits: HoldLimits = HOLD_DEFAULTS,
  locale: Locale = 'en',
) {
  // What the account holds is read with the rate's count when the client named the SKUs (a buy-now).
  const { weight, held } = await checkoutRate(
    db,
    userId,
    'pre',
    limits,
    input.type === 'buyNow' ? input.items.map((i) => i.skuId) : undefined,
  );
  let lines: PreOrderLine[];
  if (input.type === 'cart') {
    const ids = [...new Set(input.cartIds)];
    const { rows } = await db.execute<{ id: number; product_id: number; sku_id: number; quantity: number }>(sql`
      SELECT id, product_id, sku_id, quantity FROM cart_items
      WHERE user_id = ${userId} AND id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`);
    if (rows.length !== ids.length) throw notFound('This cart item does not exist');
    lines = rows.map((r) => ({ productId: r.product_id, skuId: r.sku_id, quantity: r.quantity, cartId: r.id }));
  } else {
    const seen = new Set<number>();
    for (const item of input.items) {
      if (seen.has(item.skuId)) throw invalid('The same item appears twice');
      seen.add(item.skuId);
    }
    lines = input.items.map((i) => ({ productId: i.productId, skuId: i.skuId, quantity: i.quantity }));
  }
  // Names in the reader's language: a shortage names the item as the shopper saw it (audit AV2).
  const described = await describeLines(db, lines, locale, true);
  checkStock(described);
  checkOrderSize(priceShops(described, null));
  // An early answer (the caps are enforced again, under the account's lock, when the order is placed).
  if (held) checkHeld(held, weight, holdLines(described), limits);
  else await checkHolds(db, userId, weight, holdLines(described), limits);
  const preOrderNo = `PO${randomBytes(12).toString('hex')}`;
  await executePrepared(
    db,
    sql`
    INSERT INTO pre_orders (pre_order_no, user_id, source, lines, expires_at)
    VALUES (${preOrderNo}, ${userId}, ${input.type}, ${JSON.stringify(lines)}::jsonb, now() + interval '1 hour')`,
  );
  return { preOrderNo };
}

async function findPreOrder(db: Db, userId: number, preOrderNo: string) {
  const { rows } = await executePrepared<{ lines: PreOrderLine[]; source: string; expired: boolean }>(
    db,
    sql`
    SELECT lines, source, expires_at <= now() AS expired FROM pre_orders
    WHERE pre_order_no = ${preOrderNo} AND user_id = ${userId}`,
  );
  if (!rows[0]) throw notFound('This checkout does not exist');
  return rows[0];
}

/**
 * Groups lines by shop and prices them: product totals per shop, lines as coupons see them. Freight starts at 0;
 * applyFreight (delivery.ts) sets it for the chosen address. `ownShop`: the shop the buyer runs (shopRunBy), whose
 * goods the mall's coupon and points leave alone (audit CH2).
 */
export function priceShops(described: Awaited<ReturnType<typeof describeLines>>, ownShop: number | null) {
  const shops: (PricedShop & { merName: string; described: typeof described })[] = [];
  for (const entry of described) {
    let shop = shops.find((s) => s.merchantId === entry.row.merchant_id);
    if (!shop) {
      shop = {
        merchantId: entry.row.merchant_id,
        merName: entry.row.mer_name,
        proTotal: 0,
        freight: 0,
        coupon: 0,
        points: 0,
        lines: [],
        own: entry.row.merchant_id === ownShop,
        described: [],
      };
      shops.push(shop);
    }
    const amount = entry.row.price * entry.line.quantity;
    shop.described.push(entry);
    shop.lines.push({
      productId: entry.row.product_id,
      categoryIds: [entry.row.category_id, entry.row.parent_category_id].filter((id) => id > 0),
      amount,
    });
    shop.proTotal += amount;
  }
  return shops;
}

type Choice = { couponIds: number[]; usePoints: boolean };

/**
 * The chosen coupons (each checked: the shopper's own, unused, valid) and points applied to the priced shops, which
 * take their coupon and points deductions. With `lock` (inside the order's transaction) the shopper's row and the
 * chosen coupons are locked first, so that the balance and the coupons read here stay true until the commit.
 */
export async function applyChoice(db: Queryable, userId: number, shops: PricedShop[], choice: Choice, lock: boolean) {
  let points = null;
  if (choice.usePoints) {
    const rules = await pointsRules(db);
    const balance = await usablePoints(db, userId, { lock });
    points = { balance, value: rules.value, maxShare: rules.maxShare };
  }
  const coupons = await chosenCoupons(db, userId, choice.couponIds, { lock });
  const discounted = applyDiscounts(shops, coupons, points);
  discounted.shops.forEach((d, i) => {
    shops[i]!.coupon = d.coupon;
    shops[i]!.points = d.points;
  });
  return discounted;
}

function offer(coupon: HeldCoupon, discount: number, ownShop = false) {
  return {
    id: coupon.couponUserId,
    couponId: coupon.couponId,
    name: coupon.name,
    money: fromCents(coupon.amount),
    minSpend: fromCents(coupon.minSpend),
    useType: coupon.useType,
    discount: fromCents(discount),
    validTo: coupon.validTo,
    // Why it takes nothing, for the page to say (audit CH2).
    ...(ownShop ? { reason: 'ownShop' as const } : {}),
  };
}

/**
 * The held coupons of a shop (0: the platform) that apply to this checkout with what each takes off next to the
 * `alongside` shop coupons, the one that takes most first (audit CE1: listed by face value, a platform coupon that
 * took 0.00 next to the shop coupon was the page's pick); ties keep the query's order, face value then expiry.
 */
function takes(held: HeldCoupon[], shops: PricedShop[], merchantId: number, alongside: HeldCoupon[]) {
  return held
    .filter((c) => c.merchantId === merchantId)
    .map((c) => ({ coupon: c, ...couponAlone(c, shops, alongside) }))
    .filter((o) => o.applies)
    .sort((a, b) => b.discount - a.discount);
}

/** What the order confirmation page shows: goods per shop with the coupons usable on them, points, address, price. */
export async function loadPreOrder(db: Db, userId: number, preOrderNo: string, locale: Locale = 'en') {
  const pre = await findPreOrder(db, userId, preOrderNo);
  if (pre.expired) throw invalid('This checkout has expired, please start again');
  const { described, shipping } = await describeShippedLines(db, pre.lines, locale);
  const shops = priceShops(described, await shopRunBy(db, userId));
  const addresses = await listAddresses(db, userId, locale);
  const address = addresses.find((a) => a.isDefault) ?? addresses[0] ?? null;
  const delivery = await applyFreight(db, shops, await destinationOf(address), shipping);
  const itemDelivery = (skuId: number) => delivery.items.find((i) => i.skuId === skuId);
  // Each coupon named in the shopper's language (decision 0056).
  const held = await usableCouponsOf(
    db,
    userId,
    shops.map((s) => s.merchantId),
    locale,
  );
  const offers = (merchantId: number, alongside: HeldCoupon[] = []) =>
    takes(held, shops, merchantId, alongside).map((o) => offer(o.coupon, o.discount, o.ownShop));
  // The page picks each shop's first offer (the one that takes most); a platform coupon promises what it takes next
  // to those (audit AV1), and one that takes nothing there is listed last for the page to grey (audit CE1).
  const shopTakes = shops.map((s) => takes(held, shops, s.merchantId, []));
  const shopOffers = shopTakes.map((list) => list.map((o) => offer(o.coupon, o.discount)));
  // As the page: a first offer that takes nothing is not picked.
  const picked = shopTakes.flatMap((list) => (list[0] && list[0].discount > 0 ? [list[0].coupon] : []));
  const rules = await pointsRules(db);
  const balance = await usablePoints(db, userId);
  const withPoints = applyDiscounts(shops, [], { balance, value: rules.value, maxShare: rules.maxShare });
  return {
    preOrderNo,
    source: pre.source,
    shops: shops.map((s, index) => ({
      merId: s.merchantId,
      merName: s.merName,
      proTotalFee: fromCents(s.proTotal),
      freightFee: fromCents(s.freight),
      coupons: shopOffers[index],
      items: s.described.map(({ line, row }) => ({
        productId: row.product_id,
        skuId: row.sku_id,
        name: row.name,
        image: row.image,
        skuText: skuText(row.attrs, row.attr_values, locale),
        price: fromCents(row.price),
        quantity: line.quantity,
        stock: row.stock,
        deliverable: itemDelivery(row.sku_id)?.deliverable ?? true,
        virtual: itemDelivery(row.sku_id)?.virtual ?? false,
      })),
    })),
    platformCoupons: offers(0, picked),
    points: {
      balance,
      usable: withPoints.pointsUsed,
      deduction: fromCents(withPoints.shops.reduce((sum, s) => sum + s.points, 0)),
      value: rules.value,
      maxShare: rules.maxShare,
    },
    address,
    needsAddress: delivery.needsAddress,
    price: { ...priceAnswer(totals(shops)), ...deliveryAnswer(delivery) },
  };
}

/**
 * What the confirmation page needs to mark items that cannot go to the address, or to ask for the address to be
 * completed (the message is translated by the route).
 */
function deliveryAnswer(delivery: Delivery) {
  return {
    deliverable: delivery.deliverable,
    deliveryMessage: delivery.message,
    items: delivery.items.map(({ productId, skuId, merId, deliverable }) => ({ productId, skuId, merId, deliverable })),
  };
}

function priceWithShops(shops: PricedShop[], discounted: Discounted) {
  return {
    ...priceAnswer(totals(shops)),
    pointsUsed: discounted.pointsUsed,
    shops: shops.map((s, i) => ({
      merId: s.merchantId,
      couponFee: fromCents(s.coupon),
      shopCouponFee: fromCents(discounted.shops[i]?.shopCoupon ?? 0),
      pointsFee: fromCents(s.points),
      payFee: fromCents(s.proTotal + s.freight - s.coupon - s.points),
      freightFee: fromCents(s.freight),
    })),
  };
}

export async function computePrice(
  db: Db,
  userId: number,
  input: { preOrderNo: string; addressId?: number; couponIds: number[]; usePoints: boolean },
  locale: Locale = 'en',
) {
  const pre = await findPreOrder(db, userId, input.preOrderNo);
  const address = input.addressId !== undefined ? await getAddress(db, userId, input.addressId) : null;
  const { described, shipping } = await describeShippedLines(db, pre.lines, locale);
  const shops = priceShops(described, await shopRunBy(db, userId));
  const delivery = await applyFreight(db, shops, await destinationOf(address), shipping);
  const discounted = await applyChoice(db, userId, shops, input, false);
  // What each platform coupon takes next to the shop coupons chosen now: the page shows it and, when the shopper
  // changes a shop coupon, picks the best platform coupon again (audit CE1).
  const held = await usableCouponsOf(
    db,
    userId,
    shops.map((s) => s.merchantId),
  );
  const chosenShopCoupons = held.filter((c) => c.merchantId !== 0 && input.couponIds.includes(c.couponUserId));
  const platformCoupons = takes(held, shops, 0, chosenShopCoupons).map((o) => ({
    id: o.coupon.couponUserId,
    discount: fromCents(o.discount),
    ...(o.ownShop ? { reason: 'ownShop' as const } : {}),
  }));
  return { ...priceWithShops(shops, discounted), ...deliveryAnswer(delivery), platformCoupons };
}
