import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, type TestContext } from '../../../test/harness';

// Test helpers of the reviews tests: real orders through the real calls (buy, pay by test card, ship, receive).

export type ReceivedOrder = {
  token: string;
  userId: number;
  orderNo: string;
  shopOrderId: number;
  merchantId: number;
  items: { id: number; productId: number }[];
};

/** `count` different in-stock SKUs of the demo merchant's shop (TechZone), each of another product. */
async function demoShopSkus(ctx: TestContext, count: number, offset: number) {
  const { merchantId } = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ product_id: number; sku_id: number }>(sql`
    SELECT DISTINCT ON (p.id) p.id AS product_id, s.id AS sku_id
    FROM products p JOIN product_skus s ON s.product_id = p.id
    WHERE p.merchant_id = ${merchantId} AND p.on_sale AND s.stock >= 5
    ORDER BY p.id, s.id OFFSET ${offset} LIMIT ${count}`);
  expect(rows.length).toBe(count);
  return rows;
}

/** A new shopper's shop order in the state asked for, made through the real calls. */
export async function orderIn(
  ctx: TestContext,
  state: 'to_ship' | 'to_receive' | 'to_review',
  opts: { items?: number; offset?: number } = {},
): Promise<ReceivedOrder> {
  const shopper = await newShopper(ctx.db, 'reviewer');
  const headers = bearer(shopper.token);
  const skus = await demoShopSkus(ctx, opts.items ?? 1, opts.offset ?? 0);
  const address = await post<{ id: number }>(
    ctx.app,
    '/api/front/address/edit',
    {
      realName: 'Mia Chen',
      country: 'US',
      regionCode: 'US-DC',
      detail: '8 Garden Lane',
      postCode: '20001',
      countryCode: '+1',
      phone: '2125550123',
    },
    { headers },
  );
  const pre = await post<{ preOrderNo: string }>(
    ctx.app,
    '/api/front/order/pre/order',
    { type: 'buyNow', items: skus.map((s) => ({ productId: s.product_id, skuId: s.sku_id, quantity: 1 })) },
    { headers },
  );
  const created = await post<{ orderNo: string }>(
    ctx.app,
    '/api/front/order/create',
    { preOrderNo: pre.body.data.preOrderNo, addressId: address.body.data.id, payType: 'card' },
    { headers },
  );
  expect(created.body.code, created.body.message).toBe(200);
  const paid = await post<{ status: string }>(
    ctx.app,
    '/api/front/pay/testcard/confirm',
    { orderNo: created.body.data.orderNo, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', holder: 'Mia' },
    { headers },
  );
  expect(paid.body.data.status).toBe('succeeded');
  const detail = await get<{
    shopOrders: { orderNo: string; merId: number; items: { id: number; productId: number }[] }[];
  }>(ctx.app, `/api/front/order/detail/${created.body.data.orderNo}`, headers);
  const shopOrder = detail.body.data.shopOrders[0]!;
  if (state !== 'to_ship') {
    const merchant = await merchantToken(ctx.db);
    const shipped = await post(
      ctx.app,
      `/api/merchant/orders/${shopOrder.orderNo}/ship`,
      { courierCompany: 'SF Express', trackingNo: 'SF10000001' },
      { headers: bearer(merchant.token) },
    );
    expect(shipped.body.code).toBe(200);
  }
  if (state === 'to_review') {
    const taken = await post(ctx.app, `/api/front/order/take/${shopOrder.orderNo}`, undefined, { headers });
    expect(taken.body.code).toBe(200);
  }
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM shop_orders WHERE order_no = ${shopOrder.orderNo}`,
  );
  return {
    token: shopper.token,
    userId: shopper.id,
    orderNo: shopOrder.orderNo,
    shopOrderId: rows[0]!.id,
    merchantId: shopOrder.merId,
    items: shopOrder.items.map((i) => ({ id: i.id, productId: i.productId })),
  };
}

/** A picture uploaded through the real upload call; answers its URL. */
export async function uploadPicture(ctx: TestContext, token: string, colour = '#e93323'): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const boundary = '----reviewpicture';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/front/upload/image',
    payload: Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
  });
  const body = res.json() as { code: number; data: { url: string } };
  expect(body.code).toBe(200);
  return body.data.url;
}

/** A review of one item: good scores and a text unless the test says otherwise. */
export function review(order: ReceivedOrder, index = 0, over: Record<string, unknown> = {}) {
  return {
    orderNo: order.orderNo,
    itemId: order.items[index]!.id,
    productScore: 5,
    serviceScore: 5,
    comment: 'Arrived quickly and works as described.',
    pics: [] as string[],
    ...over,
  };
}

export async function submit(ctx: TestContext, token: string, payload: unknown) {
  return post<{ id: number; orderCompleted: boolean }>(ctx.app, '/api/front/order/comment', payload, {
    headers: bearer(token),
  });
}

export async function shopOrderState(ctx: TestContext, shopOrderId: number) {
  const { rows } = await ctx.db.execute<{ status: string; completed_at: string | null }>(
    sql`SELECT status, completed_at FROM shop_orders WHERE id = ${shopOrderId}`,
  );
  return rows[0]!;
}
