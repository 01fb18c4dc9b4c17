import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ShopProfile } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bearer, get, merchantToken, post, startTestApp, type TestContext } from '../../../test/harness';
import { uploadVoucher } from '../../../test/refund-helpers';

// Brief GS: the shop street in the reader's language. The seed draws each shop's banner with its name and service
// line, and one more per language the shop has a name in (merchants.banners, migration 0088); the street, the shop's
// header and its server-rendered page show the reader's, else the shop's own. A banner the merchant saves is shown as
// saved to every reader.

let ctx: TestContext;
let merchant: { token: string; merchantId: number };
let self: number;
let lumiere: number;
beforeAll(async () => {
  ctx = await startTestApp({ PUBLIC_URL: 'https://mall.example' });
  merchant = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM merchants WHERE is_self OR name = 'Maison Lumière' ORDER BY id`,
  );
  self = rows.find((r) => r.name !== 'Maison Lumière')!.id;
  lumiere = rows.find((r) => r.name === 'Maison Lumière')!.id;
});
afterAll(() => ctx?.close());

type Street = { list: { id: number; name: string; banner: string; typeName: string }[] };

const reader = (language: string) => ({ 'accept-language': language });

/** The banner a reader of `language` sees for shop `id` on the street and in the shop's header. */
async function bannersSeen(language: string, id: number) {
  const street = await get<Street>(ctx.app, '/api/front/merchant/street?limit=50', reader(language));
  const header = await get<{ banner: string }>(ctx.app, `/api/front/merchant/index/info/${id}`, reader(language));
  expect(header.status).toBe(200);
  return { street: street.body.data.list.find((s) => s.id === id)?.banner, header: header.body.data.banner };
}

/** The seed's drawing behind a banner's address. */
const drawing = (url: string) =>
  readFile(path.join(inject('uploadsRoot'), 'uploads', url.replace(/^\/uploads\//, '')), 'utf8');

describe("a shop's banner in the reader's language", () => {
  it("shows a Thai reader the banner drawn with the Thai name, an English reader the shop's own", async () => {
    const thai = await bannersSeen('th', self);
    expect(thai).toEqual({ street: `/uploads/demo/shop-${self}-banner-th.svg`, header: thai.street });
    const english = await bannersSeen('en', self);
    expect(english).toEqual({ street: `/uploads/demo/shop-${self}-banner.svg`, header: english.street });

    // The pictures say it: the Thai one the Thai name and service line, the shop's own its English ones.
    const thaiSvg = await drawing(thai.header);
    expect(thaiSvg).toContain('>ร้านค้าของห้าง</text>');
    expect(thaiSvg).toContain('รับประกันของแท้');
    expect(thaiSvg).toContain('xml:lang="th"');
    const ownSvg = await drawing(english.header);
    expect(ownSvg).toContain('>Mall Self-operated</text>');
    expect(ownSvg).not.toMatch(/[\u0e00-\u0e7f]/);
    // Chinese and Lao are drawn in their own script too (the Han forms chosen by the language).
    const chinese = await drawing((await bannersSeen('zh-CN', self)).header);
    expect(chinese).toContain('>商城自营</text>');
    expect(chinese).toContain('xml:lang="zh-CN"');
    expect(await drawing((await bannersSeen('lo', self)).header)).toContain('>ຮ້ານຂອງສູນການຄ້າ</text>');
  });

  it("falls back to the shop's own banner in a language the shop has no name in", async () => {
    expect(await bannersSeen('th', lumiere)).toEqual({
      street: `/uploads/demo/shop-${lumiere}-banner.svg`,
      header: `/uploads/demo/shop-${lumiere}-banner.svg`,
    });
    // The shop's own banner draws its name as written, accents and all (no longer its ASCII form).
    expect(await drawing(`/uploads/demo/shop-${lumiere}-banner.svg`)).toContain('>Maison Lumière</text>');
  });

  it("gives the server-rendered shop page's link preview the reader's banner", async () => {
    const page = async (url: string) =>
      (await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
    expect(await page(`/th/shop/${self}`)).toContain(
      `<meta property="og:image" content="https://mall.example/previews/demo/shop-${self}-banner-th.jpg">`,
    );
    expect(await page(`/shop/${self}`)).toContain(
      `<meta property="og:image" content="https://mall.example/previews/demo/shop-${self}-banner.jpg">`,
    );
  });

  it('keeps the drawn banners while the merchant keeps the banner; a banner it uploads shows as uploaded', async () => {
    const shop = merchant.merchantId;
    const profile = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', bearer(merchant.token))).body.data;
    // The merchant reads and keeps its own banner, not the reader's.
    expect(profile.banner).toBe(`/uploads/demo/shop-${shop}-banner.svg`);
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
    const save = async (banner: string) => {
      const saved = await post(
        ctx.app,
        '/api/merchant/shop',
        { ...input, banner },
        { headers: bearer(merchant.token) },
      );
      expect(saved.body.code, saved.body.message).toBe(200);
    };

    await save(profile.banner);
    expect((await bannersSeen('th', shop)).header).toBe(`/uploads/demo/shop-${shop}-banner-th.svg`);

    const photo = await uploadVoucher(ctx, merchant.token);
    await save(photo);
    for (const language of ['th', 'zh-CN', 'lo', 'fr', 'en']) {
      expect(await bannersSeen(language, shop), language).toEqual({ street: photo, header: photo });
    }
  });
});

describe("merchant kinds in the reader's language", () => {
  it("names the street filter and the shops' kinds in Thai for a Thai reader, in English for an English one", async () => {
    const kinds = async (language: string) =>
      (await get<{ name: string }[]>(ctx.app, '/api/front/merchant/all/type/list', reader(language))).body.data.map(
        (k) => k.name,
      );
    expect(await kinds('th')).toEqual(['ร้านเรือธง', 'ร้านแฟรนไชส์', 'ร้านเฉพาะทาง', 'ร้านจำหน่ายเฉพาะ']);
    expect(await kinds('lo')).toContain('ຮ້ານເຮືອທຸງ');
    expect(await kinds('fr')).toContain('Boutique phare');
    expect(await kinds('es')).toContain('Tienda insignia');
    expect(await kinds('en')).toEqual(['Flagship store', 'Franchise store', 'Specialty store', 'Exclusive store']);
    const street = await get<Street>(ctx.app, '/api/front/merchant/street?limit=50', reader('th'));
    expect(street.body.data.list.find((s) => s.id === self)?.typeName).toBe('ร้านเรือธง');
  });
});
