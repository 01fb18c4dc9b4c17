import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { createSession } from '../src/platform/session';
import { bearer, get, post, type TestContext } from './harness';

/** Helpers of the refund tests: a paid shop order, an uploaded voucher, another shop's lines and staff. */
export type Line = { productId: number; skuId: number; quantity: number };
export type PaidOrder = {
  parentNo: string;
  orderNo: string;
  shopOrderId: number;
  payAmount: number;
  freight: number;
  items: { id: number; skuId: number; productId: number; price: number; quantity: number }[];
};

/** In-stock SKUs of one shop, each of a different product. */
export async function skusOf(ctx: TestContext, merchantId: number, count: number): Promise<Line[]> {
  const { rows } = await ctx.db.execute<{ product_id: number; sku_id: number }>(sql`
    SELECT DISTINCT ON (p.id) p.id AS product_id, s.id AS sku_id FROM product_skus s JOIN products p ON p.id = s.product_id
    WHERE p.merchant_id = ${merchantId} AND p.on_sale AND s.stock > 50 ORDER BY p.id, s.id LIMIT ${count}`);
  expect(rows.length).toBe(count);
  return rows.map((r) => ({ productId: r.product_id, skuId: r.sku_id, quantity: 1 }));
}

async function addressOf(ctx: TestContext, token: string): Promise<number> {
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
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.id;
}

/** Places an order of these lines (one shop); pays it with the test card unless `pay` is false. */
export async function placeOrder(
  ctx: TestContext,
  token: string,
  lines: Line[],
  pay = true,
  usePoints = false,
): Promise<PaidOrder> {
  const headers = { headers: bearer(token) };
  const pre = await post<{ preOrderNo: string }>(
    ctx.app,
    '/api/front/order/pre/order',
    { type: 'buyNow', items: lines },
    headers,
  );
  expect(pre.body.code, pre.body.message).toBe(200);
  const created = await post<{ orderNo: string }>(
    ctx.app,
    '/api/front/order/create',
    { preOrderNo: pre.body.data.preOrderNo, addressId: await addressOf(ctx, token), payType: 'card', usePoints },
    headers,
  );
  expect(created.body.code, created.body.message).toBe(200);
  const parentNo = created.body.data.orderNo;
  if (pay) {
    const paid = await post<{ status: string }>(
      ctx.app,
      '/api/front/pay/testcard/confirm',
      { orderNo: parentNo, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Ann Lee' },
      headers,
    );
    expect(paid.body.data.status).toBe('succeeded');
  }
  return shopOrderOf(ctx, parentNo);
}

export async function shopOrderOf(ctx: TestContext, parentNo: string): Promise<PaidOrder> {
  const { rows } = await ctx.db.execute<{ id: number; order_no: string; pay_amount: number; freight: number }>(sql`
    SELECT s.id, s.order_no, s.pay_amount, s.freight FROM shop_orders s JOIN orders o ON o.id = s.order_id
    WHERE o.order_no = ${parentNo}`);
  const shop = rows[0]!;
  const { rows: items } = await ctx.db.execute<{
    id: number;
    sku_id: number;
    product_id: number;
    price: number;
    quantity: number;
  }>(sql`SELECT id, sku_id, product_id, price, quantity FROM order_items WHERE shop_order_id = ${shop.id} ORDER BY id`);
  return {
    parentNo,
    orderNo: shop.order_no,
    shopOrderId: shop.id,
    payAmount: shop.pay_amount,
    freight: shop.freight,
    items: items.map((i) => ({
      id: i.id,
      skuId: i.sku_id,
      productId: i.product_id,
      price: i.price,
      quantity: i.quantity,
    })),
  };
}

/** A voucher picture uploaded through the real upload call. */
export async function uploadVoucher(ctx: TestContext, token: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const boundary = '----refundvoucher';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/front/upload/image',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
  });
  const body = res.json() as { code: number; data: { url: string } };
  expect(body.code).toBe(200);
  return body.data.url;
}

/** In-stock SKUs of another open shop than `merchantId`: the first that has one, each of a different product. */
export async function otherShopLines(ctx: TestContext, merchantId: number, count: number): Promise<Line[]> {
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    SELECT m.id FROM merchants m WHERE m.status = 'open' AND m.id <> ${merchantId}
      AND (SELECT count(*) FROM products p JOIN product_skus s ON s.product_id = p.id
        WHERE p.merchant_id = m.id AND p.on_sale AND s.stock > 50) >= 1
    ORDER BY m.id LIMIT 1`);
  return skusOf(ctx, rows[0]!.id, count);
}

/** A session of staff of another open shop than `merchantId`. */
export async function otherShopStaff(ctx: TestContext, merchantId: number) {
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM merchants WHERE id <> ${merchantId} AND status = 'open' ORDER BY id LIMIT 1`,
  );
  const { rows: users } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO users (nickname, email) VALUES ('other staff', ${`staff.${randomBytes(5).toString('hex')}@example.org`})
    RETURNING id`);
  await ctx.db.execute(
    sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${rows[0]!.id}, ${users[0]!.id}, 'owner')`,
  );
  return { token: await createSession(ctx.db, users[0]!.id), merchantId: rows[0]!.id };
}

export async function stockOf(ctx: TestContext, skuId: number, productId: number) {
  const { rows } = await ctx.db.execute<{ sku: number; product: number }>(sql`
    SELECT (SELECT stock FROM product_skus WHERE id = ${skuId}) AS sku, (SELECT stock FROM products WHERE id = ${productId}) AS product`);
  return rows[0]!;
}

export async function refundRows(ctx: TestContext, parentNo: string) {
  const { rows } = await ctx.db.execute<{
    amount: number;
    provider: string;
    provider_ref: string;
    message: string;
  }>(sql`
    SELECT p.amount, p.provider, p.provider_ref, p.message FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE o.order_no = ${parentNo} AND p.status = 'refund' ORDER BY p.id`);
  return rows;
}

export async function itemStates(ctx: TestContext, shopOrderId: number) {
  const { rows } = await ctx.db.execute<{ refund_status: string }>(
    sql`SELECT refund_status FROM order_items WHERE shop_order_id = ${shopOrderId} ORDER BY id`,
  );
  return rows.map((r) => r.refund_status);
}

export const getAs = <T>(ctx: TestContext, url: string, token: string, headers: Record<string, string> = {}) =>
  get<T>(ctx.app, url, { ...bearer(token), ...headers });
export const postAs = <T>(ctx: TestContext, url: string, token: string, payload?: unknown) =>
  post<T>(ctx.app, url, payload, { headers: bearer(token) });

/** The notices of `kind` about `orderNo` as the console shows them to `token`'s reader in `lang`. */
export async function noticesShown(
  ctx: TestContext,
  route: 'merchant' | 'admin',
  token: string,
  kind: string,
  orderNo: string,
  lang: string,
) {
  const res = await getAs<{ list: { title: string; body: string }[] }>(
    ctx,
    `/api/${route}/notices?kind=${kind}`,
    token,
    {
      'accept-language': lang,
    },
  );
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.list.filter((n) => n.body.includes(orderNo) || n.title.includes(orderNo));
}
