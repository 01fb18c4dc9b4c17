import type { AdminShopChange, ShopProfile } from '@mall/contract';
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
} from '../../../test/harness';
import { adminToken } from '../../../test/settle-support';
import { createSession } from '../../platform/session';

// Decision 0056, its shop part (audit FS12): a shop's name in the reader's language beside its name, the fallback;
// a translated name goes live only when the platform approves it, and no shop's name in any language may look like
// another shop's name in any language (merchant_name_keys, migration 0086), whatever races.

const THAI_TAKEN = "The shop name in Thai looks like another shop's name";
const NAME_TAKEN = 'A shop with this name or a name that looks the same already exists';

let ctx: TestContext;
let admin: string;
let merchant: { token: string; merchantId: number };
let self: { id: number; productId: number; skuId: number };
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await adminToken(ctx.db);
  merchant = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ id: number; product_id: number; sku_id: number }>(sql`
    SELECT m.id, p.id AS product_id, s.id AS sku_id FROM merchants m
      JOIN products p ON p.merchant_id = m.id AND p.on_sale JOIN product_skus s ON s.product_id = p.id AND s.stock > 5
    WHERE m.is_self ORDER BY p.id, s.id LIMIT 1`);
  const r = rows[0]!;
  self = { id: r.id, productId: r.product_id, skuId: r.sku_id };
});
afterAll(() => ctx?.close());

const reader = (language: string, token?: string) => ({
  'accept-language': language,
  ...(token ? bearer(token) : {}),
});

/** The shop's name as a reader of `language` sees it on the product detail, the cart, the shop page and its header. */
async function namesSeen(language: string) {
  const shopper = await newShopper(ctx.db, 'reader');
  const saved = await post(
    ctx.app,
    '/api/front/cart/save',
    { productId: self.productId, skuId: self.skuId, quantity: 1 },
    { headers: reader(language, shopper.token), ip: freshIp() },
  );
  expect(saved.body.code).toBe(200);
  const detail = await get<{ merchant: { name: string } }>(
    ctx.app,
    `/api/front/product/detail/${self.productId}`,
    reader(language),
  );
  const cart = await get<{ merId: number; merName: string }[]>(
    ctx.app,
    '/api/front/cart/list',
    reader(language, shopper.token),
  );
  const page = await get<{ name: string }>(ctx.app, `/api/front/merchant/detail/${self.id}`, reader(language));
  const header = await get<{ name: string }>(ctx.app, `/api/front/merchant/index/info/${self.id}`, reader(language));
  return {
    detail: detail.body.data.merchant.name,
    cart: cart.body.data.find((g) => g.merId === self.id)?.merName,
    page: page.body.data.name,
    header: header.body.data.name,
  };
}

describe("the mall's own shop in the reader's language", () => {
  it('reads in Thai on the product detail, the cart and the shop page', async () => {
    expect(await namesSeen('th')).toEqual({
      detail: 'ร้านค้าของห้าง',
      cart: 'ร้านค้าของห้าง',
      page: 'ร้านค้าของห้าง',
      header: 'ร้านค้าของห้าง',
    });
  });

  it('reads its name as written in English, and in a language it was not given', async () => {
    const english = { detail: 'Mall Self-operated', cart: 'Mall Self-operated', page: 'Mall Self-operated' };
    expect(await namesSeen('en')).toMatchObject(english);
    await ctx.db.execute(sql`UPDATE merchants SET names = names - 'es' WHERE id = ${self.id}`);
    try {
      expect(await namesSeen('es')).toMatchObject(english);
    } finally {
      await ctx.db.execute(
        sql`UPDATE merchants SET names = names || '{"es":"Tienda propia del centro comercial"}' WHERE id = ${self.id}`,
      );
    }
  });

  it("is named in the reader's language by the search's shop facet, and English beside it", async () => {
    const shopFacet = async (language: string) => {
      const { body } = await get<{ facets: { shops: { id: number; name: string }[] } }>(
        ctx.app,
        `/api/front/product/list?facets=true&page=1&limit=10`,
        reader(language),
      );
      return body.data.facets.shops.find((shop) => shop.id === self.id)?.name;
    };
    expect(await shopFacet('es')).toBe('Tienda propia del centro comercial');
    expect(await shopFacet('th')).toBe('ร้านค้าของห้าง');
    expect(await shopFacet('en')).toBe('Mall Self-operated');
  });

  it('is found by the search box by its name in another language', async () => {
    const { body } = await get<{ shops?: { id: number; name: string }[] }>(
      ctx.app,
      `/api/front/product/list?keyword=${encodeURIComponent('ร้านค้าของห้าง')}&page=1&limit=10`,
      reader('th'),
    );
    expect(body.data.shops?.map((s) => s.name)).toContain('ร้านค้าของห้าง');
  });
});

/** The demo merchant's profile form as the console sends it, from what GET answers. */
async function profileForm(token: string) {
  const profile = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', bearer(token))).body.data;
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
    ...form
  } = profile;
  return form;
}
const saveProfile = (token: string, form: object, language = 'en') =>
  post(ctx.app, '/api/merchant/shop', form, { headers: reader(language, token) });
const approveChange = (id: number, language = 'en') =>
  post(ctx.app, `/api/admin/merchant/changes/${id}/approve`, undefined, { headers: reader(language, admin) });
async function pendingOf(merchantId: number) {
  const { body } = await get<{ list: AdminShopChange[] }>(
    ctx.app,
    '/api/admin/merchant/changes?status=pending&limit=100',
    bearer(admin),
  );
  return body.data.list.find((c) => c.merchantId === merchantId);
}

/** A staff session of another demo shop, made in the database. */
async function staffOf(shopName: string): Promise<{ token: string; merchantId: number }> {
  const user = await newShopper(ctx.db, 'staff');
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM merchants WHERE name = ${shopName}`);
  const merchantId = rows[0]!.id;
  await ctx.db.execute(
    sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${merchantId}, ${user.id}, 'owner')`,
  );
  return { token: await createSession(ctx.db, user.id), merchantId };
}

describe("a shop's translated names go live on approval", () => {
  it('shows the Thai name only once the platform approves the request', async () => {
    const form = await profileForm(merchant.token);
    const thai = 'เทคโซน ร้านทางการ';
    const saved = await saveProfile(merchant.token, { ...form, names: { ...form.names, th: thai, fr: '   ' } });
    expect(saved.status).toBe(200);
    const header = async () =>
      (await get<{ name: string }>(ctx.app, `/api/front/merchant/index/info/${merchant.merchantId}`, reader('th'))).body
        .data.name;
    expect(await header()).toBe('TechZone ร้านค้าทางการ');
    const pending = await pendingOf(merchant.merchantId);
    // The empty French name is dropped: French readers will read the name as written.
    expect(pending?.names).toEqual({ ...form.names, th: thai, fr: undefined });
    expect(pending?.currentNames.th).toBe('TechZone ร้านค้าทางการ');
    const profile = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', bearer(merchant.token))).body.data;
    expect(profile.names.th).toBe('TechZone ร้านค้าทางการ');
    expect(profile.change?.names?.th).toBe(thai);

    expect((await approveChange(pending!.id)).status).toBe(200);
    expect(await header()).toBe(thai);
    const french = await get<{ name: string }>(
      ctx.app,
      `/api/front/merchant/index/info/${merchant.merchantId}`,
      reader('fr'),
    );
    expect(french.body.data.name).toBe('TechZone Official Store');
    const { rows } = await ctx.db.execute<{ name: string }>(
      sql`SELECT name FROM merchant_name_keys WHERE merchant_id = ${merchant.merchantId} ORDER BY name`,
    );
    expect(rows.map((r) => r.name)).toContain(thai);
    expect(rows.map((r) => r.name)).not.toContain('TechZone ร้านค้าทางการ');
  });
});

describe('a translated name that looks like another shop name', () => {
  it.each([
    ['its name', 'Mall Self-operated'],
    ['its name in another case and spacing', 'MALL  self-operated'],
    ['its Thai name', 'ร้านค้าของห้าง'],
    ['its Chinese name with a zero-width space', '商城\u200b自营'],
  ])('is refused when it looks like the mall shop by %s, in the reader language', async (_how, name) => {
    const form = await profileForm(merchant.token);
    const res = await saveProfile(merchant.token, { ...form, names: { ...form.names, th: name } }, 'fr');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Le nom de la boutique en thaï ressemble au nom d'une autre boutique");
    const english = await saveProfile(merchant.token, { ...form, names: { ...form.names, th: name } });
    expect(english.body.message).toBe(THAI_TAKEN);
  });

  it("refuses a name that looks like another shop's translated name", async () => {
    const form = await profileForm(merchant.token);
    const res = await saveProfile(merchant.token, { ...form, name: 'ร้านค้าของห้าง' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NAME_TAKEN);
  });

  it('lets a shop use one name in several of its languages', async () => {
    const form = await profileForm(merchant.token);
    const res = await saveProfile(merchant.token, {
      ...form,
      names: { ...form.names, lo: 'TechZone Official Store', es: 'TechZone Official Store' },
    });
    expect(res.status).toBe(200);
    const pending = await pendingOf(merchant.merchantId);
    expect((await approveChange(pending!.id)).status).toBe(200);
  });

  it('is refused to one of two shops asking at once, and to one of two approvals at once', async () => {
    const silk = await staffOf('Siam Silk House');
    const crafts = await staffOf('Lao Heritage Crafts');
    const wanted = 'ร้านผ้าทอมือสยาม';
    const asks = await Promise.all(
      [silk, crafts].map(async (s) => saveProfile(s.token, { ...(await profileForm(s.token)), names: { th: wanted } })),
    );
    expect(asks.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(asks.find((a) => a.status === 409)?.body.message).toBe(THAI_TAKEN);

    // Two requests that each passed the check before the other was made (as a race would leave them): the platform
    // approves one, the other is refused and stays pending.
    const loser = asks[0]!.status === 409 ? silk : crafts;
    await ctx.db.execute(sql`
      INSERT INTO merchant_change_requests (merchant_id, names, requested_by)
      VALUES (${loser.merchantId}, ${JSON.stringify({ th: 'ร้านผ้าทอมือ\u200bสยาม' })}::jsonb, ${merchant.merchantId})`);
    const ids = [(await pendingOf(silk.merchantId))!.id, (await pendingOf(crafts.merchantId))!.id];
    const approvals = await Promise.all(ids.map((id) => approveChange(id, 'th')));
    expect(approvals.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(approvals.find((a) => a.status === 409)?.body.message).toBe('ชื่อร้านภาษาไทยเหมือนหรือคล้ายกับชื่อของร้านอื่น');
    const { rows } = await ctx.db.execute<{ merchant_id: number }>(
      sql`SELECT merchant_id FROM merchant_name_keys WHERE name IN (${wanted}, ${'ร้านผ้าทอมือ\u200bสยาม'})`,
    );
    expect(rows).toHaveLength(1);
  });

  it('is refused by the database itself when a key another shop holds is written', async () => {
    const { rows } = await ctx.db.execute<{ key: string }>(
      sql`SELECT key FROM merchant_name_keys WHERE name = 'ร้านค้าของห้าง'`,
    );
    await expect(
      ctx.db.execute(sql`INSERT INTO merchant_name_keys (key, merchant_id, name)
        VALUES (${rows[0]!.key}, ${merchant.merchantId}, 'x')`),
    ).rejects.toThrow();
    // A shop's name too: its key follows merchants.name_key into the same table.
    await expect(
      ctx.db.execute(sql`UPDATE merchants SET name = 'ร้านค้าของห้าง', name_key = ${rows[0]!.key}
        WHERE id = ${merchant.merchantId}`),
    ).rejects.toThrow();
  });
});
