import { connect as connectTcp, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, merchantToken, post, startTestApp, type TestContext } from '../../test/harness';
import { uploadVoucher } from '../../test/refund-helpers';
import { JSON_LIMITS, jsonFault } from '../platform/strict-json';

// Requests that cost the server more than they cost the sender: huge key counts, oversized bodies on small forms,
// and clients that send a request a byte at a time to hold a connection for minutes.

let ctx: TestContext;
let address: { host: string; port: number };

beforeAll(async () => {
  ctx = await startTestApp({ HEADERS_TIMEOUT_MS: '1500', REQUEST_TIMEOUT_MS: '3000' });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const bound = ctx.app.server.address();
  if (!bound || typeof bound === 'string') throw new Error('no port');
  address = { host: '127.0.0.1', port: bound.port };
});
afterAll(() => ctx?.close());

/** A JSON object of `n` keys. */
const manyKeys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":1`).join(',')}}`;

async function raw(url: string, body: string) {
  const res = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, body });
  return { status: res.statusCode, body: res.json() as { code: number; message: string } };
}

describe('bodies that cost more than they are worth', () => {
  it('a body with 90,000 keys is refused before it is parsed', async () => {
    const text = manyKeys(90_000);
    expect(text.length).toBeGreaterThan(900_000);
    // The scan stops at the first key beyond the bound: the cost is that of the first thousand keys.
    expect(jsonFault(text)).toEqual({ kind: 'keys' });
    const res = await raw('/api/front/login/email', text);
    expect(res.status).toBe(413);
  });

  it('a small body with thousands of keys is refused with a clear message', async () => {
    const res = await raw('/api/front/login/email', manyKeys(JSON_LIMITS.keys + 1));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 413, message: 'The request has too many fields' });
  });

  it('a body nested a thousand levels deep is refused', async () => {
    const res = await raw('/api/front/login/email', `${'['.repeat(1000)}${']'.repeat(1000)}`);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request is nested too deeply');
  });

  it('a shopper form refuses a body far beyond its size', async () => {
    const res = await raw('/api/front/login/email', JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(413);
  });

  it('a large form by nature (a product with a long description and many SKUs) still goes through', async () => {
    const merchant = await merchantToken(ctx.db);
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM categories WHERE parent_id <> 0 ORDER BY id LIMIT 1`,
    );
    const values = Array.from({ length: 20 }, (_, i) => `Size ${i}`);
    const colours = Array.from({ length: 10 }, (_, i) => `Colour ${i}`);
    const product = {
      name: 'Long Description Coat',
      categoryId: rows[0]!.id,
      images: [await uploadVoucher(ctx, merchant.token)],
      description: `<p>${'เสื้อโค้ทขนสัตว์อบอุ่น '.repeat(1000)}`.slice(0, 19_000),
      attrs: [
        { name: 'Size', values },
        { name: 'Colour', values: colours },
      ],
      skus: values.flatMap((size) =>
        colours.map((colour) => ({ attrValues: [size, colour], price: '19.90', otPrice: '', stock: 5, image: '' })),
      ),
    };
    const text = JSON.stringify(product);
    expect(Buffer.byteLength(text)).toBeGreaterThan(DEFAULT_SMALL);
    const res = await post<{ id: number }>(ctx.app, '/api/merchant/products', product, {
      headers: bearer(merchant.token),
    });
    expect(res.body.code, res.body.message).toBe(200);
  });
});

const DEFAULT_SMALL = 64 * 1024;

/** Opens a connection, writes `head`, then one byte every `everyMs`; answers when and how the server ended it. */
function dribble(head: string, everyMs: number): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket: Socket = connectTcp(address.port, address.host, () => socket.write(head));
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write('a');
    }, everyMs);
    const finish = () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, answer });
    };
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
    // Never wait beyond the test's own budget: a server that keeps the connection is the failure this test shows.
    setTimeout(() => {
      socket.destroy();
    }, 15_000);
  });
}

describe('slow clients', () => {
  it('a body sent one byte at a time is cut at the request deadline', async () => {
    const head =
      'POST /api/front/login/email HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n';
    const { ms, answer } = await dribble(head, 300);
    expect(ms).toBeLessThan(10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);

  it('headers sent one byte at a time are cut at the headers deadline', async () => {
    const { ms } = await dribble('GET /healthz HTTP/1.1\r\nX-Slow: ', 300);
    expect(ms).toBeLessThan(10_000);
  }, 20_000);
});
