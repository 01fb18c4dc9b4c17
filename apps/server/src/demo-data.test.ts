import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, post, startTestApp, type TestContext } from '../test/harness';
import { placeOrder, skusOf } from '../test/refund-helpers';
import { ledgerDiscrepancies } from './modules/finance/ledger';
import { deliverDue } from './modules/notices/sender';
import { createSession } from './platform/session';

// What the demo data promises a newcomer (issue 15, item 7), read from the seeded database every test file copies.

let ctx: TestContext;
let shopper: Record<string, string>;

beforeAll(async () => {
  ctx = await startTestApp();
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'shopper@example.com'`);
  shopper = bearer(await createSession(ctx.db, rows[0]!.id));
});
afterAll(() => ctx?.close());

const count = async (query: ReturnType<typeof sql>) =>
  Number(Object.values((await ctx.db.execute(query)).rows[0] ?? {})[0]);

describe('demo catalogue', () => {
  it('gives every product a main picture of its own, and the dresses more than two drawings', async () => {
    expect(await count(sql`SELECT count(*) - count(DISTINCT images->>0) FROM products`)).toBe(0);
    const { rows } = await ctx.db.execute<{ file: string }>(sql`
      SELECT DISTINCT regexp_replace(images->>0, '^.*/p-dress-([a-z]+)-.*$', '\\1') AS file
      FROM products p JOIN categories c ON c.id = p.category_id WHERE c.name = 'Dresses'`);
    expect(rows.length).toBeGreaterThan(2);
  });

  it('advertises each product at its cheapest SKU in stock, or its cheapest SKU when none is (audit AO4)', async () => {
    const wrong = await count(sql`
      SELECT count(*) FROM products p CROSS JOIN LATERAL (
        SELECT s.price FROM product_skus s WHERE s.product_id = p.id ORDER BY (s.stock > 0) DESC, s.price LIMIT 1) c
      WHERE p.price <> c.price`);
    expect(wrong).toBe(0);
  });

  it('has products written in Lao, Thai and Chinese in every category', async () => {
    for (const [lang, letters] of [
      ['lo', '[ກ-໿]'],
      ['th', '[ก-๛]'],
      ['zh-CN', '[一-鿿]'],
    ] as const) {
      const missing = await ctx.db.execute<{ name: string }>(sql`
        SELECT c.name FROM categories c WHERE c.parent_id <> 0
          AND NOT EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id AND p.name ~ ${letters})`);
      expect(
        missing.rows.map((r) => r.name),
        lang,
      ).toEqual([]);
    }
  });

  it('carries all six languages on at least a third of the products, each marked with its own language', async () => {
    const products = await count(sql`SELECT count(*) FROM products`);
    const inSix = await count(sql`
      SELECT count(*) FROM products p WHERE (SELECT count(*) FROM product_translations t WHERE t.product_id = p.id) = 5`);
    expect(inSix * 3).toBeGreaterThanOrEqual(products);
    // The language a product was written in is the one its name is written in.
    for (const [lang, letters] of [
      ['lo', '[ກ-໿]'],
      ['th', '[ก-๛]'],
      ['zh-CN', '[一-鿿]'],
    ] as const) {
      expect(
        await count(sql`SELECT count(*) FROM products WHERE name ~ ${letters} AND original_locale <> ${lang}`),
      ).toBe(0);
      expect(
        await count(sql`SELECT count(*) FROM products WHERE original_locale = ${lang} AND name !~ ${letters}`),
      ).toBe(0);
      // Each translation is written in its language's letters, never a copy of the original.
      expect(
        await count(sql`SELECT count(*) FROM product_translations WHERE locale = ${lang} AND name !~ ${letters}`),
      ).toBe(0);
    }
    expect(await count(sql`SELECT count(*) FROM products WHERE original_locale = 'fr'`)).toBeGreaterThan(0);
    expect(
      await count(sql`SELECT count(*) FROM product_translations t JOIN products p ON p.id = t.product_id
        WHERE t.name = p.name OR t.locale = p.original_locale
          OR (jsonb_array_length(t.attrs) > 0 AND jsonb_array_length(t.attrs) <> jsonb_array_length(p.attrs))`),
    ).toBe(0);
    const { rows } = await ctx.db.execute<{ name: string }>(
      sql`SELECT name FROM product_translations WHERE locale = 'es' ORDER BY product_id LIMIT 3`,
    );
    expect(rows.length).toBe(3);
  });

  it("names every product in all six languages: the mall's own speakers read in Thai and French (audit FS12)", async () => {
    expect(
      await count(sql`
        SELECT count(*) FROM products p WHERE (SELECT count(*) FROM product_translations t WHERE t.product_id = p.id) <> 5`),
    ).toBe(0);
    const { rows } = await ctx.db.execute<{ id: number; name: string; sku: number }>(sql`
      SELECT p.id, p.name, (SELECT min(s.id) FROM product_skus s WHERE s.product_id = p.id AND s.stock > 0) AS sku
      FROM products p JOIN merchants m ON m.id = p.merchant_id JOIN categories c ON c.id = p.category_id
      WHERE m.is_self AND c.name = 'Speakers' AND p.original_locale = 'en' AND p.on_sale AND p.stock > 0
      ORDER BY p.id LIMIT 1`);
    const speaker = rows[0]!;
    const buyer = await newShopper(ctx.db, 'fs12');
    const saved = await post(
      ctx.app,
      '/api/front/cart/save',
      { productId: speaker.id, skuId: speaker.sku, quantity: 1 },
      { headers: bearer(buyer.token) },
    );
    expect(saved.body.code, saved.body.message).toBe(200);
    const line = async (locale: string) =>
      (
        await get<{ items: { productId: number; name: string; skuText: string }[] }[]>(
          ctx.app,
          '/api/front/cart/list',
          { ...bearer(buyer.token), cookie: `locale=${locale}` },
        )
      ).body.data
        .flatMap((g) => g.items)
        .find((i) => i.productId === speaker.id)!;
    const th = await line('th');
    expect(th.name).toMatch(/ลำโพง/);
    expect(th.skuText).toMatch(/^สี/);
    const fr = await line('fr');
    expect(fr.name).toMatch(/Enceinte/);
    expect(fr.name).not.toBe(speaker.name);
    expect(fr.skuText).toMatch(/^Couleur/);
  });

  it('shows sales that agree with the reviews and cover every unit paid for', async () => {
    expect(
      await count(
        sql`SELECT count(*) FROM products p WHERE p.sales < (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await count(sql`
        SELECT count(*) FROM products p WHERE p.sales < (SELECT coalesce(sum(i.quantity), 0) FROM order_items i
          JOIN shop_orders so ON so.id = i.shop_order_id
          WHERE i.product_id = p.id AND so.paid_at IS NOT NULL AND i.refund_status <> 'refunded')`),
    ).toBe(0);
    // No best seller without a word from its buyers.
    expect(
      await count(sql`SELECT count(*) FROM products p WHERE p.sales > 100 AND NOT EXISTS (
      SELECT 1 FROM reviews r WHERE r.product_id = p.id)`),
    ).toBe(0);
  });
});

describe('the demo shopper', () => {
  it('has orders in every state, and the books of the paid ones balance', async () => {
    const { rows } = await ctx.db.execute<{ status: string }>(sql`
      SELECT DISTINCT so.status FROM shop_orders so JOIN users u ON u.id = so.user_id
      WHERE u.email = 'shopper@example.com' ORDER BY 1`);
    expect(rows.map((r) => r.status)).toEqual([
      'cancelled',
      'completed',
      'refunded',
      'to_receive',
      'to_review',
      'to_ship',
      'unpaid',
    ]);
    const refunds = await ctx.db.execute<{ status: string }>(sql`
      SELECT r.status FROM refunds r JOIN users u ON u.id = r.user_id WHERE u.email = 'shopper@example.com'
      ORDER BY 1`);
    expect(refunds.rows.map((r) => r.status)).toEqual(['refunded', 'review']);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('sees them on the account pages: orders, points, coupons, reviews, favourites', async () => {
    const orders = await get<{ list: unknown[]; total: number }>(
      ctx.app,
      '/api/front/order/list?page=1&limit=20',
      shopper,
    );
    expect(orders.status).toBe(200);
    expect(orders.body.data.list.length).toBeGreaterThanOrEqual(10);
    // Every tab of "My orders" has something in it.
    const tabs = await get<Record<string, number>>(ctx.app, '/api/front/order/data', shopper);
    for (const tab of ['unpaid', 'toShip', 'toReceive', 'toReview', 'refund', 'completed'])
      expect(tabs.body.data[tab], tab).toBeGreaterThan(0);

    const points = await count(sql`
      SELECT count(DISTINCT type) FROM points_ledger l JOIN users u ON u.id = l.user_id
      WHERE u.email = 'shopper@example.com'`);
    expect(points).toBe(2); // earned and spent
    const frozen = await count(sql`
      SELECT count(*) FROM points_ledger l JOIN users u ON u.id = l.user_id
      WHERE u.email = 'shopper@example.com' AND l.available_at > now()`);
    expect(frozen).toBe(1);

    const { rows: coupons } = await ctx.db.execute<{ state: string }>(sql`
      SELECT DISTINCT CASE WHEN cu.status = 'used' THEN 'used' WHEN cu.valid_to < now() THEN 'expired' ELSE 'unused' END
        AS state
      FROM coupon_users cu JOIN users u ON u.id = cu.user_id WHERE u.email = 'shopper@example.com' ORDER BY 1`);
    expect(coupons.map((c) => c.state)).toEqual(['expired', 'unused', 'used']);

    expect(
      await count(sql`SELECT count(*) FROM reviews r JOIN users u ON u.id = r.user_id
        WHERE u.email = 'shopper@example.com' AND r.order_item_id IS NOT NULL`),
    ).toBeGreaterThanOrEqual(4);
    expect(
      await count(sql`SELECT count(*) FROM product_collects f JOIN users u ON u.id = f.user_id
        WHERE u.email = 'shopper@example.com'`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`SELECT count(*) FROM merchant_follows f JOIN users u ON u.id = f.user_id
        WHERE u.email = 'shopper@example.com'`),
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('the demo history', () => {
  it("is in the notice centre but mails nobody, so the shopper's first order is mailed at once (audit GM F6)", async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM users WHERE email = 'shopper@example.com'`,
    );
    const userId = rows[0]!.id;
    expect(await count(sql`SELECT count(*) FROM notices WHERE user_id = ${userId}`)).toBeGreaterThan(5);
    expect(
      await count(sql`SELECT count(*) FROM notice_deliveries WHERE channel <> 'site' AND status = 'pending'`),
    ).toBe(0);
    // The first start's sender, then the demo shopper's first order: its mail goes now, not in an hour.
    await deliverDue({ db: ctx.db, messaging: ctx.app.messaging });
    const { rows: shop } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM merchants ORDER BY id LIMIT 1`);
    const order = await placeOrder(ctx, await createSession(ctx.db, userId), await skusOf(ctx, shop[0]!.id, 1));
    await deliverDue({ db: ctx.db, messaging: ctx.app.messaging });
    const { rows: mails } = await ctx.db.execute<{ status: string; reason: string | null }>(sql`
      SELECT d.status, d.reason FROM notice_deliveries d JOIN notices n ON n.id = d.notice_id
      WHERE n.user_id = ${userId} AND n.kind = 'order_paid' AND d.channel = 'email' AND n.link LIKE ${`%${order.parentNo}%`}`);
    expect(mails).toEqual([{ status: 'sent', reason: null }]);
  });
});
