import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../test/harness';
import { type Sku, skuOf, unchangedBy } from './support';

// Issue 21, item 3: an address that fails open. A country typed as text ("Laos", "Lao PDR", "ລາວ", nothing) was
// accepted on new addresses, and checkout priced such an unknown destination by the template's "everywhere else"
// rule: the shop's no-delivery regions, its region surcharges (50.00 became 5.00) and the platform's served countries
// were all skipped. Now every new or edited address is structured; an older free-text one is shown but never
// shipped to (nor priced) until the shopper completes it, and checkout says so in the shopper's language.

let ctx: TestContext;
let sku: Sku;
let templateId: number;

const LAO_LIST = 'ເລືອກປະເທດຂອງທີ່ຢູ່ຈາກລາຍການ';
const FR_COMPLETE =
  'Complétez cette adresse avant de commander : modifiez-la et choisissez son pays et sa région dans la liste';

const vientiane = {
  realName: 'Noy Phommachanh',
  country: 'LA',
  regionCode: 'LA-VT',
  detail: '23 Lane Xang Avenue',
  postCode: '01000',
  countryCode: '+856',
  phone: '2055512345',
};

/** The shop's template for the product: 5.00 everywhere else, 50.00 to Vientiane Prefecture, never free. */
async function useTemplate(rules: unknown[], undeliverable: string[] = []) {
  await ctx.db.execute(sql`
    UPDATE shipping_templates SET rules = ${JSON.stringify(rules)}::jsonb, undeliverable = ${JSON.stringify(undeliverable)}::jsonb,
      free = '[]'::jsonb
    WHERE id = ${templateId}`);
}
const everywhere = { regions: [], first: 1, firstFee: 500, additional: 1, additionalFee: 0 };
const vientianeSurcharge = { regions: ['LA-VT'], first: 1, firstFee: 5000, additional: 1, additionalFee: 0 };

beforeAll(async () => {
  ctx = await startTestApp();
  const shop = await merchantToken(ctx.db);
  sku = await skuOf(ctx, shop.merchantId, 50);
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO shipping_templates (merchant_id, name, charge_by, rules, free, undeliverable, is_default)
    VALUES (${shop.merchantId}, 'Attack courier', 'piece', '[]'::jsonb, '[]'::jsonb, '[]'::jsonb, false) RETURNING id`);
  templateId = rows[0]!.id;
  await ctx.db.execute(sql`
    UPDATE products SET shipping_template_id = ${templateId}, is_virtual = false WHERE id = ${sku.productId}`);
  await useTemplate([everywhere, vientianeSurcharge]);
});
afterAll(() => ctx?.close());

/** An address made before addresses were structured: only the database holds such rows now. */
async function olderAddress(userId: number, country: string, regionCode = ''): Promise<number> {
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO addresses (user_id, real_name, country, region_code, region, detail, post_code, country_code, phone,
      is_default)
    VALUES (${userId}, 'Noy', ${country}, ${regionCode}, 'Vientiane', '23 Lane Xang Avenue', '01000', '+856',
      '2055512345', true)
    RETURNING id`);
  return rows[0]!.id;
}

async function preOrder(token: string): Promise<string> {
  const pre = await post<{ preOrderNo: string }>(
    ctx.app,
    '/api/front/order/pre/order',
    { type: 'buyNow', items: [{ productId: sku.productId, skuId: sku.skuId, quantity: 1 }] },
    { headers: bearer(token) },
  );
  expect(pre.body.code, pre.body.message).toBe(200);
  return pre.body.data.preOrderNo;
}

type Price = { freightFee: string; deliverable: boolean; deliveryMessage: string };

async function priceTo(token: string, preOrderNo: string, addressId: number, lang = 'en') {
  const res = await post<Price>(
    ctx.app,
    `/api/front/order/computed/price?lang=${lang}`,
    { preOrderNo, addressId, couponIds: [], usePoints: false },
    { headers: bearer(token) },
  );
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data;
}

async function create(token: string, preOrderNo: string, addressId: number, lang = 'en') {
  return post(
    ctx.app,
    `/api/front/order/create?lang=${lang}`,
    { preOrderNo, addressId, couponIds: [], usePoints: false, mark: '', payType: 'card' },
    { headers: bearer(token) },
  );
}

describe('an address that fails open', () => {
  it.each(['Laos', 'Lao PDR', 'ລາວ', ''])('a country typed as %o is refused on a new address', async (country) => {
    const shopper = await newShopper(ctx.db, 'free-text');
    const res = await post(
      ctx.app,
      '/api/front/address/edit?lang=lo',
      { ...vientiane, country, regionCode: '' },
      { headers: bearer(shopper.token) },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LAO_LIST);
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM addresses WHERE user_id = ${shopper.id}`);
    expect(rows).toHaveLength(0);
  });

  it('a structured address cannot be edited back into free text', async () => {
    const shopper = await newShopper(ctx.db, 'edit-to-text');
    const saved = await post<{ id: number }>(ctx.app, '/api/front/address/edit', vientiane, {
      headers: bearer(shopper.token),
    });
    expect(saved.body.code, saved.body.message).toBe(200);
    const edit = await post(
      ctx.app,
      '/api/front/address/edit',
      { ...vientiane, id: saved.body.data.id, country: 'Laos', regionCode: '' },
      { headers: bearer(shopper.token) },
    );
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe('Choose the country of the address from the list');
    const { rows } = await ctx.db.execute(
      sql`SELECT country, region_code FROM addresses WHERE user_id = ${shopper.id}`,
    );
    expect(rows).toEqual([{ country: 'LA', region_code: 'LA-VT' }]);
  });

  it('an older free-text address is shown, checkout asks to complete it in the shopper language, and no order is made', async () => {
    const shopper = await newShopper(ctx.db, 'older-address');
    const addressId = await olderAddress(shopper.id, 'Laos');
    const list = await get<{ id: number; structured: boolean }[]>(
      ctx.app,
      '/api/front/address/list',
      bearer(shopper.token),
    );
    expect(list.body.data).toEqual([expect.objectContaining({ id: addressId, structured: false })]);

    const preOrderNo = await preOrder(shopper.token);
    const load = await get<{ address: { id: number; structured: boolean }; price: Price }>(
      ctx.app,
      `/api/front/order/load/pre/${preOrderNo}?lang=fr`,
      bearer(shopper.token),
    );
    expect(load.body.data.address).toMatchObject({ id: addressId, structured: false });
    // Before: deliverable, freight 5.00 by the everywhere-else rule.
    expect(load.body.data.price).toMatchObject({
      deliverable: false,
      freightFee: '0.00',
      deliveryMessage: FR_COMPLETE,
    });
    expect(await priceTo(shopper.token, preOrderNo, addressId, 'fr')).toMatchObject({
      deliverable: false,
      freightFee: '0.00',
      deliveryMessage: FR_COMPLETE,
    });
    const created = await unchangedBy(ctx, () => create(shopper.token, preOrderNo, addressId, 'fr'));
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(FR_COMPLETE);
  });

  it('a region surcharge is charged, never skipped: 50.00 to Vientiane, and the same place as text is refused', async () => {
    const shopper = await newShopper(ctx.db, 'surcharge');
    const structured = await post<{ id: number }>(ctx.app, '/api/front/address/edit', vientiane, {
      headers: bearer(shopper.token),
    });
    const preOrderNo = await preOrder(shopper.token);
    expect(await priceTo(shopper.token, preOrderNo, structured.body.data.id)).toMatchObject({
      deliverable: true,
      freightFee: '50.00',
    });
    // The same place typed as text (before: 5.00), or as a country without its region (before: 5.00).
    for (const [country, region] of [
      ['Laos', ''],
      ['LA', ''],
    ] as const) {
      const older = await olderAddress(shopper.id, country, region);
      expect(await priceTo(shopper.token, preOrderNo, older)).toMatchObject({ deliverable: false, freightFee: '0.00' });
      const created = await unchangedBy(ctx, () => create(shopper.token, preOrderNo, older));
      expect(created.status).toBe(400);
    }
    const placed = await create(shopper.token, preOrderNo, structured.body.data.id);
    expect(placed.body.code, placed.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ freight: number }>(
      sql`SELECT freight FROM orders WHERE pre_order_no = ${preOrderNo}`,
    );
    expect(rows).toEqual([{ freight: 5000 }]);
  });

  it("the shop's no-delivery regions and the platform's served countries are never skipped", async () => {
    const shopper = await newShopper(ctx.db, 'no-delivery');
    const older = await olderAddress(shopper.id, 'ລາວ');
    const preOrderNo = await preOrder(shopper.token);
    try {
      await useTemplate([everywhere, vientianeSurcharge], ['LA']);
      expect((await create(shopper.token, preOrderNo, older)).status).toBe(400);
      await useTemplate([everywhere, vientianeSurcharge]);
      await ctx.db.execute(sql`
        INSERT INTO settings (key, value) VALUES ('shipping', '{"countries": ["TH"]}'::jsonb)
        ON CONFLICT (key) DO UPDATE SET value = settings.value || excluded.value`);
      const created = await unchangedBy(ctx, () => create(shopper.token, preOrderNo, older));
      expect(created.status).toBe(400);
    } finally {
      await ctx.db.execute(sql`
        UPDATE settings SET value = value || '{"countries": []}'::jsonb WHERE key = 'shipping'`);
      await useTemplate([everywhere, vientianeSurcharge]);
    }
  });

  it('the goods detail asks to complete the address instead of pricing the unknown place', async () => {
    const shopper = await newShopper(ctx.db, 'detail-freight');
    await olderAddress(shopper.id, 'Laos');
    const res = await get<{ deliverable: boolean; freight: string; message: string }>(
      ctx.app,
      `/api/front/product/freight/${sku.productId}`,
      bearer(shopper.token),
    );
    // Before: deliverable, 5.00.
    expect(res.body.data).toMatchObject({
      deliverable: false,
      freight: '0.00',
      message: 'Complete your address to see the delivery cost',
    });
    const there = await get<{ freight: string }>(
      ctx.app,
      `/api/front/product/freight/${sku.productId}?country=LA&region=LA-VT`,
    );
    expect(there.body.data.freight).toBe('50.00');
  });
});
