import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { addAddress, openShops, pickSku, startCheckout } from '../coupons/checkout-fixtures';

// Audit CS3: a shop's weight template whose fee per gram, times a heavy product, passes what one order can hold made
// the confirmation page answer 500 (its freight was converted before any size check). Every checkout step now says
// what the price and the order say: the order is too large, in the shopper's language.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const TOO_LARGE = {
  en: 'The order total is too large; split it into several orders',
  fr: 'Le total de la commande est trop élevé ; répartissez-la en plusieurs commandes',
};

describe('a freight beyond any order (audit CS3)', () => {
  it('the confirmation page, the price and the order answer "too large" in the shopper’s language, not 500', async () => {
    const shop = await merchantToken(ctx.db);
    const other = (await openShops(ctx, 5)).find((id) => id !== shop.merchantId)!;
    // Within every bound the console sets: 999,999.99 a gram, a product of 9,999 kg.
    const made = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/shipping/templates',
      {
        name: 'CS huge',
        chargeBy: 'weight',
        rules: [{ regions: [], first: 0.001, firstFee: '999999.99', additional: 0.001, additionalFee: '999999.99' }],
        free: [],
        undeliverable: [],
      },
      { headers: bearer(shop.token) },
    );
    expect(made.body.code, made.body.message).toBe(200);
    const heavy = await pickSku(ctx, shop.merchantId, 8099);
    await ctx.db.execute(sql`
      UPDATE products SET shipping_template_id = ${made.body.data.id}, weight_grams = 9999000, is_virtual = false
      WHERE id = ${heavy.productId}`);
    const elsewhere = await pickSku(ctx, other, 1500);

    const buyer = await newShopper(ctx.db);
    const addressId = await addAddress(ctx, buyer.token);
    const pre = await startCheckout(ctx, buyer.token, [
      { sku: heavy, quantity: 10 },
      { sku: elsewhere, quantity: 1 },
    ]);
    for (const [language, message] of Object.entries(TOO_LARGE)) {
      const headers = { ...bearer(buyer.token), 'accept-language': language };
      const load = await get(ctx.app, `/api/front/order/load/pre/${pre}`, headers);
      expect(load.status, language).toBe(400);
      expect(load.body.message).toBe(message);
      const price = await post(
        ctx.app,
        '/api/front/order/computed/price',
        { preOrderNo: pre, addressId, couponIds: [], usePoints: false },
        { headers },
      );
      expect([price.status, price.body.message]).toEqual([400, message]);
      const created = await post(
        ctx.app,
        '/api/front/order/create',
        { preOrderNo: pre, addressId, couponIds: [], usePoints: false, payType: 'card' },
        { headers },
      );
      expect([created.status, created.body.message]).toEqual([400, message]);
    }
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE pre_order_no = ${pre}`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
