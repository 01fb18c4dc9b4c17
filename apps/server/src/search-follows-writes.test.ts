import { LOCALES, type Locale, type ProductSearchPage, ProductSearchQuerySchema } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, post, startTestApp, type TestContext } from '../test/harness';
import { uploadVoucher } from '../test/refund-helpers';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connect, type Database } from './db/client';
import { catalogueCounts, categoryCounts } from './modules/catalog/search-category-counts';
import { refreshSearchDocuments } from './modules/catalog/search-documents';
import { searchFacets } from './modules/catalog/search-facets';
import { selectionOf } from './modules/catalog/search-selection';
import { reserve } from './modules/inventory/inventory';
import type { FastifyZod } from './platform/fastify';
import { createSession } from './platform/session';

// Issue 23, item 2: search documents follow every write through the owners, and the change feed carries the news to
// every process. Two apps on one database, both with the listing cache on for a minute: what is written through one
// is searched through the other within a second.

let ctx: TestContext;
let otherDb: Database;
let other: FastifyZod;
let merchant: { token: string; merchantId: number };
let admin: Record<string, string>;
let leaf: number;
let picture: string;
let productId: number;

const idsFound = async (app: FastifyZod, keyword: string, locale: Locale = 'en') => {
  const res = await get<ProductSearchPage>(
    app,
    `/api/front/product/list?keyword=${encodeURIComponent(keyword)}&facets=true`,
    { cookie: `locale=${locale}` },
  );
  expect(res.status).toBe(200);
  return res.body.data.list.map((p) => p.id);
};

/** Creates a product in a category of another top category than the leaf's, and waits until every process heard it. */
async function writeInAnotherBranch(name: string): Promise<void> {
  const { rows: others } = await ctx.db.execute<{ id: number }>(sql`
    SELECT id FROM categories WHERE parent_id <> 0
      AND parent_id <> (SELECT parent_id FROM categories WHERE id = ${leaf}) ORDER BY id LIMIT 1`);
  const made = await post<{ id: number }>(
    ctx.app,
    '/api/merchant/products',
    input(name, { categoryId: others[0]!.id }),
    {
      headers: bearer(merchant.token),
    },
  );
  expect(made.body.code, made.body.message).toBe(200);
  await feedsHeard();
}

/** A category's plain view (its counted facets and total) as a process answers it; `query` adds page and order. */
async function categoryView(app: FastifyZod, cid = leaf, query = 'limit=20') {
  const res = await get<ProductSearchPage>(app, `/api/front/product/list?cid=${cid}&facets=true&${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

/** A page's count of self-operated products. */
const selfCount = (page: ProductSearchPage) => page.facets?.selfOperated[0]?.count ?? 0;

/** Both processes' `view` shows `added` products and `selfAdded` self-operated ones more than `before` did. */
async function expectInBoth(
  view: (app: FastifyZod) => Promise<ProductSearchPage>,
  before: ProductSearchPage,
  added: number,
  selfAdded: number,
) {
  for (const app of [ctx.app, other]) {
    const after = await view(app);
    expect(after.total).toBe(before.total + added);
    expect(selfCount(after)).toBe(selfCount(before) + selfAdded);
  }
}

/**
 * Resolves once both processes have heard every notice committed before it: a marker notice of its own is delivered
 * after them (PostgreSQL delivers notices to a listener in commit order).
 */
async function feedsHeard() {
  const marker = 2_000_000_000 - Math.floor(Math.random() * 1_000_000);
  const heard = [ctx.app, other].map(
    (app) =>
      new Promise<void>((resolve) => {
        app.changes.on('product', (ids) => {
          if (ids?.includes(marker)) resolve();
        });
      }),
  );
  await ctx.db.execute(sql`SELECT pg_notify('mall_changes', ${`product:${marker}`})`);
  await Promise.all(heard);
}

/** Polls the other process until the search answers as expected, for at most a second. */
async function eventually(check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 1000) throw new Error('the other process did not follow within a second');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const input = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  categoryId: leaf,
  images: [picture],
  description: '<p>Hand made</p>',
  attrs: [{ name: 'Colour', values: ['Amber', 'Jade'] }],
  skus: [
    { attrValues: ['Amber'], price: '19.90', otPrice: '25', stock: 5, image: '' },
    { attrValues: ['Jade'], price: '21.00', otPrice: '', stock: 0, image: '' },
  ],
  ...extra,
});

beforeAll(async () => {
  ctx = await startTestApp({ CATALOG_CACHE_TTL_MS: '60000' });
  otherDb = connect(ctx.url, 4);
  other = await buildApp({
    database: { db: otherDb.db, readDb: otherDb.db },
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STOREFRONT_DIST: '/nonexistent',
      CATALOG_CACHE_TTL_MS: '60000',
    }),
    logger: false,
  });
  await other.ready();
  merchant = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = bearer(await createSession(ctx.db, rows[0]!.id));
  const cat = await ctx.db.execute<{ id: number }>(sql`
    SELECT c.id FROM categories c WHERE c.parent_id <> 0 ORDER BY c.id LIMIT 1`);
  leaf = cat.rows[0]!.id;
  picture = await uploadVoucher(ctx, merchant.token);
});

afterAll(async () => {
  await other?.close();
  await otherDb?.close();
  await ctx?.close();
});

describe('search documents follow writes in every process', () => {
  it('a new product is found in the other process', async () => {
    // Both processes cache the empty answer first.
    expect(await idsFound(other, 'quokka lantern')).toEqual([]);
    const res = await post<{ id: number }>(ctx.app, '/api/merchant/products', input('Quokka lantern Zr7'), {
      headers: bearer(merchant.token),
    });
    expect(res.body.code, res.body.message).toBe(200);
    productId = res.body.data.id;
    await eventually(async () => (await idsFound(other, 'quokka lantern')).includes(productId));
  });

  it('an edit and a translation are found from every language, the old name no more', async () => {
    const before = await get<{ version: number }>(
      ctx.app,
      `/api/merchant/products/${productId}`,
      bearer(merchant.token),
    );
    const res = await post(
      ctx.app,
      `/api/merchant/products/${productId}`,
      input('Wombat lantern Zr7', {
        version: before.body.data.version,
        translations: { fr: { name: 'Lanterne wombat en verre Zr7', description: '', attrs: [] } },
      }),
      { headers: bearer(merchant.token) },
    );
    expect(res.body.code, res.body.message).toBe(200);
    await eventually(async () => (await idsFound(other, 'quokka lantern')).length === 0);
    expect(await idsFound(other, 'wombat lantern')).toContain(productId);
    // The French name, from a Thai and an English reader alike.
    expect(await idsFound(other, 'lanterne verre', 'th')).toContain(productId);
    expect(await idsFound(other, 'lanterne', 'en')).toContain(productId);
  });

  it('a suspended shop leaves the other process’s search, and comes back when reopened', async () => {
    const off = await post(ctx.app, `/api/admin/merchants/${merchant.merchantId}/suspend`, undefined, {
      headers: admin,
    });
    expect(off.status).toBe(200);
    await eventually(async () => !(await idsFound(other, 'wombat lantern')).includes(productId));
    const docs = await ctx.db.execute(sql`SELECT 1 FROM search_documents WHERE product_id = ${productId}`);
    expect(docs.rows).toHaveLength(0);
    await post(ctx.app, `/api/admin/merchants/${merchant.merchantId}/reopen`, undefined, { headers: admin });
    await eventually(async () => (await idsFound(other, 'wombat lantern')).includes(productId));
  });

  it('taking the product off sale removes its documents', async () => {
    const res = await post(
      ctx.app,
      `/api/merchant/products/${productId}/sale`,
      { onSale: false },
      { headers: bearer(merchant.token) },
    );
    expect(res.body.code, res.body.message).toBe(200);
    await eventually(async () => !(await idsFound(other, 'wombat lantern')).includes(productId));
  });

  it("a category's first view, kept between changes, follows a new product and a sale in both processes", async () => {
    const view = (app: FastifyZod) => categoryView(app);
    const [here, there] = [await view(ctx.app), await view(other)];
    expect(there.total).toBe(here.total);
    const made = await post<{ id: number }>(ctx.app, '/api/merchant/products', input('Numbat lantern Qx2'), {
      headers: bearer(merchant.token),
    });
    expect(made.body.code, made.body.message).toBe(200);
    // The writer's process answers the new count at once; the other one within a second.
    expect((await view(ctx.app)).total).toBe(here.total + 1);
    await eventually(async () => (await view(other)).total === here.total + 1);
    const off = await post(
      ctx.app,
      `/api/merchant/products/${made.body.data.id}/sale`,
      { onSale: false },
      { headers: bearer(merchant.token) },
    );
    expect(off.body.code, off.body.message).toBe(200);
    expect((await view(ctx.app)).total).toBe(here.total);
    await eventually(async () => (await view(other)).total === here.total);
  });

  it('the whole catalogue opened without a keyword keeps its counts until documents are written anywhere', async () => {
    const view = async (app: FastifyZod, order = '') =>
      (await get<ProductSearchPage>(app, `/api/front/product/list?facets=true&limit=20${order}`)).body.data;
    await feedsHeard();
    const before = await view(ctx.app);
    expect((await view(other)).facets).toEqual(before.facets);
    // A document written behind the shop's back (no announcement): the kept counts do not see it, in any order and
    // on any page (each of which the listing cache keeps apart).
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT product_id AS id FROM search_documents WHERE locale = 'en' AND NOT is_self ORDER BY product_id LIMIT 1`,
    );
    const quiet = rows[0]!.id;
    await ctx.db.execute(sql`
      UPDATE search_documents SET is_self = true, keys = keys || '{self}'::text[] WHERE product_id = ${quiet}`);
    for (const app of [ctx.app, other])
      for (const order of ['', '&priceOrder=asc', '&newOrder=desc&page=2'])
        expect((await view(app, order)).facets).toEqual(before.facets);
    // A product written in any category: its branch is counted again in both processes (the next test shows that
    // the other branches are not).
    const made = await post<{ id: number }>(ctx.app, '/api/merchant/products', input('Quokka lantern Zw3'), {
      headers: bearer(merchant.token),
    });
    expect(made.body.code, made.body.message).toBe(200);
    const here = await view(ctx.app);
    expect(here.total).toBe(before.total + 1);
    await eventually(async () => (await view(other)).total === before.total + 1);
    await refreshSearchDocuments(ctx.db, [quiet]);
    await feedsHeard();
  });

  it("the whole catalogue's counts are its top categories' added up, and a write counts its own branch again only", async () => {
    // Added up, they are one count of every document: in every language, with and without a delivery country.
    for (const locale of LOCALES) {
      for (const country of [undefined, 'FR']) {
        const s = selectionOf(ProductSearchQuerySchema.parse({ facets: 'true' }), locale, country);
        const summed = await catalogueCounts(ctx.db, s);
        expect(summed).toEqual(await categoryCounts(ctx.db, s));
      }
    }
    const view = async (app: FastifyZod) =>
      (await get<ProductSearchPage>(app, '/api/front/product/list?facets=true&limit=20')).body.data;
    await feedsHeard();
    const before = await view(ctx.app);
    // A document of the leaf's branch written behind the shop's back (no announcement)...
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT product_id AS id FROM search_documents
      WHERE locale = 'en' AND NOT is_self AND category_ids[1] = (SELECT parent_id FROM categories WHERE id = ${leaf})
      ORDER BY product_id LIMIT 1`);
    const quiet = rows[0]!.id;
    await ctx.db.execute(sql`
      UPDATE search_documents SET is_self = true, keys = keys || '{self}'::text[] WHERE product_id = ${quiet}`);
    // ...then a product written in another branch: that branch is counted again, the leaf's branch is not.
    await writeInAnotherBranch('Numbat lantern Hx2');
    await expectInBoth(view, before, 1, 0);
    // A write in the leaf's branch counts it again: the silent change shows too.
    await refreshSearchDocuments(ctx.db, [quiet]);
    await ctx.db.execute(sql`
      UPDATE search_documents SET is_self = true, keys = keys || '{self}'::text[] WHERE product_id = ${quiet}`);
    const inLeaf = await post<{ id: number }>(ctx.app, '/api/merchant/products', input('Numbat lantern Hx3'), {
      headers: bearer(merchant.token),
    });
    expect(inLeaf.body.code, inLeaf.body.message).toBe(200);
    await feedsHeard();
    await expectInBoth(view, before, 2, 1);
    await refreshSearchDocuments(ctx.db, [quiet]);
    await feedsHeard();
  });

  it("a top category's counts are its children's added up, and a write counts its own child again only", async () => {
    const { rows: tops } = await ctx.db.execute<{ id: number }>(sql`
      SELECT id FROM categories t WHERE parent_id = 0 AND EXISTS (SELECT 1 FROM categories c WHERE c.parent_id = t.id)
      ORDER BY id`);
    expect(tops.length).toBeGreaterThan(1);
    // Added up, they are one count of the top category's documents: in every language, with and without a country.
    for (const locale of LOCALES) {
      for (const country of [undefined, 'FR']) {
        for (const { id } of tops) {
          const s = selectionOf(ProductSearchQuerySchema.parse({ cid: String(id), facets: 'true' }), locale, country);
          const whole = await searchFacets(ctx.db, s);
          const summed = await categoryCounts(ctx.db, s);
          expect(summed.facets).toEqual(whole.facets);
          expect(summed.total).toBe(whole.total);
        }
      }
    }
    const { rows: branch } = await ctx.db.execute<{ top: number; sibling: number }>(sql`
      SELECT c.parent_id AS top, (SELECT id FROM categories s WHERE s.parent_id = c.parent_id AND s.id <> c.id
        ORDER BY id LIMIT 1) AS sibling FROM categories c WHERE c.id = ${leaf}`);
    const { top, sibling } = branch[0]!;
    expect(sibling).not.toBeNull();
    const view = (app: FastifyZod) => categoryView(app, top);
    await feedsHeard();
    const before = await view(ctx.app);
    expect((await view(other)).facets).toEqual(before.facets);
    // A document of the leaf written behind the shop's back (no announcement)...
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT product_id AS id FROM search_documents WHERE locale = 'en' AND NOT is_self AND category_ids[2] = ${leaf}
      ORDER BY product_id LIMIT 1`);
    const quiet = rows[0]!.id;
    await ctx.db.execute(sql`
      UPDATE search_documents SET is_self = true, keys = keys || '{self}'::text[] WHERE product_id = ${quiet}`);
    // ...then a product written in its sibling: the top category shows it, counted from the sibling again only.
    const made = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/products',
      input('Wombat lantern Jt5', { categoryId: sibling }),
      { headers: bearer(merchant.token) },
    );
    expect(made.body.code, made.body.message).toBe(200);
    await feedsHeard();
    await expectInBoth(view, before, 1, 0);
    // A write in the leaf counts it again: the silent change shows in the top category too.
    const inLeaf = await post(ctx.app, '/api/merchant/products', input('Wombat lantern Jt6'), {
      headers: bearer(merchant.token),
    });
    expect(inLeaf.body.code, inLeaf.body.message).toBe(200);
    await feedsHeard();
    await expectInBoth(view, before, 2, 1);
    await refreshSearchDocuments(ctx.db, [quiet]);
    await feedsHeard();
  });

  it("a category's counts are kept through sales and other categories' writes, and follow a product selling out", async () => {
    const view = (app: FastifyZod) => categoryView(app);
    const count = (page: ProductSearchPage, facet: 'inStock' | 'selfOperated') => page.facets?.[facet][0]?.count ?? 0;
    const made = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/products',
      input('Bilby lantern Kq4', {
        attrs: [{ name: 'Colour', values: ['Amber'] }],
        skus: [{ attrValues: ['Amber'], price: '9.90', otPrice: '', stock: 1, image: '' }],
      }),
      { headers: bearer(merchant.token) },
    );
    expect(made.body.code, made.body.message).toBe(200);
    const id = made.body.data.id;
    await feedsHeard();
    const before = await view(ctx.app);
    expect((await view(other)).facets).toEqual(before.facets);
    // Written behind the shop's back (no announcement): counts kept in a process do not see it...
    await ctx.db.execute(sql`
      UPDATE search_documents SET is_self = NOT is_self,
        keys = CASE WHEN is_self THEN array_remove(keys, 'self') ELSE keys || '{self}'::text[] END
      WHERE product_id = ${id}`);
    // ...and every checkout and payment announces its products: neither process counts the category again for them.
    await ctx.db.execute(sql`SELECT pg_notify('mall_changes', ${`product:${id}`})`);
    await feedsHeard();
    for (const app of [ctx.app, other]) expect((await view(app)).facets).toEqual(before.facets);
    // A product written in a category of another branch: only that branch's counts are counted again.
    await writeInAnotherBranch('Dunnart lantern Vb7');
    for (const app of [ctx.app, other]) expect((await view(app)).facets).toEqual(before.facets);
    // The last unit sold: the documents lose their in-stock mark, and both processes count the category again.
    const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM product_skus WHERE product_id = ${id}`);
    await ctx.db.transaction((tx) =>
      reserve(tx, [{ productId: id, skuId: rows[0]!.id, quantity: 1 }], () => 'Bilby lantern'),
    );
    await feedsHeard();
    for (const app of [ctx.app, other]) {
      const after = await view(app);
      expect(count(after, 'inStock')).toBe(count(before, 'inStock') - 1);
      expect(count(after, 'selfOperated')).not.toBe(count(before, 'selfOperated'));
      // The list of the first view is read again like any page: the product stays listed, out of stock.
      expect(after.total).toBe(before.total);
    }
    await refreshSearchDocuments(ctx.db, [id]);
    await feedsHeard();
  });

  it("a category's kept counts show renamed categories and shops at once, and a moved category's products move", async () => {
    const view = (app: FastifyZod, cid: number) => categoryView(app, cid);
    const { rows } = await ctx.db.execute<{ parent_id: number; name: string; other_top: number }>(sql`
      SELECT parent_id, name, (SELECT id FROM categories WHERE parent_id = 0 AND id <> c.parent_id ORDER BY id LIMIT 1)
        AS other_top FROM categories c WHERE id = ${leaf}`);
    const { parent_id: top, name, other_top: otherTop } = rows[0]!;
    /** The version the console's form would send (audit FR5). */
    const version = async () =>
      (await ctx.db.execute<{ version: number }>(sql`SELECT version FROM categories WHERE id = ${leaf}`)).rows[0]!
        .version;
    const made = await post<{ id: number }>(ctx.app, '/api/merchant/products', input('Quoll lantern Hs3'), {
      headers: bearer(merchant.token),
    });
    expect(made.body.code, made.body.message).toBe(200);
    await feedsHeard();
    for (const app of [ctx.app, other]) await view(app, top);
    // Renamed: the category through the platform console, the shop behind the shop's back (announced as fixtures do).
    const renamed = await post(
      ctx.app,
      `/api/admin/categories/${leaf}`,
      { pid: top, name: `${name} renamed`, version: await version() },
      { headers: admin },
    );
    expect(renamed.body.code, renamed.body.message).toBe(200);
    await ctx.db.execute(sql`UPDATE merchants SET name = name || ' renamed' WHERE id = ${merchant.merchantId}`);
    await ctx.db.execute(sql`SELECT pg_notify('mall_changes', 'listings')`);
    await feedsHeard();
    for (const app of [ctx.app, other]) {
      const page = await view(app, top);
      expect(page.facets?.categories.find((c) => c.id === leaf)?.name).toBe(`${name} renamed`);
      expect(page.facets?.shops.find((shop) => shop.id === merchant.merchantId)?.name).toMatch(/ renamed$/);
    }
    // Moved under another top category: its products are counted and listed there, and no more under the old one.
    const before = { top: (await view(ctx.app, top)).total, other: (await view(ctx.app, otherTop)).total };
    const moved = await post(
      ctx.app,
      `/api/admin/categories/${leaf}`,
      { pid: otherTop, name: `${name} renamed`, version: await version() },
      { headers: admin },
    );
    expect(moved.body.code, moved.body.message).toBe(200);
    await feedsHeard();
    const { rows: filed } = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM search_documents WHERE locale = 'en' AND category_ids[2] = ${leaf}`);
    for (const app of [ctx.app, other]) {
      expect((await view(app, otherTop)).total).toBe(before.other + filed[0]!.n);
      expect((await view(app, top)).total).toBe(before.top - filed[0]!.n);
      const found = await get<ProductSearchPage>(app, `/api/front/product/list?cid=${otherTop}&keyword=quoll`);
      expect(found.body.data.list.map((p) => p.id)).toContain(made.body.data.id);
    }
    await post(
      ctx.app,
      `/api/admin/categories/${leaf}`,
      { pid: top, name, version: await version() },
      { headers: admin },
    );
    await ctx.db.execute(sql`UPDATE merchants SET name = left(name, -8) WHERE id = ${merchant.merchantId}`);
    await feedsHeard();
  });

  it("a keyword's facets name a shop as its own notice says, in both processes (names kept between notices)", async () => {
    // The names facets show are kept per process (search-facet-names.ts): a rename's approval announces `shop` alone.
    const made = await post<{ id: number }>(ctx.app, '/api/merchant/products', input('Quoll kettle Zr8'), {
      headers: bearer(merchant.token),
    });
    expect(made.body.code, made.body.message).toBe(200);
    await feedsHeard();
    // Each ask another page size: the listing cache (a minute here) keeps answers by their query.
    let asked = 10;
    const shopName = async (app: FastifyZod) => {
      const res = await get<ProductSearchPage>(
        app,
        `/api/front/product/list?keyword=quoll&facets=true&limit=${asked++}`,
      );
      expect(res.status).toBe(200);
      return res.body.data.facets?.shops.find((shop) => shop.id === merchant.merchantId)?.name;
    };
    const { rows } = await ctx.db.execute<{ name: string }>(
      sql`SELECT name FROM merchants WHERE id = ${merchant.merchantId}`,
    );
    const name = rows[0]!.name;
    for (const app of [ctx.app, other]) expect(await shopName(app)).toBe(name);
    await ctx.db.execute(sql`UPDATE merchants SET name = ${`${name} Zr8`} WHERE id = ${merchant.merchantId}`);
    await ctx.db.execute(sql`SELECT pg_notify('mall_changes', ${`shop:${merchant.merchantId}`})`);
    await feedsHeard();
    for (const app of [ctx.app, other]) expect(await shopName(app)).toBe(`${name} Zr8`);
    await ctx.db.execute(sql`UPDATE merchants SET name = ${name} WHERE id = ${merchant.merchantId}`);
    await ctx.db.execute(sql`SELECT pg_notify('mall_changes', ${`shop:${merchant.merchantId}`})`);
    await feedsHeard();
    for (const app of [ctx.app, other]) expect(await shopName(app)).toBe(name);
  });

  it("a category's later pages and other orders show the kept view's facets and total, and follow a new product", async () => {
    const view = (app: FastifyZod, query: string) => categoryView(app, leaf, query);
    const first = await view(ctx.app, 'limit=20');
    expect(first.total).toBeGreaterThan(4);
    const second = await view(other, 'page=2&limit=2&priceOrder=asc');
    expect(second.facets).toEqual(first.facets);
    expect(second.total).toBe(first.total);
    // The list is the page asked for: the third and fourth cheapest of the category.
    const byPrice = await view(ctx.app, `page=1&limit=${first.total}&priceOrder=asc`);
    expect(second.list.map((p) => p.id)).toEqual(byPrice.list.slice(2, 4).map((p) => p.id));
    const made = await post<{ id: number }>(ctx.app, '/api/merchant/products', input('Quokka lantern Zr8'), {
      headers: bearer(merchant.token),
    });
    expect(made.body.code, made.body.message).toBe(200);
    expect((await view(ctx.app, 'page=2&limit=2&newOrder=desc')).total).toBe(first.total + 1);
    // The other process's later page counts the new product in its total and under its shop.
    const shopCount = (page: ProductSearchPage) =>
      page.facets?.shops.find((shop) => shop.id === merchant.merchantId)?.count ?? 0;
    await eventually(async () => {
      const later = await view(other, 'page=2&limit=2&priceOrder=asc');
      return later.total === first.total + 1 && shopCount(later) === shopCount(first) + 1;
    });
  });
});
