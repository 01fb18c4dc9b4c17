import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ImportResult, Page, ProductCard } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { paidOrder } from '../../../test/money-fixtures';
import { otherShopStaff, uploadVoucher } from '../../../test/refund-helpers';
import { csvCell } from '../../platform/csv';
import { parseCsv } from '../../platform/csv-parse';
import { translateMessage } from '../../platform/messages';
import { BULK_WRITE, VERSIONS_KEPT_DAYS } from './product-import';

let ctx: TestContext;
let merchant: { token: string; merchantId: number };
let shopB: number;
let leafCategory: number;
let picture: string;
/** A product of the demo shop with two SKUs or more, and one of another shop. */
let product: { id: number; skus: number[] };
let productB: { id: number; sku: number };

beforeAll(async () => {
  ctx = await startTestApp({ CATALOG_CACHE_TTL_MS: '60000' });
  merchant = await merchantToken(ctx.db);
  shopB = (await otherShopStaff(ctx, merchant.merchantId)).merchantId;
  const leaf = await ctx.db.execute<{ id: number }>(
    sql`SELECT c.id FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
        AND c.parent_id <> 0 ORDER BY c.id LIMIT 1`,
  );
  leafCategory = leaf.rows[0]!.id;
  picture = await uploadVoucher(ctx, merchant.token);
  const own = await ctx.db.execute<{ id: number; skus: number[] }>(sql`
    SELECT p.id, array_agg(s.id ORDER BY s.id) AS skus FROM products p JOIN product_skus s ON s.product_id = p.id
    WHERE p.merchant_id = ${merchant.merchantId} AND p.on_sale GROUP BY p.id HAVING count(*) >= 2 ORDER BY p.id LIMIT 1`);
  product = own.rows[0]!;
  const other = await ctx.db.execute<{ id: number; sku: number }>(sql`
    SELECT p.id, min(s.id) AS sku FROM products p JOIN product_skus s ON s.product_id = p.id
    WHERE p.merchant_id = ${shopB} GROUP BY p.id ORDER BY p.id LIMIT 1`);
  productB = other.rows[0]!;
});
afterAll(() => ctx?.close());

const as = (language = 'en') => ({ headers: { ...bearer(merchant.token), 'accept-language': language } });

async function exportCsv(language = 'en') {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/merchant/products/export.csv', ...as(language) });
  expect(res.statusCode).toBe(200);
  return res.rawPayload.toString('utf8');
}

/** The export as a table: its header and rows of cells. */
async function exportTable() {
  const [header, ...rows] = parseCsv(await exportCsv()).map((r) => r.cells);
  return { header: header!, rows };
}

const toCsv = (rows: string[][]) => `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

const preview = (csv: string, language = 'en') =>
  post<ImportResult>(ctx.app, '/api/merchant/products/import/preview', { csv }, as(language));
const apply = (csv: string, language = 'en') =>
  post<ImportResult>(ctx.app, '/api/merchant/products/import', { csv }, as(language));

/** What the database holds for the shop's products: every SKU's price, original price and stock. */
async function shopState(merchantId = merchant.merchantId) {
  const { rows } = await ctx.db.execute(sql`
    SELECT p.id, p.name, p.price, p.stock, p.on_sale, s.id AS sku, s.price AS sku_price, s.ot_price, s.stock AS sku_stock
    FROM products p JOIN product_skus s ON s.product_id = p.id WHERE p.merchant_id = ${merchantId} ORDER BY s.id`);
  return rows;
}

const NEW_HEADER = [
  'productId',
  'skuId',
  'name',
  'categoryId',
  'attr1',
  'value1',
  'price',
  'otPrice',
  'stock',
  'images',
];

describe('exporting the shop’s products', () => {
  it('writes one row per SKU of this shop only, as UTF-8 CSV with a byte order mark and titles in the language', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/merchant/products/export.csv', ...as() });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = res.rawPayload.toString('utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const { header, rows } = await exportTable();
    expect(header.slice(0, 4)).toEqual(['Product ID', 'SKU ID', 'Product name', 'Category ID']);
    const { rows: count } = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM product_skus s JOIN products p ON p.id = s.product_id
      WHERE p.merchant_id = ${merchant.merchantId}`);
    expect(rows.length).toBe(count[0]!.n);
    const ids = new Set(rows.map((r) => Number(r[0])));
    expect(ids.has(product.id)).toBe(true);
    expect(ids.has(productB.id)).toBe(false);
    const own = rows.filter((r) => Number(r[0]) === product.id);
    expect(own.map((r) => Number(r[1]))).toEqual(product.skus);
    expect(own[0]![11]).toMatch(/^\d+\.\d{2}$/);
    expect(['On sale', 'Off sale']).toContain(own[0]![18]);

    const french = await exportCsv('fr');
    expect(french).toContain('"ID du produit","ID de la variante","Nom du produit"');
  });

  it('keeps a name that starts like a formula as text', async () => {
    await ctx.db.execute(sql`UPDATE products SET name = '=HYPERLINK("http://evil","x")' WHERE id = ${product.id}`);
    const body = await exportCsv();
    expect(body).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    // Read back, the apostrophe comes off: the round trip leaves the name alone.
    const result = await preview(body);
    const row = result.body.data.rows.find((r) => r.productId === product.id)!;
    expect(row.action).toBe('unchanged');
    await ctx.db.execute(sql`UPDATE products SET name = 'Formula-free name' WHERE id = ${product.id}`);
  });
});

describe('importing a spreadsheet', () => {
  it('finds nothing to change in the file the export just wrote, and applying it changes nothing', async () => {
    const before = await shopState();
    const csv = await exportCsv('th');
    const res = await preview(csv);
    expect(res.body.code, res.body.message).toBe(200);
    const { counts, rows } = res.body.data;
    expect(counts).toEqual({ create: 0, update: 0, unchanged: before.length, error: 0 });
    expect(rows[0]!.row).toBe(2);
    const applied = await apply(csv);
    expect(applied.body.code, applied.body.message).toBe(200);
    expect(applied.body.data.applied).toBe(true);
    expect(applied.body.data.products).toEqual({ create: 0, update: 0 });
    expect(await shopState()).toEqual(before);
  });

  it('changes a SKU’s price and stock, and the storefront shows the new price at once', async () => {
    const { header, rows } = await exportTable();
    const mine = rows.filter((r) => Number(r[0]) === product.id);
    const [first, second] = mine;
    first![11] = '1.5';
    first![12] = '';
    first![13] = '42';
    second![13] = '7';
    const csv = toCsv([header, ...mine]);
    const res = await preview(csv);
    expect(res.body.code, res.body.message).toBe(200);
    const previewRows = res.body.data.rows;
    expect(previewRows[0]).toMatchObject({ row: 2, action: 'update', skuId: product.skus[0], errors: [] });
    expect(previewRows[0]!.changes).toEqual(expect.arrayContaining(['price', 'stock']));
    expect(res.body.data.products).toEqual({ create: 0, update: 1 });

    // The listing cache holds the old answer until the import announces the change.
    await get<Page<ProductCard>>(ctx.app, '/api/front/product/list?keyword=Formula-free');
    const applied = await apply(csv);
    expect(applied.body.code, applied.body.message).toBe(200);
    const { rows: skus } = await ctx.db.execute<{ id: number; price: number; ot_price: number; stock: number }>(
      sql`SELECT id, price, ot_price, stock FROM product_skus WHERE product_id = ${product.id} ORDER BY id`,
    );
    expect(skus[0]).toMatchObject({ price: 150, ot_price: 150, stock: 42 });
    expect(skus[1]!.stock).toBe(7);
    const { rows: p } = await ctx.db.execute<{ price: number; stock: number }>(
      sql`SELECT price, stock FROM products WHERE id = ${product.id}`,
    );
    expect(p[0]).toEqual({ price: 150, stock: skus.reduce((sum, s) => sum + s.stock, 0) });
    const listed = await get<Page<ProductCard>>(ctx.app, '/api/front/product/list?keyword=Formula-free');
    expect(listed.body.data.list.find((c) => c.id === product.id)?.price).toBe('1.50');
  });

  it('writes an empty original price where the shop set none, so a lowered price shows no struck price (audit AO3)', async () => {
    // One SKU without an original price (stored as the price itself), one with a real one.
    const [plain, struck] = product.skus;
    await ctx.db.execute(sql`UPDATE product_skus SET price = 1250, ot_price = 1250 WHERE id = ${plain}`);
    await ctx.db.execute(sql`UPDATE product_skus SET price = 1250, ot_price = 1375 WHERE id = ${struck}`);
    const { header, rows } = await exportTable();
    const mine = rows.filter((r) => Number(r[0]) === product.id);
    const column = header.indexOf('Original price');
    const priceColumn = header.indexOf('Price');
    expect(mine.map((r) => [Number(r[1]), r[priceColumn], r[column]])).toEqual([
      [plain, '12.50', ''],
      [struck, '12.50', '13.75'],
      ...mine.slice(2).map((r) => [Number(r[1]), r[priceColumn], r[column]]),
    ]);
    // The merchant lowers only the prices in the spreadsheet.
    for (const r of mine.slice(0, 2)) r[priceColumn] = '11.00';
    const applied = await apply(toCsv([header, ...mine]));
    expect(applied.body.code, applied.body.message).toBe(200);
    const { rows: skus } = await ctx.db.execute<{ id: number; price: number; ot_price: number }>(
      sql`SELECT id, price, ot_price FROM product_skus WHERE id IN (${plain}, ${struck}) ORDER BY id`,
    );
    expect(skus).toEqual([
      { id: plain, price: 1100, ot_price: 1100 },
      { id: struck, price: 1100, ot_price: 1375 },
    ]);
  });

  it('runs a file sent twice once, and warns of new products named like the shop’s own, with their IDs (audit AO2)', async () => {
    const csv = toCsv([
      NEW_HEADER,
      ['', '', 'Kite Batch Twice Delta', String(leafCategory), 'Colour', 'Red', '12.50', '', '5', picture],
      ['', '', 'Kite Batch Twice Delta', String(leafCategory), 'Colour', 'Blue', '12.50', '', '5', picture],
    ]);
    const named = async () =>
      (
        await ctx.db.execute<{ id: number }>(
          sql`SELECT id FROM products WHERE merchant_id = ${merchant.merchantId} AND name = 'Kite Batch Twice Delta' ORDER BY id`,
        )
      ).rows.map((r) => r.id);
    const first = await apply(csv);
    expect(first.body.code, first.body.message).toBe(200);
    expect(first.body.data.products).toEqual({ create: 1, update: 0 });
    const ids = await named();
    expect(ids).toHaveLength(1);
    // Sent again (a double click, a retry after a timeout): the first import's answer, nothing created again.
    const again = await apply(csv, 'fr');
    expect(again.body.code, again.body.message).toBe(200);
    expect(again.body.message).toBe(
      'Ce fichier a été importé il y a moins de 10 minutes : il n’a pas été exécuté de nouveau',
    );
    expect(again.body.data.products).toEqual({ create: 1, update: 0 });
    expect(await named()).toEqual(ids);
    // The preview of the same file, or of one naming the product in another case, says the shop has it.
    for (const file of [csv, csv.replaceAll('Kite Batch Twice Delta', ' kite batch twice delta')]) {
      const res = await preview(file);
      expect(res.body.data.rows[0]!.warnings).toEqual([
        {
          column: 'name',
          message: `Your shop already has a product with this name (ID ${ids[0]}): importing it again adds another`,
        },
      ]);
      expect(res.body.data.rows[1]!.warnings).toBeUndefined();
    }
    const th = await preview(csv, 'th');
    expect(th.body.data.rows[0]!.warnings?.[0]?.message).toBe(
      `ร้านของคุณมีสินค้าชื่อนี้อยู่แล้ว (รหัส ${ids[0]}): นำเข้าอีกครั้งจะเพิ่มสินค้าซ้ำอีกรายการ`,
    );
    // Past the window, the same file is an import of its own again.
    await ctx.db.execute(sql`UPDATE product_imports SET created_at = now() - interval '11 minutes'`);
    expect((await apply(csv)).body.message).toBe('Saved');
    expect(await named()).toHaveLength(2);
  });

  it('creates a new product with its SKUs, on sale as the product form would', async () => {
    const csv = toCsv([
      NEW_HEADER,
      ['', '', 'Imported Alpaca Scarf', String(leafCategory), 'Colour', 'Red', '19.90', '25', '5', picture],
      ['', '', 'Imported Alpaca Scarf', String(leafCategory), 'Colour', 'Blue', '17.5', '', '3', picture],
    ]);
    const res = await preview(csv);
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 0 });
    expect(res.body.data.products).toEqual({ create: 1, update: 0 });
    const { rows: none } = await ctx.db.execute(sql`SELECT 1 FROM products WHERE name = 'Imported Alpaca Scarf'`);
    expect(none).toEqual([]);

    expect((await apply(csv)).body.code).toBe(200);
    const { rows } = await ctx.db.execute<{ merchant_id: number; on_sale: boolean; stock: number; price: number }>(
      sql`SELECT merchant_id, on_sale, stock, price FROM products WHERE name = 'Imported Alpaca Scarf'`,
    );
    expect(rows).toEqual([{ merchant_id: merchant.merchantId, on_sale: true, stock: 8, price: 1750 }]);
    const found = await get<Page<ProductCard>>(ctx.app, '/api/front/product/list?keyword=Alpaca%20Scarf');
    expect(found.body.data.list.map((c) => c.name)).toContain('Imported Alpaca Scarf');
  });

  it('a bulk import vacuums and analyses what it wrote before it answers (issue 25)', async () => {
    const rows = Array.from({ length: BULK_WRITE }, (_, i) => [
      '',
      '',
      `Bulk Linen Napkin ${i + 1}`,
      String(leafCategory),
      'Colour',
      'White',
      '4.50',
      '',
      '10',
      picture,
    ]);
    const { rows: clock } = await ctx.db.execute<{ now: string }>(sql`SELECT now()::text AS now`);
    const res = await apply(toCsv([NEW_HEADER, ...rows]));
    expect(res.body.code, res.body.message).toBe(200);
    // The vacuum is the import's own (statistics views lag a little: wait for them, not for the vacuum).
    await expect
      .poll(async () => {
        const { rows: done } = await ctx.db.execute<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM pg_stat_user_tables
          WHERE relname IN ('products', 'product_skus') AND last_vacuum >= ${clock[0]!.now}::timestamptz`);
        return done[0]!.n;
      })
      .toBe(2);
    const { rows: stats } = await ctx.db.execute<{ estimate: number }>(
      sql`SELECT reltuples::int AS estimate FROM pg_class WHERE relname = 'products'`,
    );
    const { rows: real } = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
    expect(stats[0]!.estimate).toBe(real[0]!.n);
  });

  it('exports a shop of more products than one piece of the file holds: every SKU once, in order', async () => {
    // The bulk import above left the shop with more than the export's 500 products a statement.
    const { rows: skus } = await ctx.db.execute<{ product_id: number; id: number }>(sql`
      SELECT s.product_id, s.id FROM product_skus s JOIN products p ON p.id = s.product_id
      WHERE p.merchant_id = ${merchant.merchantId} ORDER BY s.product_id, s.id`);
    expect(new Set(skus.map((s) => s.product_id)).size).toBeGreaterThan(500);
    const { rows } = await exportTable();
    expect(rows.map((r) => [Number(r[0]), Number(r[1])])).toEqual(skus.map((s) => [s.product_id, s.id]));
    expect(rows.at(-1)![2]).toBe(`Bulk Linen Napkin ${BULK_WRITE}`);
  });

  it('names each row’s faults with its row and column, in French', async () => {
    const { header, rows } = await exportTable();
    const mine = rows.filter((r) => Number(r[0]) === product.id).slice(0, 2);
    mine[0]![11] = 'abc';
    mine[1]![13] = '-1';
    const csv = toCsv([header, ...mine, ['', '', '', '', '', '', '', '', '', '', '', '5', '', '1', '', '', picture]]);
    const res = await preview(csv, 'fr');
    expect(res.body.code, res.body.message).toBe(200);
    const { rows: result, counts } = res.body.data;
    expect(counts.error).toBe(3);
    expect(result[0]).toMatchObject({
      row: 2,
      action: 'error',
      errors: [
        { column: 'price', message: 'Un prix est un montant de 0,01 à 999\u202f999,99 avec au plus deux décimales' },
      ],
    });
    // Its numbers as French writes them (audit AO12).
    expect(result[1]!.errors).toEqual([
      { column: 'stock', message: 'Le stock est un nombre entier de 0 à 999\u202f999' },
    ]);
    expect(result[2]!.row).toBe(4);
    expect(result[2]!.errors.map((e) => e.column)).toEqual(expect.arrayContaining(['name', 'categoryId']));
    expect(result[2]!.errors.every((e) => !/^[A-Z][a-z]+ [a-z]/.test(e.message) || /[éèàç]/.test(e.message))).toBe(
      true,
    );
  });

  it('says a category id no category has does not exist, and a top category is not of the second level (audit AO-D)', async () => {
    const { rows: top } = await ctx.db.execute<{ id: number }>(sql`
      SELECT parent_id AS id FROM categories WHERE id = ${leafCategory}`);
    const row = (name: string, category: string) => ['', '', name, category, '', '', '9.90', '', '3', picture];
    const csv = toCsv([NEW_HEADER, row('Unknown Cat', '99999'), row('Top Cat', String(top[0]!.id))]);
    for (const [language, gone, top] of [
      ['en', 'This category does not exist', 'Choose a category of the second level'],
      ['fr', 'Cette catégorie n’existe pas', 'Choisissez une catégorie de second niveau'],
    ]) {
      const res = await preview(csv, language);
      expect(res.body.code, res.body.message).toBe(200);
      expect(res.body.data.rows.map((r) => r.errors)).toEqual([
        [{ column: 'categoryId', message: gone }],
        [{ column: 'categoryId', message: top }],
      ]);
    }
  });

  it('refuses another shop’s product ID and writes nothing to that shop', async () => {
    const before = await shopState(shopB);
    const csv = toCsv([
      ['productId', 'skuId', 'price', 'stock'],
      [String(productB.id), String(productB.sku), '0.01', '0'],
    ]);
    const res = await preview(csv);
    expect(res.body.data.rows[0]).toMatchObject({
      action: 'error',
      errors: [{ column: 'productId', message: 'No product of your shop has this ID' }],
    });
    const applied = await apply(csv);
    expect(applied.status).toBe(400);
    expect(await shopState(shopB)).toEqual(before);
  });

  it('moves the stock by what the file changed since its export: units sold meanwhile stay sold', async () => {
    const { header, rows } = await exportTable();
    const mine = rows.filter((r) => Number(r[0]) === product.id);
    const [first, second] = [mine[0]!, mine[1]!];
    expect(first[14]).toBe(first[13]);
    // Two of each SKU sell after the export.
    const shopper = await newShopper(ctx.db, 'import-race');
    const { rows: priced } = await ctx.db.execute<{ id: number; price: number }>(
      sql`SELECT id, price FROM product_skus WHERE id IN (${Number(first[1])}, ${Number(second[1])}) ORDER BY id`,
    );
    await ctx.db.execute(sql`UPDATE product_skus SET stock = greatest(stock, 10) WHERE product_id = ${product.id}`);
    const { rows: now } = await ctx.db.execute<{ id: number; stock: number }>(
      sql`SELECT id, stock FROM product_skus WHERE id IN (${Number(first[1])}, ${Number(second[1])}) ORDER BY id`,
    );
    // The file as exported at these counts (the export is what the merchant saw).
    first[13] = first[14] = String(now[0]!.stock);
    second[13] = second[14] = String(now[1]!.stock);
    await paidOrder(
      ctx,
      shopper.token,
      priced.map((p) => ({
        sku: { productId: product.id, skuId: p.id, merchantId: merchant.merchantId, price: p.price, categoryId: 0 },
        quantity: 2,
      })),
    );
    // The merchant adds 5 to the first SKU and leaves the second as it was exported.
    first[13] = String(now[0]!.stock + 5);
    const csv = toCsv([header, first, second]);
    const previewed = (await preview(csv)).body.data;
    expect(previewed.rows[0]!.changes).toContain('stock');
    expect(previewed.rows[1]!.changes).not.toContain('stock');
    expect((await apply(csv)).body.code).toBe(200);
    const { rows: after } = await ctx.db.execute<{ stock: number }>(
      sql`SELECT stock FROM product_skus WHERE id IN (${Number(first[1])}, ${Number(second[1])}) ORDER BY id`,
    );
    expect(after.map((r) => r.stock)).toEqual([now[0]!.stock - 2 + 5, now[1]!.stock - 2]);
  });

  it('adds a file’s stock change once: the same file imported again, in any row order or twice at once, changes nothing more (audit DS1)', async () => {
    const skuIds = product.skus.slice(0, 2);
    const stockNow = async () => {
      const { rows } = await ctx.db.execute<{ stock: number }>(
        sql`SELECT stock FROM product_skus WHERE id IN (${skuIds[0]!}, ${skuIds[1]!}) ORDER BY id`,
      );
      return rows.map((r) => r.stock);
    };
    await ctx.db.execute(sql`UPDATE product_skus SET stock = 3 WHERE id IN (${skuIds[0]!}, ${skuIds[1]!})`);
    const { header, rows } = await exportTable();
    const first = rows.find((r) => Number(r[1]) === skuIds[0])!;
    const second = rows.find((r) => Number(r[1]) === skuIds[1])!;
    expect([first[13], first[14], second[14]]).toEqual(['3', '3', '3']);
    const withPrice = (row: string[], price: string) => {
      const copy = [...row];
      copy[11] = price;
      copy[12] = '';
      return copy;
    };
    // The merchant types 10 for the first SKU and imports.
    first[13] = '10';
    const once = toCsv([header, withPrice(first, '10.00'), second]);
    expect((await preview(once)).body.data.rows[0]!.stock).toEqual({ from: 3, to: 10 });
    expect((await apply(once)).body.code).toBe(200);
    expect(await stockNow()).toEqual([10, 3]);
    // Then fixes the price in the same file and imports again: the stock cell still reads 10, already applied.
    const again = toCsv([header, withPrice(first, '10.99'), second]);
    const previewed = (await preview(again)).body.data;
    expect(previewed.rows[0]!.changes).toContain('price');
    expect(previewed.rows[0]!.changes).not.toContain('stock');
    expect(previewed.rows[0]!.stock).toBeUndefined();
    expect((await apply(again)).body.code).toBe(200);
    expect(await stockNow()).toEqual([10, 3]);
    // The rows the other way round, and two imports of the file at once.
    const [one, two] = await Promise.all([
      apply(toCsv([header, second, withPrice(first, '11.49')])),
      apply(toCsv([header, withPrice(first, '11.99'), second])),
    ]);
    expect([one.body.code, two.body.code]).toEqual([200, 200]);
    expect(await stockNow()).toEqual([10, 3]);
    // Two units sell; the merchant then corrects 10 to 12 in the old file: the 2 typed more are added, the sales kept.
    const shopper = await newShopper(ctx.db, 'import-again');
    const { rows: priced } = await ctx.db.execute<{ price: number }>(
      sql`SELECT price FROM product_skus WHERE id = ${skuIds[0]!}`,
    );
    await paidOrder(ctx, shopper.token, [
      {
        sku: {
          productId: product.id,
          skuId: skuIds[0]!,
          merchantId: merchant.merchantId,
          price: priced[0]!.price,
          categoryId: 0,
        },
        quantity: 2,
      },
    ]);
    expect(await stockNow()).toEqual([8, 3]);
    first[13] = '12';
    expect((await apply(toCsv([header, withPrice(first, '11.99'), second]))).body.code).toBe(200);
    expect(await stockNow()).toEqual([10, 3]);
    // A new export at the count an earlier one wrote is a new file: restocking by it adds what it says.
    await ctx.db.execute(sql`UPDATE product_skus SET stock = 3 WHERE id = ${skuIds[0]!}`);
    const fresh = (await exportTable()).rows.find((r) => Number(r[1]) === skuIds[0])!;
    expect(fresh[15]).not.toBe(first[15]);
    fresh[13] = '10';
    expect((await apply(toCsv([header, fresh]))).body.code).toBe(200);
    expect(await stockNow()).toEqual([10, 3]);
  });

  it('moves no stock from a file without the export column, imported once or twice, and says why in the row (audit EB1)', async () => {
    const skuId = product.skus[0]!;
    const stockNow = async () =>
      (await ctx.db.execute<{ stock: number }>(sql`SELECT stock FROM product_skus WHERE id = ${skuId}`)).rows[0]!.stock;
    await ctx.db.execute(sql`UPDATE product_skus SET stock = 44 WHERE id = ${skuId}`);
    const { header, rows } = await exportTable();
    const exportAt = header.indexOf('Export (do not edit)');
    expect(exportAt).toBe(15);
    // A file exported before the export named itself: "Stock when exported" without the "Export" column (nor the
    // product's version, written since audit FG1).
    const versionAt = header.indexOf('Version (do not edit)');
    const old = (row: string[]) => row.filter((_, i) => i !== exportAt && i !== versionAt);
    const row = rows.find((r) => Number(r[1]) === skuId)!;
    expect([row[13], row[14]]).toEqual(['44', '44']);
    row[13] = '50';
    for (const [price, language, message] of [
      ['46.00', 'en', 'This file has no export column: export the products again to change stock'],
      ['47.00', 'th', 'ไฟล์นี้ไม่มีคอลัมน์รหัสการส่งออก: ส่งออกสินค้าอีกครั้งเพื่อเปลี่ยนสต็อก'],
    ] as const) {
      row[11] = price;
      row[12] = '';
      const csv = toCsv([old(header), old(row)]);
      const previewed = (await preview(csv, language)).body.data.rows[0]!;
      expect(previewed.action).toBe('update');
      expect(previewed.changes).toContain('price');
      expect(previewed.changes).not.toContain('stock');
      expect(previewed.stock).toBeUndefined();
      expect(previewed.warnings).toEqual([{ column: 'stock', message }]);
      const res = await apply(csv, language);
      expect(res.body.code).toBe(200);
      expect(res.body.data.rows[0]!.warnings).toEqual([{ column: 'stock', message }]);
      // The price applies; the stock stays at 44 however often the file comes back.
      expect(await stockNow()).toBe(44);
      const { rows: priced } = await ctx.db.execute<{ price: number }>(
        sql`SELECT price FROM product_skus WHERE id = ${skuId}`,
      );
      expect(priced[0]!.price).toBe(Math.round(Number(price) * 100));
    }
    // The same with the Export cell cleared; a row whose stock was left as exported says nothing.
    const cleared = [...row];
    cleared[15] = '';
    expect((await preview(toCsv([header, cleared]))).body.data.rows[0]!.warnings).toHaveLength(1);
    expect((await apply(toCsv([header, cleared]))).body.code).toBe(200);
    expect(await stockNow()).toBe(44);
    const untouched = old([...row.slice(0, 13), '44', ...row.slice(14)]);
    expect((await preview(toCsv([old(header), untouched]))).body.data.rows[0]!.warnings).toBeUndefined();
  });

  it('refuses an Export cell the export does not write, in the preview and at import, and writes nothing (audit EB2)', async () => {
    const skuId = product.skus[1]!;
    const stockNow = async () =>
      (await ctx.db.execute<{ stock: number }>(sql`SELECT stock FROM product_skus WHERE id = ${skuId}`)).rows[0]!.stock;
    const imported = async () =>
      Number((await ctx.db.execute<{ n: number }>(sql`SELECT count(*) AS n FROM product_stock_imports`)).rows[0]!.n);
    const { header, rows } = await exportTable();
    const row = rows.find((r) => Number(r[1]) === skuId)!;
    const [stock, records] = [await stockNow(), await imported()];
    row[13] = String(Number(row[13]) + 1);
    // 8,000 random characters (the database refused to index them: 500), a long id, a short one, a lowercase one.
    const random = randomBytes(6000).toString('base64');
    for (const id of [random, `E${'x'.repeat(100)}`, 'E12', row[15]!.toLowerCase().slice(1), 'Emj3k2x1a0ZZZZZZ']) {
      row[15] = id;
      const csv = toCsv([header, row]);
      const previewed = await preview(csv, 'zh-CN');
      expect(previewed.body.code).toBe(200);
      expect(previewed.body.data.rows[0]).toMatchObject({
        action: 'error',
        errors: [
          { column: 'exportId', message: '这不是导出文件写入的导出编号：请保持该单元格与导出时一致，或重新导出商品' },
        ],
      });
      const res = await apply(csv, 'zh-CN');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 400,
        message: translateMessage('Some rows of the file have errors: nothing was imported', 'zh-CN'),
      });
    }
    expect([await stockNow(), await imported()]).toEqual([stock, records]);
  });

  it('applies all rows or none: one bad row leaves every product as it was', async () => {
    const before = await shopState();
    const { header, rows } = await exportTable();
    const mine = rows.filter((r) => Number(r[0]) === product.id);
    mine[0]![11] = '2.00';
    mine[0]![12] = '';
    mine[1]![13] = 'many';
    const csv = toCsv([
      header,
      ...mine,
      [
        '',
        '',
        'Never Made',
        String(leafCategory),
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '3',
        '',
        '1',
        '',
        '',
        '',
        '',
        '',
        picture,
      ],
    ]);
    // The preview still shows what the good row would change, beside the bad row's error.
    const previewed = (await preview(csv)).body.data;
    expect(previewed.rows[0]).toMatchObject({ action: 'update', changes: ['price', 'otPrice'] });
    expect(previewed.rows[1]).toMatchObject({ action: 'error', errors: [{ column: 'stock' }] });
    expect(previewed.products).toEqual({ create: 1, update: 1 });
    const res = await apply(csv, 'es');
    expect(res.status).toBe(400);
    // The refusal speaks the merchant's language (the Spanish text comes from the message catalogue).
    expect(res.body.message).toBe(translateMessage('Some rows of the file have errors: nothing was imported', 'es'));
    expect(await shopState()).toEqual(before);
    const { rows: made } = await ctx.db.execute(sql`SELECT 1 FROM products WHERE name = 'Never Made'`);
    expect(made).toEqual([]);
  });

  it("names the rows' errors in its 400, the first 50 and their count, in the reader's language (audit GU3)", async () => {
    const rows = Array.from({ length: 60 }, (_, i) => [
      '',
      '',
      `Refused Kite ${i}`,
      String(leafCategory),
      '',
      '',
      '3',
      '',
      i === 0 ? '1' : 'many',
      picture,
    ]);
    // One more error on a row of its own: a price that is no amount.
    rows[0]![6] = 'cheap';
    const csv = toCsv([NEW_HEADER, ...rows]);
    const previewed = (await preview(csv, 'fr')).body.data.rows;
    const res = await apply(csv, 'fr');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(translateMessage('Some rows of the file have errors: nothing was imported', 'fr'));
    const data = res.body.data as unknown as {
      errors: { row: number; column: string | null; message: string }[];
      total: number;
    };
    expect(data.total).toBe(60);
    expect(data.errors).toHaveLength(50);
    // The preview's errors, row by row, in the file's order: the same reasons in French.
    const expected = previewed.flatMap((r) => r.errors.map((e) => ({ row: r.row, ...e })));
    expect(data.errors).toEqual(expected.slice(0, 50));
    expect(data.errors[0]).toMatchObject({ row: 2, column: 'price' });
    expect(data.errors[1]).toMatchObject({ row: 3, column: 'stock' });
    expect(data.errors[1]!.message).toMatch(/^Le stock /);
    const { rows: made } = await ctx.db.execute(sql`SELECT 1 FROM products WHERE name LIKE 'Refused Kite%'`);
    expect(made).toEqual([]);

    // A header the import cannot read: its errors are row 1's.
    const header = await apply(
      toCsv([
        ['name', 'colour?'],
        ['x', 'y'],
      ]),
      'th',
    );
    expect(header.status).toBe(400);
    const headerData = header.body.data as unknown as typeof data;
    expect(headerData.total).toBeGreaterThan(0);
    expect(headerData.errors.every((e) => e.row === 1)).toBe(true);
  });

  it('reads a French spreadsheet: semicolons, decimal commas and French titles', async () => {
    const { rows } = await exportTable();
    const mine = rows.find((r) => Number(r[0]) === product.id)!;
    const csv = `ID du produit;ID de la variante;Prix;Prix d’origine;Stock\r\n${mine[0]};${mine[1]};"3,25";;${mine[13]}\r\n`;
    const res = await preview(csv, 'fr');
    expect(res.body.data.rows[0]).toMatchObject({ action: 'update', changes: ['price', 'otPrice'], errors: [] });
  });

  it('asks for UTF-8 when the file was saved in another encoding', async () => {
    const latin1 = Buffer.from('productId,skuId,name\n,,Caf\xe9\n', 'latin1');
    const res = await preview(new TextDecoder().decode(latin1), 'fr');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(translateMessage('Save the file as CSV UTF-8 and choose it again', 'fr'));
  });

  it('refuses an existing product’s new SKU, a changed attribute and a SKU given twice', async () => {
    const { header, rows } = await exportTable();
    const [a, b] = rows.filter((r) => Number(r[0]) === product.id);
    const twice = [...a!];
    const added = [...b!];
    added[1] = '';
    const renamed = [...b!];
    renamed[6] = 'Renamed value';
    const res = await preview(toCsv([header, a!, twice, added, renamed]));
    const errors = res.body.data.rows.map((r) => r.errors[0]?.column ?? null);
    expect(errors).toEqual([null, 'skuId', 'skuId', 'value1']);
  });

  it('answers a header it cannot read as the first row’s errors', async () => {
    const res = await preview(
      toCsv([
        ['Product ID', 'Colour of the sky'],
        ['1', 'blue'],
      ]),
    );
    expect(res.body.code).toBe(200);
    expect(res.body.data.rows).toEqual([
      expect.objectContaining({
        row: 1,
        action: 'error',
        errors: [
          { column: 'Colour of the sky', message: 'The import does not know this column' },
          { column: null, message: 'The file needs the Product ID and SKU ID columns of the export' },
        ],
      }),
    ]);
  });

  it('refuses files over 5,000 rows or 2 MB, empty files and unclosed quotes', async () => {
    // A shop's export of more SKUs than an import takes: the answer names the limit and the file's rows (audit FG4).
    const many = toCsv([['productId', 'skuId'], ...Array.from({ length: 5194 }, () => ['1', '1'])]);
    const tooMany = await preview(many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(
      'The file has 5194 rows below its header: an import takes at most 5000, split it into files of 5000 rows or fewer',
    );
    expect((await preview(many, 'th')).body.message).toBe(
      'ไฟล์มี 5194 แถวใต้แถวหัวตาราง: นำเข้าได้ครั้งละไม่เกิน 5000 แถว แบ่งเป็นไฟล์ละไม่เกิน 5000 แถว',
    );
    const fiveThousand = toCsv([['productId', 'skuId'], ...Array.from({ length: 5000 }, () => ['1', '1'])]);
    expect((await preview(fiveThousand)).status).toBe(200);
    const big = `productId,skuId,name\n${`,,${'x'.repeat(1000)}\n`.repeat(2100)}`;
    const long = await preview(big);
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('The file is over 2 MB: split it into smaller files');
    // Fewer characters than the bound, but Thai takes three bytes each: 2.4 MB.
    const thai = `productId,skuId,name\n${`,,${'ส'.repeat(1000)}\n`.repeat(800)}`;
    const heavy = await preview(thai);
    expect(heavy.status).toBe(400);
    // The limit hit and the file's own size (audit FG4).
    expect(heavy.body.message).toBe('The file is 2.3 MB: an import takes at most 2 MB, split it into smaller files');
    expect((await preview('productId,skuId\n')).status).toBe(400);
    expect((await preview('productId,skuId\n"1,2\n')).status).toBe(400);
    const stranger = await post(ctx.app, '/api/merchant/products/import/preview', { csv: 'productId,skuId\n1,1\n' });
    expect(stranger.status).toBe(401);
  });
});

describe('the shop’s own export imported back (audit FG)', () => {
  type Form = { id: number; version: number };
  const teapot = (name: string, red: string, description = '<p>A teapot</p>') => ({
    name,
    categoryId: leafCategory,
    images: [picture],
    description,
    attrs: [{ name: 'Colour', values: ['Red', 'Blue'] }],
    skus: [
      { attrValues: ['Red'], price: red, otPrice: '', stock: 5, image: '' },
      { attrValues: ['Blue'], price: '17.50', otPrice: '', stock: 3, image: '' },
    ],
    originalLocale: 'en',
    translations: { fr: { name: 'Théière Wombat' } },
  });
  const create = async (input: object) => {
    const res = await post<Form>(ctx.app, '/api/merchant/products', input, as());
    expect(res.body.code, res.body.message).toBe(200);
    return res.body.data.id;
  };
  /** The product form's save of the version it loaded. */
  const formSave = async (id: number, input: object) => {
    const loaded = await get<Form>(ctx.app, `/api/merchant/products/${id}`, bearer(merchant.token));
    const res = await post(
      ctx.app,
      `/api/merchant/products/${id}`,
      { ...input, version: loaded.body.data.version },
      as(),
    );
    expect(res.body.code, res.body.message).toBe(200);
  };
  const stored = async (id: number) => {
    const { rows } = await ctx.db.execute<{ name: string; description: string; price: number; stock: number }>(sql`
      SELECT p.name, p.description, s.price, s.stock FROM products p JOIN product_skus s ON s.product_id = p.id
      WHERE p.id = ${id} ORDER BY s.id`);
    return rows;
  };
  /** The file's rows of one product, with their row numbers in the spreadsheet (the header is row 1). */
  const rowsOf = (csv: string, id: number) =>
    parseCsv(csv)
      .slice(1)
      .filter((r) => Number(r.cells[0]) === id);
  const STALE =
    'This product was changed after the file was exported: export the products again and make your changes in the new file';

  it('refuses the rows of an older export that would undo a form’s edit, with their row numbers, and writes nothing (FG1)', async () => {
    const id = await create(teapot('Wombat Teapot', '19.90'));
    const old = await exportCsv();
    const { header } = await exportTable();
    expect(header[16]).toBe('Version (do not edit)');
    const [red, blue] = rowsOf(old, id);
    expect(red!.cells[16]).toMatch(/^\d+$/);
    // Another member of staff renames it and raises Red's price in the form.
    await formSave(id, teapot('Wombat Teapot Deluxe', '29.90'));

    const res = await preview(old);
    expect(res.body.code).toBe(200);
    const mine = res.body.data.rows.filter((r) => r.productId === id);
    expect(mine.map((r) => [r.row, r.action])).toEqual([
      [red!.row, 'error'],
      [blue!.row, 'error'],
    ]);
    expect(mine[0]!.errors).toContainEqual({ column: 'version', message: STALE });
    // The rest of the file is the shop as it is: nothing else is an error.
    expect(res.body.data.counts.error).toBe(2);
    const thai = (await preview(old, 'th')).body.data.rows.find((r) => r.productId === id)!;
    expect(thai.errors).toContainEqual({ column: 'version', message: translateMessage(STALE, 'th') });
    expect(translateMessage(STALE, 'th')).not.toBe(STALE);

    const applied = await apply(old);
    expect(applied.status).toBe(400);
    expect(applied.body.message).toBe('Some rows of the file have errors: nothing was imported');
    expect((await stored(id)).map((r) => [r.name, r.price])).toEqual([
      ['Wombat Teapot Deluxe', 2990],
      ['Wombat Teapot Deluxe', 1750],
    ]);

    // Its stock alone still follows the export's own count: a row that changes only the stock is no error.
    const stockOnly = [...red!.cells];
    stockOnly[2] = 'Wombat Teapot Deluxe';
    stockOnly[11] = '29.90';
    stockOnly[13] = '9';
    const moved = await apply(toCsv([header, stockOnly]));
    expect(moved.body.code, moved.body.message).toBe(200);
    expect((await stored(id)).map((r) => [r.name, r.price, r.stock])).toEqual([
      ['Wombat Teapot Deluxe', 2990, 9],
      ['Wombat Teapot Deluxe', 1750, 3],
    ]);

    // A file made by hand, without the version column, is read as before.
    const at = header.indexOf('Version (do not edit)');
    const handMade = [header, blue!.cells].map((cells) => cells.filter((_, i) => i !== at));
    handMade[1]![2] = 'Wombat Teapot Deluxe';
    handMade[1]![11] = '18.00';
    const typed = await apply(toCsv(handMade));
    expect(typed.body.code, typed.body.message).toBe(200);
    expect((await stored(id)).map((r) => r.price)).toEqual([2990, 1800]);
  });

  it('imports an export of a product edited since, where its cells are still the product’s, with no error and no change (FG1)', async () => {
    const id = await create(teapot('Quokka Kettle', '21.00'));
    await formSave(id, teapot('Quokka Kettle', '22.00'));
    const csv = await exportCsv();
    // The form changes only what the file does not hold: its description.
    await formSave(id, teapot('Quokka Kettle', '22.00', '<p>Now with a lid</p>'));
    const before = await stored(id);
    const res = await preview(csv);
    expect(res.body.data.rows.filter((r) => r.productId === id).map((r) => [r.action, r.errors])).toEqual([
      ['unchanged', []],
      ['unchanged', []],
    ]);
    expect(res.body.data.counts.error).toBe(0);
    expect((await apply(csv)).body.code).toBe(200);
    expect(await stored(id)).toEqual(before);
    expect(before[0]!.description).toBe('<p>Now with a lid</p>');
  });

  it('takes the same file again after its own import, but not after a form’s edit since (FG1, audit DS1)', async () => {
    const id = await create(teapot('Bilby Jug', '12.00'));
    const { header, rows } = await exportTable();
    const mine = rows.filter((r) => Number(r[0]) === id);
    mine[0]![11] = '13.00';
    expect((await apply(toCsv([header, ...mine]))).body.code).toBe(200);
    // The merchant fixes another cell of the same file and imports it again: the product is as this file left it.
    mine[1]![11] = '18.00';
    const again = await apply(toCsv([header, ...mine]));
    expect(again.body.code, again.body.message).toBe(200);
    expect((await stored(id)).map((r) => r.price)).toEqual([1300, 1800]);
    // A form's edit since: the file is older than the product again.
    await formSave(id, teapot('Bilby Jug', '14.00'));
    mine[1]![11] = '19.00';
    const stale = await preview(toCsv([header, ...mine]));
    expect(stale.body.data.rows.map((r) => r.errors)).toEqual([
      [{ column: 'version', message: STALE }],
      [{ column: 'version', message: STALE }],
    ]);
    expect((await stored(id)).map((r) => r.price)).toEqual([1400, 1750]);
  });

  it('keeps the versions an import gave in their own table, and migration 0080 moved the older ones there (FG1)', async () => {
    const id = await create(teapot('Dunnart Ladle', '11.00'));
    const { header, rows } = await exportTable();
    const exportId = rows[0]![header.indexOf('Export (do not edit)')]!;
    const mine = rows.filter((r) => Number(r[0]) === id);
    mine[0]![11] = '12.00';
    expect((await apply(toCsv([header, ...mine]))).body.code).toBe(200);
    const remembered = () =>
      ctx.db
        .execute<{ export_id: string; product_id: number; version: number }>(sql`
          SELECT export_id, product_id, version FROM product_import_versions WHERE merchant_id = ${merchant.merchantId}
          ORDER BY export_id, product_id`)
        .then((r) => r.rows);
    const { rows: now } = await ctx.db.execute<{ version: number }>(sql`SELECT version FROM products WHERE id = ${id}`);
    expect(await remembered()).toContainEqual({ export_id: exportId, product_id: id, version: now[0]!.version });
    const { rows: keyed } = await ctx.db.execute(sql`SELECT 1 FROM product_imports WHERE file_hash LIKE 'versions:%'`);
    expect(keyed).toEqual([]);

    // What an import before migration 0080 left: a `versions:` row of product_imports, with a product since deleted
    // (999999999) and a key that is no product id. Another shop's rows and the files' results stay as they are.
    await ctx.db.execute(sql`DELETE FROM product_import_versions`);
    const old = JSON.stringify({ [id]: now[0]!.version, '999999999': 4, junk: 2 });
    await ctx.db.execute(sql`
      INSERT INTO product_imports (merchant_id, file_hash, result, created_at)
      VALUES (${merchant.merchantId}, ${`versions:${exportId}`}, ${old}::jsonb, now() - interval '2 days'),
        (${shopB}, 'versions:Eold000000aa', ${JSON.stringify({ [productB.id]: 7 })}::jsonb, now())`);
    const { rows: files } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM product_imports WHERE file_hash NOT LIKE 'versions:%'`,
    );
    await ctx.db.execute(sql`DROP TABLE product_import_versions`);
    const migration = readFileSync(
      new URL('../../db/migrations/0080_product_import_versions.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await ctx.db.execute(sql.raw(statement));
    const { rows: moved } = await ctx.db.execute(sql`
      SELECT merchant_id, export_id, product_id, version, created_at < now() - interval '1 day' AS kept_time
      FROM product_import_versions ORDER BY export_id`);
    expect(moved).toEqual([
      {
        merchant_id: merchant.merchantId,
        export_id: exportId,
        product_id: id,
        version: now[0]!.version,
        kept_time: true,
      },
      { merchant_id: shopB, export_id: 'Eold000000aa', product_id: productB.id, version: 7, kept_time: false },
    ]);
    const { rows: left } = await ctx.db.execute<{ n: number; versions: number }>(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE file_hash LIKE 'versions:%')::int AS versions FROM product_imports`);
    expect(left[0]).toEqual({ n: files[0]!.n, versions: 0 });

    // The moved row is read: the same file, another cell fixed, is still this export's own and not refused.
    mine[1]![11] = '18.50';
    const again = await apply(toCsv([header, ...mine]));
    expect(again.body.code, again.body.message).toBe(200);
    expect((await stored(id)).map((r) => r.price)).toEqual([1200, 1850]);
    // A shop's rows older than VERSIONS_KEPT_DAYS go when it imports; another shop's stay.
    await ctx.db.execute(sql`
      UPDATE product_import_versions SET created_at = now() - make_interval(days => ${VERSIONS_KEPT_DAYS + 1})`);
    expect((await apply(toCsv([header, ...rows.filter((r) => Number(r[0]) === product.id)]))).body.code).toBe(200);
    expect((await remembered()).filter((r) => r.product_id === id)).toEqual([]);
    const { rows: other } = await ctx.db.execute(
      sql`SELECT 1 FROM product_import_versions WHERE merchant_id = ${shopB}`,
    );
    expect(other).toHaveLength(1);
  });

  it('gives back options with " | ", colons and backslashes, in the original and in a translation (FG2)', async () => {
    const values = ['S | M', 'L: XL', 'A\\B'];
    const french = ['P | M', 'G: TG', 'A\\B fr'];
    const id = await create({
      ...teapot('Numbat Tunic', '30.00'),
      attrs: [{ name: 'Size', values }],
      skus: values.map((v) => ({ attrValues: [v], price: '30.00', otPrice: '', stock: 2, image: '' })),
      translations: { fr: { name: 'Tunique Numbat', attrs: [{ name: 'Taille', values: french }] } },
    });
    for (const language of ['en', 'fr', 'th']) {
      const csv = await exportCsv(language);
      const mine = rowsOf(csv, id);
      expect(mine.map((r) => r.cells[6])).toEqual(values);
      expect(mine.map((r) => r.cells[25])).toEqual(['Taille: P \\| M', 'Taille: G: TG', 'Taille: A\\\\B fr']);
      const res = await preview(csv, language);
      expect(res.body.code).toBe(200);
      expect(res.body.data.counts.error, JSON.stringify(res.body.data.rows.filter((r) => r.errors.length))).toBe(0);
      expect(res.body.data.rows.filter((r) => r.productId === id).map((r) => r.action)).toEqual([
        'unchanged',
        'unchanged',
        'unchanged',
      ]);
    }
    // A value typed in the file with the separator escaped is stored as typed.
    const { header, rows } = await exportTable();
    const mine = rows.filter((r) => Number(r[0]) === id);
    mine[0]![25] = 'Taille: P \\| M \\| S';
    const res = await apply(toCsv([header, ...mine]));
    expect(res.body.code, res.body.message).toBe(200);
    const { rows: stored } = await ctx.db.execute<{ attrs: { name: string; values: string[] }[] }>(
      sql`SELECT attrs FROM product_translations WHERE product_id = ${id} AND locale = 'fr'`,
    );
    expect(stored[0]!.attrs).toEqual([{ name: 'Taille', values: ['P | M | S', 'G: TG', 'A\\B fr'] }]);
  });

  it('gives back a name that starts with an apostrophe and then a formula character (FG3)', async () => {
    const id = await create(teapot("'=1+1 apostrophe", '10.00'));
    const csv = await exportCsv();
    expect(csv).toContain(`"''=1+1 apostrophe"`);
    const rows = (await preview(csv)).body.data.rows.filter((r) => r.productId === id);
    expect(rows.map((r) => [r.action, r.changes])).toEqual([
      ['unchanged', []],
      ['unchanged', []],
    ]);
  });

  it('reads cells as the form keeps texts: a zero-width space or a decomposed accent matches the stored product and SKU (FG5)', async () => {
    const id = await create({ ...teapot('Kowari Café Cup', '15.00'), translations: { fr: { name: 'Tasse Kowari' } } });
    const { header, rows } = await exportTable();
    const mine = rows.filter((r) => Number(r[0]) === id);
    const before = await ctx.db.execute(sql`SELECT name, attrs, version FROM products WHERE id = ${id}`);
    const at = (title: string) => header.indexOf(title);
    for (const cells of mine) {
      cells[at('Product name')] = 'Kowari Cafe\u0301 Cup';
      cells[at('Attribute 1')] = 'Colo\u200Bur';
    }
    mine[0]![at('Value 1')] = 'Re\u200Bd';
    mine[1]![at('Value 1')] = '\uFEFFBlue\u00AD';
    const res = await preview(toCsv([header, ...mine]));
    expect(res.body.data.rows.map((r) => [r.skuId, r.action, r.changes, r.errors])).toEqual([
      [Number(mine[0]![1]), 'unchanged', [], []],
      [Number(mine[1]![1]), 'unchanged', [], []],
    ]);
    expect((await apply(toCsv([header, ...mine]))).body.code).toBe(200);
    expect((await ctx.db.execute(sql`SELECT name, attrs, version FROM products WHERE id = ${id}`)).rows).toEqual(
      before.rows,
    );
    // A new product named so, decomposed, is the shop's product of that name (the warning of a file imported twice).
    const named = await preview(
      toCsv([NEW_HEADER, ['', '', 'kowari cafe\u0301 cup', String(leafCategory), '', '', '9.00', '', '1', picture]]),
    );
    expect(named.body.data.rows[0]!.warnings?.[0]?.message).toContain(`(ID ${id})`);
  });

  it('refuses a new product whose values look the same, and a row given twice, on the later row (FG5, FG10)', async () => {
    const row = (name: string, value: string, price = '9.00') => [
      '',
      '',
      name,
      String(leafCategory),
      'Colour',
      value,
      price,
      '',
      '1',
      picture,
    ];
    const TWICE = 'The same attribute or value appears twice';
    const SKU_TWICE = 'This SKU appears twice in the file';
    const csv = toCsv([
      NEW_HEADER,
      row('Potoroo Cap', 'Red'),
      row('Potoroo Cap', 'Re\u200Bd', '12.00'),
      row('Potoroo Cap', 'Cafe\u0301'),
      row('Potoroo Cap', 'Café'),
      row('Potoroo Cap', 'XL'),
      row('Potoroo Cap', 'ＸＬ'),
      row('Potoroo Cap', 'Blue'),
      row('Potoroo Cap', 'Blue'),
    ]);
    const res = await preview(csv);
    expect(res.body.data.rows.map((r) => [r.row, r.errors])).toEqual([
      [2, []],
      [3, [{ column: 'value1', message: TWICE }]],
      [4, []],
      [5, [{ column: 'value1', message: TWICE }]],
      [6, []],
      [7, [{ column: 'value1', message: TWICE }]],
      [8, []],
      [9, [{ column: 'value1', message: SKU_TWICE }]],
    ]);
    for (const language of ['zh-CN', 'fr', 'th', 'lo', 'es'] as const) {
      const translated = (await preview(csv, language)).body.data.rows.map((r) => r.errors[0]?.message);
      expect(translated[7]).toBe(translateMessage(SKU_TWICE, language));
      expect(translated[7]).not.toBe(SKU_TWICE);
      expect(translated[1]).toBe(translateMessage(TWICE, language));
    }
    expect((await apply(csv)).status).toBe(400);
    const { rows: made } = await ctx.db.execute(sql`SELECT 1 FROM products WHERE name = 'Potoroo Cap'`);
    expect(made).toEqual([]);
  });

  it('refuses a row with text past the header’s last column, with its row number (FG10)', async () => {
    const { header, rows } = await exportTable();
    const mine = rows.filter((r) => Number(r[0]) === product.id).slice(0, 2);
    const res = await preview(toCsv([header, [...mine[0]!, 'stray'], [...mine[1]!, '', '']]));
    expect(res.body.data.rows.map((r) => [r.row, r.action, r.errors])).toEqual([
      [
        2,
        'error',
        [
          {
            column: null,
            message: 'This row has more cells than the header has columns: check its separators and quotes',
          },
        ],
      ],
      [3, 'unchanged', []],
    ]);
  });
});
