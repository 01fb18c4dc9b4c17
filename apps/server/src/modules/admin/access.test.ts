import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshIp, merchantToken, newShopper, startTestApp, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let routes: { method: 'GET' | 'POST'; url: string }[];

beforeAll(async () => {
  ctx = await startTestApp();
  // Every /api/admin route the app publishes, whoever wrote it; ids become 1.
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m === 'get' || m === 'post')
        .map((m) => ({ method: m.toUpperCase() as 'GET' | 'POST', url: path.replace(/\{[^}]+\}/g, '1') })),
    );
});
afterAll(() => ctx?.close());

async function call(route: { method: 'GET' | 'POST'; url: string }, headers: Record<string, string>) {
  const res = await ctx.app.inject({
    method: route.method,
    url: route.url,
    remoteAddress: freshIp(),
    headers: route.method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
    payload: route.method === 'POST' ? '{}' : undefined,
  });
  return { status: res.statusCode, code: (res.json() as { code: number }).code };
}

describe('/api/admin is for platform administrators only', () => {
  it('publishes the platform console calls', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /api/admin/merchants',
      'POST /api/admin/merchants/1/suspend',
      'POST /api/admin/merchants/1/reopen',
      'GET /api/admin/categories',
      'POST /api/admin/categories/1/delete',
      'GET /api/admin/merchant/types',
      'GET /api/admin/merchant/categories',
      'POST /api/admin/keywords/order',
      'GET /api/admin/banners',
      'POST /api/admin/recommend',
      'POST /api/admin/activities/1/products',
      'GET /api/admin/settings/login-methods',
      'POST /api/admin/settings/payment',
      'GET /api/admin/settings/points',
      'GET /api/admin/users',
      'POST /api/admin/users/1/sign-out',
      'GET /api/admin/outbox',
      'GET /api/admin/catalog/products',
      'POST /api/admin/catalog/products/1/takedown',
      'POST /api/admin/catalog/products/1/restore',
    ]) {
      expect(urls).toContain(expected);
    }
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });

  it('answers 401 without a session', async () => {
    for (const route of routes) {
      expect(await call(route, {}), `${route.method} ${route.url}`).toEqual({ status: 401, code: 401 });
    }
  });

  it('answers 403 to a shopper', async () => {
    const shopper = await newShopper(ctx.db, 'curious');
    for (const route of routes) {
      expect(await call(route, bearer(shopper.token)), `${route.method} ${route.url}`).toEqual({
        status: 403,
        code: 403,
      });
    }
  });

  it('answers 403 to merchant staff', async () => {
    const { token } = await merchantToken(ctx.db);
    for (const route of routes) {
      expect(await call(route, bearer(token)), `${route.method} ${route.url}`).toEqual({ status: 403, code: 403 });
    }
  });
});
