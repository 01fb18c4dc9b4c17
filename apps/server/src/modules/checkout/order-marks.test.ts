import type { MerchantOrderDetail, MerchantOrderRow, Page } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { type Line, otherShopStaff, skusOf } from '../../../test/refund-helpers';

// Issue 22 item 3: a checkout across shops sends each shop its own note (`marks`), bounded as the spec says (under
// 150 characters); the one `mark` goes to every shop only when `marks` is absent (API.md section C).

let ctx: TestContext;
let shopA: { token: string; merchantId: number };
let shopB: { token: string; merchantId: number };
let lines: Line[];
let addressId: number;
let shopper: { id: number; token: string };

beforeAll(async () => {
  // Every test here leaves an unpaid checkout: more than one account may hold by default.
  ctx = await startTestApp({ ORDER_HOLD_MAX_ORDERS: '20' });
  shopA = await merchantToken(ctx.db);
  shopB = await otherShopStaff(ctx, shopA.merchantId);
  lines = [...(await skusOf(ctx, shopA.merchantId, 1)), ...(await skusOf(ctx, shopB.merchantId, 1))];
  shopper = await newShopper(ctx.db, 'two-shops');
  const address = await post<{ id: number }>(
    ctx.app,
    '/api/front/address/edit',
    {
      realName: 'Ann Lee',
      country: 'US',
      regionCode: 'US-NY',
      detail: '1 Harbour Road',
      postCode: '10001',
      countryCode: '+1',
      phone: '2125550100',
    },
    { headers: bearer(shopper.token) },
  );
  addressId = address.body.data.id;
});
afterAll(() => ctx?.close());

async function checkout(notes: Record<string, unknown>) {
  const headers = { headers: bearer(shopper.token) };
  const pre = await post<{ preOrderNo: string }>(
    ctx.app,
    '/api/front/order/pre/order',
    { type: 'buyNow', items: lines },
    headers,
  );
  expect(pre.body.code, pre.body.message).toBe(200);
  return post<{ orderNo: string }>(
    ctx.app,
    '/api/front/order/create',
    { preOrderNo: pre.body.data.preOrderNo, addressId, payType: 'card', ...notes },
    headers,
  );
}

/** Each shop's note of a parent order, as stored. */
async function notesOf(parentNo: string) {
  const { rows } = await ctx.db.execute<{ merchant_id: number; order_no: string; mark: string }>(sql`
    SELECT s.merchant_id, s.order_no, s.mark FROM shop_orders s JOIN orders o ON o.id = s.order_id
    WHERE o.order_no = ${parentNo}`);
  return new Map(rows.map((r) => [r.merchant_id, r]));
}

describe('a note per shop', () => {
  it('gives each shop its own note, and each shop sees only its own', async () => {
    const created = await checkout({
      marks: { [shopA.merchantId]: 'Gift wrap, please', [shopB.merchantId]: 'Leave it with the concierge' },
      mark: 'never sent when marks are given',
    });
    expect(created.body.code, created.body.message).toBe(200);
    const notes = await notesOf(created.body.data.orderNo);
    expect(notes.get(shopA.merchantId)!.mark).toBe('Gift wrap, please');
    expect(notes.get(shopB.merchantId)!.mark).toBe('Leave it with the concierge');
    const mine = await get<{ mark: string }>(
      ctx.app,
      `/api/front/order/detail/${created.body.data.orderNo}`,
      bearer(shopper.token),
    );
    expect(mine.body.data.mark, 'no one note stands for two different ones').toBe('');

    for (const [shop, own, other] of [
      [shopA, 'Gift wrap, please', 'Leave it with the concierge'],
      [shopB, 'Leave it with the concierge', 'Gift wrap, please'],
    ] as const) {
      const orderNo = notes.get(shop.merchantId)!.order_no;
      const detail = await get<MerchantOrderDetail>(ctx.app, `/api/merchant/orders/${orderNo}`, bearer(shop.token));
      expect(detail.body.data.mark).toBe(own);
      expect(JSON.stringify(detail.body.data)).not.toContain(other);
      const csv = await ctx.app.inject({
        method: 'GET',
        url: '/api/merchant/orders/export.csv',
        headers: bearer(shop.token),
      });
      expect(csv.body).toContain(own);
      expect(csv.body).not.toContain(other);
      expect(csv.body).not.toContain('never sent');
      const list = await get<Page<MerchantOrderRow>>(ctx.app, '/api/merchant/orders?limit=50', bearer(shop.token));
      expect(JSON.stringify(list.body.data)).not.toContain(other);
    }
  });

  it('a shop left out of marks gets no note', async () => {
    const created = await checkout({ marks: { [shopB.merchantId]: 'Only for B' } });
    expect(created.body.code, created.body.message).toBe(200);
    const notes = await notesOf(created.body.data.orderNo);
    expect(notes.get(shopA.merchantId)!.mark).toBe('');
    expect(notes.get(shopB.merchantId)!.mark).toBe('Only for B');
    // The shopper's detail of the checkout: each shop's note with its shop, none for the whole order.
    const detail = await get<{ mark: string; shopOrders: { merId: number; mark: string }[] }>(
      ctx.app,
      `/api/front/order/detail/${created.body.data.orderNo}`,
      bearer(shopper.token),
    );
    expect(detail.body.data.mark).toBe('');
    expect(new Map(detail.body.data.shopOrders.map((s) => [s.merId, s.mark]))).toEqual(
      new Map([
        [shopA.merchantId, ''],
        [shopB.merchantId, 'Only for B'],
      ]),
    );
  });

  it('the one mark still goes to every shop when marks is absent', async () => {
    const created = await checkout({ mark: 'Same for all' });
    expect(created.body.code, created.body.message).toBe(200);
    const notes = await notesOf(created.body.data.orderNo);
    expect([...notes.values()].map((n) => n.mark)).toEqual(['Same for all', 'Same for all']);
  });

  it('refuses a note of 150 characters, a shop not in the order and a key that is no shop, and writes nothing', async () => {
    const before = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${shopper.id}`,
    );
    const long = await checkout({ marks: { [shopA.merchantId]: 'x'.repeat(150) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('The note must be under 150 characters');
    expect((await checkout({ marks: { [shopA.merchantId]: 'y'.repeat(149) } })).body.code).toBe(200);
    const invisible = await checkout({ marks: { [shopA.merchantId]: '\u200b\u200b' } });
    expect(invisible.status).toBe(400);
    expect(invisible.body.message).toContain('write it in words or leave it empty');

    const stranger = await checkout({ marks: { 999999: 'Who is this?' } });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe('A note names a shop that is not in this order');
    const notAShop = await checkout({ marks: { shop: 'x' } });
    expect(notAShop.status).toBe(400);
    expect(notAShop.body.message).toContain('A note names a shop by its number');
    const after = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${shopper.id}`,
    );
    // Only the 149-character one was placed.
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n + 1);
  });

  it('counts a note in the characters a person sees, bounded in code points too, in the reader’s language (audit FC3)', async () => {
    // Under 150 as seen, however many code points or UTF-16 units they take: placed, and stored whole.
    for (const note of ['กี่'.repeat(149), 'e\u0301'.repeat(149), '🇹🇭'.repeat(149)]) {
      const placed = await checkout({ marks: { [shopA.merchantId]: note } });
      expect(placed.body.code, placed.body.message).toBe(200);
      expect((await notesOf(placed.body.data.orderNo)).get(shopA.merchantId)!.mark).toBe(note);
    }
    // 150 seen is one too many, whether each is one UTF-16 unit, two (emoji) or a family of joined ones.
    for (const note of ['😀'.repeat(150), '👨‍👩‍👧'.repeat(150), 'กี่'.repeat(150)]) {
      const refused = await post(
        ctx.app,
        '/api/front/order/create',
        { preOrderNo: 'PO12345678', addressId, payType: 'card', marks: { [shopA.merchantId]: note } },
        { headers: { ...bearer(shopper.token), 'accept-language': 'th' } },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('หมายเหตุต้องสั้นกว่า 150 ตัวอักษร');
    }
    // Fewer than 150 seen but more than 600 code points (100 families of four): refused with its own reason.
    const heavy = await post(
      ctx.app,
      '/api/front/order/create',
      { preOrderNo: 'PO12345678', addressId, payType: 'card', marks: { [shopA.merchantId]: '👨‍👩‍👧‍👦'.repeat(100) } },
      { headers: { ...bearer(shopper.token), 'accept-language': 'fr' } },
    );
    expect(heavy.status).toBe(400);
    expect(heavy.body.message).toContain('La note contient trop de symboles assemblés ou d’accents');
  });

  it('keeps the lines a note was written in, and still refuses control and direction characters (audit AV8)', async () => {
    const created = await checkout({
      marks: { [shopA.merchantId]: 'Ring twice\nThank you', [shopB.merchantId]: '请放门口\r\n谢谢' },
    });
    expect(created.body.code, created.body.message).toBe(200);
    const notes = await notesOf(created.body.data.orderNo);
    expect(notes.get(shopA.merchantId)!.mark).toBe('Ring twice\nThank you');
    expect(notes.get(shopB.merchantId)!.mark).toBe('请放门口\r\n谢谢');
    const orderNo = notes.get(shopA.merchantId)!.order_no;
    const detail = await get<MerchantOrderDetail>(ctx.app, `/api/merchant/orders/${orderNo}`, bearer(shopA.token));
    expect(detail.body.data.mark).toBe('Ring twice\nThank you');
    for (const note of ['Ring twice\u0007', 'Ring \u202Etwice', 'Ring\u001btwice']) {
      const refused = await checkout({ marks: { [shopA.merchantId]: note } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('This text cannot hold control or direction characters');
    }
    // A NUL never reaches the note: the request's JSON is refused first.
    expect((await checkout({ marks: { [shopA.merchantId]: 'Ring\u0000twice' } })).status).toBe(400);
  });
});
