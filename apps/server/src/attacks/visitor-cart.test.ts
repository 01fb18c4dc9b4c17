import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, startTestApp, type TestContext } from '../../test/harness';
import { skuOf } from './support';

// The visitor's cart attacked without an account (audit GT): a script with a cookie jar, or without one.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx?.close());

async function save(body: unknown, cookie?: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/front/cart/save',
    remoteAddress: freshIp(),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
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
});
