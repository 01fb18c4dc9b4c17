import type { MerchantOrderRow, MerchantProductRow, Page, ShopCategoryNode, ShopProfile } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { otherShopStaff, type PaidOrder, placeOrder, skusOf } from '../../../test/refund-helpers';

// Staff of shop A (the demo merchant) against everything of shop B; a plain shopper against every merchant call.

let ctx: TestContext;
let staffA: { token: string; merchantId: number };
let shopB: number;
let productB: number;
let orderB: PaidOrder;
let categoryB: number;
let refundB: string;
let couponB: number;
let reviewB: number;
let templateB: number;
let shopper: { id: number; token: string };
let leafCategory: number;
let conversationB: number;
let messageB: number;
let staffBUser: number;
let inviteB: number;

beforeAll(async () => {
  ctx = await startTestApp();
  staffA = await merchantToken(ctx.db);
  shopB = (await otherShopStaff(ctx, staffA.merchantId)).merchantId;
  const { rows: staffRows } = await ctx.db.execute<{ user_id: number }>(
    sql`SELECT user_id FROM merchant_staff WHERE merchant_id = ${shopB} ORDER BY user_id LIMIT 1`,
  );
  staffBUser = staffRows[0]!.user_id;
  const invite = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO merchant_staff_invites (merchant_id, email, invited_by, token_hash, expires_at)
    VALUES (${shopB}, 'b.helper@example.org', ${staffBUser}, 'b-invite', now() + interval '7 days') RETURNING id`);
  inviteB = invite.rows[0]!.id;
  shopper = await newShopper(ctx.db, 'curious');
  const [line] = await skusOf(ctx, shopB, 1);
  productB = line!.productId;
  orderB = await placeOrder(ctx, shopper.token, [line!]);
  const category = await ctx.db.execute<{ id: number }>(
    sql`INSERT INTO shop_categories (merchant_id, name) VALUES (${shopB}, 'B only') RETURNING id`,
  );
  categoryB = category.rows[0]!.id;
  refundB = `RE${Date.now()}1`;
  await ctx.db.execute(sql`
    INSERT INTO refunds (refund_no, order_id, shop_order_id, user_id, merchant_id, type, status, reason, amount)
    SELECT ${refundB}, s.order_id, s.id, s.user_id, s.merchant_id, 'refund', 'review', 'Wrong size', s.pay_amount
    FROM shop_orders s WHERE s.id = ${orderB.shopOrderId}`);
  const coupon = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO coupons (merchant_id, name, use_type, amount, valid_days) VALUES (${shopB}, 'B coupon', 1, 500, 7)
    RETURNING id`);
  couponB = coupon.rows[0]!.id;
  const review = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO reviews (product_id, merchant_id, user_id, product_score, service_score, comment)
    VALUES (${productB}, ${shopB}, ${shopper.id}, 5, 5, 'Lovely') RETURNING id`);
  reviewB = review.rows[0]!.id;
  const template = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO shipping_templates (merchant_id, name, rules, is_default)
    VALUES (${shopB}, 'B only', '[{"regions":[],"first":1,"firstFee":500,"additional":1,"additionalFee":0}]', false)
    RETURNING id`);
  templateB = template.rows[0]!.id;
  const leaf = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM categories WHERE parent_id <> 0 LIMIT 1`);
  leafCategory = leaf.rows[0]!.id;
  const said = await post<{ id: number; conversationId: number }>(
    ctx.app,
    '/api/front/chat/messages',
    { merId: shopB, kind: 'text', body: 'Only for shop B' },
    { headers: bearer(shopper.token) },
  );
  conversationB = said.body.data.conversationId;
  messageB = said.body.data.id;
});
afterAll(() => ctx?.close());

/** Everything of shop B that a merchant call could change. */
async function shopBState() {
  const { rows } = await ctx.db.execute(sql`
    SELECT
      (SELECT row_to_json(m) FROM merchants m WHERE id = ${shopB}) AS shop,
      (SELECT json_agg(row_to_json(p) ORDER BY p.id) FROM products p WHERE merchant_id = ${shopB}) AS products,
      (SELECT json_agg(row_to_json(s) ORDER BY s.id) FROM product_skus s JOIN products p ON p.id = s.product_id
        WHERE p.merchant_id = ${shopB}) AS skus,
      (SELECT json_agg(row_to_json(o) ORDER BY o.id) FROM shop_orders o WHERE merchant_id = ${shopB}) AS orders,
      (SELECT count(*) FROM logistics_events e JOIN shop_orders o ON o.id = e.shop_order_id
        WHERE o.merchant_id = ${shopB}) AS events,
      (SELECT json_agg(row_to_json(c) ORDER BY c.id) FROM shop_categories c WHERE merchant_id = ${shopB}) AS categories,
      (SELECT json_agg(row_to_json(r) ORDER BY r.id) FROM refunds r WHERE merchant_id = ${shopB}) AS refunds,
      (SELECT json_agg(row_to_json(c) ORDER BY c.id) FROM coupons c WHERE merchant_id = ${shopB}) AS coupons,
      (SELECT json_agg(row_to_json(r) ORDER BY r.id) FROM reviews r WHERE merchant_id = ${shopB}) AS reviews,
      (SELECT json_agg(row_to_json(t) ORDER BY t.id) FROM shipping_templates t WHERE merchant_id = ${shopB}) AS templates,
      (SELECT json_agg(row_to_json(r) ORDER BY r.id) FROM merchant_change_requests r WHERE merchant_id = ${shopB})
        AS changes,
      (SELECT json_agg(row_to_json(s) ORDER BY s.id) FROM merchant_staff s WHERE merchant_id = ${shopB}) AS staff,
      (SELECT json_agg(row_to_json(i) ORDER BY i.id) FROM merchant_staff_invites i WHERE merchant_id = ${shopB})
        AS invites`);
  return rows[0];
}

function validProduct(name: string) {
  return {
    name,
    // Read when the body is sent: the tables of the tests are built before beforeAll runs.
    get categoryId() {
      return leafCategory;
    },
    // Shop A's own demo picture: a shop may show only the stock pictures drawn for it (audit FO2).
    get images() {
      return [`/uploads/demo/shop-${staffA.merchantId}-avatar.svg`];
    },
    description: '',
    attrs: [],
    skus: [{ attrValues: [], price: '1.00', stock: 1 }],
  };
}

const shopProfileBody = {
  name: 'Taken Over',
  avatar: '',
  banner: '',
  intro: 'x',
  intros: { th: 'ยึดร้าน' },
  address: 'x',
  phone: '',
  openingHours: '',
  serviceTexts: { th: 'ยึดร้าน' },
  qualificationPictures: [],
  service: { serviceType: 'phone', serviceLink: '', serviceMessage: '', servicePhone: '123', serviceEmail: '' },
};

/** Every merchant call with a valid body; `{product}` and the like name shop B's objects (see `resolve`). */
function merchantCalls(): [method: Method, url: string, body?: unknown][] {
  return [
    ['GET', '/api/merchant/dashboard'],
    ['GET', '/api/merchant/shop'],
    ['POST', '/api/merchant/shop', shopProfileBody],
    ['POST', '/api/merchant/shop/change/withdraw'],
    ['GET', '/api/merchant/categories'],
    ['POST', '/api/merchant/categories', { name: 'New' }],
    ['POST', '/api/merchant/categories/{category}', { name: 'Renamed', names: { th: 'เปลี่ยนชื่อ' } }],
    ['POST', '/api/merchant/categories/{category}/delete'],
    ['GET', '/api/merchant/products'],
    ['POST', '/api/merchant/products', validProduct('Sneaky')],
    ['GET', '/api/merchant/products/{product}'],
    ['POST', '/api/merchant/products/{product}', validProduct('Taken over')],
    ['POST', '/api/merchant/products/{product}/sale', { onSale: false }],
    ['GET', '/api/merchant/products/export.csv'],
    ['POST', '/api/merchant/products/import/preview', { csv: 'productId,skuId,price\r\n1,1,0.01\r\n' }],
    ['POST', '/api/merchant/products/import', { csv: 'productId,skuId,price\r\n1,1,0.01\r\n' }],
    ['GET', '/api/merchant/orders'],
    ['GET', '/api/merchant/orders/export.csv'],
    ['GET', '/api/merchant/orders/{order}'],
    ['POST', '/api/merchant/orders/{order}/ship', { courierCompany: 'Evil Post', trackingNo: 'EVIL12345' }],
    ['POST', '/api/merchant/orders/{order}/shipment', { courierCompany: 'Evil Post', trackingNo: 'EVIL12345' }],
    ['POST', '/api/merchant/orders/{order}/logistics', { text: 'Lost' }],
    ['GET', '/api/merchant/refunds'],
    ['GET', '/api/merchant/refunds/{refund}'],
    ['POST', '/api/merchant/refunds/{refund}/accept'],
    ['POST', '/api/merchant/refunds/{refund}/refuse', { reason: 'No' }],
    ['POST', '/api/merchant/refunds/{refund}/receive'],
    ['POST', '/api/merchant/refunds/{refund}/pay'],
    ['GET', '/api/merchant/coupons'],
    ['POST', '/api/merchant/coupons', { name: 'Sneaky', useType: 1, money: '5', validDays: 7 }],
    ['POST', '/api/merchant/coupons/{coupon}/close'],
    ['GET', '/api/merchant/reviews'],
    ['POST', '/api/merchant/reviews/{review}/reply', { reply: 'Thanks from another shop' }],
    ['GET', '/api/merchant/finance/summary'],
    ['GET', '/api/merchant/finance/ledger'],
    ['GET', '/api/merchant/finance/ledger?format=csv'],
    ['GET', '/api/merchant/finance/payouts'],
    ['GET', '/api/merchant/finance/payouts/overview'],
    ['POST', '/api/merchant/finance/payouts', { amount: '10.00' }],
    ['GET', '/api/merchant/finance/payout-account'],
    ['POST', '/api/merchant/finance/payout-account', { method: 'offline', holder: 'Sneaky', bankText: 'Sneaky bank' }],
    ['POST', '/api/merchant/finance/payout-account/confirm', { code: '123456' }],
    ['GET', '/api/merchant/shipping/templates'],
    ['POST', '/api/merchant/shipping/templates', templateBody],
    ['POST', '/api/merchant/shipping/templates/{template}', templateBody],
    ['POST', '/api/merchant/shipping/templates/{template}/delete'],
    ['GET', '/api/merchant/chat/conversations'],
    ['GET', '/api/merchant/chat/conversations/{conversation}/messages'],
    ['POST', '/api/merchant/chat/messages', { conversationId: 1, kind: 'text', body: 'Hello from elsewhere' }],
    ['POST', '/api/merchant/chat/conversations/{conversation}/assign', { staffId: 1 }],
    ['POST', '/api/merchant/chat/conversations/{conversation}/read'],
    ['POST', '/api/merchant/chat/messages/{message}/report', { reason: 'Not ours' }],
    ['GET', '/api/merchant/chat/staff'],
    ['GET', '/api/merchant/chat/unread'],
    ['GET', '/api/merchant/chat/settings'],
    ['POST', '/api/merchant/chat/settings', chatSettingsBody],
    ['GET', '/api/merchant/notices'],
    ['GET', '/api/merchant/notices/unread'],
    ['POST', '/api/merchant/notices/read', { all: true }],
    ['GET', '/api/merchant/notices/preferences'],
    ['POST', '/api/merchant/notices/preferences', { kinds: [] }],
    ['GET', '/api/merchant/notices/recipients'],
    ['GET', '/api/merchant/staff'],
    ['POST', '/api/merchant/staff/invites', { email: 'sneaky.helper@example.org' }],
    ['DELETE', '/api/merchant/staff/invites/{invite}'],
    ['DELETE', '/api/merchant/staff/{member}'],
    // Shop A's owner: refused (an owner never leaves), and nothing of shop B is touched either way.
    ['POST', '/api/merchant/staff/leave'],
    // Shop B's owner cannot be given shop A's alerts, nor have shop B's alerts changed from shop A.
    [
      'POST',
      '/api/merchant/notices/recipients',
      {
        get userId() {
          return staffBUser;
        },
        kinds: ['order_paid'],
      },
    ],
  ];
}

const chatSettingsBody = {
  quickReplies: ['x'],
  quickReplyTranslations: [{ th: 'ยึดร้าน' }],
  awayMessage: '',
  awayMessages: { th: 'ยึดร้าน' },
  openingHours: [],
  timeZone: 'UTC',
  notifyAfterMinutes: 0,
};

const templateBody = {
  name: 'Taken Over',
  chargeBy: 'piece',
  rules: [{ regions: [], first: 1, firstFee: '0', additional: 1, additionalFee: '0' }],
  isDefault: true,
};

/** Fills in shop B's objects (known once beforeAll ran). */
function resolve(url: string): string {
  const ids: Record<string, string | number> = {
    product: productB,
    order: orderB.orderNo,
    category: categoryB,
    refund: refundB,
    coupon: couponB,
    review: reviewB,
    template: templateB,
    conversation: conversationB,
    message: messageB,
    invite: inviteB,
    member: staffBUser,
  };
  return url.replace(/\{(\w+)\}/g, (_m, name: string) => String(ids[name]));
}

type Method = 'GET' | 'POST' | 'DELETE';

const call = async (token: string | null, method: Method, template: string, body?: unknown) => {
  const url = resolve(template);
  const headers = token ? bearer(token) : {};
  if (method === 'DELETE') {
    const res = await ctx.app.inject({ method, url, headers });
    return { status: res.statusCode, body: res.json() as { code: number; message: string; data: unknown } };
  }
  return method === 'GET' ? get(ctx.app, url, headers) : post(ctx.app, url, body, { headers });
};

describe('the list of merchant calls', () => {
  it('covers every /api/merchant route the app serves', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/merchant'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{\w+\}/g, '*')}`),
      );
    const covered = new Set(merchantCalls().map(([method, url]) => `${method} ${url.replace(/\{\w+\}/g, '*')}`));
    expect(served.filter((route) => !covered.has(route))).toEqual([]);
  });
});

describe("staff of shop A against shop B's things", () => {
  it("reads nothing of shop B: lists, details and exports hold only shop A's", async () => {
    const products = await get<Page<MerchantProductRow>>(
      ctx.app,
      '/api/merchant/products?limit=100',
      bearer(staffA.token),
    );
    expect(products.body.data.list.map((p) => p.id)).not.toContain(productB);
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE merchant_id = ${staffA.merchantId}`,
    );
    const ownIds = new Set(rows.map((r) => r.id));
    expect(products.body.data.list.every((p) => ownIds.has(p.id))).toBe(true);

    const orders = await get<Page<MerchantOrderRow>>(ctx.app, '/api/merchant/orders?limit=100', bearer(staffA.token));
    expect(orders.body.data.list.map((o) => o.orderNo)).not.toContain(orderB.orderNo);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/merchant/orders/export.csv',
      headers: bearer(staffA.token),
    });
    expect(csv.body).not.toContain(orderB.orderNo);
    const productsCsv = await ctx.app.inject({
      method: 'GET',
      url: '/api/merchant/products/export.csv',
      headers: bearer(staffA.token),
    });
    expect(productsCsv.body.split('\r\n').some((line) => line.startsWith(`"${productB}",`))).toBe(false);

    const shop = await get<ShopProfile>(ctx.app, '/api/merchant/shop', bearer(staffA.token));
    expect(shop.body.data.id).toBe(staffA.merchantId);
    const categories = await get<ShopCategoryNode[]>(ctx.app, '/api/merchant/categories', bearer(staffA.token));
    expect(JSON.stringify(categories.body.data)).not.toContain('B only');

    for (const url of [`/api/merchant/products/${productB}`, `/api/merchant/orders/${orderB.orderNo}`]) {
      const res = await get(ctx.app, url, bearer(staffA.token));
      expect(res.status, url).toBe(404);
    }
    const refund = await get(ctx.app, `/api/merchant/refunds/${refundB}`, bearer(staffA.token));
    expect(refund.status).toBe(404);
    const refunds = await get<Page<{ refundNo: string }>>(ctx.app, '/api/merchant/refunds', bearer(staffA.token));
    expect(JSON.stringify(refunds.body.data)).not.toContain(refundB);
    const coupons = await get(ctx.app, '/api/merchant/coupons?limit=100', bearer(staffA.token));
    expect(JSON.stringify(coupons.body.data)).not.toContain('B coupon');
    const reviews = await get(ctx.app, '/api/merchant/reviews?limit=100', bearer(staffA.token));
    expect(JSON.stringify(reviews.body.data)).not.toMatch(new RegExp(`"id":${reviewB}\\b`));
  });

  it.each(merchantCalls().filter(([method, url]) => method !== 'GET' && url.includes('{')))(
    '%s %s on a shop B object is not found and changes nothing of shop B',
    async (method, url, body) => {
      const before = await shopBState();
      const res = await call(staffA.token, method, url, body);
      expect(res.status, res.body.message).toBe(404);
      expect(await shopBState()).toEqual(before);
    },
  );

  it("changes only shop A's profile and categories with the calls that take no id", async () => {
    const before = await shopBState();
    const { rows: own } = await ctx.db.execute<{ pictures: string[] }>(
      sql`SELECT qualification_pictures AS pictures FROM merchants WHERE id = ${staffA.merchantId}`,
    );
    const profile = { ...shopProfileBody, qualificationPictures: own[0]!.pictures };
    expect((await call(staffA.token, 'POST', '/api/merchant/shop', profile)).status).toBe(200);
    expect((await call(staffA.token, 'POST', '/api/merchant/categories', { name: 'Mine' })).status).toBe(200);
    expect((await call(staffA.token, 'POST', '/api/merchant/products', validProduct('Mine only'))).status).toBe(200);
    expect(await shopBState()).toEqual(before);
    const { rows } = await ctx.db.execute<{ merchant_id: number }>(
      sql`SELECT merchant_id FROM products WHERE name = 'Mine only'`,
    );
    expect(rows.map((r) => r.merchant_id)).toEqual([staffA.merchantId]);
  });
});

describe("staff of shop A against shop B's payouts", () => {
  it("sees only shop A's payouts and payout account, and changes nothing of shop B's", async () => {
    const payoutNoB = `PO${Date.now()}000001`;
    await ctx.db.execute(sql`
      INSERT INTO payout_accounts (merchant_id, method, holder, bank_text) VALUES (${shopB}, 'offline', 'Shop B Ltd', 'B bank')
      ON CONFLICT (merchant_id) DO UPDATE SET holder = EXCLUDED.holder, bank_text = EXCLUDED.bank_text`);
    await ctx.db.execute(sql`
      INSERT INTO payouts (payout_no, merchant_id, amount, status, reject_reason, account, requested_by)
      VALUES (${payoutNoB}, ${shopB}, 1000, 'rejected', 'B only',
        '{"method":"offline","holder":"Shop B Ltd","bankText":"B bank"}'::jsonb, 1)`);
    const state = async () =>
      (
        await ctx.db.execute(sql`
          SELECT (SELECT json_agg(row_to_json(p) ORDER BY p.id) FROM payouts p WHERE merchant_id = ${shopB}) AS payouts,
            (SELECT row_to_json(a) FROM payout_accounts a WHERE merchant_id = ${shopB}) AS account,
            (SELECT count(*) FROM payout_account_changes WHERE merchant_id = ${shopB}) AS changes`)
      ).rows[0];
    const before = await state();
    const payouts = await get(ctx.app, '/api/merchant/finance/payouts?limit=100', bearer(staffA.token));
    expect(JSON.stringify(payouts.body.data)).not.toContain(payoutNoB);
    const account = await get(ctx.app, '/api/merchant/finance/payout-account', bearer(staffA.token));
    expect(JSON.stringify(account.body.data)).not.toContain('Shop B Ltd');
    await post(
      ctx.app,
      '/api/merchant/finance/payout-account',
      { method: 'offline', holder: 'A', bankText: 'A bank' },
      { headers: bearer(staffA.token) },
    );
    await post(ctx.app, '/api/merchant/finance/payouts', { amount: '10.00' }, { headers: bearer(staffA.token) });
    expect(await state()).toEqual(before);
  });
});

describe("staff of shop A against shop B's finance", () => {
  it("sees only shop A's balances and statement, also in the CSV", async () => {
    const { rows } = await ctx.db.execute<{ key: string }>(
      sql`SELECT key FROM ledger_entries WHERE merchant_id = ${shopB} AND key = ${`sale:${orderB.orderNo}`}`,
    );
    expect(rows).toHaveLength(1);
    const headers = bearer(staffA.token);
    const ledger = await get<{ list: { orderNo?: string }[] }>(
      ctx.app,
      '/api/merchant/finance/ledger?limit=100',
      headers,
    );
    expect(ledger.status).toBe(200);
    expect(JSON.stringify(ledger.body.data)).not.toContain(orderB.orderNo);
    const csv = await ctx.app.inject({ method: 'GET', url: '/api/merchant/finance/ledger?format=csv', headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(orderB.orderNo);
    const { rows: lines } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ledger_lines WHERE merchant_id = ${staffA.merchantId}`,
    );
    expect(csv.body.trim().split('\r\n')).toHaveLength(Math.min(lines[0]!.n, 50_000) + 1);
    const summary = await get<{ pending: string }>(ctx.app, '/api/merchant/finance/summary', headers);
    const { rows: balance } = await ctx.db.execute<{ pending: number }>(
      sql`SELECT coalesce((SELECT pending FROM merchant_balances WHERE merchant_id = ${staffA.merchantId}), 0) AS pending`,
    );
    expect(summary.body.data.pending).toBe((Number(balance[0]!.pending) / 100).toFixed(2));
  });
});

describe("staff of shop A and another shopper against shop B's chat", () => {
  it('see nothing of it and cannot write into it (404), and it stays as it was', async () => {
    const messagesOfB = async () =>
      (
        await ctx.db.execute(
          sql`SELECT id, body FROM chat_messages WHERE conversation_id = ${conversationB} ORDER BY id`,
        )
      ).rows;
    const before = await messagesOfB();
    const inbox = await get<Page<{ id: number }>>(
      ctx.app,
      '/api/merchant/chat/conversations?limit=100',
      bearer(staffA.token),
    );
    expect(inbox.body.data.list.map((c) => c.id)).not.toContain(conversationB);
    const write = await post(
      ctx.app,
      '/api/merchant/chat/messages',
      { conversationId: conversationB, kind: 'text', body: 'Buy from us instead' },
      { headers: bearer(staffA.token) },
    );
    expect(write.status).toBe(404);
    const other = await newShopper(ctx.db, 'nosy');
    const own = bearer(other.token);
    const history = await get(ctx.app, `/api/front/chat/conversations/${conversationB}/messages`, own);
    expect(history.status).toBe(404);
    for (const path of ['read', 'block', 'unblock']) {
      const res = await post(ctx.app, `/api/front/chat/conversations/${conversationB}/${path}`, undefined, {
        headers: own,
      });
      expect(res.status, path).toBe(404);
    }
    const report = await post(
      ctx.app,
      `/api/front/chat/messages/${messageB}/report`,
      { reason: 'x' },
      { headers: own },
    );
    expect(report.status).toBe(404);
    expect((await get<unknown[]>(ctx.app, '/api/front/chat/conversations', own)).body.data).toEqual([]);
    expect(await messagesOfB()).toEqual(before);
  });
});

describe('a plain shopper', () => {
  it.each(merchantCalls())('%s %s answers 403 and changes nothing', async (method, url, body) => {
    const before = await shopBState();
    const res = await call(shopper.token, method, url, body);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This account does not run a shop');
    expect(await shopBState()).toEqual(before);
  });

  it('without a session every merchant call answers 401', async () => {
    for (const [method, url, body] of merchantCalls()) {
      const res = await call(null, method, url, body);
      expect(res.status, url).toBe(401);
    }
  });
});
