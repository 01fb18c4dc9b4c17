import type { MerchantProduct, ShippingTemplate } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { otherShopStaff, uploadVoucher } from '../../../test/refund-helpers';
import { adminToken } from '../../../test/settle-support';

let ctx: TestContext;
let shopA: { token: string; merchantId: number };
let shopB: { token: string; merchantId: number };
let admin: string;
let categoryId = 0;

beforeAll(async () => {
  ctx = await startTestApp();
  shopA = await merchantToken(ctx.db);
  shopB = await otherShopStaff(ctx, shopA.merchantId);
  admin = await adminToken(ctx.db);
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM categories WHERE parent_id <> 0 ORDER BY id LIMIT 1`,
  );
  categoryId = rows[0]!.id;
});
afterAll(() => ctx?.close());

const as = (token: string) => ({ headers: bearer(token) });

const template = (extra: Record<string, unknown> = {}) => ({
  name: 'Asia by weight',
  chargeBy: 'weight',
  rules: [
    { regions: ['TH', 'LA-VT'], first: 1, firstFee: '3', additional: 0.5, additionalFee: '1.20' },
    { regions: [], first: 1, firstFee: '12.00', additional: 1, additionalFee: '4' },
  ],
  free: [{ regions: ['TH'], minAmount: '30' }],
  undeliverable: ['LA-PH'],
  isDefault: false,
  ...extra,
});

async function templatesOf(token: string) {
  const res = await get<ShippingTemplate[]>(ctx.app, '/api/merchant/shipping/templates', bearer(token));
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('shipping templates of a shop', () => {
  it('creates a template that answers as typed and is stored in grams and cents', async () => {
    const res = await post<{ id: number }>(ctx.app, '/api/merchant/shipping/templates', template(), as(shopA.token));
    expect(res.body.code, res.body.message).toBe(200);
    const saved = (await templatesOf(shopA.token)).find((t) => t.id === res.body.data.id)!;
    expect(saved).toMatchObject({
      name: 'Asia by weight',
      chargeBy: 'weight',
      rules: [
        { regions: ['TH', 'LA-VT'], first: 1, firstFee: '3.00', additional: 0.5, additionalFee: '1.20' },
        { regions: [], first: 1, firstFee: '12.00', additional: 1, additionalFee: '4.00' },
      ],
      free: [{ regions: ['TH'], minAmount: '30.00' }],
      undeliverable: ['LA-PH'],
      productCount: 0,
    });
    const { rows } = await ctx.db.execute<{ rules: { first: number; firstFee: number; additional: number }[] }>(
      sql`SELECT rules FROM shipping_templates WHERE id = ${res.body.data.id}`,
    );
    expect(rows[0]!.rules[0]).toMatchObject({ first: 1000, firstFee: 300, additional: 500 });
  });

  it('tells a unit out of bounds in the template’s own unit: pieces by piece, kilograms by weight (audit GT F4)', async () => {
    const rule = (first: number, additional: number) => ({
      regions: [],
      first,
      firstFee: '5',
      additional,
      additionalFee: '1',
    });
    const cases = [
      // A piece template's 0 or 10,000 pieces was told "A weight is from 0.001 to 9999 kg".
      { chargeBy: 'piece', rules: [rule(1, 0)], field: 'rules.0.additional', message: "Un nombre d'articles" },
      { chargeBy: 'piece', rules: [rule(10000, 1)], field: 'rules.0.first', message: "Un nombre d'articles" },
      { chargeBy: 'piece', rules: [rule(1.5, 1)], field: 'rules.0.first', message: "Un nombre d'articles" },
      { chargeBy: 'weight', rules: [rule(1, 0)], field: 'rules.0.additional', message: 'kg' },
      { chargeBy: 'weight', rules: [rule(10000, 1)], field: 'rules.0.first', message: 'kg' },
      { chargeBy: 'weight', rules: [rule(0.0005, 1)], field: 'rules.0.first', message: 'kg' },
    ];
    for (const c of cases) {
      const res = await post<{ field: string }>(
        ctx.app,
        '/api/merchant/shipping/templates',
        template({ chargeBy: c.chargeBy, rules: c.rules, free: [], undeliverable: [] }),
        { headers: { ...bearer(shopA.token), 'accept-language': 'fr' } },
      );
      expect(res.status, JSON.stringify(c)).toBe(400);
      expect(res.body.data.field).toBe(c.field);
      expect(res.body.message, JSON.stringify(c)).toContain(c.message);
    }
    // The bounds themselves still pass: 1 and 9999 pieces, 0.001 and 9999 kg.
    for (const [chargeBy, rules] of [
      ['piece', [rule(1, 9999)]],
      ['weight', [rule(0.001, 9999)]],
    ] as const) {
      const res = await post(
        ctx.app,
        '/api/merchant/shipping/templates',
        template({ chargeBy, rules }),
        as(shopA.token),
      );
      expect(res.body.code, res.body.message).toBe(200);
    }
  });

  it('keeps one default per shop', async () => {
    const a = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/shipping/templates',
      template({ name: 'First default', isDefault: true }),
      as(shopA.token),
    );
    const b = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/shipping/templates',
      template({ name: 'Second default', isDefault: true }),
      as(shopA.token),
    );
    const list = await templatesOf(shopA.token);
    expect(list.filter((t) => t.isDefault).map((t) => t.id)).toEqual([b.body.data.id]);
    const versionOf = (id: number) => list.find((t) => t.id === id)!.version;
    const unset = await post(
      ctx.app,
      `/api/merchant/shipping/templates/${b.body.data.id}`,
      template({ name: 'Second default', isDefault: false, version: versionOf(b.body.data.id) }),
      as(shopA.token),
    );
    expect(unset.status).toBe(400);
    const back = await post(
      ctx.app,
      `/api/merchant/shipping/templates/${a.body.data.id}`,
      template({ name: 'First again', isDefault: true, version: versionOf(a.body.data.id) }),
      as(shopA.token),
    );
    expect(back.body.code, back.body.message).toBe(200);
    const after = await templatesOf(shopA.token);
    expect(after.filter((t) => t.isDefault).map((t) => t.name)).toEqual(['First again']);
  });

  it.each([
    ['an unknown country', { undeliverable: ['QQ'] }, 'Unknown region code: QQ'],
    ['a region of another country', { undeliverable: ['TH-VT'] }, 'Unknown region code: TH-VT'],
    [
      'unknown codes among known ones, each named',
      { undeliverable: ['FR', 'ZZ'], rules: [{ ...template().rules[0], regions: ['TH', 'TH-999'] }] },
      'Unknown region code: TH-999, ZZ',
    ],
    ['no rule', { rules: [] }, 'Give 1 to 50 freight rules'],
    ['two everywhere rules', { rules: [template().rules[1], template().rules[1]] }, 'Only one rule may apply'],
    [
      'a region in two rules',
      {
        rules: [
          { ...template().rules[0], regions: ['TH'] },
          { ...template().rules[0], regions: ['TH'] },
        ],
      },
      'A region is in two rules',
    ],
    ['a free rule without condition', { free: [{ regions: [] }] }, 'A free-shipping rule needs'],
    ['half a piece', { chargeBy: 'piece' }, 'A number of pieces is a whole number'],
    ['a negative fee', { rules: [{ ...template().rules[1], firstFee: '-1' }] }, 'A fee is an amount'],
    ['grams below one', { rules: [{ ...template().rules[1], first: 0.0005 }] }, 'A weight is from 0.001'],
  ])('refuses %s and saves nothing', async (_, change, message) => {
    const before = (await templatesOf(shopA.token)).length;
    const res = await post(ctx.app, '/api/merchant/shipping/templates', template(change), as(shopA.token));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect((await templatesOf(shopA.token)).length).toBe(before);
  });

  it("another shop's template cannot be seen, edited, deleted or given to a product", async () => {
    const mine = await post<{ id: number }>(ctx.app, '/api/merchant/shipping/templates', template(), as(shopA.token));
    const id = mine.body.data.id;
    expect((await templatesOf(shopB.token)).map((t) => t.id)).not.toContain(id);
    const edit = await post(
      ctx.app,
      `/api/merchant/shipping/templates/${id}`,
      template({ name: 'Stolen' }),
      as(shopB.token),
    );
    expect(edit.status).toBe(404);
    expect((await post(ctx.app, `/api/merchant/shipping/templates/${id}/delete`, {}, as(shopB.token))).status).toBe(
      404,
    );
    const { rows } = await ctx.db.execute<{ name: string; deleted: boolean }>(
      sql`SELECT name, deleted FROM shipping_templates WHERE id = ${id}`,
    );
    expect(rows[0]).toEqual({ name: 'Asia by weight', deleted: false });
    const picture = await uploadVoucher(ctx, shopB.token);
    const product = await post(ctx.app, '/api/merchant/products', productBody(picture, id), as(shopB.token));
    expect(product.status).toBe(400);
    expect(product.body.message).toBe('Choose one of your shipping templates');
  });

  it('needs a merchant session', async () => {
    const shopper = await newShopper(ctx.db);
    expect((await get(ctx.app, '/api/merchant/shipping/templates', bearer(shopper.token))).status).toBe(403);
    expect((await get(ctx.app, '/api/merchant/shipping/templates')).status).toBe(401);
  });
});

function productBody(picture: string, shippingTemplateId: number | null, extra: Record<string, unknown> = {}) {
  return {
    name: 'Heavy Kettle',
    categoryId,
    images: [picture],
    attrs: [],
    skus: [{ attrValues: [], price: '20', otPrice: '', stock: 5, image: '' }],
    weight: '1.25',
    shippingTemplateId,
    ...extra,
  };
}

describe('product weight and template', () => {
  it('saves the weight in grams and the template, answers them, and a used template cannot be deleted', async () => {
    const t = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/shipping/templates',
      template({ name: 'Kettles' }),
      as(shopA.token),
    );
    const picture = await uploadVoucher(ctx, shopA.token);
    const created = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/products',
      productBody(picture, t.body.data.id),
      as(shopA.token),
    );
    expect(created.body.code, created.body.message).toBe(200);
    const id = created.body.data.id;
    const detail = await get<MerchantProduct>(ctx.app, `/api/merchant/products/${id}`, bearer(shopA.token));
    expect(detail.body.data).toMatchObject({ weight: '1.250', shippingTemplateId: t.body.data.id, isVirtual: false });
    const { rows } = await ctx.db.execute<{ weight_grams: number }>(
      sql`SELECT weight_grams FROM products WHERE id = ${id}`,
    );
    expect(rows[0]!.weight_grams).toBe(1250);
    expect((await templatesOf(shopA.token)).find((x) => x.id === t.body.data.id)!.productCount).toBe(1);

    const refused = await post(
      ctx.app,
      `/api/merchant/shipping/templates/${t.body.data.id}/delete`,
      {},
      as(shopA.token),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Products use this shipping template; give them another template first');

    const edited = await post(
      ctx.app,
      `/api/merchant/products/${id}`,
      productBody(picture, null, { weight: '0.3', isVirtual: true, version: detail.body.data.version }),
      as(shopA.token),
    );
    expect(edited.body.code, edited.body.message).toBe(200);
    const again = await get<MerchantProduct>(ctx.app, `/api/merchant/products/${id}`, bearer(shopA.token));
    expect(again.body.data).toMatchObject({ weight: '0.300', shippingTemplateId: null, isVirtual: true });
    const deleted = await post(
      ctx.app,
      `/api/merchant/shipping/templates/${t.body.data.id}/delete`,
      {},
      as(shopA.token),
    );
    expect(deleted.body.code, deleted.body.message).toBe(200);
    expect((await templatesOf(shopA.token)).map((x) => x.id)).not.toContain(t.body.data.id);
  });

  it.each([['-1'], ['10000'], ['9999.001'], ['1.2345'], ['abc']])('refuses the weight %s', async (weight) => {
    const picture = await uploadVoucher(ctx, shopA.token);
    const res = await post(ctx.app, '/api/merchant/products', productBody(picture, null, { weight }), as(shopA.token));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('The weight is from 0 to 9999 kg');
  });
});

describe('the platform', () => {
  it('edits the default template and the served countries; shops and shoppers cannot', async () => {
    const before = await get<ShippingTemplate>(ctx.app, '/api/admin/shipping/template', bearer(admin));
    expect(before.status).toBe(200);
    const saved = await post<ShippingTemplate>(
      ctx.app,
      '/api/admin/shipping/template',
      template({
        name: 'Mall default',
        chargeBy: 'piece',
        rules: [{ ...template().rules[1] }],
        version: before.body.data.version,
      }),
      as(admin),
    );
    expect(saved.body.code, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Mall default', chargeBy: 'piece', isDefault: true });
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM shipping_templates WHERE merchant_id IS NULL AND NOT deleted`,
    );
    expect(rows[0]!.n).toBe(1);

    const countries = await post<{ countries: string[] }>(
      ctx.app,
      '/api/admin/shipping/countries',
      { countries: ['th', 'LA', 'TH', 'FR'] },
      as(admin),
    );
    expect(countries.body.data.countries).toEqual(['FR', 'LA', 'TH']);
    expect((await get(ctx.app, '/api/admin/shipping/countries', bearer(admin))).body.data).toEqual({
      countries: ['FR', 'LA', 'TH'],
    });
    expect((await post(ctx.app, '/api/admin/shipping/countries', { countries: ['QQ'] }, as(admin))).status).toBe(400);
    await post(ctx.app, '/api/admin/shipping/countries', { countries: [] }, as(admin));

    expect((await post(ctx.app, '/api/admin/shipping/template', template(), as(shopA.token))).status).toBe(403);
    expect((await get(ctx.app, '/api/admin/shipping/countries', bearer(shopA.token))).status).toBe(403);
  });
});
