import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../test/harness';
import { createSession } from '../platform/session';

// What audit M found in the refusals of 206 routes: every refusal is a sentence of the reader's language, never a
// type name of the schema library, a regular expression or a list of internal names; and a shipping template cannot
// charge a region it also refuses.

let ctx: TestContext;
let admin: Record<string, string>;
const th = { 'accept-language': 'th' };

beforeAll(async () => {
  ctx = await startTestApp();
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = { ...bearer(await createSession(ctx.db, rows[0]!.id)), ...th };
});
afterAll(() => ctx?.close());

type Refusal = { code: number; message: string; data: { field: string; detail: string } | null };
const detail = (body: unknown) => (body as Refusal).data?.detail ?? (body as Refusal).message;
const NO_CODE_WORDS = /record|\/\^|order_placed|[A-Za-z]{2}\]/;

describe('refusals in words (audit M3, M4)', () => {
  it('a map of translations of the wrong type is named in the reader’s words', async () => {
    const res = await post(
      ctx.app,
      '/api/admin/categories',
      { pid: 0, name: 'X', names: [], icon: '', sort: 1, visible: false },
      { headers: admin },
    );
    expect(res.status).toBe(400);
    expect(detail(res.body)).toContain('ชุดข้อความตามภาษา');
    expect(detail(res.body)).not.toMatch(NO_CODE_WORDS);
  });

  it('a country filter: empty is no filter, a wrong one asks for a country; no pattern is shown', async () => {
    const empty = await get(ctx.app, '/api/front/product/list?shipsTo=&limit=2', th);
    expect(empty.body.code, empty.body.message).toBe(200);
    for (const path of [
      '/api/front/product/list?shipsTo=XYZ',
      '/api/front/product/facet-values?facet=categories&shipsTo=1',
    ]) {
      const res = await get(ctx.app, path, th);
      expect(res.status, path).toBe(400);
      expect(detail(res.body), path).toBe('กรุณาเลือกประเทศ');
    }
  });

  it('a malformed payout number is no payout; a wrong notice kind is asked for in words', async () => {
    const payout = await post(ctx.app, '/api/admin/finance/payouts/PO12/approve', {}, { headers: admin });
    expect(payout.status).toBe(400);
    expect(detail(payout.body)).toBe('ไม่พบการถอนเงินนี้');
    const shopper = await newShopper(ctx.db, 'kinds');
    const kinds = await get(ctx.app, '/api/front/notices?kind=order_lost', { ...bearer(shopper.token), ...th });
    expect(kinds.status).toBe(400);
    expect(detail(kinds.body)).toBe('เลือกประเภทข้อความประเภทใดประเภทหนึ่ง');
    const prefs = await post(
      ctx.app,
      '/api/front/notices/preferences',
      { kinds: [{ kind: 'nope', email: true, sms: false, site: true }] },
      { headers: { ...bearer(shopper.token), ...th } },
    );
    expect(detail(prefs.body)).toBe('เลือกประเภทข้อความประเภทใดประเภทหนึ่ง');
  });
});

describe('the neighbours audit O found (O1, O2)', () => {
  it('notice templates and the merchant agreement refuse invisible and control text; nothing is stored', async () => {
    for (const body of [
      { kind: 'order_paid', locale: 'en', subject: '\u202Ediap\u0007 {orderNo}', text: 'ok {orderNo}' },
      { kind: 'order_paid', locale: 'en', subject: '\u200b', text: 'ok {orderNo}' },
      { kind: 'order_paid', locale: 'en', subject: 'Paid {orderNo}\r\nBcc: x@example.com', text: 'ok {orderNo}' },
      { kind: 'order_paid', locale: 'en', subject: 'Paid {orderNo}', text: '\u200b\u200b' },
    ]) {
      const res = await post(ctx.app, '/api/admin/notices/templates', body, { headers: admin });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM notice_templates WHERE kind = 'order_paid'`);
    expect(rows).toHaveLength(0);
    const agreement = await post(
      ctx.app,
      '/api/admin/merchant/agreement',
      { title: { en: '\u200b' }, content: { en: 'Terms' } },
      { headers: admin },
    );
    expect(agreement.status).toBe(400);
    expect(detail(agreement.body)).toBe('เขียนข้อความที่มองเห็นได้ หรือเว้นว่างไว้');
  });

  it('a list filter outside its states asks for a state in words', async () => {
    const shop = await merchantToken(ctx.db);
    for (const [path, headers] of [
      ['/api/merchant/orders?status=bogus', { ...bearer(shop.token), ...th }],
      ['/api/admin/orders?status=bogus', admin],
      ['/api/admin/merchants?status=bogus', admin],
      ['/api/admin/finance/payouts?status=bogus', admin],
    ] as const) {
      const res = await get(ctx.app, path, headers);
      expect(res.status, path).toBe(400);
      expect(detail(res.body), path).toBe('เลือกสถานะใดสถานะหนึ่งในรายการ');
    }
    const method = await post(
      ctx.app,
      '/api/merchant/finance/payout-account',
      { method: 'paypal', holder: 'Ann', bankText: 'IBAN' },
      { headers: { ...bearer(shop.token), ...th } },
    );
    expect(method.status).toBe(400);
    expect(detail(method.body)).toBe('เลือกวิธีการถอนเงิน');
  });
});

describe('a shipping template does not charge where it refuses (audit M5)', () => {
  it('refuses a region both in a fee rule and undeliverable, or a province of a refused country; keeps an exception', async () => {
    const shop = await merchantToken(ctx.db);
    const headers = { ...bearer(shop.token), ...th };
    const template = (rules: string[][], undeliverable: string[]) => ({
      name: `Contradiction ${rules.flat().join('')}${undeliverable.join('')}`,
      chargeBy: 'piece',
      rules: rules.map((regions) => ({ regions, first: 1, firstFee: '2', additional: 1, additionalFee: '1' })),
      free: [],
      undeliverable,
    });
    for (const body of [template([[], ['CN']], ['CN']), template([[], ['TH-10']], ['TH'])]) {
      const res = await post(ctx.app, '/api/merchant/shipping/templates', body, { headers });
      expect(res.status, body.name).toBe(400);
      expect(detail(res.body)).toBe('พื้นที่หนึ่งจะมีค่าส่งและส่งไม่ได้ในเวลาเดียวกันไม่ได้');
    }
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM shipping_templates WHERE name LIKE 'Contradiction%'`);
    expect(rows).toHaveLength(0);
    const free = await post(
      ctx.app,
      '/api/merchant/shipping/templates',
      { ...template([[]], ['FR']), free: [{ regions: ['FR'], minAmount: '10.00' }] },
      { headers },
    );
    expect(free.status).toBe(400);
    expect(detail(free.body)).toBe('พื้นที่หนึ่งจะส่งฟรีและส่งไม่ได้ในเวลาเดียวกันไม่ได้');
    const exception = await post(ctx.app, '/api/merchant/shipping/templates', template([[], ['TH']], ['TH-10']), {
      headers,
    });
    expect(exception.body.code, exception.body.message).toBe(200);
  });
});
