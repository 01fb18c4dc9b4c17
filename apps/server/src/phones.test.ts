import { DIAL_CODES } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../test/harness';
import { placeOrder, skusOf } from '../test/refund-helpers';
import { allCountries } from './modules/addresses/geo';

// Issue 22 item 12: "+66 81 234 5678" is a phone number. Spaces, dashes, parentheses and a leading dial code are
// accepted wherever a phone is typed, and the normalised form is stored (contract phones.ts).

let ctx: TestContext;
let merchant: { token: string; merchantId: number };

beforeAll(async () => {
  ctx = await startTestApp();
  merchant = await merchantToken(ctx.db);
});
afterAll(() => ctx?.close());

describe('phones as people write them', () => {
  it('a deliverer phone with its dial code is accepted and stored normalised', async () => {
    const shopper = await newShopper(ctx.db, 'deliver-to');
    const order = await placeOrder(ctx, shopper.token, await skusOf(ctx, merchant.merchantId, 1));
    const shipped = await post(
      ctx.app,
      `/api/merchant/orders/${order.orderNo}/ship`,
      { method: 'deliver', courierName: 'Niran', courierPhone: '+66 81 234 5678' },
      { headers: bearer(merchant.token) },
    );
    expect(shipped.body.code, shipped.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ courier_phone: string }>(
      sql`SELECT courier_phone FROM shop_orders WHERE order_no = ${order.orderNo}`,
    );
    expect(rows[0]!.courier_phone).toBe('+66812345678');
  });

  it('an address phone typed with its dial code takes that dial code and keeps the national number', async () => {
    const shopper = await newShopper(ctx.db, 'dial-code');
    const saved = await post<{ id: number }>(
      ctx.app,
      '/api/front/address/edit',
      {
        realName: 'Somchai',
        country: 'TH',
        regionCode: 'TH-10',
        detail: '99 Rama I Road',
        postCode: '10330',
        countryCode: '+86',
        phone: '+66 81-234-5678',
      },
      { headers: bearer(shopper.token) },
    );
    expect(saved.body.code, saved.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ country_code: string; phone: string }>(
      sql`SELECT country_code, phone FROM addresses WHERE id = ${saved.body.data.id}`,
    );
    expect(rows[0]).toEqual({ country_code: '+66', phone: '812345678' });
  });

  it('spaces, dashes and parentheses are fine in an address phone; letters are not', async () => {
    const shopper = await newShopper(ctx.db, 'parentheses');
    const address = (phone: string) => ({
      realName: 'Ann',
      country: 'US',
      regionCode: 'US-NY',
      detail: '1 Harbour Road',
      postCode: '10001',
      countryCode: '+1',
      phone,
    });
    const ok = await post<{ id: number }>(ctx.app, '/api/front/address/edit', address('(212) 555-0100'), {
      headers: bearer(shopper.token),
    });
    expect(ok.body.code, ok.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ phone: string }>(
      sql`SELECT phone FROM addresses WHERE id = ${ok.body.data.id}`,
    );
    expect(rows[0]!.phone).toBe('2125550100');
    const bad = await post(ctx.app, '/api/front/address/edit', address('call me'), { headers: bearer(shopper.token) });
    expect(bad.status).toBe(400);
  });

  it("the shop's phone and service phone are stored normalised", async () => {
    type Profile = {
      name: string;
      avatar: string;
      banner: string;
      intro: string;
      address: string;
      phone: string;
      openingHours: string;
      serviceText?: string;
      qualificationPictures: string[];
      service: Record<string, string>;
    };
    const p = (await get<Profile>(ctx.app, '/api/merchant/shop', bearer(merchant.token))).body.data;
    const res = await post(
      ctx.app,
      '/api/merchant/shop',
      {
        name: p.name,
        avatar: p.avatar,
        banner: p.banner,
        intro: p.intro,
        address: p.address,
        phone: '+66 (2) 123-4567',
        openingHours: p.openingHours,
        serviceText: p.serviceText ?? '',
        qualificationPictures: p.qualificationPictures,
        service: {
          serviceType: 'phone',
          serviceLink: p.service.serviceLink ?? '',
          serviceMessage: p.service.serviceMessage ?? '',
          servicePhone: '081 234 5678',
          serviceEmail: p.service.serviceEmail ?? '',
        },
      },
      { headers: bearer(merchant.token) },
    );
    expect(res.body.code, res.body.message).toBe(200);
    const after = (await get<Profile>(ctx.app, '/api/merchant/shop', bearer(merchant.token))).body.data;
    expect(after.phone).toBe('+6621234567');
    expect(after.service.servicePhone).toBe('0812345678');
  });

  it("the contract's dial codes are the address data's", async () => {
    const codes = new Set([...(await allCountries()).values()].map((c) => c.dialCode).filter(Boolean));
    expect([...DIAL_CODES].sort()).toEqual([...codes].sort());
  });
});
