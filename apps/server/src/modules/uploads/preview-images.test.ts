import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';

// Link previews (Open Graph, Twitter cards) show no SVG: a page whose picture the seed drew names a JPEG of it.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ PUBLIC_URL: 'https://mall.example' });
});
afterAll(() => ctx?.close());

const page = async (url: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

/** A shown product whose first picture is one the seed drew, and that picture's name. */
async function drawnProduct(skip = 0): Promise<{ id: number; name: string }> {
  const { rows } = await ctx.db.execute<{ id: number; image: string }>(sql`
    SELECT p.id, p.images->>0 AS image FROM products p JOIN merchants m ON m.id = p.merchant_id
    WHERE p.on_sale AND m.status = 'open' AND p.images->>0 LIKE '/uploads/demo/%.svg'
      AND NOT EXISTS (SELECT 1 FROM products o WHERE o.id < p.id AND o.images->>0 = p.images->>0)
    ORDER BY p.id OFFSET ${skip} LIMIT 1`);
  const row = rows[0]!;
  return { id: row.id, name: /^\/uploads\/demo\/(.+)\.svg$/.exec(row.image)![1]! };
}

describe('link preview pictures', () => {
  it('a drawn picture is previewed as a 1200 × 630 JPEG, drawn once and kept', async () => {
    const { id, name } = await drawnProduct();
    await ctx.app.files.delete(`previews/demo/${name}.jpg`);
    const html = await page(`/goods/${id}`);
    const url = `https://mall.example/previews/demo/${name}.jpg`;
    expect(meta(html, 'og:image')).toBe(url);
    expect(meta(html, 'twitter:image')).toBe(url);
    expect(meta(html, 'og:image:type')).toBe('image/jpeg');
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(html).not.toMatch(/<meta property="og:image" content="[^"]*\.svg"/);

    const first = await ctx.app.inject({ method: 'GET', url: `/previews/demo/${name}.jpg` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    const size = await sharp(first.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(['jpeg', 1200, 630]);
    // Kept in the file store: the next ask (any process) reads the same bytes.
    expect(await ctx.app.files.get(`previews/demo/${name}.jpg`)).not.toBeNull();
    const again = await ctx.app.inject({ method: 'GET', url: `/previews/demo/${name}.jpg` });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('many asking at once for a picture not drawn yet all get it', async () => {
    const { name } = await drawnProduct(1);
    await ctx.app.files.delete(`previews/demo/${name}.jpg`);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => ctx.app.inject({ method: 'GET', url: `/previews/demo/${name}.jpg` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('names nothing but the seed’s own pictures', async () => {
    for (const url of [
      '/previews/demo/no-such-picture.jpg',
      '/previews/demo/..%2Fshop-1-banner.jpg',
      '/previews/demo/shop-1-banner.png',
      '/previews/demo/.hidden.jpg',
      '/previews/u/shop-1-banner.jpg',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });

  it('a name the seed never drew is answered at once, not after the drawings queued before it', async () => {
    const names = await Promise.all([3, 4, 5, 6].map(async (skip) => (await drawnProduct(skip)).name));
    for (const name of names) await ctx.app.files.delete(`previews/demo/${name}.jpg`);
    const finished: string[] = [];
    const ask = (url: string, label: string) =>
      ctx.app.inject({ method: 'GET', url }).then((res) => {
        finished.push(label);
        return res.statusCode;
      });
    const drawings = names.map((name) => ask(`/previews/demo/${name}.jpg`, 'drawn'));
    const missing = ask('/previews/demo/never-drawn-by-the-seed.jpg', 'missing');
    expect(await Promise.all([...drawings, missing])).toEqual([200, 200, 200, 200, 404]);
    expect(finished.indexOf('missing')).toBeLessThan(finished.lastIndexOf('drawn'));
  });

  it('an uploaded JPEG is its own preview', async () => {
    const { id } = await drawnProduct(2);
    await ctx.db.execute(
      sql`UPDATE products SET images = '["/uploads/u/2026-11/0123456789abcdef0123456789abcdef.jpg"]' WHERE id = ${id}`,
    );
    const html = await page(`/goods/${id}`);
    expect(meta(html, 'og:image')).toBe('https://mall.example/uploads/u/2026-11/0123456789abcdef0123456789abcdef.jpg');
    expect(meta(html, 'og:image:width')).toBeUndefined();
  });
});
