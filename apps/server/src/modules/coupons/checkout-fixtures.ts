import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearer, get, post, type TestContext } from '../../../test/harness';

// Shared by the coupon and points tests: SKUs with known prices, addresses, checkouts through the real API.

export type Sku = { productId: number; skuId: number; merchantId: number; price: number; categoryId: number };

/** An on-sale SKU of the shop, given a known price and plenty of stock (`offset` picks another product). */
export async function pickSku(ctx: TestContext, merchantId: number, price: number, offset = 0): Promise<Sku> {
  const { rows } = await ctx.db.execute<{ product_id: number; sku_id: number; category_id: number }>(sql`
    SELECT DISTINCT ON (p.id) p.id AS product_id, s.id AS sku_id, p.category_id
    FROM product_skus s JOIN products p ON p.id = s.product_id
    WHERE p.merchant_id = ${merchantId} AND p.on_sale ORDER BY p.id, s.id LIMIT 1 OFFSET ${offset}`);
  const r = rows[0]!;
  await ctx.db.execute(sql`UPDATE product_skus SET stock = 500, price = ${price} WHERE id = ${r.sku_id}`);
  await ctx.db.execute(sql`
    UPDATE products SET stock = (SELECT sum(stock) FROM product_skus WHERE product_id = ${r.product_id})
    WHERE id = ${r.product_id}`);
  return { productId: r.product_id, skuId: r.sku_id, merchantId, price, categoryId: r.category_id };
}

export async function openShops(ctx: TestContext, count: number): Promise<number[]> {
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM merchants WHERE status = 'open' ORDER BY id LIMIT ${count}`,
  );
  return rows.map((r) => r.id);
}

export async function addAddress(ctx: TestContext, token: string): Promise<number> {
  const res = await post<{ id: number }>(
    ctx.app,
    '/api/front/address/edit',
    {
      realName: 'Ann Lee',
      country: 'US',
      regionCode: 'US-NY',
      detail: '1 Harbour Road',
      postCode: '10001',
      countryCode: '+1',
      phone: '2125550100',
    },
    { headers: bearer(token) },
  );
  expect(res.body.code).toBe(200);
  return res.body.data.id;
}

export async function startCheckout(
  ctx: TestContext,
  token: string,
  lines: { sku: Sku; quantity: number }[],
): Promise<string> {
  const res = await post<{ preOrderNo: string }>(
    ctx.app,
    '/api/front/order/pre/order',
    {
      type: 'buyNow',
      items: lines.map((l) => ({ productId: l.sku.productId, skuId: l.sku.skuId, quantity: l.quantity })),
    },
    { headers: bearer(token) },
  );
  expect(res.body.code).toBe(200);
  return res.body.data.preOrderNo;
}

export type Price = {
  proTotalFee: string;
  freightFee: string;
  couponFee: string;
  pointsFee: string;
  payFee: string;
  pointsUsed: number;
  shops: {
    merId: number;
    couponFee: string;
    shopCouponFee: string;
    pointsFee: string;
    payFee: string;
    freightFee: string;
  }[];
  platformCoupons: { id: number; discount: string; reason?: string }[];
};

/** The price to the shopper's default address, as the confirmation page asks it (no address prices no freight). */
export async function computePrice(
  ctx: TestContext,
  token: string,
  preOrderNo: string,
  choice: { couponIds?: number[]; usePoints?: boolean } = {},
) {
  const list = await get<{ id: number; isDefault: boolean }[]>(ctx.app, '/api/front/address/list', bearer(token));
  const address = list.body.data.find((a) => a.isDefault);
  return post<Price>(
    ctx.app,
    '/api/front/order/computed/price',
    {
      preOrderNo,
      ...(address ? { addressId: address.id } : {}),
      couponIds: choice.couponIds ?? [],
      usePoints: choice.usePoints ?? false,
    },
    { headers: bearer(token) },
  );
}

export function createOrder(
  ctx: TestContext,
  token: string,
  preOrderNo: string,
  addressId: number,
  choice: { couponIds?: number[]; usePoints?: boolean; payFee?: string; locale?: string } = {},
) {
  return post<{ orderNo: string }>(
    ctx.app,
    '/api/front/order/create',
    {
      preOrderNo,
      addressId,
      couponIds: choice.couponIds ?? [],
      usePoints: choice.usePoints ?? false,
      payType: 'card',
      ...(choice.payFee === undefined ? {} : { payFee: choice.payFee }),
    },
    { headers: { ...bearer(token), ...(choice.locale ? { 'accept-language': choice.locale } : {}) } },
  );
}

/** A coupon written straight into the database (the console calls are tested on their own). */
export async function makeCoupon(
  ctx: TestContext,
  fields: {
    merchantId: number;
    amount: number;
    minSpend?: number;
    useType?: number;
    productIds?: number[];
    categoryId?: number | null;
    total?: number;
    perUser?: number;
    validDays?: number | null;
    name?: string;
  },
): Promise<number> {
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO coupons (merchant_id, name, use_type, product_ids, category_id, amount, min_spend, total, per_user,
      valid_days)
    VALUES (${fields.merchantId}, ${fields.name ?? 'Test coupon'}, ${fields.useType ?? 1},
      ${JSON.stringify(fields.productIds ?? [])}::jsonb, ${fields.categoryId ?? null}, ${fields.amount},
      ${fields.minSpend ?? 0}, ${fields.total ?? 0}, ${fields.perUser ?? 1}, ${fields.validDays ?? 30})
    RETURNING id`);
  return rows[0]!.id;
}

/** Receives the coupon through the API and answers the shopper's coupon id (what checkout takes). */
export async function receive(ctx: TestContext, token: string, couponId: number): Promise<number> {
  const res = await post<{ id: number }>(
    ctx.app,
    '/api/front/coupon/receive',
    { couponId },
    { headers: bearer(token) },
  );
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
  return res.body.data.id;
}

export const cents = (money: string) => Math.round(Number(money) * 100);

export async function orderDetail(ctx: TestContext, token: string, orderNo: string) {
  const res = await get<{
    payFee: string;
    couponFee: string;
    pointsFee: string;
    status: string;
    shopOrders: { orderNo: string; merId: number; couponFee: string; pointsFee: string; payFee: string }[];
  }>(ctx.app, `/api/front/order/detail/${orderNo}`, bearer(token));
  expect(res.status).toBe(200);
  return res.body.data;
}
