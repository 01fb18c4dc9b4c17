import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshIp, newShopper, startTestApp, type TestContext } from '../../test/harness';
import { clearOfWindowEdge, fillWindow } from '../../test/rate-window';
import { skuOf } from './support';

// The visitor's cart attacked without an account (audit GT): a script with a cookie jar, or without one.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx?.close());

async function save(body: unknown, cookie?: string, ip = freshIp(), token?: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/front/cart/save',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...(token ? bearer(token) : {}) },
    payload: JSON.stringify(body),
  });
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return { code: (res.json() as { code: number }).code, cookie: setCookie.find((c) => c.startsWith('mall_cart=')) };
}

const visitorCarts = async () =>
  (await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM visitor_carts`)).rows[0]!.n;

describe("a visitor's refused add (audit GT F2)", () => {
  it('opens no cart and sets no cookie: an unknown product, a SKU of another product, none left, too many', async () => {
    const sku = await skuOf(ctx, 2, 3);
    const other = await skuOf(ctx, 3, 5);
    const before = await visitorCarts();
    const refused = [
      { productId: 999_999, skuId: 999_999, quantity: 1 },
      { productId: sku.productId, skuId: other.skuId, quantity: 1 },
      { productId: sku.productId, skuId: sku.skuId, quantity: 4 },
    ];
    for (const body of refused) {
      const res = await save(body);
      expect(res.code).not.toBe(200);
      // Each refused call used to leave a cart of no line for 30 days and a cookie naming it.
      expect(res.cookie).toBeUndefined();
    }
    expect(await visitorCarts()).toBe(before);
    // An add that goes in opens the cart and sets its cookie, as always.
    const good = await save({ productId: sku.productId, skuId: sku.skuId, quantity: 1 });
    expect(good.code).toBe(200);
    expect(good.cookie).toMatch(
      /^mall_cart=[A-Za-z0-9_-]{43}; Path=\/api\/front; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );
    expect(await visitorCarts()).toBe(before + 1);
  });

  it('keeps the cart a visitor already has when an add to it is refused', async () => {
    const sku = await skuOf(ctx, 2, 3, 1);
    const first = await save({ productId: sku.productId, skuId: sku.skuId, quantity: 1 });
    const cookie = first.cookie!.split(';')[0]!;
    const before = await visitorCarts();
    expect((await save({ productId: sku.productId, skuId: sku.skuId, quantity: 3 }, cookie)).code).toBe(400);
    expect(await visitorCarts()).toBe(before);
    expect((await save({ productId: sku.productId, skuId: sku.skuId, quantity: 1 }, cookie)).code).toBe(200);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM visitor_cart_items WHERE sku_id = ${sku.skuId}`,
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('never commits a cart for refused adds, even two racing: the cart is opened in the add’s transaction (brief GV, item 5)', async () => {
    // Every visitor cart row that is ever committed leaves a trace here: the trigger's insert commits or rolls back
    // with the cart's own. A cart made, then deleted after the refusal, left its trace (and lived in between).
    await ctx.db.execute(sql`CREATE TABLE visitor_carts_seen (cart_id bigint NOT NULL)`);
    await ctx.db.execute(sql`CREATE FUNCTION visitor_carts_seen_fn() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO visitor_carts_seen VALUES (NEW.id); RETURN NEW; END $$`);
    await ctx.db.execute(sql`CREATE TRIGGER visitor_carts_seen_trg AFTER INSERT ON visitor_carts
      FOR EACH ROW EXECUTE FUNCTION visitor_carts_seen_fn()`);
    const seen = async () =>
      (await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM visitor_carts_seen`)).rows[0]!.n;
    try {
      const sku = await skuOf(ctx, 2, 2, 2);
      const before = await visitorCarts();
      // Two visitors at once each ask for more than the stock: refused inside the add's transaction.
      const refused = await Promise.all([
        save({ productId: sku.productId, skuId: sku.skuId, quantity: 3 }),
        save({ productId: sku.productId, skuId: sku.skuId, quantity: 5 }),
      ]);
      expect(refused.map((r) => r.code)).toEqual([400, 400]);
      expect(refused.map((r) => r.cookie)).toEqual([undefined, undefined]);
      expect(await seen()).toBe(0);
      expect(await visitorCarts()).toBe(before);
      // The trace works: an add that goes in commits its cart once.
      const good = await save({ productId: sku.productId, skuId: sku.skuId, quantity: 1 });
      expect(good.code).toBe(200);
      expect(await seen()).toBe(1);
      expect(await visitorCarts()).toBe(before + 1);
    } finally {
      await ctx.db.execute(sql`DROP TRIGGER visitor_carts_seen_trg ON visitor_carts`);
      await ctx.db.execute(sql`DROP FUNCTION visitor_carts_seen_fn()`);
      await ctx.db.execute(sql`DROP TABLE visitor_carts_seen`);
    }
  });
});

describe('visitor carts written by a script (audit GT F3)', () => {
  it('one client address adds to visitor carts only so many times an hour; an account from it is not counted', async () => {
    const sku = await skuOf(ctx, 2, 999, 2);
    const other = await skuOf(ctx, 3, 999, 2);
    const ip = freshIp();
    await clearOfWindowEdge(3600);
    const first = await save({ productId: sku.productId, skuId: sku.skuId, quantity: 1 }, undefined, ip);
    expect(first.code).toBe(200);
    const cookie = first.cookie!.split(';')[0]!;
    // 500 carts of 200 lines an hour were 100,000 rows from one address; the hour's adds stop at 5,000.
    await fillWindow(ctx.db, `visitor-add:ip:${ip}`, 3600, 5000);
    const before = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM visitor_cart_items`);
    expect((await save({ productId: other.productId, skuId: other.skuId, quantity: 1 }, cookie, ip)).code).toBe(429);
    expect((await save({ productId: other.productId, skuId: other.skuId, quantity: 1 }, undefined, ip)).code).toBe(429);
    const after = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM visitor_cart_items`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    // A shopper signed in behind the same address adds as always, and so does a visitor of another address.
    const shopper = await newShopper(ctx.db, 'behind-the-same-address');
    expect(
      (await save({ productId: other.productId, skuId: other.skuId, quantity: 1 }, undefined, ip, shopper.token)).code,
    ).toBe(200);
    expect((await save({ productId: other.productId, skuId: other.skuId, quantity: 1 }, cookie)).code).toBe(200);
  });
});
