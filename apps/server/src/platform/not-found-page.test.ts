import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('a browser at an address outside the storefront', () => {
  it("gets a 404 page in the shop's look with ways back into the shop", async () => {
    const res = await page('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<style>');
    expect(res.body).toContain('#e93323');
    expect(res.body).toContain('This page could not be found');
    expect(res.body).toContain('The address may be mistyped, or the page has moved.');
    expect(res.body).not.toContain('there was an error');
    expect(res.body).toContain('href="/"');
    expect(res.body).toContain('href="/#/goods/goods_search"');
  });

  it("links into the shopper's language (locale cookie) and says so in the page's lang", async () => {
    const res = await page('/old/bookmark', { cookie: 'locale=th' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="th">');
    expect(res.body).toContain('href="/th/"');
    expect(res.body).toContain('href="/#/th/goods/goods_search"');
  });

  it('escapes nothing the address brings: the path is not echoed', async () => {
    const res = await page('/%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script');
  });
});
