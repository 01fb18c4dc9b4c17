import type { MerchantProduct } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, post, startTestApp, type TestContext } from '../../../test/harness';
import { otherShopStaff, uploadVoucher } from '../../../test/refund-helpers';
import { NOT_YOURS } from '../uploads/upload-owners';
import { FOREIGN_PICTURE } from './product-pictures';

// Audit CH notes: a description showed pictures from any https host (a tracking pixel tells a shop every viewer's
// address and browser) and any same-site path (`/en/` switched the viewer's language). Only the mall's own pictures now.

let ctx: TestContext;
let shop: { token: string; merchantId: number };
let leafCategory: number;
let picture: string;

beforeAll(async () => {
  ctx = await startTestApp();
  shop = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM categories WHERE parent_id <> 0 ORDER BY id LIMIT 1`,
  );
  leafCategory = rows[0]!.id;
  picture = await uploadVoucher(ctx, shop.token);
});
afterAll(() => ctx?.close());

const as = (token: string, extra: Record<string, string> = {}) => ({ headers: { ...bearer(token), ...extra } });
const PIXEL = 'https://tracker.example/p.gif';

function product(name: string, description: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    categoryId: leafCategory,
    images: [picture],
    description,
    attrs: [],
    skus: [{ attrValues: [], price: '9.90', otPrice: '', stock: 5, image: '' }],
    ...extra,
  };
}

describe('pictures in a description', () => {
  it("refuses another site's picture or another path of the mall, in the writer's language, and stores nothing", async () => {
    for (const description of [
      `<p>Look</p><img src="${PIXEL}">`,
      '<p>Look</p><img src="/en/">',
      '<img src="/api/front/user">',
      '<img src=x onerror=alert(1)>',
    ]) {
      const res = await post(ctx.app, '/api/merchant/products', product('Pixel Scarf', description), as(shop.token));
      expect(res.status, description).toBe(400);
      expect(res.body.message).toBe(FOREIGN_PICTURE);
    }
    const spanish = await post(
      ctx.app,
      '/api/merchant/products',
      product('Pixel Scarf', '<p>ok</p>', {
        translations: { fr: { name: 'Écharpe', description: `<p>Voir</p><img src="${PIXEL}">` } },
      }),
      as(shop.token, { 'accept-language': 'es' }),
    );
    expect(spanish.status).toBe(400);
    expect(spanish.body.message).toBe(
      'Una descripción solo puede mostrar imágenes subidas al centro comercial: añádelas con «Insertar una imagen», no como enlace',
    );
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM products WHERE name = 'Pixel Scarf'`);
    expect(rows).toEqual([]);
  });

  it("keeps the shop's own uploads, and refuses another shop's in a translation too", async () => {
    const res = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/products',
      product('Own Picture Scarf', `<p>Look</p><img src="${picture}" onerror="x">`, {
        translations: { fr: { name: 'Écharpe à image', description: `<img src="${picture}">` } },
      }),
      as(shop.token),
    );
    expect(res.body.code, res.body.message).toBe(200);
    const detail = await get<{ product: { description: string } }>(
      ctx.app,
      `/api/front/product/detail/${res.body.data.id}`,
    );
    expect(detail.body.data.product.description).toBe(`<p>Look</p><img src="${picture}" alt="">`);

    const other = await otherShopStaff(ctx, shop.merchantId);
    const theirs = await post(
      ctx.app,
      '/api/merchant/products',
      product('Borrowed Picture Scarf', '<p>ok</p>', {
        images: [await uploadVoucher(ctx, other.token)],
        translations: { fr: { name: 'Écharpe empruntée', description: `<img src="${picture}">` } },
      }),
      as(other.token),
    );
    expect(theirs.status).toBe(400);
    expect(theirs.body.message).toBe(NOT_YOURS);
  });

  it('no longer shows the pictures of a description stored before, anywhere, and the form saves it without them', async () => {
    const created = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/products',
      product('Old Pixel Scarf', '<p>Old</p>', {
        translations: { fr: { name: 'Vieille écharpe', description: '<p>Vieux</p>' } },
      }),
      as(shop.token),
    );
    const id = created.body.data.id;
    // As the sanitiser stored them before: https pictures and same-site paths were kept.
    const stored = `<p>Old</p><img src="${PIXEL}" alt=""><img src="/en/" alt=""><img src="${picture}" alt="">`;
    await ctx.db.execute(sql`UPDATE products SET description = ${stored} WHERE id = ${id}`);
    await ctx.db.execute(
      sql`UPDATE product_translations SET description = ${`<p>Vieux</p><img src="${PIXEL}" alt="">`} WHERE product_id = ${id}`,
    );

    const detail = await get<{ product: { description: string } }>(ctx.app, `/api/front/product/detail/${id}`);
    expect(detail.body.data.product.description).toBe(`<p>Old</p><img src="${picture}" alt="">`);
    const french = await get<{ product: { description: string } }>(ctx.app, `/api/front/product/detail/${id}`, {
      cookie: 'locale=fr',
    });
    expect(french.body.data.product.description).toBe('<p>Vieux</p>');
    for (const url of [`/goods/${id}`, `/fr/goods/${id}`]) {
      const page = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('tracker.example');
      expect(page.body, url).not.toContain('<img src="/en/"');
    }

    const form = await get<MerchantProduct & { version?: number }>(
      ctx.app,
      `/api/merchant/products/${id}`,
      bearer(shop.token),
    );
    expect(form.body.data.description).toBe(`<p>Old</p><img src="${picture}" alt="">`);
    expect(form.body.data.translations?.fr?.description).toBe('<p>Vieux</p>');
    // A console opened before still holds the old text: saving it is not refused, and stores it without them.
    const { version } = form.body.data;
    const saved = await post(
      ctx.app,
      `/api/merchant/products/${id}`,
      {
        ...product('Old Pixel Scarf', stored, {
          translations: { fr: { name: 'Vieille écharpe', description: `<p>Vieux</p><img src="${PIXEL}" alt="">` } },
        }),
        ...(version === undefined ? {} : { version }),
      },
      as(shop.token),
    );
    expect(saved.body.code, saved.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ description: string }>(
      sql`SELECT description FROM products WHERE id = ${id} UNION ALL
        SELECT description FROM product_translations WHERE product_id = ${id}`,
    );
    expect(rows.map((r) => r.description).join()).not.toContain('tracker.example');
  });

  it('lets the pages load pictures from no other site', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const imgSrc = /img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(imgSrc).toBe("'self' data: blob:");
  });
});
