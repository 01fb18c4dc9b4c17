import { randomBytes } from 'node:crypto';
import { fromCents } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AddressSnapshot, PreOrderLine } from '../../db/schema';
import { AppError, invalid, notFound } from '../../platform/errors';
import { getAddress, listAddresses } from '../addresses/addresses.service';
import { skuText } from '../cart/cart.service';
import { chosenCoupons, type HeldCoupon, markCouponsUsed, usableCouponsOf } from '../coupons/coupon-checkout';
import * as inventory from '../inventory/inventory';
import { pointsRules, spendPoints, usablePoints } from '../points/points.service';
import { checkHolds, checkoutRate, HOLD_DEFAULTS, type HoldLimits, lockHolds } from './holds';
import { newOrderNo } from './order-numbers';
import {
  applyDiscounts,
  checkOrderSize,
  couponAlone,
  DEFAULT_FREIGHT,
  type Discounted,
  freightFor,
  type PricedShop,
  priceAnswer,
  totals,
} from './pricing';

export const PAY_MINUTES_DEFAULT = 30;

type LineRow = {
  product_id: number;
  sku_id: number;
  name: string;
  image: string;
  attrs: { name: string }[];
  attr_values: string[];
  price: number;
  stock: number;
  sellable: boolean;
  merchant_id: number;
  mer_name: string;
  category_id: number;
  parent_category_id: number;
};

/** Current facts of the chosen SKUs, from the database; nothing the client says about prices is used. */
async function describeLines(db: Db, lines: PreOrderLine[]) {
  if (lines.length === 0) return [];
  const skuIds = lines.map((l) => l.skuId);
  const { rows } = await db.execute<LineRow>(sql`
    SELECT p.id AS product_id, s.id AS sku_id, p.name, coalesce(nullif(s.image, ''), p.images->>0, '') AS image,
      p.attrs, s.attr_values, s.price, s.stock, (p.on_sale AND m.status = 'open') AS sellable,
      m.id AS merchant_id, m.name AS mer_name, p.category_id, coalesce(c.parent_id, 0) AS parent_category_id
    FROM product_skus s JOIN products p ON p.id = s.product_id JOIN merchants m ON m.id = p.merchant_id
      LEFT JOIN categories c ON c.id = p.category_id
    WHERE s.id IN (${sql.join(
      skuIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return lines.map((line) => {
    const row = rows.find((r) => r.sku_id === line.skuId && r.product_id === line.productId);
    if (!row?.sellable) throw notFound('A product in your order is no longer available');
    return { line, row };
  });
}

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

/** The lines as the hold caps count them: what is asked and what is left of each SKU. */
const holdLines = (described: Awaited<ReturnType<typeof describeLines>>) =>
  described.map(({ line, row }) => ({ skuId: line.skuId, quantity: line.quantity, stock: row.stock }));

export async function createPreOrder(
  db: Db,
  userId: number,
  input:
    | { type: 'cart'; cartIds: number[] }
    | { type: 'buyNow'; items: { productId: number; skuId: number; quantity: number }[] },
  limits: HoldLimits = HOLD_DEFAULTS,
) {
  const weight = await checkoutRate(db, userId, 'pre');
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
  const described = await describeLines(db, lines);
  checkStock(described);
  checkOrderSize(priceShops(described));
  // An early answer (the caps are enforced again, under the account's lock, when the order is placed).
  await checkHolds(db, userId, weight, holdLines(described), limits);
  const preOrderNo = `PO${randomBytes(12).toString('hex')}`;
  await db.execute(sql`
    INSERT INTO pre_orders (pre_order_no, user_id, source, lines, expires_at)
    VALUES (${preOrderNo}, ${userId}, ${input.type}, ${JSON.stringify(lines)}::jsonb, now() + interval '1 hour')`);
  return { preOrderNo };
}

async function findPreOrder(db: Db, userId: number, preOrderNo: string) {
  const { rows } = await db.execute<{ lines: PreOrderLine[]; source: string; expired: boolean }>(sql`
    SELECT lines, source, expires_at <= now() AS expired FROM pre_orders
    WHERE pre_order_no = ${preOrderNo} AND user_id = ${userId}`);
  if (!rows[0]) throw notFound('This checkout does not exist');
  return rows[0];
}

/** Groups lines by shop and prices them: product totals and freight per shop, lines as coupons see them. */
function priceShops(described: Awaited<ReturnType<typeof describeLines>>) {
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
  for (const shop of shops) shop.freight = freightFor(shop.proTotal, DEFAULT_FREIGHT);
  return shops;
}

type Choice = { couponIds: number[]; usePoints: boolean };

/**
 * The chosen coupons (each checked: the shopper's own, unused, valid) and points applied to the priced shops, which
 * take their coupon and points deductions. With `lock` (inside the order's transaction) the shopper's row and the
 * chosen coupons are locked first, so that the balance and the coupons read here stay true until the commit.
 */
async function applyChoice(db: Db, userId: number, shops: PricedShop[], choice: Choice, lock: boolean) {
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

function offer(coupon: HeldCoupon, discount: number) {
  return {
    id: coupon.couponUserId,
    couponId: coupon.couponId,
    name: coupon.name,
    money: fromCents(coupon.amount),
    minSpend: fromCents(coupon.minSpend),
    useType: coupon.useType,
    discount: fromCents(discount),
    validTo: coupon.validTo,
  };
}

/** What the order confirmation page shows: goods per shop with the coupons usable on them, points, address, price. */
export async function loadPreOrder(db: Db, userId: number, preOrderNo: string) {
  const pre = await findPreOrder(db, userId, preOrderNo);
  if (pre.expired) throw invalid('This checkout has expired, please start again');
  const shops = priceShops(await describeLines(db, pre.lines));
  const addresses = await listAddresses(db, userId);
  const held = await usableCouponsOf(
    db,
    userId,
    shops.map((s) => s.merchantId),
  );
  const offers = (merchantId: number) =>
    held
      .filter((c) => c.merchantId === merchantId)
      .map((c) => ({ coupon: c, alone: couponAlone(c, shops) }))
      .filter((o) => o.alone.applies)
      .map((o) => offer(o.coupon, o.alone.discount));
  const rules = await pointsRules(db);
  const balance = await usablePoints(db, userId);
  const withPoints = applyDiscounts(shops, [], { balance, value: rules.value, maxShare: rules.maxShare });
  return {
    preOrderNo,
    source: pre.source,
    shops: shops.map((s) => ({
      merId: s.merchantId,
      merName: s.merName,
      proTotalFee: fromCents(s.proTotal),
      freightFee: fromCents(s.freight),
      coupons: offers(s.merchantId),
      items: s.described.map(({ line, row }) => ({
        productId: row.product_id,
        skuId: row.sku_id,
        name: row.name,
        image: row.image,
        skuText: skuText(row.attrs, row.attr_values),
        price: fromCents(row.price),
        quantity: line.quantity,
        stock: row.stock,
      })),
    })),
    platformCoupons: offers(0),
    points: {
      balance,
      usable: withPoints.pointsUsed,
      deduction: fromCents(withPoints.shops.reduce((sum, s) => sum + s.points, 0)),
      value: rules.value,
      maxShare: rules.maxShare,
    },
    address: addresses.find((a) => a.isDefault) ?? addresses[0] ?? null,
    price: priceAnswer(totals(shops)),
  };
}

function priceWithShops(shops: PricedShop[], discounted: Discounted) {
  return {
    ...priceAnswer(totals(shops)),
    pointsUsed: discounted.pointsUsed,
    shops: shops.map((s) => ({
      merId: s.merchantId,
      couponFee: fromCents(s.coupon),
      pointsFee: fromCents(s.points),
      payFee: fromCents(s.proTotal + s.freight - s.coupon - s.points),
    })),
  };
}

export async function computePrice(
  db: Db,
  userId: number,
  input: { preOrderNo: string; addressId?: number; couponIds: number[]; usePoints: boolean },
) {
  const pre = await findPreOrder(db, userId, input.preOrderNo);
  if (input.addressId !== undefined) await getAddress(db, userId, input.addressId);
  const shops = priceShops(await describeLines(db, pre.lines));
  const discounted = await applyChoice(db, userId, shops, input, false);
  return priceWithShops(shops, discounted);
}

export type CreatedOrder = { orderNo: string; payAmount: number; payDeadline: Date; existing: boolean };

/**
 * Places the order: one PT order and one SH order per shop, stock taken by conditional updates in ascending SKU
 * order, all in one transaction. The pre-order row is locked first, so the same preOrderNo answers the same order.
 */
export async function createOrder(
  db: Db,
  userId: number,
  input: {
    preOrderNo: string;
    addressId: number;
    couponIds: number[];
    usePoints: boolean;
    mark: string;
    payType: string;
  },
  payMinutes = PAY_MINUTES_DEFAULT,
  limits: HoldLimits = HOLD_DEFAULTS,
): Promise<CreatedOrder> {
  const weight = await checkoutRate(db, userId, 'create');
  const address = await getAddress(db, userId, input.addressId);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { rows: pres } = await t.execute<{ lines: PreOrderLine[]; source: string; expired: boolean }>(sql`
      SELECT lines, source, expires_at <= now() AS expired FROM pre_orders
      WHERE pre_order_no = ${input.preOrderNo} AND user_id = ${userId} FOR UPDATE`);
    const pre = pres[0];
    if (!pre) throw notFound('This checkout does not exist');
    const { rows: done } = await t.execute<{ order_no: string; pay_amount: number; pay_deadline: string }>(
      sql`SELECT order_no, pay_amount, pay_deadline FROM orders WHERE pre_order_no = ${input.preOrderNo}`,
    );
    if (done[0]) {
      return {
        orderNo: done[0].order_no,
        payAmount: done[0].pay_amount,
        payDeadline: new Date(done[0].pay_deadline),
        existing: true,
      };
    }
    if (pre.expired) throw invalid('This checkout has expired, please start again');

    // The account's checkouts count one after the other from here, so two at once cannot both pass the caps.
    await lockHolds(t, userId);
    const described = await describeLines(t, pre.lines);
    await checkHolds(t, userId, weight, holdLines(described), limits);
    const names = new Map(described.map(({ line, row }) => [line.skuId, row.name]));
    await inventory.reserve(t, pre.lines, (line) => names.get(line.skuId) ?? '');

    const shops = priceShops(described);
    const discounted = await applyChoice(t, userId, shops, input, true);
    const sum = totals(shops);
    const orderNo = newOrderNo('PT');
    const snapshot: AddressSnapshot = {
      realName: address.realName,
      email: address.email,
      country: address.country,
      detail: address.detail,
      postCode: address.postCode,
      countryCode: address.countryCode,
      phone: address.phone,
    };
    const { rows: created } = await t.execute<{ id: number; pay_deadline: string }>(sql`
      INSERT INTO orders (order_no, pre_order_no, user_id, pay_type, pro_total, freight, coupon_discount, points_discount,
        points_used, platform_coupon_user_id, pay_amount, address, mark, pay_deadline)
      VALUES (${orderNo}, ${input.preOrderNo}, ${userId}, ${input.payType}, ${sum.proTotal}, ${sum.freight}, ${sum.coupon},
        ${sum.points}, ${discounted.pointsUsed}, ${discounted.platformCouponUserId}, ${sum.pay},
        ${JSON.stringify(snapshot)}::jsonb, ${input.mark}, now() + make_interval(mins => ${payMinutes}))
      RETURNING id, pay_deadline`);
    const orderId = created[0]!.id;
    for (const [index, shop] of shops.entries()) {
      const share = discounted.shops[index]!;
      const pay = shop.proTotal + shop.freight - shop.coupon - shop.points;
      const { rows: so } = await t.execute<{ id: number }>(sql`
        INSERT INTO shop_orders (order_no, order_id, user_id, merchant_id, pro_total, freight, coupon_discount,
          points_discount, points_used, coupon_user_id, pay_amount, mark)
        VALUES (${newOrderNo('SH')}, ${orderId}, ${userId}, ${shop.merchantId}, ${shop.proTotal}, ${shop.freight},
          ${shop.coupon}, ${shop.points}, ${share.pointsUsed}, ${share.couponUserId}, ${pay}, ${input.mark})
        RETURNING id`);
      for (const { line, row } of shop.described) {
        await t.execute(sql`
          INSERT INTO order_items (shop_order_id, product_id, sku_id, name, image, sku_text, price, quantity)
          VALUES (${so[0]!.id}, ${row.product_id}, ${row.sku_id}, ${row.name}, ${row.image},
            ${skuText(row.attrs, row.attr_values)}, ${row.price}, ${line.quantity})`);
      }
    }
    await markCouponsUsed(t, orderId, input.couponIds);
    await spendPoints(t, { userId, orderId, orderNo, points: discounted.pointsUsed, money: sum.points });
    const cartIds = pre.lines.map((l) => l.cartId).filter((id): id is number => id !== undefined);
    if (cartIds.length > 0) {
      await t.execute(
        sql`DELETE FROM cart_items WHERE user_id = ${userId} AND id IN (${sql.join(
          cartIds.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      );
    }
    return { orderNo, payAmount: sum.pay, payDeadline: new Date(created[0]!.pay_deadline), existing: false };
  });
}
