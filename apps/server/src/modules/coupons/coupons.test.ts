import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { createSession } from '../../platform/session';
import { addAddress, makeCoupon, pickSku, receive, startCheckout } from './checkout-fixtures';

let ctx: TestContext;
let techzone: number;
let otherShop: number;
let merchant: string;
let admin: string;

type CouponItem = {
  id: number;
  merId: number;
  useType: number;
  money: string;
  minSpend: string;
  received: boolean;
  receivable: boolean;
  remaining: number | null;
  productIds: number[];
  categoryName: string;
};
type Paged<T> = { list: T[]; total: number; page: number; limit: number };

beforeAll(async () => {
  ctx = await startTestApp();
  const m = await merchantToken(ctx.db);
  techzone = m.merchantId;
  merchant = m.token;
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM merchants WHERE status = 'open' AND id <> ${techzone} ORDER BY id LIMIT 1`,
  );
  otherShop = rows[0]!.id;
  const { rows: admins } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE email = 'admin@example.com'`,
  );
  admin = await createSession(ctx.db, admins[0]!.id);
});
afterAll(() => ctx?.close());

async function takenOf(couponId: number) {
  const { rows } = await ctx.db.execute<{ taken: number; held: number }>(sql`
    SELECT taken, (SELECT count(*) FROM coupon_users WHERE coupon_id = ${couponId})::int AS held
    FROM coupons WHERE id = ${couponId}`);
  return rows[0]!;
}

describe('the demo data', () => {
  it('has coupons of every kind in several shops and on the platform', async () => {
    const { rows } = await ctx.db.execute<{ kinds: number; shops: number; platform: number }>(sql`
      SELECT count(DISTINCT use_type)::int AS kinds, count(DISTINCT merchant_id) FILTER (WHERE merchant_id > 0)::int AS shops,
        count(DISTINCT use_type) FILTER (WHERE merchant_id = 0)::int AS platform
      FROM coupons`);
    expect(rows[0]).toEqual({ kinds: 3, shops: expect.any(Number), platform: 3 });
    expect(rows[0]!.shops).toBeGreaterThanOrEqual(4);
    const { rows: odd } = await ctx.db.execute(
      sql`SELECT id FROM coupons WHERE amount <= 0 OR (min_spend > 0 AND amount >= min_spend)`,
    );
    expect(odd).toEqual([]);
  });
});

describe('GET /api/front/coupons', () => {
  it('lists open coupons to a visitor, none received; filters by shop, kind and product', async () => {
    const all = await get<Paged<CouponItem>>(ctx.app, '/api/front/coupons?limit=100');
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThan(10);
    expect(all.body.data.list.every((c) => c.received === false && c.receivable)).toBe(true);

    const shop = await get<Paged<CouponItem>>(ctx.app, `/api/front/coupons?merId=${techzone}&limit=100`);
    expect(shop.body.data.list.length).toBeGreaterThan(0);
    expect(shop.body.data.list.every((c) => c.merId === techzone)).toBe(true);
    const platform = await get<Paged<CouponItem>>(ctx.app, '/api/front/coupons?merId=0&useType=3');
    expect(platform.body.data.list.length).toBeGreaterThan(0);
    expect(platform.body.data.list.every((c) => c.merId === 0 && c.useType === 3 && c.categoryName !== '')).toBe(true);

    const goods = shop.body.data.list.find((c) => c.useType === 2)!;
    const productId = goods.productIds[0]!;
    const forProduct = await get<Paged<CouponItem>>(ctx.app, `/api/front/coupons?productId=${productId}&limit=100`);
    const ids = forProduct.body.data.list.map((c) => c.id);
    expect(ids).toContain(goods.id);
    expect(forProduct.body.data.list.every((c) => c.merId === techzone || c.merId === 0)).toBe(true);
    expect(forProduct.body.data.list.some((c) => c.merId === 0 && c.useType === 1)).toBe(true);
    // A goods coupon of the same shop that does not name this product is not offered.
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT id FROM coupons WHERE merchant_id = ${techzone} AND use_type = 2
        AND NOT product_ids @> ${JSON.stringify([productId])}::jsonb`);
    for (const r of rows) expect(ids).not.toContain(r.id);
  });

  it('refuses a malformed query', async () => {
    expect((await get(ctx.app, '/api/front/coupons?useType=4')).status).toBe(400);
    expect((await get(ctx.app, '/api/front/coupons?limit=1000')).status).toBe(400);
  });
});

describe('POST /api/front/coupon/receive', () => {
  it('takes one; the list says received; a second is refused (one per user) and nothing moves', async () => {
    const { token } = await newShopper(ctx.db);
    const couponId = await makeCoupon(ctx, { merchantId: techzone, amount: 300, minSpend: 2000, total: 5 });
    const res = await post<{ id: number; couponId: number; validFrom: string; validTo: string }>(
      ctx.app,
      '/api/front/coupon/receive',
      { couponId },
      { headers: bearer(token) },
    );
    expect(res.body).toMatchObject({ code: 200, message: 'Coupon received', data: { couponId } });
    // 30 days after receiving.
    const days = (Date.parse(res.body.data.validTo) - Date.parse(res.body.data.validFrom)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const again = await post(ctx.app, '/api/front/coupon/receive', { couponId }, { headers: bearer(token) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already received this coupon');
    expect(await takenOf(couponId)).toEqual({ taken: 1, held: 1 });
    const list = await get<Paged<CouponItem>>(ctx.app, `/api/front/coupons?merId=${techzone}&limit=100`, bearer(token));
    const item = list.body.data.list.find((c) => c.id === couponId)!;
    expect(item).toMatchObject({ received: true, receivable: false, remaining: 4 });
  });

  it('two clicks at once still take one', async () => {
    const { token } = await newShopper(ctx.db);
    const couponId = await makeCoupon(ctx, { merchantId: techzone, amount: 300, minSpend: 2000 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(ctx.app, '/api/front/coupon/receive', { couponId }, { headers: bearer(token) }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await takenOf(couponId)).toEqual({ taken: 1, held: 1 });
  });

  it('perUser 2 allows two', async () => {
    const { token } = await newShopper(ctx.db);
    const couponId = await makeCoupon(ctx, { merchantId: 0, amount: 300, minSpend: 2000, perUser: 2 });
    await receive(ctx, token, couponId);
    await receive(ctx, token, couponId);
    const third = await post(ctx.app, '/api/front/coupon/receive', { couponId }, { headers: bearer(token) });
    expect(third.status).toBe(409);
    expect(await takenOf(couponId)).toEqual({ taken: 2, held: 2 });
  });

  it('refuses a visitor, an unknown coupon, a closed one, one outside its window and a sold-out one', async () => {
    const { token } = await newShopper(ctx.db);
    const couponId = await makeCoupon(ctx, { merchantId: techzone, amount: 300, minSpend: 2000, total: 1 });
    expect((await post(ctx.app, '/api/front/coupon/receive', { couponId })).status).toBe(401);
    const unknown = await post(
      ctx.app,
      '/api/front/coupon/receive',
      { couponId: 99_999_999 },
      { headers: bearer(token) },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This coupon does not exist');

    const closed = await makeCoupon(ctx, { merchantId: techzone, amount: 300 });
    await ctx.db.execute(sql`UPDATE coupons SET status = 'closed' WHERE id = ${closed}`);
    const late = await makeCoupon(ctx, { merchantId: techzone, amount: 300 });
    await ctx.db.execute(sql`UPDATE coupons SET receive_to = now() - interval '1 minute' WHERE id = ${late}`);
    const early = await makeCoupon(ctx, { merchantId: techzone, amount: 300 });
    await ctx.db.execute(sql`UPDATE coupons SET receive_from = now() + interval '1 day' WHERE id = ${early}`);
    for (const id of [closed, late, early]) {
      const res = await post(ctx.app, '/api/front/coupon/receive', { couponId: id }, { headers: bearer(token) });
      expect(res.body).toMatchObject({ code: 400, message: 'This coupon cannot be received now' });
      expect(await takenOf(id)).toEqual({ taken: 0, held: 0 });
    }

    await receive(ctx, token, couponId);
    const other = await newShopper(ctx.db);
    const soldOut = await post(ctx.app, '/api/front/coupon/receive', { couponId }, { headers: bearer(other.token) });
    expect(soldOut.body).toMatchObject({ code: 409, message: 'This coupon has all been taken' });
    // Sold out: no longer offered to others, still shown to its holder.
    const seen = await get<Paged<CouponItem>>(
      ctx.app,
      `/api/front/coupons?merId=${techzone}&limit=100`,
      bearer(other.token),
    );
    expect(seen.body.data.list.map((c) => c.id)).not.toContain(couponId);
    const held = await get<Paged<CouponItem>>(ctx.app, `/api/front/coupons?merId=${techzone}&limit=100`, bearer(token));
    expect(held.body.data.list.find((c) => c.id === couponId)).toMatchObject({ received: true, remaining: 0 });
  });

  it('refuses extra fields and a malformed id', async () => {
    const { token } = await newShopper(ctx.db);
    for (const body of [{ couponId: 'x' }, { couponId: -1 }, { couponId: 1, userId: 2 }, {}]) {
      const res = await post(ctx.app, '/api/front/coupon/receive', body, { headers: bearer(token) });
      expect(res.status).toBe(400);
    }
  });
});

describe('GET /api/front/coupon/list', () => {
  it('usable and unusable, by kind, only my own', async () => {
    const { token } = await newShopper(ctx.db);
    const shopCoupon = await receive(
      ctx,
      token,
      await makeCoupon(ctx, { merchantId: techzone, amount: 500, minSpend: 4900 }),
    );
    const goodsCoupon = await receive(
      ctx,
      token,
      await makeCoupon(ctx, { merchantId: otherShop, amount: 200, minSpend: 1000, useType: 2, productIds: [1] }),
    );
    const expired = await receive(ctx, token, await makeCoupon(ctx, { merchantId: 0, amount: 100, minSpend: 500 }));
    await ctx.db.execute(sql`UPDATE coupon_users SET valid_to = now() - interval '1 second' WHERE id = ${expired}`);
    type Mine = { id: number; status: string; money: string; minSpend: string; merName: string; useType: number };

    const usable = await get<Paged<Mine>>(ctx.app, '/api/front/coupon/list?type=usable', bearer(token));
    expect(usable.body.data.list.map((c) => c.id).sort()).toEqual([shopCoupon, goodsCoupon].sort());
    expect(usable.body.data.list.find((c) => c.id === shopCoupon)).toMatchObject({
      status: 'unused',
      money: '5.00',
      minSpend: '49.00',
      merName: 'TechZone Official Store',
    });
    const goods = await get<Paged<Mine>>(ctx.app, '/api/front/coupon/list?type=usable&useType=2', bearer(token));
    expect(goods.body.data.list.map((c) => c.id)).toEqual([goodsCoupon]);
    const unusable = await get<Paged<Mine>>(ctx.app, '/api/front/coupon/list?type=unusable', bearer(token));
    expect(unusable.body.data.list).toEqual([expect.objectContaining({ id: expired, status: 'expired' })]);

    const other = await newShopper(ctx.db);
    const theirs = await get<Paged<Mine>>(ctx.app, '/api/front/coupon/list', bearer(other.token));
    expect(theirs.body.data).toMatchObject({ list: [], total: 0 });
    expect((await get(ctx.app, '/api/front/coupon/list')).status).toBe(401);
  });

  // Audit FL6: usable means what checkout takes now. A coupon whose window has not started, or of a suspended shop, is
  // listed as not usable now with the state that says why, and a suspended shop's coupon is not announced as expiring.
  it('lists a coupon not started yet and one of a suspended shop as not usable now, and reminds of neither', async () => {
    const { token } = await newShopper(ctx.db);
    const ready = await receive(ctx, token, await makeCoupon(ctx, { merchantId: techzone, amount: 300 }));
    const later = await receive(ctx, token, await makeCoupon(ctx, { merchantId: techzone, amount: 400 }));
    await ctx.db.execute(sql`
      UPDATE coupon_users SET valid_from = now() + interval '10 days', valid_to = now() + interval '20 days'
      WHERE id = ${later}`);
    const ofSuspended = await receive(ctx, token, await makeCoupon(ctx, { merchantId: otherShop, amount: 200 }));
    const mallWide = await receive(ctx, token, await makeCoupon(ctx, { merchantId: 0, amount: 100 }));
    // Both ending within the day: only the one that can be spent is a reminder.
    await ctx.db.execute(
      sql`UPDATE coupon_users SET valid_to = now() + interval '3 hours' WHERE id IN (${ofSuspended}, ${mallWide})`,
    );
    await ctx.db.execute(sql`UPDATE merchants SET status = 'suspended' WHERE id = ${otherShop}`);
    try {
      type Mine = { id: number; status: string };
      const list = async (type: string) =>
        (await get<Paged<Mine>>(ctx.app, `/api/front/coupon/list?type=${type}`, bearer(token))).body.data;
      const usable = await list('usable');
      expect(usable.list.map((c) => c.id).sort()).toEqual([ready, mallWide].sort());
      expect(usable.total).toBe(2);
      const unusable = await list('unusable');
      expect(unusable.list.map((c) => [c.id, c.status]).sort()).toEqual(
        [
          [later, 'notStarted'],
          [ofSuspended, 'shopSuspended'],
        ].sort(),
      );
      const { recordExpiringCoupons } = await import('../notices/sender-loop');
      await recordExpiringCoupons(ctx.db);
      const { rows } = await ctx.db.execute<{ key: string }>(sql`
        SELECT dedupe_key AS key FROM notices
        WHERE dedupe_key IN (${`coupon_expiring:${ofSuspended}`}, ${`coupon_expiring:${mallWide}`})`);
      expect(rows.map((r) => r.key)).toEqual([`coupon_expiring:${mallWide}`]);
    } finally {
      await ctx.db.execute(sql`UPDATE merchants SET status = 'open' WHERE id = ${otherShop}`);
    }
    // Reopened, the shop's coupon is usable again.
    const back = await get<Paged<{ id: number; status: string }>>(
      ctx.app,
      '/api/front/coupon/list?type=usable',
      bearer(token),
    );
    expect(back.body.data.list.find((c) => c.id === ofSuspended)?.status).toBe('unused');
  });
});

describe('console coupons', () => {
  const base = { name: 'Spring sale', money: '5', minSpend: '49', validDays: 10 };

  it("a merchant creates whole-shop, goods and category coupons of the shop's own products and lists them with counts", async () => {
    const { rows: own } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE merchant_id = ${techzone} ORDER BY id LIMIT 2`,
    );
    const { rows: cats } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM categories WHERE parent_id = 0 LIMIT 1`,
    );
    const created: number[] = [];
    for (const body of [
      { ...base, useType: 1, total: 100 },
      { ...base, useType: 2, productIds: own.map((r) => r.id) },
      {
        ...base,
        useType: 3,
        categoryId: cats[0]!.id,
        validDays: undefined,
        validFrom: new Date().toISOString(),
        validTo: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      },
    ]) {
      const res = await post<{ id: number }>(ctx.app, '/api/merchant/coupons', body, { headers: bearer(merchant) });
      expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200, message: 'Coupon created' });
      created.push(res.body.data.id);
    }
    const shopper = await newShopper(ctx.db);
    await receive(ctx, shopper.token, created[0]!);
    const list = await get<Paged<{ id: number; taken: number; used: number; money: string; status: string }>>(
      ctx.app,
      '/api/merchant/coupons?limit=100',
      bearer(merchant),
    );
    expect(list.body.data.list.find((c) => c.id === created[0])).toMatchObject({ taken: 1, used: 0, money: '5.00' });
    const { rows } = await ctx.db.execute<{ merchant_id: number }>(
      sql`SELECT DISTINCT merchant_id FROM coupons WHERE id IN (${created[0]!}, ${created[1]!}, ${created[2]!})`,
    );
    expect(rows).toEqual([{ merchant_id: techzone }]);
  });

  it("refuses another shop's products, bad money and bad validity, with clear messages", async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE merchant_id = ${otherShop} ORDER BY id LIMIT 1`,
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, useType: 2, productIds: [rows[0]!.id] }, 'A goods coupon can only cover products of your shop'],
      [{ ...base, useType: 2 }, 'Choose the products of a goods coupon'],
      [{ ...base, useType: 1, money: '49' }, 'The discount must be less than the minimum spend'],
      [{ ...base, useType: 1, money: '5.555' }, 'Enter an amount such as 5 or 5.50'],
      [{ ...base, useType: 1, money: '0' }, 'The discount must be more than 0'],
      [
        { ...base, useType: 1, validFrom: new Date().toISOString() },
        'Give the days of validity or fixed dates, not both',
      ],
      [{ ...base, useType: 3, categoryId: 99_999 }, 'This category does not exist'],
      [{ ...base, useType: 1, name: '' }, 'Fill in the coupon name'],
      // Past the largest amount the mall handles, and coupons nobody could ever receive or use.
      [{ ...base, useType: 1, money: '9999999.99', minSpend: '0' }, 'Enter an amount such as 5 or 5.50'],
      [
        { ...base, useType: 1, receiveFrom: '2020-01-01T00:00:00Z', receiveTo: '2020-02-01T00:00:00Z' },
        'Receiving must end in the future',
      ],
      [
        {
          ...base,
          useType: 1,
          validDays: undefined,
          validFrom: '2031-01-01T00:00:00Z',
          validTo: '2031-02-01T00:00:00Z',
          receiveFrom: '2032-01-01T00:00:00Z',
          receiveTo: '2032-02-01T00:00:00Z',
        },
        'Receiving must start before the validity ends',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(ctx.app, '/api/merchant/coupons', body, { headers: bearer(merchant) });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it('names the field of each rule it checks itself, in the reader’s language, so the console marks it (audit W5)', async () => {
    const past = { validDays: undefined, validFrom: '2020-01-01T00:00:00Z', validTo: '2020-02-01T00:00:00Z' };
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'merchant',
        { ...base, useType: 1, money: '50', minSpend: '30' },
        'money',
        'La réduction doit être inférieure au montant minimum',
      ],
      ['merchant', { ...base, useType: 1, money: '0' }, 'money', 'La réduction doit être supérieure à 0'],
      ['merchant', { ...base, useType: 1, ...past }, 'validTo', 'La validité doit se terminer dans le futur'],
      [
        'merchant',
        { ...base, useType: 1, receiveFrom: '2020-01-01T00:00:00Z', receiveTo: '2020-02-01T00:00:00Z' },
        'receiveTo',
        'La période d’obtention doit se terminer dans le futur',
      ],
      [
        'merchant',
        { ...base, useType: 2, productIds: [99_999] },
        'productIds',
        'Un produit choisi pour ce bon n’existe pas',
      ],
      ['merchant', { ...base, useType: 3, categoryId: 99_999 }, 'categoryId', 'Cette catégorie n’existe pas'],
      // The platform has no shop: an id of no product is told as such.
      [
        'admin',
        { ...base, useType: 2, productIds: [99_999] },
        'productIds',
        'Un produit choisi pour ce bon n’existe pas',
      ],
    ];
    for (const [area, body, field, detail] of cases) {
      const res = await post(ctx.app, `/api/${area}/coupons`, body, {
        headers: { ...bearer(area === 'admin' ? admin : merchant), 'accept-language': 'fr' },
      });
      expect(res.status, detail).toBe(400);
      expect(res.body.data, detail).toEqual({ field, detail });
      expect(res.body.message, detail).toBe(detail);
    }
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE merchant_id = ${otherShop} ORDER BY id LIMIT 1`,
    );
    const foreign = await post(
      ctx.app,
      '/api/merchant/coupons',
      { ...base, useType: 2, productIds: [rows[0]!.id] },
      {
        headers: bearer(merchant),
      },
    );
    expect(foreign.body.data).toEqual({
      field: 'productIds',
      detail: 'A goods coupon can only cover products of your shop',
    });
  });

  it('closing stops receiving; only the owner may close; shoppers and staff of shops cannot reach the platform', async () => {
    const created = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/coupons',
      { ...base, useType: 1 },
      { headers: bearer(merchant) },
    );
    const id = created.body.data.id;
    const shopper = await newShopper(ctx.db);
    expect((await get(ctx.app, '/api/merchant/coupons', bearer(shopper.token))).status).toBe(403);
    expect(
      (await post(ctx.app, `/api/merchant/coupons/${id}/close`, undefined, { headers: bearer(shopper.token) })).status,
    ).toBe(403);
    expect(
      (await post(ctx.app, `/api/admin/coupons/${id}/close`, undefined, { headers: bearer(merchant) })).status,
    ).toBe(403);
    // The platform's close of a shop's coupon finds nothing: admin coupons are the platform's own.
    expect((await post(ctx.app, `/api/admin/coupons/${id}/close`, undefined, { headers: bearer(admin) })).status).toBe(
      404,
    );
    const close = await post(ctx.app, `/api/merchant/coupons/${id}/close`, undefined, { headers: bearer(merchant) });
    expect(close.body).toMatchObject({ code: 200, message: 'Coupon closed' });
    const res = await post(ctx.app, '/api/front/coupon/receive', { couponId: id }, { headers: bearer(shopper.token) });
    expect(res.status).toBe(400);
    const front = await get<Paged<CouponItem>>(ctx.app, `/api/front/coupons?merId=${techzone}&limit=100`);
    expect(front.body.data.list.map((c) => c.id)).not.toContain(id);
  });

  it('the platform creates its own coupons (merchantId 0) and lists only those', async () => {
    const res = await post<{ id: number }>(
      ctx.app,
      '/api/admin/coupons',
      { ...base, useType: 2, productIds: [1, 2] },
      { headers: bearer(admin) },
    );
    expect(res.body.code).toBe(200);
    const { rows } = await ctx.db.execute<{ merchant_id: number }>(
      sql`SELECT merchant_id FROM coupons WHERE id = ${res.body.data.id}`,
    );
    expect(rows[0]!.merchant_id).toBe(0);
    const list = await get<Paged<{ merId: number }>>(ctx.app, '/api/admin/coupons?limit=100', bearer(admin));
    expect(list.body.data.list.every((c) => c.merId === 0)).toBe(true);
    const shopper = await newShopper(ctx.db);
    expect(
      (await post(ctx.app, '/api/admin/coupons', { ...base, useType: 1 }, { headers: bearer(shopper.token) })).status,
    ).toBe(403);
  });
});

describe("a coupon's name in the reader's language (decision 0056, audit FS12)", () => {
  const th = (token?: string) => ({ ...(token ? bearer(token) : {}), 'accept-language': 'th' });
  type Named = { id: number; couponId?: number; name: string };

  it('the demo\'s "Mall coupon" reads in Thai, its English name to an English reader', async () => {
    const name = async (headers: Record<string, string>) =>
      (await get<Paged<Named>>(ctx.app, '/api/front/coupons?merId=0&limit=100', headers)).body.data.list.map(
        (c) => c.name,
      );
    const thai = await name(th());
    expect(thai).toContain('คูปองห้าง');
    expect(thai).not.toContain('Mall coupon');
    expect(await name({ 'accept-language': 'en' })).toContain('Mall coupon');
    // Every demo coupon carries its five other names; a category coupon's come from its category's.
    const { rows } = await ctx.db.execute<{
      name: string;
      th: string | null;
      fr: string | null;
      cat_th: string | null;
    }>(sql`
      SELECT c.name, c.names->>'th' AS th, c.names->>'fr' AS fr, cat.names->>'th' AS cat_th
      FROM coupons c LEFT JOIN categories cat ON cat.id = c.category_id
      WHERE c.name IN ('Store coupon', 'Welcome coupon', 'Best sellers', 'Big basket coupon', 'Picks of the week')
        OR (c.use_type = 3 AND (c.name LIKE '% coupon' OR c.name LIKE '% week'))`);
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) {
      expect(r.th, r.name).toMatch(/[\u0E00-\u0E7F]/);
      expect(r.fr, r.name).toBeTruthy();
      if (r.cat_th) expect(r.th, r.name).toContain(r.cat_th);
    }
  });

  it('a coupon created with names reads in Thai in the lists and at checkout, in English as written', async () => {
    const res = await post<{ id: number }>(
      ctx.app,
      '/api/admin/coupons',
      {
        name: 'Rainy day coupon',
        names: { th: '  คูปองวันฝนตก ', fr: 'Bon des jours de pluie', 'zh-CN': '' },
        useType: 1,
        money: '1',
        minSpend: '0',
        validDays: 10,
      },
      { headers: bearer(admin) },
    );
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
    const id = res.body.data.id;
    // Only the languages given are kept, trimmed: a Chinese reader reads the name as written.
    const { rows } = await ctx.db.execute<{ names: unknown }>(sql`SELECT names FROM coupons WHERE id = ${id}`);
    expect(rows[0]!.names).toEqual({ th: 'คูปองวันฝนตก', fr: 'Bon des jours de pluie' });
    const centre = async (headers: Record<string, string>) =>
      (await get<Paged<Named>>(ctx.app, '/api/front/coupons?merId=0&limit=100', headers)).body.data.list.find(
        (c) => c.id === id,
      )?.name;
    expect(await centre(th())).toBe('คูปองวันฝนตก');
    expect(await centre({ 'accept-language': 'en' })).toBe('Rainy day coupon');
    expect(await centre({ 'accept-language': 'zh-CN' })).toBe('Rainy day coupon');

    const shopper = await newShopper(ctx.db);
    const held = await receive(ctx, shopper.token, id);
    const mine = await get<Paged<Named>>(ctx.app, '/api/front/coupon/list?type=usable&limit=100', th(shopper.token));
    expect(mine.body.data.list.find((c) => c.id === held)?.name).toBe('คูปองวันฝนตก');

    await addAddress(ctx, shopper.token);
    const pre = await startCheckout(ctx, shopper.token, [{ sku: await pickSku(ctx, techzone, 5000), quantity: 1 }]);
    const load = async (language: string) =>
      (
        await get<{ platformCoupons: Named[] }>(ctx.app, `/api/front/order/load/pre/${pre}`, {
          ...bearer(shopper.token),
          'accept-language': language,
        })
      ).body.data.platformCoupons.find((c) => c.id === held)?.name;
    expect(await load('th')).toBe('คูปองวันฝนตก');
    expect(await load('en')).toBe('Rainy day coupon');

    // The expiry notice, in the recipient's language.
    await ctx.db.execute(sql`UPDATE coupon_users SET valid_to = now() + interval '3 hours' WHERE id = ${held}`);
    const { recordExpiringCoupons } = await import('../notices/sender-loop');
    await recordExpiringCoupons(ctx.db);
    const notice = async (language: string) =>
      (
        await get<Paged<{ kind: string; body: string }>>(ctx.app, '/api/front/notices', {
          ...bearer(shopper.token),
          'accept-language': language,
        })
      ).body.data.list.find((n) => n.kind === 'coupon_expiring')?.body;
    expect(await notice('th')).toContain('คูปองวันฝนตก');
    expect(await notice('en')).toContain('Rainy day coupon');

    // The console lists it in the console's language.
    const console = await get<Paged<Named>>(ctx.app, '/api/admin/coupons?limit=100', th(admin));
    expect(console.body.data.list.find((c) => c.id === id)?.name).toBe('คูปองวันฝนตก');
  });

  it('bounds each name as the name, in characters as the reader counts them, and refuses a blank one', async () => {
    const body = { name: 'Shop coupon', useType: 1, money: '1', minSpend: '0', validDays: 10 };
    // 40 Thai letters with their marks: more than 40 code units, 40 characters seen.
    const forty = 'กี้'.repeat(40);
    const fits = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/coupons',
      { ...body, name: forty, names: { th: forty, lo: 'ຄູປອງຮ້ານ' } },
      { headers: bearer(merchant) },
    );
    expect(fits.body, JSON.stringify(fits.body)).toMatchObject({ code: 200 });
    const { rows } = await ctx.db.execute<{ names: unknown }>(
      sql`SELECT names FROM coupons WHERE id = ${fits.body.data.id}`,
    );
    expect(rows[0]!.names).toEqual({ th: forty, lo: 'ຄູປອງຮ້ານ' });
    const long = await post(
      ctx.app,
      '/api/merchant/coupons',
      { ...body, names: { th: `${forty}ก` } },
      { headers: th(merchant) },
    );
    expect(long.body).toMatchObject({ code: 400, message: expect.stringContaining('ชื่อคูปองที่แปลยาวได้ไม่เกิน 40') });
    const blank = await post(
      ctx.app,
      '/api/merchant/coupons',
      { ...body, names: { fr: '\u200b\u200b' } },
      { headers: bearer(merchant) },
    );
    expect(blank.body).toMatchObject({ code: 400, message: expect.stringContaining('Write something that shows') });
    const stranger = await post(
      ctx.app,
      '/api/merchant/coupons',
      { ...body, names: { en: 'Twice' } },
      { headers: bearer(merchant) },
    );
    expect(stranger.body.code).toBe(400);
  });
});
