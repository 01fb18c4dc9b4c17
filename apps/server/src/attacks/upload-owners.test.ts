import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  freshIp,
  get,
  merchantToken,
  newShopper,
  post,
  startTestApp,
  type TestContext,
} from '../../test/harness';
import { otherShopStaff, placeOrder, skusOf, uploadVoucher } from '../../test/refund-helpers';
import { codeFromOutbox, firstChoices, forgetResendWait } from '../../test/settle-support';
import { orderIn, review, submit } from '../modules/reviews/reviews.fixtures';
import { createSession } from '../platform/session';

// Item 11 of the hardening issue: an upload may be pointed at only by whoever uploaded it (a shop's staff: by the
// shop), and only by the address our upload call gave out. Attacker B tries victim A's pictures everywhere.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const NOT_YOURS = 'This picture was not uploaded by you';
const as = (token: string) => ({ headers: bearer(token), ip: freshIp() });
const upload = (token: string) => uploadVoucher(ctx, token);

/** Addresses our upload call never gives out: other sites, path tricks, wrong case, encoded forms. */
const forged = (real: string) => [
  '/uploads/u/../../x',
  '/uploads/u/../../etc/passwd',
  '/uploads/u/2026-11/ABCDEFABCDEFABCDEFABCDEFABCDEFAB.jpg',
  '/uploads/u/2026-11/ABC.jpg',
  real.toUpperCase(),
  real.replace('/u/', '/u/./'),
  real.replace('/u/', '/%75/'),
  real.replaceAll('/', '%2F'),
  `/uploads/u/2026-11/..%2f..%2f${'a'.repeat(24)}.jpg`,
  `/uploads/u/%2e%2e/%2e%2e/${real.slice(-36)}`,
  `https://evil.example${real}`,
  `//evil.example${real}`,
  `${real}?x=1`,
];

async function avatarOf(userId: number): Promise<string> {
  const { rows } = await ctx.db.execute<{ avatar: string }>(sql`SELECT avatar FROM users WHERE id = ${userId}`);
  return rows[0]!.avatar;
}

async function newStaff(merchantId: number): Promise<{ id: number; token: string }> {
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO users (nickname, email) VALUES ('colleague', ${`colleague.${randomBytes(5).toString('hex')}@example.org`})
    RETURNING id`);
  const id = rows[0]!.id;
  await ctx.db.execute(
    sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${merchantId}, ${id}, 'staff')`,
  );
  return { id, token: await createSession(ctx.db, id) };
}

describe('uploads are recorded with their uploader', () => {
  it('a shopper upload names the shopper; a staff upload also names the shop', async () => {
    const shopper = await newShopper(ctx.db, 'owner');
    const merchant = await merchantToken(ctx.db);
    const mine = await upload(shopper.token);
    const shops = await upload(merchant.token);
    const { rows } = await ctx.db.execute<{ path: string; user_id: number; merchant_id: number | null }>(
      sql`SELECT path, user_id, merchant_id FROM uploads WHERE path IN (${mine}, ${shops}) ORDER BY created_at`,
    );
    expect(rows.find((r) => r.path === mine)).toMatchObject({ user_id: shopper.id, merchant_id: null });
    expect(rows.find((r) => r.path === shops)).toMatchObject({ merchant_id: merchant.merchantId });
  });
});

describe("a shopper cannot point at another user's upload", () => {
  it('avatar: refused for B, and for forged addresses; A sets it', async () => {
    const a = await newShopper(ctx.db, 'victim');
    const b = await newShopper(ctx.db, 'attacker');
    const picture = await upload(a.token);
    const stolen = await post(ctx.app, '/api/front/user/edit', { nickname: 'B', avatar: picture }, as(b.token));
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(NOT_YOURS);
    for (const avatar of forged(picture)) {
      const res = await post(ctx.app, '/api/front/user/edit', { nickname: 'B', avatar }, as(b.token));
      expect(res.status, avatar).toBe(400);
    }
    expect(await avatarOf(b.id)).toBe('');
    const own = await post(ctx.app, '/api/front/user/edit', { nickname: 'A', avatar: picture }, as(a.token));
    expect(own.body.code, own.body.message).toBe(200);
    expect(await avatarOf(a.id)).toBe(picture);
    // Sending the stored avatar again (with a new nickname) is fine.
    const again = await post(ctx.app, '/api/front/user/edit', { nickname: 'A2', avatar: picture }, as(a.token));
    expect(again.body.code, again.body.message).toBe(200);
  });

  it('refund voucher: refused for B; B with an own upload succeeds', async () => {
    const a = await newShopper(ctx.db, 'victim');
    const b = await newShopper(ctx.db, 'attacker');
    const picture = await upload(a.token);
    const merchant = await merchantToken(ctx.db);
    const order = await placeOrder(ctx, b.token, await skusOf(ctx, merchant.merchantId, 1));
    const body = (images: string[]) => ({
      orderNo: order.orderNo,
      itemIds: [order.items[0]!.id],
      type: 'refund',
      reason: 'Damaged or defective',
      explain: '',
      images,
    });
    const stolen = await post(ctx.app, '/api/front/order/refund', body([picture]), as(b.token));
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(NOT_YOURS);
    for (const url of forged(picture)) {
      const res = await post(ctx.app, '/api/front/order/refund', body([url]), as(b.token));
      expect(res.status, url).toBe(400);
    }
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM refunds WHERE user_id = ${b.id}`);
    expect(rows).toHaveLength(0);
    const own = await post(ctx.app, '/api/front/order/refund', body([await upload(b.token)]), as(b.token));
    expect(own.body.code, own.body.message).toBe(200);
  });

  it('review picture: refused for B; own pictures work', async () => {
    const a = await newShopper(ctx.db, 'victim');
    const picture = await upload(a.token);
    const order = await orderIn(ctx, 'to_review');
    const stolen = await submit(ctx, order.token, review(order, 0, { pics: [picture] }));
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(NOT_YOURS);
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM reviews WHERE user_id = ${order.userId}`);
    expect(rows).toHaveLength(0);
    const own = await submit(ctx, order.token, review(order, 0, { pics: [await upload(order.token)] }));
    expect(own.body.code, own.body.message).toBe(200);
  });

  it('merchant application picture: refused for B; own pictures work', async () => {
    const a = await newShopper(ctx.db, 'victim');
    const b = await newShopper(ctx.db, 'applicant');
    const picture = await upload(a.token);
    const choices = await firstChoices(ctx.db);
    const form = async (pictures: string[]) => {
      const email = `apply.${randomBytes(4).toString('hex')}@example.org`;
      await forgetResendWait(ctx.db, email);
      await post(ctx.app, '/api/front/merchant/settled/captcha', { email }, as(b.token));
      return {
        name: `Upload Probe ${randomBytes(4).toString('hex')}`,
        realName: 'Mei Chen',
        phone: '13800138000',
        email,
        captcha: await codeFromOutbox(ctx.db, email),
        ...choices,
        qualificationPictures: pictures,
        agreement: true,
      };
    };
    const stolen = await post(ctx.app, '/api/front/merchant/settled/apply', await form([picture]), as(b.token));
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(NOT_YOURS);
    const own = await post(
      ctx.app,
      '/api/front/merchant/settled/apply',
      await form([await upload(b.token)]),
      as(b.token),
    );
    expect(own.body.code, own.body.message).toBe(200);
  });
});

describe("a shop cannot point at another shop's upload", () => {
  type Product = {
    name: string;
    categoryId: number;
    shopCategoryId: number | null;
    images: string[];
    description: string;
    attrs: { name: string; values: string[] }[];
    skus: { attrValues: string[]; price: string; otPrice: string; stock: number; image: string }[];
    version: number;
  };
  type Shop = Record<string, unknown> & { avatar: string; banner: string; qualificationPictures: string[] };

  async function leafCategory(): Promise<number> {
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM categories WHERE parent_id <> 0 ORDER BY id LIMIT 1`,
    );
    return rows[0]!.id;
  }
  const product = async (name: string, images: string[], skuImage = '') => ({
    name,
    categoryId: await leafCategory(),
    images,
    description: '',
    attrs: [],
    skus: [{ attrValues: [], price: '9.90', stock: 3, image: skuImage }],
  });
  async function shopBody(token: string, change: Partial<Shop>) {
    const shop = (await get<Shop>(ctx.app, '/api/merchant/shop', bearer(token))).body.data;
    const fields = ['name', 'avatar', 'banner', 'intro', 'address', 'phone', 'openingHours', 'serviceText'] as const;
    const body = Object.fromEntries(fields.map((f) => [f, shop[f]]));
    return { ...body, qualificationPictures: shop.qualificationPictures, service: shop.service, ...change };
  }

  it("products and the shop profile refuse another shop's or a shopper's upload", async () => {
    const victim = await merchantToken(ctx.db);
    const attacker = await otherShopStaff(ctx, victim.merchantId);
    const shopper = await newShopper(ctx.db, 'shopper');
    const theirs = await upload(victim.token);
    const privatePicture = await upload(shopper.token);
    for (const picture of [theirs, privatePicture]) {
      for (const body of [
        await product('Stolen picture', [picture]),
        await product('Stolen SKU picture', [await upload(attacker.token)], picture),
        {
          ...(await product('Stolen description picture', [await upload(attacker.token)])),
          description: `<p>Look</p><img src="${picture}">`,
        },
      ]) {
        const res = await post(ctx.app, '/api/merchant/products', body, as(attacker.token));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(NOT_YOURS);
      }
      for (const change of [{ avatar: picture }, { banner: picture }, { qualificationPictures: [picture] }]) {
        const res = await post(
          ctx.app,
          '/api/merchant/shop',
          await shopBody(attacker.token, change),
          as(attacker.token),
        );
        expect(res.status, JSON.stringify(change)).toBe(400);
        expect(res.body.message).toBe(NOT_YOURS);
      }
    }
    for (const url of forged(theirs)) {
      const res = await post(ctx.app, '/api/merchant/products', await product('Forged', [url]), as(attacker.token));
      expect(res.status, url).toBe(400);
    }
    const { rows } = await ctx.db.execute(sql`
      SELECT 1 FROM products WHERE merchant_id = ${attacker.merchantId} AND name LIKE 'Stolen%'`);
    expect(rows).toHaveLength(0);
  });

  it('a stock picture is one that exists: a made-up demo name is refused for products and the shop (audit M2)', async () => {
    const owner = await merchantToken(ctx.db);
    const { rows } = await ctx.db.execute<{ image: string }>(sql`
      SELECT images->>0 AS image FROM products
      WHERE merchant_id = ${owner.merchantId} AND images->>0 LIKE '/uploads/demo/%' LIMIT 1`);
    const real = rows[0]!.image;
    const madeUp = '/uploads/demo/does-not-exist.svg';
    for (const body of [await product('Ghost picture', [madeUp]), await product('Ghost SKU', [real], madeUp)]) {
      const res = await post(ctx.app, '/api/merchant/products', body, as(owner.token));
      expect(res.status, JSON.stringify(body.images)).toBe(400);
      expect(res.body.message).toBe('Upload the picture first');
    }
    const avatar = await post(
      ctx.app,
      '/api/merchant/shop',
      await shopBody(owner.token, { avatar: madeUp }),
      as(owner.token),
    );
    expect(avatar.status).toBe(400);
    const stored = await get<Shop>(ctx.app, '/api/merchant/shop', bearer(owner.token));
    expect(stored.body.data.avatar).not.toBe(madeUp);
    const made = await post(ctx.app, '/api/merchant/products', await product('Stock picture', [real]), as(owner.token));
    expect(made.body.code, made.body.message).toBe(200);
  });

  it("a shop may wear its own demo pictures, not another shop's or the mall's (audit FO2)", async () => {
    const owner = await merchantToken(ctx.db);
    const th = { headers: { ...bearer(owner.token), 'accept-language': 'th' }, ip: freshIp() };
    const { rows: shops } = await ctx.db.execute<{ id: number; avatar: string; banner: string }>(
      sql`SELECT id, avatar, banner FROM merchants WHERE id <> ${owner.merchantId} AND is_self ORDER BY id LIMIT 1`,
    );
    const mall = shops[0]!;
    expect(mall.avatar).toBe(`/uploads/demo/shop-${mall.id}-avatar.svg`);
    const own = {
      avatar: `/uploads/demo/shop-${owner.merchantId}-avatar.svg`,
      banner: `/uploads/demo/shop-${owner.merchantId}-banner.svg`,
    };
    // The shop wears an upload of its own first, so that its demo pictures are new to the form, not kept.
    const uploaded = await upload(owner.token);
    const first = await post(
      ctx.app,
      '/api/merchant/shop',
      await shopBody(owner.token, { avatar: uploaded, banner: uploaded }),
      th,
    );
    expect(first.body.code, first.body.message).toBe(200);
    for (const change of [{ avatar: mall.avatar }, { banner: mall.banner }, { avatar: '/uploads/demo/logo.svg' }]) {
      const res = await post(ctx.app, '/api/merchant/shop', await shopBody(owner.token, change), th);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toBe('รูปภาพนี้ไม่ได้อัปโหลดโดยคุณ');
    }
    const shown = await get<Shop>(ctx.app, `/api/front/merchant/index/info/${owner.merchantId}`, {});
    expect(shown.body.data.avatar).toBe(uploaded);
    const saved = await post(ctx.app, '/api/merchant/shop', await shopBody(owner.token, own), th);
    expect(saved.body.code, saved.body.message).toBe(200);
    const after = await get<Shop>(ctx.app, `/api/front/merchant/index/info/${owner.merchantId}`, {});
    expect(after.body.data).toMatchObject(own);

    // Products: another shop's demo photo is refused, one of its own products' photos is taken.
    const photoOf = async (merchantId: number) =>
      (
        await ctx.db.execute<{ image: string }>(sql`
          SELECT images->>0 AS image FROM products p WHERE merchant_id = ${merchantId}
            AND images->>0 LIKE '/uploads/demo/p-%'
            AND NOT EXISTS (SELECT 1 FROM products o WHERE o.merchant_id <> ${merchantId} AND o.images ? (p.images->>0))
          ORDER BY id LIMIT 1`)
      ).rows[0]!.image;
    for (const images of [[await photoOf(mall.id)], ['/uploads/demo/logo.svg']]) {
      const res = await post(ctx.app, '/api/merchant/products', await product('Borrowed photo', images), th);
      expect(res.status, images[0]).toBe(400);
      expect(res.body.message).toBe('รูปภาพนี้ไม่ได้อัปโหลดโดยคุณ');
    }
    const sku = await post(
      ctx.app,
      '/api/merchant/products',
      await product('Borrowed SKU photo', [await photoOf(owner.merchantId)], await photoOf(mall.id)),
      th,
    );
    expect(sku.status).toBe(400);
    const made = await post(
      ctx.app,
      '/api/merchant/products',
      await product('Own photo', [await photoOf(owner.merchantId)]),
      th,
    );
    expect(made.body.code, made.body.message).toBe(200);
  });

  it("staff use their colleagues' uploads and their own; unchanged stored pictures are kept", async () => {
    const owner = await merchantToken(ctx.db);
    const colleague = await newStaff(owner.merchantId);
    const picture = await upload(owner.token);
    const created = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/products',
      await product('Colleague picture', [picture], await upload(colleague.token)),
      as(colleague.token),
    );
    expect(created.body.code, created.body.message).toBe(200);
    const saved = await post(
      ctx.app,
      '/api/merchant/shop',
      await shopBody(colleague.token, { banner: picture }),
      as(colleague.token),
    );
    expect(saved.body.code, saved.body.message).toBe(200);
    // A seeded product keeps its seeded pictures when it is edited and sent back unchanged.
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT id FROM products WHERE merchant_id = ${owner.merchantId} AND images->>0 NOT LIKE '/uploads/u/%'
      ORDER BY id LIMIT 1`);
    const seeded = (
      await get<Product & { id: number }>(ctx.app, `/api/merchant/products/${rows[0]!.id}`, bearer(owner.token))
    ).body.data;
    const edit = {
      name: seeded.name,
      categoryId: seeded.categoryId,
      shopCategoryId: seeded.shopCategoryId,
      images: seeded.images,
      description: seeded.description,
      attrs: seeded.attrs,
      skus: seeded.skus.map((s) => ({
        attrValues: s.attrValues,
        price: s.price,
        otPrice: s.otPrice,
        stock: s.stock,
        image: s.image,
      })),
      version: seeded.version,
    };
    const kept = await post(ctx.app, `/api/merchant/products/${rows[0]!.id}`, edit, as(owner.token));
    expect(kept.body.code, kept.body.message).toBe(200);
    const stranger = await newShopper(ctx.db, 'stranger');
    const swapped = await post(
      ctx.app,
      `/api/merchant/products/${rows[0]!.id}`,
      { ...edit, version: seeded.version + 1, images: [...seeded.images.slice(0, 1), await upload(stranger.token)] },
      as(owner.token),
    );
    expect(swapped.body.message).toBe(NOT_YOURS);
  });
});

describe('the platform points at recorded uploads only', () => {
  it('an admin may use any recorded upload, never a made-up or forged address', async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
    const admin = await createSession(ctx.db, rows[0]!.id);
    const shopper = await newShopper(ctx.db, 'shopper');
    const picture = await upload(shopper.token);
    const banner = (image: string) => ({ title: 'Upload probe', image, link: '/', sort: 99 });
    const madeUp = `/uploads/u/2026-01/${'0123456789abcdef'.repeat(2)}.jpg`;
    for (const image of [madeUp, ...forged(picture)]) {
      const res = await post(ctx.app, '/api/admin/banners', banner(image), as(admin));
      expect(res.status, image).toBe(400);
    }
    const made = await post<{ id: number }>(ctx.app, '/api/admin/banners', banner(picture), as(admin));
    expect(made.body.code, made.body.message).toBe(200);
    await post(ctx.app, `/api/admin/banners/${made.body.data.id}/delete`, undefined, as(admin));
  });
});
