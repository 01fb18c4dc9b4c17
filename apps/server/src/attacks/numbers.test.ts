import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../test/harness';
import { uploadVoucher } from '../../test/refund-helpers';
import { registerErrorHandling } from '../platform/errors';
import { addressOf, fingerprint, unchangedBy } from './support';

/**
 * Numbers beyond the columns (Hardening item 9): every number a request carries is bounded by its schema before it
 * reaches a column or a sum, money is parsed exactly, an order's total has a ceiling, and a number the database still
 * refuses answers 400, never a 500 with a stack trace.
 */

let ctx: TestContext;
let merchant: { token: string; merchantId: number };
let leafCategory: number;
let picture: string;

beforeAll(async () => {
  ctx = await startTestApp();
  merchant = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    SELECT c.id FROM categories c WHERE c.parent_id <> 0
      AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.id LIMIT 1`);
  leafCategory = rows[0]!.id;
  picture = await uploadVoucher(ctx, merchant.token);
});
afterAll(() => ctx?.close());

const asMerchant = () => ({ headers: bearer(merchant.token) });

function product(name: string, price: string, stock = 5) {
  return {
    name,
    categoryId: leafCategory,
    images: [picture],
    attrs: [],
    skus: [{ attrValues: [], price, otPrice: '', stock, image: '' }],
  };
}

async function createProduct(name: string, price: string, stock = 5) {
  const res = await post<{ id: number }>(ctx.app, '/api/merchant/products', product(name, price, stock), asMerchant());
  expect(res.body.code, res.body.message).toBe(200);
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM product_skus WHERE product_id = ${res.body.data.id}`,
  );
  return { productId: res.body.data.id, skuId: rows[0]!.id };
}

const PRICE_MESSAGE = 'A price is an amount from 0.01 to 999999.99';
const TOTAL_MESSAGE = 'The order total is too large; split it into several orders';

describe('product prices beyond the bound in the merchant console', () => {
  it.each(['21474836.48', '99999999.99', '1000000.00', '1000000'])(
    'refuses a price of %s on create and edit with a clear message, nothing changed',
    async (price) => {
      const { productId } = await createProduct(`Bounded ${price}`, '10.00');
      const created = await unchangedBy(ctx, () =>
        post(ctx.app, '/api/merchant/products', product(`Too dear ${price}`, price), asMerchant()),
      );
      expect(created.status).toBe(400);
      expect(created.body.message).toContain(PRICE_MESSAGE);
      const edited = await unchangedBy(ctx, () =>
        post(ctx.app, `/api/merchant/products/${productId}`, product(`Bounded ${price}`, price), asMerchant()),
      );
      expect(edited.status).toBe(400);
      expect(edited.body.message).toContain(PRICE_MESSAGE);
      const otPrice = await unchangedBy(ctx, () =>
        post(
          ctx.app,
          `/api/merchant/products/${productId}`,
          {
            ...product(`Bounded ${price}`, '10.00'),
            skus: [{ attrValues: [], price: '10.00', otPrice: price, stock: 5 }],
          },
          asMerchant(),
        ),
      );
      expect(otPrice.status).toBe(400);
      const { rows } = await ctx.db.execute<{ price: number }>(sql`SELECT price FROM products WHERE id = ${productId}`);
      expect(rows[0]!.price).toBe(1000);
    },
  );

  it('accepts the largest price, 999999.99, to the cent', async () => {
    const { productId } = await createProduct('Largest price', '999999.99');
    const { rows } = await ctx.db.execute<{ price: number }>(sql`SELECT price FROM products WHERE id = ${productId}`);
    expect(rows[0]!.price).toBe(99_999_999);
  });
});

describe('order totals beyond the bound', () => {
  async function shopper() {
    const buyer = await newShopper(ctx.db, 'big-spender');
    return { token: buyer.token, addressId: await addressOf(ctx, buyer.token) };
  }

  /** Pre-order then create; answers the first answer that is not a success (or the created order's). */
  async function tryBuy(
    buyer: { token: string; addressId: number },
    pre: { type: 'buyNow'; items: unknown[] } | { type: 'cart'; cartIds: number[] },
  ) {
    const started = await post<{ preOrderNo: string }>(ctx.app, '/api/front/order/pre/order', pre, {
      headers: bearer(buyer.token),
    });
    if (started.status !== 200) return started;
    const loaded = await get(ctx.app, `/api/front/order/load/pre/${started.body.data.preOrderNo}`, bearer(buyer.token));
    if (loaded.status !== 200) return loaded;
    return post(
      ctx.app,
      '/api/front/order/create',
      {
        preOrderNo: started.body.data.preOrderNo,
        addressId: buyer.addressId,
        couponIds: [],
        usePoints: false,
        mark: '',
        payType: 'card',
      },
      { headers: bearer(buyer.token) },
    );
  }

  it('refuses an order of two items at the largest price (total above 999999.99) with a clear message', async () => {
    const sku = await createProduct('Dear lamp', '999999.99');
    const buyer = await shopper();
    const before = await fingerprint(ctx);
    const res = await tryBuy(buyer, { type: 'buyNow', items: [{ ...sku, quantity: 2 }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TOTAL_MESSAGE);
    expect(await fingerprint(ctx)).toEqual(before);
  });

  it('refuses a cart whose total is above the bound at checkout, and buys one of them', async () => {
    const chair = await createProduct('Dear chair', '600000.00');
    const table = await createProduct('Dear table', '600000.00');
    const buyer = await shopper();
    const opts = { headers: bearer(buyer.token) };
    const cartIds: number[] = [];
    for (const sku of [chair, table]) {
      const added = await post<{ id: number }>(ctx.app, '/api/front/cart/save', { ...sku, quantity: 1 }, opts);
      expect(added.body.code, added.body.message).toBe(200);
      cartIds.push(added.body.data.id);
    }
    const res = await tryBuy(buyer, { type: 'cart', cartIds });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TOTAL_MESSAGE);
    const { rows } = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`);
    const one = await tryBuy(buyer, { type: 'cart', cartIds: [cartIds[0]!] });
    expect(one.body.code, one.body.message).toBe(200);
    const { rows: after } = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`);
    expect(after[0]!.n).toBe(rows[0]!.n + 1);
  });

  it('refuses a cart line whose amount alone is beyond the bound (a line is ordered whole), nothing changed', async () => {
    const sku = await createProduct('Dear sofa', '600000.00');
    const buyer = await shopper();
    const opts = { headers: bearer(buyer.token) };
    const two = await unchangedBy(ctx, () => post(ctx.app, '/api/front/cart/save', { ...sku, quantity: 2 }, opts));
    expect(two.status).toBe(400);
    expect(two.body.message).toBe(TOTAL_MESSAGE);
    const one = await post<{ id: number }>(ctx.app, '/api/front/cart/save', { ...sku, quantity: 1 }, opts);
    expect(one.body.code, one.body.message).toBe(200);
    const again = await post(ctx.app, '/api/front/cart/save', { ...sku, quantity: 1 }, opts);
    expect(again.body.message).toBe(TOTAL_MESSAGE);
    const raised = await post(ctx.app, '/api/front/cart/num', { id: one.body.data.id, quantity: 2 }, opts);
    expect(raised.status).toBe(400);
    expect(raised.body.message).toBe(TOTAL_MESSAGE);
    const { rows } = await ctx.db.execute<{ quantity: number }>(
      sql`SELECT quantity FROM cart_items WHERE id = ${one.body.data.id}`,
    );
    expect(rows[0]!.quantity).toBe(1);
  });

  it('refuses an order whose total would pass the integer range (a price stored before the bound) with 400', async () => {
    const sku = await createProduct('Legacy treasure', '100.00');
    // A row written before prices had their bound: the largest value the column holds.
    await ctx.db.execute(
      sql`UPDATE product_skus SET price = 2147483647, ot_price = 2147483647 WHERE id = ${sku.skuId}`,
    );
    const buyer = await shopper();
    const before = await fingerprint(ctx);
    const res = await tryBuy(buyer, { type: 'buyNow', items: [{ ...sku, quantity: 2 }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TOTAL_MESSAGE);
    expect(await fingerprint(ctx)).toEqual(before);
  });
});

describe('price filters of the public product list', () => {
  it.each([
    'minPrice=21474836.48',
    'maxPrice=99999999.99',
    'minPrice=1000000',
    'maxPrice=1e9',
    'minPrice=0.001',
    'maxPrice=9007199254740993',
    'minPrice=12345678901234567890.12',
  ])('answers 400 for %s with a clear message', async (query) => {
    const res = await get(ctx.app, `/api/front/product/list?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('A price filter is an amount from 0 to 999999.99');
  });

  it('filters exactly to the cent at the bounds (no floating point)', async () => {
    await createProduct('Cent exact', '0.29');
    const res = await get<{ list: { name: string; price: string }[] }>(
      ctx.app,
      '/api/front/product/list?keyword=Cent%20exact&minPrice=0.29&maxPrice=0.29',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((p) => p.price)).toEqual(['0.29']);
    const top = await get(ctx.app, '/api/front/product/list?minPrice=0&maxPrice=999999.99');
    expect(top.status).toBe(200);
  });
});

describe('quantities and points beyond their bounds', () => {
  it.each([2 ** 31, 2 ** 53, 1e308, -(2 ** 31) - 1, 1000])(
    'refuses a quantity of %s in the cart and at checkout, nothing changed',
    async (quantity) => {
      const buyer = await newShopper(ctx.db, 'hoarder');
      const { rows } = await ctx.db.execute<{ product_id: number; id: number }>(
        sql`SELECT product_id, id FROM product_skus ORDER BY id LIMIT 1`,
      );
      const line = { productId: rows[0]!.product_id, skuId: rows[0]!.id, quantity };
      const opts = { headers: bearer(buyer.token) };
      const saved = await unchangedBy(ctx, () => post(ctx.app, '/api/front/cart/save', line, opts));
      expect(saved.status).toBe(400);
      expect(saved.body.message).toMatch(/Quantity must be|At most 999 at a time/);
      const pre = await unchangedBy(ctx, () =>
        post(ctx.app, '/api/front/order/pre/order', { type: 'buyNow', items: [line] }, opts),
      );
      expect(pre.status).toBe(400);
    },
  );

  it.each([{ value: 2 ** 31 }, { value: 1e308 }, { earnRate: 2 ** 53 }, { maxShare: 101 }, { frozenDays: 2 ** 31 }])(
    'refuses points settings %o',
    async (change) => {
      const { rows } = await ctx.db.execute<{ id: number }>(
        sql`SELECT id FROM users WHERE email = 'admin@example.com'`,
      );
      const { createSession } = await import('../platform/session');
      const admin = bearer(await createSession(ctx.db, rows[0]!.id));
      const res = await post(
        ctx.app,
        '/api/admin/settings/points',
        { earnRate: 1, frozenDays: 7, value: 100, maxShare: 50, ...change },
        { headers: admin },
      );
      expect(res.status).toBe(400);
      expect((res.body.data as unknown as { field: string }).field).toBe(Object.keys(change)[0]);
      expect(res.body.message).not.toContain('parameter validation failed');
    },
  );
});

describe('the bound a refusal names', () => {
  it.each([1e20, 2 ** 53, 1e6])(
    "names the field's own limit for a whole number of %s, not the integer range (audit EX2)",
    async (huge) => {
      const body = { quickReplies: [], awayMessage: '', openingHours: [], notifyAfterMinutes: huge };
      const english = await post(ctx.app, '/api/merchant/chat/settings', body, { headers: bearer(merchant.token) });
      expect(english.status).toBe(400);
      expect((english.body.data as unknown as { field: string }).field).toBe('notifyAfterMinutes');
      expect(english.body.message).toMatch(/^(?!parameter validation failed).*\b1440\b/);
      const thai = await post(ctx.app, '/api/merchant/chat/settings', body, {
        headers: { ...bearer(merchant.token), 'accept-language': 'th' },
      });
      expect(thai.status).toBe(400);
      expect(thai.body.message).toContain('ค่าต้องไม่เกิน 1440');
    },
  );
});

describe('the last line of defence', () => {
  it('answers 400 "A number is out of range" for a numeric database error, without internals', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/overflow', async () => {
      throw Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' });
    });
    app.get('/not-a-number', async () => {
      throw Object.assign(new Error('invalid input syntax for type integer: "1e9"'), { code: '22P02' });
    });
    app.get('/wrapped', async () => {
      const cause = Object.assign(new Error('integer out of range'), { code: '22003' });
      throw new Error('Failed query: INSERT INTO orders ...', { cause });
    });
    for (const url of ['/overflow', '/not-a-number', '/wrapped']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code: 400, message: 'A number is out of range', data: null });
    }
    await app.close();
  });
});
