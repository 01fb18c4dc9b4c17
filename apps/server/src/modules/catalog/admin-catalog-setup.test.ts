import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, post, startTestApp, type TestContext } from '../../../test/harness';
import { uploadVoucher } from '../../../test/refund-helpers';
import { csvCell } from '../../platform/csv';
import { createSession } from '../../platform/session';

let ctx: TestContext;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  ctx = await startTestApp();
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = { headers: bearer(await createSession(ctx.db, rows[0]!.id)) };
});
afterAll(() => ctx?.close());

/** The version an edit form would have loaded with the record (audit FR5). */
const categoryVersion = async (id: number) =>
  (await ctx.db.execute<{ version: number }>(sql`SELECT version FROM categories WHERE id = ${id}`)).rows[0]!.version;
const keywordVersion = async (id: number) =>
  (await ctx.db.execute<{ version: number }>(sql`SELECT version FROM hot_keywords WHERE id = ${id}`)).rows[0]!.version;

type Tree = { id: number; name: string; icon: string; childList?: Tree[] };
type AdminTree = Tree & {
  names: Record<string, string>;
  visible: boolean;
  productCount: number;
  childList?: AdminTree[];
};

describe('platform categories', () => {
  let topId: number;
  let childId: number;

  it('lists the whole tree with hidden categories and product counts', async () => {
    const { body } = await get<AdminTree[]>(ctx.app, '/api/admin/categories', admin.headers);
    expect(body.data).toHaveLength(8);
    const child = body.data[0]!.childList![0]!;
    expect(child.productCount).toBeGreaterThan(0);
    expect(child.names['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
  });

  it('creates a top category and a child with translated names; the storefront shows them per language', async () => {
    const top = await post<{ id: number }>(
      ctx.app,
      '/api/admin/categories',
      { pid: 0, name: 'Garden', names: { 'zh-CN': '园艺', fr: 'Jardin', th: '' }, sort: 99, visible: true },
      admin,
    );
    expect(top.body.code).toBe(200);
    topId = top.body.data.id;
    const child = await post<{ id: number }>(
      ctx.app,
      '/api/admin/categories',
      { pid: topId, name: 'Seeds', names: { 'zh-CN': '种子' }, icon: '/uploads/demo/cat-home.svg', sort: 1 },
      admin,
    );
    childId = child.body.data.id;
    const en = await get<Tree[]>(ctx.app, '/api/front/product/category');
    const zh = await get<Tree[]>(ctx.app, '/api/front/product/category', { cookie: 'locale=zh-CN' });
    const th = await get<Tree[]>(ctx.app, '/api/front/product/category', { cookie: 'locale=th' });
    expect(en.body.data.find((c) => c.id === topId)?.childList?.[0]).toMatchObject({
      name: 'Seeds',
      icon: '/uploads/demo/cat-home.svg',
    });
    expect(zh.body.data.find((c) => c.id === topId)?.name).toBe('园艺');
    // An empty translation falls back to English.
    expect(th.body.data.find((c) => c.id === topId)?.name).toBe('Garden');
    const stored = await ctx.db.execute<{ names: object }>(sql`SELECT names FROM categories WHERE id = ${topId}`);
    expect(stored.rows[0]!.names).toEqual({ 'zh-CN': '园艺', fr: 'Jardin' });
  });

  it('edits: renaming and hiding show in the storefront', async () => {
    const res = await post(
      ctx.app,
      `/api/admin/categories/${topId}`,
      {
        pid: 0,
        name: 'Garden & Outdoor',
        names: { 'zh-CN': '园艺户外' },
        sort: 99,
        visible: false,
        version: await categoryVersion(topId),
      },
      admin,
    );
    expect(res.body.code).toBe(200);
    const front = await get<Tree[]>(ctx.app, '/api/front/product/category');
    expect(front.body.data.find((c) => c.id === topId)).toBeUndefined();
    const { body } = await get<AdminTree[]>(ctx.app, '/api/admin/categories', admin.headers);
    expect(body.data.find((c) => c.id === topId)).toMatchObject({ name: 'Garden & Outdoor', visible: false });
  });

  it('keeps two levels', async () => {
    const grandchild = await post(ctx.app, '/api/admin/categories', { pid: childId, name: 'Tomato seeds' }, admin);
    expect(grandchild.status).toBe(400);
    const topUnderChild = await post(
      ctx.app,
      `/api/admin/categories/${topId}`,
      { pid: childId, name: 'Garden', version: await categoryVersion(topId) },
      admin,
    );
    expect(topUnderChild.status).toBe(400);
    const self = await post(
      ctx.app,
      `/api/admin/categories/${childId}`,
      { pid: childId, name: 'Seeds', version: await categoryVersion(childId) },
      admin,
    );
    expect(self.status).toBe(400);
    const noParent = await post(ctx.app, '/api/admin/categories', { pid: 999999, name: 'Orphan' }, admin);
    expect(noParent.status).toBe(404);
  });

  it('validates every field', async () => {
    for (const body of [
      { pid: 0, name: '' },
      { pid: 0, name: 'x'.repeat(51) },
      { pid: 0, name: 'Icon', icon: 'https://evil.example/x.png' },
      { pid: 0, name: 'Icon', icon: '/uploads/../../etc/passwd' },
      { pid: 0, name: 'Names', names: { de: 'Garten' } },
      { pid: 0, name: 'Sort', sort: -1 },
      { pid: 0, name: 'Extra', isAdmin: true },
    ]) {
      const res = await post(ctx.app, '/api/admin/categories', body, admin);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const zh = await post(
      ctx.app,
      '/api/admin/categories',
      { pid: 0, name: '' },
      {
        headers: { ...admin.headers, cookie: 'locale=zh-CN' },
      },
    );
    expect(zh.body.message).toContain('请填写名称');
  });

  it('deletes only an empty category', async () => {
    const withChild = await post(ctx.app, `/api/admin/categories/${topId}/delete`, undefined, admin);
    expect(withChild.status).toBe(409);
    const { body } = await get<AdminTree[]>(ctx.app, '/api/admin/categories', admin.headers);
    const used = body.data[0]!.childList![0]!;
    const withProducts = await post(ctx.app, `/api/admin/categories/${used.id}/delete`, undefined, admin);
    expect(withProducts.status).toBe(409);
    expect((await post(ctx.app, `/api/admin/categories/${childId}/delete`, undefined, admin)).body.code).toBe(200);
    expect((await post(ctx.app, `/api/admin/categories/${topId}/delete`, undefined, admin)).body.code).toBe(200);
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM categories WHERE id IN (${topId}, ${childId})`);
    expect(rows).toHaveLength(0);
    expect((await post(ctx.app, `/api/admin/categories/${topId}/delete`, undefined, admin)).status).toBe(404);
  });
});

describe('merchant types and merchant categories', () => {
  it('lists, creates and edits types; the settle form lists them in the shopper language', async () => {
    const list = await get<{ id: number; merchantCount: number }[]>(
      ctx.app,
      '/api/admin/merchant/types',
      admin.headers,
    );
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.some((t) => t.merchantCount > 0)).toBe(true);
    const created = await post<{ id: number }>(
      ctx.app,
      '/api/admin/merchant/types',
      { name: 'Outlet', names: { 'zh-CN': '奥特莱斯' }, info: 'Last season at lower prices', sort: 50 },
      admin,
    );
    const id = created.body.data.id;
    const zh = await get<{ id: number; name: string; info: string }[]>(ctx.app, '/api/front/merchant/all/type/list', {
      cookie: 'locale=zh-CN',
    });
    expect(zh.body.data.find((t) => t.id === id)).toEqual({
      id,
      name: '奥特莱斯',
      info: 'Last season at lower prices',
    });
    await post(ctx.app, `/api/admin/merchant/types/${id}`, { name: 'Outlet store', info: '', sort: 50 }, admin);
    const zh2 = await get<{ id: number; name: string }[]>(ctx.app, '/api/front/merchant/all/type/list', {
      cookie: 'locale=zh-CN',
    });
    expect(zh2.body.data.find((t) => t.id === id)?.name).toBe('Outlet store');
    expect((await post(ctx.app, '/api/admin/merchant/types/999999', { name: 'X' }, admin)).status).toBe(404);
  });

  it('creates and edits categories with their handling fee', async () => {
    const created = await post<{ id: number }>(
      ctx.app,
      '/api/admin/merchant/categories',
      { name: 'Books', names: { fr: 'Livres' }, handlingFee: '2.5', sort: 9 },
      admin,
    );
    const id = created.body.data.id;
    const front = await get<{ id: number; name: string; handlingFee: string }[]>(
      ctx.app,
      '/api/front/merchant/all/category/list',
      { cookie: 'locale=fr' },
    );
    expect(front.body.data.find((c) => c.id === id)).toEqual({ id, name: 'Livres', handlingFee: '2.50' });
    await post(ctx.app, `/api/admin/merchant/categories/${id}`, { name: 'Books', handlingFee: '100', sort: 9 }, admin);
    const list = await get<{ id: number; handlingFee: string }[]>(
      ctx.app,
      '/api/admin/merchant/categories',
      admin.headers,
    );
    expect(list.body.data.find((c) => c.id === id)?.handlingFee).toBe('100.00');
    for (const handlingFee of ['100.01', '-1', '5.555', 'abc', '', 5]) {
      const bad = await post(ctx.app, '/api/admin/merchant/categories', { name: 'Fee', handlingFee }, admin);
      expect(bad.status, String(handlingFee)).toBe(400);
    }
  });
});

describe('hot keywords', () => {
  const front = async (locale = 'en') =>
    (
      await get<{ id: number; title: string }[]>(ctx.app, '/api/front/search/keyword', { cookie: `locale=${locale}` })
    ).body.data.map((k) => k.title);
  type Row = { id: number; title: string; locale: string | null; sort: number };

  it('lists, creates, edits, orders and deletes; the storefront follows', async () => {
    const list = await get<Row[]>(ctx.app, '/api/admin/keywords', admin.headers);
    // An English reader sees the keywords for every language (the demo has none of English's own).
    expect(list.body.data.filter((k) => k.locale === null).map((k) => k.title)).toEqual(await front());
    const created = await post<{ id: number }>(ctx.app, '/api/admin/keywords', { title: 'lamp', sort: 0 }, admin);
    const id = created.body.data.id;
    expect((await front())[0]).toBe('lamp');
    expect((await post(ctx.app, '/api/admin/keywords', { title: 'LAMP' }, admin)).status).toBe(409);

    await post(
      ctx.app,
      `/api/admin/keywords/${id}`,
      { title: 'desk lamp', sort: 0, version: await keywordVersion(id) },
      admin,
    );
    expect((await front())[0]).toBe('desk lamp');

    const ids = list.body.data.map((k) => k.id);
    const order = await post(ctx.app, '/api/admin/keywords/order', { ids: [ids[2], ids[0], id] }, admin);
    expect(order.body.code).toBe(200);
    const titles = list.body.data.map((k) => k.title);
    expect((await front()).slice(0, 3)).toEqual([titles[2], titles[0], 'desk lamp']);
    expect((await post(ctx.app, '/api/admin/keywords/order', { ids: [id, id] }, admin)).status).toBe(400);
    expect((await post(ctx.app, '/api/admin/keywords/order', { ids: [999999] }, admin)).status).toBe(404);

    expect((await post(ctx.app, `/api/admin/keywords/${id}/delete`, undefined, admin)).body.code).toBe(200);
    expect(await front()).not.toContain('desk lamp');
    expect((await post(ctx.app, `/api/admin/keywords/${id}/delete`, undefined, admin)).status).toBe(404);
  });

  it("shows each reader their language's keywords first, then those for every language, never another's", async () => {
    const list = (await get<Row[]>(ctx.app, '/api/admin/keywords', admin.headers)).body.data;
    const general = list.filter((k) => k.locale === null).map((k) => k.title);
    const thai = list.filter((k) => k.locale === 'th').map((k) => k.title);
    expect(thai.length).toBeGreaterThanOrEqual(3);
    expect(await front('th')).toEqual([...thai, ...general]);
    expect((await front('zh-CN')).some((title) => thai.includes(title))).toBe(false);
    // Spanish has keywords of its own in the demo too (audit AX15); English has none: its readers get the general ones.
    const spanish = list.filter((k) => k.locale === 'es').map((k) => k.title);
    expect(await front('es')).toEqual([...spanish, ...general]);
    expect(await front('en')).toEqual(general);

    const created = await post<{ id: number }>(ctx.app, '/api/admin/keywords', { title: 'sac', locale: 'fr' }, admin);
    expect(created.body.code, created.body.message).toBe(200);
    expect(await front('fr')).toContain('sac');
    expect(await front('en')).not.toContain('sac');
    const moved = await post(
      ctx.app,
      `/api/admin/keywords/${created.body.data.id}`,
      { title: 'sac', locale: null, version: await keywordVersion(created.body.data.id) },
      admin,
    );
    expect(moved.body.code).toBe(200);
    expect(await front('en')).toContain('sac');
    const bad = await post(ctx.app, '/api/admin/keywords', { title: 'bolso', locale: 'de' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Choose one of the storefront languages, or every language');
    await post(ctx.app, `/api/admin/keywords/${created.body.data.id}/delete`, undefined, admin);
  });

  it('validates the keyword and keeps at most 50', async () => {
    expect((await post(ctx.app, '/api/admin/keywords', { title: '  ' }, admin)).status).toBe(400);
    expect((await post(ctx.app, '/api/admin/keywords', { title: 'x'.repeat(31) }, admin)).status).toBe(400);
    const { rows } = await ctx.db.execute<{ n: number }>(sql`SELECT count(*) AS n FROM hot_keywords`);
    for (let i = rows[0]!.n; i < 50; i++) {
      expect((await post(ctx.app, '/api/admin/keywords', { title: `filler ${i}` }, admin)).body.code).toBe(200);
    }
    expect((await post(ctx.app, '/api/admin/keywords', { title: 'one too many' }, admin)).status).toBe(400);
  });
});

describe('category tree writes at the same moment (audit FR1, FR2)', () => {
  const th = () => ({ headers: { ...admin.headers, cookie: 'locale=th' } });
  const top = async (name: string) =>
    (await post<{ id: number }>(ctx.app, '/api/admin/categories', { pid: 0, name }, admin)).body.data.id;
  const refusals = ['หมวดหมู่มีสองระดับ: โปรดเลือกหมวดหมู่หลักเป็นหมวดหมู่แม่', 'หมวดหมู่ที่มีหมวดหมู่ย่อยต้องอยู่ระดับบนสุด'];
  /** Every parent is a top category: no cycle, no third level. */
  const expectTwoLevels = async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT c.id FROM categories c JOIN categories p ON p.id = c.parent_id WHERE p.parent_id <> 0`);
    expect(rows).toEqual([]);
  };

  it('two tops moved under each other: one move is refused in the reader language, both stay in the console', async () => {
    for (let i = 0; i < 8; i++) {
      const a = await top(`Swap A${i}`);
      const b = await top(`Swap B${i}`);
      const [va, vb] = [await categoryVersion(a), await categoryVersion(b)];
      const answers = await Promise.all([
        post(ctx.app, `/api/admin/categories/${a}`, { pid: b, name: `Swap A${i}`, version: va }, th()),
        post(ctx.app, `/api/admin/categories/${b}`, { pid: a, name: `Swap B${i}`, version: vb }, th()),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(refusals).toContain(answers.find((r) => r.status === 400)!.body.message);
      await expectTwoLevels();
      const { body } = await get<AdminTree[]>(ctx.app, '/api/admin/categories', admin.headers);
      const shown = body.data.flatMap((c) => [c.id, ...(c.childList ?? []).map((k) => k.id)]);
      expect(shown).toEqual(expect.arrayContaining([a, b]));
    }
  });

  it('a top moved under another while a child is created under it: one of them is refused, no third level', async () => {
    for (let i = 0; i < 8; i++) {
      const a = await top(`Deep A${i}`);
      const b = await top(`Deep B${i}`);
      const va = await categoryVersion(a);
      const answers = await Promise.all([
        post(ctx.app, `/api/admin/categories/${a}`, { pid: b, name: `Deep A${i}`, version: va }, th()),
        post(ctx.app, '/api/admin/categories', { pid: a, name: `Deep C${i}` }, th()),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(refusals).toContain(answers.find((r) => r.status === 400)!.body.message);
      await expectTwoLevels();
    }
  });
});

describe('a product filed under a category while the operator gives it its first child (audit FR race)', () => {
  const th = () => ({ headers: { ...admin.headers, cookie: 'locale=th' } });
  const top = async (name: string) =>
    (await post<{ id: number }>(ctx.app, '/api/admin/categories', { pid: 0, name }, admin)).body.data.id;
  /** What the database holds: a category with both a child and products, which no one should ever see. */
  const both = async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT c.id FROM categories c WHERE EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
        AND EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id)`);
    return rows.map((r) => r.id);
  };

  it('the form or the import, and the new child: one of them is refused, no product sits above a category', async () => {
    const merchant = await merchantToken(ctx.db);
    const picture = await uploadVoucher(ctx, merchant.token);
    const staff = { headers: { ...bearer(merchant.token), 'accept-language': 'th' } };
    const product = (name: string, categoryId: number) => ({
      name,
      categoryId,
      images: [picture],
      attrs: [{ name: 'Colour', values: ['Red'] }],
      skus: [{ attrValues: ['Red'], price: '9.90', otPrice: '', stock: 3, image: '' }],
    });
    const csv = (name: string, categoryId: number) =>
      `${[
        ['productId', 'skuId', 'name', 'categoryId', 'attr1', 'value1', 'price', 'otPrice', 'stock', 'images'],
        ['', '', name, String(categoryId), 'Colour', 'Red', '9.90', '', '3', picture],
      ]
        .map((r) => r.map(csvCell).join(','))
        .join('\r\n')}\r\n`;
    for (let i = 0; i < 10; i++) {
      const leaf = await top(`Leaf ${i}`);
      const file =
        i % 2 === 0
          ? post(ctx.app, '/api/merchant/products', product(`Raced ${i}`, leaf), staff)
          : post(ctx.app, '/api/merchant/products/import', { csv: csv(`Raced ${i}`, leaf) }, staff);
      const [filed, child] = await Promise.all([
        file,
        post(ctx.app, '/api/admin/categories', { pid: leaf, name: `Child ${i}` }, th()),
      ]);
      expect([filed.status, child.status].sort(), `${filed.body.message} / ${child.body.message}`).toEqual([200, 400]);
      if (child.status === 400) {
        expect(child.body.message).toBe('มีสินค้าอยู่ในหมวดหมู่นี้: โปรดย้ายสินค้าก่อนเพิ่มหมวดหมู่ย่อย');
      }
      expect(await both()).toEqual([]);
    }
  });
});

describe('look-alike names (audit FR9)', () => {
  const th = () => ({ headers: { ...admin.headers, cookie: 'locale=th' } });
  const nfd = 'Cafe\u0301';

  it('refuses a category named like a sibling, in any case, composition or width; another parent may have it', async () => {
    const first = await post<{ id: number }>(ctx.app, '/api/admin/categories', { pid: 0, name: 'Caf\u00e9' }, admin);
    expect(first.body.code).toBe(200);
    for (const name of [nfd, 'cafÉ', 'Ｃａｆé', ' CAFÉ ']) {
      const again = await post(ctx.app, '/api/admin/categories', { pid: 0, name }, th());
      expect(again.status, name).toBe(409);
      expect(again.body.message, name).toBe('มีหมวดหมู่ชื่อนี้อยู่ที่นี่แล้ว');
    }
    const child = await post<{ id: number }>(
      ctx.app,
      '/api/admin/categories',
      { pid: first.body.data.id, name: nfd },
      admin,
    );
    expect(child.body.code).toBe(200);
    // Renaming another top to it is refused too; keeping its own name is not.
    const other = await post<{ id: number }>(ctx.app, '/api/admin/categories', { pid: 0, name: 'Tea' }, admin);
    expect(
      (
        await post(
          ctx.app,
          `/api/admin/categories/${other.body.data.id}`,
          { pid: 0, name: 'ＣＡＦÉ', version: await categoryVersion(other.body.data.id) },
          th(),
        )
      ).body.message,
    ).toBe('มีหมวดหมู่ชื่อนี้อยู่ที่นี่แล้ว');
    expect(
      (
        await post(
          ctx.app,
          `/api/admin/categories/${first.body.data.id}`,
          { pid: 0, name: 'Café', version: await categoryVersion(first.body.data.id) },
          admin,
        )
      ).body.code,
    ).toBe(200);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM categories WHERE parent_id = 0 AND name IN ('Caf\u00e9', ${nfd}, 'cafÉ', 'Ｃａｆé', 'ＣＡＦÉ')`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses a hot keyword that looks like another, on create and on edit', async () => {
    // Room for two under the bound of 50 the test above fills.
    const listed = (await get<{ id: number }[]>(ctx.app, '/api/admin/keywords', admin.headers)).body.data;
    for (const k of listed.slice(-2)) await post(ctx.app, `/api/admin/keywords/${k.id}/delete`, undefined, admin);
    const first = await post<{ id: number }>(
      ctx.app,
      '/api/admin/keywords',
      { title: 'Cr\u00e8me', locale: null, sort: 0 },
      admin,
    );
    expect(first.body.code).toBe(200);
    for (const title of ['Cre\u0300me', 'ＣＲÈＭＥ']) {
      const again = await post(ctx.app, '/api/admin/keywords', { title, locale: null, sort: 0 }, th());
      expect(again.status, title).toBe(409);
      expect(again.body.message, title).toBe('คำค้นหานี้อยู่ในรายการแล้ว');
    }
    const other = await post<{ id: number }>(
      ctx.app,
      '/api/admin/keywords',
      { title: 'Oolong leaves', locale: null, sort: 0 },
      admin,
    );
    expect(other.body.code).toBe(200);
    const renamed = await post(
      ctx.app,
      `/api/admin/keywords/${other.body.data.id}`,
      { title: 'cre\u0300me', locale: null, sort: 0, version: await keywordVersion(other.body.data.id) },
      th(),
    );
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe('คำค้นหานี้อยู่ในรายการแล้ว');
    for (const id of [first.body.data.id, other.body.data.id])
      await post(ctx.app, `/api/admin/keywords/${id}/delete`, undefined, admin);
  });
});

describe('two edits from the same form (audit FR5)', () => {
  const th = () => ({ headers: { ...admin.headers, cookie: 'locale=th' } });
  const stale = 'มีผู้อื่นแก้ไขรายการนี้ในระหว่างนี้ กรุณาโหลดใหม่เพื่อดูการเปลี่ยนแปลง';

  it('a category: the first edit is kept, the second is refused in the reader language', async () => {
    const created = await post<{ id: number }>(ctx.app, '/api/admin/categories', { pid: 0, name: 'Pets' }, admin);
    const id = created.body.data.id;
    const read = async () =>
      (await get<(AdminTree & { version: number })[]>(ctx.app, '/api/admin/categories', admin.headers)).body.data.find(
        (c) => c.id === id,
      )!;
    const loaded = await read();
    expect(loaded.version).toBe(1);
    const ann = await post(
      ctx.app,
      `/api/admin/categories/${id}`,
      { pid: 0, name: 'Pets by Ann', names: { fr: 'Animaux' }, version: loaded.version },
      admin,
    );
    expect(ann.body.code).toBe(200);
    const bob = await post(
      ctx.app,
      `/api/admin/categories/${id}`,
      { pid: 0, name: 'Pets by Bob', visible: false, version: loaded.version },
      th(),
    );
    expect(bob.status).toBe(409);
    expect(bob.body.message).toBe(stale);
    const { rows } = await ctx.db.execute<{ name: string; names: object; visible: boolean; version: number }>(
      sql`SELECT name, names, visible, version FROM categories WHERE id = ${id}`,
    );
    expect(rows[0]).toEqual({ name: 'Pets by Ann', names: { fr: 'Animaux' }, visible: true, version: 2 });
    expect((await read()).version).toBe(2);
    // An edit that names no version (an API client following API.md) applies to the current row (audit FX2); one
    // gone is 404.
    expect((await post(ctx.app, `/api/admin/categories/${id}`, { pid: 0, name: 'Pets' }, admin)).status).toBe(200);
    expect((await read()).version).toBe(3);
    await post(ctx.app, `/api/admin/categories/${id}/delete`, undefined, admin);
    expect(
      (await post(ctx.app, `/api/admin/categories/${id}`, { pid: 0, name: 'Pets', version: 3 }, admin)).status,
    ).toBe(404);
  });

  it('a hot keyword: the first edit is kept, the second is refused; a new order counts as a change', async () => {
    const listed = (await get<{ id: number }[]>(ctx.app, '/api/admin/keywords', admin.headers)).body.data;
    // Room for one under the bound of 50 the tests above fill.
    await post(ctx.app, `/api/admin/keywords/${listed.at(-1)!.id}/delete`, undefined, admin);
    const created = await post<{ id: number }>(ctx.app, '/api/admin/keywords', { title: 'kettle', sort: 5 }, admin);
    expect(created.body.code, created.body.message).toBe(200);
    const id = created.body.data.id;
    const read = async () =>
      (
        await get<{ id: number; title: string; version: number }[]>(ctx.app, '/api/admin/keywords', admin.headers)
      ).body.data.find((k) => k.id === id)!;
    const loaded = await read();
    expect(loaded.version).toBe(1);
    const ann = await post(ctx.app, `/api/admin/keywords/${id}`, { title: 'tea kettle', sort: 5, version: 1 }, admin);
    expect(ann.body.code).toBe(200);
    const bob = await post(
      ctx.app,
      `/api/admin/keywords/${id}`,
      { title: 'electric kettle', locale: 'th', sort: 5, version: 1 },
      th(),
    );
    expect(bob.status).toBe(409);
    expect(bob.body.message).toBe(stale);
    const { rows } = await ctx.db.execute<{ title: string; locale: string | null; version: number }>(
      sql`SELECT title, locale, version FROM hot_keywords WHERE id = ${id}`,
    );
    expect(rows[0]).toEqual({ title: 'tea kettle', locale: null, version: 2 });
    // Moved in the list since the form loaded: saving would put its old place back.
    expect((await post(ctx.app, '/api/admin/keywords/order', { ids: [id] }, admin)).body.code).toBe(200);
    const moved = await post(ctx.app, `/api/admin/keywords/${id}`, { title: 'kettles', sort: 5, version: 2 }, admin);
    expect(moved.status).toBe(409);
    expect((await read()).title).toBe('tea kettle');
    await post(ctx.app, `/api/admin/keywords/${id}/delete`, undefined, admin);
  });
});
