import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshIp, startTestApp, type TestContext } from '../../../test/harness';
import { clearOfWindowEdge, fillWindow } from '../../../test/rate-window';
import { removeSkusFromCarts } from './cart.service';

let ctx: TestContext;
type Sku = { productId: number; skuId: number };

/** An on-sale SKU of an open shop, with the stock the test wants. */
async function skuWithStock(offset: number, stock: number): Promise<Sku> {
  const { rows } = await ctx.db.execute<{ product_id: number; sku_id: number }>(sql`
    SELECT p.id AS product_id, s.id AS sku_id FROM product_skus s JOIN products p ON p.id = s.product_id
    JOIN merchants m ON m.id = p.merchant_id WHERE p.on_sale AND m.status = 'open' AND s.price < 100000
    ORDER BY s.id LIMIT 1 OFFSET ${offset}`);
  const r = rows[0]!;
  await ctx.db.execute(sql`UPDATE product_skus SET stock = ${stock} WHERE id = ${r.sku_id}`);
  return { productId: r.product_id, skuId: r.sku_id };
}

type Call = { method: 'GET' | 'POST'; url: string; body?: unknown; cookie?: string; token?: string; ip?: string };

async function call<T = unknown>({ method, url, body, cookie, token, ip }: Call) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (token) Object.assign(headers, bearer(token));
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await ctx.app.inject({
    method,
    url,
    headers,
    remoteAddress: ip ?? '127.0.0.1',
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return { status: res.statusCode, body: res.json() as { code: number; message: string; data: T }, setCookie };
}

/** The `mall_cart=…` pair a Set-Cookie line sets. */
function cartCookie(setCookie: string[]): string {
  const line = setCookie.find((c) => c.startsWith('mall_cart='));
  if (!line) throw new Error(`no mall_cart cookie in ${JSON.stringify(setCookie)}`);
  return line.split(';')[0]!;
}

const save = (sku: Sku, quantity: number, cookie?: string, ip?: string) =>
  call<{ id: number }>({ method: 'POST', url: '/api/front/cart/save', body: { ...sku, quantity }, cookie, ip });

const count = async (opts: { cookie?: string; token?: string }) =>
  (await call<{ count: number }>({ method: 'GET', url: '/api/front/cart/count?numType=true&type=total', ...opts })).body
    .data.count;

async function signIn(cookie?: string) {
  const res = await call<{ token: string }>({
    method: 'POST',
    url: '/api/front/login/email',
    body: { email: 'shopper@example.com', password: 'Shopper123!' },
    cookie,
    ip: freshIp(),
  });
  expect(res.body.code).toBe(200);
  return res;
}

async function accountLine(token: string, skuId: number) {
  const list = await call<{ items: { skuId: number; quantity: number }[] }[]>({
    method: 'GET',
    url: '/api/front/cart/list',
    token,
  });
  return list.body.data.flatMap((g) => g.items).filter((i) => i.skuId === skuId);
}

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx?.close());

describe('a visitor cart', () => {
  it('works without a token, kept by an httpOnly cookie of 30 days that the server sets', async () => {
    const sku = await skuWithStock(11, 50);
    const first = await save(sku, 2);
    expect(first.body.code).toBe(200);
    const line = first.setCookie.find((c) => c.startsWith('mall_cart='))!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Max-Age=2592000/);
    expect(line).toMatch(/Path=\/api\/front/);
    const cookie = cartCookie(first.setCookie);
    // The database keeps only the value's hash.
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM visitor_carts WHERE token_hash = ${cookie.split('=')[1]!}`,
    );
    expect(rows[0]!.n).toBe(0);

    expect((await save(sku, 3, cookie)).body.code).toBe(200);
    expect(await count({ cookie })).toBe(5);
    const list = await call<{ items: { id: number; quantity: number }[] }[]>({
      method: 'GET',
      url: '/api/front/cart/list',
      cookie,
    });
    const items = list.body.data.flatMap((g) => g.items);
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(5);

    // The same bounds as an account's cart.
    expect((await save(sku, 46, cookie)).body.code).toBe(400);
    const num = await call({
      method: 'POST',
      url: '/api/front/cart/num',
      body: { id: items[0]!.id, quantity: 7 },
      cookie,
    });
    expect(num.body.code).toBe(200);
    expect(await count({ cookie })).toBe(7);
    const del = await call({ method: 'POST', url: '/api/front/cart/delete', body: { ids: [items[0]!.id] }, cookie });
    expect(del.body.code).toBe(200);
    expect(await count({ cookie })).toBe(0);
  });

  it('a cart in use is kept 30 days from its last use: a change renews it, a view once a day', async () => {
    const sku = await skuWithStock(21, 50);
    const cookie = cartCookie((await save(sku, 2)).setCookie);
    const cartId = (await ctx.db.execute<{ id: number }>(sql`SELECT max(id) AS id FROM visitor_carts`)).rows[0]!.id;
    const daysLeft = async () =>
      Number(
        (
          await ctx.db.execute<{ days: number }>(
            sql`SELECT extract(epoch FROM expires_at - now()) / 86400 AS days FROM visitor_carts WHERE id = ${cartId}`,
          )
        ).rows[0]!.days,
      );
    const ageTo = (days: number) =>
      ctx.db.execute(
        sql`UPDATE visitor_carts SET expires_at = now() + make_interval(days => ${days}) WHERE id = ${cartId}`,
      );
    const list = () => call<{ items: { id: number }[] }[]>({ method: 'GET', url: '/api/front/cart/list', cookie });
    const lineId = (await list()).body.data.flatMap((g) => g.items)[0]!.id;

    // Added 29 days ago: a quantity change keeps it another 30 days and sends the cookie again.
    await ageTo(1);
    const num = await call({ method: 'POST', url: '/api/front/cart/num', body: { id: lineId, quantity: 3 }, cookie });
    expect(num.body.code).toBe(200);
    expect(cartCookie(num.setCookie)).toBe(cookie);
    expect(await daysLeft()).toBeGreaterThan(29.9);
    // A view right after writes nothing; a view a day later renews it.
    expect((await list()).setCookie.some((c) => c.startsWith('mall_cart='))).toBe(false);
    await ageTo(2);
    const viewed = await list();
    expect(cartCookie(viewed.setCookie)).toBe(cookie);
    expect(await daysLeft()).toBeGreaterThan(29.9);
    await ageTo(1);
    expect(await count({ cookie })).toBe(3);
    expect(await daysLeft()).toBeGreaterThan(29.9);
  });

  it('a quantity step keeps every line in its place', async () => {
    const first = await skuWithStock(23, 50);
    const second = await skuWithStock(24, 50);
    const cookie = cartCookie((await save(first, 1)).setCookie);
    expect((await save(second, 1, cookie)).body.code).toBe(200);
    const order = async () =>
      (
        await call<{ items: { id: number; skuId: number }[] }[]>({ method: 'GET', url: '/api/front/cart/list', cookie })
      ).body.data.flatMap((g) => g.items);
    const before = await order();
    expect(before.map((i) => i.skuId)).toEqual([second.skuId, first.skuId]);
    const older = before.find((i) => i.skuId === first.skuId)!;
    const num = await call({ method: 'POST', url: '/api/front/cart/num', body: { id: older.id, quantity: 2 }, cookie });
    expect(num.body.code).toBe(200);
    expect((await order()).map((i) => i.skuId)).toEqual([second.skuId, first.skuId]);
  });

  it('tells neither price nor stock of a line whose product is no longer shown', async () => {
    const sku = await skuWithStock(22, 37);
    const cookie = cartCookie((await save(sku, 2)).setCookie);
    await ctx.db.execute(sql`UPDATE products SET on_sale = false WHERE id = ${sku.productId}`);
    try {
      const list = await call<{ items: { price: string; stock: number; valid: boolean }[] }[]>({
        method: 'GET',
        url: '/api/front/cart/list',
        cookie,
      });
      const [line] = list.body.data.flatMap((g) => g.items);
      expect(line).toMatchObject({ price: '0.00', stock: 0, valid: false });
    } finally {
      await ctx.db.execute(sql`UPDATE products SET on_sale = true WHERE id = ${sku.productId}`);
    }
  });

  it("another visitor's cookie cannot read or change it, and a made-up cookie finds nothing", async () => {
    const sku = await skuWithStock(12, 50);
    const mine = cartCookie((await save(sku, 4)).setCookie);
    const theirs = cartCookie((await save(sku, 1)).setCookie);
    expect(await count({ cookie: theirs })).toBe(1);
    expect(await count({ cookie: 'mall_cart=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).toBe(0);
    const list = await call<{ items: { id: number }[] }[]>({
      method: 'GET',
      url: '/api/front/cart/list',
      cookie: mine,
    });
    const myLine = list.body.data[0]!.items[0]!.id;
    const change = await call({
      method: 'POST',
      url: '/api/front/cart/num',
      body: { id: myLine, quantity: 1 },
      cookie: theirs,
    });
    expect(change.body.code).toBe(404);
    await call({ method: 'POST', url: '/api/front/cart/delete', body: { ids: [myLine] }, cookie: theirs });
    expect(await count({ cookie: mine })).toBe(4);
    // Nor does an account see a visitor's lines by naming them.
    const { token } = (await signIn()).body.data;
    await call({ method: 'POST', url: '/api/front/cart/delete', body: { ids: [myLine] }, token });
    expect(await count({ cookie: mine })).toBe(4);
  });

  it('a sign-in merges it into the account: the same SKU adds up bounded by stock, once, and the cookie is cleared', async () => {
    const shared = await skuWithStock(13, 4);
    const only = await skuWithStock(14, 9);
    const before = (await signIn()).body.data.token;
    const had = await call({
      method: 'POST',
      url: '/api/front/cart/save',
      body: { ...shared, quantity: 2 },
      token: before,
    });
    expect(had.body.code).toBe(200);

    const cookie = cartCookie((await save(shared, 3)).setCookie);
    expect((await save(only, 2, cookie)).body.code).toBe(200);

    const signedIn = await signIn(cookie);
    const cleared = signedIn.setCookie.find((c) => c.startsWith('mall_cart='))!;
    expect(cleared).toMatch(/^mall_cart=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    const token = signedIn.body.data.token;
    // 2 + 3 is more than the 4 in stock: 4, not 5.
    expect((await accountLine(token, shared.skuId)).map((l) => l.quantity)).toEqual([4]);
    expect((await accountLine(token, only.skuId)).map((l) => l.quantity)).toEqual([2]);
    expect(await count({ cookie })).toBe(0);

    // The browser kept the old cookie (or the request was repeated): nothing doubles.
    await signIn(cookie);
    expect((await accountLine(token, only.skuId)).map((l) => l.quantity)).toEqual([2]);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM visitor_cart_items WHERE sku_id = ${only.skuId}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('what does not fit stays in the visitor cart and the sign-in says so; a line whose option is gone comes over', async () => {
    const { rows: users } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM users WHERE email = 'shopper@example.com'`,
    );
    const userId = users[0]!.id;
    const { rows: kept } = await ctx.db.execute<{ product_id: number; sku_id: number; quantity: number }>(
      sql`SELECT product_id, sku_id, quantity FROM cart_items WHERE user_id = ${userId}`,
    );
    const capped = await skuWithStock(20, 4);
    const left = [await skuWithStock(21, 50), await skuWithStock(22, 50)];
    const gone = await skuWithStock(23, 50);
    const before = (await signIn()).body.data.token;
    await call({ method: 'POST', url: '/api/front/cart/save', body: { ...capped, quantity: 2 }, token: before });
    // The account's cart holds its 200 lines.
    const taken = [capped, ...left, gone].map((s) => s.skuId);
    await ctx.db.execute(sql`
      INSERT INTO cart_items (user_id, product_id, sku_id, quantity)
      SELECT ${userId}, s.product_id, s.id, 1 FROM product_skus s
      WHERE s.id <> ALL(${`{${taken.join(',')}}`}::int[])
        AND NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.user_id = ${userId} AND c.sku_id = s.id)
      ORDER BY s.id LIMIT 200 - (SELECT count(*) FROM cart_items WHERE user_id = ${userId})`);
    try {
      const cookie = cartCookie((await save(capped, 3)).setCookie);
      for (const sku of left) expect((await save(sku, 2, cookie)).body.code).toBe(200);
      const signedIn = await signIn(cookie);
      // 2 + 3 is more than the 4 in stock: one line reduced; two new lines found no room (audit AV6).
      expect(signedIn.body.data).toMatchObject({ cartMerge: { leftOut: 2, reduced: 1 } });
      expect(signedIn.setCookie.find((c) => c.startsWith('mall_cart='))).toBeUndefined();
      const token = signedIn.body.data.token;
      expect((await accountLine(token, capped.skuId)).map((l) => l.quantity)).toEqual([4]);
      // The two lines wait in the visitor cart, under the cookie the browser keeps.
      const visitor = await call<{ items: { skuId: number; quantity: number }[] }[]>({
        method: 'GET',
        url: '/api/front/cart/list',
        cookie,
      });
      expect(
        visitor.body.data
          .flatMap((g) => g.items)
          .map((i) => [i.skuId, i.quantity])
          .sort(),
      ).toEqual(left.map((s) => [s.skuId, 2]).sort());

      // Room made, the next sign-in brings them over and clears the cookie; an option the shop removed meanwhile
      // comes over as a line marked gone, as in any account cart.
      await ctx.db.execute(sql`DELETE FROM cart_items WHERE user_id = ${userId} AND quantity = 1`);
      expect((await save(gone, 2, cookie)).body.code).toBe(200);
      await removeSkusFromCarts(ctx.db, [gone.skuId]);
      await ctx.db.execute(sql`DELETE FROM product_skus WHERE id = ${gone.skuId}`);
      const again = await signIn(cookie);
      expect(again.body.data).not.toHaveProperty('cartMerge');
      expect(again.setCookie.find((c) => c.startsWith('mall_cart='))).toMatch(/Max-Age=0/);
      for (const sku of left) expect((await accountLine(token, sku.skuId)).map((l) => l.quantity)).toEqual([2]);
      const list = await call<{ items: { skuId: number; quantity: number; unavailable?: string }[] }[]>({
        method: 'GET',
        url: '/api/front/cart/list',
        token,
      });
      expect(list.body.data.flatMap((g) => g.items).find((i) => i.skuId === gone.skuId)).toMatchObject({
        quantity: 2,
        unavailable: 'option_gone',
      });
    } finally {
      await ctx.db.execute(sql`DELETE FROM cart_items WHERE user_id = ${userId}`);
      for (const line of kept) {
        await ctx.db.execute(sql`
          INSERT INTO cart_items (user_id, product_id, sku_id, quantity)
          VALUES (${userId}, ${line.product_id}, ${line.sku_id}, ${line.quantity})`);
      }
    }
  });

  it('a merged line holds no more than checkout sells of a low-stock item, and the sign-in says it was cut (audit CE2)', async () => {
    // Stock 8: a quarter is 2, so the floor of 5 is what one checkout sells of it.
    const low = await skuWithStock(24, 8);
    const before = (await signIn()).body.data.token;
    const start = (await accountLine(before, low.skuId))[0]?.quantity ?? 0;
    expect(start).toBe(0);
    const had = await call({
      method: 'POST',
      url: '/api/front/cart/save',
      body: { ...low, quantity: 5 },
      token: before,
    });
    expect(had.body.code).toBe(200);
    const cookie = cartCookie((await save(low, 5)).setCookie);
    const signedIn = await signIn(cookie);
    expect(signedIn.body.data).toMatchObject({ cartMerge: { leftOut: 0, reduced: 1 } });
    expect((await accountLine(signedIn.body.data.token, low.skuId)).map((l) => l.quantity)).toEqual([5]);
  });

  it("a guest's merged line holds what checkout sells a guest: half (audit CE2)", async () => {
    // A guest's units count double: 10 of a well-stocked item, not the visitor's 18.
    const plenty = await skuWithStock(25, 500);
    const visitor = cartCookie((await save(plenty, 18)).setCookie);
    const guest = await call<{ token: string; cartMerge?: unknown }>({
      method: 'POST',
      url: '/api/front/login/register/visitor',
      body: { email: `guest.ce2.${Date.now()}@example.org`, countryCode: '+66', phone: '812345679' },
      cookie: visitor,
      ip: freshIp(),
    });
    expect(guest.body.code).toBe(200);
    expect(guest.body.data.cartMerge).toEqual({ leftOut: 0, reduced: 1 });
    const token = guest.body.data.token;
    const [line] = await accountLine(token, plenty.skuId);
    expect(line?.quantity).toBe(10);
    // What the cart holds, checkout takes.
    const list = await call<{ items: { id: number; skuId: number }[] }[]>({
      method: 'GET',
      url: '/api/front/cart/list',
      token,
    });
    const id = list.body.data.flatMap((g) => g.items).find((i) => i.skuId === plenty.skuId)!.id;
    const pre = await call({
      method: 'POST',
      url: '/api/front/order/pre/order',
      body: { type: 'cart', cartIds: [id] },
      token,
    });
    expect(pre.body.code, pre.body.message).toBe(200);
  });

  it('two sign-ins at once with the same cookie merge it once', async () => {
    const sku = await skuWithStock(15, 100);
    const { token } = (await signIn()).body.data;
    const start = (await accountLine(token, sku.skuId))[0]?.quantity ?? 0;
    const cookie = cartCookie((await save(sku, 3)).setCookie);
    await Promise.all([signIn(cookie), signIn(cookie), signIn(cookie)]);
    expect((await accountLine(token, sku.skuId)).map((l) => l.quantity)).toEqual([start + 3]);
  });

  it('a guest registration merges the cart too', async () => {
    const sku = await skuWithStock(16, 10);
    const cookie = cartCookie((await save(sku, 2)).setCookie);
    const guest = await call<{ token: string }>({
      method: 'POST',
      url: '/api/front/login/register/visitor',
      body: { email: `guest.${Date.now()}@example.org`, countryCode: '+66', phone: '812345678' },
      cookie,
      ip: freshIp(),
    });
    expect(guest.body.code).toBe(200);
    expect((await accountLine(guest.body.data.token, sku.skuId)).map((l) => l.quantity)).toEqual([2]);
  });

  it('adds sent at once never take a line past its stock nor a cart past its line limit', async () => {
    const sku = await skuWithStock(18, 6);
    const first = await save(sku, 1);
    const cookie = cartCookie(first.setCookie);
    // 1 + 3 fits the 6 in stock, 1 + 3 + 3 does not: of six adds at once exactly one goes through.
    const visitorAdds = await Promise.all(Array.from({ length: 6 }, () => save(sku, 3, cookie)));
    expect(visitorAdds.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(visitorAdds.filter((r) => r.body.code !== 200).map((r) => r.body.message)).toEqual(
      Array(5).fill('Only 6 left in stock'),
    );
    const { rows: line } = await ctx.db.execute<{ cart_id: number; quantity: number }>(
      sql`SELECT cart_id, quantity FROM visitor_cart_items WHERE id = ${first.body.data.id}`,
    );
    expect(line[0]!.quantity).toBe(4);

    const { token } = (await signIn()).body.data;
    // A stock of 4: below the 5 that checkout sells of any one item (audit AV7), so the stock is what stops them.
    const accountSku = await skuWithStock(19, 4);
    const accountAdds = await Promise.all(
      Array.from({ length: 6 }, () =>
        call({ method: 'POST', url: '/api/front/cart/save', body: { ...accountSku, quantity: 2 }, token }),
      ),
    );
    expect(accountAdds.filter((r) => r.body.code === 200)).toHaveLength(2);
    expect((await accountLine(token, accountSku.skuId)).map((l) => l.quantity)).toEqual([4]);

    // One line short of the limit, six new SKUs at once: one more line, not six.
    const cartId = line[0]!.cart_id;
    await ctx.db.execute(sql`
      INSERT INTO visitor_cart_items (cart_id, product_id, sku_id, quantity)
      SELECT ${cartId}, s.product_id, s.id, 1 FROM product_skus s
      WHERE s.id <> ${sku.skuId} ORDER BY s.id LIMIT 198`);
    const { rows: fresh } = await ctx.db.execute<{ product_id: number; sku_id: number }>(sql`
      SELECT p.id AS product_id, s.id AS sku_id FROM product_skus s JOIN products p ON p.id = s.product_id
      JOIN merchants m ON m.id = p.merchant_id
      WHERE p.on_sale AND m.status = 'open' AND s.stock > 0 AND s.price < 100000
        AND NOT EXISTS (SELECT 1 FROM visitor_cart_items v WHERE v.cart_id = ${cartId} AND v.sku_id = s.id)
      ORDER BY s.id LIMIT 6`);
    expect(fresh).toHaveLength(6);
    const lineAdds = await Promise.all(fresh.map((r) => save({ productId: r.product_id, skuId: r.sku_id }, 1, cookie)));
    expect(lineAdds.filter((r) => r.body.code === 200)).toHaveLength(1);
    const { rows: lines } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM visitor_cart_items WHERE cart_id = ${cartId}`,
    );
    expect(lines[0]!.n).toBe(200);
  });

  it('a stale token is told to sign in again, not served a visitor cart', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/front/cart/save',
      body: { productId: 1, skuId: 1, quantity: 1 },
      token: 'x'.repeat(43),
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(410002);
    // The header badge of such a browser quietly reads 0 (the layout signs it out without a dialog).
    expect(await count({ token: 'x'.repeat(43) })).toBe(0);
  });

  it('one client address opens only so many visitor carts an hour', async () => {
    const sku = await skuWithStock(17, 999);
    const ip = freshIp();
    const codes: number[] = [];
    await clearOfWindowEdge(3600);
    // Thirty visitors behind one shared address (a carrier's, an office's) each get a cart (audit AG5: 20 did).
    for (let i = 0; i < 30; i++) codes.push((await save(sku, 1, undefined, ip)).body.code);
    expect(codes.every((c) => c === 200)).toBe(true);
    // The ceiling is 500 an hour: the 500th opens, the 501st is refused.
    await fillWindow(ctx.db, `visitor-cart:ip:${ip}`, 3600, 499);
    expect((await save(sku, 1, undefined, ip)).body.code).toBe(200);
    expect((await save(sku, 1, undefined, ip)).body.code).toBe(429);
    // A browser that keeps its cookie is not counted again (its adds go to two items: a line holds at most 20 of one).
    const kept = cartCookie((await save(sku, 1, undefined, freshIp())).setCookie);
    const other = await skuWithStock(20, 999);
    for (let i = 0; i < 25; i++) expect((await save(i % 2 ? sku : other, 1, kept, ip)).body.code).toBe(200);
  });
});
