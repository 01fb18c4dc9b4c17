import { connect as connectTcp } from 'node:net';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearer, post, type TestContext } from '../../test/harness';

// Shared moves of the attack suite: a buyer with an address, an order placed and paid the honest way, and a
// fingerprint of everything an attack could change, so each test can say "blocked, and nothing changed".

export type Sku = { productId: number; skuId: number; merchantId: number; price: number };

/** An on-sale SKU of the given shop (the n-th), with a known stock. */
export async function skuOf(ctx: TestContext, merchantId: number, stock = 50, n = 0): Promise<Sku> {
  const { rows } = await ctx.db.execute<{ product_id: number; sku_id: number; price: number }>(sql`
    SELECT p.id AS product_id, s.id AS sku_id, s.price FROM product_skus s JOIN products p ON p.id = s.product_id
    WHERE p.merchant_id = ${merchantId} AND p.on_sale ORDER BY s.id LIMIT 1 OFFSET ${n}`);
  const r = rows[0]!;
  await ctx.db.execute(sql`UPDATE product_skus SET stock = ${stock} WHERE id = ${r.sku_id}`);
  await ctx.db.execute(sql`
    UPDATE products SET stock = (SELECT sum(stock) FROM product_skus WHERE product_id = ${r.product_id})
    WHERE id = ${r.product_id}`);
  return { productId: r.product_id, skuId: r.sku_id, merchantId, price: r.price };
}

export async function addressOf(ctx: TestContext, token: string): Promise<number> {
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

/** Buy now and create the order; answers the PT number. */
export async function placeOrder(ctx: TestContext, token: string, addressId: number, sku: Sku, quantity = 1) {
  const pre = await post<{ preOrderNo: string }>(
    ctx.app,
    '/api/front/order/pre/order',
    { type: 'buyNow', items: [{ productId: sku.productId, skuId: sku.skuId, quantity }] },
    { headers: bearer(token) },
  );
  expect(pre.body.code, pre.body.message).toBe(200);
  const created = await post<{ orderNo: string }>(
    ctx.app,
    '/api/front/order/create',
    { preOrderNo: pre.body.data.preOrderNo, addressId, couponIds: [], usePoints: false, mark: '', payType: 'card' },
    { headers: bearer(token) },
  );
  expect(created.body.code, created.body.message).toBe(200);
  return created.body.data.orderNo;
}

/** Pays with the test card that always succeeds. */
export async function pay(ctx: TestContext, token: string, orderNo: string): Promise<void> {
  await post(ctx.app, '/api/front/pay/payment', { orderNo, payType: 'card' }, { headers: bearer(token) });
  const res = await post<{ status: string }>(
    ctx.app,
    '/api/front/pay/testcard/confirm',
    { orderNo, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', holder: 'Ann Lee' },
    { headers: bearer(token) },
  );
  expect(res.body.data?.status, res.body.message).toBe('succeeded');
}

/** The shop order (SH…) of a checkout. */
export async function shopOrderOf(ctx: TestContext, orderNo: string): Promise<{ id: number; orderNo: string }> {
  const { rows } = await ctx.db.execute<{ id: number; order_no: string }>(sql`
    SELECT s.id, s.order_no FROM shop_orders s JOIN orders o ON o.id = s.order_id WHERE o.order_no = ${orderNo}
    ORDER BY s.id LIMIT 1`);
  return { id: rows[0]!.id, orderNo: rows[0]!.order_no };
}

/**
 * A fingerprint of what attacks aim at: orders and their money, stock, carts, addresses, coupons, points, refunds,
 * reviews, sessions, shops and users' roles. Equal fingerprints before and after mean the attack changed nothing.
 */
export async function fingerprint(ctx: TestContext): Promise<Record<string, unknown>> {
  const { rows } = await ctx.db.execute<Record<string, unknown>>(sql`
    SELECT
      (SELECT count(*) FROM orders) AS orders,
      (SELECT coalesce(sum(pay_amount), 0) FROM orders) AS order_money,
      (SELECT string_agg(status, ',' ORDER BY id) FROM shop_orders) AS shop_order_states,
      (SELECT coalesce(sum(stock), 0) FROM product_skus) AS stock,
      (SELECT coalesce(sum(stock), 0) FROM products) AS product_stock,
      (SELECT coalesce(sum(quantity), 0) FROM cart_items) AS cart_units,
      (SELECT md5(coalesce(string_agg(real_name || detail || is_default::text, ',' ORDER BY id), '')) FROM addresses) AS addresses,
      (SELECT count(*) FROM payments) AS payments,
      (SELECT coalesce(sum(taken), 0) || '/' || coalesce(sum(used), 0) FROM coupons) AS coupons,
      (SELECT count(*) || '/' || count(*) FILTER (WHERE status = 'used') FROM coupon_users) AS coupon_users,
      (SELECT coalesce(sum(points), 0) FROM points_ledger) AS points,
      (SELECT count(*) || '/' || coalesce(string_agg(status, ',' ORDER BY id), '') FROM refunds) AS refunds,
      (SELECT count(*) FROM reviews) AS reviews,
      (SELECT md5(coalesce(string_agg(name || status || intro, ',' ORDER BY id), '')) FROM merchants) AS shops,
      (SELECT md5(coalesce(string_agg(name || price || on_sale::text, ',' ORDER BY id), '')) FROM products) AS products,
      (SELECT md5(coalesce(string_agg(nickname || is_admin::text || coalesce(email, ''), ',' ORDER BY id), '')) FROM users) AS users,
      (SELECT count(*) FROM merchant_staff) AS staff`);
  return rows[0]!;
}

/** Runs an attack and checks it changed nothing; answers what the attack got back. */
export async function unchangedBy<T>(ctx: TestContext, attack: () => Promise<T>): Promise<T> {
  const before = await fingerprint(ctx);
  const result = await attack();
  expect(await fingerprint(ctx)).toEqual(before);
  return result;
}

/** The test app listening on a port of its own, for requests only Node's own parser meets (`inject` never does). */
export async function listening(ctx: TestContext): Promise<number> {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const bound = ctx.app.server.address();
  if (!bound || typeof bound === 'string') throw new Error('no port');
  return bound.port;
}

export type RawAnswer = {
  status: number;
  headers: Record<string, string>;
  /** The answer's envelope; null when its body is none (a redirect) or no JSON. */
  body: { code: number; message: string; data: unknown } | null;
};

/**
 * Writes `head` on a socket of its own, as one write, and reads the answer when the server closes it (fetch refuses
 * nothing, but shows nothing of a cut socket). A reset after the answer (Node's parser refusing) is no failure.
 */
export function sendRaw(port: number, head: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connectTcp(port, '127.0.0.1', () => socket.write(head));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const rest = text.slice(split + 4);
      let body: RawAnswer['body'] = null;
      try {
        body = rest.startsWith('{') ? JSON.parse(rest) : null;
      } catch {
        body = null;
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}
