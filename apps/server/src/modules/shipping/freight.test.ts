import type { ProductFreight } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { otherShopStaff } from '../../../test/refund-helpers';

// Freight at every call a shopper makes: the goods detail, the cart, the checkout and placing the order.

let ctx: TestContext;
type Item = { productId: number; skuId: number; price: number };
let itemA: Item; // shop A: by piece, not to Laos
let itemB: Item; // shop B: by weight, free in Thailand from $30
let shopB: { token: string; merchantId: number };

async function firstItem(merchantId: number): Promise<Item> {
  const { rows } = await ctx.db.execute<{ product_id: number; sku_id: number; price: number }>(sql`
    SELECT p.id AS product_id, s.id AS sku_id, s.price FROM products p JOIN product_skus s ON s.product_id = p.id
    WHERE p.merchant_id = ${merchantId} AND p.on_sale AND s.stock >= 10 AND s.price <= 20000
    ORDER BY s.price, s.id LIMIT 1`);
  const row = rows[0]!;
  return { productId: row.product_id, skuId: row.sku_id, price: row.price };
}

beforeAll(async () => {
  ctx = await startTestApp();
  const shopA = await merchantToken(ctx.db);
  shopB = await otherShopStaff(ctx, shopA.merchantId);
  const a = await post(
    ctx.app,
    '/api/merchant/shipping/templates',
    {
      name: 'Courier, not to Laos',
      chargeBy: 'piece',
      rules: [
        { regions: [], first: 1, firstFee: '9', additional: 1, additionalFee: '2' },
        { regions: ['TH'], first: 1, firstFee: '2', additional: 1, additionalFee: '0.50' },
        { regions: ['TH-10'], first: 2, firstFee: '1', additional: 1, additionalFee: '0.25' },
      ],
      free: [],
      undeliverable: ['LA'],
      isDefault: true,
    },
    { headers: bearer(shopA.token) },
  );
  expect(a.body.code, a.body.message).toBe(200);
  const b = await post(
    ctx.app,
    '/api/merchant/shipping/templates',
    {
      name: 'By weight',
      chargeBy: 'weight',
      rules: [
        { regions: [], first: 1, firstFee: '12', additional: 1, additionalFee: '4' },
        { regions: ['TH', 'LA'], first: 1, firstFee: '3', additional: 0.5, additionalFee: '1' },
      ],
      free: [{ regions: ['TH'], minAmount: '300' }],
      undeliverable: [],
      isDefault: true,
    },
    { headers: bearer(shopB.token) },
  );
  expect(b.body.code, b.body.message).toBe(200);
  itemA = await firstItem(shopA.merchantId);
  itemB = await firstItem(shopB.merchantId);
  // Shop A's product follows the shop default; shop B's weighs 1.2 kg.
  await ctx.db.execute(
    sql`UPDATE products SET shipping_template_id = NULL, is_virtual = false WHERE merchant_id = ${shopA.merchantId}`,
  );
  await ctx.db.execute(
    sql`UPDATE products SET weight_grams = 1200, shipping_template_id = NULL, is_virtual = false WHERE id = ${itemB.productId}`,
  );
});
afterAll(() => ctx?.close());

async function address(token: string, body: Record<string, unknown>) {
  const res = await post<{ id: number }>(
    ctx.app,
    '/api/front/address/edit',
    { realName: 'Noy', detail: '12 Lane Xang Avenue', phone: '2055512345', isDefault: true, ...body },
    { headers: bearer(token) },
  );
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.id;
}
const laos = { country: 'LA', regionCode: 'LA-VT', postCode: '01000', countryCode: '+856' };
const bangkok = { country: 'TH', regionCode: 'TH-10', postCode: '10330', countryCode: '+66', phone: '812345678' };

const freightOf = (productId: number, query: string, token?: string) =>
  get<ProductFreight>(ctx.app, `/api/front/product/freight/${productId}?${query}`, token ? bearer(token) : {});

describe('the goods detail', () => {
  it('tells a chosen country and region its freight, or that it is not deliverable, in the reader language', async () => {
    const th = await freightOf(itemA.productId, 'country=TH&region=TH-50&quantity=3');
    expect(th.body.data).toMatchObject({ deliverable: true, freight: '3.00', country: 'TH', countryName: 'Thailand' });
    expect(th.body.data.message).toBe('Ship to Thailand, Chiang Mai: $3.00');
    const bkk = await freightOf(itemA.productId, 'country=th&region=TH-10&quantity=3');
    expect(bkk.body.data.freight).toBe('1.25');
    const la = await freightOf(itemA.productId, 'country=LA&lang=lo');
    expect(la.body.data).toMatchObject({ deliverable: false, freight: '0.00' });
    expect(la.body.data.message).toBe('ບໍ່ສາມາດສົ່ງໄປ ລາວ ໄດ້');
    const fr = await freightOf(itemA.productId, 'country=FR&lang=fr');
    // Amounts in the reader's language too (the API's `freight` stays the plain decimal "9.00").
    expect(fr.body.data.message).toBe('Livraison vers France : 9,00\u00a0$');
  });

  it('tells the free-shipping amount of the destination', async () => {
    const th = await freightOf(itemB.productId, 'country=TH&quantity=1');
    expect(th.body.data).toMatchObject({ deliverable: true, freight: '4.00', freeOver: '300.00' });
    expect(th.body.data.message).toBe('Ship to Thailand: $4.00, free over $300.00 on items shipped the same way');
    const es = await freightOf(itemB.productId, 'country=ES&quantity=1&lang=es');
    expect(es.body.data).toMatchObject({ freight: '16.00' });
    expect(es.body.data.message).toContain(': 16,00\u00a0$');
    expect(es.body.data.freeOver).toBeUndefined();
  });

  it('uses the own address or the default one, and refuses another shopper address', async () => {
    const ann = await newShopper(ctx.db, 'ann');
    const bob = await newShopper(ctx.db, 'bob');
    const annLaos = await address(ann.token, laos);
    expect((await freightOf(itemA.productId, '', ann.token)).body.data.deliverable).toBe(false);
    const own = await freightOf(itemA.productId, `addressId=${annLaos}`, ann.token);
    expect(own.body.data).toMatchObject({ deliverable: false, country: 'LA' });
    expect((await freightOf(itemA.productId, `addressId=${annLaos}`, bob.token)).status).toBe(404);
    expect((await freightOf(itemA.productId, `addressId=${annLaos}`)).status).toBe(404);
  });

  it('asks for a country when it knows none, and refuses unknown countries, regions, products and SKUs', async () => {
    const none = await freightOf(itemA.productId, '');
    expect(none.body.data).toMatchObject({ deliverable: true, country: '' });
    expect(none.body.data.message).toBe('Choose a country to see the delivery cost');
    expect((await freightOf(itemA.productId, 'country=QQ')).status).toBe(400);
    expect((await freightOf(itemA.productId, 'country=TH&region=LA-VT')).status).toBe(400);
    expect((await freightOf(2_000_000, 'country=TH')).status).toBe(404);
    expect((await freightOf(itemA.productId, `country=TH&skuId=${itemB.skuId}`)).status).toBe(404);
    expect((await freightOf(itemA.productId, 'country=TH&quantity=1000')).status).toBe(400);
  });
});

async function checkout(token: string) {
  const pre = await post<{ preOrderNo: string }>(
    ctx.app,
    '/api/front/order/pre/order',
    {
      type: 'buyNow',
      items: [
        { productId: itemA.productId, skuId: itemA.skuId, quantity: 1 },
        { productId: itemB.productId, skuId: itemB.skuId, quantity: 2 },
      ],
    },
    { headers: bearer(token) },
  );
  expect(pre.body.code, pre.body.message).toBe(200);
  return pre.body.data.preOrderNo;
}

describe('checkout', () => {
  it('marks what cannot go to Laos, refuses the order, and places it for Thailand with each shop its freight', async () => {
    const shopper = await newShopper(ctx.db, 'noy');
    const inLaos = await address(shopper.token, laos);
    const preOrderNo = await checkout(shopper.token);

    type Load = {
      shops: { merId: number; freightFee: string; items: { skuId: number; deliverable: boolean }[] }[];
      needsAddress: boolean;
      price: { deliverable: boolean; deliveryMessage: string };
    };
    const load = await get<Load>(ctx.app, `/api/front/order/load/pre/${preOrderNo}`, bearer(shopper.token));
    const items = load.body.data.shops.flatMap((s) => s.items);
    expect(items.find((i) => i.skuId === itemA.skuId)!.deliverable).toBe(false);
    expect(items.find((i) => i.skuId === itemB.skuId)!.deliverable).toBe(true);
    expect(load.body.data.needsAddress).toBe(true);
    expect(load.body.data.price.deliverable).toBe(false);
    expect(load.body.data.price.deliveryMessage).toBe(
      'Some items cannot be delivered to this address: choose another address or remove them',
    );

    const priced = await post<{ deliverable: boolean; items: { skuId: number; deliverable: boolean }[] }>(
      ctx.app,
      '/api/front/order/computed/price',
      { preOrderNo, addressId: inLaos },
      { headers: bearer(shopper.token) },
    );
    expect(priced.body.data.deliverable).toBe(false);
    expect(priced.body.data.items.filter((i) => !i.deliverable).map((i) => i.skuId)).toEqual([itemA.skuId]);

    const refused = await post(
      ctx.app,
      '/api/front/order/create',
      { preOrderNo, addressId: inLaos, payType: 'card' },
      { headers: bearer(shopper.token) },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Some items cannot be delivered to this address: choose another address or remove them',
    );
    const { rows: none } = await ctx.db.execute(sql`SELECT 1 FROM orders WHERE pre_order_no = ${preOrderNo}`);
    expect(none).toHaveLength(0);

    const inBangkok = await address(shopper.token, bangkok);
    const price = await post<{ freightFee: string; shops: { merId: number; freightFee: string }[] }>(
      ctx.app,
      '/api/front/order/computed/price',
      { preOrderNo, addressId: inBangkok },
      { headers: bearer(shopper.token) },
    );
    // Shop A: Bangkok's rule, first 2 pieces $1. Shop B: 2 x 1.2 kg = 2.4 kg: $3 + three 0.5 kg steps of $1.
    const twoPieces = itemB.price * 2;
    const shopBFreight = twoPieces >= 30000 ? 0 : 600;
    expect(price.body.data.shops.map((s) => s.freightFee)).toEqual(['1.00', (shopBFreight / 100).toFixed(2)]);
    const created = await post<{ orderNo: string }>(
      ctx.app,
      '/api/front/order/create',
      { preOrderNo, addressId: inBangkok, payType: 'card' },
      { headers: bearer(shopper.token) },
    );
    expect(created.body.code, created.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{
      freight: number;
      delivery_method: string;
      address: { region: string };
    }>(sql`
      SELECT s.freight, s.delivery_method, o.address FROM shop_orders s JOIN orders o ON o.id = s.order_id
      WHERE o.order_no = ${created.body.data.orderNo} ORDER BY s.id`);
    expect(rows.map((r) => r.freight)).toEqual([100, shopBFreight]);
    expect(rows.map((r) => r.delivery_method)).toEqual(['send', 'send']);
    expect(rows[0]!.address.region).toBe('Krung Thep Mahanakhon (Bangkok)');
  });

  it('asks no address for virtual goods only, and charges them no freight', async () => {
    await ctx.db.execute(
      sql`UPDATE products SET is_virtual = true WHERE id IN (${itemA.productId}, ${itemB.productId})`,
    );
    try {
      const shopper = await newShopper(ctx.db, 'virtual');
      const preOrderNo = await checkout(shopper.token);
      const load = await get<{ needsAddress: boolean; price: { freightFee: string } }>(
        ctx.app,
        `/api/front/order/load/pre/${preOrderNo}`,
        bearer(shopper.token),
      );
      expect(load.body.data).toMatchObject({ needsAddress: false, price: { freightFee: '0.00' } });
      const created = await post<{ orderNo: string }>(
        ctx.app,
        '/api/front/order/create',
        { preOrderNo, payType: 'card' },
        { headers: bearer(shopper.token) },
      );
      expect(created.body.code, created.body.message).toBe(200);
      const { rows } = await ctx.db.execute<{ freight: number; delivery_method: string }>(sql`
        SELECT s.freight, s.delivery_method FROM shop_orders s JOIN orders o ON o.id = s.order_id
        WHERE o.order_no = ${created.body.data.orderNo}`);
      expect(rows).toEqual([
        { freight: 0, delivery_method: 'virtual' },
        { freight: 0, delivery_method: 'virtual' },
      ]);
    } finally {
      await ctx.db.execute(
        sql`UPDATE products SET is_virtual = false WHERE id IN (${itemA.productId}, ${itemB.productId})`,
      );
    }
  });

  it('refuses an order to a country the mall stopped serving after the address was made', async () => {
    const shopper = await newShopper(ctx.db, 'closed');
    const inBangkok = await address(shopper.token, bangkok);
    const preOrderNo = await checkout(shopper.token);
    await ctx.db.execute(sql`
      INSERT INTO settings (key, value) VALUES ('shipping', '{"countries":["FR"]}'::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    try {
      const res = await post(
        ctx.app,
        '/api/front/order/create',
        { preOrderNo, addressId: inBangkok, payType: 'card' },
        { headers: bearer(shopper.token) },
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Some items cannot be delivered to this address: choose another address or remove them',
      );
      expect((await freightOf(itemA.productId, 'country=TH')).body.data.deliverable).toBe(false);
    } finally {
      await ctx.db.execute(sql`DELETE FROM settings WHERE key = 'shipping'`);
    }
  });

  it('asks an address for goods that are delivered', async () => {
    const shopper = await newShopper(ctx.db, 'noaddress');
    const preOrderNo = await checkout(shopper.token);
    const res = await post(
      ctx.app,
      '/api/front/order/create',
      { preOrderNo, payType: 'card' },
      { headers: bearer(shopper.token) },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Choose a shipping address');
  });

  it('shows the cart freight per shop to the default address', async () => {
    const shopper = await newShopper(ctx.db, 'cart');
    for (const item of [itemA, itemB])
      await post(
        ctx.app,
        '/api/front/cart/save',
        { ...item, price: undefined, quantity: 1 },
        { headers: bearer(shopper.token) },
      );
    const without = await get<{ merId: number; freight?: ProductFreight }[]>(
      ctx.app,
      '/api/front/cart/list',
      bearer(shopper.token),
    );
    expect(without.body.data.every((g) => g.freight === undefined)).toBe(true);
    await address(shopper.token, laos);
    const list = await get<{ merId: number; freight?: { deliverable: boolean; freight: string; message: string } }[]>(
      ctx.app,
      '/api/front/cart/list?lang=en',
      bearer(shopper.token),
    );
    const byShop = new Map(list.body.data.map((g) => [g.merId, g.freight]));
    expect(byShop.get(shopB.merchantId)).toMatchObject({ deliverable: true, freight: '4.00' });
    expect([...byShop.values()].filter((f) => f && !f.deliverable)).toHaveLength(1);
    // The line names the stored address's province in the reader's language, from its code (audit AX7).
    const notTo = async (lang: string) =>
      (
        await get<{ merId: number; freight?: { deliverable: boolean; message: string } }[]>(
          ctx.app,
          `/api/front/cart/list?lang=${lang}`,
          bearer(shopper.token),
        )
      ).body.data.find((g) => g.freight && !g.freight.deliverable)?.freight?.message;
    expect(await notTo('th')).toBe('ไม่สามารถจัดส่งไปยัง ลาว, นครหลวงเวียงจันทน์ ได้');
    expect(await notTo('fr')).toBe('Pas de livraison possible vers Laos, Préfecture de Vientiane');
    expect(await notTo('lo')).toBe('ບໍ່ສາມາດສົ່ງໄປ ລາວ, ນະຄອນຫຼວງວຽງຈັນ ໄດ້');
    expect(await notTo('en')).toBe('Not deliverable to Laos, Vientiane Prefecture');
  });

  it('never quotes a fee no order could pay: the goods detail and the cart say to order fewer', async () => {
    const huge = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/shipping/templates',
      {
        name: 'Heavy freight',
        chargeBy: 'weight',
        rules: [{ regions: [], first: 0.001, firstFee: '999999.99', additional: 0.001, additionalFee: '999999.99' }],
        free: [],
        undeliverable: [],
        isDefault: false,
      },
      { headers: bearer(shopB.token) },
    );
    expect(huge.body.code, huge.body.message).toBe(200);
    const heavy = await firstItem(shopB.merchantId);
    await ctx.db.execute(sql`UPDATE products SET weight_grams = 9999000, shipping_template_id = ${huge.body.data.id}
      WHERE id = ${heavy.productId}`);
    await ctx.db.execute(sql`UPDATE product_skus SET stock = 999 WHERE id = ${heavy.skuId}`);
    const quote = await freightOf(heavy.productId, `country=FR&skuId=${heavy.skuId}&quantity=999&lang=fr`);
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({ deliverable: false, freight: '0.00' });
    expect(quote.body.data.message).toBe(
      'La livraison de cette quantité dépasse ce qu’une commande peut contenir : commandez moins de pièces',
    );
    const shopper = await newShopper(ctx.db, 'heavy');
    await address(shopper.token, bangkok);
    // A cart line holds at most 20 of one item (what checkout sells at a time, audit P3): still past any order here.
    for (const [item, quantity] of [
      [heavy, 20],
      [itemA, 1],
    ] as const) {
      const added = await post(
        ctx.app,
        '/api/front/cart/save',
        { productId: item.productId, skuId: item.skuId, quantity },
        { headers: bearer(shopper.token) },
      );
      expect(added.body.code, added.body.message).toBe(200);
    }
    const cart = await get<{ merId: number; freight?: ProductFreight }[]>(
      ctx.app,
      '/api/front/cart/list',
      bearer(shopper.token),
    );
    expect(cart.status).toBe(200);
    const byShop = new Map(cart.body.data.map((g) => [g.merId, g.freight]));
    expect(byShop.get(shopB.merchantId)).toMatchObject({ deliverable: false, freight: '0.00' });
    expect(byShop.get(shopB.merchantId)?.message).toContain('order fewer pieces');
    // The other shop's line is priced as before.
    expect(byShop.get(await shopOf(itemA.productId))).toMatchObject({ deliverable: true });
  });
});

async function shopOf(productId: number): Promise<number> {
  const { rows } = await ctx.db.execute<{ merchant_id: number }>(
    sql`SELECT merchant_id FROM products WHERE id = ${productId}`,
  );
  return rows[0]!.merchant_id;
}
