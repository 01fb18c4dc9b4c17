import type { ProductCard, ProductSearchPage } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../test/harness';
import { heardAll, otherProcess, within } from '../test/other-process';
import { uploadVoucher } from '../test/refund-helpers';
import { followSales } from './modules/catalog/search-sales';
import type { FastifyZod } from './platform/fastify';

// Issue 25: the cards of search pages are kept per product and language until the product or its shop is announced
// (card-read-model.ts). Two processes on one database, both with the listing cache off: a silent write stays unseen
// (both answer from their kept cards), a checkout's stock, a payment's sales, the form's price and name, and a shop's
// new name show in the writer's process at once and in the other's within a second.

let ctx: TestContext;
let second: Awaited<ReturnType<typeof otherProcess>>;
let other: FastifyZod;
let shop: { token: string; merchantId: number };
let productId: number;
let body: Record<string, unknown>;

async function card(app: FastifyZod, locale = 'en'): Promise<ProductCard> {
  const res = await get<ProductSearchPage>(app, '/api/front/product/list?keyword=zebu%20lantern&limit=5', {
    cookie: `locale=${locale}`,
  });
  expect(res.status, res.body.message).toBe(200);
  const found = res.body.data.list.find((c) => c.id === productId);
  expect(found).toBeDefined();
  return found!;
}

beforeAll(async () => {
  ctx = await startTestApp();
  second = await otherProcess(ctx, { CATALOG_CACHE_TTL_MS: '0' });
  other = second.app;
  shop = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ leaf: number }>(
    sql`SELECT id AS leaf FROM categories WHERE parent_id <> 0 ORDER BY id LIMIT 1`,
  );
  body = {
    name: 'Zebu lantern',
    categoryId: rows[0]!.leaf,
    images: [await uploadVoucher(ctx, shop.token)],
    description: '<p>Brass</p>',
    attrs: [],
    skus: [{ attrValues: [], price: '19.90', otPrice: '', stock: 50, image: '' }],
    isVirtual: true,
  };
  const created = await post<{ id: number }>(ctx.app, '/api/merchant/products', body, { headers: bearer(shop.token) });
  expect(created.body.code, created.body.message).toBe(200);
  productId = created.body.data.id;
  await heardAll(ctx, [ctx.app, other]);
});

afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

describe('search cards kept until their product or shop changes', () => {
  it('answers from the kept cards in both processes until a change is announced', async () => {
    expect((await card(ctx.app)).otPrice).not.toBe('99.00');
    expect((await card(other)).otPrice).not.toBe('99.00');
    await ctx.db.execute(sql`UPDATE products SET ot_price = 9900 WHERE id = ${productId}`);
    expect((await card(ctx.app)).otPrice).not.toBe('99.00');
    expect((await card(other)).otPrice).not.toBe('99.00');
  });

  it("shows the stock a checkout took here at once and there within a second, and the sales it paid with the sales follower's pass", async () => {
    const before = await card(ctx.app);
    await card(other);
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM product_skus WHERE product_id = ${productId}`,
    );
    const shopper = await newShopper(ctx.db, 'card-buyer');
    const headers = bearer(shopper.token);
    const pre = await post<{ preOrderNo: string }>(
      ctx.app,
      '/api/front/order/pre/order',
      { type: 'buyNow', items: [{ productId, skuId: rows[0]!.id, quantity: 3 }] },
      { headers },
    );
    expect(pre.body.code, pre.body.message).toBe(200);
    const created = await post<{ orderNo: string }>(
      ctx.app,
      '/api/front/order/create',
      { preOrderNo: pre.body.data.preOrderNo, payType: 'card' },
      { headers },
    );
    expect(created.body.code, created.body.message).toBe(200);
    expect((await card(ctx.app)).stock).toBe(before.stock - 3);
    const paid = await post<{ status: string }>(
      ctx.app,
      '/api/front/pay/testcard/confirm',
      {
        orderNo: created.body.data.orderNo,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        holder: 'Mia',
      },
      { headers },
    );
    expect(paid.body.data.status).toBe('succeeded');
    // The sales count with the sales follower's next pass (decision 0047), run here at once: both processes show it.
    await followSales(ctx.db);
    expect(
      (
        await within(
          () => card(ctx.app),
          (c) => c.sales === before.sales + 3,
        )
      ).value.sales,
    ).toBe(before.sales + 3);
    const { value: seen } = await within(
      () => card(other),
      (c) => c.sales === before.sales + 3,
    );
    expect([seen.stock, seen.sales]).toEqual([before.stock - 3, before.sales + 3]);
    // The silent write shows too: the card was read again, not patched.
    expect(seen.otPrice).toBe('99.00');
  });

  it('shows a new price and name from the product form, and a shop renamed, in both processes', async () => {
    const form = await get<{ version?: number }>(ctx.app, `/api/merchant/products/${productId}`, bearer(shop.token));
    const edited = await post(
      ctx.app,
      `/api/merchant/products/${productId}`,
      {
        ...body,
        name: 'Zebu lantern grande',
        skus: [{ attrValues: [], price: '23.45', otPrice: '', stock: 40, image: '' }],
        version: form.body.data.version,
      },
      { headers: bearer(shop.token) },
    );
    expect(edited.body.code, edited.body.message).toBe(200);
    const here = await card(ctx.app);
    expect([here.name, here.price, here.stock]).toEqual(['Zebu lantern grande', '23.45', 40]);
    const { value: seen } = await within(
      () => card(other),
      (c) => c.price === '23.45',
    );
    expect([seen.name, seen.price, seen.stock]).toEqual(['Zebu lantern grande', '23.45', 40]);

    // A shop's name reaches the cards by its own announcement (the fixture announces as the owners do).
    await ctx.db.transaction(async (t) => {
      await t.execute(sql`UPDATE merchants SET name = 'Zebu & Co' WHERE id = ${shop.merchantId}`);
      await t.execute(sql`SELECT pg_notify('mall_changes', ${`shop:${shop.merchantId}`})`);
    });
    const renamed = (c: ProductCard) => c.merName === 'Zebu & Co';
    expect((await within(() => card(other), renamed)).value.merName).toBe('Zebu & Co');
    expect((await within(() => card(ctx.app), renamed)).value.merName).toBe('Zebu & Co');
  });
});
