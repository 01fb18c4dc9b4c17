import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let productId: number;
let shopId: number;
beforeAll(async () => {
  ctx = await startTestApp();
  const { rows } = await ctx.db.execute<{ id: number; merchant_id: number }>(
    sql`SELECT id, merchant_id FROM products WHERE on_sale ORDER BY id LIMIT 1`,
  );
  productId = rows[0]!.id;
  shopId = rows[0]!.merchant_id;
});
afterAll(() => ctx?.close());

const followers = async () =>
  (await ctx.db.execute<{ n: number }>(sql`SELECT follower_count AS n FROM merchants WHERE id = ${shopId}`)).rows[0]!.n;

describe('favourite products', () => {
  it('adds once, shows on the goods detail and in the list, and cancels', async () => {
    const { token } = await newShopper(ctx.db);
    for (let i = 0; i < 2; i++) {
      const res = await post(ctx.app, '/api/front/collect/add/product', { productId }, { headers: bearer(token) });
      expect(res.body.code).toBe(200);
    }
    const detail = await get<{ collected: boolean }>(ctx.app, `/api/front/product/detail/${productId}`, bearer(token));
    expect(detail.body.data.collected).toBe(true);
    const list = await get<{ list: { productId: number; onSale: boolean }[]; total: number }>(
      ctx.app,
      '/api/front/collect/product/list',
      bearer(token),
    );
    expect(list.body.data).toMatchObject({ total: 1, list: [{ productId, onSale: true }] });
    await post(ctx.app, '/api/front/collect/cancel/product', { productIds: [productId] }, { headers: bearer(token) });
    const after = await get<{ total: number }>(ctx.app, '/api/front/collect/product/list', bearer(token));
    expect(after.body.data.total).toBe(0);
  });

  it('is personal: another shopper sees none of it, and a visitor must sign in', async () => {
    const ann = await newShopper(ctx.db);
    const bob = await newShopper(ctx.db);
    await post(ctx.app, '/api/front/collect/add/product', { productId }, { headers: bearer(ann.token) });
    await post(
      ctx.app,
      '/api/front/collect/cancel/product',
      { productIds: [productId] },
      { headers: bearer(bob.token) },
    );
    const annList = await get<{ total: number }>(ctx.app, '/api/front/collect/product/list', bearer(ann.token));
    expect(annList.body.data.total).toBe(1);
    const bobList = await get<{ total: number }>(ctx.app, '/api/front/collect/product/list', bearer(bob.token));
    expect(bobList.body.data.total).toBe(0);
    expect((await post(ctx.app, '/api/front/collect/add/product', { productId })).status).toBe(401);
  });

  it('refuses an unknown or off-sale product', async () => {
    const { token } = await newShopper(ctx.db);
    const res = await post(
      ctx.app,
      '/api/front/collect/add/product',
      { productId: 99999999 },
      { headers: bearer(token) },
    );
    expect(res.status).toBe(404);
  });
});

describe('following shops', () => {
  it('the follower count follows the rows, also when the same shopper clicks many times at once', async () => {
    const { token } = await newShopper(ctx.db);
    const before = await followers();
    await Promise.all(
      Array.from({ length: 6 }, () =>
        post(ctx.app, `/api/front/collect/add/merchant/${shopId}`, undefined, { headers: bearer(token) }),
      ),
    );
    expect(await followers()).toBe(before + 1);
    const header = await get<{ followed: boolean; followerCount: number }>(
      ctx.app,
      `/api/front/merchant/index/info/${shopId}`,
      bearer(token),
    );
    expect(header.body.data).toMatchObject({ followed: true, followerCount: before + 1 });
    const list = await get<{ list: { id: number }[] }>(ctx.app, '/api/front/collect/merchant/list', bearer(token));
    expect(list.body.data.list.map((s) => s.id)).toEqual([shopId]);
    await Promise.all(
      Array.from({ length: 6 }, () =>
        post(ctx.app, `/api/front/collect/cancel/merchant/${shopId}`, undefined, { headers: bearer(token) }),
      ),
    );
    expect(await followers()).toBe(before);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*) AS n FROM merchant_follows WHERE merchant_id = ${shopId}`,
    );
    expect(await followers()).toBeGreaterThanOrEqual(rows[0]!.n);
  });

  it('an unknown or suspended shop cannot be followed', async () => {
    const { token } = await newShopper(ctx.db);
    expect(
      (await post(ctx.app, '/api/front/collect/add/merchant/987654', undefined, { headers: bearer(token) })).status,
    ).toBe(404);
  });

  // Audit FL4: unfollowing only removes the shopper's own row; a suspended shop must not keep them as a follower.
  it('a suspended shop can be unfollowed, and its count drops; following it again waits for it to reopen', async () => {
    const { id, token } = await newShopper(ctx.db);
    const th = { headers: { ...bearer(token), 'accept-language': 'th' } };
    expect((await post(ctx.app, `/api/front/collect/add/merchant/${shopId}`, undefined, th)).status).toBe(200);
    const before = await followers();
    await ctx.db.execute(sql`UPDATE merchants SET status = 'suspended' WHERE id = ${shopId}`);
    try {
      const left = await post(ctx.app, `/api/front/collect/cancel/merchant/${shopId}`, undefined, th);
      expect([left.status, left.body.message]).toEqual([200, 'เลิกติดตามร้านแล้ว']);
      const { rows } = await ctx.db.execute(sql`SELECT 1 FROM merchant_follows WHERE user_id = ${id}`);
      expect(rows).toEqual([]);
      expect(await followers()).toBe(before - 1);
      const again = await post(ctx.app, `/api/front/collect/add/merchant/${shopId}`, undefined, th);
      expect([again.status, again.body.message]).toEqual([404, 'ไม่พบร้านค้า']);
    } finally {
      await ctx.db.execute(sql`UPDATE merchants SET status = 'open' WHERE id = ${shopId}`);
    }
    // Once reopened, the shop does not find the shopper among its followers again.
    const list = await get<{ list: { id: number }[] }>(ctx.app, '/api/front/collect/merchant/list', bearer(token));
    expect(list.body.data.list).toEqual([]);
    const unknown = await post(ctx.app, '/api/front/collect/cancel/merchant/987654', undefined, th);
    expect(unknown.status).toBe(404);
  });
});

// Audit FL3: the count and the insert run under one per-user lock, as the address book's limit.
describe('the favourites limit', () => {
  it('parallel adds at 498 leave exactly 500; the others are refused in Thai', async () => {
    // 510 visible products: copies of products on sale (the demo catalogue holds fewer).
    const { rows: columns } = await ctx.db.execute<{ column_name: string }>(sql`
      SELECT column_name FROM information_schema.columns
      WHERE table_name = 'products' AND column_name <> 'id' AND is_generated = 'NEVER' ORDER BY ordinal_position`);
    const list = columns.map((c) => `"${c.column_name}"`).join(', ');
    await ctx.db.execute(
      sql.raw(`INSERT INTO products (${list}) SELECT ${list} FROM products WHERE on_sale ORDER BY id LIMIT 510`),
    );
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT p.id FROM products p JOIN merchants m ON m.id = p.merchant_id
      WHERE p.on_sale AND m.status = 'open' ORDER BY p.id LIMIT 510`);
    const ids = rows.map((r) => r.id);
    expect(ids).toHaveLength(510);
    const shopper = await newShopper(ctx.db, 'favlimit');
    await ctx.db.execute(sql`
      INSERT INTO product_collects (user_id, product_id)
      SELECT ${shopper.id}, unnest(${`{${ids.slice(0, 498).join(',')}}`}::int[])`);
    const headers = { ...bearer(shopper.token), 'accept-language': 'th' };
    const answers = await Promise.all(
      ids.slice(498).map((productId) => post(ctx.app, '/api/front/collect/add/product', { productId }, { headers })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(2);
    expect(new Set(answers.filter((r) => r.status !== 200).map((r) => [r.status, r.body.message].join(' ')))).toEqual(
      new Set(['400 เก็บรายการโปรดได้สูงสุด 500 รายการ']),
    );
    const { rows: held } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM product_collects WHERE user_id = ${shopper.id}`,
    );
    expect(held[0]!.n).toBe(500);
  });
});
