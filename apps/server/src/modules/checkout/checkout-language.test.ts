import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { addressOf, skuOf } from '../../attacks/support';

// Audit AV2: every checkout step that names an item names it as the reader saw it on the product page, in the
// request's language (the pre-order's shortage, the re-pricing's "no longer available"), as the order creation does.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const NAMES = { en: 'Rechargeable Desk Lamp', fr: 'Lampadaire en lin', 'zh-CN': '护眼台灯' } as const;

/** An on-sale SKU with the given stock, whose product has its own name in English, French and Chinese. */
async function translatedSku(stock: number) {
  const sku = await skuOf(ctx, (await merchantToken(ctx.db)).merchantId, stock, 2);
  await ctx.db.execute(sql`DELETE FROM product_translations WHERE product_id = ${sku.productId}`);
  for (const [locale, name] of Object.entries(NAMES)) {
    await ctx.db.execute(sql`
      INSERT INTO product_translations (product_id, locale, name, attrs) VALUES (${sku.productId}, ${locale}, ${name}, '[]'::jsonb)`);
  }
  return sku;
}

describe('checkout messages name the item in the reader’s language (audit AV2)', () => {
  it('a shortage at the start of a checkout', async () => {
    const sku = await translatedSku(3);
    const buyer = await newShopper(ctx.db, 'av2');
    const preOrder = (language: string) =>
      post(
        ctx.app,
        '/api/front/order/pre/order',
        { type: 'buyNow', items: [{ productId: sku.productId, skuId: sku.skuId, quantity: 4 }] },
        { headers: { ...bearer(buyer.token), 'accept-language': language } },
      );
    const fr = await preOrder('fr');
    expect(fr.status).toBe(409);
    expect(fr.body.message).toBe('Il ne reste que 3 exemplaires de « Lampadaire en lin »');
    expect((await preOrder('zh-CN')).body.message).toBe('“护眼台灯”仅剩 3 件');
    expect((await preOrder('en')).body.message).toBe('Only 3 of Rechargeable Desk Lamp left');
  });

  it('an item taken off sale while the confirmation page re-prices', async () => {
    const sku = await translatedSku(50);
    const buyer = await newShopper(ctx.db, 'av2b');
    const addressId = await addressOf(ctx, buyer.token);
    const pre = await post<{ preOrderNo: string }>(
      ctx.app,
      '/api/front/order/pre/order',
      { type: 'buyNow', items: [{ productId: sku.productId, skuId: sku.skuId, quantity: 1 }] },
      { headers: bearer(buyer.token) },
    );
    expect(pre.body.code, pre.body.message).toBe(200);
    await ctx.db.execute(sql`UPDATE products SET on_sale = false WHERE id = ${sku.productId}`);
    const price = (language: string) =>
      post(
        ctx.app,
        '/api/front/order/computed/price',
        { preOrderNo: pre.body.data.preOrderNo, addressId, couponIds: [], usePoints: false },
        { headers: { ...bearer(buyer.token), 'accept-language': language } },
      );
    const fr = await price('fr');
    expect(fr.status).toBe(409);
    expect(fr.body.message).toBe('« Lampadaire en lin » n’est plus disponible');
    expect((await price('zh-CN')).body.message).toBe('“护眼台灯”已不再销售');
  });
});
