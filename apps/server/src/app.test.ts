import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestApp, type TestContext } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

describe('the app frame', () => {
  it('healthz answers when the database answers', async () => {
    const { status, body } = await get(ctx.app, '/healthz');
    expect(status).toBe(200);
    expect(body.data).toEqual({ status: 'ok' });
  });

  it('unknown API paths answer 404 in the envelope with the default text', async () => {
    const { status, body } = await get(ctx.app, '/api/front/nothing/here');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: 'no data found', data: null });
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const { status, body } = await get<never>(ctx.app, '/api/docs/openapi.json');
    expect(status).toBe(200);
    const doc = body as unknown as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/front/product/list',
      '/api/front/product/detail/{id}',
      '/api/pc/home/index',
      '/api/front/merchant/street',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  it('sends security headers and a strict CSP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/front/search/keyword' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a malformed JSON body answers 400 without internals', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/product/list',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('paths outside the API', () => {
  it('a browser asking for an unknown page gets an HTML 404 with a way home', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('This page could not be found');
    expect(res.body).toContain('href="/"');
  });
});

describe('JSON bodies', () => {
  it.each([
    ['a key given twice', '{"email":"a@b.co","email":"c@d.co","password":"x"}', 'appears twice'],
    ['a __proto__ key', '{"email":"a@b.co","password":"x","__proto__":{"isAdmin":true}}', 'forbidden key'],
    ['broken JSON', '{"email":', 'not valid JSON'],
  ])('refuses %s with 400 in the envelope', async (_what, payload, message) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/login/email',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: expect.stringContaining(message), data: null });
  });
});
