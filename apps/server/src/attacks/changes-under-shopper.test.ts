import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../test/harness';
import { markOrderPaid } from '../modules/orders/order-lifecycle';
import { createSession } from '../platform/session';
import { addressOf, pay, placeOrder, type Sku } from './support';

// Audit N: a shop or the platform changes what a shopper is using. Stock stays the sum of its SKUs when units of a
// removed SKU come back; the cart says why a line cannot be bought; a suspended shop's unpaid order is not paid; a
// shortage says what is left; a checkout names the item no longer sold; the cart badge counts what the cart shows.

let ctx: TestContext;
let shop: { token: string; merchantId: number };
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await startTestApp();
  shop = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = bearer(await createSession(ctx.db, rows[0]!.id));
});
afterAll(() => ctx?.close());

type Form = {
  name: string;
  categoryId: number;
  images: string[];
  description: string;
  attrs: { name: string; values: string[] }[];
  skus: { attrValues: string[]; price: string; stock: number; image: string }[];
};

/** A product of the demo shop in three colours, ten of each; answers its id, form, SKUs by colour and version. */
async function lamp(name: string) {
  const { rows } = await ctx.db.execute<{ category: number; image: string }>(sql`
    SELECT (SELECT id FROM categories WHERE parent_id <> 0 ORDER BY id LIMIT 1) AS category,
      (SELECT images->>0 FROM products WHERE merchant_id = ${shop.merchantId} AND images->>0 LIKE '/uploads/demo/%'
        LIMIT 1) AS image`);
  const colours = ['Red', 'Blue', 'Green'];
  const form: Form = {
    name,
    categoryId: rows[0]!.category,
    images: [rows[0]!.image],
    description: '',
    attrs: [{ name: 'Colour', values: colours }],
    skus: colours.map((c, i) => ({ attrValues: [c], price: `${10 * (i + 1)}.00`, stock: 10, image: '' })),
  };
  const made = await post<{ id: number }>(ctx.app, '/api/merchant/products', form, { headers: bearer(shop.token) });
  expect(made.body.code, made.body.message).toBe(200);
  const id = made.body.data.id;
  await post(ctx.app, `/api/merchant/products/${id}/sale`, { onSale: true }, { headers: bearer(shop.token) });
  const skus = await ctx.db.execute<{ id: number; colour: string }>(
    sql`SELECT id, attr_values->>0 AS colour FROM product_skus WHERE product_id = ${id} ORDER BY id`,
  );
  const sku = (colour: string) => ({ productId: id, skuId: skus.rows.find((r) => r.colour === colour)!.id });
  const full = (colour: string): Sku => ({ ...sku(colour), merchantId: shop.merchantId, price: 0 });
  return { id, form, sku, full };
}

/** The merchant keeps only the given colours (`refused`: the answer expected instead of 200). */
async function keepColours(id: number, form: Form, colours: string[], refused?: [number, string]) {
  const { rows } = await ctx.db.execute<{ version: number }>(sql`SELECT version FROM products WHERE id = ${id}`);
  const res = await post(
    ctx.app,
    `/api/merchant/products/${id}`,
    {
      ...form,
      attrs: [{ name: 'Colour', values: colours }],
      skus: form.skus.filter((s) => colours.includes(s.attrValues[0]!)),
      version: rows[0]!.version,
    },
    { headers: bearer(shop.token) },
  );
  if (refused) expect([res.body.code, res.body.message]).toEqual([refused[0], expect.stringContaining(refused[1])]);
  else expect(res.body.code, res.body.message).toBe(200);
}

async function stocks(productId: number) {
  const { rows } = await ctx.db.execute<{ product: number; skus: number }>(sql`
    SELECT p.stock AS product, (SELECT coalesce(sum(stock), 0) FROM product_skus WHERE product_id = p.id)::int AS skus
    FROM products p WHERE p.id = ${productId}`);
  return rows[0]!;
}

describe('stock of a SKU the shop removed (audit N1)', () => {
  it('a refund gives nothing to the product when its SKU is gone, and an unpaid order keeps its SKU until cancelled', async () => {
    const { id, form, full: sku } = await lamp('Audit N lamp');
    const buyer = await newShopper(ctx.db, 'n1');
    const address = await addressOf(ctx, buyer.token);
    const unpaid = await placeOrder(ctx, buyer.token, address, sku('Green'), 2);
    const paid = await placeOrder(ctx, buyer.token, address, sku('Blue'), 1);
    await pay(ctx, buyer.token, paid);
    // An option whose units an unpaid order holds is not removed until it is paid or cancelled (audit AO1).
    await keepColours(id, form, ['Red'], [409, 'hold Green']);
    const cancelled = await post(ctx.app, `/api/front/order/cancel/${unpaid}`, undefined, {
      headers: bearer(buyer.token),
    });
    expect(cancelled.body.code, cancelled.body.message).toBe(200);
    await keepColours(id, form, ['Red']);
    expect(await stocks(id)).toEqual({ product: 10, skus: 10 });

    const { rows } = await ctx.db.execute<{ order_no: string; item: number }>(sql`
      SELECT s.order_no, i.id AS item FROM shop_orders s JOIN orders o ON o.id = s.order_id
      JOIN order_items i ON i.shop_order_id = s.id WHERE o.order_no = ${paid}`);
    const asked = await post<{ refundNo: string }>(
      ctx.app,
      '/api/front/order/refund',
      {
        orderNo: rows[0]!.order_no,
        itemIds: [rows[0]!.item],
        type: 'refund',
        reason: 'Ordered by mistake',
        explain: '',
        images: [],
      },
      { headers: bearer(buyer.token) },
    );
    expect(asked.body.code, asked.body.message).toBe(200);
    const accepted = await post(ctx.app, `/api/merchant/refunds/${asked.body.data.refundNo}/accept`, undefined, {
      headers: bearer(shop.token),
    });
    expect(accepted.body.code, accepted.body.message).toBe(200);
    expect(await stocks(id)).toEqual({ product: 10, skus: 10 });
    const detail = await get<{ product: { stock: number } }>(ctx.app, `/api/front/product/detail/${id}`);
    expect(detail.body.data.product.stock).toBe(10);
  });
});

describe('the cart and the checkout when goods change (audit N2, N4, N6, N8)', () => {
  it('a line off sale says so, one sold out says so; a checkout names the item no longer sold', async () => {
    const { id, sku } = await lamp('Audit N desk lamp');
    const buyer = await newShopper(ctx.db, 'n2');
    const headers = { ...bearer(buyer.token), 'accept-language': 'fr' };
    for (const colour of ['Red', 'Blue']) {
      const added = await post(ctx.app, '/api/front/cart/save', { ...sku(colour), quantity: 1 }, { headers });
      expect(added.body.code, added.body.message).toBe(200);
    }
    const pre = await post<{ preOrderNo: string }>(
      ctx.app,
      '/api/front/order/pre/order',
      { type: 'buyNow', items: [{ productId: id, skuId: sku('Red').skuId, quantity: 1 }] },
      { headers },
    );
    await ctx.db.execute(sql`UPDATE product_skus SET stock = 0 WHERE id = ${sku('Blue').skuId}`);
    type Group = { items: { skuId: number; valid: boolean; unavailable?: string }[] };
    const lines = async () =>
      (await get<Group[]>(ctx.app, '/api/front/cart/list', headers)).body.data
        .flatMap((g) => g.items)
        .filter((i) => i.skuId === sku('Red').skuId || i.skuId === sku('Blue').skuId)
        .sort((a, b) => a.skuId - b.skuId);
    expect((await lines()).map((l) => [l.valid, l.unavailable])).toEqual([
      [true, undefined],
      [false, 'out_of_stock'],
    ]);
    await post(ctx.app, `/api/merchant/products/${id}/sale`, { onSale: false }, { headers: bearer(shop.token) });
    expect((await lines()).map((l) => l.unavailable)).toEqual(['off_sale', 'off_sale']);

    const load = await get(ctx.app, `/api/front/order/load/pre/${pre.body.data.preOrderNo}`, headers);
    expect(load.status).toBe(409);
    expect(load.body.message).toBe('« Audit N desk lamp » n’est plus disponible');
    const unknown = await get(ctx.app, '/api/front/order/load/pre/PO000000000000000000000000', headers);
    expect(unknown.status).toBe(404);
    // A buy-now of a product not shown still answers as an unknown product would (public visibility).
    const buyNow = await post(
      ctx.app,
      '/api/front/order/pre/order',
      { type: 'buyNow', items: [{ productId: id, skuId: sku('Red').skuId, quantity: 1 }] },
      { headers },
    );
    expect(buyNow.status).toBe(404);
  });

  it('placing more than is left says how many are left', async () => {
    const { sku } = await lamp('Audit N floor lamp');
    const buyer = await newShopper(ctx.db, 'n4');
    const headers = { ...bearer(buyer.token), 'accept-language': 'fr' };
    const address = await addressOf(ctx, buyer.token);
    const pre = await post<{ preOrderNo: string }>(
      ctx.app,
      '/api/front/order/pre/order',
      { type: 'buyNow', items: [{ ...sku('Blue'), quantity: 3 }] },
      { headers },
    );
    await ctx.db.execute(sql`UPDATE product_skus SET stock = 1 WHERE id = ${sku('Blue').skuId}`);
    const created = await post(
      ctx.app,
      '/api/front/order/create',
      {
        preOrderNo: pre.body.data.preOrderNo,
        addressId: address,
        couponIds: [],
        usePoints: false,
        mark: '',
        payType: 'card',
      },
      { headers },
    );
    expect(created.status).toBe(409);
    expect(created.body.message).toBe('Il ne reste qu’un exemplaire de « Audit N floor lamp »');
  });

  it('a line whose option the shop removed stays, saying so, until the shopper clears it (audit N5)', async () => {
    const { id, form, sku } = await lamp('Audit N ceiling lamp');
    const buyer = await newShopper(ctx.db, 'n5');
    const headers = { ...bearer(buyer.token), 'accept-language': 'fr' };
    await post(ctx.app, '/api/front/cart/save', { ...sku('Red'), quantity: 1 }, { headers });
    await post(ctx.app, '/api/front/cart/save', { ...sku('Green'), quantity: 2 }, { headers });
    await keepColours(id, form, ['Red']);
    type Line = { id: number; skuId: number; valid: boolean; unavailable?: string; skuText: string; price: string };
    const lines = async () =>
      (await get<{ items: Line[] }[]>(ctx.app, '/api/front/cart/list', headers)).body.data.flatMap((g) => g.items);
    const gone = (await lines()).find((l) => l.skuId === sku('Green').skuId);
    expect(gone).toMatchObject({ valid: false, unavailable: 'option_gone', price: '0.00' });
    expect(gone!.skuText).toMatch(/Green|Vert/);
    // The badge counts what the cart lists, as its heading does: the removed option's two pieces too.
    const count = await get<{ count: number }>(ctx.app, '/api/front/cart/count?numType=true&type=total', headers);
    expect(count.body.data.count).toBe(3);
    const cleared = await post(ctx.app, '/api/front/cart/delete', { ids: [gone!.id] }, { headers });
    expect(cleared.body.code, cleared.body.message).toBe(200);
    expect((await lines()).some((l) => l.skuId === sku('Green').skuId)).toBe(false);
    const after = await get<{ count: number }>(ctx.app, '/api/front/cart/count?numType=true&type=total', headers);
    expect(after.body.data.count).toBe(1);
  });

  it('the badge counts only lines the cart shows', async () => {
    const { sku } = await lamp('Audit N wall lamp');
    const buyer = await newShopper(ctx.db, 'n8');
    await post(ctx.app, '/api/front/cart/save', { ...sku('Red'), quantity: 2 }, { headers: bearer(buyer.token) });
    // A line left behind by an add that raced the SKU's removal (the add now holds the SKU; this one is written).
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO product_skus (product_id, attr_values, price, ot_price, stock)
      VALUES (${sku('Red').productId}, '["Gone"]', 100, 100, 5)
      RETURNING id`);
    await ctx.db.execute(sql`
      INSERT INTO cart_items (user_id, product_id, sku_id, quantity) VALUES (${buyer.id}, ${sku('Red').productId}, ${rows[0]!.id}, 3)`);
    await ctx.db.execute(sql`DELETE FROM product_skus WHERE id = ${rows[0]!.id}`);
    const count = await get<{ count: number }>(
      ctx.app,
      '/api/front/cart/count?numType=true&type=total',
      bearer(buyer.token),
    );
    expect(count.body.data.count).toBe(2);
  });
});

describe("a suspended shop's unpaid order (audit N3)", () => {
  it('is not paid, in the shopper’s language, and nothing is charged', async () => {
    const { full: sku } = await lamp('Audit N reading lamp');
    const buyer = await newShopper(ctx.db, 'n3');
    const address = await addressOf(ctx, buyer.token);
    const orderNo = await placeOrder(ctx, buyer.token, address, sku('Red'), 1);
    const suspended = await post(ctx.app, `/api/admin/merchants/${shop.merchantId}/suspend`, {}, { headers: admin });
    expect(suspended.body.code, suspended.body.message).toBe(200);
    try {
      const headers = { ...bearer(buyer.token), 'accept-language': 'fr' };
      const start = await post(ctx.app, '/api/front/pay/payment', { orderNo, payType: 'card' }, { headers });
      expect(start.status).toBe(409);
      expect(start.body.message).toMatch(/^Une boutique de cette commande est fermée/);
      const confirm = await post(
        ctx.app,
        '/api/front/pay/testcard/confirm',
        { orderNo, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', holder: 'Ann Lee' },
        { headers },
      );
      expect(confirm.status).toBe(409);
      const { rows } = await ctx.db.execute<{ status: string; payments: number }>(sql`
        SELECT o.status, (SELECT count(*) FROM payments p WHERE p.order_id = o.id)::int AS payments
        FROM orders o WHERE o.order_no = ${orderNo}`);
      expect(rows[0]).toEqual({ status: 'unpaid', payments: 0 });
    } finally {
      await post(ctx.app, `/api/admin/merchants/${shop.merchantId}/resume`, {}, { headers: admin });
      await ctx.db.execute(sql`UPDATE merchants SET status = 'open' WHERE id = ${shop.merchantId}`);
    }
  });
});

describe("a payment applied to a suspended shop's unpaid order (audit Y1)", () => {
  it('is refused where every provider applies one: the order stays unpaid and nothing is booked to the shop', async () => {
    const { full: sku } = await lamp('Audit Y desk lamp');
    const buyer = await newShopper(ctx.db, 'y1');
    const address = await addressOf(ctx, buyer.token);
    const orderNo = await placeOrder(ctx, buyer.token, address, sku('Green'), 1);
    const { rows: order } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM orders WHERE order_no = ${orderNo}`,
    );
    const suspended = await post(ctx.app, `/api/admin/merchants/${shop.merchantId}/suspend`, {}, { headers: admin });
    expect(suspended.body.code, suspended.body.message).toBe(200);
    try {
      // What the test card's confirmation and Stripe's webhook both call once a charge succeeded.
      const outcome = await ctx.db.transaction((tx) => markOrderPaid(tx, order[0]!.id));
      expect(outcome).toBe('shop_closed');
      const { rows } = await ctx.db.execute<{ status: string; shop: string; ledger: number }>(sql`
        SELECT o.status, s.status AS shop,
          (SELECT count(*) FROM ledger_entries e WHERE e.shop_order_id = s.id)::int AS ledger
        FROM orders o JOIN shop_orders s ON s.order_id = o.id WHERE o.order_no = ${orderNo}`);
      expect(rows).toEqual([{ status: 'unpaid', shop: 'unpaid', ledger: 0 }]);
    } finally {
      await post(ctx.app, `/api/admin/merchants/${shop.merchantId}/reopen`, {}, { headers: admin });
    }
    // Open again, the same order is paid as any other.
    expect(await ctx.db.transaction((tx) => markOrderPaid(tx, order[0]!.id))).toBe('paid');
  });
});

describe("a disabled buyer's paid order (audit N7)", () => {
  it('the shop sees the account disabled; the platform refunds it whole, only when disabled and before shipping', async () => {
    const { full: sku } = await lamp('Audit N bedside lamp');
    const buyer = await newShopper(ctx.db, 'n7');
    const address = await addressOf(ctx, buyer.token);
    const orderNo = await placeOrder(ctx, buyer.token, address, sku('Blue'), 2);
    await pay(ctx, buyer.token, orderNo);
    const { rows } = await ctx.db.execute<{ order_no: string; pay_amount: number }>(sql`
      SELECT s.order_no, s.pay_amount FROM shop_orders s JOIN orders o ON o.id = s.order_id WHERE o.order_no = ${orderNo}`);
    const shopOrderNo = rows[0]!.order_no;
    const th = { ...admin, 'accept-language': 'th' };
    const early = await post(ctx.app, `/api/admin/orders/${shopOrderNo}/refund`, undefined, { headers: th });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('ผู้ซื้อเป็นผู้ขอคืนเงินเอง แพลตฟอร์มคืนเงินให้เฉพาะคำสั่งซื้อของบัญชีที่ถูกปิดใช้งาน');

    const disabled = await post(ctx.app, `/api/admin/users/${buyer.id}/disable`, {}, { headers: admin });
    expect(disabled.body.code, disabled.body.message).toBe(200);
    const seen = await get<{ buyer: { disabled: boolean } }>(
      ctx.app,
      `/api/merchant/orders/${shopOrderNo}`,
      bearer(shop.token),
    );
    expect(seen.body.data.buyer.disabled).toBe(true);
    const stockBefore = await stocks(sku('Blue').productId);

    const refunded = await post<{ refundNo: string }>(ctx.app, `/api/admin/orders/${shopOrderNo}/refund`, undefined, {
      headers: admin,
    });
    expect(refunded.body.code, refunded.body.message).toBe(200);
    const { rows: refund } = await ctx.db.execute<{ status: string; amount: number }>(
      sql`SELECT status, amount FROM refunds WHERE refund_no = ${refunded.body.data.refundNo}`,
    );
    expect(refund[0]).toEqual({ status: 'refunded', amount: rows[0]!.pay_amount });
    expect((await stocks(sku('Blue').productId)).product).toBe(stockBefore.product + 2);
    // The shop is not asked to decide a refund the platform already paid (audit O3).
    const { rows: asked } = await ctx.db.execute(sql`
      SELECT 1 FROM notices WHERE kind = 'refund_asked' AND vars->>'refundNo' = ${refunded.body.data.refundNo}`);
    expect(asked).toHaveLength(0);
    const again = await post(ctx.app, `/api/admin/orders/${shopOrderNo}/refund`, undefined, { headers: admin });
    expect(again.status).toBe(409);
    // A shopper or a shop cannot call it.
    const shopTry = await post(ctx.app, `/api/admin/orders/${shopOrderNo}/refund`, undefined, {
      headers: bearer(shop.token),
    });
    expect([401, 403]).toContain(shopTry.status);
  });
});
