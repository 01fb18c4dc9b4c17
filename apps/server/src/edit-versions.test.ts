import type { Address, ConsoleCoupon, MerchantProduct, Page, ShippingTemplate } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../test/harness';
import { uploadVoucher } from '../test/refund-helpers';
import { adminToken } from '../test/settle-support';

// Issue 22 item 1: a form's save names the version of the record it loaded; a save over a record that changed since
// (another form, another tab, or the form of another record) is refused with 409 in the reader's language.

let ctx: TestContext;
let merchant: { token: string; merchantId: number };
let admin: string;
let picture: string;
let leafCategory: number;

beforeAll(async () => {
  ctx = await startTestApp();
  merchant = await merchantToken(ctx.db);
  admin = await adminToken(ctx.db);
  picture = await uploadVoucher(ctx, merchant.token);
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    SELECT c.id FROM categories c WHERE c.parent_id <> 0
      AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.id LIMIT 1`);
  leafCategory = rows[0]!.id;
});
afterAll(() => ctx?.close());

const as = (token: string, locale = 'en') => ({ headers: { ...bearer(token), 'accept-language': locale } });

const product = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  categoryId: leafCategory,
  images: [picture],
  attrs: [],
  skus: [{ attrValues: [], price: '10.00', otPrice: '', stock: 5, image: '' }],
  ...extra,
});

async function productOf(id: number): Promise<MerchantProduct> {
  const res = await get<MerchantProduct>(ctx.app, `/api/merchant/products/${id}`, bearer(merchant.token));
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('products', () => {
  it('answers a version, takes an edit at that version and raises it', async () => {
    const created = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/products',
      product('Version one'),
      as(merchant.token),
    );
    const id = created.body.data.id;
    const loaded = await productOf(id);
    expect(loaded.version).toBe(1);
    const saved = await post(
      ctx.app,
      `/api/merchant/products/${id}`,
      product('Version two', { version: 1 }),
      as(merchant.token),
    );
    expect(saved.body.code, saved.body.message).toBe(200);
    expect(await productOf(id)).toMatchObject({ name: 'Version two', version: 2 });
  });

  it('refuses a stale version with 409 in the reader language and keeps the newer edit', async () => {
    const id = (await post<{ id: number }>(ctx.app, '/api/merchant/products', product('Lamp A'), as(merchant.token)))
      .body.data.id;
    // Two forms loaded version 1; the first saves.
    expect(
      (await post(ctx.app, `/api/merchant/products/${id}`, product('Lamp B', { version: 1 }), as(merchant.token)))
        .status,
    ).toBe(200);
    const stale = await post(
      ctx.app,
      `/api/merchant/products/${id}`,
      product('Lamp C', { version: 1 }),
      as(merchant.token, 'fr'),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/recharg/i);
    const en = await post(
      ctx.app,
      `/api/merchant/products/${id}`,
      product('Lamp C', { version: 1 }),
      as(merchant.token),
    );
    expect(en.body.message).toBe('Someone else changed this in the meantime: reload it to see their changes');
    expect((await productOf(id)).name).toBe('Lamp B');
  });

  it('an edit with no version (API.md names none) writes the current product; a switch from the list raises the version', async () => {
    const id = (await post<{ id: number }>(ctx.app, '/api/merchant/products', product('Kettle'), as(merchant.token)))
      .body.data.id;
    // Audit FX2: an outside client sends API.md's fields only; the edit applies to the current row (last write wins).
    const bare = await post(ctx.app, `/api/merchant/products/${id}`, product('Kettle 2'), as(merchant.token));
    expect(bare.body.code, bare.body.message).toBe(200);
    const { rows: bareRows } = await ctx.db.execute<{ name: string; version: number }>(
      sql`SELECT name, version FROM products WHERE id = ${id}`,
    );
    expect(bareRows[0]).toEqual({ name: 'Kettle 2', version: 2 });
    await post(ctx.app, `/api/merchant/products/${id}/sale`, { onSale: false }, as(merchant.token));
    const afterSwitch = await post(
      ctx.app,
      `/api/merchant/products/${id}`,
      product('Kettle 3', { version: 2 }),
      as(merchant.token),
    );
    expect(afterSwitch.status).toBe(409);
    const { rows } = await ctx.db.execute<{ name: string; on_sale: boolean }>(
      sql`SELECT name, on_sale FROM products WHERE id = ${id}`,
    );
    expect(rows[0]).toEqual({ name: 'Kettle 2', on_sale: false });
  });

  it('a form loaded for product A cannot write over product B', async () => {
    const a = (await post<{ id: number }>(ctx.app, '/api/merchant/products', product('Alpha'), as(merchant.token))).body
      .data.id;
    const b = (await post<{ id: number }>(ctx.app, '/api/merchant/products', product('Beta'), as(merchant.token))).body
      .data.id;
    // B was edited once: the version A's form carries (1) is not B's (2).
    await post(ctx.app, `/api/merchant/products/${b}`, product('Beta', { version: 1 }), as(merchant.token));
    const over = await post(
      ctx.app,
      `/api/merchant/products/${b}`,
      product('Alpha', { version: (await productOf(a)).version }),
      as(merchant.token),
    );
    expect(over.status).toBe(409);
    expect((await productOf(b)).name).toBe('Beta');
  });
});

describe('addresses', () => {
  const thai = {
    realName: 'Somchai',
    country: 'TH',
    regionCode: 'TH-10',
    city: 'Pathum Wan',
    detail: '99 Rama I Road',
    postCode: '10330',
    countryCode: '+66',
    phone: '812345678',
  };

  it('edits at the loaded version, refuses a stale one (409) and keeps the newer text; without a version, the current row', async () => {
    const shopper = await newShopper(ctx.db, 'versioned');
    const created = await post<{ id: number }>(ctx.app, '/api/front/address/edit', thai, as(shopper.token));
    const id = created.body.data.id;
    const loaded = await get<Address>(ctx.app, `/api/front/address/detail/${id}`, bearer(shopper.token));
    expect(loaded.body.data.version).toBe(1);
    const first = await post(
      ctx.app,
      '/api/front/address/edit',
      { ...thai, id, version: 1, detail: 'First tab' },
      as(shopper.token),
    );
    expect(first.body.code, first.body.message).toBe(200);
    const second = await post(
      ctx.app,
      '/api/front/address/edit',
      { ...thai, id, version: 1, detail: 'Second tab' },
      as(shopper.token, 'th'),
    );
    expect(second.status).toBe(409);
    expect(second.body.message).not.toBe('Someone else changed this in the meantime: reload it to see their changes');
    const after = await get<Address>(ctx.app, `/api/front/address/detail/${id}`, bearer(shopper.token));
    expect(after.body.data).toMatchObject({ detail: 'First tab', version: 2 });
    // Audit FX2: API.md's fields only (D L108, no version): the edit applies to the current row.
    const missing = await post(
      ctx.app,
      '/api/front/address/edit',
      { ...thai, id, detail: 'No version' },
      as(shopper.token),
    );
    expect(missing.body.code, missing.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ detail: string; version: number }>(
      sql`SELECT detail, version FROM addresses WHERE id = ${id}`,
    );
    expect(rows[0]).toEqual({ detail: 'No version', version: 3 });
    // A stale version is still refused after it.
    const stale = await post(ctx.app, '/api/front/address/edit', { ...thai, id, version: 2 }, as(shopper.token));
    expect(stale.status).toBe(409);
  });

  it("another shopper's address answers 404 whatever the version", async () => {
    const owner = await newShopper(ctx.db, 'owner');
    const other = await newShopper(ctx.db, 'other');
    const id = (await post<{ id: number }>(ctx.app, '/api/front/address/edit', thai, as(owner.token))).body.data.id;
    const res = await post(ctx.app, '/api/front/address/edit', { ...thai, id, version: 1 }, as(other.token));
    expect(res.status).toBe(404);
  });
});

describe('shipping templates', () => {
  const template = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    chargeBy: 'piece',
    rules: [{ regions: [], first: 1, firstFee: '5', additional: 1, additionalFee: '1' }],
    isDefault: false,
    ...extra,
  });
  const listed = async (id: number) =>
    (await get<ShippingTemplate[]>(ctx.app, '/api/merchant/shipping/templates', bearer(merchant.token))).body.data.find(
      (t) => t.id === id,
    )!;

  it('edits at the loaded version and refuses a stale one', async () => {
    const id = (
      await post<{ id: number }>(ctx.app, '/api/merchant/shipping/templates', template('Ver A'), as(merchant.token))
    ).body.data.id;
    const version = (await listed(id)).version;
    const ok = await post(
      ctx.app,
      `/api/merchant/shipping/templates/${id}`,
      template('Ver B', { version }),
      as(merchant.token),
    );
    expect(ok.body.code, ok.body.message).toBe(200);
    const stale = await post(
      ctx.app,
      `/api/merchant/shipping/templates/${id}`,
      template('Ver C', { version }),
      as(merchant.token, 'zh-CN'),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await listed(id)).toMatchObject({ name: 'Ver B', version: version + 1 });
    // Without a version (audit FX2): the current template.
    expect(
      (await post(ctx.app, `/api/merchant/shipping/templates/${id}`, template('Ver D'), as(merchant.token))).status,
    ).toBe(200);
    expect(await listed(id)).toMatchObject({ name: 'Ver D', version: version + 2 });
  });

  it("the platform's default is saved at its version too", async () => {
    const before = await get<ShippingTemplate>(ctx.app, '/api/admin/shipping/template', bearer(admin));
    const version = before.body.data.version;
    const saved = await post(
      ctx.app,
      '/api/admin/shipping/template',
      template('Platform', { version, isDefault: true }),
      as(admin),
    );
    expect(saved.body.code, saved.body.message).toBe(200);
    const stale = await post(
      ctx.app,
      '/api/admin/shipping/template',
      template('Platform 2', { version, isDefault: true }),
      as(admin),
    );
    expect(stale.status).toBe(409);
  });
});

describe('coupons and banners', () => {
  it('closing a coupon names the version the list showed; a coupon changed since is refused', async () => {
    const body = { name: 'Versioned coupon', useType: 1, money: '5', minSpend: '20', validDays: 10 };
    const id = (await post<{ id: number }>(ctx.app, '/api/merchant/coupons', body, as(merchant.token))).body.data.id;
    const list = await get<Page<ConsoleCoupon>>(ctx.app, '/api/merchant/coupons?limit=50', bearer(merchant.token));
    const version = list.body.data.list.find((c) => c.id === id)!.version;
    await ctx.db.execute(sql`UPDATE coupons SET version = version + 1 WHERE id = ${id}`);
    const stale = await post(ctx.app, `/api/merchant/coupons/${id}/close`, { version }, as(merchant.token));
    expect(stale.status).toBe(409);
    const fresh = await post(
      ctx.app,
      `/api/merchant/coupons/${id}/close`,
      { version: version + 1 },
      as(merchant.token),
    );
    expect(fresh.body.code, fresh.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ status: string }>(sql`SELECT status FROM coupons WHERE id = ${id}`);
    expect(rows[0]!.status).toBe('closed');
  });

  it('a banner is edited at its version', async () => {
    const { rows } = await ctx.db.execute<{ id: number; image: string; version: number }>(
      sql`SELECT id, image, version FROM banners ORDER BY id LIMIT 1`,
    );
    const banner = rows[0]!;
    const edit = (title: string, version?: number) => ({ title, image: banner.image, version });
    expect(
      (await post(ctx.app, `/api/admin/banners/${banner.id}`, edit('New words', banner.version), as(admin))).status,
    ).toBe(200);
    const stale = await post(ctx.app, `/api/admin/banners/${banner.id}`, edit('Old words', banner.version), as(admin));
    expect(stale.status).toBe(409);
    const { rows: after } = await ctx.db.execute<{ title: string }>(
      sql`SELECT title FROM banners WHERE id = ${banner.id}`,
    );
    expect(after[0]!.title).toBe('New words');
    // Without a version (audit FX2): the current banner.
    expect((await post(ctx.app, `/api/admin/banners/${banner.id}`, edit('No version'), as(admin))).status).toBe(200);
    const { rows: bare } = await ctx.db.execute<{ title: string }>(
      sql`SELECT title FROM banners WHERE id = ${banner.id}`,
    );
    expect(bare[0]!.title).toBe('No version');
  });
});
