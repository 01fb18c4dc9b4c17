import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../test/harness';
import { createSession } from '../platform/session';
import { addressOf, pay, placeOrder, type Sku, shopOrderOf, skuOf, unchangedBy } from './support';

// Attacks on other people's things: a shopper reaching another shopper's orders, cart, addresses and session;
// staff of one shop reaching another shop; a shopper calling the merchant and admin APIs.

let ctx: TestContext;
let victim: { id: number; token: string };
let attacker: { id: number; token: string };
let victimOrder: string;
let victimShopOrder: string;
let victimAddress: number;
let victimCartItem: number;
let otherShopSku: Sku;
let merchant: { token: string; merchantId: number };

beforeAll(async () => {
  ctx = await startTestApp();
  merchant = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM merchants WHERE id <> ${merchant.merchantId} ORDER BY id LIMIT 1`,
  );
  otherShopSku = await skuOf(ctx, rows[0]!.id, 50);
  victim = await newShopper(ctx.db, 'victim');
  attacker = await newShopper(ctx.db, 'attacker');
  victimAddress = await addressOf(ctx, victim.token);
  victimOrder = await placeOrder(ctx, victim.token, victimAddress, otherShopSku);
  await pay(ctx, victim.token, victimOrder);
  victimShopOrder = (await shopOrderOf(ctx, victimOrder)).orderNo;
  const cart = await post<{ id: number }>(
    ctx.app,
    '/api/front/cart/save',
    { productId: otherShopSku.productId, skuId: otherShopSku.skuId, quantity: 2 },
    { headers: bearer(victim.token) },
  );
  victimCartItem = cart.body.data.id;
});
afterAll(() => ctx?.close());

const as = (token: string) => ({ headers: bearer(token) });

describe("another shopper's things", () => {
  it.each(['detail', 'express'])("order/%s of another user's order is not found", async (what) => {
    for (const no of [victimOrder, victimShopOrder]) {
      const res = await get(ctx.app, `/api/front/order/${what}/${no}`, bearer(attacker.token));
      expect(res.status).toBe(404);
    }
  });

  it.each(['cancel', 'take', 'delete', 'again'])(
    "order/%s on another user's order is refused and changes nothing",
    async (what) => {
      for (const no of [victimOrder, victimShopOrder]) {
        const res = await unchangedBy(ctx, () =>
          post(ctx.app, `/api/front/order/${what}/${no}`, undefined, as(attacker.token)),
        );
        expect(res.status).toBe(404);
      }
    },
  );

  it("paying another user's order is refused", async () => {
    const fresh = await placeOrder(ctx, victim.token, victimAddress, otherShopSku);
    const res = await unchangedBy(ctx, () =>
      post(
        ctx.app,
        '/api/front/pay/testcard/confirm',
        { orderNo: fresh, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', holder: 'Eve' },
        as(attacker.token),
      ),
    );
    expect(res.status).toBe(404);
    await post(ctx.app, `/api/front/order/cancel/${fresh}`, undefined, as(victim.token));
  });

  it("another user's cart item cannot be changed, deleted or checked out", async () => {
    for (const [url, body] of [
      ['/api/front/cart/num', { id: victimCartItem, quantity: 1 }],
      ['/api/front/cart/delete', { ids: [victimCartItem] }],
      ['/api/front/order/pre/order', { type: 'cart', cartIds: [victimCartItem] }],
    ] as const) {
      // Deleting ids that are not one's own deletes nothing and may answer OK; the fingerprint proves nothing moved.
      const res = await unchangedBy(ctx, () => post(ctx.app, url, body, as(attacker.token)));
      expect([200, 400, 404], url).toContain(res.status);
    }
    const list = await get<{ items: unknown[] }[]>(ctx.app, '/api/front/cart/list', bearer(attacker.token));
    expect(list.body.data).toEqual([]);
  });

  it("another user's address cannot be read, edited, deleted, made default or shipped to", async () => {
    const read = await get(ctx.app, `/api/front/address/detail/${victimAddress}`, bearer(attacker.token));
    expect(read.status).toBe(404);
    for (const [url, body] of [
      [
        '/api/front/address/edit',
        {
          id: victimAddress,
          realName: 'Eve',
          country: 'US',
          regionCode: 'US-NY',
          detail: 'x',
          postCode: '10001',
          countryCode: '+1',
          phone: '2125550000',
        },
      ],
      ['/api/front/address/del', { id: victimAddress }],
      ['/api/front/address/default/set', { id: victimAddress }],
    ] as const) {
      const res = await unchangedBy(ctx, () => post(ctx.app, url, body, as(attacker.token)));
      expect(res.status, url).toBe(404);
    }
    const pre = await post<{ preOrderNo: string }>(
      ctx.app,
      '/api/front/order/pre/order',
      { type: 'buyNow', items: [{ productId: otherShopSku.productId, skuId: otherShopSku.skuId, quantity: 1 }] },
      as(attacker.token),
    );
    const res = await unchangedBy(ctx, () =>
      post(
        ctx.app,
        '/api/front/order/create',
        {
          preOrderNo: pre.body.data.preOrderNo,
          addressId: victimAddress,
          couponIds: [],
          usePoints: false,
          payType: 'card',
        },
        as(attacker.token),
      ),
    );
    expect(res.status).toBe(404);
  });

  it("signing out with one's own token leaves another user's session alive", async () => {
    const other = await createSession(ctx.db, victim.id);
    const out = await get(ctx.app, '/api/front/login/logout', bearer(attacker.token));
    expect(out.status).toBe(200);
    const still = await get(ctx.app, '/api/front/user/info', bearer(other));
    expect(still.status).toBe(200);
    expect((still.body.data as { nickname: string }).nickname).toBe('victim');
    attacker = { ...attacker, token: await createSession(ctx.db, attacker.id) };
  });

  it('a made-up or truncated token is no session', async () => {
    for (const token of [victim.token.slice(0, -2), 'a'.repeat(64), `${victim.token}x`, "' OR 1=1 --"]) {
      const res = await get(ctx.app, '/api/front/user/info', bearer(token));
      expect(res.status, token).toBe(401);
    }
  });
});

describe('merchant staff and other shops', () => {
  it("cannot see another shop's order in its list", async () => {
    const res = await get<{ list: { orderNo: string }[] }>(
      ctx.app,
      '/api/merchant/orders?limit=100',
      bearer(merchant.token),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((o) => o.orderNo)).not.toContain(victimShopOrder);
  });

  it("cannot ship another shop's order", async () => {
    const res = await unchangedBy(ctx, () =>
      post(
        ctx.app,
        `/api/merchant/orders/${victimShopOrder}/ship`,
        { courierCompany: 'Evil Post', trackingNo: 'EVIL12345' },
        as(merchant.token),
      ),
    );
    expect(res.status).toBe(404);
  });

  it("cannot change another shop's product", async () => {
    const res = await unchangedBy(ctx, () =>
      post(
        ctx.app,
        `/api/merchant/products/${otherShopSku.productId}`,
        {
          name: 'Taken over',
          categoryId: 1,
          images: [],
          description: '',
          attrs: [{ name: 'Size', values: ['One'] }],
          skus: [{ attrValues: ['One'], price: 1, otPrice: 1, stock: 1, image: '' }],
        },
        as(merchant.token),
      ),
    );
    expect([400, 404]).toContain(res.status);
  });
});

describe('a shopper calling the consoles', () => {
  const merchantCalls: [string, string, unknown?][] = [
    ['GET', '/api/merchant/orders'],
    ['POST', '/api/merchant/orders/SH1/ship', { courierCompany: 'X', trackingNo: '1' }],
    ['GET', '/api/merchant/refunds'],
    ['POST', '/api/merchant/refunds/RE1/accept'],
    ['POST', '/api/merchant/products', { name: 'x' }],
  ];
  const adminCalls: [string, string, unknown?][] = [
    ['GET', '/api/admin/merchant/applications'],
    ['POST', '/api/admin/merchant/applications/1/approve'],
    ['POST', '/api/admin/merchant/applications/1/reject', { reason: 'no' }],
  ];

  it.each(merchantCalls)('%s %s answers 403 to a shopper', async (method, url, body) => {
    const res = await unchangedBy(ctx, () =>
      method === 'GET' ? get(ctx.app, url, bearer(attacker.token)) : post(ctx.app, url, body, as(attacker.token)),
    );
    expect(res.status).toBe(403);
  });

  it.each(adminCalls)('%s %s answers 403 to a shopper and to merchant staff', async (method, url, body) => {
    for (const token of [attacker.token, merchant.token]) {
      const res = await unchangedBy(ctx, () =>
        method === 'GET' ? get(ctx.app, url, bearer(token)) : post(ctx.app, url, body, as(token)),
      );
      expect(res.status).toBe(403);
    }
  });

  it('without a session the consoles answer 401', async () => {
    for (const [method, url, body] of [...merchantCalls, ...adminCalls]) {
      const res = method === 'GET' ? await get(ctx.app, url) : await post(ctx.app, url, body);
      expect(res.status, url).toBe(401);
    }
  });
});
