import type { ImportResult, MerchantProduct, MerchantProductRow, Page, ProductCard } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { uploadVoucher } from '../../../test/refund-helpers';
import { adminToken } from '../../../test/settle-support';
import { csvCell } from '../../platform/csv';
import { parseCsv } from '../../platform/csv-parse';
import { addAddress } from '../coupons/checkout-fixtures';

// Audit FG8: the operator could not take one product off sale (a counterfeit, a forbidden good); the only lever was
// suspending its whole shop. Decision 0054.

let ctx: TestContext;
let admin: Record<string, string>;
let merchant: { token: string; merchantId: number };
let shopper: { id: number; token: string };
let productId: number;
let skuId: number;
let cartId: number;
let preOrderNo: string;
let addressId: number;
let form: MerchantProduct;

const NAME = 'Takedown Probe Watch Qx8';
const REASON = 'Counterfeit of a registered brand, reported by the brand owner';
const thai = (token: string) => ({ headers: { ...bearer(token), 'accept-language': 'th' } });

beforeAll(async () => {
  // The listing cache on, as in production: a takedown must leave search at once all the same.
  ctx = await startTestApp({ CATALOG_CACHE_TTL_MS: '60000' });
  admin = bearer(await adminToken(ctx.db));
  merchant = await merchantToken(ctx.db);
  // The shop's owner reads the platform in Thai.
  await ctx.db.execute(sql`UPDATE users SET locale = 'th' WHERE email = 'merchant@example.com'`);
  const { rows } = await ctx.db.execute<{ leaf: number }>(sql`
    SELECT c.id AS leaf FROM categories c WHERE c.parent_id <> 0 ORDER BY c.id LIMIT 1`);
  const picture = await uploadVoucher(ctx, merchant.token);
  const created = await post<{ id: number }>(
    ctx.app,
    '/api/merchant/products',
    {
      name: NAME,
      categoryId: rows[0]!.leaf,
      images: [picture],
      description: '<p>A watch</p>',
      attrs: [],
      skus: [{ attrValues: [], price: '49.00', otPrice: '', stock: 20, image: '' }],
    },
    { headers: bearer(merchant.token) },
  );
  expect(created.body.code, created.body.message).toBe(200);
  productId = created.body.data.id;
  form = (await get<MerchantProduct>(ctx.app, `/api/merchant/products/${productId}`, bearer(merchant.token))).body.data;
  skuId = form.skus[0]!.id;

  // A shopper holds it in the cart and has a checkout prepared.
  shopper = await newShopper(ctx.db, 'takedown-probe');
  const cart = await post<{ id: number }>(
    ctx.app,
    '/api/front/cart/save',
    { productId, skuId, quantity: 1 },
    { headers: bearer(shopper.token) },
  );
  expect(cart.body.code, cart.body.message).toBe(200);
  cartId = cart.body.data.id;
  addressId = await addAddress(ctx, shopper.token);
  const pre = await post<{ preOrderNo: string }>(
    ctx.app,
    '/api/front/order/pre/order',
    { type: 'cart', cartIds: [cartId] },
    { headers: bearer(shopper.token) },
  );
  expect(pre.body.code, pre.body.message).toBe(200);
  preOrderNo = pre.body.data.preOrderNo;
});
afterAll(() => ctx?.close());

/** What a shopper sees of the probe product. */
async function storefront() {
  const search = await get<Page<ProductCard>>(ctx.app, `/api/front/product/list?keyword=${encodeURIComponent(NAME)}`);
  const shop = await get<Page<ProductCard>>(ctx.app, `/api/front/product/list?merId=${merchant.merchantId}&limit=100`);
  const cart = await get<{ items: { id: number; valid: boolean }[] }[]>(
    ctx.app,
    '/api/front/cart/list',
    bearer(shopper.token),
  );
  return {
    search: search.body.data.list.some((c) => c.id === productId),
    shop: shop.body.data.list.some((c) => c.id === productId),
    detail: (await get(ctx.app, `/api/front/product/detail/${productId}`)).status,
    cartValid: cart.body.data.flatMap((g) => g.items).find((i) => i.id === cartId)?.valid,
  };
}

async function stored() {
  const { rows } = await ctx.db.execute<{
    on_sale: boolean;
    taken_down: boolean;
    takedown_reason: string | null;
    version: number;
  }>(sql`SELECT on_sale, taken_down_at IS NOT NULL AS taken_down, takedown_reason, version
    FROM products WHERE id = ${productId}`);
  return rows[0]!;
}

const notices = async (kind: string) =>
  (
    await get<{ list: { kind: string; title: string; body: string; link: string }[] }>(
      ctx.app,
      `/api/merchant/notices?kind=${kind}`,
      bearer(merchant.token),
    )
  ).body.data.list;

const sale = (onSale: boolean) =>
  post(ctx.app, `/api/merchant/products/${productId}/sale`, { onSale }, thai(merchant.token));

/** The product form as the console sends it back, with the version it loaded. */
const formBody = (extra: Record<string, unknown>) => ({
  name: form.name,
  categoryId: form.categoryId,
  shopCategoryId: form.shopCategoryId,
  images: form.images,
  description: form.description,
  attrs: form.attrs,
  skus: form.skus.map((s) => ({
    attrValues: s.attrValues,
    price: s.price,
    otPrice: s.otPrice,
    stock: s.stock,
    image: s.image,
  })),
  version: form.version,
  ...extra,
});

describe('the operator takes one product down (audit FG8)', () => {
  it('shows it to shoppers before (caches warm)', async () => {
    expect(await storefront()).toEqual({ search: true, shop: true, detail: 200, cartValid: true });
  });

  it('takes it down: off sale with its reason, gone from search, its page and carts, at once', async () => {
    const before = await stored();
    const res = await post<{ id: number; onSale: boolean; takenDownAt: string; takedownReason: string }>(
      ctx.app,
      `/api/admin/catalog/products/${productId}/takedown`,
      { reason: `  ${REASON}  ` },
      { headers: { ...admin, 'accept-language': 'fr' } },
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('Le produit a été retiré de la vente');
    expect(res.body.data).toMatchObject({ id: productId, onSale: false, takedownReason: REASON });
    const after = await stored();
    expect(after).toMatchObject({ on_sale: false, taken_down: true, takedown_reason: REASON });
    expect(after.version).toBe(before.version + 1);

    expect(await storefront()).toEqual({ search: false, shop: false, detail: 404, cartValid: false });
    const created = await post(
      ctx.app,
      '/api/front/order/create',
      { preOrderNo, addressId, couponIds: [], usePoints: false, mark: '', payType: 'card' },
      { headers: bearer(shopper.token) },
    );
    expect(created.status).toBe(409);
    expect(created.body.message).toBe(`${NAME} is no longer available`);
    const again = await post(
      ctx.app,
      '/api/front/cart/save',
      { productId, skuId, quantity: 1 },
      { headers: bearer(shopper.token) },
    );
    expect(again.status).toBe(404);
  });

  it('tells the shop in its language, with the reason, and logs the act with the reason', async () => {
    const [told] = await notices('product_taken_down');
    expect(told?.title).toBe(`แพลตฟอร์มนำ ${NAME} ออกจากการขาย`);
    expect(told?.body).toContain(REASON);
    expect(told?.link).toBe(`/merchant/products/${productId}`);
    const { rows } = await ctx.db.execute<{ body: { reason: string }; status: number }>(sql`
      SELECT body, status FROM operator_actions WHERE route = '/api/admin/catalog/products/:id/takedown'
        AND params->>'id' = ${String(productId)}`);
    expect(rows).toEqual([{ body: { reason: REASON }, status: 200 }]);
  });

  it('shows the shop its product as taken down, with the reason, in its list and form', async () => {
    const list = await get<Page<MerchantProductRow>>(
      ctx.app,
      `/api/merchant/products?keyword=${encodeURIComponent(NAME)}`,
      bearer(merchant.token),
    );
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        id: productId,
        onSale: false,
        takedownReason: REASON,
        takenDownAt: expect.any(String),
      }),
    ]);
    const detail = await get<MerchantProduct>(ctx.app, `/api/merchant/products/${productId}`, bearer(merchant.token));
    expect(detail.body.data).toMatchObject({ onSale: false, takedownReason: REASON });
    form = detail.body.data;
    const down = await get<Page<MerchantProductRow>>(ctx.app, '/api/admin/catalog/products?takenDown=true', admin);
    expect(down.body.data.list.map((r) => [r.id, r.takedownReason])).toEqual([[productId, REASON]]);
  });

  it("refuses the shop's sale switch and a form saving it on sale, in Thai with the reason, and changes nothing", async () => {
    const before = await stored();
    const switched = await sale(true);
    expect(switched.status).toBe(409);
    expect(switched.body.message).toBe(
      `แพลตฟอร์มนำสินค้านี้ออกจากการขาย: "${REASON}" สินค้าจะยังไม่วางขายจนกว่าแพลตฟอร์มจะยกเลิกการนำออก`,
    );
    const saved = await post(
      ctx.app,
      `/api/merchant/products/${productId}`,
      formBody({ onSale: true, name: `${NAME} fixed` }),
      thai(merchant.token),
    );
    expect(saved.status).toBe(409);
    expect(saved.body.message).toContain(REASON);
    expect(await stored()).toEqual(before);
    // Off sale stays allowed, as does fixing the product's other fields.
    expect((await sale(false)).status).toBe(200);
    form = (await get<MerchantProduct>(ctx.app, `/api/merchant/products/${productId}`, bearer(merchant.token))).body
      .data;
    const fixed = await post(
      ctx.app,
      `/api/merchant/products/${productId}`,
      formBody({ onSale: false, description: '<p>A watch of our own brand</p>' }),
      thai(merchant.token),
    );
    expect(fixed.status, fixed.body.message).toBe(200);
    expect(await stored()).toMatchObject({ on_sale: false, taken_down: true, takedown_reason: REASON });
    expect((await storefront()).detail).toBe(404);
  });

  it('flags a CSV row that puts it on sale in the preview, with the reason, and the import writes nothing', async () => {
    const before = await stored();
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/merchant/products/export.csv',
      headers: bearer(merchant.token),
    });
    const [header, ...rows] = parseCsv(exported.rawPayload.toString('utf8')).map((r) => r.cells);
    const status = header!.indexOf('Status');
    const mine = rows.filter((r) => Number(r[0]) === productId);
    expect(mine).toHaveLength(1);
    mine[0]![status] = 'On sale';
    const csv = `${[header!, ...mine].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
    const previewed = await post<ImportResult>(
      ctx.app,
      '/api/merchant/products/import/preview',
      { csv },
      thai(merchant.token),
    );
    expect(previewed.status).toBe(200);
    const row = previewed.body.data.rows.find((r) => r.productId === productId);
    expect(row?.action).toBe('error');
    expect(row?.errors).toHaveLength(1);
    expect(row?.errors[0]?.column).toBe('status');
    // In the shop's language, with the operator's reason as typed.
    expect(row?.errors[0]?.message).toContain(REASON);
    expect(row?.errors[0]?.message).toMatch(/[\u0E00-\u0E7F]/);
    const res = await post(ctx.app, '/api/merchant/products/import', { csv }, thai(merchant.token));
    expect(res.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('answers 409 to a second takedown and 404 to an unknown product', async () => {
    const twice = await post(
      ctx.app,
      `/api/admin/catalog/products/${productId}/takedown`,
      { reason: 'again' },
      { headers: { ...admin, 'accept-language': 'th' } },
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('สินค้านี้ถูกแพลตฟอร์มนำออกจากการขายแล้ว');
    expect(await stored()).toMatchObject({ takedown_reason: REASON });
    const unknown = await post(
      ctx.app,
      '/api/admin/catalog/products/99999999/takedown',
      { reason: 'x' },
      { headers: admin },
    );
    expect(unknown.status).toBe(404);
    expect((await post(ctx.app, '/api/admin/catalog/products/99999999/restore', {}, { headers: admin })).status).toBe(
      404,
    );
  });
});

describe('the operator lifts the takedown', () => {
  it('leaves it off sale, tells the shop, and the shop can put it on sale again', async () => {
    const res = await post<{ onSale: boolean; takenDownAt: string | null }>(
      ctx.app,
      `/api/admin/catalog/products/${productId}/restore`,
      undefined,
      { headers: admin },
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ onSale: false, takenDownAt: null, takedownReason: null });
    expect(await stored()).toMatchObject({ on_sale: false, taken_down: false, takedown_reason: null });
    expect((await storefront()).detail).toBe(404);
    const [told] = await notices('product_restored');
    expect(told?.title).toBe(`แพลตฟอร์มยกเลิกการนำ ${NAME} ออกแล้ว`);
    const again = await post(ctx.app, `/api/admin/catalog/products/${productId}/restore`, {}, { headers: admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This product is not taken down');

    const { rows } = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM operator_actions WHERE route = '/api/admin/catalog/products/:id/restore'`);
    expect(rows[0]!.n).toBe(1);

    expect((await sale(true)).status).toBe(200);
    const shown = await storefront();
    expect(shown).toMatchObject({ search: true, shop: true, detail: 200 });
  });
});

describe('who may take a product down, and with what reason', () => {
  const takedown = (body: unknown, headers: Record<string, string>) =>
    post(ctx.app, `/api/admin/catalog/products/${productId}/takedown`, body, { headers });

  it('refuses a shopper, the shop itself and a stranger, and changes nothing', async () => {
    expect((await takedown({ reason: 'no' }, bearer(shopper.token))).status).toBe(403);
    expect((await takedown({ reason: 'no' }, bearer(merchant.token))).status).toBe(403);
    expect((await takedown({ reason: 'no' }, {})).status).toBe(401);
    expect(await stored()).toMatchObject({ on_sale: true, taken_down: false });
  });

  it('refuses an empty, blank, overlong or unreadable reason in the operator language', async () => {
    const th = { ...admin, 'accept-language': 'th' };
    for (const body of [{}, { reason: '' }, { reason: ' \u200b ' }, { reason: 'x'.repeat(501) }]) {
      const res = await takedown(body, th);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain('โปรดระบุเหตุผลในการนำสินค้าออกจากการขาย (ไม่เกิน 500 ตัวอักษร)');
    }
    const bidi = await takedown({ reason: 'fake\u202Egnp.exe' }, admin);
    expect(bidi.status).toBe(400);
    expect(bidi.body.message).toContain('This text cannot hold control or direction characters');
    expect((await takedown({ reason: 'x'.repeat(500) }, admin)).status).toBe(200);
    expect(await stored()).toMatchObject({ on_sale: false, taken_down: true, takedown_reason: 'x'.repeat(500) });
  });
});
