import type { Page } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { uploadVoucher } from '../../../test/refund-helpers';
import { readGlossary } from '../catalog/attribute-glossary';
import { fillLineTexts } from './line-texts';

// Audit AF2: an order line is read in the reader's language (the shop's console in its own), not in the language the
// shopper happened to read at checkout; a line without its languages (placed before) reads the text it stored.

let ctx: TestContext;
let shop: { token: string; merchantId: number };
let productId: number;
let redSku: number;

type Line = { productId: number; name: string; skuText: string };
// Each language's punctuation: French sets the colon off with a no-break space, Chinese writes the full-width one.
const FRENCH = { name: 'Écharpe Zéphyr en laine', skuText: 'Couleur\u00a0: Rouge' };
const CHINESE = { name: '西风羊毛围巾', skuText: '颜色：红色' };

beforeAll(async () => {
  ctx = await startTestApp();
  shop = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`SELECT c.id FROM categories c WHERE c.parent_id <> 0 ORDER BY c.id LIMIT 1`,
  );
  const picture = await uploadVoucher(ctx, shop.token);
  const created = await post<{ id: number }>(
    ctx.app,
    '/api/merchant/products',
    {
      name: 'Zephyr Wool Scarf',
      categoryId: rows[0]!.id,
      images: [picture],
      description: '<p>Warm wool</p>',
      attrs: [{ name: 'Colour', values: ['Red', 'Blue'] }],
      skus: [
        { attrValues: ['Red'], price: '19.90', otPrice: '', stock: 50, image: '' },
        { attrValues: ['Blue'], price: '17.50', otPrice: '', stock: 50, image: '' },
      ],
      // Virtual goods need no address.
      isVirtual: true,
      originalLocale: 'en',
      translations: {
        fr: { name: FRENCH.name, description: '', attrs: [{ name: 'Couleur', values: ['Rouge', 'Bleu'] }] },
        'zh-CN': { name: CHINESE.name, description: '', attrs: [{ name: '颜色', values: ['红色', '蓝色'] }] },
      },
    },
    { headers: bearer(shop.token) },
  );
  expect(created.body.code, created.body.message).toBe(200);
  productId = created.body.data.id;
  const { rows: skus } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM product_skus WHERE product_id = ${productId} AND attr_values->>0 = 'Red'`,
  );
  redSku = skus[0]!.id;
});
afterAll(() => ctx?.close());

const as = (token: string, locale: string) => ({ ...bearer(token), cookie: `locale=${locale}` });

/** A shopper reading Chinese buys the red scarf and pays; answers the shop order's number and its line. */
async function boughtInChinese(token: string) {
  const headers = as(token, 'zh-CN');
  const pre = await post<{ preOrderNo: string }>(
    ctx.app,
    '/api/front/order/pre/order',
    { type: 'buyNow', items: [{ productId, skuId: redSku, quantity: 1 }] },
    { headers },
  );
  expect(pre.body.code, pre.body.message).toBe(200);
  const created = await post<{ orderNo: string }>(
    ctx.app,
    '/api/front/order/create',
    { preOrderNo: pre.body.data.preOrderNo, couponIds: [], usePoints: false, mark: '', payType: 'card' },
    { headers },
  );
  expect(created.body.code, created.body.message).toBe(200);
  const paid = await post<{ status: string }>(
    ctx.app,
    '/api/front/pay/testcard/confirm',
    {
      orderNo: created.body.data.orderNo,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      holder: 'Ann Lee',
    },
    { headers },
  );
  expect(paid.body.data?.status).toBe('succeeded');
  const { rows } = await ctx.db.execute<{ order_no: string; shop_order_id: number; item_id: number }>(sql`
    SELECT s.order_no, s.id AS shop_order_id, i.id AS item_id FROM shop_orders s JOIN orders o ON o.id = s.order_id
      JOIN order_items i ON i.shop_order_id = s.id
    WHERE o.order_no = ${created.body.data.orderNo}`);
  return { orderNo: rows[0]!.order_no, shopOrderId: rows[0]!.shop_order_id, itemId: rows[0]!.item_id };
}

const shopperOrder = async (token: string, orderNo: string, locale: string) => {
  const res = await get<{ items: Line[] }>(ctx.app, `/api/front/order/detail/${orderNo}`, as(token, locale));
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.items[0]!;
};

describe('order lines in the reader’s language (audit AF2)', () => {
  it('keeps the line in every language, the one read at checkout as its stored text', async () => {
    const shopper = await newShopper(ctx.db, 'af2-keep');
    const { itemId } = await boughtInChinese(shopper.token);
    const { rows } = await ctx.db.execute<{
      name: string;
      sku_text: string;
      names: Record<string, string>;
      sku_texts: Record<string, string>;
    }>(sql`SELECT name, sku_text, names, sku_texts FROM order_items WHERE id = ${itemId}`);
    // The line's own text is the original form (reviews find their lines by it).
    expect(rows[0]).toMatchObject({ name: CHINESE.name, sku_text: '颜色: 红色' });
    expect(Object.keys(rows[0]!.names).sort()).toEqual(['en', 'es', 'fr', 'lo', 'th', 'zh-CN']);
    expect(rows[0]!.names).toMatchObject({ en: 'Zephyr Wool Scarf', fr: FRENCH.name, 'zh-CN': CHINESE.name });
    expect(rows[0]!.sku_texts).toMatchObject({ en: 'Colour: Red', fr: FRENCH.skuText, 'zh-CN': CHINESE.skuText });
  });

  it('reads an order placed in Chinese in French: the order list and detail, refunds, the shop’s console', async () => {
    const shopper = await newShopper(ctx.db, 'af2-read');
    const { orderNo, itemId } = await boughtInChinese(shopper.token);

    expect(await shopperOrder(shopper.token, orderNo, 'fr')).toMatchObject(FRENCH);
    const list = await get<Page<{ orderNo: string; items: Line[] }>>(
      ctx.app,
      '/api/front/order/list?limit=10',
      as(shopper.token, 'fr'),
    );
    expect(list.body.data.list.find((o) => o.orderNo === orderNo)?.items[0]).toMatchObject(FRENCH);
    // The language read at checkout reads as it was.
    expect(await shopperOrder(shopper.token, orderNo, 'zh-CN')).toMatchObject(CHINESE);

    const asked = await post<{ refundNo: string }>(
      ctx.app,
      '/api/front/order/refund',
      { orderNo, itemIds: [itemId], type: 'refund', reason: 'No longer needed' },
      { headers: as(shopper.token, 'zh-CN') },
    );
    expect(asked.body.code, asked.body.message).toBe(200);
    const refunds = await get<Page<{ refundNo: string; items: Line[] }>>(
      ctx.app,
      '/api/front/order/refund/list?limit=10',
      as(shopper.token, 'fr'),
    );
    expect(refunds.body.data.list.find((r) => r.refundNo === asked.body.data.refundNo)?.items[0]).toMatchObject(FRENCH);
    const refund = await get<{ items: Line[] }>(
      ctx.app,
      `/api/front/order/refund/detail/${asked.body.data.refundNo}`,
      as(shopper.token, 'fr'),
    );
    expect(refund.body.data.items[0]).toMatchObject(FRENCH);

    // The shop's console, in French, reads its own product in French.
    const consoleOrders = await get<Page<{ orderNo: string; items: { name: string; skuText: string }[] }>>(
      ctx.app,
      `/api/merchant/orders?limit=20&keyword=${orderNo}`,
      as(shop.token, 'fr'),
    );
    expect(consoleOrders.body.code, consoleOrders.body.message).toBe(200);
    expect(consoleOrders.body.data.list.find((o) => o.orderNo === orderNo)?.items[0]).toMatchObject(FRENCH);
    const consoleOrder = await get<{ items: Line[] }>(ctx.app, `/api/merchant/orders/${orderNo}`, as(shop.token, 'fr'));
    expect(consoleOrder.body.data.items[0]).toMatchObject(FRENCH);
    const consoleRefund = await get<{ items: Line[] }>(
      ctx.app,
      `/api/merchant/refunds/${asked.body.data.refundNo}`,
      as(shop.token, 'fr'),
    );
    expect(consoleRefund.body.data.items[0]).toMatchObject(FRENCH);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: `/api/merchant/orders/export.csv?keyword=${orderNo}`,
      headers: as(shop.token, 'fr'),
    });
    expect(exported.body).toContain(`${FRENCH.name} (${FRENCH.skuText}) x 1`);
  });

  it('writes a review’s option in the reader’s language', async () => {
    const shopper = await newShopper(ctx.db, 'af2-review');
    const { orderNo, shopOrderId, itemId } = await boughtInChinese(shopper.token);
    await ctx.db.execute(sql`
      UPDATE shop_orders SET status = 'to_review', shipped_at = now(), received_at = now() WHERE id = ${shopOrderId}`);
    const pending = await get<Page<{ itemId: number; name: string; skuText: string }>>(
      ctx.app,
      '/api/front/order/comment/pending?limit=50',
      as(shopper.token, 'fr'),
    );
    expect(pending.body.data.list.find((p) => p.itemId === itemId)).toMatchObject(FRENCH);
    const reviewed = await post(
      ctx.app,
      '/api/front/order/comment',
      { orderNo, itemId, productScore: 5, serviceScore: 5, comment: '很好', pics: [] },
      { headers: as(shopper.token, 'zh-CN') },
    );
    expect(reviewed.body.code, reviewed.body.message).toBe(200);

    const replies = await get<Page<{ comment: string; skuText: string }>>(
      ctx.app,
      `/api/front/product/reply/list/${productId}?limit=20`,
      { cookie: 'locale=fr' },
    );
    expect(replies.body.data.list.find((r) => r.comment === '很好')?.skuText).toBe(FRENCH.skuText);
    const mine = await get<Page<{ productName: string; skuText: string }>>(
      ctx.app,
      '/api/front/order/reply/list?limit=10',
      as(shopper.token, 'fr'),
    );
    expect(mine.body.data.list[0]).toMatchObject({ productName: FRENCH.name, skuText: FRENCH.skuText });
    const shopReviews = await get<Page<{ productId: number; productName: string; skuText: string }>>(
      ctx.app,
      `/api/merchant/reviews?productId=${productId}&limit=20`,
      as(shop.token, 'fr'),
    );
    expect(shopReviews.body.data.list[0]).toMatchObject({ productName: FRENCH.name, skuText: FRENCH.skuText });
  });

  it('reads a review without an order line (the demo’s) in the reader’s language when it names one of the SKUs', async () => {
    const writer = await newShopper(ctx.db, 'af2-demo-review');
    await ctx.db.execute(sql`
      INSERT INTO reviews (product_id, merchant_id, user_id, sku_text, product_score, service_score, comment, pics)
      VALUES (${productId}, ${shop.merchantId}, ${writer.id}, 'Colour: Red', 4, 5, 'Lovely and warm', '[]'::jsonb),
        (${productId}, ${shop.merchantId}, ${writer.id}, 'Colour: Mauve', 4, 5, 'Not one of ours', '[]'::jsonb)`);
    const replies = await get<Page<{ comment: string; skuText: string }>>(
      ctx.app,
      `/api/front/product/reply/list/${productId}?limit=20`,
      { cookie: 'locale=fr' },
    );
    const byComment = new Map(replies.body.data.list.map((r) => [r.comment, r.skuText]));
    expect(byComment.get('Lovely and warm')).toBe(FRENCH.skuText);
    // A text that names no SKU of the product stays as written.
    expect(byComment.get('Not one of ours')).toBe('Colour: Mauve');
    const shopReviews = await get<Page<{ comment: string; skuText: string }>>(
      ctx.app,
      `/api/merchant/reviews?productId=${productId}&limit=20`,
      as(shop.token, 'zh-CN'),
    );
    expect(shopReviews.body.data.list.find((r) => r.comment === 'Lovely and warm')?.skuText).toBe(CHINESE.skuText);
  });

  it('reads a line placed before its stored text, and fills it from the product when the product is there', async () => {
    const shopper = await newShopper(ctx.db, 'af2-old');
    const kept = await boughtInChinese(shopper.token);
    const gone = await boughtInChinese(shopper.token);
    // Lines from before the languages were kept; the second one's product no longer exists.
    await ctx.db.execute(sql`
      UPDATE order_items SET names = NULL, sku_texts = NULL WHERE id IN (${kept.itemId}, ${gone.itemId})`);
    await ctx.db.execute(sql`UPDATE order_items SET product_id = 0 WHERE id = ${gone.itemId}`);
    // Until filled, such a line reads its own text, the original form.
    expect(await shopperOrder(shopper.token, kept.orderNo, 'fr')).toMatchObject({ ...CHINESE, skuText: '颜色: 红色' });

    expect(await fillLineTexts(ctx.db, await readGlossary(ctx.db))).toBeGreaterThanOrEqual(1);
    expect(await shopperOrder(shopper.token, kept.orderNo, 'fr')).toMatchObject(FRENCH);
    expect(await shopperOrder(shopper.token, gone.orderNo, 'fr')).toMatchObject({ name: CHINESE.name });
    const { rows } = await ctx.db.execute<{ names: unknown }>(
      sql`SELECT names FROM order_items WHERE id = ${gone.itemId}`,
    );
    expect(rows[0]!.names).toBeNull();
    // Done once: nothing is left to fill.
    expect(await fillLineTexts(ctx.db)).toBe(0);
  });
});
