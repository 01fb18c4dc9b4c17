import { type Dashboard, type ShopCategoryNode, type ShopProfile, toCents } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { otherShopStaff, placeOrder, skusOf, uploadVoucher } from '../../../test/refund-helpers';

let ctx: TestContext;
let merchant: { token: string; merchantId: number };

beforeAll(async () => {
  ctx = await startTestApp();
  merchant = await merchantToken(ctx.db);
});
afterAll(() => ctx?.close());

const as = () => ({ headers: bearer(merchant.token) });
/** What the profile form sends back: the profile without what only the console reads. */
function profileInput(profile: ShopProfile) {
  const {
    id: _id,
    isSelf: _s,
    rating: _r,
    followerCount: _f,
    typeName: _t,
    categoryName: _c,
    joinTime: _j,
    change: _change,
    suspension: _suspension,
    ...input
  } = profile;
  return input;
}

const dashboard = async (tzOffset = 0) =>
  (await get<Dashboard>(ctx.app, `/api/merchant/dashboard?tzOffset=${tzOffset}`, bearer(merchant.token))).body.data;

describe('dashboard', () => {
  it("counts today's paid orders and sales, orders to ship and refunds to handle", async () => {
    const before = await dashboard();
    expect(before.series).toHaveLength(30);
    expect(before.series.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    const shopper = await newShopper(ctx.db, 'dash');
    const order = await placeOrder(ctx, shopper.token, await skusOf(ctx, merchant.merchantId, 1));
    await placeOrder(ctx, shopper.token, await skusOf(ctx, merchant.merchantId, 1), false);
    await ctx.db.execute(sql`
      INSERT INTO refunds (refund_no, order_id, shop_order_id, user_id, merchant_id, type, status, reason, amount)
      SELECT 'RE' || s.id || '77', s.order_id, s.id, s.user_id, s.merchant_id, 'refund', 'review', 'test', 100
      FROM shop_orders s WHERE s.id = ${order.shopOrderId}`);

    const after = await dashboard();
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(toCents(after.today.sales)).toBe(toCents(before.today.sales) + order.payAmount);
    expect(after.series.at(-1)).toEqual({ date: after.series.at(-1)!.date, ...after.today });
    expect(after.toShip).toBe(before.toShip + 1);
    expect(after.refundsToHandle).toBe(before.refundsToHandle + 1);

    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products WHERE merchant_id = ${merchant.merchantId} AND on_sale`,
    );
    expect(after.productsOnSale).toBe(rows[0]!.n);
  });

  it("follows the merchant's clock: an order paid at 23:30 UTC counts on the next day in UTC+8", async () => {
    const shopper = await newShopper(ctx.db, 'late');
    const order = await placeOrder(ctx, shopper.token, await skusOf(ctx, merchant.merchantId, 1));
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const orders = (d: Dashboard, date: string) => d.series.find((x) => x.date === date)!.orders;
    const [utcBefore, eastBefore] = [await dashboard(0), await dashboard(-480)];
    await ctx.db.execute(
      sql`UPDATE shop_orders SET paid_at = ${`${day(3)}T23:30:00Z`}::timestamptz WHERE id = ${order.shopOrderId}`,
    );
    const [utcAfter, eastAfter] = [await dashboard(0), await dashboard(-480)];
    expect(orders(utcAfter, day(3)) - orders(utcBefore, day(3))).toBe(1);
    expect(orders(utcAfter, day(2)) - orders(utcBefore, day(2))).toBe(0);
    expect(orders(eastAfter, day(3)) - orders(eastBefore, day(3))).toBe(0);
    expect(orders(eastAfter, day(2)) - orders(eastBefore, day(2))).toBe(1);
    expect(eastAfter.series.at(-1)!.date).toBe(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
  });
});

describe('shop profile and service', () => {
  it('reads and saves the profile, pictures and service config; the storefront shows them', async () => {
    const picture = await uploadVoucher(ctx, merchant.token);
    const profile = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', bearer(merchant.token))).body.data;
    expect(profile.id).toBe(merchant.merchantId);
    expect(profile.change).toBeNull();
    const saved = await post(
      ctx.app,
      '/api/merchant/shop',
      {
        name: 'TechZone Flagship',
        avatar: picture,
        banner: '',
        intro: 'Gadgets since 2010',
        address: '8 Sukhumvit Road, Bangkok',
        phone: '+66 2 555 0100',
        openingHours: '09:00-21:00',
        serviceText: 'Replies within an hour',
        qualificationPictures: [picture, picture],
        service: {
          serviceType: 'email',
          serviceLink: '',
          serviceMessage: '',
          servicePhone: '',
          serviceEmail: 'help@techzone.example',
        },
      },
      as(),
    );
    expect(saved.body.code, saved.body.message).toBe(200);
    // The new name and qualification pictures wait for the platform's review (attacks/shop-names.test.ts).
    expect(saved.body.message).toBe(
      'Saved. The new shop name and qualification pictures show once the platform approves them',
    );
    const again = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', bearer(merchant.token))).body.data;
    expect(again).toMatchObject({ name: profile.name, avatar: picture, openingHours: '09:00-21:00' });
    expect(again.qualificationPictures).toEqual(profile.qualificationPictures);
    expect(again.change).toMatchObject({
      status: 'pending',
      name: 'TechZone Flagship',
      qualificationPictures: [picture, picture],
    });

    const front = await get<{ address: string; openingHours: string; qualificationPictures: string[] }>(
      ctx.app,
      `/api/front/merchant/detail/${merchant.merchantId}`,
    );
    expect(front.body.data).toMatchObject({ address: '8 Sukhumvit Road, Bangkok', openingHours: '09:00-21:00' });
    const service = await get<{ serviceType: string; serviceEmail: string }>(
      ctx.app,
      `/api/front/merchant/customer/service/info/${merchant.merchantId}`,
    );
    expect(service.body.data).toMatchObject({ serviceType: 'email', serviceEmail: 'help@techzone.example' });

    // A shop may show no qualification pictures (an applicant's licence and ID stay private, decision 0046, so a new
    // shop has none): the rest of its profile still saves, and taking its pictures down waits for the review.
    const none = await post(
      ctx.app,
      '/api/merchant/shop',
      {
        name: 'TechZone Flagship',
        avatar: picture,
        banner: '',
        intro: 'Gadgets since 2010',
        address: '8 Sukhumvit Road, Bangkok',
        phone: '+66 2 555 0100',
        openingHours: '10:00-22:00',
        serviceText: 'Replies within an hour',
        qualificationPictures: [],
        service: {
          serviceType: 'email',
          serviceLink: '',
          serviceMessage: '',
          servicePhone: '',
          serviceEmail: 'help@techzone.example',
        },
      },
      as(),
    );
    expect(none.body.code, none.body.message).toBe(200);
    const after = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', bearer(merchant.token))).body.data;
    expect(after.openingHours).toBe('10:00-22:00');
    expect(after.change).toMatchObject({ status: 'pending', qualificationPictures: [] });
  });

  it.each([
    [
      'the email type without an address',
      { serviceType: 'email', serviceEmail: '' },
      'The email service type needs an email address',
    ],
    [
      'a link that is not http',
      { serviceType: 'h5', serviceLink: 'javascript:alert(1)' },
      'The address must start with http:// or https://',
    ],
  ])('refuses %s', async (_case, service, message) => {
    const profile = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', bearer(merchant.token))).body.data;
    const res = await post(
      ctx.app,
      '/api/merchant/shop',
      {
        name: profile.name,
        avatar: profile.avatar,
        banner: profile.banner,
        intro: profile.intro,
        address: profile.address,
        phone: profile.phone,
        openingHours: profile.openingHours,
        qualificationPictures: profile.qualificationPictures,
        service: { ...profile.service, ...service },
      },
      as(),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it("refuses another shop's name", async () => {
    const { rows } = await ctx.db.execute<{ name: string }>(
      sql`SELECT name FROM merchants WHERE id <> ${merchant.merchantId} ORDER BY id LIMIT 1`,
    );
    const profile = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', bearer(merchant.token))).body.data;
    const input = profileInput(profile);
    const res = await post(ctx.app, '/api/merchant/shop', { ...input, name: rows[0]!.name.toUpperCase() }, as());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A shop with this name or a name that looks the same already exists');
  });
});

describe("the shop's intro and service promise in the shopper's language (audit DS6)", () => {
  it("answers them in the reader's language on the storefront and the shop page, else the original", async () => {
    const profile = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', bearer(merchant.token))).body.data;
    const saved = await post(
      ctx.app,
      '/api/merchant/shop',
      {
        ...profileInput(profile),
        intro: 'Gadgets since 2010',
        intros: { th: 'แกดเจ็ตตั้งแต่ปี 2010', es: ' ' },
        serviceText: '2-year warranty',
        serviceTexts: { th: '<i>รับประกัน 2 ปี</i>', 'zh-CN': '两年保修' },
      },
      as(),
    );
    expect(saved.body.code, saved.body.message).toBe(200);
    const read = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', bearer(merchant.token))).body.data;
    expect(read.intros).toEqual({ th: 'แกดเจ็ตตั้งแต่ปี 2010' });
    expect(read.serviceTexts).toEqual({ th: 'รับประกัน 2 ปี', 'zh-CN': '两年保修' });

    const detail = async (headers: Record<string, string>) => {
      const d = (
        await get<{ intro: string; serviceText: string }>(
          ctx.app,
          `/api/front/merchant/detail/${merchant.merchantId}`,
          headers,
        )
      ).body.data;
      return [d.intro, d.serviceText];
    };
    expect(await detail({ cookie: 'locale=th' })).toEqual(['แกดเจ็ตตั้งแต่ปี 2010', 'รับประกัน 2 ปี']);
    expect(await detail({ 'accept-language': 'zh-CN' })).toEqual(['Gadgets since 2010', '两年保修']);
    expect(await detail({ cookie: 'locale=fr' })).toEqual(['Gadgets since 2010', '2-year warranty']);
    const page = async (path: string) => (await ctx.app.inject({ method: 'GET', url: path })).body;
    expect(await page(`/th/shop/${merchant.merchantId}`)).toContain('แกดเจ็ตตั้งแต่ปี 2010');
    expect(await page(`/fr/shop/${merchant.merchantId}`)).toContain('Gadgets since 2010');

    // A save that leaves them out keeps them; one with an empty language shows the original there again.
    const { intros: _i, serviceTexts: _s, ...withoutTranslations } = profileInput(read);
    await post(ctx.app, '/api/merchant/shop', withoutTranslations, as());
    expect(await detail({ cookie: 'locale=th' })).toEqual(['แกดเจ็ตตั้งแต่ปี 2010', 'รับประกัน 2 ปี']);
    await post(ctx.app, '/api/merchant/shop', { ...profileInput(read), intros: { th: '' } }, as());
    expect(await detail({ cookie: 'locale=th' })).toEqual(['Gadgets since 2010', 'รับประกัน 2 ปี']);
    const tooLong = await post(
      ctx.app,
      '/api/merchant/shop',
      { ...profileInput(read), serviceTexts: { th: 'ก'.repeat(201) } },
      as(),
    );
    expect(tooLong.status).toBe(400);
  });
});

describe('a change waiting for review', () => {
  it('is withdrawn by the shop: the shop keeps its name and pictures, the platform has nothing to approve', async () => {
    const profile = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', bearer(merchant.token))).body.data;
    const input = profileInput(profile);
    const asked = await post(ctx.app, '/api/merchant/shop', { ...input, name: 'TechZone Withdrawn' }, as());
    expect(asked.body.code, asked.body.message).toBe(200);
    const pending = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', bearer(merchant.token))).body.data.change;
    expect(pending).toMatchObject({ status: 'pending', name: 'TechZone Withdrawn' });

    const withdrawn = await post(ctx.app, '/api/merchant/shop/change/withdraw', {}, as());
    expect(withdrawn.body.code, withdrawn.body.message).toBe(200);
    const after = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', bearer(merchant.token))).body.data;
    expect(after.change?.status).not.toBe('pending');
    expect(after.name).toBe(profile.name);
    const { rows } = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM merchant_change_requests WHERE id = ${pending!.id}`,
    );
    expect(rows[0]!.status).toBe('withdrawn');
    // The platform can no longer approve what the shop took back, and a second withdrawal finds nothing.
    const again = await post(ctx.app, '/api/merchant/shop/change/withdraw', {}, as());
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('No change of the shop is waiting for review');
    const { rows: shop } = await ctx.db.execute<{ name: string }>(
      sql`SELECT name FROM merchants WHERE id = ${merchant.merchantId}`,
    );
    expect(shop[0]!.name).toBe(profile.name);
  });
});

describe('shop categories', () => {
  const tree = async () =>
    (await get<ShopCategoryNode[]>(ctx.app, '/api/merchant/categories', bearer(merchant.token))).body.data;

  it('creates, renames and deletes two levels of categories; the storefront lists them', async () => {
    const top = await post<{ id: number }>(ctx.app, '/api/merchant/categories', { name: 'Turntables', sort: 1 }, as());
    expect(top.body.code, top.body.message).toBe(200);
    const child = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/categories',
      { name: 'Earbuds', parentId: top.body.data.id },
      as(),
    );
    expect(child.body.code).toBe(200);
    const grandChild = await post(
      ctx.app,
      '/api/merchant/categories',
      { name: 'Too deep', parentId: child.body.data.id },
      as(),
    );
    expect(grandChild.status).toBe(400);
    expect(grandChild.body.message).toBe('Choose a top category of your shop as the parent');

    const found = (await tree()).find((c) => c.id === top.body.data.id)!;
    expect(found.children.map((c) => c.name)).toEqual(['Earbuds']);

    const renamed = await post(
      ctx.app,
      `/api/merchant/categories/${child.body.data.id}`,
      { name: 'Wireless earbuds', parentId: top.body.data.id, sort: 2 },
      as(),
    );
    expect(renamed.body.code).toBe(200);
    const front = await get<{ id: number; name: string }[]>(
      ctx.app,
      `/api/front/product/merchant/${merchant.merchantId}/category/list`,
    );
    expect(JSON.stringify(front.body.data)).toContain('Wireless earbuds');

    const refused = await post(ctx.app, `/api/merchant/categories/${top.body.data.id}/delete`, undefined, as());
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Delete or move its subcategories first');
    expect(
      (await post(ctx.app, `/api/merchant/categories/${child.body.data.id}/delete`, undefined, as())).body.code,
    ).toBe(200);
    expect(
      (await post(ctx.app, `/api/merchant/categories/${top.body.data.id}/delete`, undefined, as())).body.code,
    ).toBe(200);
    expect((await tree()).find((c) => c.id === top.body.data.id)).toBeUndefined();
  });

  it("names a category in the shopper's language, the original where the shop gave none (audit DS6)", async () => {
    const created = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/categories',
      { name: 'Cell phones', names: { th: ' โทรศัพท์ ', 'zh-CN': '<b>手机</b>', lo: '' } },
      as(),
    );
    expect(created.body.code, created.body.message).toBe(200);
    const id = created.body.data.id;
    // The console reads back what it stores: trimmed, tags dropped, the language left empty left out.
    expect((await tree()).find((c) => c.id === id)?.names).toEqual({ th: 'โทรศัพท์', 'zh-CN': '手机' });
    const front = async (headers: Record<string, string>) =>
      (
        await get<{ id: number; name: string }[]>(
          ctx.app,
          `/api/front/product/merchant/${merchant.merchantId}/category/list`,
          headers,
        )
      ).body.data.find((c) => c.id === id)?.name;
    expect(await front({ cookie: 'locale=th' })).toBe('โทรศัพท์');
    expect(await front({ 'accept-language': 'zh-CN,zh;q=0.9' })).toBe('手机');
    expect(await front({ cookie: 'locale=fr' })).toBe('Cell phones');
    expect(await front({ cookie: 'locale=lo' })).toBe('Cell phones');
    expect(await front({})).toBe('Cell phones');

    // An edit that leaves the translations out keeps them; one that sends them replaces them.
    await post(ctx.app, `/api/merchant/categories/${id}`, { name: 'Mobile phones', parentId: 0, sort: 0 }, as());
    expect(await front({ cookie: 'locale=th' })).toBe('โทรศัพท์');
    expect(await front({ cookie: 'locale=fr' })).toBe('Mobile phones');
    await post(ctx.app, `/api/merchant/categories/${id}`, { name: 'Mobile phones', names: { fr: 'Téléphones' } }, as());
    expect(await front({ cookie: 'locale=fr' })).toBe('Téléphones');
    expect(await front({ cookie: 'locale=th' })).toBe('Mobile phones');

    // Bounded as the name itself.
    const long = await post(
      ctx.app,
      `/api/merchant/categories/${id}`,
      { name: 'Cell phones', names: { th: 'ก'.repeat(31) } },
      as(),
    );
    expect(long.status).toBe(400);
    const hidden = await post(
      ctx.app,
      `/api/merchant/categories/${id}`,
      { name: 'Cell phones', names: { th: 'a\u202Eb' } },
      as(),
    );
    expect(hidden.status).toBe(400);

    // Another shop's staff can neither write them nor read them.
    const other = await otherShopStaff(ctx, merchant.merchantId);
    const foreign = await post(
      ctx.app,
      `/api/merchant/categories/${id}`,
      { name: 'Taken', names: { fr: 'Volé' } },
      { headers: bearer(other.token) },
    );
    expect(foreign.status).toBe(404);
    const { rows } = await ctx.db.execute<{ name: string; names: unknown }>(
      sql`SELECT name, names FROM shop_categories WHERE id = ${id}`,
    );
    expect(rows[0]).toEqual({ name: 'Mobile phones', names: { fr: 'Téléphones' } });
  });

  it('refuses a name a category of the same level already has, or one that looks the same (audit HA1)', async () => {
    const phones = await post<{ id: number }>(ctx.app, '/api/merchant/categories', { name: 'Handsets' }, as());
    expect(phones.body.code, phones.body.message).toBe(200);
    const before = (await tree()).length;
    for (const name of ['Handsets', 'HANDSETS', ' Ｈandsets ']) {
      const again = await post(ctx.app, '/api/merchant/categories', { name }, as());
      expect(again.status, name).toBe(400);
      expect(again.body.message).toBe('A category with this name is already here');
      expect(again.body.data).toEqual({ field: 'name', detail: 'A category with this name is already here' });
    }
    expect((await tree()).length).toBe(before);
    // Said in the console's language, and marked on the name.
    const thai = await post(
      ctx.app,
      '/api/merchant/categories',
      { name: 'handsets' },
      { headers: { ...bearer(merchant.token), 'accept-language': 'th' } },
    );
    expect(thai.body.message).toBe('มีหมวดหมู่ชื่อนี้อยู่ที่นี่แล้ว');
    // Under another parent the name is free; renaming a category to a sibling's name is refused, keeping its own is not.
    const child = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/categories',
      { name: 'Handsets', parentId: phones.body.data.id },
      as(),
    );
    expect(child.body.code, child.body.message).toBe(200);
    const other = await post<{ id: number }>(ctx.app, '/api/merchant/categories', { name: 'Chargers' }, as());
    const rename = await post(ctx.app, `/api/merchant/categories/${other.body.data.id}`, { name: 'Handsets' }, as());
    expect(rename.body.message).toBe('A category with this name is already here');
    const keep = await post(
      ctx.app,
      `/api/merchant/categories/${other.body.data.id}`,
      { name: 'Chargers', sort: 3 },
      as(),
    );
    expect(keep.body.code, keep.body.message).toBe(200);
    // Two saves at once: one category.
    const both = await Promise.all(
      [1, 2].map(() => post(ctx.app, '/api/merchant/categories', { name: 'Cables' }, as())),
    );
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 400]);
  });

  it('keeps products when their category goes', async () => {
    const category = await post<{ id: number }>(ctx.app, '/api/merchant/categories', { name: 'Leaving' }, as());
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      UPDATE products SET shop_category_id = ${category.body.data.id}
      WHERE id = (SELECT id FROM products WHERE merchant_id = ${merchant.merchantId} ORDER BY id LIMIT 1) RETURNING id`);
    expect((await tree()).find((c) => c.id === category.body.data.id)?.productCount).toBe(1);
    await post(ctx.app, `/api/merchant/categories/${category.body.data.id}/delete`, undefined, as());
    const { rows: product } = await ctx.db.execute<{ shop_category_id: number | null }>(
      sql`SELECT shop_category_id FROM products WHERE id = ${rows[0]!.id}`,
    );
    expect(product[0]!.shop_category_id).toBeNull();
  });
});
