import type { MerchantOrderDetail, MerchantOrderRow, Page } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { otherShopStaff, type PaidOrder, placeOrder, skusOf } from '../../../test/refund-helpers';
import { adminToken } from '../../../test/settle-support';
import { csvCell, csvTime } from '../../platform/csv';
import { EXPORT_LIMIT } from './order-export';

let ctx: TestContext;
let merchant: { token: string; merchantId: number };
let shopper: { id: number; token: string };
let order: PaidOrder;

beforeAll(async () => {
  ctx = await startTestApp();
  merchant = await merchantToken(ctx.db);
  shopper = await newShopper(ctx.db, 'orderer');
  order = await placeOrder(ctx, shopper.token, await skusOf(ctx, merchant.merchantId, 2));
  // A note written to attack whoever opens the export in a spreadsheet.
  await ctx.db.execute(
    sql`UPDATE shop_orders SET mark = '=HYPERLINK("http://evil","x")' WHERE id = ${order.shopOrderId}`,
  );
});
afterAll(() => ctx?.close());

const as = () => ({ headers: bearer(merchant.token) });

describe('order detail, shipping and logistics', () => {
  it('shows the order with its items, consignee and amounts', async () => {
    const res = await get<MerchantOrderDetail>(
      ctx.app,
      `/api/merchant/orders/${order.orderNo}`,
      bearer(merchant.token),
    );
    expect(res.body.code, res.body.message).toBe(200);
    const detail = res.body.data;
    expect(detail).toMatchObject({ orderNo: order.orderNo, status: 'to_ship', payType: 'card' });
    expect(detail.items.map((i) => i.id)).toEqual(order.items.map((i) => i.id));
    expect(detail.consignee).toMatchObject({ realName: 'Ann Lee', detail: '1 Harbour Road', postCode: '10001' });
    expect(detail.buyer.nickname).toBe('orderer');
    expect(detail.logistics.events).toEqual([]);
  });

  it('filters the list by state and by keyword', async () => {
    const toShip = await get<Page<MerchantOrderRow>>(
      ctx.app,
      '/api/merchant/orders?status=to_ship&limit=100',
      bearer(merchant.token),
    );
    expect(toShip.body.data.list.map((o) => o.orderNo)).toContain(order.orderNo);
    expect(toShip.body.data.list.every((o) => o.status === 'to_ship')).toBe(true);
    expect(typeof toShip.body.data.total).toBe('number');
    const byNo = await get<Page<MerchantOrderRow>>(
      ctx.app,
      `/api/merchant/orders?keyword=${order.orderNo.slice(-8)}`,
      bearer(merchant.token),
    );
    expect(byNo.body.data.list.map((o) => o.orderNo)).toEqual([order.orderNo]);
    const byName = await get<Page<MerchantOrderRow>>(
      ctx.app,
      '/api/merchant/orders?keyword=ann%20lee',
      bearer(merchant.token),
    );
    expect(byName.body.data.list.map((o) => o.orderNo)).toContain(order.orderNo);
  });

  it('refuses a logistics event before shipping', async () => {
    const res = await post(ctx.app, `/api/merchant/orders/${order.orderNo}/logistics`, { text: 'Packed' }, as());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Logistics events can be added while the order is on its way only');
  });

  it('ships with a courier; the shopper sees the courier and every event the shop adds', async () => {
    const shipped = await post(
      ctx.app,
      `/api/merchant/orders/${order.orderNo}/ship`,
      { courierCompany: 'Speedy Post', trackingNo: 'SP123456789' },
      as(),
    );
    expect(shipped.body.code, shipped.body.message).toBe(200);
    const again = await post(
      ctx.app,
      `/api/merchant/orders/${order.orderNo}/ship`,
      { courierCompany: 'Other', trackingNo: 'OT12345' },
      as(),
    );
    expect(again.status).toBe(400);

    const event = await post<null>(
      ctx.app,
      `/api/merchant/orders/${order.orderNo}/logistics`,
      { text: 'Arrived at the Bangkok sorting centre' },
      as(),
    );
    expect(event.body.message).toBe('Logistics event added');
    const empty = await post(ctx.app, `/api/merchant/orders/${order.orderNo}/logistics`, { text: '  ' }, as());
    expect(empty.status).toBe(400);

    const express = await get<{ courierCompany: string; trackingNo: string; events: { text: string }[] }>(
      ctx.app,
      `/api/front/order/express/${order.orderNo}`,
      bearer(shopper.token),
    );
    expect(express.body.data).toMatchObject({ courierCompany: 'Speedy Post', trackingNo: 'SP123456789' });
    expect(express.body.data.events[0]!.text).toBe('Arrived at the Bangkok sorting centre');
    expect(express.body.data.events).toHaveLength(2);

    const detail = await get<MerchantOrderDetail>(
      ctx.app,
      `/api/merchant/orders/${order.orderNo}`,
      bearer(merchant.token),
    );
    expect(detail.body.data.status).toBe('to_receive');
    expect(detail.body.data.logistics).toMatchObject({ courierCompany: 'Speedy Post', trackingNo: 'SP123456789' });
    expect(detail.body.data.shipTime).not.toBeNull();

    // The handing over is read in the reader's language; the shop's own update stays as the shop wrote it.
    const inThai = await get<{ events: { text: string }[] }>(ctx.app, `/api/front/order/express/${order.orderNo}`, {
      ...bearer(shopper.token),
      'accept-language': 'th',
    });
    expect(inThai.body.data.events.map((e) => e.text)).toEqual([
      'Arrived at the Bangkok sorting centre',
      'ส่งมอบให้ Speedy Post แล้ว หมายเลขพัสดุ SP123456789',
    ]);
    const inConsole = await get<MerchantOrderDetail>(ctx.app, `/api/merchant/orders/${order.orderNo}`, {
      ...bearer(merchant.token),
      'accept-language': 'zh-CN',
    });
    expect(inConsole.body.data.logistics.events.at(-1)?.text).toBe('已交给Speedy Post，运单号 SP123456789');
  });

  it('corrects the courier and tracking number while the order is on its way, not after it was received (audit AM2)', async () => {
    const mine = await placeOrder(ctx, shopper.token, await skusOf(ctx, merchant.merchantId, 1));
    const correct = (body: unknown, headers = as()) =>
      post<null>(ctx.app, `/api/merchant/orders/${mine.orderNo}/shipment`, body, headers);
    const early = await correct({ courierCompany: 'DHL Express', trackingNo: '0987654321' });
    expect(early.body.message).toBe('The shipment can be corrected while the order is on its way only');
    await post(
      ctx.app,
      `/api/merchant/orders/${mine.orderNo}/ship`,
      { courierCompany: 'DHL', trackingNo: '1234567890' },
      as(),
    );

    const other = await otherShopStaff(ctx, merchant.merchantId);
    const foreign = await correct({ courierCompany: 'X', trackingNo: 'XX000000' }, { headers: bearer(other.token) });
    expect(foreign.status).toBe(404);
    expect((await correct({ courierCompany: 'DHL Express', trackingNo: '1' })).status).toBe(400);
    const fixed = await correct({ courierCompany: 'DHL Express', trackingNo: '0987654321' });
    expect(fixed.body.code, fixed.body.message).toBe(200);

    const express = await get<{ courierCompany: string; trackingNo: string; events: { text: string }[] }>(
      ctx.app,
      `/api/front/order/express/${mine.orderNo}`,
      { ...bearer(shopper.token), 'accept-language': 'es' },
    );
    expect(express.body.data).toMatchObject({ courierCompany: 'DHL Express', trackingNo: '0987654321' });
    expect(express.body.data.events[0]!.text).toBe('Envío corregido: DHL Express, número de seguimiento 0987654321');

    const taken = await post(ctx.app, `/api/front/order/take/${mine.orderNo}`, undefined, {
      headers: bearer(shopper.token),
    });
    expect(taken.body.code, taken.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM shop_orders WHERE id = ${mine.shopOrderId}`,
    );
    expect(rows[0]!.status).not.toBe('to_receive');
    const late = await correct({ courierCompany: 'DHL Express', trackingNo: '5555555555' });
    expect(late.status).toBe(400);
  });

  it('answers an unknown order as not found', async () => {
    const res = await get(ctx.app, '/api/merchant/orders/SH99999999999999', bearer(merchant.token));
    expect(res.status).toBe(404);
  });
});

describe('finding an order as support is told it (audit FO4)', () => {
  it('by the checkout number, the phone as people write it and the name with runs of spaces, shop and operator', async () => {
    const own = await newShopper(ctx.db, 'findme');
    const placed = await placeOrder(ctx, own.token, await skusOf(ctx, merchant.merchantId, 1));
    await ctx.db.execute(sql`
      UPDATE orders SET address = address || '{"phone": "4155550199", "realName": "Zoe   Parkhurst"}'::jsonb
      WHERE order_no = ${placed.parentNo}`);
    const admin = await adminToken(ctx.db);
    const found = async (url: string, token: string, keyword: string) =>
      (
        await get<Page<MerchantOrderRow>>(ctx.app, `${url}?keyword=${encodeURIComponent(keyword)}`, bearer(token))
      ).body.data.list.map((o) => o.orderNo);
    for (const [url, token] of [
      ['/api/merchant/orders', merchant.token],
      ['/api/admin/orders', admin],
    ] as const) {
      for (const keyword of [
        placed.parentNo,
        placed.parentNo.toLowerCase(),
        ` ${placed.parentNo} `,
        placed.parentNo.slice(-8),
        placed.orderNo,
        '4155550199',
        '415-555-0199',
        '(415) 555 0199',
        '+1 415 555 0199',
        '+14155550199',
        'zoe parkhurst',
        'Zoe  Parkhurst',
      ]) {
        expect(await found(url, token, keyword), `${url} ${keyword}`).toEqual([placed.orderNo]);
      }
      for (const keyword of ['415-555-0198', '+1 415 555 019', '99991 415 555 0199']) {
        expect(await found(url, token, keyword), `${url} ${keyword}`).toEqual([]);
      }
    }
  });
});

describe('a tracking number in the wrong form (audit FO5)', () => {
  it("says the rule in the reader's language; spaces pasted from a receipt are removed", async () => {
    const own = await newShopper(ctx.db, 'tracked');
    const placed = await placeOrder(ctx, own.token, await skusOf(ctx, merchant.merchantId, 1));
    const ship = (trackingNo: string, language: string) =>
      post<{ field: string; detail: string }>(
        ctx.app,
        `/api/merchant/orders/${placed.orderNo}/ship`,
        { courierCompany: 'Kerry', trackingNo },
        { headers: { ...bearer(merchant.token), 'accept-language': language } },
      );
    for (const wrong of ['AB1', 'A'.repeat(41), 'กขคง1234', 'AB/1234']) {
      const res = await ship(wrong, 'th');
      expect(res.status, wrong).toBe(400);
      expect(res.body.data, wrong).toEqual({
        field: 'trackingNo',
        detail: 'หมายเลขพัสดุต้องมี 4 ถึง 40 ตัว เป็นตัวอักษรภาษาอังกฤษ (A ถึง Z) ตัวเลข ขีด (-) หรือขีดล่าง (_)',
      });
    }
    expect((await ship('AB1', 'es')).body.data.detail).toBe(
      'Un número de seguimiento tiene de 4 a 40 letras (de la A a la Z), cifras, guiones (-) o guiones bajos (_)',
    );
    expect((await ship('  ', 'th')).body.data).toEqual({ field: 'trackingNo', detail: 'กรอกหมายเลขพัสดุ' });
    const shipped = await ship(' AB 1234\u00a05678 ', 'th');
    expect(shipped.body.code, shipped.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ tracking_no: string }>(
      sql`SELECT tracking_no FROM shop_orders WHERE id = ${placed.shopOrderId}`,
    );
    expect(rows[0]!.tracking_no).toBe('AB12345678');
  });
});

describe("the shop's own delivery", () => {
  let own: PaidOrder;
  beforeAll(async () => {
    own = await placeOrder(ctx, shopper.token, await skusOf(ctx, merchant.merchantId, 1));
  });
  const ship = (body: unknown, headers = as()) =>
    post<null>(ctx.app, `/api/merchant/orders/${own.orderNo}/ship`, body, headers);

  it('refuses bad bodies with a message saying what to fill in, and ships nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ method: 'deliver', courierPhone: '0812345678' }, "Fill in the deliverer's name"],
      [{ method: 'deliver', courierName: '   ', courierPhone: '0812345678' }, "Fill in the deliverer's name"],
      [{ method: 'deliver', courierName: 'Somchai' }, "Fill in the deliverer's phone number"],
      [{ method: 'deliver', courierName: 'Somchai', courierPhone: '081-2' }, "Fill in the deliverer's phone number"],
      [{ method: 'deliver', courierName: 'Somchai', courierPhone: '1'.repeat(16) }, "deliverer's phone number"],
      [{ method: 'deliver', courierName: 'S'.repeat(41), courierPhone: '0812345678' }, "deliverer's name"],
      // A courier company or tracking number has no place in the shop's own delivery, and the reverse.
      [{ method: 'deliver', courierName: 'Somchai', courierPhone: '0812345678', trackingNo: 'AB12345' }, 'trackingNo'],
      [{ method: 'send', courierName: 'Somchai', courierPhone: '0812345678' }, 'Fill in the courier company'],
      [{ method: 'drone', courierName: 'Somchai' }, 'Choose courier (send) or your own delivery (deliver)'],
    ];
    for (const [body, message] of cases) {
      const res = await ship(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const { rows } = await ctx.db.execute<{ status: string; delivery_method: string }>(
      sql`SELECT status, delivery_method FROM shop_orders WHERE id = ${own.shopOrderId}`,
    );
    expect(rows[0]).toEqual({ status: 'to_ship', delivery_method: 'send' });
  });

  it("answers another shop's order as not found and leaves it waiting", async () => {
    const other = await otherShopStaff(ctx, merchant.merchantId);
    const res = await ship(
      { method: 'deliver', courierName: 'Intruder', courierPhone: '0812345678' },
      { headers: bearer(other.token) },
    );
    expect(res.status).toBe(404);
    const { rows } = await ctx.db.execute<{ status: string; courier_name: string | null }>(
      sql`SELECT status, courier_name FROM shop_orders WHERE id = ${own.shopOrderId}`,
    );
    expect(rows[0]).toEqual({ status: 'to_ship', courier_name: null });
  });

  it('ships by the shop itself: the deliverer and phone, no courier; the shopper sees them', async () => {
    const res = await ship({ method: 'deliver', courierName: '  Somchai Dee ', courierPhone: ' 0812345678 ' });
    expect(res.body.code, res.body.message).toBe(200);
    const { rows } = await ctx.db.execute(sql`
      SELECT status, delivery_method, courier_company, tracking_no, courier_name, courier_phone, shipped_at IS NOT NULL AS shipped
      FROM shop_orders WHERE id = ${own.shopOrderId}`);
    expect(rows[0]).toEqual({
      status: 'to_receive',
      delivery_method: 'deliver',
      courier_company: null,
      tracking_no: null,
      courier_name: 'Somchai Dee',
      courier_phone: '0812345678',
      shipped: true,
    });

    const detail = await get<{
      deliveryMethod: string;
      courierCompany: string;
      trackingNo: string;
      courierName: string;
      courierPhone: string;
    }>(ctx.app, `/api/front/order/detail/${own.orderNo}`, bearer(shopper.token));
    expect(detail.body.data).toMatchObject({
      deliveryMethod: 'deliver',
      courierCompany: '',
      trackingNo: '',
      courierName: 'Somchai Dee',
      courierPhone: '0812345678',
    });
    const express = await get<{ deliveryMethod: string; events: { text: string }[] }>(
      ctx.app,
      `/api/front/order/express/${own.orderNo}`,
      bearer(shopper.token),
    );
    expect(express.body.data.deliveryMethod).toBe('deliver');
    expect(express.body.data.events.map((e) => e.text)).toEqual([
      'Out for delivery by the shop: Somchai Dee, phone 0812345678',
    ]);
    const shop = await get<MerchantOrderDetail>(ctx.app, `/api/merchant/orders/${own.orderNo}`, bearer(merchant.token));
    expect(shop.body.data.logistics).toMatchObject({
      deliveryMethod: 'deliver',
      courierCompany: null,
      courierName: 'Somchai Dee',
    });
    // Shipped once: a second shipment, by either method, is refused.
    const again = await ship({ courierCompany: 'Speedy Post', trackingNo: 'SP55555555' });
    expect(again.status).toBe(400);
  });

  it('still ships by courier when no method is given (the body of API.md)', async () => {
    const detail = await get<MerchantOrderDetail>(ctx.app, `/api/merchant/orders/${order.orderNo}`, as().headers);
    expect(detail.body.data.logistics.deliveryMethod).toBe('send');
  });
});

describe('virtual goods', () => {
  let digital: PaidOrder;
  let parcel: PaidOrder;
  beforeAll(async () => {
    digital = await placeOrder(ctx, shopper.token, await skusOf(ctx, merchant.merchantId, 1));
    parcel = await placeOrder(ctx, shopper.token, await skusOf(ctx, merchant.merchantId, 1));
    // What checkout writes for an order of virtual goods only (place-order.ts; checkout's tests place one).
    await ctx.db.execute(sql`UPDATE shop_orders SET delivery_method = 'virtual' WHERE id = ${digital.shopOrderId}`);
  });
  const ship = (orderNo: string, body: unknown) =>
    post<null>(ctx.app, `/api/merchant/orders/${orderNo}/ship`, body, as());
  const row = async (id: number) =>
    (
      await ctx.db.execute(sql`
        SELECT status, delivery_method, courier_company, tracking_no, courier_name FROM shop_orders WHERE id = ${id}`)
    ).rows[0];

  it('are marked delivered without a courier, and nothing travels', async () => {
    const byCourier = await ship(digital.orderNo, { courierCompany: 'Speedy Post', trackingNo: 'SP12345678' });
    expect(byCourier.status).toBe(400);
    expect(byCourier.body.message).toContain('Virtual goods need no courier: mark them delivered');
    expect(await row(digital.shopOrderId)).toMatchObject({ status: 'to_ship', delivery_method: 'virtual' });

    const res = await ship(digital.orderNo, { method: 'virtual' });
    expect(res.body.code, res.body.message).toBe(200);
    expect(await row(digital.shopOrderId)).toEqual({
      status: 'to_receive',
      delivery_method: 'virtual',
      courier_company: null,
      tracking_no: null,
      courier_name: null,
    });
    const detail = await get<{ deliveryMethod: string; trackingNo: string }>(
      ctx.app,
      `/api/front/order/detail/${digital.orderNo}`,
      bearer(shopper.token),
    );
    expect(detail.body.data).toMatchObject({ deliveryMethod: 'virtual', trackingNo: '' });
  });

  it('is the only way for virtual goods: a parcel cannot be marked delivered online', async () => {
    const res = await ship(parcel.orderNo, { method: 'virtual' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Only an order of virtual goods can be marked delivered without shipping');
    expect(await row(parcel.shopOrderId)).toMatchObject({ status: 'to_ship', delivery_method: 'send' });
    const extra = await ship(parcel.orderNo, { method: 'virtual', trackingNo: 'SP12345678' });
    expect(extra.status).toBe(400);
  });
});

describe('the CSV export', () => {
  it('answers the filtered orders as UTF-8 CSV with a byte order mark, safe from formulas', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/merchant/orders/export.csv?status=to_receive',
      headers: bearer(merchant.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = res.rawPayload.toString('utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^"Order number","Status",/);
    const row = lines.find((line) => line.includes(order.orderNo));
    expect(row).toBeDefined();
    expect(row).toContain('"Shipped"');
    expect(row).toContain('"Speedy Post"');
    // The note starts with "=": it stays text.
    expect(row).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(lines.slice(1).every((line) => line.includes('"Shipped"'))).toBe(true);
  });

  it('writes the titles in the merchant language', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/merchant/orders/export.csv',
      headers: { ...bearer(merchant.token), 'accept-language': 'zh-CN' },
    });
    expect(res.rawPayload.toString('utf8')).toContain('"订单号","状态"');
  });

  it('says what refunds paid back and writes times in the shop time zone, as the statement does (audit AW5)', async () => {
    // A paid order of the shop with 12.34 paid back (a refund row as the refunds module leaves it).
    const { rows } = await ctx.db.execute<{ order_no: string; refunded: number; created_at: string }>(sql`
      WITH paid AS (
        SELECT s.id, s.order_id, s.order_no, s.created_at, o.user_id FROM shop_orders s JOIN orders o ON o.id = s.order_id
        WHERE s.merchant_id = ${merchant.merchantId} AND s.paid_at IS NOT NULL ORDER BY s.id LIMIT 1),
      refund AS (
        INSERT INTO refunds (refund_no, order_id, shop_order_id, user_id, merchant_id, type, reason, amount, status)
        SELECT 'RE-AW5-EXPORT', order_id, id, user_id, ${merchant.merchantId}, 'refund', 'Damaged or defective', 1234,
          'refunded' FROM paid
        RETURNING amount)
      SELECT p.order_no, p.created_at, (SELECT amount FROM refund) AS refunded FROM paid p`);
    const refunded = rows[0]!;
    await ctx.db.execute(sql`UPDATE merchants SET time_zone = 'Asia/Bangkok' WHERE id = ${merchant.merchantId}`);
    try {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/merchant/orders/export.csv',
        headers: bearer(merchant.token),
      });
      const lines = res.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toContain('"Paid","Refunded amount"');
      const row = lines.find((line) => line.includes(refunded.order_no))!;
      expect(row).toContain(`"${(Number(refunded.refunded) / 100).toFixed(2)}"`);
      expect(row).toContain(`"${csvTime(refunded.created_at, 'Asia/Bangkok')}"`);
    } finally {
      await ctx.db.execute(sql`UPDATE merchants SET time_zone = 'UTC' WHERE id = ${merchant.merchantId}`);
      await ctx.db.execute(sql`DELETE FROM refunds WHERE refund_no = 'RE-AW5-EXPORT'`);
    }
  });

  it('quotes every cell and defuses every formula start', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
  });
});

describe("the orders export's days and limit (audit AW5)", () => {
  /** A Bangkok shop of its own, with `count` completed orders placed at `placedAt` less 1, 2, 3... `step`. */
  async function shopWithOrders(name: string, count: number, placedAt: string, step: string) {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO merchants (name, status, category_id, type_id, time_zone)
      SELECT name || ' export ' || ${name}, status, category_id, type_id, 'Asia/Bangkok'
      FROM merchants WHERE id = ${merchant.merchantId} RETURNING id`);
    const merchantId = rows[0]!.id;
    const owner = await newShopper(ctx.db, `exporter${name}`);
    await ctx.db.execute(
      sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${merchantId}, ${owner.id}, 'owner')`,
    );
    await ctx.db.execute(sql`
      INSERT INTO shop_orders (order_no, order_id, user_id, merchant_id, status, pro_total, freight, pay_amount, created_at)
      SELECT 'SX' || ${name} || lpad(g::text, 6, '0'), s.order_id, s.user_id, ${merchantId}, 'completed', 1000, 0, 1000,
        ${placedAt}::timestamptz - g * ${step}::interval
      FROM (SELECT order_id, user_id FROM shop_orders WHERE id = ${order.shopOrderId}) s, generate_series(1, ${count}) g`);
    return owner.token;
  }
  const exportCsv = (token: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/merchant/orders/export.csv${query}`, headers: bearer(token) });
  const orderNos = (body: string) => [...body.matchAll(/"(SX\w+)"/g)].map((m) => m[1]);

  it("takes the shop's days: a Bangkok shop's 5 Dec starts at 17:00 UTC on 4 Dec", async () => {
    // Placed at 17:00:00, 16:59:59 and 16:59:58 UTC on 4 Dec: 00:00:00 on 5 Dec and 23:59:5x on 4 Dec in Bangkok.
    const token = await shopWithOrders('days', 3, '2026-12-04 17:00:01+00', '1 second');
    const fifth = await exportCsv(token, '?from=2026-12-05&to=2026-12-05');
    expect(fifth.statusCode).toBe(200);
    expect(orderNos(fifth.body)).toEqual(['SXdays000001']);
    const fourth = await exportCsv(token, '?from=2026-12-04&to=2026-12-04');
    expect(orderNos(fourth.body)).toEqual(['SXdays000002', 'SXdays000003']);
    expect(fourth.headers['x-export-capped']).toBeUndefined();
    const backwards = await exportCsv(token, '?from=2026-12-05&to=2026-12-04');
    expect(backwards.statusCode).toBe(400);
  });

  it('says in the file and in a header that more orders matched than its 10,000', async () => {
    // One a minute back from 12:00 UTC on 30 Nov, over a week.
    const token = await shopWithOrders('cap', EXPORT_LIMIT + 1, '2026-11-30 12:00:00+00', '1 minute');
    const res = await exportCsv(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-export-capped']).toBe(String(EXPORT_LIMIT));
    const lines = res.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    // The titles, the newest 10,000 orders, and the line that says so.
    expect(lines).toHaveLength(EXPORT_LIMIT + 2);
    expect(lines[1]).toContain('"SXcap000001"');
    expect(lines.some((line) => line.includes('SXcap010001'))).toBe(false);
    expect(lines.at(-1)).toBe(
      '"Only the newest 10,000 orders are in this file: more orders match. Choose a shorter period for the others."',
    );
    // A period that holds fewer is whole, and says nothing of a limit.
    const day = await exportCsv(token, '?from=2026-11-30&to=2026-11-30');
    expect(day.headers['x-export-capped']).toBeUndefined();
    // 30 Nov in Bangkok is 17:00 UTC on 29 Nov to 17:00 on 30 Nov: the orders of the 19 hours up to 11:59.
    expect(orderNos(day.body)).toHaveLength(19 * 60);
  });
});

describe('every state a shop order can reach', () => {
  it('lists, filters and exports a fully refunded order', async () => {
    const { rows } = await ctx.db.execute<{ order_no: string }>(sql`
      UPDATE shop_orders SET status = 'refunded' WHERE id = (
        SELECT id FROM shop_orders WHERE merchant_id = ${merchant.merchantId} ORDER BY id LIMIT 1)
      RETURNING order_no`);
    const refundedNo = rows[0]!.order_no;
    const all = await get<{ list: { orderNo: string; status: string }[] }>(
      ctx.app,
      '/api/merchant/orders?limit=100',
      bearer(merchant.token),
    );
    expect(all.status).toBe(200);
    expect(all.body.data.list.find((o) => o.orderNo === refundedNo)?.status).toBe('refunded');
    const filtered = await get<{ list: { orderNo: string }[] }>(
      ctx.app,
      '/api/merchant/orders?status=refunded',
      bearer(merchant.token),
    );
    expect(filtered.body.data.list.map((o) => o.orderNo)).toEqual([refundedNo]);
    const detail = await get(ctx.app, `/api/merchant/orders/${refundedNo}`, bearer(merchant.token));
    expect(detail.status).toBe(200);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/merchant/orders/export.csv',
      headers: bearer(merchant.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(refundedNo);
  });
});
