import type { MerchantProduct, MerchantProductRow, Page, ProductCard } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { paidOrder } from '../../../test/money-fixtures';
import { uploadVoucher } from '../../../test/refund-helpers';
import { addAddress, createOrder, startCheckout } from '../coupons/checkout-fixtures';

let ctx: TestContext;
let merchant: { token: string; merchantId: number };
let leafCategory: number;
let topCategory: number;
let picture: string;

beforeAll(async () => {
  // The listing cache on, as in production: a new product must show in search at once all the same.
  ctx = await startTestApp({ CATALOG_CACHE_TTL_MS: '60000' });
  merchant = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ leaf: number; top: number }>(sql`
    SELECT c.id AS leaf, c.parent_id AS top FROM categories c WHERE c.parent_id <> 0 ORDER BY c.id LIMIT 1`);
  leafCategory = rows[0]!.leaf;
  topCategory = rows[0]!.top;
  picture = await uploadVoucher(ctx, merchant.token);
});
afterAll(() => ctx?.close());

const as = () => ({ headers: bearer(merchant.token) });
const as2 = (token: string) => ({ headers: bearer(token) });

function twoSkuProduct(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    categoryId: leafCategory,
    images: [picture],
    // A picture that is not the mall's is refused with a sentence (product-pictures.test.ts), so none here.
    description: '<p>Warm <strong>wool</strong></p><script>alert(1)</script>',
    attrs: [{ name: 'Colour', values: ['Red', 'Blue'] }],
    skus: [
      { attrValues: ['Red'], price: '19.90', otPrice: '25', stock: 5, image: '' },
      { attrValues: ['Blue'], price: '17.5', otPrice: '', stock: 3, image: picture },
    ],
    ...extra,
  };
}

async function search(keyword: string) {
  const res = await get<Page<ProductCard>>(ctx.app, `/api/front/product/list?keyword=${encodeURIComponent(keyword)}`);
  expect(res.status).toBe(200);
  return res.body.data.list;
}

describe('creating a product', () => {
  it('creates it with its SKUs, on sale, and it shows in the storefront search at once', async () => {
    // Warm the listing cache with the answer before the product exists.
    expect(await search('Zephyr Scarf')).toEqual([]);
    const res = await post<{ id: number }>(ctx.app, '/api/merchant/products', twoSkuProduct('Zephyr Scarf'), as());
    expect(res.body.code, res.body.message).toBe(200);
    const id = res.body.data.id;

    const found = await search('Zephyr Scarf');
    expect(found).toEqual([
      expect.objectContaining({ id, name: 'Zephyr Scarf', price: '17.50', otPrice: '17.50', stock: 8, image: picture }),
    ]);

    const detail = await get<{
      product: { description: string; price: string; stock: number };
      skus: { attrValues: string[]; price: string; otPrice: string; stock: number }[];
    }>(ctx.app, `/api/front/product/detail/${id}`);
    expect(detail.body.data.skus.map((s) => [s.attrValues, s.price, s.otPrice, s.stock])).toEqual([
      [['Red'], '19.90', '25.00', 5],
      [['Blue'], '17.50', '17.50', 3],
    ]);
    // What the storefront would show is stored: no script, no attributes.
    expect(detail.body.data.product.description).toBe('<p>Warm <strong>wool</strong></p>');
  });

  it('keeps it off sale when asked, and out of the search', async () => {
    const res = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/products',
      twoSkuProduct('Quokka Mittens', { onSale: false }),
      as(),
    );
    expect(res.body.code).toBe(200);
    expect(await search('Quokka Mittens')).toEqual([]);
    const row = await get<MerchantProduct>(
      ctx.app,
      `/api/merchant/products/${res.body.data.id}`,
      bearer(merchant.token),
    );
    expect(row.body.data.onSale).toBe(false);
  });

  it('makes a product without attributes from one SKU', async () => {
    const res = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/products',
      {
        name: 'Plain Tote',
        categoryId: leafCategory,
        images: [picture],
        description: '',
        attrs: [],
        skus: [{ attrValues: [], price: '9.99', stock: 0 }],
      },
      as(),
    );
    expect(res.body.code, res.body.message).toBe(200);
  });

  it.each([
    ['no picture', { images: [] }, 'Add 1 to 10 product pictures'],
    ['eleven pictures', { images: Array(11).fill('/uploads/demo/x.svg') }, 'Add 1 to 10 product pictures'],
    ['a picture from elsewhere', { images: ['https://evil.example/x.jpg'] }, 'Upload the picture through the console'],
    ['a top category', { categoryId: -1 }, ''],
    ['an empty name', { name: '  ' }, 'The product name has 1 to 100 characters'],
    ['a name too long', { name: 'x'.repeat(101) }, 'The product name has 1 to 100 characters'],
    [
      'a missing combination',
      { skus: [{ attrValues: ['Red'], price: '1.00', stock: 1 }] },
      'Each SKU must match one combination of the attribute values, and every combination needs a SKU',
    ],
    [
      'a combination twice',
      {
        skus: [
          { attrValues: ['Red'], price: '1.00', stock: 1 },
          { attrValues: ['Red'], price: '1.00', stock: 1 },
        ],
      },
      'Each SKU must match one combination of the attribute values, and every combination needs a SKU',
    ],
    [
      'a zero price',
      {
        skus: [
          { attrValues: ['Red'], price: '0', stock: 1 },
          { attrValues: ['Blue'], price: '1', stock: 1 },
        ],
      },
      'A price is an amount from 0.01 to 999999.99 with at most two decimals',
    ],
    [
      'three decimals',
      {
        skus: [
          { attrValues: ['Red'], price: '1.999', stock: 1 },
          { attrValues: ['Blue'], price: '1', stock: 1 },
        ],
      },
      'A price is an amount from 0.01 to 999999.99 with at most two decimals',
    ],
    [
      'negative stock',
      {
        skus: [
          { attrValues: ['Red'], price: '1', stock: -1 },
          { attrValues: ['Blue'], price: '1', stock: 1 },
        ],
      },
      'Stock is a whole number from 0 to 999999',
    ],
    [
      'fractional stock',
      {
        skus: [
          { attrValues: ['Red'], price: '1', stock: 1.5 },
          { attrValues: ['Blue'], price: '1', stock: 1 },
        ],
      },
      'Stock is a whole number from 0 to 999999',
    ],
    [
      'a value twice',
      { attrs: [{ name: 'Colour', values: ['Red', 'Red'] }] },
      'The same attribute or value appears twice',
    ],
    [
      'four attributes',
      { attrs: ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['1'] })) },
      'A product has at most 3 attributes',
    ],
    ['an unknown field', { merchantId: 1 }, 'Unrecognized key'],
  ])('refuses %s with a clear message and stores nothing', async (_case, change, message) => {
    const { rows: before } = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
    const body = twoSkuProduct('Refused Item', change);
    if ((change as { categoryId?: number }).categoryId === -1) body.categoryId = topCategory;
    const res = await post(ctx.app, '/api/merchant/products', body, as());
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message || 'Choose a category of the second level');
    const { rows: after } = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a translation into the language the product is written in, on create and on edit', async () => {
    const fr = { 'accept-language': 'fr' };
    const created = await post(
      ctx.app,
      '/api/merchant/products',
      twoSkuProduct('Cirrus Scarf', { translations: { en: { name: 'Cirrus Scarf again' } } }),
      { headers: { ...bearer(merchant.token), ...fr } },
    );
    expect(created.status).toBe(400);
    expect(created.body.message).toContain('langue d');
    const made = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/products',
      twoSkuProduct('Cirrus Scarf', { originalLocale: 'th', name: 'ผ้าพันคอเซอร์รัส' }),
      as(),
    );
    expect(made.body.code, made.body.message).toBe(200);
    const form = (
      await get<MerchantProduct>(ctx.app, `/api/merchant/products/${made.body.data.id}`, bearer(merchant.token))
    ).body.data;
    const edit = await post(
      ctx.app,
      `/api/merchant/products/${made.body.data.id}`,
      { ...twoSkuProduct('ผ้าพันคอเซอร์รัส'), translations: { th: { name: 'ผ้าพันคอ' } }, version: form.version },
      as(),
    );
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(
      "The original language is written in the product's own fields, not as a translation",
    );
  });

  it('refuses an original price below the price', async () => {
    const body = twoSkuProduct('Odd Prices');
    body.skus[0]!.otPrice = '10.00';
    const res = await post(ctx.app, '/api/merchant/products', body, as());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The original price cannot be lower than the price');
  });

  it('answers validation messages in the merchant language', async () => {
    const res = await post(ctx.app, '/api/merchant/products', twoSkuProduct(''), {
      headers: { ...bearer(merchant.token), 'accept-language': 'zh-CN' },
    });
    expect(res.body.message).toContain('商品名称为 1 至 100 个字符');
  });
});

describe('options that look the same (audit FG5)', () => {
  const twice: Record<string, string> = {
    en: 'The same attribute or value appears twice',
    'zh-CN': '规格或规格值重复',
    fr: 'Le même attribut ou la même valeur apparaît deux fois',
    th: 'มีคุณสมบัติหรือค่าที่ซ้ำกัน',
    lo: 'ມີຄຸນສົມບັດ ຫຼື ຄ່າທີ່ຊ້ຳກັນ',
    es: 'El mismo atributo o valor aparece dos veces',
  };
  const withValues = (name: string, values: [string, string]) =>
    twoSkuProduct('Twin Options', {
      attrs: [{ name, values }],
      skus: [
        { attrValues: [values[0]], price: '10.00', otPrice: '', stock: 1, image: '' },
        { attrValues: [values[1]], price: '12.00', otPrice: '', stock: 1, image: '' },
      ],
    });

  it.each([
    ['a zero-width space', 'Colour', ['Red', 'Re\u200Bd'], 'en'],
    ['a soft hyphen', 'Colour', ['Red', 'Re\u00ADd'], 'zh-CN'],
    ['a word joiner', 'Colour', ['Red', 'Re\u2060d'], 'fr'],
    ['composed and decomposed', 'Colour', ['Café', 'Cafe\u0301'], 'th'],
    ['full width', 'Size', ['XL', 'ＸＬ'], 'lo'],
    ['another case', 'Colour', ['Red', 'RED'], 'es'],
    ['a zero-width joiner', 'Colour', ['Red', 'Re\u200Dd'], 'en'],
  ] as const)(
    'refuses two values that differ by %s, in the merchant language, and stores nothing',
    async (_c, name, values, lang) => {
      const { rows: before } = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
      const res = await post(ctx.app, '/api/merchant/products', withValues(name, [...values]), {
        headers: { ...bearer(merchant.token), 'accept-language': lang },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(twice[lang]);
      const { rows: after } = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
      expect(after[0]!.n).toBe(before[0]!.n);
    },
  );

  it('refuses attribute names and translated values that look the same', async () => {
    const names = twoSkuProduct('Twin Names', {
      attrs: [
        { name: 'Size', values: ['S'] },
        { name: 'ＳＩＺＥ', values: ['M'] },
      ],
      skus: [{ attrValues: ['S', 'M'], price: '1', stock: 1 }],
    });
    expect((await post(ctx.app, '/api/merchant/products', names, as())).body.message).toContain(twice.en);
    const translated = twoSkuProduct('Twin Translation', {
      translations: { fr: { attrs: [{ name: 'Couleur', values: ['Rouge', 'Rou\u200Bge'] }] } },
    });
    expect((await post(ctx.app, '/api/merchant/products', translated, as())).body.message).toContain(twice.en);
  });

  it('keeps names and values composed and without invisible characters, emoji joiners kept', async () => {
    const res = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/products',
      twoSkuProduct('Numb\u200Bat Cre\u0300me Qui\u00ADlt\uFEFF', {
        attrs: [{ name: 'Colo\u200Bur', values: ['Cafe\u0301', 'Cook 👩\u200D🍳'] }],
        skus: [
          { attrValues: ['Café'], price: '10.00', otPrice: '', stock: 1, image: '' },
          { attrValues: ['Cook 👩\u200D🍳'], price: '12.00', otPrice: '', stock: 1, image: '' },
        ],
        translations: {
          fr: { name: 'Couette Numb\u200Bat', attrs: [{ name: 'Coul\u00ADeur', values: ['Ca\u200Bfé', ''] }] },
        },
      }),
      as(),
    );
    expect(res.body.code, res.body.message).toBe(200);
    const form = (
      await get<MerchantProduct>(ctx.app, `/api/merchant/products/${res.body.data.id}`, bearer(merchant.token))
    ).body.data;
    expect(form.name).toBe('Numbat Crème Quilt');
    expect(form.attrs).toEqual([{ name: 'Colour', values: ['Café', 'Cook 👩\u200D🍳'] }]);
    expect(form.skus.map((s) => s.attrValues)).toEqual([['Café'], ['Cook 👩\u200D🍳']]);
    expect(form.translations?.fr).toMatchObject({
      name: 'Couette Numbat',
      attrs: [{ name: 'Couleur', values: ['Café', ''] }],
    });
    // The shopper finds it by the name as it reads.
    expect((await search('Numbat Quilt')).map((p) => p.id)).toContain(res.body.data.id);
  });
});

describe('a category the platform hid (audit DS7)', () => {
  it('names it hidden in the form, keeps a product already in it, and puts no product there anew', async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT c.id FROM categories c WHERE c.parent_id <> 0 AND c.id <> ${leafCategory}
        AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.id LIMIT 1`);
    const hidden = rows[0]!.id;
    const made = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/products',
      twoSkuProduct('Hidden Board Game', { categoryId: hidden }),
      as(),
    );
    expect(made.body.code, made.body.message).toBe(200);
    const id = made.body.data.id;
    const shown = await get<MerchantProduct>(ctx.app, `/api/merchant/products/${id}`, bearer(merchant.token));
    expect(shown.body.data.categoryHidden).toBe(false);
    await ctx.db.execute(sql`UPDATE categories SET visible = false WHERE id = ${hidden}`);
    try {
      const form = await get<MerchantProduct>(ctx.app, `/api/merchant/products/${id}`, {
        ...bearer(merchant.token),
        'accept-language': 'fr',
      });
      expect(form.body.data).toMatchObject({ categoryId: hidden, categoryHidden: true });
      expect(form.body.data.categoryName).not.toBe('');
      // The product keeps its category through an edit of something else.
      const kept = await post(
        ctx.app,
        `/api/merchant/products/${id}`,
        { ...twoSkuProduct('Hidden Board Game II', { categoryId: hidden }), version: form.body.data.version },
        as(),
      );
      expect(kept.body.code, kept.body.message).toBe(200);
      // No new product goes there, nor another product moved into it, with the reason in the merchant's language.
      const refused = await post(
        ctx.app,
        '/api/merchant/products',
        twoSkuProduct('Another Board Game', { categoryId: hidden }),
        { headers: { ...bearer(merchant.token), 'accept-language': 'fr' } },
      );
      expect([refused.status, refused.body.message]).toEqual([
        400,
        'La plateforme a masqué cette catégorie : choisissez-en une que les acheteurs peuvent parcourir',
      ]);
      const other = await post<{ id: number }>(ctx.app, '/api/merchant/products', twoSkuProduct('Open Game'), as());
      const before = await get<MerchantProduct>(
        ctx.app,
        `/api/merchant/products/${other.body.data.id}`,
        bearer(merchant.token),
      );
      const moved = await post(
        ctx.app,
        `/api/merchant/products/${other.body.data.id}`,
        { ...twoSkuProduct('Open Game', { categoryId: hidden }), version: before.body.data.version },
        as(),
      );
      expect(moved.status).toBe(400);
    } finally {
      await ctx.db.execute(sql`UPDATE categories SET visible = true WHERE id = ${hidden}`);
    }
  });
});

describe('editing a product', () => {
  it("answers another shop's staff 404 for the whole form, its pictures and version included, and changes nothing (audit FG10)", async () => {
    const created = await post<{ id: number }>(ctx.app, '/api/merchant/products', twoSkuProduct('Heron Scarf'), as());
    const id = created.body.data.id;
    const form = await get<MerchantProduct>(ctx.app, `/api/merchant/products/${id}`, bearer(merchant.token));
    const staff = await newShopper(ctx.db, 'other-shop-staff');
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT id FROM merchants WHERE id <> ${merchant.merchantId} AND status = 'open' ORDER BY id LIMIT 1`);
    await ctx.db.execute(sql`INSERT INTO merchant_staff (merchant_id, user_id) VALUES (${rows[0]!.id}, ${staff.id})`);
    // The owner's own form as it was read (its picture was uploaded by the owner, not by this shop's staff): before,
    // the picture check answered first, 400 "This picture was not uploaded by you", which a product of one's own gets.
    const edit = await post(
      ctx.app,
      `/api/merchant/products/${id}`,
      { ...twoSkuProduct('Taken over'), version: form.body.data.version },
      as2(staff.token),
    );
    expect([edit.status, edit.body.message]).toEqual([404, 'Product not found']);
    const after = await get<MerchantProduct>(ctx.app, `/api/merchant/products/${id}`, bearer(merchant.token));
    expect(after.body.data.name).toBe('Heron Scarf');
    expect(after.body.data.version).toBe(form.body.data.version);
  });

  it('keeps the ids (and carts) of SKUs that still exist, drops the others, and keeps the listing in step', async () => {
    const created = await post<{ id: number }>(ctx.app, '/api/merchant/products', twoSkuProduct('Nimbus Beanie'), as());
    const id = created.body.data.id;
    const before = await get<MerchantProduct>(ctx.app, `/api/merchant/products/${id}`, bearer(merchant.token));
    const red = before.body.data.skus.find((s) => s.attrValues[0] === 'Red')!;
    const blue = before.body.data.skus.find((s) => s.attrValues[0] === 'Blue')!;

    const shopper = await newShopper(ctx.db, 'beanie-fan');
    for (const sku of [red, blue]) {
      const added = await post(
        ctx.app,
        '/api/front/cart/save',
        { productId: id, skuId: sku.id, quantity: 1 },
        { headers: bearer(shopper.token) },
      );
      expect(added.body.code, added.body.message).toBe(200);
    }

    const edit = await post(
      ctx.app,
      `/api/merchant/products/${id}`,
      {
        ...twoSkuProduct('Nimbus Beanie II'),
        // Another number of values: Blue left and Green came, no rename (audit AO-A).
        attrs: [{ name: 'Colour', values: ['Red', 'Green', 'Yellow'] }],
        skus: [
          { attrValues: ['Red'], price: '12.00', otPrice: '15.00', stock: 7, image: '' },
          { attrValues: ['Green'], price: '30.00', otPrice: '', stock: 2, image: '' },
          { attrValues: ['Yellow'], price: '40.00', otPrice: '', stock: 0, image: '' },
        ],
        version: before.body.data.version,
      },
      as(),
    );
    expect(edit.body.code, edit.body.message).toBe(200);

    const after = await get<MerchantProduct>(ctx.app, `/api/merchant/products/${id}`, bearer(merchant.token));
    expect(after.body.data.name).toBe('Nimbus Beanie II');
    const skus = after.body.data.skus;
    expect(skus.find((s) => s.attrValues[0] === 'Red')).toMatchObject({ id: red.id, price: '12.00', stock: 7 });
    expect(skus.find((s) => s.attrValues[0] === 'Blue')).toBeUndefined();
    expect(skus.find((s) => s.attrValues[0] === 'Green')?.id).not.toBe(blue.id);

    // The removed option's line stays in the cart, unavailable, saying why (audit N5); only Red can be bought.
    const cart = await get<{ items: { skuId: number; valid: boolean; unavailable?: string }[] }[]>(
      ctx.app,
      '/api/front/cart/list',
      bearer(shopper.token),
    );
    const items = cart.body.data.flatMap((g) => g.items);
    expect(items.filter((i) => i.valid).map((i) => i.skuId)).toEqual([red.id]);
    expect(items.find((i) => i.skuId === blue.id)).toMatchObject({ valid: false, unavailable: 'option_gone' });
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM cart_items WHERE user_id = ${shopper.id} AND gone_values IS NULL`,
    );
    expect(rows[0]!.n).toBe(1);

    const { rows: product } = await ctx.db.execute<{ price: number; ot_price: number; stock: number }>(
      sql`SELECT price, ot_price, stock FROM products WHERE id = ${id}`,
    );
    expect(product[0]).toEqual({ price: 1200, ot_price: 1500, stock: 9 });
    expect((await search('Nimbus Beanie II'))[0]).toMatchObject({ id, price: '12.00', stock: 9 });
  });

  it('keeps a renamed option the same SKU, and keeps an option units of unpaid orders are held on (audit AO-A)', async () => {
    const created = await post<{ id: number }>(ctx.app, '/api/merchant/products', twoSkuProduct('Falcon Kite'), as());
    const id = created.body.data.id;
    const form = (await get<MerchantProduct>(ctx.app, `/api/merchant/products/${id}`, bearer(merchant.token))).body
      .data;
    const red = form.skus.find((s) => s.attrValues[0] === 'Red')!;
    const sku = { productId: id, skuId: red.id, merchantId: merchant.merchantId, price: 0, categoryId: leafCategory };
    // One shopper keeps red in the cart; another holds 2 red in an unpaid order.
    const carter = await newShopper(ctx.db, 'kite-carter');
    await post(ctx.app, '/api/front/cart/save', { productId: id, skuId: red.id, quantity: 1 }, as2(carter.token));
    const holder = await newShopper(ctx.db, 'kite-holder');
    const placed = await createOrder(
      ctx,
      holder.token,
      await startCheckout(ctx, holder.token, [{ sku, quantity: 2 }]),
      await addAddress(ctx, holder.token),
    );
    expect(placed.body.code, placed.body.message).toBe(200);

    // The merchant renames Red to Crimson (the form it loaded showed 5 red).
    const renamed = await post(
      ctx.app,
      `/api/merchant/products/${id}`,
      {
        ...twoSkuProduct('Falcon Kite'),
        attrs: [{ name: 'Colour', values: ['Crimson', 'Blue'] }],
        skus: [
          { attrValues: ['Crimson'], price: '19.90', otPrice: '25', stock: 5, stockShown: 5, image: '' },
          { attrValues: ['Blue'], price: '17.5', otPrice: '', stock: 3, stockShown: 3, image: picture },
        ],
        version: form.version,
      },
      as(),
    );
    expect(renamed.body.code, renamed.body.message).toBe(200);
    const after = (await get<MerchantProduct>(ctx.app, `/api/merchant/products/${id}`, bearer(merchant.token))).body
      .data;
    expect(after.skus.find((s) => s.attrValues[0] === 'Crimson')).toMatchObject({ id: red.id, stock: 3 });
    const cart = await get<{ items: { skuId: number; valid: boolean }[] }[]>(
      ctx.app,
      '/api/front/cart/list',
      bearer(carter.token),
    );
    expect(cart.body.data.flatMap((g) => g.items)).toEqual([expect.objectContaining({ skuId: red.id, valid: true })]);

    // Removing Crimson while the unpaid order holds 2 of it is refused, naming the order; nothing changes.
    const { rows: shopOrder } = await ctx.db.execute<{ order_no: string }>(sql`
      SELECT s.order_no FROM shop_orders s JOIN orders o ON o.id = s.order_id WHERE o.order_no = ${placed.body.data.orderNo}`);
    const removed = await post(
      ctx.app,
      `/api/merchant/products/${id}`,
      {
        ...twoSkuProduct('Falcon Kite'),
        attrs: [{ name: 'Colour', values: ['Blue'] }],
        skus: [{ attrValues: ['Blue'], price: '17.5', otPrice: '', stock: 3, stockShown: 3, image: picture }],
        version: after.version,
      },
      as(),
    );
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe(
      `Unpaid orders ${shopOrder[0]!.order_no} hold Crimson: it can be removed once they are paid or cancelled`,
    );

    // The shopper cancels: the 2 units go back to the renamed SKU, and the product counts them.
    const cancelled = await post(
      ctx.app,
      `/api/front/order/cancel/${placed.body.data.orderNo}`,
      undefined,
      as2(holder.token),
    );
    expect(cancelled.body.code, cancelled.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ crimson: number; total: number }>(sql`
      SELECT (SELECT stock FROM product_skus WHERE id = ${red.id}) AS crimson, stock AS total FROM products WHERE id = ${id}`);
    expect(rows[0]).toEqual({ crimson: 5, total: 8 });
  });

  it('advertises the cheapest SKU in stock, after the form, a sale of the last unit and its cancel (audit AO-F)', async () => {
    const body = (redStock: number, version?: number) => ({
      ...twoSkuProduct('Osprey Glider'),
      skus: [
        { attrValues: ['Red'], price: '7.00', otPrice: '29.90', stock: redStock, image: '' },
        { attrValues: ['Blue'], price: '17.50', otPrice: '', stock: 3, image: '' },
      ],
      ...(version === undefined ? {} : { version }),
    });
    const created = await post<{ id: number }>(ctx.app, '/api/merchant/products', body(0), as());
    expect(created.body.code, created.body.message).toBe(200);
    const id = created.body.data.id;
    // Each look asks another price range: a sale shows in the listing cache's seconds (decision 0004), not at once.
    let look = 0;
    const shown = async () => {
      const { rows } = await ctx.db.execute<{ price: number; ot_price: number; docs: number[]; postings: number[] }>(
        sql`SELECT price, ot_price,
          (SELECT array_agg(DISTINCT price) FROM search_documents WHERE product_id = ${id}) AS docs,
          (SELECT array_agg(DISTINCT price) FROM search_postings WHERE product_id = ${id}) AS postings
        FROM products WHERE id = ${id}`,
      );
      const inRange = await get<Page<ProductCard>>(
        ctx.app,
        `/api/front/product/list?keyword=${encodeURIComponent('Osprey Glider')}&minPrice=10&maxPrice=${30 + look++}`,
      );
      return { ...rows[0], found: inRange.body.data.list.map((c) => [c.id, c.price, c.otPrice]) };
    };
    // Red sold out when created: Blue's price is the one on offer.
    expect(await shown()).toEqual({
      price: 1750,
      ot_price: 1750,
      docs: [1750],
      postings: [1750],
      found: [[id, '17.50', '17.50']],
    });
    // One red in stock again (the form): its price is advertised.
    const form = (await get<MerchantProduct>(ctx.app, `/api/merchant/products/${id}`, bearer(merchant.token))).body
      .data;
    const saved = await post(ctx.app, `/api/merchant/products/${id}`, body(1, form.version), as());
    expect(saved.body.code, saved.body.message).toBe(200);
    expect(await shown()).toEqual({ price: 700, ot_price: 2990, docs: [700], postings: [700], found: [] });
    // A checkout takes the last red: Blue's price again, in the search at once.
    const red = form.skus.find((s) => s.attrValues[0] === 'Red')!;
    const sku = { productId: id, skuId: red.id, merchantId: merchant.merchantId, price: 0, categoryId: leafCategory };
    const shopper = await newShopper(ctx.db, 'glider-buyer');
    const placed = await createOrder(
      ctx,
      shopper.token,
      await startCheckout(ctx, shopper.token, [{ sku, quantity: 1 }]),
      await addAddress(ctx, shopper.token),
    );
    expect(placed.body.code, placed.body.message).toBe(200);
    expect(await shown()).toEqual({
      price: 1750,
      ot_price: 1750,
      docs: [1750],
      postings: [1750],
      found: [[id, '17.50', '17.50']],
    });
    // Its cancel brings the red back, and its price.
    const cancelled = await post(
      ctx.app,
      `/api/front/order/cancel/${placed.body.data.orderNo}`,
      undefined,
      as2(shopper.token),
    );
    expect(cancelled.body.code, cancelled.body.message).toBe(200);
    expect(await shown()).toEqual({ price: 700, ot_price: 2990, docs: [700], postings: [700], found: [] });
  });

  it('moves the stock by what the form changed: units sold while it was open stay sold', async () => {
    const created = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/products',
      twoSkuProduct('Stratus Mitten'),
      as(),
    );
    const id = created.body.data.id;
    const form = (await get<MerchantProduct>(ctx.app, `/api/merchant/products/${id}`, bearer(merchant.token))).body
      .data;
    const red = form.skus.find((s) => s.attrValues[0] === 'Red')!;
    const blue = form.skus.find((s) => s.attrValues[0] === 'Blue')!;
    // While the form is open, a shopper buys 2 red and 1 blue.
    const shopper = await newShopper(ctx.db, 'mitten-buyer');
    const sku = (skuId: number) => ({
      productId: id,
      skuId,
      merchantId: merchant.merchantId,
      price: 0,
      categoryId: leafCategory,
    });
    await paidOrder(ctx, shopper.token, [
      { sku: sku(red.id), quantity: 2 },
      { sku: sku(blue.id), quantity: 1 },
    ]);
    // The merchant changes a price and adds 7 blue to the 3 the form showed, as the console sends it.
    const saved = await post(
      ctx.app,
      `/api/merchant/products/${id}`,
      {
        ...twoSkuProduct('Stratus Mitten'),
        skus: [
          { attrValues: ['Red'], price: '18.00', otPrice: '25', stock: red.stock, stockShown: red.stock, image: '' },
          { attrValues: ['Blue'], price: '17.5', otPrice: '', stock: 10, stockShown: blue.stock, image: picture },
        ],
        version: form.version,
      },
      as(),
    );
    expect(saved.body.code, saved.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ red: number; blue: number; total: number }>(sql`
      SELECT (SELECT stock FROM product_skus WHERE id = ${red.id}) AS red,
        (SELECT stock FROM product_skus WHERE id = ${blue.id}) AS blue, stock AS total FROM products WHERE id = ${id}`);
    expect(rows[0]).toEqual({ red: 3, blue: 9, total: 12 });
    // A count taken below what was sold meanwhile stops at 0; without the count shown, the number is the count.
    const again = (await get<MerchantProduct>(ctx.app, `/api/merchant/products/${id}`, bearer(merchant.token))).body
      .data;
    await ctx.db.execute(sql`UPDATE product_skus SET stock = 1 WHERE id = ${red.id}`);
    const lowered = await post(
      ctx.app,
      `/api/merchant/products/${id}`,
      {
        ...twoSkuProduct('Stratus Mitten'),
        skus: [
          { attrValues: ['Red'], price: '18.00', otPrice: '25', stock: 0, stockShown: 3, image: '' },
          { attrValues: ['Blue'], price: '17.5', otPrice: '', stock: 4, image: picture },
        ],
        version: again.version,
      },
      as(),
    );
    expect(lowered.body.code, lowered.body.message).toBe(200);
    const { rows: after } = await ctx.db.execute<{ red: number; blue: number }>(sql`
      SELECT (SELECT stock FROM product_skus WHERE id = ${red.id}) AS red,
        (SELECT stock FROM product_skus WHERE id = ${blue.id}) AS blue`);
    expect(after[0]).toEqual({ red: 0, blue: 4 });
  });

  it('switches a product off sale and on again; the search follows at once', async () => {
    const created = await post<{ id: number }>(ctx.app, '/api/merchant/products', twoSkuProduct('Aurora Gloves'), as());
    const id = created.body.data.id;
    expect(await search('Aurora Gloves')).toHaveLength(1);
    const off = await post(ctx.app, `/api/merchant/products/${id}/sale`, { onSale: false }, as());
    expect(off.body.message).toBe('The product is off sale');
    expect(await search('Aurora Gloves')).toEqual([]);
    await post(ctx.app, `/api/merchant/products/${id}/sale`, { onSale: true }, as());
    expect(await search('Aurora Gloves')).toHaveLength(1);
  });
});

describe('the product list', () => {
  it('searches by name, filters on sale and category, and pages', async () => {
    const list = (query: string) =>
      get<Page<MerchantProductRow>>(ctx.app, `/api/merchant/products?${query}`, bearer(merchant.token));
    const byName = await list('keyword=quokka');
    expect(byName.body.data.list.map((p) => p.name)).toEqual(['Quokka Mittens']);
    expect(byName.body.data.list[0]).toMatchObject({ onSale: false, skuCount: 2, stock: 8, price: '17.50' });

    const offSale = await list('onSale=false&limit=100');
    expect(offSale.body.data.list.every((p) => !p.onSale)).toBe(true);
    expect(offSale.body.data.list.map((p) => p.name)).toContain('Quokka Mittens');

    const inCategory = await list(`categoryId=${leafCategory}&limit=100`);
    expect(inCategory.body.data.list.every((p) => p.categoryId === leafCategory)).toBe(true);

    const firstPage = await list('limit=2&page=1');
    const secondPage = await list('limit=2&page=2');
    expect(firstPage.body.data.list).toHaveLength(2);
    expect(firstPage.body.data.total).toBeGreaterThan(4);
    expect(secondPage.body.data.list[0]!.id).not.toBe(firstPage.body.data.list[0]!.id);

    // Only this shop's products.
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products WHERE merchant_id = ${merchant.merchantId}`,
    );
    expect(firstPage.body.data.total).toBe(rows[0]!.n);
  });

  it('lists the most recently changed first, page after page, with the total of the filter', async () => {
    const { rows: expected } = await ctx.db.execute<{ id: number }>(sql`
      SELECT id FROM products WHERE merchant_id = ${merchant.merchantId} AND on_sale
      ORDER BY updated_at DESC, id DESC`);
    expect(expected.length).toBeGreaterThan(6);
    for (const page of [1, 2, 3]) {
      const { body } = await get<Page<MerchantProductRow>>(
        ctx.app,
        `/api/merchant/products?onSale=true&limit=3&page=${page}`,
        bearer(merchant.token),
      );
      expect(body.data.list.map((p) => p.id)).toEqual(expected.slice((page - 1) * 3, page * 3).map((r) => r.id));
      expect(body.data.total).toBe(expected.length);
    }
  });
});
