import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshIp, get, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { createSession } from '../../platform/session';

// Checkout sells at most ORDER_HOLD_MAX_SKU_UNITS (20 by default) of one item at a time (decision 0010); a cart line
// never holds more, so a shopper is told when they add, not at the last step of checkout (audit P3).

let ctx: TestContext;
type Sku = { productId: number; skuId: number };

const ENGLISH = 'You can order at most 20 of one item at a time';
const FRENCH = 'Vous pouvez commander au plus 20 exemplaires d’un même article à la fois';

/** An on-sale SKU of an open shop (a different one for each offset), with the stock the test wants. */
async function skuWithStock(offset: number, stock: number, db = ctx.db): Promise<Sku> {
  const { rows } = await db.execute<{ product_id: number; sku_id: number }>(sql`
    SELECT p.id AS product_id, s.id AS sku_id FROM product_skus s JOIN products p ON p.id = s.product_id
    JOIN merchants m ON m.id = p.merchant_id WHERE p.on_sale AND m.status = 'open' AND s.price < 100000
    ORDER BY s.id LIMIT 1 OFFSET ${offset}`);
  const r = rows[0]!;
  await db.execute(sql`UPDATE product_skus SET stock = ${stock} WHERE id = ${r.sku_id}`);
  return { productId: r.product_id, skuId: r.sku_id };
}

type Who = { token?: string; cookie?: string; language?: string };

async function call<T = unknown>(url: string, body: unknown, who: Who, method: 'GET' | 'POST' = 'POST') {
  const headers: Record<string, string> = { 'accept-language': who.language ?? 'en' };
  if (who.token) Object.assign(headers, bearer(who.token));
  if (who.cookie) headers.cookie = who.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await ctx.app.inject({
    method,
    url,
    headers,
    remoteAddress: freshIp(),
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return { status: res.statusCode, body: res.json() as { code: number; message: string; data: T }, setCookie };
}

const save = (sku: Sku, quantity: number, who: Who) =>
  call<{ id: number }>('/api/front/cart/save', { ...sku, quantity }, who);
const setQuantity = (id: number, quantity: number, who: Who) => call('/api/front/cart/num', { id, quantity }, who);

/** What the cart shows of one SKU: its lines' quantities. */
async function quantities(sku: Sku, who: Who) {
  const list = await call<{ items: { skuId: number; quantity: number }[] }[]>(
    '/api/front/cart/list',
    undefined,
    who,
    'GET',
  );
  return list.body.data
    .flatMap((g) => g.items)
    .filter((i) => i.skuId === sku.skuId)
    .map((i) => i.quantity);
}

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx?.close());

describe('a cart line holds no more of one item than checkout sells at a time (audit P3)', () => {
  it("an account's cart: an add or a quantity past 20 is refused in the shopper's language", async () => {
    const { token } = await newShopper(ctx.db, 'cap');
    const sku = await skuWithStock(31, 100);
    const over = await save(sku, 21, { token });
    expect([over.status, over.body.message]).toEqual([400, ENGLISH]);
    expect((await save(sku, 15, { token })).body.code).toBe(200);
    // 15 + 6 adds up past it.
    const adding = await save(sku, 6, { token, language: 'fr' });
    expect([adding.status, adding.body.message]).toEqual([400, FRENCH]);
    const added = await save(sku, 5, { token });
    expect(added.body.code).toBe(200);
    expect(await quantities(sku, { token })).toEqual([20]);

    const step = await setQuantity(added.body.data.id, 21, { token, language: 'fr' });
    expect([step.status, step.body.message]).toEqual([400, FRENCH]);
    expect((await setQuantity(added.body.data.id, 50, { token })).body.message).toBe(ENGLISH);
    expect((await setQuantity(added.body.data.id, 12, { token })).body.code).toBe(200);
    expect(await quantities(sku, { token })).toEqual([12]);

    // The stock rule stays, and is said first.
    const few = await skuWithStock(32, 8);
    expect((await save(few, 21, { token })).body.message).toBe('Only 8 left in stock');
  });

  it("a visitor's cart: the same", async () => {
    const sku = await skuWithStock(33, 100);
    const first = await save(sku, 20, {});
    expect(first.body.code).toBe(200);
    const cookie = first.setCookie.find((c) => c.startsWith('mall_cart='))!.split(';')[0]!;
    const more = await save(sku, 1, { cookie, language: 'fr' });
    expect([more.status, more.body.message]).toEqual([400, FRENCH]);
    const step = await setQuantity(first.body.data.id, 21, { cookie });
    expect([step.status, step.body.message]).toEqual([400, ENGLISH]);
    expect((await save(await skuWithStock(34, 100), 30, { cookie, language: 'fr' })).body.message).toBe(FRENCH);
    expect(await quantities(sku, { cookie })).toEqual([20]);
  });

  it('a sign-in merges a visitor cart into the account up to 20 of one item, as it does up to the stock', async () => {
    const signIn = (cookie?: string) =>
      call<{ token: string }>(
        '/api/front/login/email',
        { email: 'shopper@example.com', password: 'Shopper123!' },
        { cookie },
      );
    const shared = await skuWithStock(35, 100);
    const kept = await skuWithStock(36, 100);
    const before = (await signIn()).body.data.token;
    expect((await save(shared, 15, { token: before })).body.code).toBe(200);
    const visitor = await save(shared, 15, {});
    const cookie = visitor.setCookie.find((c) => c.startsWith('mall_cart='))!.split(';')[0]!;
    // A visitor line of 30, kept from before the cap.
    await ctx.db.execute(sql`
      INSERT INTO visitor_cart_items (cart_id, product_id, sku_id, quantity)
      SELECT cart_id, ${kept.productId}, ${kept.skuId}, 30 FROM visitor_cart_items WHERE id = ${visitor.body.data.id}`);

    const signedIn = await signIn(cookie);
    expect(signedIn.body.code).toBe(200);
    const token = signedIn.body.data.token;
    // 15 + 15 and 30: 20 each, what checkout will sell.
    expect(await quantities(shared, { token })).toEqual([20]);
    expect(await quantities(kept, { token })).toEqual([20]);
  });

  it('the home data tells the storefront where its steppers stop: the configured cap, at most 999', async () => {
    expect((await get<{ mostOfOneItem: number }>(ctx.app, '/api/pc/home/index')).body.data.mostOfOneItem).toBe(20);
    // With the share of the stock, the page's stepper stops where a low stock's cart line does (audit CE10).
    expect((await get<{ skuShare: number }>(ctx.app, '/api/pc/home/index')).body.data.skuShare).toBe(25);
    const seven = await startTestApp({ ORDER_HOLD_MAX_SKU_UNITS: '7' });
    const large = await startTestApp({ ORDER_HOLD_MAX_SKU_UNITS: '5000' });
    try {
      expect((await get<{ mostOfOneItem: number }>(seven.app, '/api/pc/home/index')).body.data.mostOfOneItem).toBe(7);
      // The cart stops at the same configured cap.
      const sku = await skuWithStock(37, 100, seven.db);
      const { token } = await newShopper(seven.db, 'seven');
      const add = (quantity: number) =>
        post(seven.app, '/api/front/cart/save', { ...sku, quantity }, { headers: bearer(token) });
      expect((await add(8)).body.message).toBe('You can order at most 7 of one item at a time');
      expect((await add(7)).body.code).toBe(200);
      expect((await get<{ mostOfOneItem: number }>(large.app, '/api/pc/home/index')).body.data.mostOfOneItem).toBe(999);
    } finally {
      await seven.close();
      await large.close();
    }
  });
});

describe('a cart line holds no more than checkout sells to this account of this item (audit AV7)', () => {
  /** Starts a checkout of the cart lines of these SKUs: its answer's code and message. */
  async function preOrder(skus: Sku[], who: Who) {
    const list = await call<{ items: { id: number; skuId: number }[] }[]>(
      '/api/front/cart/list',
      undefined,
      who,
      'GET',
    );
    const cartIds = list.body.data
      .flatMap((g) => g.items)
      .filter((i) => skus.some((sku) => sku.skuId === i.skuId))
      .map((i) => i.id);
    const pre = await call('/api/front/order/pre/order', { type: 'cart', cartIds }, who);
    return [pre.body.code, pre.body.message];
  }

  it("a guest's cart stops at the guest's 10, where checkout stops", async () => {
    // What POST /api/front/login/register/visitor makes: an account without password or verified contact.
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`INSERT INTO users (nickname, is_guest, guest_email) VALUES ('Guest av***', true, 'av7@example.org') RETURNING id`,
    );
    const token = await createSession(ctx.db, rows[0]!.id);
    const sku = await skuWithStock(40, 100);
    const over = await save(sku, 15, { token, language: 'fr' });
    expect([over.status, over.body.message]).toEqual([
      400,
      'Vous pouvez commander au plus 10 exemplaires d’un même article à la fois',
    ]);
    const added = await save(sku, 10, { token });
    expect(added.body.code).toBe(200);
    expect((await setQuantity(added.body.data.id, 11, { token })).body.message).toBe(
      'You can order at most 10 of one item at a time',
    );
    expect(await preOrder([sku], { token })).toEqual([200, 'success']);
  });

  it("a low-stock item: its checkout share (a quarter of the stock, never below 5) is the cart's too", async () => {
    const { token } = await newShopper(ctx.db, 'lowstock');
    const eight = await skuWithStock(41, 8);
    const over = await save(eight, 7, { token, language: 'zh-CN' });
    expect([over.status, over.body.message]).toEqual([400, '同一商品每次最多可购买 5 件']);
    const added = await save(eight, 5, { token });
    expect(added.body.code).toBe(200);
    expect((await setQuantity(added.body.data.id, 6, { token })).body.message).toBe(
      'You can order at most 5 of one item at a time',
    );
    const forty = await skuWithStock(42, 40);
    expect((await save(forty, 11, { token })).body.message).toBe('You can order at most 10 of one item at a time');
    expect((await save(forty, 10, { token })).body.code).toBe(200);
    expect(await preOrder([eight, forty], { token })).toEqual([200, 'success']);
    // A visitor's cart follows the same share.
    expect((await save(await skuWithStock(43, 8), 6, {})).body.message).toBe(
      'You can order at most 5 of one item at a time',
    );
  });
});
