import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, startTestApp, type TestContext } from '../../test/harness';

// Audit AG1: a shopper's answers (name, e-mail, phone, addresses, orders, cart) are kept by no browser or shared
// cache, whichever header carries the token, and a visitor's cart, chosen by its cookie, neither; public reference
// answers keep their caching.

let ctx: TestContext;
let token = '';
beforeAll(async () => {
  ctx = await startTestApp();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/front/login/email',
    remoteAddress: freshIp(),
    payload: { email: 'shopper@example.com', password: 'Shopper123!' },
  });
  token = res.json().data.token;
});
afterAll(() => ctx?.close());

async function headersOf(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) {
  const res = await ctx.app.inject({ method, url, headers, remoteAddress: freshIp(), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, cacheControl: res.headers['cache-control'], vary: res.headers.vary, res };
}

const SHOPPER_READS = [
  '/api/front/user/info',
  '/api/front/address/list',
  '/api/front/order/list',
  '/api/front/cart/list',
  '/api/front/integral/user',
  '/api/front/coupon/list',
  '/api/front/product/detail/1',
];

describe('answers to a caller with a token are kept by no cache (audit AG1)', () => {
  it.each([
    ['Authorization', () => ({ authorization: `Bearer ${token}` })],
    ['X-Access-Token', () => ({ 'x-access-token': token })],
  ])('token in %s', async (_header, headers) => {
    for (const url of SHOPPER_READS) {
      const answer = await headersOf('GET', url, headers());
      expect([url, answer.status, answer.cacheControl]).toEqual([url, 200, 'no-store']);
    }
  });

  it('a refused token too (the answer is that browser’s), and the sign-in that hands one out', async () => {
    const refused = await headersOf('GET', '/api/front/user/info', { 'x-access-token': 'made-up' });
    expect([refused.status, refused.cacheControl]).toEqual([401, 'no-store']);
    const signIn = await headersOf(
      'POST',
      '/api/front/login/email',
      {},
      {
        email: 'shopper@example.com',
        password: 'Shopper123!',
      },
    );
    expect([signIn.status, signIn.cacheControl]).toEqual([200, 'no-store']);
  });
});

describe('answers a cookie chooses vary by it and are kept by no cache (audit AG1)', () => {
  it("a visitor's cart, with its cookie and without", async () => {
    const { rows } = await ctx.db.execute<{ product_id: number; sku_id: number }>(sql`
      SELECT p.id AS product_id, s.id AS sku_id FROM product_skus s JOIN products p ON p.id = s.product_id
      JOIN merchants m ON m.id = p.merchant_id WHERE p.on_sale AND m.status = 'open' AND s.stock > 0
      ORDER BY s.id LIMIT 1`);
    const saved = await headersOf(
      'POST',
      '/api/front/cart/save',
      {},
      {
        productId: rows[0]!.product_id,
        skuId: rows[0]!.sku_id,
        quantity: 1,
      },
    );
    expect([saved.status, saved.cacheControl, saved.vary]).toEqual([200, 'no-store', 'Cookie']);
    const line = ([] as string[]).concat(saved.res.headers['set-cookie'] ?? []).find((c) => c.startsWith('mall_cart='));
    const cookie = line!.split(';')[0]!;
    for (const url of ['/api/front/cart/list', '/api/front/cart/count']) {
      for (const headers of [{ cookie }, {}] as Record<string, string>[]) {
        const answer = await headersOf('GET', url, headers);
        expect([url, answer.status, answer.cacheControl, answer.vary]).toEqual([url, 200, 'no-store', 'Cookie']);
      }
    }
  });

  it('the QR sign-in poll, whose answer carries the session of the browser its cookie names', async () => {
    const started = await headersOf('POST', '/api/front/login/qrcode');
    const browser = String(started.res.headers['set-cookie']).split(';')[0]!;
    const poll = await headersOf('GET', `/api/front/login/qrcode/${started.res.json().data.key}`, { cookie: browser });
    expect([started.cacheControl, poll.status, poll.cacheControl, poll.vary]).toEqual([
      'no-store',
      200,
      'no-store',
      'Cookie',
    ]);
  });
});

describe('public answers keep their caching (audit AG1)', () => {
  it('reference data keeps its own header, signed in or not', async () => {
    for (const headers of [{}, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
      const countries = await headersOf('GET', '/api/front/address/countries', headers);
      expect([countries.status, countries.cacheControl]).toEqual([200, 'public, max-age=600']);
    }
  });

  it('a catalogue answer to a visitor without a token gets no no-store', async () => {
    for (const url of ['/api/front/product/detail/1', '/api/front/product/list', '/api/pc/home/index']) {
      const answer = await headersOf('GET', url);
      expect([url, answer.status, answer.cacheControl]).toEqual([url, 200, undefined]);
    }
  });
});
