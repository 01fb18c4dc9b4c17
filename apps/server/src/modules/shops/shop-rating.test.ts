import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, startTestApp, type TestContext } from '../../../test/harness';
import { adminToken } from '../../../test/settle-support';
import { createSession } from '../../platform/session';

// A shop with no review has no rating, not the column's starting 5.0 (issue 22 item 5).

let ctx: TestContext;
let quiet: { id: number; productId: number };
let reviewed: { id: number; rating: string };

beforeAll(async () => {
  ctx = await startTestApp();
  const shops = await ctx.db.execute<{ id: number; product_id: number }>(sql`
    SELECT m.id, (SELECT min(p.id) FROM products p WHERE p.merchant_id = m.id AND p.on_sale) AS product_id
    FROM merchants m WHERE m.status = 'open'
      AND EXISTS (SELECT 1 FROM products p WHERE p.merchant_id = m.id AND p.on_sale)
    ORDER BY m.id`);
  const [first, second] = shops.rows;
  quiet = { id: first!.id, productId: first!.product_id };
  // Its reviews are gone (a new shop): its stored rating stays what it was.
  await ctx.db.execute(sql`DELETE FROM reviews WHERE merchant_id = ${quiet.id}`);
  await ctx.db.execute(sql`UPDATE merchants SET rating = 5.0 WHERE id = ${quiet.id}`);
  const r = await ctx.db.execute<{ rating: string }>(sql`
    UPDATE merchants SET rating = 4.3 WHERE id = ${second!.id}
      AND EXISTS (SELECT 1 FROM reviews WHERE merchant_id = ${second!.id}) RETURNING rating::text AS rating`);
  reviewed = { id: second!.id, rating: r.rows[0]!.rating };
});
afterAll(async () => ctx?.close());

describe('a shop without reviews', () => {
  it('answers no rating in its header, its detail, the goods detail and the shop street', async () => {
    const header = await get<{ rating: number | null }>(ctx.app, `/api/front/merchant/index/info/${quiet.id}`);
    expect(header.body.data.rating).toBeNull();
    const detail = await get<{ rating: number | null }>(ctx.app, `/api/front/merchant/detail/${quiet.id}`);
    expect(detail.body.data.rating).toBeNull();
    const goods = await get<{ merchant: { rating: number | null } }>(
      ctx.app,
      `/api/front/product/detail/${quiet.productId}`,
    );
    expect(goods.body.data.merchant.rating).toBeNull();
    const street = await get<{ list: { id: number; rating: number | null }[] }>(
      ctx.app,
      '/api/front/merchant/street?page=1&limit=100',
    );
    expect(street.body.data.list.find((s) => s.id === quiet.id)?.rating).toBeNull();
  });

  it('answers no rating in its own console and in the operator’s shop drawer either (audit DS3)', async () => {
    // A staff member of the shop (seeded shops may have none).
    const ownerOf = async (merchantId: number) => {
      const user = await newShopper(ctx.db, `staff-${merchantId}`);
      await ctx.db.execute(
        sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${merchantId}, ${user.id}, 'owner')`,
      );
      return bearer(await createSession(ctx.db, user.id));
    };
    const own = await get<{ rating: number | null }>(ctx.app, '/api/merchant/shop', await ownerOf(quiet.id));
    expect(own.body.data.rating).toBeNull();
    const admin = bearer(await adminToken(ctx.db));
    const drawer = await get<{ rating: number | null }>(ctx.app, `/api/admin/merchants/${quiet.id}`, admin);
    expect(drawer.body.data.rating).toBeNull();
    const rated = await get<{ rating: number | null }>(ctx.app, '/api/merchant/shop', await ownerOf(reviewed.id));
    expect(rated.body.data.rating).toBe(4.3);
    const ratedDrawer = await get<{ rating: number | null }>(ctx.app, `/api/admin/merchants/${reviewed.id}`, admin);
    expect(ratedDrawer.body.data.rating).toBe(4.3);
  });

  it('a shop with reviews answers its average', async () => {
    expect(reviewed.rating).toBe('4.3');
    const header = await get<{ rating: number | null }>(ctx.app, `/api/front/merchant/index/info/${reviewed.id}`);
    expect(header.body.data.rating).toBe(4.3);
  });

  it('answers it as a number in every place, as a product list does (audit FX16)', async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT min(id) AS id FROM products WHERE merchant_id = ${reviewed.id} AND on_sale`,
    );
    const goods = await get<{ merchant: { rating: unknown } }>(ctx.app, `/api/front/product/detail/${rows[0]!.id}`);
    expect(goods.body.data.merchant.rating).toBe(4.3);
    const street = await get<{ list: { id: number; rating: unknown }[] }>(
      ctx.app,
      '/api/front/merchant/street?page=1&limit=100',
    );
    expect(street.body.data.list.find((s) => s.id === reviewed.id)?.rating).toBe(4.3);
    const detail = await get<{ rating: unknown }>(ctx.app, `/api/front/merchant/detail/${reviewed.id}`);
    expect(detail.body.data.rating).toBe(4.3);
    const shopper = await newShopper(ctx.db);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/front/collect/add/merchant/${reviewed.id}`,
      headers: bearer(shopper.token),
    });
    const followed = await get<{ list: { id: number; rating: unknown }[] }>(
      ctx.app,
      '/api/front/collect/merchant/list?page=1&limit=20',
      bearer(shopper.token),
    );
    expect(followed.body.data.list.find((s) => s.id === reviewed.id)?.rating).toBe(4.3);
    const list = await get<{ list: { rating?: unknown }[] }>(ctx.app, '/api/front/product/list?page=1&limit=5');
    expect(typeof list.body.data.list[0]?.rating).toBe('number');
  });
});
