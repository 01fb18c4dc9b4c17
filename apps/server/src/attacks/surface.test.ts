import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newShopper, startTestApp, type TestContext } from '../../test/harness';

// What a stranger learns from the outside: the API documents and internals in production, error answers, and the
// security headers on every kind of answer.

let prod: TestContext;

beforeAll(async () => {
  prod = await startTestApp({ NODE_ENV: 'production' });
});
afterAll(() => prod?.close());

describe('production mode', () => {
  it.each(['/api/docs', '/api/docs/', '/api/docs/openapi.json', '/api/docs/json'])('%s is not served', async (url) => {
    const res = await prod.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/openapi|swagger/i);
  });

  it('not even to a signed-in shopper', async () => {
    const { token } = await newShopper(prod.db);
    const res = await prod.app.inject({ method: 'GET', url: '/api/docs/openapi.json', headers: bearer(token) });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['a malformed JSON body', 'POST', '/api/front/cart/save', '{"productId":', 'application/json'],
    ['a wrong type', 'POST', '/api/front/login/email', '{"email":[1],"password":{}}', 'application/json'],
    ['an unknown content type', 'POST', '/api/front/login/email', '<xml/>', 'application/xml'],
    ['a huge body', 'POST', '/api/front/login/email', `{"email":"${'a'.repeat(2_000_000)}"}`, 'application/json'],
  ])('%s answers in the envelope without stack, SQL or paths', async (_what, method, url, payload, type) => {
    const res = await prod.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { 'content-type': type },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message']);
    expect(res.body).not.toMatch(/at \S+ \(|node_modules|\/work\/|\.ts:\d+|SELECT|INSERT|postgres|stack/i);
  });
});

describe('security headers on every kind of answer', () => {
  const pages: [string, Record<string, string>][] = [
    ['/api/front/index', {}],
    ['/api/front/nothing-here', {}],
    ['/no-such-page', { accept: 'text/html' }],
    ['/healthz', {}],
  ];

  it.each(pages)('%s', async (url, headers) => {
    const res = await prod.app.inject({ method: 'GET', url, headers });
    const h = res.headers;
    expect(String(h['content-security-policy']), url).toMatch(/default-src 'self'/);
    expect(String(h['content-security-policy']), url).toMatch(/frame-ancestors 'none'|frame-ancestors 'self'/);
    expect(String(h['content-security-policy']), url).not.toMatch(/unsafe-eval/);
    expect(h['x-content-type-options'], url).toBe('nosniff');
    expect(h['referrer-policy'], url).toBeTruthy();
    expect(h['strict-transport-security'], url).toBeTruthy();
    expect(h['x-powered-by'], url).toBeUndefined();
  });

  it('uploaded and demo pictures are served sandboxed, never as a page that runs', async () => {
    const { rows } = await prod.db.execute<{ image: string }>(
      sql`SELECT images->>0 AS image FROM products WHERE images->>0 LIKE '/uploads/%' LIMIT 1`,
    );
    const res = await prod.app.inject({ method: 'GET', url: rows[0]!.image });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toMatch(/sandbox/);
    expect(String(res.headers['content-security-policy'])).toMatch(/default-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
