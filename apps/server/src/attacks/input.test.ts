import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  freshIp,
  get,
  merchantToken,
  newShopper,
  post,
  startTestApp,
  type TestContext,
} from '../../test/harness';
import { createSession } from '../platform/session';
import { addressOf, placeOrder, type Sku, skuOf, unchangedBy } from './support';

// Attacks through the values a client sends: quantities, prices, fields it may not set, duplicate keys, SQL.
// Each test asserts the attack is refused and that nothing in the database moved.

let ctx: TestContext;
let sku: Sku;
let shopper: { id: number; token: string };
let addressId: number;

beforeAll(async () => {
  ctx = await startTestApp();
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM merchants ORDER BY id LIMIT 1`);
  sku = await skuOf(ctx, rows[0]!.id, 5);
  shopper = await newShopper(ctx.db, 'attacker');
  addressId = await addressOf(ctx, shopper.token);
});
afterAll(() => ctx?.close());

const BAD_QUANTITIES = [-1, 0, 1.5, 1e9, 2 ** 31, '1', null, Number.MAX_SAFE_INTEGER];

describe('quantities', () => {
  it.each(BAD_QUANTITIES)('cart/save refuses the quantity %s', async (quantity) => {
    const res = await unchangedBy(ctx, () =>
      post(
        ctx.app,
        '/api/front/cart/save',
        { productId: sku.productId, skuId: sku.skuId, quantity },
        { headers: bearer(shopper.token) },
      ),
    );
    expect(res.status).toBe(400);
  });

  it.each(BAD_QUANTITIES)('buy now refuses the quantity %s', async (quantity) => {
    const res = await unchangedBy(ctx, () =>
      post(
        ctx.app,
        '/api/front/order/pre/order',
        { type: 'buyNow', items: [{ productId: sku.productId, skuId: sku.skuId, quantity }] },
        { headers: bearer(shopper.token) },
      ),
    );
    expect(res.status).toBe(400);
  });

  it('cart/num refuses zero, negative and more than the stock', async () => {
    const saved = await post<{ id: number }>(
      ctx.app,
      '/api/front/cart/save',
      { productId: sku.productId, skuId: sku.skuId, quantity: 1 },
      { headers: bearer(shopper.token) },
    );
    for (const quantity of [0, -3, 6, 1.25]) {
      const res = await unchangedBy(ctx, () =>
        post(ctx.app, '/api/front/cart/num', { id: saved.body.data.id, quantity }, { headers: bearer(shopper.token) }),
      );
      expect(res.status, String(quantity)).toBe(400);
    }
    await post(ctx.app, '/api/front/cart/delete', { ids: [saved.body.data.id] }, { headers: bearer(shopper.token) });
  });
});

describe('prices and money sent by the client', () => {
  const buyNow = () =>
    post<{ preOrderNo: string }>(
      ctx.app,
      '/api/front/order/pre/order',
      { type: 'buyNow', items: [{ productId: sku.productId, skuId: sku.skuId, quantity: 1 }] },
      { headers: bearer(shopper.token) },
    );

  it.each([
    { price: 1 },
    { payFee: '-0.01' },
    { payFee: '1e3' },
    { payFee: 0.01 },
    { totalPrice: '0.01' },
    { proTotalFee: '0.00' },
    { couponFee: '999.00' },
    { pointsFee: '999.00' },
    { currency: 'XXX' },
    { freightFee: '-5.00' },
  ])('order/create refuses %o and makes no order', async (extra) => {
    const pre = await buyNow();
    const res = await unchangedBy(ctx, () =>
      post(
        ctx.app,
        '/api/front/order/create',
        {
          preOrderNo: pre.body.data.preOrderNo,
          addressId,
          couponIds: [],
          usePoints: false,
          mark: '',
          payType: 'card',
          ...extra,
        },
        { headers: bearer(shopper.token) },
      ),
    );
    expect(res.status).toBe(400);
  });

  it('order/create with a total of its own is compared, never charged: another amount refuses it with 409', async () => {
    const pre = await buyNow();
    const res = await unchangedBy(ctx, () =>
      post(
        ctx.app,
        '/api/front/order/create',
        { preOrderNo: pre.body.data.preOrderNo, addressId, payType: 'card', payFee: '0.01' },
        { headers: bearer(shopper.token) },
      ),
    );
    expect(res.status).toBe(409);
  });

  it('a buy-now line carrying its own price is refused', async () => {
    const res = await unchangedBy(ctx, () =>
      post(
        ctx.app,
        '/api/front/order/pre/order',
        { type: 'buyNow', items: [{ productId: sku.productId, skuId: sku.skuId, quantity: 1, price: 1 }] },
        { headers: bearer(shopper.token) },
      ),
    );
    expect(res.status).toBe(400);
  });

  it('an amount sent to the card page is refused and the order stays unpaid at its price', async () => {
    const orderNo = await placeOrder(ctx, shopper.token, addressId, sku);
    const res = await post(
      ctx.app,
      '/api/front/pay/testcard/confirm',
      { orderNo, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', holder: 'Ann Lee', amount: 1 },
      { headers: bearer(shopper.token) },
    );
    expect(res.status).toBe(400);
    const { rows } = await ctx.db.execute<{ status: string; pay_amount: number }>(
      sql`SELECT status, pay_amount FROM orders WHERE order_no = ${orderNo}`,
    );
    expect(rows[0]!.status).toBe('unpaid');
    expect(rows[0]!.pay_amount).toBeGreaterThanOrEqual(sku.price);
    await post(ctx.app, `/api/front/order/cancel/${orderNo}`, undefined, { headers: bearer(shopper.token) });
  });
});

describe('mass assignment', () => {
  it.each([{ isAdmin: true }, { role: 'admin' }, { scope: ['admin'] }, { id: 1 }, { email: 'admin@example.com' }])(
    'user/edit refuses %o',
    async (extra) => {
      const res = await unchangedBy(ctx, () =>
        post(
          ctx.app,
          '/api/front/user/edit',
          { nickname: 'Eve', avatar: '', ...extra },
          { headers: bearer(shopper.token) },
        ),
      );
      expect(res.status).toBe(400);
    },
  );

  it.each([{ userId: 1 }, { isDefault: true, userId: 1 }, { merchantId: 2 }])(
    'address/edit refuses %o',
    async (extra) => {
      const res = await unchangedBy(ctx, () =>
        post(
          ctx.app,
          '/api/front/address/edit',
          {
            realName: 'Eve',
            country: 'US',
            regionCode: 'US-NY',
            detail: '2 Side St',
            postCode: '10002',
            countryCode: '+1',
            phone: '2125550101',
            ...extra,
          },
          { headers: bearer(shopper.token) },
        ),
      );
      expect(res.status).toBe(400);
    },
  );

  it.each([{ userId: 1 }, { status: 'paid' }, { paid: true }, { merchantId: 2 }])(
    'order/create refuses %o',
    async (extra) => {
      const pre = await post<{ preOrderNo: string }>(
        ctx.app,
        '/api/front/order/pre/order',
        { type: 'buyNow', items: [{ productId: sku.productId, skuId: sku.skuId, quantity: 1 }] },
        { headers: bearer(shopper.token) },
      );
      const res = await unchangedBy(ctx, () =>
        post(
          ctx.app,
          '/api/front/order/create',
          {
            preOrderNo: pre.body.data.preOrderNo,
            addressId,
            couponIds: [],
            usePoints: false,
            payType: 'card',
            ...extra,
          },
          { headers: bearer(shopper.token) },
        ),
      );
      expect(res.status).toBe(400);
    },
  );

  it('cart/save refuses a userId', async () => {
    const res = await unchangedBy(ctx, () =>
      post(
        ctx.app,
        '/api/front/cart/save',
        { productId: sku.productId, skuId: sku.skuId, quantity: 1, userId: 1 },
        { headers: bearer(shopper.token) },
      ),
    );
    expect(res.status).toBe(400);
  });
});

describe('JSON tricks', () => {
  it('a duplicate key (quantity twice) is refused', async () => {
    const res = await unchangedBy(ctx, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/front/cart/save',
        headers: { ...bearer(shopper.token), 'content-type': 'application/json' },
        payload: `{"productId":${sku.productId},"skuId":${sku.skuId},"quantity":1,"quantity":999}`,
      }),
    );
    expect(res.statusCode).toBe(400);
  });

  it('a __proto__ key is refused', async () => {
    const res = await unchangedBy(ctx, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/front/user/edit',
        headers: { ...bearer(shopper.token), 'content-type': 'application/json' },
        payload: '{"nickname":"Eve","avatar":"","__proto__":{"isAdmin":true}}',
      }),
    );
    expect(res.statusCode).toBe(400);
  });

  it('a NUL character in any field is refused', async () => {
    const res = await unchangedBy(ctx, () =>
      post(ctx.app, '/api/front/user/edit', { nickname: 'Eve\u0000', avatar: '' }, { headers: bearer(shopper.token) }),
    );
    expect(res.status).toBe(400);
  });

  it('half of a character (a lone surrogate) in any field or key is refused in the reader’s language, never stored as "�" (audit AG9)', async () => {
    for (const payload of [
      '{"nickname":"\\udc00","avatar":""}',
      '{"nickname":"a\\ud800b","avatar":""}',
      '{"nickname":"Eve","avatar":"","\\ud83d":1}',
    ]) {
      const res = await unchangedBy(ctx, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/front/user/edit',
          headers: { ...bearer(shopper.token), 'content-type': 'application/json', 'accept-language': 'es' },
          payload,
        }),
      );
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message, payload).toMatch(/carácter no permitido/);
    }
    // A whole character of two halves is a character like any other.
    const whole = await post(
      ctx.app,
      '/api/front/user/edit',
      { nickname: 'Eve 🎁', avatar: '' },
      { headers: bearer(shopper.token) },
    );
    expect(whole.status).toBe(200);
  });
});

describe('SQL injection', () => {
  const INJECTIONS = ["' OR 1=1 --", "'; DROP TABLE products; --", "%' UNION SELECT email FROM users --", '\\'];

  it.each(INJECTIONS)('the search keyword %s is only a word', async (keyword) => {
    const res = await unchangedBy(ctx, () =>
      get<{ list: unknown[]; total: number }>(
        ctx.app,
        `/api/front/product/list?keyword=${encodeURIComponent(keyword)}`,
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(0);
  });

  it.each(['price; DROP TABLE products', 'id desc', '1)'])('the sort value %s is refused', async (order) => {
    const res = await unchangedBy(ctx, () =>
      get(
        ctx.app,
        `/api/front/product/list?priceOrder=${encodeURIComponent(order)}&salesOrder=${encodeURIComponent(order)}`,
      ),
    );
    expect(res.status).toBe(400);
  });

  it.each(['1 OR 1=1', '-1', '0', '1e9', "1'"])('the page value %s is refused', async (page) => {
    const res = await unchangedBy(ctx, () => get(ctx.app, `/api/front/product/list?page=${encodeURIComponent(page)}`));
    expect(res.status).toBe(400);
  });

  it.each(["admin@example.com' --", "' OR '1'='1", 'admin@example.com" OR ""="'])(
    'the sign-in account %s signs nobody in',
    async (account) => {
      const res = await unchangedBy(ctx, () =>
        post(ctx.app, '/api/front/login/email', { email: account, password: "' OR '1'='1" }, { ip: freshIp() }),
      );
      expect(res.status).not.toBe(200);
      // No session: the answer carries at most which field was refused and why (a schema failure's `data`).
      expect(res.body.data).toEqual({ field: 'email', detail: expect.any(String) });
    },
  );
});

describe('texts people read', () => {
  const FR = { 'accept-language': 'fr' };
  const control = 'Ce texte ne peut pas contenir de caractères de contrôle ou de direction';
  it.each([
    ['\u200b\u200b', 'Le nom d’utilisateur ne peut pas être vide'],
    ['a\u202egnp.exe', control],
    ['Admin\u0007\u001b[31m', control],
  ])('user/edit refuses the nickname %j in the reader’s language', async (nickname, message) => {
    const res = await unchangedBy(ctx, () =>
      post(ctx.app, '/api/front/user/edit', { nickname, avatar: '' }, { headers: { ...bearer(shopper.token), ...FR } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it.each([{ realName: '\u200b' }, { realName: 'Eve\u202e' }, { detail: '\u2060' }])(
    'address/edit refuses %j',
    async (field) => {
      const res = await unchangedBy(ctx, () =>
        post(
          ctx.app,
          '/api/front/address/edit',
          {
            realName: 'Eve',
            country: 'US',
            regionCode: 'US-NY',
            detail: '2 Side St',
            postCode: '10002',
            countryCode: '+1',
            phone: '2125550101',
            ...field,
          },
          { headers: bearer(shopper.token) },
        ),
      );
      expect(res.status).toBe(400);
    },
  );

  it('a shop’s public texts hold no control character: intro, address, opening hours, its categories', async () => {
    const merchant = await merchantToken(ctx.db);
    const { rows } = await ctx.db.execute<{ pictures: string[]; name: string }>(
      sql`SELECT qualification_pictures AS pictures, name FROM merchants WHERE id = ${merchant.merchantId}`,
    );
    const profile = {
      name: rows[0]!.name,
      avatar: '',
      banner: '',
      intro: 'Line one\nLine two',
      address: '8 Sukhumvit Road',
      phone: '',
      openingHours: '09:00-21:00',
      qualificationPictures: rows[0]!.pictures,
      service: { serviceType: 'phone', serviceLink: '', serviceMessage: '', servicePhone: '123', serviceEmail: '' },
    };
    const save = (body: object) => post(ctx.app, '/api/merchant/shop', body, { headers: bearer(merchant.token) });
    expect((await save(profile)).body.code).toBe(200);
    for (const bad of [{ intro: 'Hi\u001b[2J' }, { address: 'Road\u202e' }, { openingHours: '9\u0007' }]) {
      const res = await unchangedBy(ctx, () => save({ ...profile, ...bad }));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toContain('This text cannot hold control or direction characters');
    }
    const category = await post(
      ctx.app,
      '/api/merchant/categories',
      { name: '\u200b' },
      {
        headers: bearer(merchant.token),
      },
    );
    expect(category.status).toBe(400);
  });

  it('a shop’s opening hours are refused past their real limit of 100 characters, which the message states (audit W3)', async () => {
    const merchant = await merchantToken(ctx.db);
    const { rows } = await ctx.db.execute<{ pictures: string[]; name: string }>(
      sql`SELECT qualification_pictures AS pictures, name FROM merchants WHERE id = ${merchant.merchantId}`,
    );
    const profile = {
      name: rows[0]!.name,
      avatar: '',
      banner: '',
      intro: '',
      address: '',
      phone: '',
      openingHours: 'x'.repeat(100),
      qualificationPictures: rows[0]!.pictures,
      service: { serviceType: 'phone', serviceLink: '', serviceMessage: '', servicePhone: '123', serviceEmail: '' },
    };
    const save = (body: object, locale: string) =>
      post(ctx.app, '/api/merchant/shop', body, {
        headers: { ...bearer(merchant.token), 'accept-language': locale },
      });
    expect((await save(profile, 'en')).body.code).toBe(200);
    for (const [locale, detail] of [
      ['en', 'The opening hours must be at most 100 characters'],
      ['fr', 'Les horaires doivent comporter au plus 100 caractères'],
      ['th', 'เวลาทำการต้องมีไม่เกิน 100 ตัวอักษร'],
    ]) {
      const res = await unchangedBy(ctx, () => save({ ...profile, openingHours: 'x'.repeat(150) }, locale!));
      expect(res.status, locale).toBe(400);
      expect(res.body.data, locale).toEqual({ field: 'openingHours', detail });
    }
  });

  it('a shop’s product and coupon names show something and hold no override', async () => {
    const merchant = await merchantToken(ctx.db);
    for (const [name, message] of [
      ['\u200b', 'The product name has 1 to 100 characters'],
      ['\u202eabc', 'This text cannot hold control or direction characters'],
    ]) {
      const product = await unchangedBy(ctx, () =>
        post(
          ctx.app,
          '/api/merchant/products',
          {
            name,
            categoryId: 4,
            images: ['/uploads/demo/p-watch-black-760213202-1.svg'],
            attrs: [],
            skus: [{ attrValues: [], price: '10.00', stock: 5 }],
          },
          { headers: bearer(merchant.token) },
        ),
      );
      expect(product.status, JSON.stringify(name)).toBe(400);
      expect((product.body.data as unknown as { field: string }).field, JSON.stringify(name)).toMatch(/(^|\.)name$/);
      expect(product.body.message, JSON.stringify(name)).toContain(message);
      const coupon = await unchangedBy(ctx, () =>
        post(
          ctx.app,
          '/api/merchant/coupons',
          { name, useType: 1, money: '5', minSpend: '10', validDays: 10 },
          { headers: bearer(merchant.token) },
        ),
      );
      expect(coupon.status, JSON.stringify(name)).toBe(400);
      expect((coupon.body.data as unknown as { field: string }).field, JSON.stringify(name)).toMatch(/(^|\.)name$/);
    }
  });
  it('names, bank details and after-sales texts the other side reads hold no override or control character', async () => {
    const merchant = await merchantToken(ctx.db);
    const asShop = { headers: bearer(merchant.token) };
    const asShopper = { headers: bearer(shopper.token) };
    const { rows } = await ctx.db.execute<{ pictures: string[] }>(
      sql`SELECT qualification_pictures AS pictures FROM merchants WHERE id = ${merchant.merchantId}`,
    );
    const template = {
      chargeBy: 'piece',
      rules: [{ regions: [], first: 1, firstFee: '1.00', additional: 1, additionalFee: '0.00' }],
      free: [],
      undeliverable: [],
      isDefault: false,
    };
    const calls: [string, string, object, object][] = [
      [
        'the shop name',
        '/api/merchant/shop',
        {
          name: 'ab\u202ecd',
          avatar: '',
          banner: '',
          intro: '',
          address: '',
          phone: '',
          openingHours: '',
          qualificationPictures: rows[0]!.pictures,
          service: { serviceType: 'phone', serviceLink: '', serviceMessage: '', servicePhone: '123', serviceEmail: '' },
        },
        asShop,
      ],
      ['a template name', '/api/merchant/shipping/templates', { ...template, name: 'Zone\u0007' }, asShop],
      [
        'a payout account holder',
        '/api/merchant/finance/payout-account',
        { method: 'offline', holder: 'ab\u202ecd', bankText: 'Bank of Siam 123' },
        asShop,
      ],
      [
        'bank details',
        '/api/merchant/finance/payout-account',
        { method: 'offline', holder: 'Ann Lee', bankText: 'IBAN\u202e 4321' },
        asShop,
      ],
      [
        'a courier company',
        '/api/merchant/orders/SH20260101000000000001/ship',
        { courierCompany: 'Fast\u202e', trackingNo: 'EMS12345678' },
        asShop,
      ],
      ['a refusal', '/api/merchant/refunds/RE20260101000000000001/refuse', { reason: 'No\u0007' }, asShop],
      [
        'a refund remark',
        '/api/front/order/refund',
        {
          orderNo: 'SH20260101000000000001',
          itemIds: [1],
          type: 'refund',
          reason: 'No longer needed',
          explain: 'ab\u202ecd',
        },
        asShopper,
      ],
      ['a chat report', '/api/front/chat/messages/1/report', { reason: 'spam\u001b[2J' }, asShopper],
      [
        "an application's shop name",
        '/api/front/merchant/settled/apply',
        {
          name: 'xy\u202ezw',
          realName: 'Bob',
          phone: '5551234567',
          email: 'bob@example.com',
          captcha: '123456',
          categoryId: 1,
          typeId: 1,
          qualificationPictures: [],
        },
        asShopper,
      ],
    ];
    for (const [what, url, body, headers] of calls) {
      const res = await unchangedBy(ctx, () => post(ctx.app, url, body, headers));
      expect(res.status, what).toBe(400);
      expect(res.body.message, what).toContain('This text cannot hold control or direction characters');
    }
    const blank = await unchangedBy(ctx, () =>
      post(ctx.app, '/api/merchant/shipping/templates', { ...template, name: '\u200b\u200b' }, asShop),
    );
    expect(blank.status).toBe(400);
  });

  it('the shop’s service message, a courier’s name, an address’s region and post code, a transfer reference and the operator’s reasons are refused with the field named (audit W2)', async () => {
    const merchant = await merchantToken(ctx.db);
    const { rows } = await ctx.db.execute<{ pictures: string[]; name: string; admin: number }>(sql`
      SELECT qualification_pictures AS pictures, name,
        (SELECT id FROM users WHERE email = 'admin@example.com') AS admin
      FROM merchants WHERE id = ${merchant.merchantId}`);
    const FR = { 'accept-language': 'fr' };
    const asShop = { headers: { ...bearer(merchant.token), ...FR } };
    const asShopper = { headers: { ...bearer(shopper.token), ...FR } };
    const asAdmin = { headers: { ...bearer(await createSession(ctx.db, rows[0]!.admin)), ...FR } };
    const address = {
      realName: 'Eve',
      country: 'US',
      regionCode: 'US-NY',
      detail: '2 Side St',
      postCode: '10002',
      countryCode: '+1',
      phone: '2125550101',
    };
    const calls: [string, object, object, string][] = [
      [
        '/api/merchant/shop',
        {
          name: rows[0]!.name,
          avatar: '',
          banner: '',
          intro: '',
          address: '',
          phone: '',
          openingHours: '',
          qualificationPictures: rows[0]!.pictures,
          service: {
            serviceType: 'message',
            serviceLink: '',
            serviceMessage: 'Hi \u202eevil\u0007',
            servicePhone: '',
            serviceEmail: '',
          },
        },
        asShop,
        'service.serviceMessage',
      ],
      [
        '/api/merchant/orders/SH20260101000000000001/ship',
        { courierCompany: 'Fast', trackingNo: 'EMS12345678', courierName: 'Bob\u202e' },
        asShop,
        'courierName',
      ],
      [
        '/api/merchant/orders/SH20260101000000000001/ship',
        { courierCompany: 'Fast', trackingNo: 'EMS12345678', courierPhone: '555\u0007' },
        asShop,
        'courierPhone',
      ],
      ['/api/front/address/edit', { ...address, region: 'Zone\u202e' }, asShopper, 'region'],
      ['/api/front/address/edit', { ...address, postCode: '10002\u2066' }, asShopper, 'postCode'],
      [
        '/api/admin/finance/payouts/PO20260101000000000001/paid',
        { reference: 'TX\u202e99', paidOn: '2026-01-02' },
        asAdmin,
        'reference',
      ],
      ['/api/admin/merchant/applications/1/reject', { reason: 'No\u202e', version: 1 }, asAdmin, 'reason'],
      ['/api/admin/merchant/changes/1/reject', { reason: 'Blurry\u0007' }, asAdmin, 'reason'],
      ['/api/admin/chat/reports/1/resolve', { resolution: 'Done\u202e' }, asAdmin, 'resolution'],
    ];
    for (const [url, body, headers, field] of calls) {
      const res = await unchangedBy(ctx, () => post(ctx.app, url, body, headers));
      expect(res.status, url).toBe(400);
      expect(res.body.data, url).toEqual({
        field,
        detail: 'Ce texte ne peut pas contenir de caractères de contrôle ou de direction',
      });
    }
  });
});
