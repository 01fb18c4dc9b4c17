import type { ProductDetail } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadOf } from '../test/chat-support';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../test/harness';
import { heardAll, otherProcess, within } from '../test/other-process';
import { uploadVoucher } from '../test/refund-helpers';
import { followSales } from './modules/catalog/search-sales';
import { orderIn, review, submit } from './modules/reviews/reviews.fixtures';
import type { FastifyZod } from './platform/fastify';
import { createSession } from './platform/session';

// Issue 25: the goods detail is kept per product and language until a change is announced. Two server processes on
// one database, the listing cache off (its TTL plays no part): what a writer commits through one shows in its own
// answers at once and in the other's within a second (LISTEN/NOTIFY); a silent write (no announcement) proves that
// both answer from their read model.

let ctx: TestContext;
let second: Awaited<ReturnType<typeof otherProcess>>;
let other: FastifyZod;
let shop: { token: string; merchantId: number };
let admin: Record<string, string>;
let adminId: number;
let productId: number;

const FRENCH = { name: 'Écharpe Cache', description: '<p>Laine</p>', attrs: [{ name: 'Couleur', values: ['Rouge'] }] };
let body: Record<string, unknown>;

const detailOf = async (app: FastifyZod, id: number, headers: Record<string, string> = {}) =>
  get<ProductDetail>(app, `/api/front/product/detail/${id}`, headers);
const detail = async (app: FastifyZod, id = productId, headers: Record<string, string> = {}) => {
  const res = await detailOf(app, id, headers);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};

/** Puts the product on or off sale through the shop's console (which announces it). */
async function setOnSale(onSale: boolean) {
  const res = await post(
    ctx.app,
    `/api/merchant/products/${productId}/sale`,
    { onSale },
    { headers: bearer(shop.token) },
  );
  expect(res.body.code, res.body.message).toBe(200);
}

async function edit(changes: Record<string, unknown>) {
  const form = await get<{ version?: number }>(ctx.app, `/api/merchant/products/${productId}`, bearer(shop.token));
  body = { ...body, ...changes };
  const res = await post(
    ctx.app,
    `/api/merchant/products/${productId}`,
    { ...body, version: form.body.data.version },
    {
      headers: bearer(shop.token),
    },
  );
  expect(res.body.code, res.body.message).toBe(200);
}

beforeAll(async () => {
  ctx = await startTestApp();
  second = await otherProcess(ctx);
  other = second.app;
  shop = await merchantToken(ctx.db);
  const { rows: users } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE email = 'admin@example.com'`,
  );
  adminId = users[0]!.id;
  admin = bearer(await createSession(ctx.db, adminId));
  const { rows } = await ctx.db.execute<{ leaf: number }>(
    sql`SELECT id AS leaf FROM categories WHERE parent_id <> 0 ORDER BY id LIMIT 1`,
  );
  body = {
    name: 'Cache Scarf',
    categoryId: rows[0]!.leaf,
    images: [await uploadVoucher(ctx, shop.token)],
    description: '<p>Warm wool</p>',
    attrs: [{ name: 'Colour', values: ['Red'] }],
    skus: [{ attrValues: ['Red'], price: '19.90', otPrice: '', stock: 50, image: '' }],
    isVirtual: true,
    originalLocale: 'en',
    translations: { fr: FRENCH },
  };
  const created = await post<{ id: number }>(ctx.app, '/api/merchant/products', body, { headers: bearer(shop.token) });
  expect(created.body.code, created.body.message).toBe(200);
  productId = created.body.data.id;
  // The creation's own notice reaches both processes (this one included) a moment after its commit.
  await heardAll(ctx, [ctx.app, other]);
});

afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

describe('the goods detail read model', () => {
  it('answers from the read model in both processes until a change is announced', async () => {
    expect((await detail(ctx.app)).product.unitName).not.toBe('silent');
    expect((await detail(other)).product.unitName).not.toBe('silent');
    await ctx.db.execute(sql`UPDATE products SET unit_name = 'silent' WHERE id = ${productId}`);
    expect((await detail(ctx.app)).product.unitName).not.toBe('silent');
    expect((await detail(other)).product.unitName).not.toBe('silent');
  });

  it("shows the stock a checkout took at once here, and it and the sales it paid within a second of the sales follower's pass in both processes", async () => {
    const before = await detail(ctx.app);
    await detail(other);
    const shopper = await newShopper(ctx.db, 'cache-buyer');
    const headers = bearer(shopper.token);
    const pre = await post<{ preOrderNo: string }>(
      ctx.app,
      '/api/front/order/pre/order',
      { type: 'buyNow', items: [{ productId, skuId: before.skus[0]!.id, quantity: 2 }] },
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
    const held = await detail(ctx.app);
    expect(held.skus[0]!.stock).toBe(before.skus[0]!.stock - 2);
    expect(held.product.stock).toBe(before.product.stock - 2);
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
    const here = await within(
      () => detail(ctx.app),
      (d) => d.product.sales === before.product.sales + 2,
    );
    expect(here.value.product.sales).toBe(before.product.sales + 2);
    const seen = await within(
      () => detail(other),
      (d) => d.product.sales === before.product.sales + 2,
    );
    expect(seen.value.skus[0]!.stock).toBe(before.skus[0]!.stock - 2);
    expect(seen.value.product.sales).toBe(before.product.sales + 2);
    // The silent write of the first test shows too: the entry was read again, not patched.
    expect(seen.value.product.unitName).toBe('silent');
  });

  it('shows a new price and a new translation from the product form in both processes', async () => {
    const fr = { cookie: 'locale=fr' };
    expect((await detail(ctx.app, productId, fr)).product.name).toBe(FRENCH.name);
    expect((await detail(other, productId, fr)).product.name).toBe(FRENCH.name);
    await edit({
      skus: [{ attrValues: ['Red'], price: '23.45', otPrice: '', stock: 40, image: '' }],
      translations: { fr: { ...FRENCH, name: 'Écharpe Nouvelle' } },
    });
    const here = await detail(ctx.app, productId, fr);
    expect([here.product.name, here.skus[0]!.price, here.skus[0]!.stock]).toEqual(['Écharpe Nouvelle', '23.45', 40]);
    const seen = await within(
      () => detail(other, productId, fr),
      (d) => d.product.name === 'Écharpe Nouvelle',
    );
    expect([seen.value.product.name, seen.value.skus[0]!.price, seen.value.skus[0]!.stock]).toEqual([
      'Écharpe Nouvelle',
      '23.45',
      40,
    ]);
    expect((await detail(other)).product.name).toBe('Cache Scarf');
  });

  it('renders the server-side product page with the new price at once here and within a second in the other', async () => {
    const page = async (app: FastifyZod) => (await app.inject({ method: 'GET', url: `/goods/${productId}` })).body;
    expect(await page(ctx.app)).toContain('23.45');
    expect(await page(other)).toContain('23.45');
    await edit({ skus: [{ attrValues: ['Red'], price: '24.50', otPrice: '', stock: 40, image: '' }] });
    expect(await page(ctx.app)).toContain('24.50');
    const seen = await within(
      () => page(other),
      (html) => html.includes('24.50'),
    );
    expect(seen.value).toContain('24.50');
    expect(seen.value).not.toContain('23.45');
  });

  it("counts a review in the product's figures and the shop's rating in both processes", async () => {
    const order = await orderIn(ctx, 'to_review');
    const reviewed = order.items[0]!.productId;
    const before = await detail(ctx.app, reviewed);
    await detail(other, reviewed);
    const shopPage = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/shop/${order.merchantId}` })).body.match(
        /"reviewCount":(\d+)/,
      )?.[1];
    const countBefore = Number(await shopPage());
    const res = await submit(ctx, order.token, review(order, 0, { productScore: 1, serviceScore: 1 }));
    expect(res.body.code, res.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ rating: number }>(
      sql`SELECT rating::float8 AS rating FROM merchants WHERE id = ${order.merchantId}`,
    );
    const here = await detail(ctx.app, reviewed);
    expect(here.replyStats.sumCount).toBe(before.replyStats.sumCount + 1);
    expect(here.merchant.rating).toBe(rows[0]!.rating);
    // The server-rendered shop page's review count (kept per shop) follows too.
    expect(Number(await shopPage())).toBe(countBefore + 1);
    const seen = await within(
      () => detail(other, reviewed),
      (d) => d.replyStats.sumCount === before.replyStats.sumCount + 1,
    );
    expect(seen.value.replyStats.sumCount).toBe(before.replyStats.sumCount + 1);
    expect(seen.value.merchant.rating).toBe(rows[0]!.rating);
  });

  it("keeps the viewer's own favourite and follow out of the shared entry", async () => {
    const fan = await newShopper(ctx.db, 'cache-fan');
    const headers = bearer(fan.token);
    const before = await detail(other);
    expect((await post(ctx.app, '/api/front/collect/add/product', { productId }, { headers })).body.code).toBe(200);
    expect(
      (await post(ctx.app, `/api/front/collect/add/merchant/${shop.merchantId}`, undefined, { headers })).body.code,
    ).toBe(200);
    const mine = await detail(ctx.app, productId, headers);
    expect([mine.collected, mine.merchant.followed]).toEqual([true, true]);
    expect(mine.merchant.followerCount).toBe(before.merchant.followerCount + 1);
    const anyone = await detail(ctx.app);
    expect([anyone.collected, anyone.merchant.followed]).toEqual([false, false]);
    const seen = await within(
      () => detail(other),
      (d) => d.merchant.followerCount === before.merchant.followerCount + 1,
    );
    expect(seen.value.merchant.followerCount).toBe(before.merchant.followerCount + 1);
  });

  it('answers 404 for a product taken off sale at once here, and within a second in the other process', async () => {
    await detail(other);
    await setOnSale(false);
    expect((await detailOf(ctx.app, productId)).status).toBe(404);
    expect(
      (
        await within(
          () => detailOf(other, productId),
          (r) => r.status === 404,
        )
      ).value.status,
    ).toBe(404);
    await setOnSale(true);
    expect((await detailOf(ctx.app, productId)).status).toBe(200);
  });

  it('answers 404 for every product of a suspended shop, in both processes', async () => {
    await detail(other);
    const res = await post(ctx.app, `/api/admin/merchants/${shop.merchantId}/suspend`, undefined, { headers: admin });
    expect(res.status).toBe(200);
    expect((await detailOf(ctx.app, productId)).status).toBe(404);
    expect(
      (
        await within(
          () => detailOf(other, productId),
          (r) => r.status === 404,
        )
      ).value.status,
    ).toBe(404);
    await post(ctx.app, `/api/admin/merchants/${shop.merchantId}/reopen`, undefined, { headers: admin });
    expect((await detailOf(ctx.app, productId)).status).toBe(200);
  });
});

/** An unpaid checkout of one unit of the product's first SKU: the inventory announces the product (and nothing else). */
async function holdOne(id: number, buyer: string) {
  const shopper = await newShopper(ctx.db, buyer);
  const headers = bearer(shopper.token);
  const { rows: address } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO addresses (user_id, real_name, country, region_code, region, detail, post_code, country_code, phone,
      is_default)
    VALUES (${shopper.id}, 'Page Buyer', 'US', 'US-NY', 'New York', '1 Cache Road', '10001', '+1', '2125550100', true)
    RETURNING id`);
  const { skus } = await detail(ctx.app, id);
  const pre = await post<{ preOrderNo: string }>(
    ctx.app,
    '/api/front/order/pre/order',
    { type: 'buyNow', items: [{ productId: id, skuId: skus[0]!.id, quantity: 1 }] },
    { headers },
  );
  expect(pre.body.code, pre.body.message).toBe(200);
  const created = await post(
    ctx.app,
    '/api/front/order/create',
    { preOrderNo: pre.body.data.preOrderNo, addressId: address[0]!.id, payType: 'card' },
    { headers },
  );
  expect(created.body.code, created.body.message).toBe(200);
}

describe('the home page', () => {
  type HomeAnswer = { recommend: { id: number; price: string }[]; activities: { name: string }[] };
  const home = async (app: FastifyZod) => (await get<HomeAnswer>(app, '/api/pc/home/index')).body.data;

  it('is kept in both processes until the change feed names a product it shows or the operator writes an activity', async () => {
    // The earlier tests' last notices (a shop reopened) are heard before anything is kept.
    await heardAll(ctx, [ctx.app, other]);
    const first = (await home(ctx.app)).recommend[0]!;
    expect((await home(other)).recommend[0]!.id).toBe(first.id);
    await ctx.db.execute(sql`UPDATE products SET price = 123456 WHERE id = ${first.id}`);
    for (const app of [ctx.app, other]) expect((await home(app)).recommend[0]!.price).toBe(first.price);
    // An activity the operator writes shows at once in both processes (its write announces the listings); one that
    // starts or ends by the clock alone, with no write: content.test.ts. Its picture as the console uploads it.
    const picture = await uploadOf(ctx.db, adminId);
    const created = await post(
      ctx.app,
      '/api/admin/activities',
      {
        name: 'Clock Sale',
        image: picture,
        intro: 'Running now',
        startTime: new Date(Date.now() - 60_000).toISOString(),
        endTime: new Date(Date.now() + 3_600_000).toISOString(),
        sort: 0,
      },
      { headers: admin },
    );
    expect(created.body.code, created.body.message).toBe(200);
    const names = (h: HomeAnswer) => h.activities.map((a) => a.name);
    expect(names(await home(ctx.app))).toContain('Clock Sale');
    const heard = await within(
      () => home(other),
      (h) => names(h).includes('Clock Sale'),
    );
    expect(names(heard.value)).toContain('Clock Sale');
    await holdOne(first.id, 'home-buyer');
    expect((await home(ctx.app)).recommend[0]!.price).toBe('1234.56');
    const seen = await within(
      () => home(other),
      (h) => h.recommend[0]!.price === '1234.56',
    );
    expect(seen.value.recommend[0]!.price).toBe('1234.56');
  });
});

describe('the server-rendered shop and category pages', () => {
  const pageOf = async (app: FastifyZod, url: string) => (await app.inject({ method: 'GET', url })).body;

  it('are kept in both processes until the change feed names a product they show, then read again', async () => {
    await heardAll(ctx, [ctx.app, other]);
    const { rows } = await ctx.db.execute<{ category_id: number }>(
      sql`SELECT category_id FROM products WHERE id = ${productId}`,
    );
    const urls = [`/category/${rows[0]!.category_id}`, `/shop/${shop.merchantId}`];
    // The shop's and the category's best seller, written silently (nothing announced) before either page is read.
    await ctx.db.execute(sql`UPDATE products SET sales = 1000000 WHERE id = ${productId}`);
    for (const app of [ctx.app, other])
      for (const url of urls) expect(await pageOf(app, url)).toContain(`href="/goods/${productId}"`);
    await ctx.db.execute(sql`UPDATE products SET name = 'Silent Scarf' WHERE id = ${productId}`);
    for (const app of [ctx.app, other])
      for (const url of urls) expect(await pageOf(app, url)).not.toContain('Silent Scarf');
    // An unpaid checkout takes stock: the inventory names the product, and both pages are read again.
    await holdOne(productId, 'page-buyer');
    for (const url of urls) {
      expect(await pageOf(ctx.app, url)).toContain('Silent Scarf');
      const seen = await within(
        () => pageOf(other, url),
        (html) => html.includes('Silent Scarf'),
      );
      expect(seen.value).toContain('Silent Scarf');
    }
  });

  it("show a shop's new name once the shop is named (a follow), in both processes", async () => {
    const url = `/shop/${shop.merchantId}`;
    const { rows } = await ctx.db.execute<{ name: string }>(
      sql`SELECT name FROM merchants WHERE id = ${shop.merchantId}`,
    );
    for (const app of [ctx.app, other]) expect(await pageOf(app, url)).toContain(rows[0]!.name);
    await ctx.db.execute(sql`UPDATE merchants SET name = 'Quiet Renamed Shop' WHERE id = ${shop.merchantId}`);
    for (const app of [ctx.app, other]) expect(await pageOf(app, url)).not.toContain('Quiet Renamed Shop');
    const fan = await newShopper(ctx.db, 'page-fan');
    const followed = await post(ctx.app, `/api/front/collect/add/merchant/${shop.merchantId}`, undefined, {
      headers: bearer(fan.token),
    });
    expect(followed.body.code).toBe(200);
    expect(await pageOf(ctx.app, url)).toContain('Quiet Renamed Shop');
    const seen = await within(
      () => pageOf(other, url),
      (html) => html.includes('Quiet Renamed Shop'),
    );
    expect(seen.value).toContain('Quiet Renamed Shop');
  });
});

describe("a shop's header", () => {
  const header = async (app: FastifyZod) =>
    (await get<{ productCount: number }>(app, `/api/front/merchant/index/info/${shop.merchantId}`)).body.data;
  const onSale = async () =>
    (
      await ctx.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM products WHERE merchant_id = ${shop.merchantId} AND on_sale`,
      )
    ).rows[0]!.n;

  it('keeps its count of products on sale until a product is put on or off sale, in both processes', async () => {
    const counted = await onSale();
    for (const app of [ctx.app, other]) expect((await header(app)).productCount).toBe(counted);
    // Taken off sale behind the shop's back (nothing announced): the kept count does not see it.
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT id FROM products WHERE merchant_id = ${shop.merchantId} AND on_sale AND id <> ${productId} LIMIT 1`);
    await ctx.db.execute(sql`UPDATE products SET on_sale = false WHERE id = ${rows[0]!.id}`);
    for (const app of [ctx.app, other]) expect((await header(app)).productCount).toBe(counted);
    await setOnSale(false);
    expect((await header(ctx.app)).productCount).toBe(counted - 2);
    const seen = await within(
      () => header(other),
      (h) => h.productCount === counted - 2,
    );
    expect(seen.value.productCount).toBe(counted - 2);
    await ctx.db.execute(sql`UPDATE products SET on_sale = true WHERE id = ${rows[0]!.id}`);
    await setOnSale(true);
    expect((await header(ctx.app)).productCount).toBe(counted);
  });
});
