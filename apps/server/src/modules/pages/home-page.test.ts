import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestApp, type TestContext } from '../../../test/harness';

// The home page for search engines and link previews (audit K): the app's index.html, its head in the reader's
// language, and a way into the catalogue for a crawler that runs no script.

const dist = mkdtempSync(path.join(tmpdir(), 'mall-home-'));
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Mall</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><div class="boot"></div></div>
  </body>
</html>`,
);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ STOREFRONT_DIST: dist, PUBLIC_URL: 'https://mall.example' });
});
afterAll(() => ctx?.close());

const page = async (headers: Record<string, string>) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/', headers });
  return { status: res.statusCode, html: res.body, headers: res.headers };
};

describe('the home page as a crawler reads it', () => {
  it('has a title, description, canonical, Open Graph and JSON-LD in the reader’s language; the app still loads', async () => {
    const { status, html, headers } = await page({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(status).toBe(200);
    expect(headers.vary).toContain('Accept-Language');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Mall : achetez dans de nombreuses boutiques avec un seul panier</title>');
    expect(html).toMatch(/<meta name="description" content="Achetez téléphones, mode/);
    // Served at / in French, it names the French home page's own address (audit Q9).
    expect(html).toContain('<link rel="canonical" href="https://mall.example/fr/" />');
    expect(html).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(html).toContain('<meta property="og:title" content="Mall : achetez');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld['@graph'].map((n: { '@type': string }) => n['@type'])).toEqual(['Organization', 'WebSite']);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"><div class="boot"></div></div>');
    expect((html.match(/<title>/g) ?? []).length).toBe(1);
  });

  it('lists the visible top categories in the reader’s language, escaped, as links to their pages', async () => {
    const { rows } = await ctx.db.execute<{ id: number; fr: string }>(sql`
      SELECT id, coalesce(nullif(names->>'fr', ''), name) AS fr FROM categories
      WHERE parent_id = 0 AND visible ORDER BY sort, id LIMIT 1`);
    const { html } = await page({ 'accept-language': 'fr' });
    const noscript = /<noscript>(.*)<\/noscript>/s.exec(html)![1]!;
    expect(noscript).toContain(`<a href="https://mall.example/fr/category/${rows[0]!.id}">`);
    expect(noscript).toContain(rows[0]!.fr);
    const { rows: hidden } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO categories (parent_id, name, names, sort, visible) VALUES (0, 'Hidden <b>', '{}', 1, false),
        (0, 'Tools & <Sheds>', '{}', 999, true) RETURNING id`);
    await ctx.app.changes.announce(ctx.db, 'listings');
    await new Promise((r) => setTimeout(r, 200));
    const after = /<noscript>(.*)<\/noscript>/s.exec((await page({ 'accept-language': 'fr' })).html)![1]!;
    expect(after).not.toContain(`/category/${hidden[0]!.id}"`);
    expect(after).toContain('Tools &amp; &lt;Sheds&gt;');
  });

  it('has one address: /index.html moves to / (audit O7); the browser’s weights are read (O5)', async () => {
    const moved = await ctx.app.inject({ method: 'GET', url: '/index.html' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/');
    expect((await page({ 'accept-language': 'th;q=0.1, fr;q=0.9' })).html).toContain('<html lang="fr">');
  });

  it('a chosen language (cookie) wins over the browser’s; English is the default', async () => {
    expect((await page({ cookie: 'locale=th', 'accept-language': 'fr' })).html).toContain('<html lang="th">');
    const en = (await page({})).html;
    expect(en).toContain('<title>Mall: shop from many shops in one cart</title>');
    expect((await get(ctx.app, '/api/front/product/category')).status).toBe(200);
  });
});

describe('a home page per language (audit Q9)', () => {
  const at = async (url: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, html: res.body, headers: res.headers };
  };
  const alternates = [
    '<link rel="alternate" hreflang="en" href="https://mall.example/" />',
    '<link rel="alternate" hreflang="zh-CN" href="https://mall.example/zh-CN/" />',
    '<link rel="alternate" hreflang="fr" href="https://mall.example/fr/" />',
    '<link rel="alternate" hreflang="th" href="https://mall.example/th/" />',
    '<link rel="alternate" hreflang="lo" href="https://mall.example/lo/" />',
    '<link rel="alternate" hreflang="es" href="https://mall.example/es/" />',
    '<link rel="alternate" hreflang="x-default" href="https://mall.example/" />',
  ];

  it('/th/, /zh-CN/, … answer in their language, whatever the browser asks, each its own canonical with every alternate', async () => {
    for (const [locale, title] of [
      ['th', '<html lang="th">'],
      ['zh-CN', '<html lang="zh-CN">'],
      ['fr', '<title>Mall : achetez dans de nombreuses boutiques avec un seul panier</title>'],
      ['lo', '<html lang="lo">'],
      ['es', '<html lang="es">'],
    ]) {
      const { status, html, headers } = await at(`/${locale}/`, { 'accept-language': 'en', cookie: 'locale=en' });
      expect(status, locale).toBe(200);
      expect(html).toContain(title);
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`<link rel="canonical" href="https://mall.example/${locale}/" />`);
      expect(html).toContain(`<meta property="og:url" content="https://mall.example/${locale}/" />`);
      for (const link of alternates) expect(html, locale).toContain(link);
      expect(headers.vary ?? '').not.toContain('Accept-Language');
      // The app still loads from the same files.
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    }
    // Without its slash (the query kept), it moves there; English has no prefix and no second address.
    const moved = await at('/th?utm_source=x');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/th/?utm_source=x');
    expect((await at('/de/')).status).toBe(404);
  });

  it('/ keeps choosing by cookie and Accept-Language, naming that language’s address as canonical', async () => {
    const en = await at('/');
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('<link rel="canonical" href="https://mall.example/" />');
    for (const link of alternates) expect(en.html).toContain(link);
    const th = await at('/', { 'accept-language': 'th' });
    expect(th.html).toContain('<html lang="th">');
    expect(th.html).toContain('<link rel="canonical" href="https://mall.example/th/" />');
    expect(th.headers.vary).toContain('Accept-Language');
  });

  it('/en/ and /en/… move to English’s own addresses, keeping English as the reader’s choice; never off the site', async () => {
    for (const [from, to] of [
      ['/en/', '/'],
      ['/en', '/'],
      ['/en?utm_source=x', '/?utm_source=x'],
      ['/en/goods/7?sku=2', '/goods/7?sku=2'],
      ['/en//evil.example/x', '/evil.example/x'],
      ['/en/%5Cevil.example', '/%5Cevil.example'],
    ]) {
      const moved = await at(from!, { 'accept-language': 'fr' });
      expect(moved.status, from).toBe(302);
      expect(moved.headers.location, from).toBe(to);
      expect(String(moved.headers['set-cookie']), from).toMatch(/^locale=en; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    }
    // With the choice kept, / opens in English for a French browser.
    const home = await at('/', { 'accept-language': 'fr', cookie: 'locale=en' });
    expect(home.html).toContain('<html lang="en">');
    expect((await at('/english/')).status).toBe(404);
  });

  it('the sitemap names the six home pages, each with its alternates', async () => {
    const index = (await at('/sitemap.xml')).html;
    expect(index).toContain('<sitemap><loc>https://mall.example/sitemaps/home.xml</loc></sitemap>');
    const home = await at('/sitemaps/home.xml');
    expect(home.status).toBe(200);
    const urls = [...home.html.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toEqual([
      'https://mall.example/',
      'https://mall.example/zh-CN/',
      'https://mall.example/fr/',
      'https://mall.example/th/',
      'https://mall.example/lo/',
      'https://mall.example/es/',
    ]);
    expect(home.html).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://mall.example/"/></url>',
    );
  });

  it("shows a category name with `$&`, `$'` or `` $` `` literally, the page whole (audit FR3)", async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO categories (parent_id, name, names, sort, visible)
      VALUES (0, ${'Deals $` now'}, ${JSON.stringify({ th: "ลด $' ราคา", lo: 'ຫຼຸດ $& ລາຄາ' })}::jsonb, 1000, true)
      RETURNING id`);
    await ctx.app.changes.announce(ctx.db, 'listings');
    await new Promise((r) => setTimeout(r, 200));
    const id = rows[0]!.id;
    for (const [url, shown] of [
      ['/', 'Deals $` now'],
      ['/th/', 'ลด $&#39; ราคา'],
      ['/lo/', 'ຫຼຸດ $&amp; ລາຄາ'],
    ] as const) {
      const { html } = await at(url);
      expect((html.match(/<!doctype html>/gi) ?? []).length, url).toBe(1);
      expect((html.match(/<title>/g) ?? []).length, url).toBe(1);
      expect((html.match(/<\/body>/g) ?? []).length, url).toBe(1);
      const link = new RegExp(`/category/${id}">([^<]*)</a>`).exec(html)?.[1];
      expect(link, url).toBe(shown);
    }
  });
});
