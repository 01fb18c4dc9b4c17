import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { createSession } from '../../platform/session';
import { refreshSearchDocuments } from '../catalog/search-documents';

let ctx: TestContext;
let admin: Record<string, string>;
let shopId: number;
let staff: string;
let product: { id: number; skuId: number; name: string; categoryId: number };
let activityId: number;
let shopper: { id: number; token: string };
let cartId: number;
let preOrderNo: string;
let addressId: number;

type Card = { id: number; merId: number };
type Page<T> = { list: T[]; total: number };

beforeAll(async () => {
  // The listing cache is on (one minute), so these tests also prove that suspending empties it at once.
  ctx = await startTestApp({ CATALOG_CACHE_TTL_MS: '60000' });
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = bearer(await createSession(ctx.db, rows[0]!.id));
  const merchant = await merchantToken(ctx.db);
  shopId = merchant.merchantId;
  staff = merchant.token;

  // One of the shop's products: best seller of the mall, first recommendation, in a running activity.
  const picked = await ctx.db.execute<{ id: number; sku_id: number; category_id: number }>(sql`
    SELECT p.id, s.id AS sku_id, p.category_id FROM products p JOIN product_skus s ON s.product_id = p.id
    WHERE p.merchant_id = ${shopId} AND p.on_sale ORDER BY p.id, s.id LIMIT 1`);
  const p = picked.rows[0]!;
  const name = 'Suspension Probe Lamp Zq7';
  await ctx.db.execute(sql`UPDATE product_skus SET stock = 50 WHERE id = ${p.sku_id}`);
  await ctx.db.execute(sql`
    UPDATE products SET name = ${name}, sales = 9999999, stock = 50, recommend_sort = 1 WHERE id = ${p.id}`);
  // Written past the product form: its search documents are rebuilt as the form rebuilds them (issue 23).
  await refreshSearchDocuments(ctx.db, [p.id]);
  const act = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO activities (name, image, starts_at, ends_at) VALUES ('Probe week', '/uploads/demo/x.svg',
      now() - interval '1 day', now() + interval '1 day') RETURNING id`);
  activityId = act.rows[0]!.id;
  await ctx.db.execute(sql`INSERT INTO activity_products (activity_id, product_id) VALUES (${activityId}, ${p.id})`);
  product = { id: p.id, skuId: p.sku_id, name, categoryId: p.category_id };

  shopper = await newShopper(ctx.db, 'probe');
  const cart = await post<{ id: number }>(
    ctx.app,
    '/api/front/cart/save',
    { productId: product.id, skuId: product.skuId, quantity: 1 },
    { headers: bearer(shopper.token) },
  );
  cartId = cart.body.data.id;
  const address = await post<{ id: number }>(
    ctx.app,
    '/api/front/address/edit',
    {
      realName: 'Ann Lee',
      detail: '1 Harbour Road',
      postCode: '10001',
      countryCode: '+1',
      phone: '2125550100',
      country: 'US',
      regionCode: 'US-NY',
    },
    { headers: bearer(shopper.token) },
  );
  addressId = address.body.data.id;
  const pre = await post<{ preOrderNo: string }>(
    ctx.app,
    '/api/front/order/pre/order',
    { type: 'cart', cartIds: [cartId] },
    { headers: bearer(shopper.token) },
  );
  preOrderNo = pre.body.data.preOrderNo;
});
afterAll(() => ctx?.close());

/** What a shopper sees of the probe product and its shop, call by call. */
async function storefrontView() {
  const ids = (list: Card[]) => list.map((c) => c.id);
  const search = await get<Page<Card>>(ctx.app, `/api/front/product/list?keyword=${encodeURIComponent(product.name)}`);
  const category = await get<Page<Card>>(ctx.app, `/api/front/product/list?cid=${product.categoryId}&limit=100`);
  const shopList = await get<Page<Card>>(ctx.app, `/api/front/product/list?merId=${shopId}`);
  const recommend = await get<Page<Card>>(ctx.app, '/api/front/index/product?limit=50');
  const home = await get<{ recommend: Card[]; categoryFloors: { products: Card[] }[] }>(ctx.app, '/api/pc/home/index');
  const ranking = await get<Page<Card>>(ctx.app, '/api/front/product/leaderboard?limit=10');
  const activity = await get<Page<Card>>(ctx.app, `/api/front/activity/${activityId}/products`);
  const street = await get<Page<{ id: number }>>(ctx.app, '/api/front/merchant/street?limit=100');
  const cart = await get<{ merId: number; items: { id: number; valid: boolean }[] }[]>(
    ctx.app,
    '/api/front/cart/list',
    bearer(shopper.token),
  );
  return {
    search: ids(search.body.data.list).includes(product.id),
    category: ids(category.body.data.list).includes(product.id),
    shopProducts: shopList.body.data.total,
    recommend: ids(recommend.body.data.list).includes(product.id),
    homeRecommend: ids(home.body.data.recommend).includes(product.id),
    homeFloors: home.body.data.categoryFloors.some((f) => ids(f.products).includes(product.id)),
    ranking: ids(ranking.body.data.list).includes(product.id),
    activity: ids(activity.body.data.list).includes(product.id),
    street: street.body.data.list.some((s) => s.id === shopId),
    detail: (await get(ctx.app, `/api/front/product/detail/${product.id}`)).status,
    reviews: (await get(ctx.app, `/api/front/product/reply/list/${product.id}`)).status,
    shopHeader: (await get(ctx.app, `/api/front/merchant/index/info/${shopId}`)).status,
    shopDetail: (await get(ctx.app, `/api/front/merchant/detail/${shopId}`)).status,
    cartValid: cart.body.data.flatMap((g) => g.items).find((i) => i.id === cartId)?.valid,
  };
}

const visible = {
  search: true,
  category: true,
  recommend: true,
  homeRecommend: true,
  homeFloors: true,
  ranking: true,
  activity: true,
  street: true,
  detail: 200,
  reviews: 200,
  shopHeader: 200,
  shopDetail: 200,
  cartValid: true,
};

describe('merchant list and detail', () => {
  it('lists shops with their type, category, fee, products and owner, newest first', async () => {
    const { status, body } = await get<Page<Record<string, unknown>>>(ctx.app, '/api/admin/merchants', admin);
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThan(3);
    const ids = body.data.list.map((m) => m.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const shop = body.data.list.find((m) => m.id === shopId)!;
    expect(shop).toMatchObject({
      name: 'TechZone Official Store',
      status: 'open',
      ownerEmail: 'merchant@example.com',
      handlingFee: expect.stringMatching(/^\d+\.\d{2}$/),
      typeName: expect.any(String),
      categoryName: expect.any(String),
    });
    expect(shop.productCount).toBeGreaterThan(0);
  });

  it('searches by name and filters by status, type and category', async () => {
    const byName = await get<Page<{ id: number }>>(ctx.app, '/api/admin/merchants?keywords=techzone', admin);
    expect(byName.body.data.list.map((m) => m.id)).toEqual([shopId]);
    const { rows } = await ctx.db.execute<{ type_id: number; category_id: number }>(
      sql`SELECT type_id, category_id FROM merchants WHERE id = ${shopId}`,
    );
    const byType = await get<Page<{ id: number; typeId: number }>>(
      ctx.app,
      `/api/admin/merchants?typeId=${rows[0]!.type_id}&limit=100`,
      admin,
    );
    expect(byType.body.data.list.map((m) => m.id)).toContain(shopId);
    expect(byType.body.data.list.every((m) => m.typeId === rows[0]!.type_id)).toBe(true);
    const byCategory = await get<Page<{ categoryId: number }>>(
      ctx.app,
      `/api/admin/merchants?categoryId=${rows[0]!.category_id}&limit=100`,
      admin,
    );
    expect(byCategory.body.data.list.every((m) => m.categoryId === rows[0]!.category_id)).toBe(true);
    const suspended = await get<Page<unknown>>(ctx.app, '/api/admin/merchants?status=suspended', admin);
    expect(suspended.body.data.total).toBe(0);
    const bad = await get(ctx.app, '/api/admin/merchants?status=closed', admin);
    expect(bad.status).toBe(400);
  });

  it('shows the detail with staff and sales', async () => {
    const { body } = await get<{ staff: { email: string; role: string }[]; salesTotal: string; intro: string }>(
      ctx.app,
      `/api/admin/merchants/${shopId}`,
      admin,
    );
    expect(body.data.staff).toContainEqual(expect.objectContaining({ email: 'merchant@example.com', role: 'owner' }));
    expect(body.data.salesTotal).toMatch(/^\d+\.\d{2}$/);
    expect((await get(ctx.app, '/api/admin/merchants/999999', admin)).status).toBe(404);
  });

  it('counts sales as the shop’s dashboard does: paid, less what refunds paid back (audit AW13)', async () => {
    const { rows } = await ctx.db.execute<{ merchant_id: number; refunded: number; paid: number }>(sql`
      SELECT r.merchant_id, sum(r.amount)::bigint AS refunded,
        (SELECT sum(o.pay_amount) FROM shop_orders o WHERE o.merchant_id = r.merchant_id AND o.paid_at IS NOT NULL)::bigint
          AS paid
      FROM refunds r WHERE r.status = 'refunded' GROUP BY r.merchant_id ORDER BY r.merchant_id LIMIT 1`);
    const shop = rows[0]!;
    expect(Number(shop.refunded)).toBeGreaterThan(0);
    const { body } = await get<{ salesTotal: string }>(ctx.app, `/api/admin/merchants/${shop.merchant_id}`, admin);
    expect(body.data.salesTotal).toBe(((Number(shop.paid) - Number(shop.refunded)) / 100).toFixed(2));
  });
});

describe('suspend and reopen', () => {
  it('the probe product shows everywhere while the shop is open (and the caches are warm)', async () => {
    const view = await storefrontView();
    expect(view).toMatchObject(visible);
    expect(view.shopProducts).toBeGreaterThan(0);
  });

  it('suspending takes the shop and its products out of the storefront at once', async () => {
    const res = await post<{ id: number; status: string }>(
      ctx.app,
      `/api/admin/merchants/${shopId}/suspend`,
      undefined,
      { headers: admin },
    );
    expect(res.body).toMatchObject({ code: 200, data: { id: shopId, status: 'suspended' } });
    const view = await storefrontView();
    expect(view).toEqual({
      search: false,
      category: false,
      shopProducts: 0,
      recommend: false,
      homeRecommend: false,
      homeFloors: false,
      ranking: false,
      activity: false,
      street: false,
      detail: 404,
      reviews: 404,
      shopHeader: 404,
      shopDetail: 404,
      cartValid: false,
    });
    const listed = await get<Page<{ id: number; status: string }>>(
      ctx.app,
      '/api/admin/merchants?status=suspended',
      admin,
    );
    expect(listed.body.data.list).toEqual([expect.objectContaining({ id: shopId, status: 'suspended' })]);
  });

  it('refuses to put its products in a cart or an order', async () => {
    const add = await post(
      ctx.app,
      '/api/front/cart/save',
      { productId: product.id, skuId: product.skuId, quantity: 1 },
      { headers: bearer(shopper.token) },
    );
    expect(add.status).toBe(404);
    const buyNow = await post(
      ctx.app,
      '/api/front/order/pre/order',
      { type: 'buyNow', items: [{ productId: product.id, skuId: product.skuId, quantity: 1 }] },
      { headers: bearer(shopper.token) },
    );
    expect(buyNow.status).toBe(404);
    const created = await post(
      ctx.app,
      '/api/front/order/create',
      { preOrderNo, addressId, couponIds: [], usePoints: false, mark: '', payType: 'card' },
      { headers: bearer(shopper.token) },
    );
    // A checkout prepared before the suspension names the item it can no longer sell (audit N6).
    expect(created.status).toBe(409);
    expect(created.body.message).toMatch(/ is no longer available$/);
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM orders WHERE user_id = ${shopper.id}`);
    expect(rows).toHaveLength(0);
  });

  it('closes selling to its staff, not its orders (suspended-shop.test.ts)', async () => {
    expect((await get(ctx.app, '/api/merchant/orders', bearer(staff))).status).toBe(200);
    const sale = await post(
      ctx.app,
      `/api/merchant/products/${product.id}/sale`,
      { onSale: false },
      {
        headers: bearer(staff),
      },
    );
    expect(sale.status).toBe(403);
  });

  it('does not suspend twice', async () => {
    const again = await post(ctx.app, `/api/admin/merchants/${shopId}/suspend`, undefined, { headers: admin });
    expect(again.status).toBe(409);
    expect((await post(ctx.app, '/api/admin/merchants/999999/suspend', undefined, { headers: admin })).status).toBe(
      404,
    );
  });

  it('reopening brings everything back', async () => {
    const res = await post<{ status: string }>(ctx.app, `/api/admin/merchants/${shopId}/reopen`, undefined, {
      headers: admin,
    });
    expect(res.body.data.status).toBe('open');
    expect(await storefrontView()).toMatchObject(visible);
    expect((await get(ctx.app, '/api/merchant/orders', bearer(staff))).status).toBe(200);
    const created = await post<{ orderNo: string }>(
      ctx.app,
      '/api/front/order/create',
      { preOrderNo, addressId, couponIds: [], usePoints: false, mark: '', payType: 'card' },
      { headers: bearer(shopper.token) },
    );
    expect(created.body.data.orderNo).toMatch(/^PT/);
    const again = await post(ctx.app, `/api/admin/merchants/${shopId}/reopen`, undefined, { headers: admin });
    expect(again.status).toBe(409);
  });
});
