import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, startTestApp, type TestContext } from '../../../test/harness';
import { createSession } from '../../platform/session';

// The operator's dashboard and the lists across shops: what the database holds, every shop, a shop filter; the
// shops and shoppers see none of it.

let ctx: TestContext;
let admin: Record<string, string>;
type Page<T> = { list: T[]; total: number };

beforeAll(async () => {
  ctx = await startTestApp();
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = bearer(await createSession(ctx.db, rows[0]!.id));
  // Two shops with one order each (the demo mall may have none): copies of a demo order's parts are enough here.
  await ctx.db.execute(sql`
    WITH shops AS (SELECT id FROM merchants ORDER BY id LIMIT 2),
    buyer AS (SELECT id FROM users WHERE email = 'shopper@example.com'),
    o AS (
      INSERT INTO orders (order_no, pre_order_no, user_id, status, pay_type, pro_total, freight, pay_amount, address,
        pay_deadline, paid_at)
      SELECT 'PT20990101000000000001', 'PRE-overview', buyer.id, 'paid', 'balance', 3000, 0, 3000,
        '{"realName":"Ana","email":"","country":"TH","detail":"1 Road","postCode":"10110","countryCode":"+66","phone":"811111111"}',
        now() + interval '1 hour', now() FROM buyer RETURNING id, user_id)
    INSERT INTO shop_orders (order_no, order_id, user_id, merchant_id, status, pro_total, freight, pay_amount, paid_at)
    SELECT 'SH2099010100000000000' || row_number() OVER (ORDER BY shops.id), o.id, o.user_id, shops.id, 'to_ship',
      1500, 0, 1500, now()
    FROM o, shops`);
});
afterAll(() => ctx?.close());

describe('platform dashboard', () => {
  it('counts what the database holds', async () => {
    const res = await get<Record<string, unknown>>(ctx.app, '/api/admin/dashboard?tzOffset=0', admin);
    expect(res.status).toBe(200);
    const { rows } = await ctx.db.execute<{ to_ship: number; open: number; paid_today: number }>(sql`
      SELECT (SELECT count(*)::int FROM shop_orders WHERE status = 'to_ship') AS to_ship,
        (SELECT count(*)::int FROM merchants WHERE status = 'open') AS open,
        (SELECT count(*)::int FROM shop_orders WHERE paid_at::date = (now() AT TIME ZONE 'UTC')::date) AS paid_today`);
    expect(res.body.data).toMatchObject({
      toShip: rows[0]!.to_ship,
      openShops: rows[0]!.open,
      today: { orders: rows[0]!.paid_today },
    });
    expect((res.body.data.series as unknown[]).length).toBe(30);
    expect(rows[0]!.to_ship).toBeGreaterThanOrEqual(2);
  });
});

describe('orders, products and refunds across shops', () => {
  it('lists every shop’s orders with the shop, and filters by shop', async () => {
    const all = await get<Page<{ orderNo: string; merId: number; merName: string }>>(
      ctx.app,
      '/api/admin/orders?keyword=SH20990101&limit=50',
      admin,
    );
    const shops = new Set(all.body.data.list.map((o) => o.merId));
    expect(shops.size).toBe(2);
    expect(all.body.data.list.every((o) => o.merName.length > 0)).toBe(true);
    const one = [...shops][0]!;
    const filtered = await get<Page<{ merId: number }>>(
      ctx.app,
      `/api/admin/orders?keyword=SH20990101&merId=${one}`,
      admin,
    );
    expect(filtered.body.data.list.map((o) => o.merId)).toEqual([one]);
    const detail = await get<{ orderNo: string; merId: number; consignee: { realName: string } }>(
      ctx.app,
      `/api/admin/orders/${all.body.data.list[0]!.orderNo}`,
      admin,
    );
    expect(detail.body.data).toMatchObject({ orderNo: all.body.data.list[0]!.orderNo, consignee: { realName: 'Ana' } });
  });

  it('lists products of all shops and of one', async () => {
    const { rows } = await ctx.db.execute<{ n: number; shops: number }>(
      sql`SELECT count(*)::int AS n, count(DISTINCT merchant_id)::int AS shops FROM products`,
    );
    const all = await get<Page<{ merId: number }>>(ctx.app, '/api/admin/catalog/products?limit=100', admin);
    expect(all.body.data.total).toBe(rows[0]!.n);
    const shop = all.body.data.list[0]!.merId;
    const one = await get<Page<{ merId: number }>>(
      ctx.app,
      `/api/admin/catalog/products?merId=${shop}&limit=100`,
      admin,
    );
    expect(one.body.data.list.length).toBeGreaterThan(0);
    expect(new Set(one.body.data.list.map((p) => p.merId))).toEqual(new Set([shop]));
  });

  it('lists refunds (none in a fresh mall is an empty page, not an error)', async () => {
    const res = await get<Page<unknown>>(ctx.app, '/api/admin/refunds', admin);
    const { rows } = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM refunds`);
    expect(res.body.data.total).toBe(rows[0]!.n);
    expect((await get(ctx.app, '/api/admin/refunds/RE2099010100000000', admin)).status).toBe(404);
  });

  it('is closed to shop staff and shoppers', async () => {
    const staff = bearer((await merchantToken(ctx.db)).token);
    const shopper = bearer((await newShopper(ctx.db)).token);
    for (const url of [
      '/api/admin/dashboard',
      '/api/admin/orders',
      '/api/admin/catalog/products',
      '/api/admin/refunds',
    ]) {
      expect((await get(ctx.app, url, staff)).status).toBe(403);
      expect((await get(ctx.app, url, shopper)).status).toBe(403);
      expect((await get(ctx.app, url)).status).toBe(401);
    }
  });
});
