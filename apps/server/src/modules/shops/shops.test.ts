import type { Page, ProductSearchPage, Suggestion } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post, startTestApp, type TestContext } from '../../../test/harness';
import { adminToken } from '../../../test/settle-support';
import { backfillFoldedShopNames } from '../../db/name-keys';
import { refreshShopSearchDocuments } from '../catalog/search-documents';

let ctx: TestContext;
let shopId: number;
beforeAll(async () => {
  ctx = await startTestApp();
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM merchants WHERE NOT is_self ORDER BY id LIMIT 1`,
  );
  shopId = rows[0].id;
});
afterAll(() => ctx?.close());

type Street = { list: { id: number; isSelf: boolean; products: unknown[] }[]; total: number };

describe('shop street', () => {
  it('lists at least six open shops, one self-operated, each with products', async () => {
    const { body } = await get<Street>(ctx.app, '/api/front/merchant/street?limit=50');
    expect(body.data.total).toBeGreaterThanOrEqual(6);
    expect(body.data.list.filter((s) => s.isSelf)).toHaveLength(1);
    expect(body.data.list.every((s) => s.products.length > 0)).toBe(true);
  });

  it('filters by self-support, type, category and name', async () => {
    const self = await get<Street>(ctx.app, '/api/front/merchant/street?isSelf=true');
    expect(self.body.data.list.every((s) => s.isSelf)).toBe(true);
    const { rows } = await ctx.db.execute<{ type_id: number; category_id: number; name: string }>(
      sql`SELECT type_id, category_id, name FROM merchants WHERE id = ${shopId}`,
    );
    const shop = rows[0];
    const byType = await get<Street>(ctx.app, `/api/front/merchant/street?typeId=${shop.type_id}`);
    expect(byType.body.data.list.map((s) => s.id)).toContain(shopId);
    const byCat = await get<Street>(ctx.app, `/api/front/merchant/street?categoryId=${shop.category_id}`);
    expect(byCat.body.data.list.map((s) => s.id)).toContain(shopId);
    const byName = await get<Street>(
      ctx.app,
      `/api/front/merchant/street?keywords=${encodeURIComponent(shop.name.slice(1, 5))}`,
    );
    expect(byName.body.data.list.map((s) => s.id)).toContain(shopId);
  });
});

describe('a shop found by its name, whatever its case and accents (audit CT1)', () => {
  const lumiere = async () =>
    (await ctx.db.execute<{ id: number }>(sql`SELECT id FROM merchants WHERE name = 'Maison Lumière'`)).rows[0]!.id;
  const suggested = async (q: string, lang = 'en') =>
    (
      await get<Suggestion[]>(ctx.app, `/api/front/search/suggest?q=${encodeURIComponent(q)}`, {
        cookie: `locale=${lang}`,
      })
    ).body.data.filter((s) => s.kind === 'shop');
  const named = async (query: string, lang = 'en') =>
    (await get<ProductSearchPage>(ctx.app, `/api/front/product/list?${query}`, { cookie: `locale=${lang}` })).body.data
      .shops;

  it('on the shop street and in the operator’s list', async () => {
    const id = await lumiere();
    const admin = bearer(await adminToken(ctx.db));
    for (const keywords of ['lumiere', 'LUMIERE', 'Lumière', 'maison lumiere', 'MAISON LUMIÈRE']) {
      const street = await get<Street>(ctx.app, `/api/front/merchant/street?keywords=${encodeURIComponent(keywords)}`);
      expect(
        street.body.data.list.map((s) => s.id),
        keywords,
      ).toEqual([id]);
      const listed = await get<Page<{ id: number }>>(
        ctx.app,
        `/api/admin/merchants?keywords=${encodeURIComponent(keywords)}`,
        admin,
      );
      expect(
        listed.body.data.list.map((s) => s.id),
        keywords,
      ).toEqual([id]);
    }
    // A wildcard is a character like any other.
    const wild = await get<Street>(ctx.app, '/api/front/merchant/street?keywords=%25');
    expect(wild.body.data.total).toBe(0);
  });

  it('from the main search box: a suggestion leading to the shop, and a line above the results', async () => {
    const { rows } = await ctx.db.execute<{ id: number; name: string; names: Record<string, string> }>(
      sql`SELECT id, name, names FROM merchants WHERE status = 'open' ORDER BY id`,
    );
    for (const shop of rows) {
      for (const lang of ['en', 'th', 'zh-CN']) {
        // Found by its name, and named in the reader's language where it has one (decision 0056).
        const shown = shop.names[lang] || shop.name;
        expect(await suggested(shop.name, lang), `${shop.name} ${lang}`).toContainEqual({
          text: shown,
          kind: 'shop',
          merId: shop.id,
        });
        expect(await named(`keyword=${encodeURIComponent(shop.name)}`, lang), shop.name).toContainEqual({
          id: shop.id,
          name: shown,
        });
      }
    }
    const id = await lumiere();
    expect(await suggested('lumiere', 'fr')).toEqual([{ text: 'Maison Lumière', kind: 'shop', merId: id }]);
    expect(await named('keyword=techzone&facets=true')).toEqual([
      { id: rows.find((r) => r.name.startsWith('TechZone'))!.id, name: 'TechZone Official Store' },
    ]);
    expect(await named(`keyword=${encodeURIComponent('悦享')}`, 'zh-CN')).toHaveLength(1);
    // Not for one letter, past the first page, or inside a shop's own search.
    expect(await named('keyword=m')).toBeUndefined();
    expect(await named('keyword=lumiere&page=2')).toBeUndefined();
    expect(await named(`keyword=lumiere&merId=${id}`)).toBeUndefined();
    expect(await named('keyword=nosuchshopname')).toBeUndefined();
  });

  it('never a shop that is not open: a suspension takes it out at once, a reopening brings it back', async () => {
    const id = await lumiere();
    const admin = { headers: bearer(await adminToken(ctx.db)) };
    expect(await suggested('lumiere')).toHaveLength(1);
    expect((await post(ctx.app, `/api/admin/merchants/${id}/suspend`, undefined, admin)).status).toBe(200);
    try {
      // The open shops' names each process holds are cleared by the change feed's notice of the suspension.
      await expect.poll(() => suggested('lumiere')).toEqual([]);
      expect(await named('keyword=lumiere')).toBeUndefined();
    } finally {
      expect((await post(ctx.app, `/api/admin/merchants/${id}/reopen`, undefined, admin)).status).toBe(200);
    }
    await expect.poll(() => suggested('lumiere')).toHaveLength(1);
  });

  it('by names folded at start-up for shops from before the folded names', async () => {
    const id = await lumiere();
    await ctx.db.execute(sql`UPDATE merchants SET name_folded = NULL`);
    await backfillFoldedShopNames(ctx.db);
    const { rows } = await ctx.db.execute<{ name_folded: string }>(
      sql`SELECT name_folded FROM merchants WHERE id = ${id}`,
    );
    expect(rows[0]!.name_folded).toBe('maison lumiere');
    const { rows: left } = await ctx.db.execute(sql`SELECT id FROM merchants WHERE name_folded IS NULL`);
    expect(left).toEqual([]);
  });
});

describe('shop pages', () => {
  it('header, detail, service info and shop categories', async () => {
    const header = await get<{ id: number; name: string; followed: boolean; followerCount: number }>(
      ctx.app,
      `/api/front/merchant/index/info/${shopId}`,
    );
    expect(header.body.data.id).toBe(shopId);
    expect(header.body.data.followed).toBe(false);
    const detail = await get<{
      intro: string;
      openingHours: string;
      qualificationPictures: string[];
      joinTime: string;
    }>(ctx.app, `/api/front/merchant/detail/${shopId}`);
    expect(detail.body.data.intro).not.toBe('');
    expect(detail.body.data.qualificationPictures.length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(detail.body.data.joinTime))).toBe(false);
    const service = await get<{ serviceType: string }>(ctx.app, `/api/front/merchant/customer/service/info/${shopId}`);
    expect(['h5', 'message', 'phone', 'email']).toContain(service.body.data.serviceType);
    const cats = await get<{ id: number }[]>(ctx.app, `/api/front/product/merchant/${shopId}/category/list`);
    expect(cats.body.data.length).toBeGreaterThan(0);
    const inCat = await get<{ total: number; list: { merId: number }[] }>(
      ctx.app,
      `/api/front/product/list?merId=${shopId}&shopCid=${cats.body.data[0].id}`,
    );
    expect(inCat.body.data.list.every((p) => p.merId === shopId)).toBe(true);
  });

  it('a suspended shop disappears: 404 for its pages, its products leave search', async () => {
    const before = await get<{ total: number }>(ctx.app, `/api/front/product/list?merId=${shopId}`);
    expect(before.body.data.total).toBeGreaterThan(0);
    await ctx.db.execute(sql`UPDATE merchants SET status = 'suspended' WHERE id = ${shopId}`);
    // Suspended past the platform console: the shop's search documents follow as the console makes them (issue 23).
    await refreshShopSearchDocuments(ctx.db, shopId);
    for (const path of ['merchant/index/info', 'merchant/detail', 'merchant/customer/service/info']) {
      const { status, body } = await get(ctx.app, `/api/front/${path}/${shopId}`);
      expect(status).toBe(404);
      expect(body.code).toBe(404);
    }
    const after = await get<{ total: number }>(ctx.app, `/api/front/product/list?merId=${shopId}`);
    expect(after.body.data.total).toBe(0);
    await ctx.db.execute(sql`UPDATE merchants SET status = 'open' WHERE id = ${shopId}`);
    await refreshShopSearchDocuments(ctx.db, shopId);
  });

  it('unknown shop ids answer 404 in the envelope', async () => {
    const { status, body } = await get(ctx.app, '/api/front/merchant/index/info/987654');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: 'Shop not found', data: null });
  });
});
