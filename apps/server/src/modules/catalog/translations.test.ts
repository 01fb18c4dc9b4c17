import type { ImportResult, Locale, MerchantProduct, Page, ProductCard, ProductDetail } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { uploadVoucher } from '../../../test/refund-helpers';
import { csvCell } from '../../platform/csv';
import { parseCsv } from '../../platform/csv-parse';
import { OPTIONS_MESSAGE } from './product-csv-translations';
import { writeTranslations } from './translations';

let ctx: TestContext;
let shop: { token: string; merchantId: number };
let otherShop: { token: string; merchantId: number };
let leafCategory: number;
let picture: string;

beforeAll(async () => {
  // The listing cache on, as in production: a reader of another language must not get a cached answer in French.
  ctx = await startTestApp({ CATALOG_CACHE_TTL_MS: '60000' });
  shop = await merchantToken(ctx.db);
  const staff = await newShopper(ctx.db, 'otherstaff');
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM merchants WHERE id <> ${shop.merchantId} AND status = 'open' ORDER BY id LIMIT 1`,
  );
  await ctx.db.execute(sql`INSERT INTO merchant_staff (merchant_id, user_id) VALUES (${rows[0]!.id}, ${staff.id})`);
  otherShop = { token: staff.token, merchantId: rows[0]!.id };
  const leaf = await ctx.db.execute<{ id: number }>(
    sql`SELECT c.id FROM categories c WHERE c.parent_id <> 0 ORDER BY c.id LIMIT 1`,
  );
  leafCategory = leaf.rows[0]!.id;
  picture = await uploadVoucher(ctx, shop.token);
});
afterAll(() => ctx?.close());

const as = (who: { token: string }) => ({ headers: bearer(who.token) });
const reader = (locale: string) => ({ cookie: `locale=${locale}` });

const FRENCH = {
  name: 'Écharpe Zéphyr en laine',
  description: '<p>Laine <strong>chaude</strong></p><script>alert(1)</script>',
  attrs: [{ name: 'Couleur', values: ['Rouge', 'Bleu'] }],
};
const CHINESE = { name: '西风羊毛围巾', description: '<p>保暖</p>', attrs: [{ name: '颜色', values: ['红色', ''] }] };

function scarf(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    categoryId: leafCategory,
    images: [picture],
    description: '<p>Warm wool</p>',
    attrs: [{ name: 'Colour', values: ['Red', 'Blue'] }],
    skus: [
      { attrValues: ['Red'], price: '19.90', otPrice: '', stock: 50, image: '' },
      { attrValues: ['Blue'], price: '17.50', otPrice: '', stock: 50, image: '' },
    ],
    // Virtual goods need no address, so the order below needs none either.
    isVirtual: true,
    originalLocale: 'en',
    translations: { fr: FRENCH, 'zh-CN': CHINESE },
    ...extra,
  };
}

async function create(body: unknown, who = shop) {
  const res = await post<{ id: number }>(ctx.app, '/api/merchant/products', body, as(who));
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.id;
}

async function formOf(id: number, who = shop) {
  return get<MerchantProduct & { version?: number }>(ctx.app, `/api/merchant/products/${id}`, bearer(who.token));
}

/** An edit as the console sends it: the whole form, with the version it loaded. */
async function edit(id: number, body: Record<string, unknown>, who = shop) {
  const form = await formOf(id, shop);
  const version = form.body.data.version === undefined ? {} : { version: form.body.data.version };
  return post(ctx.app, `/api/merchant/products/${id}`, { ...body, ...version }, as(who));
}

async function detail(id: number, headers: Record<string, string>) {
  const res = await get<ProductDetail>(ctx.app, `/api/front/product/detail/${id}`, headers);
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('writing translations', () => {
  it('keeps a translation per language on the merchant form, its description through the allowlist', async () => {
    const id = await create(scarf('Zephyr Wool Scarf'));
    const form = (await formOf(id)).body.data;
    expect(form.originalLocale).toBe('en');
    expect(Object.keys(form.translations ?? {}).sort()).toEqual(['fr', 'zh-CN']);
    expect(form.translations?.fr).toEqual({
      name: 'Écharpe Zéphyr en laine',
      description: '<p>Laine <strong>chaude</strong></p>',
      attrs: [{ name: 'Couleur', values: ['Rouge', 'Bleu'] }],
    });
    const { rows } = await ctx.db.execute<{ description: string }>(
      sql`SELECT description FROM product_translations WHERE product_id = ${id} AND locale = 'fr'`,
    );
    expect(rows[0]?.description).not.toMatch(/script|onerror/);
  });

  it('refuses names, attributes and languages out of bounds, in the reader’s language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fr: { ...FRENCH, name: 'x'.repeat(101) } }, 'The product name has 1 to 100 characters'],
      [{ fr: { ...FRENCH, name: '\u200b' } }, 'Write something that shows, or leave it empty'],
      [
        { fr: { ...FRENCH, attrs: [{ name: 'Couleur', values: ['Rouge'] }] } },
        "A translation's attributes follow the product's: the same attributes, with as many values each",
      ],
      [
        { fr: { ...FRENCH, attrs: [{ name: 'Couleur', values: ['Rouge', 'Rouge'] }] } },
        'The same attribute or value appears twice',
      ],
      [{ en: FRENCH }, "The original language is written in the product's own fields, not as a translation"],
      [{ fr: { ...FRENCH, description: 'x'.repeat(20_001) } }, 'The description must be at most 20000 characters'],
    ];
    for (const [translations, message] of cases) {
      const res = await post(ctx.app, '/api/merchant/products', scarf('Bounded Scarf', { translations }), as(shop));
      expect(res.status, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const german = await post(
      ctx.app,
      '/api/merchant/products',
      scarf('German Scarf', { translations: { de: FRENCH } }),
      {
        headers: { ...bearer(shop.token), 'accept-language': 'fr' },
      },
    );
    expect(german.status).toBe(400);
    // Nothing of the refused products was written.
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM products WHERE name IN ('Bounded Scarf', 'German Scarf')`);
    expect(rows).toEqual([]);
  });

  it('refuses control and direction characters in translated attributes, naming the field (audit W2)', async () => {
    const control = 'Ce texte ne peut pas contenir de caractères de contrôle ou de direction';
    const cases: [Record<string, unknown>, string][] = [
      [
        { fr: { ...FRENCH, attrs: [{ name: '\u202eruelouC', values: ['Rouge', 'Bleu'] }] } },
        'translations.fr.attrs.0.name',
      ],
      [{ th: { ...FRENCH, attrs: [{ name: 'สี', values: ['แดง', '\u0007x'] }] } }, 'translations.th.attrs.0.values.1'],
      [
        { fr: { ...FRENCH, attrs: [{ name: 'Couleur', values: ['\u2067Rouge', 'Bleu'] }] } },
        'translations.fr.attrs.0.values.0',
      ],
    ];
    for (const [translations, field] of cases) {
      const res = await post(ctx.app, '/api/merchant/products', scarf('Spoofed Scarf', { translations }), {
        headers: { ...bearer(shop.token), 'accept-language': 'fr' },
      });
      expect(res.status, field).toBe(400);
      expect(res.body.data, field).toEqual({ field, detail: control });
    }
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM products WHERE name = 'Spoofed Scarf'`);
    expect(rows).toEqual([]);
    // A description is HTML: its text loses them, typed or as references, in every language.
    const id = await create(
      scarf('Plain Scarf', {
        description: '<p>\u202eWarm&#x202E;\u0007</p>',
        translations: { fr: { ...FRENCH, description: '<p>\u202eabc&#8238;</p>' } },
      }),
    );
    expect((await detail(id, reader('en'))).product.description).toBe('<p>Warm</p>');
    expect((await detail(id, reader('fr'))).product.description).toBe('<p>abc</p>');
  });

  it('lets a merchant edit only its own products’ translations', async () => {
    const id = await create(scarf('Isolated Scarf'));
    // With a picture anyone may use (the demo's), so that only the product's shop decides.
    const { rows: demo } = await ctx.db.execute<{ image: string }>(
      sql`SELECT images->>0 AS image FROM products WHERE merchant_id = ${otherShop.merchantId} LIMIT 1`,
    );
    const hijack = await edit(
      id,
      scarf('Isolated Scarf', { images: [demo[0]!.image], translations: { fr: { ...FRENCH, name: 'Volée' } } }),
      otherShop,
    );
    expect(hijack.status, JSON.stringify(hijack.body)).toBe(404);
    expect((await formOf(id, otherShop)).status).toBe(404);
    // Even called directly with another shop's id, the write side touches nothing.
    await ctx.db.transaction((tx) =>
      writeTranslations(tx, otherShop.merchantId, id, [{ name: 'Colour', values: ['Red', 'Blue'] }], {
        es: { name: 'Robada', description: '', attrs: [] },
      }),
    );
    await ctx.db.transaction((tx) =>
      writeTranslations(tx, otherShop.merchantId, id, [{ name: 'Colour', values: ['Red', 'Blue'] }], {}),
    );
    const { rows } = await ctx.db.execute<{ locale: string; name: string }>(
      sql`SELECT locale, name FROM product_translations WHERE product_id = ${id} ORDER BY locale`,
    );
    expect(rows).toEqual([
      { locale: 'fr', name: 'Écharpe Zéphyr en laine' },
      { locale: 'zh-CN', name: '西风羊毛围巾' },
    ]);
  });

  it('keeps translations on an edit that leaves them out, replaces them on one that gives them', async () => {
    const id = await create(scarf('Edited Scarf'));
    const { translations: _, ...withoutTranslations } = scarf('Edited Scarf Two');
    expect((await edit(id, withoutTranslations)).body.code).toBe(200);
    expect(Object.keys((await formOf(id)).body.data.translations ?? {}).sort()).toEqual(['fr', 'zh-CN']);

    // A third colour: the translated values stay with their own, the new one has none yet (audit CT3).
    const threeColours = {
      ...withoutTranslations,
      attrs: [{ name: 'Colour', values: ['Red', 'Blue', 'Green'] }],
      skus: ['Red', 'Blue', 'Green'].map((c) => ({ attrValues: [c], price: '10', otPrice: '', stock: 1, image: '' })),
    };
    expect((await edit(id, threeColours)).body.code).toBe(200);
    expect((await formOf(id)).body.data.translations?.fr).toMatchObject({
      name: FRENCH.name,
      attrs: [{ name: 'Couleur', values: ['Rouge', 'Bleu', ''] }],
    });

    expect((await edit(id, { ...threeColours, translations: { es: { name: 'Bufanda' } } })).body.code).toBe(200);
    expect((await formOf(id)).body.data.translations).toEqual({ es: { name: 'Bufanda', description: '', attrs: [] } });

    // Marked as written in Spanish, its texts unchanged: the Spanish translation becomes the original and the English
    // text the English translation (audit DD: the Spanish one was dropped, the English text read as Spanish).
    expect((await edit(id, { ...threeColours, originalLocale: 'es' })).body.code).toBe(200);
    const form = (await formOf(id)).body.data;
    expect([form.originalLocale, form.name, form.description]).toEqual(['es', 'Bufanda', '<p>Warm wool</p>']);
    expect(form.translations).toEqual({
      en: { name: 'Edited Scarf Two', description: '<p>Warm wool</p>', attrs: threeColours.attrs },
    });
  });
});

describe('a translation that leaves the name to the original (audit CT2)', () => {
  const THAI = { name: '', description: '<p>ผ้าพันคอขนแกะ อุ่นสบาย</p>', attrs: [{ name: 'ลาย', values: ['ลายคลื่น', ''] }] };
  // Words of the shop's own, which the mall's glossary does not know (decision 0044: its words win over the seller's).
  const own = {
    attrs: [{ name: 'Zephyr pattern', values: ['Zephyr wave', 'Zephyr dot'] }],
    skus: ['Zephyr wave', 'Zephyr dot'].map((v) => ({
      attrValues: [v],
      price: '10',
      otPrice: '',
      stock: 5,
      image: '',
    })),
  };

  it('keeps its values and description, shows them to that language’s reader under the original name', async () => {
    const id = await create(scarf('Zephyr Brand Scarf', { ...own, translations: { th: THAI } }));
    expect((await formOf(id)).body.data.translations).toEqual({ th: THAI });

    const th = await detail(id, reader('th'));
    expect(th.product.name).toBe('Zephyr Brand Scarf');
    expect(th.product.description).toBe('<p>ผ้าพันคอขนแกะ อุ่นสบาย</p>');
    expect(th.attrs).toEqual([{ name: 'ลาย', values: ['ลายคลื่น', 'Zephyr dot'] }]);
    expect(th.skus.map((s) => s.attrValues)).toEqual([['ลายคลื่น'], ['Zephyr dot']]);
    expect([th.locale, th.originalLocale]).toEqual(['th', 'en']);
    // Cards, favourites and shop pages name it by the original, never by an empty name.
    const cards = await get<Page<ProductCard>>(
      ctx.app,
      `/api/front/product/list?merId=${shop.merchantId}&newOrder=desc&limit=50`,
      reader('th'),
    );
    expect(cards.body.data.list.find((c) => c.id === id)?.name).toBe('Zephyr Brand Scarf');
    const cart = await get<Page<ProductCard>>(ctx.app, `/api/front/product/cards?ids=${id}`, reader('th'));
    expect(cart.body.data).toMatchObject([{ id, name: 'Zephyr Brand Scarf' }]);

    // The server-rendered page: the original name marked as English, the Thai description as the page's own.
    const page = (await ctx.app.inject({ method: 'GET', url: `/th/goods/${id}`, headers: { accept: 'text/html' } }))
      .body;
    expect(page).toContain('<h1 lang="en">Zephyr Brand Scarf</h1>');
    expect(page).toContain('<section class="card desc"><p>ผ้าพันคอขนแกะ อุ่นสบาย</p></section>');
    expect(page).toContain('<title>Zephyr Brand Scarf ·');
  });

  it('keeps no translation that says nothing, and removes one emptied on an edit', async () => {
    const empty = { name: '  ', description: '', attrs: [{ name: '', values: ['', ''] }] };
    const id = await create(scarf('Zephyr Empty Scarf', { translations: { th: empty, es: { name: 'Bufanda' } } }));
    expect(Object.keys((await formOf(id)).body.data.translations ?? {})).toEqual(['es']);
    expect((await edit(id, scarf('Zephyr Empty Scarf', { translations: { es: { name: '' } } }))).body.code).toBe(200);
    const { rows } = await ctx.db.execute(sql`SELECT locale FROM product_translations WHERE product_id = ${id}`);
    expect(rows).toEqual([]);
  });
});

describe('translated values on an edit of the values (audit CT3)', () => {
  const colours = (values: string[]) => ({
    attrs: [{ name: 'Colour', values }],
    skus: values.map((v) => ({ attrValues: [v], price: '10', otPrice: '', stock: 5, image: '' })),
  });
  const WORDS = { name: '颜色', values: ['午夜黑', '泻湖蓝', '珊瑚红'] };

  it('follow their own value when one is removed, moved or added by an edit that leaves the translations out', async () => {
    const id = await create(
      scarf('Zephyr Lagoon Scarf', {
        ...colours(['Midnight', 'Lagoon', 'Reef']),
        translations: {
          'zh-CN': { name: '泻湖围巾', attrs: [WORDS] },
          th: { name: '', attrs: [{ name: '', values: ['ดำเที่ยงคืน', '', ''] }] },
        },
      }),
    );
    const { translations: _, ...rest } = scarf('Zephyr Lagoon Scarf');
    // Midnight discontinued: Lagoon keeps 泻湖蓝 (it read 午夜黑), and the Thai translation of Midnight alone goes.
    expect((await edit(id, { ...rest, ...colours(['Lagoon', 'Reef']) })).body.code).toBe(200);
    let form = (await formOf(id)).body.data;
    expect(form.translations?.['zh-CN']?.attrs).toEqual([{ name: '颜色', values: ['泻湖蓝', '珊瑚红'] }]);
    expect(form.translations?.th).toBeUndefined();
    const zh = await detail(id, { 'accept-language': 'zh-CN' });
    expect(zh.skus.map((s) => s.attrValues)).toEqual([['泻湖蓝'], ['珊瑚红']]);

    // Reordered, and a new colour in front: each keeps its words, the new one shows the original.
    expect((await edit(id, { ...rest, ...colours(['Sand', 'Reef', 'Lagoon']) })).body.code).toBe(200);
    form = (await formOf(id)).body.data;
    expect(form.translations?.['zh-CN']?.attrs).toEqual([{ name: '颜色', values: ['', '珊瑚红', '泻湖蓝'] }]);
  });
});

describe('a change of the language a product is written in (audit DD)', () => {
  // Words of the shop's own, which the mall's glossary does not know (decision 0044: its words win over the seller's).
  const own = {
    description: '<p>Warm wool</p>',
    attrs: [{ name: 'Zephyr pattern', values: ['Zephyr wave', 'Zephyr dot'] }],
    skus: ['Zephyr wave', 'Zephyr dot'].map((v) => ({
      attrValues: [v],
      price: '10',
      otPrice: '',
      stock: 5,
      image: '',
    })),
  };
  // The Thai text gives the name and one value, and leaves the description and the other value to the original.
  const THAI = { name: 'ผ้าพันคอเซเฟอร์', description: '', attrs: [{ name: 'ลาย', values: ['ลายคลื่น', ''] }] };
  const FRENCH_ONLY_NAME = { name: 'Écharpe Zéphyr', description: '', attrs: [] };

  it('from an API client that leaves the translations out swaps the two; every reader reads what they read before', async () => {
    const id = await create(scarf('Zephyr Swap Scarf', { ...own, translations: { th: THAI, fr: FRENCH_ONLY_NAME } }));
    const skuIds = (await formOf(id)).body.data.skus.map((s) => s.id);
    const { translations: _, ...rest } = scarf('Zephyr Swap Scarf', own);
    const relabelled = await edit(id, { ...rest, originalLocale: 'th' });
    expect(relabelled.body.code, relabelled.body.message).toBe(200);

    const form = (await formOf(id)).body.data;
    expect(form).toMatchObject({
      originalLocale: 'th',
      name: 'ผ้าพันคอเซเฟอร์',
      description: '<p>Warm wool</p>',
      attrs: [{ name: 'ลาย', values: ['ลายคลื่น', 'Zephyr dot'] }],
    });
    // The SKUs are the same rows under their Thai names (carts and orders keep pointing at them).
    expect(form.skus.map((s) => [s.id, s.attrValues])).toEqual([
      [skuIds[0], ['ลายคลื่น']],
      [skuIds[1], ['Zephyr dot']],
    ]);
    // The English text is English whole, also where the Thai text had left a field to it.
    expect(form.translations).toEqual({
      en: { name: 'Zephyr Swap Scarf', description: '<p>Warm wool</p>', attrs: own.attrs },
      fr: FRENCH_ONLY_NAME,
    });

    const en = await detail(id, reader('en'));
    expect(en.product.name).toBe('Zephyr Swap Scarf');
    expect(en.attrs).toEqual(own.attrs);
    expect(en.skus.map((s) => s.attrValues)).toEqual([['Zephyr wave'], ['Zephyr dot']]);
    expect([en.locale, en.originalLocale]).toEqual(['en', 'th']);
    const th = await detail(id, reader('th'));
    expect(th.product.name).toBe('ผ้าพันคอเซเฟอร์');
    expect(th.product.description).toBe('<p>Warm wool</p>');
    expect(th.skus.map((s) => s.attrValues)).toEqual([['ลายคลื่น'], ['Zephyr dot']]);
    expect((await detail(id, reader('fr'))).product.name).toBe('Écharpe Zéphyr');

    // The merchant then writes the Thai description and the Thai dot in the fields that are now the original's: the
    // English readers keep their own words (a field left to the original showed them the Thai ones).
    const thai = {
      ...rest,
      originalLocale: 'th',
      name: 'ผ้าพันคอเซเฟอร์',
      description: '<p>ผ้าพันคอขนแกะ</p>',
      attrs: [{ name: 'ลาย', values: ['ลายคลื่น', 'ลายจุด'] }],
      skus: ['ลายคลื่น', 'ลายจุด'].map((v) => ({ attrValues: [v], price: '10', otPrice: '', stock: 5, image: '' })),
      translations: form.translations,
    };
    expect((await edit(id, thai)).body.code).toBe(200);
    const after = await detail(id, reader('en'));
    expect(after.product.description).toBe('<p>Warm wool</p>');
    expect(after.attrs).toEqual(own.attrs);
    expect((await detail(id, reader('th'))).product.description).toBe('<p>ผ้าพันคอขนแกะ</p>');
  });

  it('swapped there and back gives back exactly the texts before; a field left to the original follows it (audit DJ3)', async () => {
    // The Thai text gives the name and one value; its description and other value are the original's.
    const id = await create(scarf('Zephyr Round Scarf', { ...own, translations: { th: THAI, fr: FRENCH_ONLY_NAME } }));
    const before = (await formOf(id)).body.data;
    // "Written in" Thai and back, as an API client says it: the texts sent are the stored ones, no translations.
    const swap = async (to: Locale) => {
      const form = (await formOf(id)).body.data;
      const body = {
        name: form.name,
        categoryId: leafCategory,
        images: [picture],
        description: form.description,
        attrs: form.attrs,
        skus: form.skus.map((s) => ({ attrValues: s.attrValues, price: '10', otPrice: '', stock: 5, image: '' })),
        originalLocale: to,
      };
      const res = await edit(id, body);
      expect(res.body.code, res.body.message).toBe(200);
    };
    await swap('th');
    await swap('en');
    const after = (await formOf(id)).body.data;
    expect([after.originalLocale, after.name, after.description, after.attrs]).toEqual([
      'en',
      before.name,
      before.description,
      before.attrs,
    ]);
    expect(after.translations).toEqual({ th: THAI, fr: FRENCH_ONLY_NAME });
    expect(after.skus.map((s) => [s.id, s.attrValues])).toEqual(before.skus.map((s) => [s.id, s.attrValues]));
    // The merchant rewrites the English description: Thai readers read it, as before the swaps (not a frozen copy).
    const { translations: _, ...rest } = scarf('Zephyr Round Scarf', own);
    expect((await edit(id, { ...rest, description: '<p>Warm wool, now longer</p>' })).body.code).toBe(200);
    const th = await detail(id, reader('th'));
    expect(th.product.name).toBe('ผ้าพันคอเซเฟอร์');
    expect(th.product.description).toBe('<p>Warm wool, now longer</p>');
    expect(th.skus.map((s) => s.attrValues)).toEqual([['ลายคลื่น'], ['Zephyr dot']]);
  });

  it('refuses a change of language with new texts and no translations, losing nothing', async () => {
    const id = await create(scarf('Zephyr Refused Scarf', { ...own, translations: { th: THAI } }));
    const { translations: _, ...rest } = scarf('Zephyr Refused Scarf', own);
    // Are these the Thai texts or English ones edited? Either guess would lose the other language's.
    const refused = await post(
      ctx.app,
      `/api/merchant/products/${id}`,
      { ...rest, name: 'ผ้าพันคอใหม่', originalLocale: 'th', version: (await formOf(id)).body.data.version },
      { headers: { ...bearer(shop.token), 'accept-language': 'th' } },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('สินค้านี้มีคำแปลเป็นภาษานั้นแล้ว: เปลี่ยนเฉพาะภาษาเพื่อสลับทั้งสอง หรือส่งคำแปลมาพร้อมกับการแก้ไข');
    const form = (await formOf(id)).body.data;
    expect([form.originalLocale, form.name, form.translations]).toEqual(['en', 'Zephyr Refused Scarf', { th: THAI }]);
    // A language it has no translation in: its texts are taken as written in it, as before.
    expect((await edit(id, { ...rest, originalLocale: 'es' })).body.code).toBe(200);
    expect((await formOf(id)).body.data).toMatchObject({ originalLocale: 'es', translations: { th: THAI } });
  });
});

describe('reading in the reader’s language', () => {
  let id: number;
  beforeAll(async () => {
    id = await create(scarf('Zephyr Reading Scarf'));
  });

  it('shows the detail translated, SKU values too, and says which language it shows', async () => {
    const fr = await detail(id, reader('fr'));
    expect(fr.product.name).toBe('Écharpe Zéphyr en laine');
    expect(fr.product.description).toBe('<p>Laine <strong>chaude</strong></p>');
    expect(fr.attrs).toEqual([{ name: 'Couleur', values: ['Rouge', 'Bleu'] }]);
    expect(fr.skus.map((s) => s.attrValues)).toEqual([['Rouge'], ['Bleu']]);
    expect([fr.locale, fr.originalLocale]).toEqual(['fr', 'en']);

    // Accept-Language when there is no cookie; a value the seller left untranslated reads as the mall's glossary
    // writes it (decision 0044; a word that is no term falls back to the original: attribute-glossary.test.ts).
    const zh = await detail(id, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(zh.product.name).toBe('西风羊毛围巾');
    expect(zh.attrs).toEqual([{ name: '颜色', values: ['红色', '蓝色'] }]);
    expect(zh.skus.map((s) => s.attrValues)).toEqual([['红色'], ['蓝色']]);

    // No Thai translation: the original, and the answer says so.
    const th = await detail(id, reader('th'));
    expect(th.product.name).toBe('Zephyr Reading Scarf');
    expect(th.product.description).toBe('<p>Warm wool</p>');
    // Its attributes are terms of the mall's glossary: they read in Thai all the same (decision 0044).
    expect(th.attrs).toEqual([{ name: 'สี', values: ['สีแดง', 'สีน้ำเงิน'] }]);
    expect([th.locale, th.originalLocale]).toEqual(['en', 'en']);
  });

  it('names product cards in the reader’s language, the cache kept apart per language', async () => {
    const cardOf = async (headers: Record<string, string>) => {
      const res = await get<Page<ProductCard>>(
        ctx.app,
        `/api/front/product/list?merId=${shop.merchantId}&newOrder=desc&limit=50`,
        headers,
      );
      return res.body.data.list.find((c) => c.id === id);
    };
    expect((await cardOf(reader('fr')))?.name).toBe('Écharpe Zéphyr en laine');
    expect((await cardOf(reader('en')))?.name).toBe('Zephyr Reading Scarf');
    expect((await cardOf({ 'accept-language': 'zh-CN' }))?.name).toBe('西风羊毛围巾');
    expect((await cardOf(reader('lo')))?.name).toBe('Zephyr Reading Scarf');
  });

  it('answers the recently viewed cards in the reader’s language now, leaving out products no longer shown', async () => {
    const hidden = await create(scarf('Hidden Scarf', { onSale: false }));
    const res = await get<ProductCard[]>(ctx.app, `/api/front/product/cards?ids=${hidden},${id}`, reader('zh-CN'));
    expect(res.body.data.map((c) => [c.id, c.name])).toEqual([[id, '西风羊毛围巾']]);
    const bad = await get(ctx.app, '/api/front/product/cards?ids=1,x', reader('fr'));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Indiquez de 1 à 20 ID de produits séparés par des virgules');
  });

  it('shows favourites and the cart in the reader’s language', async () => {
    const shopper = await newShopper(ctx.db, 'reader');
    const headers = { ...bearer(shopper.token), ...reader('fr') };
    expect((await post(ctx.app, '/api/front/collect/add/product', { productId: id }, { headers })).body.code).toBe(200);
    const favourites = await get<Page<{ productId: number; name: string }>>(
      ctx.app,
      '/api/front/collect/product/list',
      headers,
    );
    expect(favourites.body.data.list.find((f) => f.productId === id)?.name).toBe('Écharpe Zéphyr en laine');

    const form = (await formOf(id)).body.data;
    const saved = await post(
      ctx.app,
      '/api/front/cart/save',
      { productId: id, skuId: form.skus[1]!.id, quantity: 1 },
      {
        headers,
      },
    );
    expect(saved.body.code).toBe(200);
    const cart = await get<{ items: { productId: number; name: string; skuText: string }[] }[]>(
      ctx.app,
      '/api/front/cart/list',
      headers,
    );
    const line = cart.body.data.flatMap((g) => g.items).find((i) => i.productId === id);
    expect(line).toMatchObject({ name: 'Écharpe Zéphyr en laine', skuText: 'Couleur\u00a0: Bleu' });
    const inEnglish = await get<{ items: { productId: number; name: string; skuText: string }[] }[]>(
      ctx.app,
      '/api/front/cart/list',
      { ...bearer(shopper.token), ...reader('en') },
    );
    expect(inEnglish.body.data.flatMap((g) => g.items).find((i) => i.productId === id)).toMatchObject({
      name: 'Zephyr Reading Scarf',
      skuText: 'Colour: Blue',
    });
  });

  it('keeps on the order the name and SKU text the shopper saw when buying', async () => {
    const shopper = await newShopper(ctx.db, 'buyer-fr');
    const headers = { ...bearer(shopper.token), ...reader('fr') };
    const form = (await formOf(id)).body.data;
    const pre = await post<{ preOrderNo: string }>(
      ctx.app,
      '/api/front/order/pre/order',
      { type: 'buyNow', items: [{ productId: id, skuId: form.skus[0]!.id, quantity: 1 }] },
      { headers },
    );
    expect(pre.body.code, pre.body.message).toBe(200);
    const load = await get<{ shops: { items: { productId: number; name: string; skuText: string }[] }[] }>(
      ctx.app,
      `/api/front/order/load/pre/${pre.body.data.preOrderNo}`,
      headers,
    );
    expect(load.body.data.shops.flatMap((s) => s.items).find((i) => i.productId === id)).toMatchObject({
      name: 'Écharpe Zéphyr en laine',
      skuText: 'Couleur\u00a0: Rouge',
    });
    const created = await post<{ orderNo: string }>(
      ctx.app,
      '/api/front/order/create',
      { preOrderNo: pre.body.data.preOrderNo, couponIds: [], usePoints: false, mark: '', payType: 'card' },
      { headers },
    );
    expect(created.body.code, created.body.message).toBe(200);

    // The merchant renames the French translation afterwards: the order keeps what the shopper saw, and reads in
    // the reader's language as it was named then (audit AF2).
    expect(
      (await edit(id, scarf('Zephyr Reading Scarf', { translations: { fr: { name: 'Autre nom' } } }))).body.code,
    ).toBe(200);
    expect((await detail(id, reader('fr'))).product.name).toBe('Autre nom');
    const lineIn = async (locale: string) => {
      const orders = await get<Page<{ items: { productId: number; name: string; skuText: string }[] }>>(
        ctx.app,
        '/api/front/order/list?limit=10',
        { ...bearer(shopper.token), ...reader(locale) },
      );
      return orders.body.data.list.flatMap((o) => o.items).find((i) => i.productId === id);
    };
    expect(await lineIn('fr')).toMatchObject({ name: 'Écharpe Zéphyr en laine', skuText: 'Couleur\u00a0: Rouge' });
    expect(await lineIn('en')).toMatchObject({ name: 'Zephyr Reading Scarf', skuText: 'Colour: Red' });
  });
});

describe('the products spreadsheet in every language', () => {
  const exportTable = async (language = 'en') => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/merchant/products/export.csv',
      headers: { ...bearer(shop.token), 'accept-language': language },
    });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.rawPayload.toString('utf8')).map((r) => r.cells);
    return { header: header!, rows };
  };
  const toCsv = (rows: string[][]) => `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
  const importCsv = (csv: string) =>
    post<ImportResult>(ctx.app, '/api/merchant/products/import', { csv }, { headers: bearer(shop.token) });

  it('exports a name and options column per language and reads them back unchanged', async () => {
    const id = await create(scarf('Round Trip Scarf'));
    const { header, rows } = await exportTable('fr');
    expect(header).toEqual(expect.arrayContaining(['Nom du produit (Français)', 'Options (简体中文)']));
    const col = (title: string) => header.indexOf(title);
    const mine = rows.filter((r) => r[0] === String(id));
    expect(mine.map((r) => [r[col('Nom du produit (Français)')], r[col('Options (Français)')]])).toEqual([
      ['Écharpe Zéphyr en laine', 'Couleur: Rouge'],
      ['Écharpe Zéphyr en laine', 'Couleur: Bleu'],
    ]);
    expect(mine.map((r) => r[col('Options (简体中文)')])).toEqual(['颜色: 红色', '颜色: ']);
    expect(mine.map((r) => r[col('Nom du produit (English)')])).toEqual(['', '']);

    // The file as exported changes nothing.
    const same = await importCsv(toCsv([header, ...mine]));
    expect(same.body.code, same.body.message).toBe(200);
    expect(same.body.data.rows.map((r) => r.action)).toEqual(['unchanged', 'unchanged']);

    // Spanish added, Chinese removed (all its cells emptied), the French blue renamed: exactly that lands,
    // descriptions kept.
    const edited = mine.map((r, i) => {
      const copy = [...r];
      copy[col('Nom du produit (Español)')] = 'Bufanda Céfiro';
      copy[col('Options (Español)')] = i === 0 ? 'Color: Rojo' : 'Color: Azul';
      copy[col('Nom du produit (简体中文)')] = '';
      copy[col('Options (简体中文)')] = '';
      if (i === 1) copy[col('Options (Français)')] = 'Couleur: Bleu nuit';
      return copy;
    });
    const applied = await importCsv(toCsv([header, ...edited]));
    expect(applied.body.code, JSON.stringify(applied.body.data?.rows?.[0])).toBe(200);
    const form = (await formOf(id)).body.data;
    expect(Object.keys(form.translations ?? {}).sort()).toEqual(['es', 'fr']);
    expect(form.translations?.es).toEqual({
      name: 'Bufanda Céfiro',
      description: '',
      attrs: [{ name: 'Color', values: ['Rojo', 'Azul'] }],
    });
    expect(form.translations?.fr).toMatchObject({
      description: '<p>Laine <strong>chaude</strong></p>',
      attrs: [{ name: 'Couleur', values: ['Rouge', 'Bleu nuit'] }],
    });
    expect((await detail(id, reader('es'))).skus.map((s) => s.attrValues)).toEqual([['Rojo'], ['Azul']]);

    // Options that do not follow the attributes are refused on their row and column, and nothing is written.
    const wrong = edited.map((r) => {
      const copy = [...r];
      copy[col('Options (Español)')] = 'Rojo';
      return copy;
    });
    const refused = await post<ImportResult>(
      ctx.app,
      '/api/merchant/products/import/preview',
      { csv: toCsv([header, ...wrong]) },
      { headers: bearer(shop.token) },
    );
    expect((await importCsv(toCsv([header, ...wrong]))).status).toBe(400);
    expect(refused.body.data.rows[0]?.errors).toContainEqual({ column: 'options.es', message: OPTIONS_MESSAGE });
    expect((await formOf(id)).body.data.translations?.es?.attrs).toEqual([{ name: 'Color', values: ['Rojo', 'Azul'] }]);

    // A file of the red SKU's row alone keeps the blue one's words in every language (audit J9).
    const { header: again, rows: now } = await exportTable('fr');
    const red = now.filter((r) => r[0] === String(id)).slice(0, 1);
    red[0]![again.indexOf('Options (Français)')] = 'Couleur: Rouge vif';
    const one = await importCsv(toCsv([again, ...red]));
    expect(one.body.code, JSON.stringify(one.body.data?.rows?.[0])).toBe(200);
    const kept = (await formOf(id)).body.data.translations;
    expect(kept?.fr?.attrs).toEqual([{ name: 'Couleur', values: ['Rouge vif', 'Bleu nuit'] }]);
    expect(kept?.es?.attrs).toEqual([{ name: 'Color', values: ['Rojo', 'Azul'] }]);

    // A French name emptied, its options kept: the French options and description stay, under the original name
    // (audit CT2); the file as exported then changes nothing.
    const { header: third, rows: latest } = await exportTable('fr');
    const nameless = latest
      .filter((r) => r[0] === String(id))
      .map((r) => r.map((cell, c) => (c === third.indexOf('Nom du produit (Français)') ? '' : cell)));
    const cleared = await importCsv(toCsv([third, ...nameless]));
    expect(cleared.body.code, JSON.stringify(cleared.body.data?.rows?.[0])).toBe(200);
    expect((await formOf(id)).body.data.translations?.fr).toEqual({
      name: '',
      description: '<p>Laine <strong>chaude</strong></p>',
      attrs: [{ name: 'Couleur', values: ['Rouge vif', 'Bleu nuit'] }],
    });
    expect((await detail(id, reader('fr'))).product.name).toBe('Round Trip Scarf');
    const { header: fourth, rows: after } = await exportTable('fr');
    // (Previewed: the same file imported twice answers the first import again.)
    const again2 = await post<ImportResult>(
      ctx.app,
      '/api/merchant/products/import/preview',
      { csv: toCsv([fourth, ...after.filter((r) => r[0] === String(id))]) },
      { headers: bearer(shop.token) },
    );
    expect(again2.body.data.rows.map((r) => r.action)).toEqual(['unchanged', 'unchanged']);
  });
});
