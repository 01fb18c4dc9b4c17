import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post, startTestApp, type TestContext } from '../../../test/harness';
import { adminToken } from '../../../test/settle-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

describe('home data', () => {
  it('answers logo, banners, recommendations, service, footer, mobile url and currency', async () => {
    const { status, body } = await get<{
      logoUrl: string;
      banners: unknown[];
      recommend: unknown[];
      service: { serviceType: string; servicePhone: string; qrImage: string };
      footer: { phone: string; address: string; copyright: string };
      mobileUrl: string;
      currencySymbol: string;
      categoryFloors: { products: unknown[] }[];
    }>(ctx.app, '/api/pc/home/index');
    expect(status).toBe(200);
    expect(body.data.logoUrl).toMatch(/^\/uploads\//);
    expect(body.data.banners.length).toBeGreaterThan(0);
    expect(body.data.recommend.length).toBeGreaterThan(0);
    expect(['h5', 'message', 'phone', 'email']).toContain(body.data.service.serviceType);
    // The side window's service popup shows the operator's QR picture.
    expect(body.data.service.qrImage).toMatch(/^\/uploads\/.+\.(svg|png|jpe?g|webp)$/);
    expect(body.data.footer.phone).not.toBe('');
    // No placeholder address: the "Mobile mall" link shows only once the operator sets a real one.
    expect(body.data.mobileUrl).toBe('');
    expect(body.data.currencySymbol).toBe('$');
    expect(body.data.categoryFloors.length).toBe(8);
  });

  it("answers in the reader's language, its message included, the same whole in every language", async () => {
    const fr = await get<{ recommend: { id: number }[]; activities: unknown[] }>(ctx.app, '/api/pc/home/index', {
      cookie: 'locale=fr',
    });
    const en = await get<{ recommend: { id: number }[]; activities: unknown[] }>(ctx.app, '/api/pc/home/index');
    expect(fr.headers['content-type']).toContain('application/json');
    expect([en.body.message, fr.body.message]).toEqual(['success', 'Opération réussie']);
    expect(fr.body.data.recommend.map((p) => p.id)).toEqual(en.body.data.recommend.map((p) => p.id));
    expect(fr.body.data.activities.length).toBe(en.body.data.activities.length);
  });

  it('shows an activity from the moment it starts to the moment it ends, with no write between', async () => {
    const headers = bearer(await adminToken(ctx.db));
    const names = async () =>
      (await get<{ activities: { name: string }[] }>(ctx.app, '/api/pc/home/index')).body.data.activities.map(
        (a) => a.name,
      );
    // Starts in 1.5 s and ends 1.5 s later, by the database's clock (the one that decides which are running).
    const dbNow = async () =>
      (await ctx.db.execute<{ ms: number }>(sql`SELECT extract(epoch FROM now())::float8 * 1000 AS ms`)).rows[0]!.ms;
    const now = await dbNow();
    const [starts, ends] = [now + 1500, now + 3000];
    const created = await post<{ id: number }>(
      ctx.app,
      '/api/admin/activities',
      {
        name: 'Flash hour',
        image: '/uploads/demo/activity-1.svg',
        intro: 'Soon, and not for long',
        startTime: new Date(starts).toISOString(),
        endTime: new Date(ends).toISOString(),
        sort: 0,
      },
      { headers },
    );
    expect(created.body.code, created.body.message).toBe(200);
    // Kept from here on: nothing is written until the test ends, so only the clock can change the answer.
    expect(await names()).not.toContain('Flash hour');
    const wait = async (at: number) => {
      const left = Math.max(0, at - (await dbNow())) + 100;
      await new Promise((done) => setTimeout(done, left));
    };
    await wait(starts);
    expect(await names()).toContain('Flash hour');
    await wait(ends);
    expect(await names()).not.toContain('Flash hour');
  });

  it("is sent as the bytes the schema encodes, its message in the reader's language", async () => {
    const th = await ctx.app.inject({ method: 'GET', url: '/api/pc/home/index', headers: { cookie: 'locale=th' } });
    expect(th.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = JSON.parse(th.body) as { code: number; message: string; data: { recommend: { price: string }[] } };
    expect([body.code, body.message]).toEqual([200, 'ดำเนินการสำเร็จ']);
    // Money as the contract writes it (decimal strings), as the serializer would have written it.
    expect(body.data.recommend[0]!.price).toMatch(/^\d+\.\d{2}$/);
    expect(Number(th.headers['content-length'])).toBe(Buffer.byteLength(th.body));
  });

  it('follows a change of the currency symbol the operator saves', async () => {
    const headers = bearer(await adminToken(ctx.db));
    expect((await get<{ currencySymbol: string }>(ctx.app, '/api/pc/home/index')).body.data.currencySymbol).toBe('$');
    const form = await get<Record<string, string>>(ctx.app, '/api/admin/settings/home', headers);
    const saved = await post(
      ctx.app,
      '/api/admin/settings/home',
      { ...form.body.data, currencySymbol: 'US$' },
      { headers },
    );
    expect(saved.body.code, saved.body.message).toBe(200);
    const { body } = await get<{ currencySymbol: string }>(ctx.app, '/api/pc/home/index');
    expect(body.data.currencySymbol).toBe('US$');
  });
});

describe('categories in the shopper language', () => {
  type Cat = { id: number; name: string; childList?: Cat[] };
  it('answers eight top categories with 4-6 children each', async () => {
    const { body } = await get<Cat[]>(ctx.app, '/api/front/product/category');
    expect(body.data).toHaveLength(8);
    for (const top of body.data) {
      expect(top.childList?.length).toBeGreaterThanOrEqual(4);
      expect(top.childList?.length).toBeLessThanOrEqual(6);
    }
  });

  it('names them in the locale of the cookie, then of Accept-Language', async () => {
    const en = await get<Cat[]>(ctx.app, '/api/front/product/category');
    const zh = await get<Cat[]>(ctx.app, '/api/front/product/category', { cookie: 'locale=zh-CN' });
    const th = await get<Cat[]>(ctx.app, '/api/front/product/category', { 'accept-language': 'th-TH,th;q=0.9' });
    expect(zh.body.data[0].name).not.toBe(en.body.data[0].name);
    expect(zh.body.data[0].name).toMatch(/[\u4e00-\u9fff]/);
    expect(th.body.data[0].name).toMatch(/[\u0e00-\u0e7f]/);
  });

  it('leaves out an empty childList', async () => {
    await ctx.db.execute(sql`INSERT INTO categories (parent_id, name, sort) VALUES (0, 'Lonely top', 99)`);
    const { body } = await get<Cat[]>(ctx.app, '/api/front/product/category');
    const lonely = body.data.find((c) => c.name === 'Lonely top');
    expect(lonely).toBeDefined();
    expect(lonely && 'childList' in lonely).toBe(false);
  });
});

describe('small public calls', () => {
  it('hot keywords', async () => {
    const { body } = await get<{ id: number; title: string }[]>(ctx.app, '/api/front/search/keyword');
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.data[0]).toEqual({ id: expect.any(Number), title: expect.any(String) });
  });

  it("offers each language's readers hot searches in their language first, each finding products (audit AX15)", async () => {
    const spanish = ['auriculares', 'vestido', 'vela'];
    const expected = { es: spanish, fr: ['bougie', 'lampe', 'café'], th: ['รองเท้า', 'เสื้อ', 'ผ้าไหม'] };
    for (const [locale, words] of Object.entries(expected)) {
      const { body } = await get<{ title: string }[]>(ctx.app, '/api/front/search/keyword', {
        cookie: `locale=${locale}`,
      });
      // The header shows the first three.
      expect(
        body.data.slice(0, 3).map((k) => k.title),
        locale,
      ).toEqual(words);
    }
    for (const word of spanish) {
      const found = await get<{ total: number }>(ctx.app, `/api/front/product/list?keyword=${word}`, {
        cookie: 'locale=es',
      });
      expect(found.body.data.total, word).toBeGreaterThan(0);
    }
  });

  it('login picture and login-method info', async () => {
    const pic = await get<{ loginLeftImage: string }>(ctx.app, '/api/pc/login/getLoginPic');
    expect(pic.body.data.loginLeftImage).toMatch(/^\/uploads\//);
    const info = await get<Record<string, unknown>>(ctx.app, '/api/front/login/method/info');
    expect(Object.keys(info.body.data).sort()).toEqual(
      ['facebookAppId', 'facebookOpen', 'googleOpen', 'smsCountries', 'twitterOpen', 'visitorOpen'].sort(),
    );
    // The countries SMS go to (SMS_ALLOWED_COUNTRIES), so that the phone pickers offer only those (audit AN11).
    expect(info.body.data.smsCountries).toEqual(['+86', '+66', '+856', '+33', '+34', '+1']);
  });

  it('merchant types and categories with handling fee', async () => {
    const types = await get<{ id: number; name: string; info: string }[]>(ctx.app, '/api/front/merchant/all/type/list');
    expect(types.body.data.length).toBeGreaterThan(0);
    const cats = await get<{ handlingFee: string }[]>(ctx.app, '/api/front/merchant/all/category/list');
    expect(cats.body.data[0].handlingFee).toMatch(/^\d+\.\d{2}$/);
  });

  it('cart count is 0 without a session', async () => {
    const { body } = await get<{ count: number }>(ctx.app, '/api/front/cart/count?numType=true&type=total');
    expect(body).toEqual({ code: 200, message: 'success', data: { count: 0 } });
  });

  it('activities and their products; unknown activity is 404', async () => {
    const list = await get<{ id: number }[]>(ctx.app, '/api/front/activity/list');
    expect(list.body.data.length).toBeGreaterThan(0);
    const products = await get<{ total: number }>(ctx.app, `/api/front/activity/${list.body.data[0].id}/products`);
    expect(products.body.data.total).toBeGreaterThan(0);
    const missing = await get(ctx.app, '/api/front/activity/999999/products');
    expect(missing.status).toBe(404);
  });
});
